/**
 * Runs a Traffic Policy document on one request, the way the docs describe the engine
 * (traffic-policy/how-it-works.mdx), and reports the same observable outcome as the edge model
 * (tests/support/edgeSemantics.ts):
 * - phases in order: `on_tcp_connect` (only `conn.*` exists there), `on_http_request`, then
 *   `on_http_response` when the request was forwarded;
 * - in a phase, every rule whose expressions are all true (none = true), in order; its actions in
 *   order; a terminating action (`deny`, `custom-response`, `forward-internal`, `close-connection`)
 *   or a refusing one (`restrict-ips`, `verify-webhook` enforced; `oauth`/`openid-connect` without a
 *   session) ends the request;
 * - expressions are CEL, evaluated by @bufbuild/cel against the documented variables
 *   (snippets/traffic-policy/variables/req.mdx and conn.mdx: `req.host`, `req.method`,
 *   `req.url.path`, `req.user_agent` (a string), `req.headers` (lower-case names to lists),
 *   `conn.client_ip`), `vars.*` from `set-vars`, `actions.ngrok.oauth.identity` /
 *   `actions.ngrok.oidc.identity` after authentication, and the macros `inCidrRange`,
 *   `inCidrRanges`, `getReqHeader`, `hasReqHeader` (traffic-policy/macros/index.mdx). A CEL error
 *   is thrown, naming the phase, rule and expression: the real engine would not run that rule as
 *   the translation meant;
 * - `${expr}` in set-vars values and header values is CEL interpolation (how-it-works.mdx, "CEL
 *   Interpolation"): a value that is one `${...}` keeps its CEL type (the migration guide's
 *   set-vars examples depend on it), text around it makes a string.
 *
 * Actions are mapped back to the module names of the edge model from the migration guide's table
 * (guides/migration/modules-to-traffic-policy-actions.mdx and edges-to-endpoints.mdx, "6. Convert
 * modules to actions"): restrict-ips = ip_restriction, verify-webhook = webhook_verification,
 * oauth = oauth, openid-connect (`oidc` in the guide's table) = oidc, circuit-breaker =
 * circuit_breaker, add-headers/remove-headers = request_headers in `on_http_request` and
 * response_headers in `on_http_response`, compress-response = compression, forward-internal = the
 * backend. A `deny` or `custom-response` that answers 404 means "nothing serves this" (no-route);
 * any other refuses (denied).
 */
import { celEnv, celFunc, CelScalar, isCelError, listType, parse, plan, type CelValue } from "@bufbuild/cel";
import type { TrafficPolicy, TrafficPolicyAction } from "../../provider/trafficPolicy/document";
import { circuitBreakerEntry, headerEntries, ipInCidr, type EdgeRequest, type IpPolicies, type Outcome } from "./edgeSemantics";

const stringList = listType(CelScalar.STRING);

const MACROS = [
  celFunc("inCidrRange", [CelScalar.STRING, CelScalar.STRING], CelScalar.BOOL, (ip, cidr) => ipInCidr(ip, cidr)),
  celFunc("inCidrRanges", [CelScalar.STRING, stringList], CelScalar.BOOL, (ip, cidrs) => [...cidrs].some((c) => ipInCidr(ip, String(c)))),
];

type Bindings = Record<string, unknown>;
type Program = (bindings: Bindings) => CelValue;

const env = celEnv({ funcs: MACROS });
const programs = new Map<string, Program>();

/** A compiled expression, cached: the same documents run thousands of times. */
function compile(expr: string): Program {
  let p = programs.get(expr);
  if (p === undefined) {
    const run = plan(env, parse(expr)) as (ctx?: Record<string, never>) => CelValue;
    p = (bindings) => {
      const r = run(bindings as Record<string, never>);
      if (isCelError(r)) throw r;
      return r;
    };
    programs.set(expr, p);
  }
  return p;
}

/** Seconds in a Go-style duration (`90s`, `1m30s`), the docs' duration format. */
export function seconds(text: string): number {
  let total = 0;
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  let rest = text;
  for (const m of text.matchAll(re)) {
    total += Number(m[1]) * (units[m[2] ?? ""] ?? NaN);
    rest = rest.replace(m[0], "");
  }
  if (rest !== "" || text === "") throw new Error(`not a duration: ${JSON.stringify(text)}`);
  return total;
}

/** The `${...}` parts of a string, found by brace depth outside quotes. */
function interpolationParts(text: string): ({ text: string } | { expr: string })[] {
  const parts: ({ text: string } | { expr: string })[] = [];
  let i = 0;
  let plain = "";
  while (i < text.length) {
    if (text.startsWith("${", i)) {
      let depth = 1;
      let j = i + 2;
      let quote: string | null = null;
      for (; j < text.length && depth > 0; j++) {
        const c = text[j];
        if (quote !== null) {
          if (c === "\\") j++;
          else if (c === quote) quote = null;
        } else if (c === '"' || c === "'") quote = c;
        else if (c === "{") depth++;
        else if (c === "}") depth--;
      }
      if (depth !== 0) throw new Error(`unclosed \${ in ${JSON.stringify(text)}`);
      if (plain) parts.push({ text: plain });
      plain = "";
      parts.push({ expr: text.slice(i + 2, j - 1) });
      i = j;
    } else {
      plain += text[i];
      i++;
    }
  }
  if (plain) parts.push({ text: plain });
  return parts;
}

function show(v: CelValue): string {
  if (typeof v === "string") return v;
  if (typeof v === "bigint" || typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
}

/** The documented request variables, as CEL sees them. */
function requestVariables(req: EdgeRequest) {
  const headers: Record<string, string[]> = { host: [req.host] };
  if (req.userAgent !== null) headers["user-agent"] = [req.userAgent];
  return {
    conn: { client_ip: req.clientIp },
    req: {
      host: req.host,
      method: req.method,
      user_agent: req.userAgent ?? "",
      headers,
      url: { path: req.path, host: req.host, scheme: "https", raw_path: req.path },
    },
  };
}

const PHASE_ORDER = ["on_tcp_connect", "on_http_request", "on_http_response"] as const;
type PhaseName = (typeof PHASE_ORDER)[number];

/** The request's state as the phases run. */
interface Run {
  vars: Record<string, CelValue>;
  actions: { ngrok: Record<string, unknown> };
  applied: string[];
  result: Outcome | null;
}

export interface PolicyContext {
  ipPolicies: IpPolicies;
}

/** What the policy does with the request. */
export function evaluatePolicy(policy: TrafficPolicy, ctx: PolicyContext, req: EdgeRequest): Outcome {
  const state: Run = { vars: {}, actions: { ngrok: {} }, applied: [], result: null };
  const base = requestVariables(req);
  for (const phase of PHASE_ORDER) {
    if (phase === "on_http_response" && state.result?.status !== "forwarded") break;
    const visible: Bindings = phase === "on_tcp_connect" ? { conn: base.conn } : { ...base, res: { status_code: 200n, headers: {} } };
    runPhase(policy[phase] ?? [], phase, visible, ctx, req, state);
    if (state.result !== null && state.result.status !== "forwarded") return state.result;
    if (phase === "on_http_request" && state.result === null) return { status: "no-route", backend: null, applied: [] };
  }
  const result = state.result ?? { status: "no-route", backend: null, applied: [] };
  return result.status === "forwarded" ? { ...result, applied: [...state.applied].sort() } : result;
}

type Rule = NonNullable<TrafficPolicy["on_http_request"]>[number];

function runPhase(rules: readonly Rule[], phase: PhaseName, visible: Bindings, ctx: PolicyContext, req: EdgeRequest, state: Run): void {
  const where = (i: number, rule: Rule) => `${phase}[${i}]${rule.name ? ` (rule ${JSON.stringify(rule.name)})` : ""}`;
  for (const [i, rule] of rules.entries()) {
    const bindings = (): Bindings => ({ ...visible, vars: state.vars, actions: state.actions });
    let matches = true;
    for (const expr of rule.expressions ?? []) {
      let v: CelValue;
      try {
        v = compile(expr)(bindings());
      } catch (e) {
        throw new Error(`${where(i, rule)}: expression ${JSON.stringify(expr)} does not evaluate: ${(e as Error).message}`, { cause: e });
      }
      if (typeof v !== "boolean") throw new Error(`${where(i, rule)}: expression ${JSON.stringify(expr)} gives ${show(v)}, not a bool`);
      if (!v) {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    for (const action of rule.actions) {
      let ended: boolean;
      try {
        ended = runAction(action, phase, bindings, ctx, req, state);
      } catch (e) {
        throw new Error(`${where(i, rule)}: action ${action.type}: ${(e as Error).message}`, { cause: e });
      }
      if (ended) return;
    }
  }
}

/** Runs one action; true when it ends the phase (a terminating or refusing action). */
function runAction(action: TrafficPolicyAction, phase: PhaseName, bindings: () => Bindings, ctx: PolicyContext, req: EdgeRequest, state: Run): boolean {
  const interpolate = (text: string): CelValue => {
    const parts = interpolationParts(text);
    const only = parts.length === 1 ? parts[0] : undefined;
    if (only && "expr" in only) return compile(only.expr)(bindings());
    return parts.map((p) => ("expr" in p ? show(compile(p.expr)(bindings())) : p.text)).join("");
  };
  const refuse = (code: number | undefined): true => {
    state.result = code === 404 ? { status: "no-route", backend: null, applied: [] } : { status: "denied", backend: null, applied: [] };
    return true;
  };
  const headersModule = phase === "on_http_response" ? "response_headers" : "request_headers";
  switch (action.type) {
    case "set-vars":
      for (const entry of need(action.config).vars) {
        for (const [name, value] of Object.entries(entry)) state.vars[name] = typeof value === "string" ? interpolate(value) : (value as CelValue);
      }
      return false;
    case "restrict-ips": {
      const c = need(action.config);
      const allow = [...(c.allow ?? []).map((x) => show(interpolate(x))), ...(c.ip_policies ?? []).flatMap((id) => policyCidrs(ctx, id).allow)];
      const deny = [...(c.deny ?? []).map((x) => show(interpolate(x))), ...(c.ip_policies ?? []).flatMap((id) => policyCidrs(ctx, id).deny)];
      const allowed = allow.some((x) => ipInCidr(req.clientIp, x)) && !deny.some((x) => ipInCidr(req.clientIp, x));
      if (!allowed && c.enforce !== false) return refuse(403);
      if (allowed) state.applied.push("ip_restriction");
      return false;
    }
    case "verify-webhook": {
      const c = need(action.config);
      if (!req.webhookSigned) return c.enforce === false ? false : refuse(403);
      state.applied.push(`webhook_verification:${c.provider.toLowerCase()}`);
      return false;
    }
    case "oauth":
    case "openid-connect": {
      const c = need(action.config);
      if (c.allow_cors_preflight === true && req.method === "OPTIONS") return false;
      const name = "provider" in c ? `oauth:${c.provider}` : `oidc:${c.issuer_url}`;
      if (req.identity === null) {
        state.result = { status: "login", backend: null, applied: [name] };
        return true;
      }
      state.actions.ngrok[action.type === "oauth" ? "oauth" : "oidc"] = { identity: { email: req.identity.email, name: "", id: "id_1" } };
      state.applied.push(name);
      return false;
    }
    case "circuit-breaker": {
      const c = need(action.config);
      state.applied.push(circuitBreakerEntry(c.error_threshold, c.volume_threshold ?? 10, seconds(c.window_duration ?? "10s"), seconds(c.tripped_duration ?? "10s")));
      return false;
    }
    case "add-headers":
      state.applied.push(...headerEntries(headersModule, Object.fromEntries(Object.entries(need(action.config).headers).map(([k, v]) => [k, show(interpolate(v))])), undefined));
      return false;
    case "remove-headers":
      state.applied.push(...headerEntries(headersModule, undefined, need(action.config).headers));
      return false;
    case "compress-response":
      state.applied.push("compression");
      return false;
    case "forward-internal":
      state.result = { status: "forwarded", backend: show(interpolate(need(action.config).url)), applied: [] };
      return true;
    case "deny":
      return refuse(action.config?.status_code ?? 403);
    case "custom-response":
      return refuse(action.config?.status_code ?? 200);
    default:
      // The translation emits none of the others; meeting one means the model and this runner disagree.
      throw new Error(`the runner does not model action ${action.type}`);
  }
}

/** An action's config where the document's schema requires it. */
function need<C>(config: C | undefined): C {
  if (config === undefined) throw new Error("has no config");
  return config;
}

function policyCidrs(ctx: PolicyContext, id: string): { allow: string[]; deny: string[] } {
  const p = ctx.ipPolicies[id];
  if (p === undefined) throw new Error(`IP policy ${id} is not one the edge references`);
  return p;
}
