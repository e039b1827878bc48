// Where the schema learns which of a family's properties a change replaces and which are secret:
// its field table (provider/fields/table.ts), where each field says so once.
import { FAMILIES, familyFields, type FamilyName, secretInputs } from "../../provider/families";
import { replacingInputsOf, secretFieldsOf } from "../../provider/fields/derive";
import type { SecretPaths } from "./types";

const fieldsOfFamily = (family: FamilyName) => familyFields(FAMILIES[family]);

/** The family's inputs (top-level, by the SDK's names) whose change replaces the resource (`replaceOnChanges`): its table's `replaces` fields. */
export function replaceMarks(family: FamilyName): ReadonlySet<string> {
  return new Set(replacingInputsOf(fieldsOfFamily(family)));
}

/** A family's secret properties, as the schema marks them. */
export interface SecretMarks {
  /** Paths to the secret inputs, with the SDK's names (`["oidc", "clientSecret"]`). */
  readonly inputs: SecretPaths;
  /** The top-level outputs that are secret. */
  readonly outputs: ReadonlySet<string>;
}

/**
 * The family's secret properties: its table's secret fields (an input's output is kept secret by
 * the engine, by the same key; a token the service returns once is an output of its own), and the
 * secrets inside a field (a route module's client secret), which the wire model marks.
 */
export function secretMarks(family: FamilyName): SecretMarks {
  const fields = fieldsOfFamily(family);
  const topLevel = secretFieldsOf(fields);
  const inputs = fields.filter((f) => f.secret && (f.created || f.patched)).map((f) => [f.sdk]);
  const inside = secretInputs(FAMILIES[family]).filter((p) => p.length > 1);
  return { inputs: [...inputs, ...inside], outputs: new Set(topLevel) };
}
