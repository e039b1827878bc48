/** Validation of program inputs against the wire model, as every provider's `check` does it. */
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { formatIssues, type FieldProblem } from "../wire/rules";
import { camelPath, snakeKeys, toCamel } from "./naming";
import { secretPaths } from "../wire/secretFields";
import { blamedOnUnknown, unknownPaths, withoutUnknowns } from "./unknowns";

/**
 * Validates camelCase inputs against a strict wire request schema. Problems that an unknown value
 * (preview) could explain are held back until the value is known; every other problem is reported
 * with the SDK's field names (`oauth.provider.github.clientSecret must …`).
 */
export function validateInputs(schema: z.ZodType, inputs: Record<string, unknown>): FieldProblem[] {
  const wire = snakeKeys(inputs);
  const unknowns = unknownPaths(wire);
  const r = schema.safeParse(withoutUnknowns(wire), { reportInput: true });
  if (r.success) return [];
  const issues = r.error.issues.filter((issue) => {
    const at = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0] ?? ""] : issue.path;
    return !blamedOnUnknown(at, unknowns);
  });
  return formatIssues(issues, camelPath);
}

/**
 * Field problems as check failures. The engine takes a failure's property for a top-level input's
 * name and prints that input's value beside the reason, so a problem at a nested path (`acl[0]`,
 * `target.kinesis.auth`) names its top-level input, the reason keeping the whole path; and one whose
 * top-level input holds a secret field of `schema` anywhere (the wire model marks them) names none,
 * so that no secret is printed.
 */
export function toCheckFailures(problems: readonly FieldProblem[], schema: z.ZodType): pulumi.dynamic.CheckFailure[] {
  const holdingSecrets = new Set(secretPaths(schema).map(([key]) => toCamel(key ?? "")));
  return problems.map((p) => {
    const top = p.path.split(/[.[]/)[0] ?? "";
    const reason = p.message.startsWith(top) ? p.message : `${p.path}: ${p.message}`;
    return { property: holdingSecrets.has(top) ? "" : top, reason };
  });
}

/** The user's inputs without the engine's bookkeeping (`__provider`). */
export function userInputs(news: Record<string, unknown>): Record<string, unknown> {
  const { __provider: _, ...rest } = news;
  return rest;
}
