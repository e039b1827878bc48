/**
 * What expressions and macros read during one endpoint's run of its policy: the CEL variables and
 * the macros' scope, renewed as each phase starts. Variables are computed when an expression first
 * reads them (cel/lazyMap.ts), from the request (and answer) as the phase began; `vars` and
 * `actions.ngrok` are the live maps, so an expression sees what the actions before it set.
 */
import type { Phase } from "../model/document";
import type { Bindings } from "./base/values";
import type { MacroScope } from "./cel/macros";
import type { LazyMap } from "./cel/lazyMap";
import { newBindings } from "./cel/qualifiedNames";
import { connVariables, endpointVariables, headerSnapshot, queryParams, reqVariables, resVariables, timeVariables, type Cookie, type ResponseInput, type VariableInput } from "./cel/variables";
import type { LiveRequest, LiveResponse } from "./exchange/exchange";
import type { Trace } from "./base/types";
import type { SecretMarks } from "./base/secretMarks";

/** What the macros see before a phase has variables. */
const NONE: ReadonlyMap<string, never> = new Map<string, never>();

/** The run's facts that do not change from phase to phase. */
export interface RunFacts {
  clientIp: string;
  endpointUrl: URL;
  endpointId: string;
  now: Date;
  geo: Record<string, string>;
  secrets: Readonly<Record<string, Readonly<Record<string, string>>>>;
  vars: Map<string, unknown>;
  actionVars: Map<string, unknown>;
  trace: Trace;
  marks: SecretMarks;
}

/** The variables each phase binds ({@link PhaseVariables.enter}): `req` from on_http_request, `res` in on_http_response only. */
export const PHASE_VARIABLES: { readonly [P in Phase]: readonly string[] } = {
  on_tcp_connect: ["conn", "endpoint", "time", "vars", "actions"],
  on_http_request: ["conn", "endpoint", "time", "vars", "actions", "req"],
  on_http_response: ["conn", "endpoint", "time", "vars", "actions", "req", "res"],
};

export class PhaseVariables implements MacroScope {
  readonly #facts: RunFacts;
  readonly #request: LiveRequest;
  #shared: Bindings | null = null;
  #bindings: Bindings | null = null;
  #req: LazyMap<VariableInput> | null = null;
  #res: LazyMap<ResponseInput> | null = null;
  #phase: Phase = "on_tcp_connect";
  reqHeaders: ReadonlyMap<string, readonly string[]> = NONE;
  resHeaders: ReadonlyMap<string, readonly string[]> = NONE;
  readonly secrets: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly marks: SecretMarks;

  /** Made before the first phase; what it holds is prepared when a phase with rules starts. */
  constructor(facts: RunFacts, request: LiveRequest) {
    this.#facts = facts;
    this.#request = request;
    this.secrets = facts.secrets;
    this.marks = facts.marks;
    this.reqHeaders = request.headers;
  }

  /** The variables of every phase: `conn.*` and `endpoint.*` read the run's facts only (no header snapshot for them). */
  #sharedBindings(): Bindings {
    if (this.#shared === null) {
      const f = this.#facts;
      const input = this.#input(this.#request, NONE);
      this.#shared = newBindings({ conn: connVariables(input), endpoint: endpointVariables(input), time: timeVariables(f.now), vars: f.vars, actions: new Map([["ngrok", f.actionVars]]) });
    }
    return this.#shared;
  }

  /** The request as the variables describe it: as it is now. */
  #input(request: LiveRequest, snapshot: ReadonlyMap<string, readonly string[]> = headerSnapshot(request.headers)): VariableInput {
    const f = this.#facts;
    return {
      method: request.method,
      url: request.url,
      href: request.url.href,
      headers: request.headers,
      snapshot,
      body: request.body,
      clientIp: f.clientIp,
      endpointUrl: f.endpointUrl,
      endpointId: f.endpointId,
      now: f.now,
      geo: f.geo,
    };
  }

  /** Starts `phase`: `req.*` from the request as it is now, `res.*` from the answer in `on_http_response`. */
  enter(phase: Phase, request: LiveRequest, response: LiveResponse | null): void {
    this.#phase = phase;
    const s = this.#sharedBindings();
    if (phase === "on_tcp_connect") {
      this.#bindings = s;
      return;
    }
    this.#req = reqVariables(this.#input(request));
    this.#bindings = newBindings({ conn: s.conn, endpoint: s.endpoint, time: s.time, vars: s.vars, actions: s.actions, req: this.#req });
    if (phase === "on_http_response" && response !== null) {
      this.#res = resVariables({ status: response.status, headers: response.headers, snapshot: headerSnapshot(response.headers), body: response.body });
      this.#bindings.res = this.#res;
      this.resHeaders = response.headers;
    }
  }

  /** The variables of the phase running. */
  bindings(): Bindings {
    return this.#bindings ?? this.#sharedBindings();
  }

  get query(): ReadonlyMap<string, readonly string[]> {
    return this.#req === null ? NONE : queryParams(this.#req);
  }

  get reqCookies(): ReadonlyMap<string, readonly Cookie[]> {
    return this.#req === null ? NONE : (this.#req.get("cookies") as Map<string, Cookie[]>);
  }

  get resCookies(): ReadonlyMap<string, readonly Cookie[]> {
    return this.#res === null ? NONE : (this.#res.get("cookies") as Map<string, Cookie[]>);
  }

  report(why: string): void {
    const trace = this.#facts.trace;
    if (!trace.notSimulated.some((n) => n.reason === why)) trace.notSimulated.push({ phase: this.#phase, rule: -1, type: "variable", reason: why });
    trace.incomplete = true;
  }
}
