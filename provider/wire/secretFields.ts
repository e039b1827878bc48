/**
 * Secret fields are declared once, in the wire model, by wrapping their schema in {@link secret};
 * every other list of secret fields (the SDK's secret inputs, the outputs that must never hold
 * them, check failures that must not echo them, the emulator's stored modules) is derived from
 * the schemas with {@link secretPaths}.
 */
import { z } from "zod";
import { children } from "./schemaChildren";

const secrets = z.registry<{ secret: true }>();

/** Marks a field's schema as holding a secret (a private key, a client or webhook secret). */
export function secret<T extends z.ZodType>(schema: T): T {
  secrets.add(schema, { secret: true });
  return schema;
}

/** Each schema's paths, found once: providers ask at every call, and a walk of a large schema costs about half a millisecond. */
const pathsOf = new WeakMap<z.ZodType, readonly (readonly string[])[]>();

/** Paths (wire names) of the secret fields inside `schema`, in declaration order (a new list each call: callers may change it). */
export function secretPaths(schema: z.ZodType): string[][] {
  let paths = pathsOf.get(schema);
  if (paths === undefined) pathsOf.set(schema, (paths = pathsUnder(schema, [])));
  return paths.map((path) => [...path]);
}

function pathsUnder(schema: z.ZodType, at: readonly string[]): string[][] {
  if (secrets.has(schema)) return [[...at]];
  return children(schema).flatMap(([key, child]) => pathsUnder(child, key === undefined ? at : [...at, key]));
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** A copy of `value` without the members at `paths` (paths through absent or non-object members are skipped). */
export function withoutPaths<T>(value: T, paths: readonly (readonly string[])[]): T {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  const heads = new Set(paths.map(([head]) => head));
  for (const head of heads) {
    if (head === undefined || !(head in out)) continue;
    const rests = paths.filter(([h]) => h === head).map((path) => path.slice(1));
    if (rests.some((rest) => rest.length === 0)) delete out[head];
    else out[head] = withoutPaths(out[head], rests);
  }
  return out as T;
}
