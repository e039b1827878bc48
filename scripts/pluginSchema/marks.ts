// Where the schema learns which of a family's properties a change replaces and which are secret:
// one function each, so that their source can change here alone.
import { FAMILIES, type FamilyName, secretInputs, secretOutputs } from "../../provider/families";
import type { SecretPaths } from "./types";

/**
 * The family's inputs (top-level, by the SDK's names) whose change replaces the resource
 * (`replaceOnChanges`): those whose TSDoc, in `inputDocs` by input name, says "Changing it
 * replaces" or "A change replaces" (the TSDoc states it, so the family is not consulted).
 */
export function replaceMarks(_family: FamilyName, inputDocs: ReadonlyMap<string, string>): ReadonlySet<string> {
  return new Set([...inputDocs].filter(([, doc]) => /\b(?:Changing it|A change) replaces\b/.test(doc)).map(([name]) => name));
}

/** A family's secret properties, as the schema marks them. */
export interface SecretMarks {
  /** Paths to the secret inputs, with the SDK's names (`["oidc", "clientSecret"]`). */
  readonly inputs: SecretPaths;
  /** The top-level outputs that are secret. */
  readonly outputs: ReadonlySet<string>;
}

/**
 * The family's secret properties, from the wire model's marks (provider/families.ts): its secret
 * inputs; and as outputs, each top-level input that is secret (the engine keeps its output so, by
 * the same key) and each top-level field the item's schema marks (a token the service returns once).
 */
export function secretMarks(family: FamilyName): SecretMarks {
  const inputs = secretInputs(FAMILIES[family]);
  const outputs = [...inputs, ...secretOutputs(FAMILIES[family])].filter((p) => p.length === 1).map((p) => p[0] as string);
  return { inputs, outputs: new Set(outputs) };
}
