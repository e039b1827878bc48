/** Shapes shared by every provider's outputs and diffs. */
import { type Camelize, camelKeys } from "./naming";

/**
 * A service response as outputs: camelCase keys, and every listed top-level field present,
 * `null` where the service left it out (the engine rejects `undefined` in outputs). Only optional
 * fields can be left out, and their camelized types admit `null`.
 */
export function outputsFrom<T extends object>(wire: T, fields: readonly string[]): Camelize<T> {
  // camelKeys renames at run time as Camelize renames in types (naming.ts); it keeps no undefined member.
  const out = camelKeys(wire) as Camelize<T>;
  const unset = Object.fromEntries(fields.filter((f) => !Object.hasOwn(out, f)).map((f) => [f, null]));
  return { ...out, ...unset };
}

/** Deep equality of JSON values. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object" && !Array.isArray(b)) {
    const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

/**
 * A description or metadata string as the service holds it: never set (absent or null) and
 * cleared (`""`) are the same state, since the API clears a string by setting it to `""`.
 */
export const textOrEmpty = (v: unknown): string => (typeof v === "string" ? v : "");

/** Whether two string sets hold the same members, whatever their order. */
export function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sa = [...a].sort();
  const sb = [...b].sort();
  return sa.every((x, i) => x === sb[i]);
}
