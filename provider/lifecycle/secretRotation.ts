/**
 * Write-only secrets (a route's client secrets, a vault secret's value, an event destination's
 * credentials): the service never returns them, so a change is found by `check`, the one step that
 * sees the previous inputs, recorded in an input, and applied by the next update, which records the
 * rotation it applied in an output.
 */
import { z } from "zod";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * The input `check` adds once a secret has changed: the secret fields (dotted SDK paths) that
 * differ from the previous inputs, and the rotation's generation, one more than the previous
 * inputs' (carried over, with no paths, while nothing changes). Its `__` prefix makes it internal
 * to the engine's display (as `__provider` is), so the diff an update shows names the modules that
 * changed, never this bookkeeping.
 */
export const SECRETS_CHANGED = "__secretsChanged";

/**
 * The output that says which rotation the service holds: the generation of the record the last
 * create or update applied. A refresh diffs the recorded inputs against what it reads, so without
 * it the record of a rotation already applied would read as drift on every refresh.
 */
export const SECRETS_APPLIED = "__secretsApplied";

export const SecretsChanged = z.strictObject({ paths: z.array(z.string()), generation: z.number().int().positive() });
export type SecretsChanged = z.infer<typeof SecretsChanged>;

/** The rotation record of inputs; a malformed one is a bug of this package, said as such. */
export function secretsRecord(inputs: Obj): SecretsChanged | undefined {
  const value = inputs[SECRETS_CHANGED];
  if (value === undefined || value === null) return undefined;
  const r = SecretsChanged.safeParse(value);
  if (!r.success) throw new Error(`pulumi-ingress: the ${SECRETS_CHANGED} input is malformed (${r.error.issues.map((i) => i.message).join("; ")}): this is a bug of the package`);
  return r.data;
}

/** The rotation record `check` gives the program's inputs, given the previous inputs (and the family's secret paths, the route's by default); none before any rotation. */
export function nextSecretsRecord(oldInputs: Obj, newInputs: Obj, secretPaths: ReadonlyArray<readonly string[]>): SecretsChanged | undefined {
  const previous = secretsRecord(oldInputs)?.generation ?? 0;
  const paths = secretsChanged(oldInputs, newInputs, secretPaths);
  if (paths.length > 0) return { paths, generation: previous + 1 };
  return previous > 0 ? { paths: [], generation: previous } : undefined;
}

/** Secret fields rotated by the program and not yet applied to the service (`olds`: its outputs). */
export function pendingRotation(olds: Obj, news: Obj): string[] {
  const record = secretsRecord(news);
  return record === undefined || record.generation === olds[SECRETS_APPLIED] ? [] : record.paths;
}

const at = (v: unknown, path: readonly string[]): unknown => path.reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), v);

/**
 * Secret fields whose value differs between the previous inputs and the program's. Only `check`
 * sees both (diff and update get the old outputs, which hold no secrets), so it records them.
 * `secretPaths` (SDK names): the route's by default; another family passes its own (an event
 * destination's credentials), and shares this record of rotations.
 */
export function secretsChanged(oldInputs: Obj, newInputs: Obj, secretPaths: ReadonlyArray<readonly string[]>): string[] {
  return secretPaths.filter((path) => {
    const next = at(newInputs, path);
    return next !== undefined && next !== null && next !== at(oldInputs, path);
  }).map((path) => path.join("."));
}
