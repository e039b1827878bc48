/**
 * Secret values on the provider protocol. A provider that accepts secrets (its Configure answer
 * says so) receives each secret input as a wrapper object (`{<SECRET_SIG>: <SECRET_VALUE>, value}`)
 * at any depth, and whatever it returns wrapped the engine keeps secret, in state and in output.
 * The family functions take plain values: the plugin unwraps before calling them and wraps again
 * what it hands back.
 */

/** The signature key of a special value, and the value of that key that marks a secret (sdk/go/common/resource/sig). */
export const SIG_KEY = "4dabf18193072939515e22adb298388d";
export const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";

/** A path into a value: object keys and array indexes. */
export type Path = readonly (string | number)[];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

export const isSecret = (v: unknown): v is { value: unknown } => isObject(v) && v[SIG_KEY] === SECRET_SIG;

export const secretOf = (value: unknown): Record<string, unknown> => ({ [SIG_KEY]: SECRET_SIG, value });

/** `value` without its secret wrappers, and the paths where they were. */
export function unwrap(value: unknown, at: Path = []): { plain: unknown; secrets: Path[] } {
  if (isSecret(value)) {
    const inner = unwrap(value.value, at);
    return { plain: inner.plain, secrets: [at, ...inner.secrets] };
  }
  const secrets: Path[] = [];
  if (Array.isArray(value)) {
    const plain = value.map((x, i) => {
      const r = unwrap(x, [...at, i]);
      secrets.push(...r.secrets);
      return r.plain;
    });
    return { plain, secrets };
  }
  if (isObject(value)) {
    const plain = Object.fromEntries(
      Object.entries(value).map(([k, x]) => {
        const r = unwrap(x, [...at, k]);
        secrets.push(...r.secrets);
        return [k, r.plain];
      }),
    );
    return { plain, secrets };
  }
  return { plain: value, secrets };
}

/** Plain values of a property map (the engine's inputs or outputs). */
export const plainMap = (value: Record<string, unknown>): Record<string, unknown> => unwrap(value).plain as Record<string, unknown>;

/** A copy of `value` with the value at each of `paths` wrapped as a secret (paths through absent members are skipped). */
export function wrapAt(value: unknown, paths: readonly Path[]): unknown {
  let out = value;
  for (const path of paths) out = wrapOne(out, path);
  return out;
}

function wrapOne(value: unknown, path: Path): unknown {
  if (value === undefined || value === null) return value;
  if (path.length === 0) return isSecret(value) ? value : secretOf(value);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value) && typeof head === "number" && head < value.length) {
    return value.map((x, i) => (i === head ? wrapOne(x, rest) : x));
  }
  // A schema's path passes through a list without a step: it names a member of every element.
  if (Array.isArray(value) && typeof head === "string") return value.map((x) => wrapOne(x, path));
  if (isObject(value) && typeof head === "string" && head in value) return { ...value, [head]: wrapOne(value[head], rest) };
  return value;
}
