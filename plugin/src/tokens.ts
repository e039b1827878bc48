/** The plugin's package name and type tokens, from the registry: `ingress:index:<Class>`. */
import { type FamilyName, familyNamed } from "../../provider/families";

/** The package name: config keys `ingress:*`, provider resources `pulumi:providers:ingress`. */
export const PACKAGE = "ingress";

/** The type token of a family's resources. */
export const resourceToken = (family: FamilyName): string => `${PACKAGE}:index:${family}`;

/** The family a type token names, if it is one of ours. */
export function familyOfToken(token: string): FamilyName | undefined {
  const m = /^ingress:index:(\w+)$/.exec(token);
  return m ? familyNamed(m[1]) : undefined;
}

/** The type token inside a URN (`urn:pulumi:<stack>::<project>::<parent types$>type::<name>`). */
export function tokenOfUrn(urn: string): string {
  const qualified = urn.split("::")[2] ?? "";
  return qualified.split("$").pop() ?? "";
}
