/**
 * An item's declaration as both imports write it (`pulumi-ingress import`'s program, the plugin's
 * `pulumi import` read): the family's own `declare` where it has one, else the arguments its field
 * table gives (provider/fields/derive.ts `importArgsOf`).
 */
import { fieldsOf, importArgsOf } from "./derive";
import type { WireSchemas } from "./table";
import type { Declared, ImportFacts, ImportTools, Naming } from "../importing/facts";

/** What a declaration reads of a family's facts: its wire schemas and field table, and its import facts. */
interface DeclaredFamily {
  readonly wire: WireSchemas;
  /** Its field table (provider/resources/<family>/fields.ts). */
  readonly fields: object;
  readonly importing: ImportFacts;
}

/** The item's resource as the program declares it, named `as.name`. */
export function declarationOf(family: DeclaredFamily, item: unknown, as: Naming, t: ImportTools, parent?: unknown): Declared {
  const own = family.importing.declare;
  if (own !== undefined) return own(item, as, t, parent);
  return { args: importArgsOf(fieldsOf(family.wire, family.fields), item as Record<string, unknown>, as, t) };
}
