/**
 * The engine (traffic-policy/how-it-works.mdx): phases in order (`on_tcp_connect`,
 * `on_http_request`, `on_http_response`); in each, every rule whose expressions all hold (none =
 * every request), in order; a rule's actions in order; an action that ends the phase (terminating
 * ones, and refusals) stops the rest. `forward-internal` hands the request to the internal
 * endpoint, whose own policy then runs; its answer comes back through each endpoint's
 * `on_http_response`, innermost first.
 */
import type { Phase, TrafficPolicy, TrafficPolicyRule } from "../model/document";
import { CelFailure, evaluate } from "./cel/program";
import { plain } from "./base/values";
import { QUOTED_LENGTH, quoteExpression } from "./cel/limits";
import { PhaseVariables } from "./phaseVariables";
import { TextCache } from "./base/cache";
import { actionCall, headerMap, headerRecord, type Exchange, type LiveRequest, type LiveResponse } from "./exchange/exchange";
import { HANDLERS } from "./actions";
import { IDENTITY_HEADER } from "./actions/login";
import { applyCompression } from "./actions/body";
import { NOT_SIMULATED, refuseNotSimulated } from "./exchange/notSimulated";
import { internalEndpoint, reachedUrl } from "./base/internal";
import type { HeaderMap } from "./cel/variables";
import type { ForwardedRequest, MatchedRule, SimContext, Trace } from "./base/types";
import { heldSecrets, placesChanged, type SecretMarks, type SecretMask } from "./base/secretMarks";

/** What running one endpoint's policy gives. */
type EndpointResult =
  | { kind: "response"; response: LiveResponse }
  | { kind: "closed" }
  | { kind: "upstream"; upstream: string; request: ForwardedRequest; response?: LiveResponse };

/** Why a rule could not run: its phase, index and name, and the cause. */
function where(phase: Phase, i: number, rule: TrafficPolicyRule, endpoint: string | undefined): string {
  return `${endpoint === undefined ? "" : `${endpoint}: `}${phase}[${i}]${rule.name ? ` (rule ${JSON.stringify(rule.name)})` : ""}`;
}

/** Runs one phase's rules; returns when a handler stops it or the rules run out. */
async function runPhase(ex: Exchange, phase: Phase, rules: readonly TrafficPolicyRule[]): Promise<void> {
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as TrafficPolicyRule;
    if (!holds(ex, phase, i, rule)) continue;
    const matched: MatchedRule = { phase, index: i };
    if (rule.name !== undefined) matched.name = rule.name;
    if (ex.endpoint !== undefined) matched.endpoint = ex.endpoint;
    ex.trace.rules.push(matched);
    for (const action of rule.actions) {
      const config = (action.config ?? {}) as Record<string, unknown>;
      const call = actionCall(ex, phase, i, action.type, config);
      const handler = HANDLERS[action.type];
      if (handler === undefined) {
        refuseNotSimulated(call, NOT_SIMULATED[action.type] ?? "the simulator does not know this action");
        return;
      }
      let next;
      const marked = ex.marks.marked;
      try {
        next = handler(call);
        // Most handlers answer at once: awaiting only the others keeps a request's microtasks few.
        if (typeof next !== "string") next = await next;
      } catch (e) {
        throw new Error(`${where(phase, i, rule, ex.endpoint)}: action ${action.type}: ${(e as Error).message}`, { cause: e });
      }
      // What it changed now holds a value computed from a secret.
      if (ex.marks.marked !== marked) ex.marks.hold(...placesChanged(action.type, phase));
      if (next === "stop") return;
    }
  }
}

/** A value an expression gave, as a failure's line quotes it: JSON, each string in it shown as the marks say, then cut as an expression is. */
function givenValue(marks: SecretMask, v: unknown): string {
  const json = JSON.stringify(marks.value(plain(v))) ?? "null";
  return json.length > QUOTED_LENGTH ? `${json.slice(0, QUOTED_LENGTH)}…` : json;
}

/** Whether every expression of the rule holds (none = every request). */
function holds(ex: Exchange, phase: Phase, i: number, rule: TrafficPolicyRule): boolean {
  const expressions = rule.expressions;
  if (expressions === undefined) return true;
  for (const expr of expressions) {
    let v: unknown;
    try {
      v = evaluate(expr, ex.bindings(), ex.scope);
    } catch (e) {
      if (e instanceof CelFailure) throw new Error(`${where(phase, i, rule, ex.endpoint)}: ${e.message}`, { cause: e });
      throw e;
    }
    if (typeof v !== "boolean") throw new Error(`${where(phase, i, rule, ex.endpoint)}: expression ${quoteExpression(expr)} gives ${givenValue(ex.marks, v)}, not a bool`);
    if (!v) return false;
  }
  return true;
}

/**
 * The request as the upstream gets it. Host stays the client's unless add-headers set it
 * (TRAFFIC-POLICY-NOTES.md item 12: which Host wins is unstated); the simulated identity header is
 * dropped.
 */
function forwarded(req: LiveRequest): ForwardedRequest {
  return { method: req.method, path: `${req.url.pathname}${req.url.search}`, headers: headerRecord(req.headers, IDENTITY_HEADER), body: req.body };
}

/**
 * The headers forward-internal sets on the request it sends ("The action will also set the
 * `X-Forwarded-For`, `X-Forwarded-Host`, and `X-Forwarded-Proto` headers", forward-internal.mdx),
 * as endpoints/cloud-endpoints/http.mdx "Upstream headers" defines them: the client's IP and the
 * scheme appended to values the request already has (one comma-separated value, the last
 * ngrok's), the host the client's X-Forwarded-Host when it sent one, else the Host. Set once, as
 * the request leaves the endpoint the client reached: whether each further forward-internal
 * appends again is unstated.
 */
function setForwardedHeaders(headers: HeaderMap, request: LiveRequest, clientIp: string): void {
  const appended = (name: string, value: string) => [[...(headers.get(name) ?? []), value].join(", ")];
  headers.set("x-forwarded-for", appended("x-forwarded-for", clientIp));
  headers.set("x-forwarded-proto", appended("x-forwarded-proto", request.url.protocol.slice(0, -1)));
  if (!headers.has("x-forwarded-host")) headers.set("x-forwarded-host", [headers.get("host")?.[0] ?? request.url.host]);
}

/** The service's answer when the endpoint forwarded to is not running (ERR_NGROK_3200, errors/err_ngrok_3200.mdx). */
function offline(url: string): LiveResponse {
  return { status: 404, headers: headerMap({ "content-type": "text/plain", "ngrok-error-code": "ERR_NGROK_3200" }), body: `The endpoint ${url} is offline.` };
}

/** The request reaching `upstream`, with the answer when the caller gave an upstream to ask. */
async function reach(context: SimContext, upstream: string, request: ForwardedRequest): Promise<EndpointResult & { kind: "upstream" }> {
  if (!context.upstream) return { kind: "upstream", upstream, request };
  const r = await context.upstream(upstream, request);
  return { kind: "upstream", upstream, request, response: { status: r.status, headers: headerMap(r.headers), body: r.body } };
}

/** Endpoint URLs parsed once per text (only read, never changed). */
const endpointUrls = new TextCache<URL>(4096);
const endpointUrlOf = (url: string): URL => endpointUrls.get(url, (u) => new URL(u));

/** Runs one endpoint's policy on the request. */
export async function runEndpoint(
  policy: TrafficPolicy,
  request: LiveRequest,
  clientIp: string,
  context: SimContext,
  trace: Trace,
  marks: SecretMarks,
  parse: (p: TrafficPolicy | string) => TrafficPolicy,
  endpoint: string | undefined,
  depth = 0,
): Promise<EndpointResult> {
  if (depth > 10) throw new Error(`forward-internal chains more than 10 endpoints deep (at ${endpoint ?? "the endpoint"})`);
  for (const held of heldSecrets(policy)) marks.secret(held);
  const now = context.now ?? new Date();
  const endpointUrl = endpointUrlOf(endpoint ?? context.endpoint?.url ?? request.url.origin);
  const vars = new Map<string, unknown>();
  const actionVars = new Map<string, unknown>();
  const variables = new PhaseVariables(
    { clientIp, endpointUrl, endpointId: endpoint === undefined ? (context.endpoint?.id ?? "") : "", now, geo: context.geo ?? {}, secrets: context.secrets ?? {}, vars, actionVars, trace, marks },
    request,
  );
  const ex: Exchange = {
    context,
    request,
    response: null,
    vars,
    actionVars,
    trace,
    ending: null,
    afterUpstream: [],
    clientIp,
    now,
    bindings: () => variables.bindings(),
    scope: variables,
    marks,
  };
  if (endpoint !== undefined) ex.endpoint = endpoint;
  // A phase without rules evaluates nothing: its variables are not even prepared (an internal
  // endpoint without a policy costs its forwarded request only).
  const run = async (phase: Phase, rules: readonly TrafficPolicyRule[] | undefined) => {
    if (rules === undefined || rules.length === 0) return;
    variables.enter(phase, request, ex.response);
    await runPhase(ex, phase, rules);
  };

  await run("on_tcp_connect", policy.on_tcp_connect);
  if (ex.ending?.kind === "closed") return { kind: "closed" };
  // An action not simulated refuses in this phase too (notSimulated.ts).
  if (ex.ending?.kind === "response") return { kind: "response", response: ex.ending.response };
  ex.ending = null;

  await run("on_http_request", policy.on_http_request);
  const ending = ex.ending as Exchange["ending"];
  let result: Exclude<EndpointResult, { kind: "closed" }>;
  if (ending === null) {
    const upstream = endpoint ?? context.endpoint?.upstream;
    if (upstream === undefined) return { kind: "response", response: offline(endpointUrl.href.replace(/\/$/, "")) };
    result = { kind: "upstream", upstream, request: forwarded(request) };
  } else if (ending.kind === "closed") {
    return { kind: "closed" };
  } else if (ending.kind === "response") {
    result = { kind: "response", response: ending.response };
  } else {
    const inner = internalEndpoint(context, ending.url);
    if (inner === undefined) {
      result = { kind: "response", response: offline(ending.url) };
    } else {
      const reached = reachedUrl(ending.url);
      const headers = headerMap(request.headers);
      headers.set("host", [request.url.host]);
      if (endpoint === undefined) setForwardedHeaders(headers, request, clientIp);
      if (inner === null) {
        // An endpoint without a policy (an agent's) runs no rule: the request reaches it as it is.
        result = await reach(context, reached, forwarded({ ...request, headers }));
      } else {
        const innerRequest: LiveRequest = { ...request, headers, url: new URL(`${reached}${request.url.pathname}${request.url.search}`) };
        const r = await runEndpoint(parse(inner), innerRequest, clientIp, context, trace, marks, parse, reached, depth + 1);
        if (r.kind === "closed") return r;
        result = r;
      }
    }
  }

  // The answer passes through this endpoint's on_http_response: the upstream's (when the caller
  // gave one), or the policy's own (custom-response's warning: the response phase still runs).
  if (result.kind === "upstream" && ending === null) result = await reach(context, result.upstream, result.request);
  let response = result.response;
  if (result.kind === "upstream" && response !== undefined) {
    for (const tell of ex.afterUpstream) tell(response.status);
  }
  if (response !== undefined && (policy.on_http_response ?? []).length > 0) {
    ex.response = response;
    ex.ending = null;
    await run("on_http_response", policy.on_http_response);
    const after = ex.ending as Exchange["ending"];
    if (after?.kind === "closed") return { kind: "closed" };
    if (after?.kind === "response") response = after.response;
    else response = ex.response;
  }
  if (ex.compress !== undefined && result.kind === "upstream" && response !== undefined) applyCompression(response, ex.compress);
  if (endpoint === undefined) trace.vars = Object.fromEntries([...ex.vars].map(([k, v]) => [k, plain(v)]));
  if (result.kind === "response") return response === undefined ? result : { kind: "response", response };
  return response === undefined ? result : { ...result, response };
}
