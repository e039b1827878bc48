/**
 * The one place where a zod issue becomes the sentence a user reads: every message names the rule,
 * and the field's name is prefixed by {@link formatIssue} (snake_case paths on the wire, camelCase
 * in the SDK). Here, in Traffic Policy, the lowest package (it imports nothing of ours), because the
 * policy's checks and the provider's wire model (provider/wire/rules.ts) speak the same words.
 */
import { z } from "zod";

/** A non-empty string. */
export const nonEmpty = () => z.string().min(1, { error: "must not be empty" });

const typeName = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" && !Number.isFinite(v) ? "non-finite number" : typeof v;

/** Says what rule an issue breaks, without the field name. */
function describeIssue(issue: z.core.$ZodIssue): string {
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
