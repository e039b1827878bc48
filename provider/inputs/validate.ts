/** Validation of program inputs against the wire model, as every provider's `check` does it. */
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { formatIssues, type FieldProblem } from "../wire/rules";
import { camelPath, snakeKeys, toCamel } from "./naming";
import { secretPaths } from "../wire/secrets";
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
 * Field problems as check failures. The engine prints the value of a failing top-level property
 * next to the reason, so a problem with a top-level secret field of `schema` (the wire model marks
 * them) is reported against the resource as a whole (its reason still names the field).
 */
export function toCheckFailures(problems: readonly FieldProblem[], schema: z.ZodType): pulumi.dynamic.CheckFailure[] {
  const secretTopLevel = new Set(secretPaths(schema).filter((path) => path.length === 1).map(([key]) => toCamel(key ?? "")));
  return problems.map((p) => {
    const top = p.path.split(/[.[]/)[0] ?? "";
    return { property: secretTopLevel.has(top) ? "" : p.path, reason: p.message };
  });
}

/** The user's inputs without the engine's bookkeeping (`__provider`). */
export function userInputs(news: Record<string, unknown>): Record<string, unknown> {
  const { __provider: _, ...rest } = news;
  return rest;
}
