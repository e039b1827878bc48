/**
 * The state of one request while a policy runs on it, and what an action handler gets: its
 * config, interpolation, the request or response to change, and ways to end the phase.
 */
import type { CelValue } from "@bufbuild/cel";
import type { Phase } from "../document";
import { evaluate, interpolate, show, type Bindings } from "./cel/program";
import type { MacroScope } from "./cel/macros";
import { HeaderMap } from "./cel/variables";
import type { SimContext, SimResponse, Trace } from "./types";

/** The request as it is now (after rewrites and header changes). */
export interface LiveRequest {
  method: string;
  url: URL;
  headers: HeaderMap;
  body: string;
}

/** An answer being built: by the policy, or the upstream's in `on_http_response`. */
export interface LiveResponse {
  status: number;
  headers: HeaderMap;
  body: string;
}

/** How the request ended so far, if it did. */
export type Ending = { kind: "response"; response: LiveResponse } | { kind: "closed" } | { kind: "forward"; url: string; onError: "halt" | "continue" };

/** One endpoint's run of its policy on the request. */
export interface Exchange {
  context: SimContext;
  /** The internal endpoint whose policy runs; absent for the endpoint's own. */
  endpoint?: string;
  request: LiveRequest;
  /** `conn.client_ip`. */
  clientIp: string;
  /** The answer, in `on_http_response`. */
  response: LiveResponse | null;
  vars: Map<string, unknown>;
  /** `actions.ngrok.*` as set by the actions that ran. */
  actionVars: Map<string, unknown>;
  trace: Trace;
  ending: Ending | null;
  /** The encoding compress-response negotiated, applied to the upstream's answer. */
  compress?: string;
  /** Told the upstream's status when one answered (circuit-breaker counts failures). */
  afterUpstream: ((status: number) => void)[];
  /** Variables for CEL, rebuilt when the request changes phase. */
  bindings: () => Bindings;
  scope: MacroScope;
  now: Date;
}

/** What a handler says happens next. */
export type Next = "continue" | "stop";

/** What an action handler gets. */
export interface ActionCall {
  ex: Exchange;
  phase: Phase;
  rule: number;
  type: string;
  config: Record<string, unknown>;
  /** A config string with `${...}` evaluated, as text. */
  text: (value: unknown) => string;
  /** A config value with `${...}` evaluated, keeping a lone expression's CEL type. */
  typed: (value: string) => CelValue | string;
  /** Runs a CEL expression. */
  cel: (expr: string) => CelValue;
  /** Records what the action did, in a few words. */
  did: (detail: string) => void;
  /** Sets `actions.ngrok.<name>` for the actions after it. */
  setActionVars: (name: string, value: Record<string, unknown>) => void;
  /** Records the action as not simulated, with why. */
  notSimulated: (reason: string) => void;
}

/** An action handler: changes the exchange, says whether the phase goes on. */
export type Handler = (call: ActionCall) => Next | Promise<Next>;

/** A new call object for one action. */
export function actionCall(ex: Exchange, phase: Phase, rule: number, type: string, config: Record<string, unknown>): ActionCall {
  const where = { phase, rule, ...(ex.endpoint === undefined ? {} : { endpoint: ex.endpoint }) };
  return {
    ex,
    phase,
    rule,
    type,
    config,
    text: (value) => (typeof value === "string" ? String(interpolate(value, ex.bindings(), ex.scope)) : show(value)),
    typed: (value) => interpolate(value, ex.bindings(), ex.scope, true),
    cel: (expr) => evaluate(expr, ex.bindings(), ex.scope),
    did: (detail) => ex.trace.actions.push({ ...where, type, detail }),
    setActionVars: (name, value) => ex.actionVars.set(name, value),
    notSimulated: (reason) => {
      ex.trace.notSimulated.push({ phase, rule, type, reason });
      ex.trace.incomplete = true;
    },
  };
}

/** A header map from the caller's headers (names lower-cased, values as lists). */
export function headerMap(headers: Record<string, string | readonly string[]> | ReadonlyMap<string, readonly string[]> | undefined): HeaderMap {
  const m = new HeaderMap();
  const entries = headers instanceof Map ? [...headers.entries()] : Object.entries(headers ?? {});
  for (const [k, v] of entries) {
    const values = typeof v === "string" ? [v] : [...(v as readonly string[])];
    m.set(k.toLowerCase(), [...(m.get(k) ?? []), ...values]);
  }
  return m;
}

/** A header map as plain data, names sorted. */
export function headerRecord(m: ReadonlyMap<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries([...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, [...v]]));
}

/** An answer as plain data. */
export function plainResponse(r: LiveResponse): SimResponse {
  return { status: r.status, headers: headerRecord(r.headers), body: r.body };
}

/** A response the policy gives itself. */
export function answer(status: number, headers: Record<string, string> = {}, body = ""): LiveResponse {
  return { status, headers: headerMap(headers), body };
}
