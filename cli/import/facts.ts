/** A family's import facts, read from the registry: what the import's reading, planning and options share. */
import { FAMILIES, type FamilyName } from "../../provider/families";
import type { ImportFacts } from "../../provider/importing/facts";

/** The family's import facts, as the contract types them. */
export function importFacts(family: FamilyName): ImportFacts {
  return FAMILIES[family].importing;
}
