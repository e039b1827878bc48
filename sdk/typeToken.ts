/** The engine's type tokens of this package's resources. */

/** Resource type tokens read `pulumi-nodejs:dynamic/ingress:<Type>`. */
export const MODULE = "ingress";

/** The engine's type token of a resource class of this package (`TlsCertificate`, …). */
export const typeToken = (type: string): string => `pulumi-nodejs:dynamic/${MODULE}:${type}`;
