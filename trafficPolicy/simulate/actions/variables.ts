/**
 * set-vars and log.
 * - set-vars (snippets/traffic-policy/actions/set-vars/): each entry sets `vars.<name>`; a string
 *   value is interpolated, and a value that is one `${...}` keeps its CEL type (a list stays a
 *   list); later entries see earlier ones. Variables live for the request, across phases
 *   (TRAFFIC-POLICY-NOTES.md item 11: unstated; this keeps what request rules set readable in
 *   response rules).
 * - log: its `metadata`, interpolated, goes to the request's log entries.
 */
import type { CelValue } from "@bufbuild/cel";
import { plain } from "../base/values";
import type { ActionCall, Handler } from "../exchange/exchange";

/** A config value with every string in it interpolated. */
function deep(call: ActionCall, v: unknown, typed: boolean): unknown {
  if (typeof v === "string") return typed ? call.typed(v) : call.text(v);
  if (Array.isArray(v)) return v.map((x) => deep(call, x, false));
  if (v !== null && typeof v === "object") return new Map(Object.entries(v).map(([k, x]) => [k, deep(call, x, false)]));
  return typeof v === "number" && Number.isInteger(v) ? BigInt(v) : v;
}

export const setVars: Handler = (call) => {
  const names: string[] = [];
  for (const entry of (call.config.vars ?? []) as Record<string, unknown>[]) {
    for (const [name, value] of Object.entries(entry)) {
      const marked = call.ex.marks.marked;
      call.ex.vars.set(name, deep(call, value, true));
      // Computed from a secret: `vars.<name>` now holds one for the expressions after it.
      if (call.ex.marks.marked !== marked) call.ex.marks.hold(`vars.${name}`);
      names.push(name);
    }
  }
  call.did(`set ${names.join(", ")}`);
  return "continue";
};

export const log: Handler = (call) => {
  const metadata = Object.fromEntries(
    Object.entries((call.config.metadata ?? {}) as Record<string, unknown>).map(([k, v]) => [k, plain(deep(call, v, true) as CelValue)]),
  );
  call.ex.trace.logs.push({ phase: call.phase, rule: call.rule, metadata });
  call.did(`logged ${Object.keys(metadata).join(", ")}`);
  return "continue";
};
