/**
 * An independent model of what a (deprecated) HTTPS edge does with one request: which of its
 * routes serves it and what that route's modules decide. The equivalence property test compares it
 * with a Traffic Policy document run by tests/support/policyEvaluator.ts; it shares nothing with
 * the translation in provider/resources/httpsEdgeRoute/toPolicy/.
 *
 * Route selection (the docs never state it; these are the sources and the choices):
 * - A route's `match` is `/path`, `host` or `host/path` (ngrok-api-go datatypes.go,
 *   HTTPSEdgeRouteCreate.Match: "Route selector: "/blog" or "example.com" or "example.com/blog"").
 * - `match` is unique across an edge's routes whatever the match type (ngrok-docs
 *   errors/err_ngrok_7126.mdx), so two routes never tie.
 * - `path_prefix` is a plain string prefix (`/api` serves `/apix`) and `exact_path` plain equality
 *   (a trailing slash counts): the migration guide's own conversion
 *   (guides/migration/edges-to-endpoints.mdx, "5. Migrate routes": `req.url.path.startsWith("/api")`,
 *   `req.url.path == "/foo"`).
 * - Among the routes that match, the most specific serves the request, whatever the order routes
 *   were created in: ngrok's Kubernetes controller created an edge's routes in Ingress order, never
 *   sorted (ngrok-operator internal/store/driver.go before commit 981805a7, `edge.Spec.Routes =
 *   append(...)`), while promising Kubernetes' rule "precedence to the longest matching path, then
 *   exact over prefix" (ngrok/ngrok-operator issue #147, closed "released and tested"). So: longest
 *   matching path first; on equal length exact before prefix (only reachable across host and
 *   path-only routes, by uniqueness).
 * - Choice, undocumented: a route naming the request's host is more specific than any path-only
 *   route (Gateway API's "hostname, then path" precedence; the operator made one edge per host, so
 *   it never met this case). A `host` match with no path covers every path of that host (its path
 *   length counts as 0). Hosts compare case-insensitively, without port. A wildcard host
 *   `*.example.com` matches every name under it, at any depth, and is less specific than a named
 *   host (domains/index.mdx, "Wildcard domains": `foo.bar.baz.example.com` is under
 *   `*.example.com`; endpoints/cloud-endpoints/http.mdx: "routed to the most specific").
 * - Not modelled: a host-only match with `exact_path` (what path it would mean is undocumented);
 *   the test generates host-only matches as `path_prefix` only.
 *
 * Modules (enabled unless `enabled: false`; provider/resources/httpsEdgeRoute/modules.ts):
 * - ip_restriction: allowed only when the client IP is in one allow CIDR and in no deny CIDR of the
 *   union of the referenced IP policies (docs/cloud-edge/modules/ip-restrictions.md, history of
 *   ngrok-docs, "Rule Evaluation"); layer 4 source IP only.
 * - user_agent_filter: "Requests are allowed if they match any allow rule or fail to match all deny
 *   rules"; a request without User-Agent is denied unless an allow rule matches the empty string
 *   (docs/cloud-edge/modules/user-agent-filter.md, "Behavior"); RE2 expressions, generated here in
 *   the subset JavaScript reads the same way.
 * - webhook_verification: a request without a valid signature is refused with 403 (the module's
 *   docs, and snippets/traffic-policy/actions/verify-webhook/behavior.mdx for the action). The
 *   provider is compared in lower case: the module took `SNS`, the action takes `sns`.
 * - oauth: `options_passthrough` lets OPTIONS through unauthenticated (API reference of the module);
 *   otherwise no session = a login redirect; a session whose e-mail is neither in
 *   `email_addresses` nor in `email_domains` (when either is set) is refused.
 * - oidc: no session = login redirect; a session passes (the module has no allow-lists).
 * - circuit_breaker: stateful; one request to a healthy upstream is never rejected, so it only
 *   shows as applied, with its settings (the test sets every one: the module's own defaults are
 *   undocumented; `num_buckets` is left out, the action fixes it at 10).
 * - request_headers / response_headers / compression: recorded as applied on forwarded requests.
 * - backend: the request is forwarded to the internal endpoint URL the test maps the backend to.
 * Not modelled: saml, websocket_tcp_converter (no Traffic Policy equivalent: the test generates
 * them only with the translation's drop option, so the model ignores them), github teams and
 * organizations (no identity field carries them), the route's traffic_policy module (not
 * generated), header templates (generated values hold no `${`), failover/weighted backends
 * (the test maps each backend id to one URL).
 *
 * Order of refusals (undocumented; a choice): ip_restriction first (the migration guide runs
 * restrict-ips in `on_tcp_connect`, before any HTTP module), then user_agent_filter,
 * webhook_verification, then authentication (oauth, oidc). Since ip, user agent and webhook
 * refusals all answer 403, only "403 or login" depends on this order.
 */
import type { RouteCreate } from "../../provider/resources/httpsEdgeRoute/wire";

/** A route as the translation takes it: the wire shape, plus what the service adds. */
export type EdgeRoute = RouteCreate & { id?: string; description?: string };

/** One request, with what the modules need to decide on it. */
export interface EdgeRequest {
  /** Host header, lower case, no port. */
  host: string;
  /** URL path, starting with `/`. */
  path: string;
  method: string;
  /** The User-Agent header; null when the request has none. */
  userAgent: string | null;
  /** Layer 4 source address, IPv4 dotted quad. */
  clientIp: string;
  /** The session the client already holds with the route's identity provider; null = not logged in. */
  identity: { email: string } | null;
  /** Whether the request carries a valid signature for the route's webhook provider and secret. */
  webhookSigned: boolean;
}

/** The CIDRs of the IP policies the routes reference, by policy id. */
export type IpPolicies = Record<string, { allow: string[]; deny: string[] }>;

/**
 * What a request observably gets.
 * - `forwarded`: served by `backend`; `applied` lists what acted on it, sorted.
 * - `denied`: a 403 (or another refusal) before the upstream; `applied` empty.
 * - `login`: redirected to an identity provider; `applied` names it (`oauth:google`, `oidc:<issuer>`).
 * - `no-route`: nothing serves it.
 */
export interface Outcome {
  status: "forwarded" | "denied" | "login" | "no-route";
  backend: string | null;
  applied: string[];
}

/** Everything about the edge the model needs beyond its routes. */
export interface EdgeContext {
  /** Internal endpoint URL for each backend id. */
  backends: Record<string, string>;
  ipPolicies: IpPolicies;
}

/** Whether an IPv4 address is inside an IPv4 CIDR (`a.b.c.d/n`). */
function ipInCidr(ip: string, cidr: string): boolean {
  const [base = "", bitsText = "32"] = cidr.split("/");
  const bits = Number(bitsText);
  const a = ipv4(ip);
  const b = ipv4(base);
  if (a === null || b === null || !(bits >= 0 && bits <= 32)) return false;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return ((a & mask) >>> 0) === ((b & mask) >>> 0);
}

function ipv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    n = n * 256 + Number(p);
  }
  return n;
}

/** `host` and `path` of a route's match; either may be absent. */
export function splitMatch(match: string): { host: string | null; path: string | null } {
  if (match.startsWith("/")) return { host: null, path: match };
  const slash = match.indexOf("/");
  const hostPort = slash < 0 ? match : match.slice(0, slash);
  return { host: hostPort.replace(/:\d+$/, "").toLowerCase(), path: slash < 0 ? null : match.slice(slash) };
}

/** How specifically a route matches the request, or null when it does not: compared left to right. */
function specificity(route: EdgeRoute, req: EdgeRequest): [number, number, number] | null {
  const { host, path } = splitMatch(route.match);
  const name = req.host.toLowerCase();
  const wildcard = host?.startsWith("*.") === true;
  if (host !== null && !(wildcard ? name.endsWith(host.slice(1)) : name === host)) return null;
  if (path !== null) {
    const hit = route.match_type === "exact_path" ? req.path === path : req.path.startsWith(path);
    if (!hit) return null;
  }
  return [host === null ? 0 : wildcard ? 1 : 2, path?.length ?? 0, route.match_type === "exact_path" ? 1 : 0];
}

/** Index of the route the edge selects for the request, or null. */
function selectRoute(routes: readonly EdgeRoute[], req: EdgeRequest): number | null {
  let best: { i: number; key: [number, number, number] } | null = null;
  routes.forEach((route, i) => {
    const key = specificity(route, req);
    if (key === null) return;
    if (best === null || compare(key, best.key) > 0) best = { i, key };
  });
  return (best as { i: number } | null)?.i ?? null;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < a.length; k++) {
    const d = (a[k] ?? 0) - (b[k] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const on = (m: { enabled?: boolean | undefined } | null | undefined): boolean => m != null && m.enabled !== false;

/** Whether the user agent filter lets the request through (see the header comment). */
function userAgentAllowed(filter: { allow?: string[] | undefined; deny?: string[] | undefined }, userAgent: string | null): boolean {
  const allow = (filter.allow ?? []).map((r) => new RegExp(r));
  const deny = (filter.deny ?? []).map((r) => new RegExp(r));
  if (userAgent === null) return allow.some((r) => r.test(""));
  return allow.some((r) => r.test(userAgent)) || !deny.some((r) => r.test(userAgent));
}

/** Whether an IP restriction over these policies lets the client in. */
function ipAllowed(policyIds: readonly string[], policies: IpPolicies, clientIp: string): boolean {
  const allow = policyIds.flatMap((id) => policies[id]?.allow ?? []);
  const deny = policyIds.flatMap((id) => policies[id]?.deny ?? []);
  return allow.some((c) => ipInCidr(clientIp, c)) && !deny.some((c) => ipInCidr(clientIp, c));
}

/** Whether an e-mail passes an OAuth provider's allow-lists (none set = everyone). */
function emailAllowed(addresses: readonly string[] | undefined, domains: readonly string[] | undefined, email: string): boolean {
  if (!addresses?.length && !domains?.length) return true;
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return (addresses ?? []).includes(email) || (domains ?? []).includes(domain);
}

/** Applied-list entries for a header module: one per added and per removed header, names lower case. */
export function headerEntries(module: string, add: Record<string, string> | undefined, remove: readonly string[] | undefined): string[] {
  return [
    ...Object.entries(add ?? {}).map(([k, v]) => `${module}.add:${k.toLowerCase()}=${v}`),
    ...(remove ?? []).map((k) => `${module}.remove:${k.toLowerCase()}`),
  ];
}

/** The circuit breaker's decisive settings, as one entry: error fraction, volume, window and trip time in seconds. */
export function circuitBreakerEntry(errorThreshold: number, volumeThreshold: number, windowSeconds: number, trippedSeconds: number): string {
  return `circuit_breaker:${errorThreshold}/${volumeThreshold}/${windowSeconds}s/${trippedSeconds}s`;
}

const denied: Outcome = { status: "denied", backend: null, applied: [] };

/** What the edge does with the request. */
export function edgeOutcome(routes: readonly EdgeRoute[], ctx: EdgeContext, req: EdgeRequest): Outcome {
  const i = selectRoute(routes, req);
  const route = i === null ? undefined : routes[i];
  if (route === undefined) return { status: "no-route", backend: null, applied: [] };
  const applied: string[] = [];

  if (on(route.ip_restriction)) {
    if (!ipAllowed(route.ip_restriction?.ip_policy_ids ?? [], ctx.ipPolicies, req.clientIp)) return denied;
    applied.push("ip_restriction");
  }
  if (on(route.user_agent_filter) && route.user_agent_filter) {
    if (!userAgentAllowed(route.user_agent_filter, req.userAgent)) return denied;
  }
  if (on(route.webhook_verification) && route.webhook_verification) {
    if (!req.webhookSigned) return denied;
    applied.push(`webhook_verification:${route.webhook_verification.provider.toLowerCase()}`);
  }
  const oauth = on(route.oauth) ? route.oauth : null;
  if (oauth && !(oauth.options_passthrough === true && req.method === "OPTIONS")) {
    const [provider, member] = Object.entries(oauth.provider).find(([, m]) => m !== undefined) ?? ["", undefined];
    const name = `oauth:${provider}`;
    if (req.identity === null) return { status: "login", backend: null, applied: [name] };
    if (!emailAllowed(member?.email_addresses, member?.email_domains, req.identity.email)) return denied;
    applied.push(name);
  }
  const oidc = on(route.oidc) ? route.oidc : null;
  if (oidc && !(oidc.options_passthrough === true && req.method === "OPTIONS")) {
    const name = `oidc:${oidc.issuer}`;
    if (req.identity === null) return { status: "login", backend: null, applied: [name] };
    applied.push(name);
  }
  const cb = on(route.circuit_breaker) ? route.circuit_breaker : null;
  if (cb) {
    applied.push(circuitBreakerEntry(cb.error_threshold_percentage ?? 0.5, cb.volume_threshold ?? 10, cb.rolling_window ?? 10, cb.tripped_duration ?? 10));
  }
  if (on(route.request_headers) && route.request_headers) {
    applied.push(...headerEntries("request_headers", route.request_headers.add, route.request_headers.remove));
  }
  const backendId = on(route.backend) ? route.backend?.backend_id : undefined;
  const backend = backendId === undefined ? undefined : ctx.backends[backendId];
  if (backend === undefined) return { status: "no-route", backend: null, applied: [] };
  if (on(route.response_headers) && route.response_headers) {
    applied.push(...headerEntries("response_headers", route.response_headers.add, route.response_headers.remove));
  }
  if (on(route.compression)) applied.push("compression");
  return { status: "forwarded", backend, applied: applied.sort() };
}
