/**
 * The edge model's view (tests/support/edgeSemantics.ts) of what the product's simulator
 * (trafficPolicy/simulate, `simulate`) does with a request: the equivalence property
 * runs the translated policy through it and compares the outcome with the edge's.
 *
 * Request: the edge request's host and path make the URL; a present identity is the simulated
 * login (`context.identity`); a signed webhook request carries a real signature for every
 * verify-webhook action of the policy (github, slack, stripe: their published schemes, empty body,
 * signed at the simulation's time). The upstream answers 200, so `on_http_response` runs.
 *
 * Outcome: an upstream reached is `forwarded`; a 302 from oauth/openid-connect is `login`; a 404
 * (custom-response/deny 404, or nothing serving) is `no-route`; any other answer is `denied`.
 * Actions are mapped back to the edge's module names from the migration guide's table
 * (guides/migration/modules-to-traffic-policy-actions.mdx): restrict-ips = ip_restriction,
 * verify-webhook = webhook_verification, oauth = oauth, openid-connect = oidc, circuit-breaker =
 * circuit_breaker, add-headers/remove-headers = request_headers in `on_http_request` and
 * response_headers in `on_http_response`, compress-response = compression. An action the
 * simulator reports as not simulated is an error: the translation should emit none.
 */
import { createHmac } from "node:crypto";
import { durationSeconds, type Phase, type TrafficPolicy, type TrafficPolicyAction } from "../../trafficPolicy/model/document";
import { simulate, type Outcome as SimOutcome, type RanAction, type SimIpRule } from "../../trafficPolicy/simulate";
import { circuitBreakerEntry, headerEntries, type EdgeRequest, type IpPolicies, type Outcome } from "./edgeSemantics";

export interface PolicyContext {
  ipPolicies: IpPolicies;
}

/** The moment every simulated request arrives (webhook signatures are made for it). */
const NOW = new Date("2026-01-01T00:00:00Z");

/** Headers that sign an empty body for each verify-webhook action of the policy. */
function webhookSignatures(policy: TrafficPolicy): Record<string, string> {
  const ts = String(Math.floor(NOW.getTime() / 1000));
  const headers: Record<string, string> = {};
  const hex = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");
  for (const rule of [...(policy.on_http_request ?? []), ...(policy.on_http_response ?? [])]) {
    for (const a of rule.actions) {
      if (a.type !== "verify-webhook") continue;
      const secret = a.config.secret;
      const provider = a.config.provider.toLowerCase();
      if (provider === "github") headers["x-hub-signature-256"] = `sha256=${hex(secret, "")}`;
      else if (provider === "slack") Object.assign(headers, { "x-slack-request-timestamp": ts, "x-slack-signature": `v0=${hex(secret, `v0:${ts}:`)}` });
      else if (provider === "stripe") headers["stripe-signature"] = `t=${ts},v1=${hex(secret, `${ts}.`)}`;
      else throw new Error(`the adapter cannot sign for webhook provider ${provider}`);
    }
  }
  return headers;
}

/** The action of the policy a trace entry ran: the k-th of its type in its rule. */
function actionOf(policy: TrafficPolicy, ran: RanAction, earlier: readonly RanAction[]): TrafficPolicyAction {
  const k = earlier.filter((e) => e.phase === ran.phase && e.rule === ran.rule && e.type === ran.type && e.endpoint === ran.endpoint).length;
  const a = (policy[ran.phase] ?? [])[ran.rule]?.actions.filter((x) => x.type === ran.type)[k];
  if (a === undefined) throw new Error(`trace names ${ran.phase}[${ran.rule}] ${ran.type} #${k}, which the policy does not hold`);
  return a;
}

const headersModule = (phase: Phase) => (phase === "on_http_response" ? "response_headers" : "request_headers");

/** The edge modules a forwarded request went through, from the simulator's trace. */
function applied(policy: TrafficPolicy, actions: readonly RanAction[]): string[] {
  const out: string[] = [];
  actions.forEach((ran, i) => {
    // Actions of internal endpoints, and logins skipped for a CORS preflight, applied no module.
    if (ran.endpoint !== undefined || ran.detail.startsWith("CORS preflight")) return;
    const a = actionOf(policy, ran, actions.slice(0, i));
    switch (a.type) {
      case "restrict-ips":
        if (ran.detail.startsWith("allowed")) out.push("ip_restriction");
        break;
      case "verify-webhook":
        out.push(`webhook_verification:${a.config.provider.toLowerCase()}`);
        break;
      case "oauth":
        out.push(`oauth:${a.config.provider}`);
        break;
      case "openid-connect":
        out.push(`oidc:${a.config.issuer_url}`);
        break;
      case "circuit-breaker":
        out.push(circuitBreakerEntry(a.config.error_threshold, a.config.volume_threshold ?? 10, durationSeconds(a.config.window_duration ?? "10s"), durationSeconds(a.config.tripped_duration ?? "10s")));
        break;
      case "add-headers":
        out.push(...headerEntries(headersModule(ran.phase), a.config.headers, undefined));
        break;
      case "remove-headers":
        out.push(...headerEntries(headersModule(ran.phase), undefined, a.config.headers));
        break;
      case "compress-response":
        out.push("compression");
        break;
      default:
        break;
    }
  });
  return out.sort();
}

/** The edge's terms for a simulator outcome. */
function edgeTerms(policy: TrafficPolicy, o: SimOutcome): Outcome {
  if (o.trace.incomplete) throw new Error(`not simulated: ${o.trace.notSimulated.map((n) => `${n.type} (${n.reason})`).join("; ")}`);
  if (o.kind === "upstream") return { status: "forwarded", backend: o.upstream, applied: applied(policy, o.trace.actions) };
  if (o.kind === "closed") return { status: "denied", backend: null, applied: [] };
  // The action that ended the request phase (response rules run after it).
  const i = o.trace.actions.findLastIndex((x) => x.phase === "on_http_request");
  const last = o.trace.actions[i];
  if (o.status === 302 && last !== undefined && (last.type === "oauth" || last.type === "openid-connect")) {
    const a = actionOf(policy, last, o.trace.actions.slice(0, i));
    return { status: "login", backend: null, applied: [a.type === "oauth" ? `oauth:${a.config.provider}` : a.type === "openid-connect" ? `oidc:${a.config.issuer_url}` : a.type] };
  }
  return { status: o.status === 404 ? "no-route" : "denied", backend: null, applied: [] };
}

/** What the policy does with the request, as the simulator runs it. */
export async function evaluatePolicy(policy: TrafficPolicy, ctx: PolicyContext, req: EdgeRequest): Promise<Outcome> {
  const ipPolicies = Object.fromEntries(
    Object.entries(ctx.ipPolicies).map(([id, p]): [string, SimIpRule[]] => [id, [...p.allow.map((cidr) => ({ cidr, action: "allow" as const })), ...p.deny.map((cidr) => ({ cidr, action: "deny" as const }))]]),
  );
  const headers: Record<string, string> = { ...(req.webhookSigned ? webhookSignatures(policy) : {}) };
  if (req.userAgent !== null) headers["user-agent"] = req.userAgent;
  const o = await simulate(
    policy,
    { method: req.method, url: `https://${req.host}${req.path}`, headers, clientIp: req.clientIp },
    { ipPolicies, now: NOW, ...(req.identity === null ? {} : { identity: { email: req.identity.email } }), upstream: () => ({ status: 200, headers: {}, body: "" }) },
  );
  return edgeTerms(policy, o);
}
