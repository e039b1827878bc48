/**
 * The type tokens of this package's resources, one scheme for every reader: the dynamic SDK's
 * (`pulumi-nodejs:dynamic/ingress:<Type>`) and the provider plugin's (`ingress:index:<Type>`), the
 * family each names, and the token inside a URN. The SDK registers with them, the plugin serves
 * them, and the commands (import, migrate, traffic, recover) find the package's resources in a
 * stack's checkpoint by them.
 */
import { FAMILY_NAMES, type FamilyName, familyNamed } from "./families";

/** Resource type tokens of the dynamic SDK read `pulumi-nodejs:dynamic/ingress:<Type>`. */
export const MODULE = "ingress";

/** The dynamic SDK's type token of a resource class of this package (`TlsCertificate`, …). */
export const typeToken = (type: string): string => `pulumi-nodejs:dynamic/${MODULE}:${type}`;

/** The plugin's package name: config keys `ingress:*`, provider resources `pulumi:providers:ingress`. */
export const PACKAGE = "ingress";

/** The plugin's type token of a family's resources: `ingress:index:<Class>`. */
export const resourceToken = (family: FamilyName): string => `${PACKAGE}:index:${family}`;

/** The family a plugin type token names, if it is one of ours. */
export function familyOfToken(token: string): FamilyName | undefined {
  const m = /^ingress:index:(\w+)$/.exec(token);
  return m ? familyNamed(m[1]) : undefined;
}

/** The family of a type token of this package, the dynamic SDK's or the plugin's. */
export const familyOfType = (type: unknown): FamilyName | undefined =>
  typeof type !== "string" ? undefined : (FAMILY_NAMES.find((f) => type === typeToken(f)) ?? familyOfToken(type));

/** The type token inside a URN (`urn:pulumi:<stack>::<project>::<parent types$>type::<name>`). */
export function tokenOfUrn(urn: string): string {
  const qualified = urn.split("::")[2] ?? "";
  return qualified.split("$").pop() ?? "";
}
