/** The engine's type tokens and URNs of this package's resources. */
import * as pulumi from "@pulumi/pulumi";

/** Resource type tokens read `pulumi-nodejs:dynamic/ingress:<Type>`. */
export const MODULE = "ingress";

/** The engine's type token of a resource class of this package (`TlsCertificate`, …). */
export const typeToken = (type: string): string => `pulumi-nodejs:dynamic/${MODULE}:${type}`;

/** The URN the engine gives a resource of this package: as `pulumi.createUrn`, from its type, name and parent. */
export const resourceUrn = (type: string, name: string, opts: pulumi.CustomResourceOptions | undefined): pulumi.Output<string> =>
  pulumi.createUrn(name, typeToken(type), opts?.parent);
