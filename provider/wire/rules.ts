/**
 * The spec's limits as zod building blocks, and the one place where a zod issue becomes the
 * sentence a user reads. Every message names the rule; the field's name is prefixed by
 * {@link formatIssue}, with snake_case paths on the wire and camelCase paths in the SDK.
 */
import { z } from "zod";

/** Largest value of the spec's `uint32` time and count fields. */
export const UINT32_MAX = 4_294_967_295;

/** Length of a string in UTF-8 bytes: the unit of TLS certificate, route and abuse report limits. */
export const utf8Bytes = (s: string): number => Buffer.byteLength(s, "utf8");

/** Length of a string in characters (Unicode code points): the unit of event subscription limits. */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** A string of at most `max` UTF-8 bytes. */
export const maxBytes = (max: number) =>
  z.string().superRefine((s, ctx) => {
    const n = utf8Bytes(s);
    if (n > max) ctx.addIssue({ code: "custom", message: `must be at most ${max} bytes (UTF-8); got ${n} bytes` });
  });

/** A string of at most `max` characters (code points). */
export const maxChars = (max: number) =>
  z.string().superRefine((s, ctx) => {
    const n = codePoints(s);
    if (n > max) ctx.addIssue({ code: "custom", message: `must be at most ${max} characters; got ${n}` });
  });

/** A whole number of seconds (or a count) that fits the spec's uint32, or a smaller `max`. */
export const uint32 = (max = UINT32_MAX) =>
  z.number().superRefine((n, ctx) => {
    if (!Number.isInteger(n) || n < 0 || n > max) {
      ctx.addIssue({ code: "custom", message: `must be a whole number from 0 to ${max}; got ${n}` });
    }
  });

/** A non-empty string. */
export const nonEmpty = () => z.string().min(1, { error: "must not be empty" });

/** An identifier with the type-specific prefix the spec gives (`cert_`, `edghts_`, …). */
export const prefixedId = (prefix: string | RegExp, what: string, shown = typeof prefix === "string" ? `${prefix}<id>` : String(prefix)) => {
  const re = typeof prefix === "string" ? new RegExp(`^${prefix}[A-Za-z0-9]+$`) : prefix;
  return z.string().regex(re, { error: (iss) => `must be ${what} id of the form ${shown}; got ${JSON.stringify(iss.input)}` });
};

const typeName = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" && !Number.isFinite(v) ? "non-finite number" : typeof v;

/** Says what rule an issue breaks, without the field name. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is required";
      return `must be ${article(issue.expected)}; got ${typeName(issue.input)}`;
    case "invalid_value":
      if (issue.input === undefined) return "is required";
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}; got ${JSON.stringify(issue.input)}`;
    case "unrecognized_keys":
      return `is not a known field (allowed fields are listed in the API reference)`;
    case "too_small":
      if (issue.origin === "array") return `must have at least ${String(issue.minimum)} ${Number(issue.minimum) === 1 ? "entry" : "entries"}`;
      if (issue.origin === "string") return Number(issue.minimum) === 1 ? "must not be empty" : `must be at least ${String(issue.minimum)} characters`;
      return `must be at least ${String(issue.minimum)}; got ${String(issue.input)}`;
    case "too_big":
      if (issue.origin === "array") return `must have at most ${String(issue.maximum)} entries`;
      return `must be at most ${String(issue.maximum)}; got ${String(issue.input)}`;
    default:
      return issue.message;
  }
}

function article(expected: string): string {
  const names: Record<string, string> = {
    string: "a string", number: "a number", int: "a whole number", boolean: "a boolean (true or false)",
    array: "a list", object: "an object", record: "an object (map of strings)", nonoptional: "set",
  };
  return names[expected] ?? `of type ${expected}`;
}

/** Result of {@link parseWire}: the parsed value, or the problems found. */
export type WireResult<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/**
 * Parses a value against a wire schema and reports every problem as a sentence. The one way
 * requests are validated, in the SDK's `check`, the client and the emulator alike.
 */
export function parseWire<S extends z.ZodType>(
  schema: S,
  value: unknown,
  renamePath?: (path: readonly PropertyKey[]) => string,
): WireResult<z.infer<S>> {
  const r = schema.safeParse(value, { reportInput: true });
  return r.success ? { ok: true, value: r.data } : { ok: false, problems: formatIssues(r.error.issues, renamePath) };
}

/** A problem with one field, as both the SDK's `check` and the emulator's 400 report it. */
export interface FieldProblem {
  /** Dotted path of the field (`oauth.provider.github.client_secret`), `""` for the whole body. */
  path: string;
  /** The sentence a user reads: the field, then the rule. */
  message: string;
}

/**
 * Turns zod issues into field problems. `renamePath` maps wire paths to the names the reader
 * knows (snake_case for the API, camelCase for the SDK). Unknown keys become one problem each.
 */
export function formatIssues(
  issues: readonly z.core.$ZodIssue[],
  renamePath: (path: readonly PropertyKey[]) => string = dotted,
): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const path = renamePath([...issue.path, key]);
        out.push({ path, message: `${path} ${describeIssue(issue)}` });
      }
      continue;
    }
    const path = renamePath(issue.path);
    out.push({ path, message: formatIssue(path, describeIssue(issue)) });
  }
  return out;
}

/** `field rule`, or the bare rule for the body as a whole. */
export const formatIssue = (path: string, rule: string): string => (path ? `${path} ${rule}` : rule);

/** `a.b.0.c` → `a.b[0].c`. */
export function dotted(path: readonly PropertyKey[]): string {
  let s = "";
  for (const p of path) s += typeof p === "number" ? `[${p}]` : s ? `.${String(p)}` : String(p);
  return s;
}

/**
 * A create field the service takes as left out when it holds its type's zero value (`""`, `0`):
 * ngrok's clients send them so (the Python client sends every field, `""` and `0` for those not
 * given; ngrok-api-go's fields are `omitempty`), and the service cannot tell them from absent.
 * Only for fields whose zero value means nothing else.
 */
export const zeroAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === 0 ? undefined : v), schema.optional());
