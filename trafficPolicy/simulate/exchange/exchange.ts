/**
 * The state of one request while a policy runs on it, and what an action handler gets: its
 * config, interpolation, the request or response to change, and ways to end the phase.
 */
import type { CelValue } from "@bufbuild/cel";
import type { Phase } from "../../model/document";
import { evaluate, interpolate } from "../cel/program";
import { show, type Bindings } from "../base/values";
import type { MacroScope } from "../cel/macros";
import { HeaderMap } from "../cel/variables";
import type { SimContext, SimResponse, Trace } from "../base/types";
import { noteDetail, plainLine, type SecretMarks } from "../base/secretMarks";

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
  /** The body's bytes as sent, when compress-response encoded it. */
  encoded?: Buffer;
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
  /** Secrets and what was computed from them, for the whole request (secretMarks.ts). */
  marks: SecretMarks;
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
  /**
   * Records what the action did, in a few words: a text, or a template (``call.did`added ${name}` ``)
   * whose values the trace shows as the run's secret marks say (secretMarks.ts).
   */
  did: (detail: string | TemplateStringsArray | readonly string[], ...values: readonly unknown[]) => void;
  /** Sets `actions.ngrok.<name>` for the actions after it. */
  setActionVars: (name: string, value: Record<string, unknown>) => void;
  /** Records the action as not simulated, with why. */
  notSimulated: (reason: string) => void;
}

/** An action handler: changes the exchange, says whether the phase goes on. */
export type Handler = (call: ActionCall) => Next | Promise<Next>;

/** One action's call: its methods are the class's, so a request allocates one object per action run. */
class Call implements ActionCall {
  constructor(
    readonly ex: Exchange,
    readonly phase: Phase,
    readonly rule: number,
    readonly type: string,
    readonly config: Record<string, unknown>,
  ) {}

  text(value: unknown): string {
    return typeof value === "string" ? String(interpolate(value, this.ex.bindings(), this.ex.scope)) : show(value);
  }

  typed(value: string): CelValue | string {
    return interpolate(value, this.ex.bindings(), this.ex.scope, true);
  }

  cel(expr: string): CelValue {
    return evaluate(expr, this.ex.bindings(), this.ex.scope);
  }

  did(detail: string | TemplateStringsArray | readonly string[], ...values: readonly unknown[]): void {
    const { phase, rule, type, ex } = this;
    const text = typeof detail === "string" ? detail : plainLine(detail, values);
    const entry = ex.endpoint === undefined ? { phase, rule, type, detail: text } : { phase, rule, endpoint: ex.endpoint, type, detail: text };
    this.ex.trace.actions.push(entry);
    if (typeof detail !== "string") noteDetail(entry, detail, values);
  }

  setActionVars(name: string, value: Record<string, unknown>): void {
    this.ex.actionVars.set(name, value);
  }

  notSimulated(reason: string): void {
    this.ex.trace.notSimulated.push({ phase: this.phase, rule: this.rule, type: this.type, reason });
    this.ex.trace.incomplete = true;
  }
}

/** A new call object for one action. */
export function actionCall(ex: Exchange, phase: Phase, rule: number, type: string, config: Record<string, unknown>): ActionCall {
  return new Call(ex, phase, rule, type, config);
}

/** A header map from the caller's headers (names lower-cased, values as lists). */
export function headerMap(headers: Record<string, string | readonly string[]> | ReadonlyMap<string, readonly string[]> | undefined): HeaderMap {
  const m = new HeaderMap();
  const add = (v: string | readonly string[], k: string) => {
    const key = k.toLowerCase();
    const had = m.get(key);
    if (typeof v === "string") m.set(key, had === undefined ? [v] : [...had, v]);
    else m.set(key, had === undefined ? [...v] : [...had, ...v]);
  };
  if (headers instanceof Map) headers.forEach(add);
  else if (headers !== undefined) for (const k of Object.keys(headers)) add((headers as Record<string, string | readonly string[]>)[k] as string | readonly string[], k);
  return m;
}

/** A header map as plain data, names sorted; without the header `leaving`, when given. */
export function headerRecord(m: ReadonlyMap<string, readonly string[]>, leaving?: string): Record<string, string[]> {
  const names: string[] = [];
  for (const k of m.keys()) if (k !== leaving) names.push(k);
  // The default sort orders strings by UTF-16 code units, as `<` does.
  names.sort();
  const out: Record<string, string[]> = {};
  for (const k of names) {
    // Map's own get: a HeaderMap's lower-cases each name again.
    const list = (mapGet.call(m, k) as readonly string[]).slice();
    if (k === "__proto__") Object.defineProperty(out, k, { value: list, enumerable: true, writable: true, configurable: true });
    else out[k] = list;
  }
  return out;
}

const mapGet = Map.prototype.get;

/** An answer as plain data. */
export function plainResponse(r: LiveResponse): SimResponse {
  const out: SimResponse = { status: r.status, headers: headerRecord(r.headers), body: r.body };
  if (r.encoded !== undefined) out.encoded = r.encoded;
  return out;
}

/** A response the policy gives itself. */
export function answer(status: number, headers: Record<string, string> = {}, body = ""): LiveResponse {
  return { status, headers: headerMap(headers), body };
}

/** CR, LF and NUL: never in a header value (RFC 9110 §5.5). */
const NOT_IN_HEADER_VALUE = /[\r\n\0]/;

/**
 * Ends the request when a header value an action interpolated holds CR, LF or NUL (a `${…}` that
 * brought one in): such a header can be neither sent to the client nor forwarded. ngrok's docs
 * state no answer for it; the closest documented is ERR_NGROK_3900 (errors/err_ngrok_3900.mdx),
 * "CEL interpolation was unsuccessful in action `ACTIONTYPE` field `FIELD`", the runtime error of an
 * action field's interpolation. Its status is not stated: 502, the gateway error of ngrok's
 * other answers for a request it cannot carry through (ERR_NGROK_8012). Returns true when it ended it.
 */
export function refusedHeaderValue(call: ActionCall, name: string, value: string): boolean {
  if (!NOT_IN_HEADER_VALUE.test(value)) return false;
  const message = `CEL interpolation was unsuccessful in action ${call.type} field headers.${name}`;
  call.ex.ending = { kind: "response", response: answer(502, { "content-type": "text/plain", "ngrok-error-code": "ERR_NGROK_3900" }, message) };
  call.did`headers.${name} holds CR, LF or NUL: 502 ERR_NGROK_3900`;
  return true;
}
