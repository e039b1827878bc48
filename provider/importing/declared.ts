/**
 * An item's declaration as both imports write it (`pulumi-ingress import`'s program, the plugin's
 * `pulumi import` read): the family's own `declare` where it has one, else the arguments its field
 * table gives (provider/fields/derive.ts `importArgsOf`).
 */
import type { FamilyFacts } from "../family";
import { fieldsOf, importArgsOf } from "../fields/derive";
import type { Declared, ImportTools, Naming } from "./facts";

/** The item's resource as the program declares it, named `as.name`. */
export function declarationOf(family: Pick<FamilyFacts, "wire" | "fields" | "importing">, item: unknown, as: Naming, t: ImportTools, parent?: unknown): Declared {
  const own = family.importing.declare;
  if (own !== undefined) return own(item, as, t, parent);
  return { args: importArgsOf(fieldsOf(family.wire, family.fields), item as Record<string, unknown>, as, t) };
}
