/**
 * The engine's unknown sentinel. In preview, inputs computed from other resources' outputs reach
 * `check` and `diff` as this exact string, at any depth and whatever the field's type (pulumi#6310).
 */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export const isUnknown = (v: unknown): boolean => v === UNKNOWN;

/** True when the sentinel stands anywhere inside `v`. */
export function containsUnknown(v: unknown): boolean {
  if (v === UNKNOWN) return true;
  if (Array.isArray(v)) return v.some(containsUnknown);
  if (v !== null && typeof v === "object") return Object.values(v).some(containsUnknown);
  return false;
}

/** Paths (as lists of keys) of every unknown inside `v`. */
export function unknownPaths(v: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  if (v === UNKNOWN) return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => unknownPaths(x, [...at, i]));
  if (v !== null && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => unknownPaths(x, [...at, k]));
  return [];
}

/** A copy of `v` with unknown object members left out (array entries are kept as they are). */
export function withoutUnknowns(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutUnknowns);
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== UNKNOWN) out[k] = withoutUnknowns(x);
    return out;
  }
  return v;
}

const startsWith = (path: readonly PropertyKey[], prefix: readonly PropertyKey[]) =>
  prefix.length <= path.length && prefix.every((p, i) => p === path[i]);

/**
 * Whether a validation problem at `problem` may be caused by an unknown: it lies at or under an
 * unknown, above one, or beside one inside the same object (rules that pair fields, such as
 * `client_secret` required with `client_id`, cannot be judged until both are known). Root-level
 * fields and the entries of a list are independent of their siblings and stay checked
 * (`destinationIds: [unknown, "edx_1"]` still reports its second entry).
 */
export function blamedOnUnknown(problem: readonly PropertyKey[], unknowns: readonly PropertyKey[][]): boolean {
  const parent = problem.slice(0, -1);
  const listEntry = typeof problem[problem.length - 1] === "number";
  return unknowns.some((u) => startsWith(problem, u) || startsWith(u, problem) || (parent.length > 0 && !listEntry && startsWith(u, parent)));
}
