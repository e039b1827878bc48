/**
 * The spec's limits as zod building blocks, and the parse every request body goes through. A zod
 * issue becomes the sentence a user reads in one place, trafficPolicy/model/issues.ts (the lowest package,
 * which imports nothing of ours, and whose policies are checked in the same words).
 */
import { z } from "zod";
import { formatIssues, type FieldProblem } from "../../trafficPolicy/model/issues";

export {   formatIssue, formatIssues, nonEmpty, type FieldProblem } from "../../trafficPolicy/model/issues";

/** Largest value of the spec's `uint32` time and count fields. */
export const UINT32_MAX = 4_294_967_295;

/** Length of a string in UTF-8 bytes: the unit of TLS certificate, route and abuse report limits. */
export const utf8Bytes = (s: string): number => Buffer.byteLength(s, "utf8");

/** Length of a string in characters (Unicode code points): the unit of event subscription limits. */
function codePoints(s: string): number {
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

/** An identifier with the type-specific prefix the spec gives (`cert_`, `edghts_`, …). */
export const prefixedId = (prefix: string | RegExp, what: string, shown = typeof prefix === "string" ? `${prefix}<id>` : String(prefix)) => {
  const re = typeof prefix === "string" ? new RegExp(`^${prefix}[A-Za-z0-9]+$`) : prefix;
  return z.string().regex(re, { error: (iss) => `must be ${what} id of the form ${shown}; got ${JSON.stringify(iss.input)}` });
};

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

/**
 * A create field the service takes as left out when it holds its type's zero value (`""`, `0`):
 * ngrok's clients send them so (the Python client sends every field, `""` and `0` for those not
 * given; ngrok-api-go's fields are `omitempty`), and the service cannot tell them from absent.
 * Only for fields whose zero value means nothing else.
 */
export const zeroAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === 0 ? undefined : v), schema.optional());
