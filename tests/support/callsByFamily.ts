// A request log read by family: how many calls of one method each family's API paths received.
import type { RequestLogEntry } from "../../emulator/types";
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { apiPathsOf } from "../../provider/contract/family";

/** Calls of `method` in `entries`, counted per family (by its API paths); a call no family's paths match counts under its path. */
export function callsByFamily(entries: readonly RequestLogEntry[], method: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of entries.filter((e) => e.method === method)) {
    const key = FAMILY_NAMES.find((f) => apiPathsOf(FAMILIES[f]).test(e.path)) ?? e.path;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
