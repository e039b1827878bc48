/**
 * One route module → its Traffic Policy rules, without the route's match expressions (the
 * translation adds them to every rule). Each mapping cites the document it follows; field names
 * and units are the action references' (snippets/traffic-policy/actions/<action>/config.mdx),
 * which win where the migration guide's examples differ from them (noted at each such place).
 */
import { OAUTH_PROVIDERS, type ModuleRequest } from "../modules";
import { durationText, type Phase, type TrafficPolicyAction, type TrafficPolicyRule } from "../../../../trafficPolicy/model/document";
import { celString } from "./routeOrder";

/** What became of one module. */
export type ModuleStatus = "converted" | "caveat" | "refused" | "dropped";

/** A rule to add, in its phase; `expressions` are the module's own, ANDed after the route's. */
export interface PhaseRule {
  phase: Phase;
  name: string;
  expressions?: string[];
  actions: TrafficPolicyAction[];
}

/** A module that has no documented equivalent: what the docs offer instead. */
export interface Refusal {
  /** The key that opts out (`drop: [key]`): the module is then left out. */
  key: Unsupported;
  /** Why, and the documented alternative. */
  alternative: string;
}

/** Modules (or parts of one) with no equivalent; the user may opt to drop each. */
export const UNSUPPORTED = ["saml", "websocket_tcp_converter", "weighted_backend", "oauth_github_teams", "traffic_policy"] as const;
export type Unsupported = (typeof UNSUPPORTED)[number];

export interface ModuleResult {
  rules: PhaseRule[];
  status: Exclude<ModuleStatus, "refused" | "dropped">;
  note: string;
  /** Set when the module cannot be converted; `rules` are then what a drop leaves (usually none). */
  refusal?: Refusal;
}

const converted = (rules: PhaseRule[], note: string): ModuleResult => ({ rules, status: "converted", note });
const seconds = (n: number | undefined): string | undefined => (n === undefined || n === 0 ? undefined : durationText(n));

/** Copies the defined members only (exactOptionalPropertyTypes: an absent field is left out, never `undefined`). */
function defined<T extends Record<string, unknown>>(o: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
}

// restrict-ips supports on_http_request (its reference, "Supported Phases"); the migration guide puts it
// on on_tcp_connect, where no request (so no route) is known yet, so a route's restriction runs per request.
export function ipRestriction(m: ModuleRequest["ip_restriction"]): ModuleResult {
  const action: TrafficPolicyAction = { type: "restrict-ips", config: { enforce: true, ip_policies: [...m.ip_policy_ids] } };
  return {
    rules: [{ phase: "on_http_request", name: "ip restriction", actions: [action] }],
    status: "caveat",
    note: "restrict-ips in on_http_request (per route), not on_tcp_connect as the guide shows for a whole edge",
  };
}

// Old module docs (docs/http/user-agent-filter.mdx before ecb79b0f1): entries are regular expressions;
// "requests are allowed if they match any allow rule or fail to match all deny rules", and
// "requests without the User-Agent header will be denied by default" unless an allow entry matches
// the empty string. The edges guide maps the module to a deny on a user-agent match
// (edges-to-endpoints.mdx, "6. Convert modules"); CEL `matches` is RE2, as the module's expressions were.
// A missing header is told from an empty one by `req.headers` (lower-case names: variables/req.mdx).
export function userAgentFilter(m: ModuleRequest["user_agent_filter"]): ModuleResult {
  const any = (res: readonly string[]) => res.map((re) => `req.user_agent.matches(${celString(re)})`).join(" || ");
  const allow = m.allow ?? [];
  const deny = m.deny ?? [];
  const missing = "!('user-agent' in req.headers)";
  const expressions = [...(allow.length > 0 ? [`!(${any(allow)})`] : []), deny.length > 0 ? `${missing} || ${any(deny)}` : missing];
  return converted(
    [{ phase: "on_http_request", name: "user agent filter", expressions, actions: [{ type: "deny", config: { status_code: 403 } }] }],
    "deny (403) when no allow entry matches and the user agent is missing or matches a deny entry",
  );
}

// The action requires `secret`; the module's SNS provider has none, so it gets an empty one.
export function webhookVerification(m: ModuleRequest["webhook_verification"]): ModuleResult {
  const rules: PhaseRule[] = [
    { phase: "on_http_request", name: "webhook verification", actions: [{ type: "verify-webhook", config: { provider: m.provider.toLowerCase(), secret: m.secret ?? "" } }] },
  ];
  return m.secret === undefined
    ? { rules, status: "caveat", note: "verify-webhook with an empty secret: the module had none, the action requires one" }
    : converted(rules, "verify-webhook");
}

const COOKIE_PREFIX_NOTE = "cookie_prefix has no equivalent and is left out (the guide's auth_cookie_domain sets a domain, not a prefix)";

// oauth: modules-to-traffic-policy-actions.mdx, "OAuth authentication": set-vars with the allowed
// e-mails and domains, the oauth action, then custom-response 403 for anyone else. The guide's
// example tests the lists the wrong way round; this denies unless the e-mail or its domain is listed,
// reading the identity as the oauth action's examples do (actions.ngrok.oauth.identity.email,
// snippets/traffic-policy/actions/oauth/examples/restrict-by-email-example.mdx).
// Session settings in seconds become durations (oauth config.mdx): options_passthrough →
// allow_cors_preflight, inactivity_timeout → idle_session_timeout, maximum_duration →
// max_session_duration, auth_check_interval → userinfo_refresh_interval.
export function oauth(m: ModuleRequest["oauth"]): ModuleResult {
  const name = OAUTH_PROVIDERS.find((p) => m.provider[p] !== undefined);
  const member = name === undefined ? undefined : m.provider[name];
  if (name === undefined || member === undefined) throw new Error("oauth.provider must configure one identity provider");
  const config = defined({
    provider: name,
    client_id: member.client_id,
    client_secret: member.client_secret,
    scopes: member.scopes === undefined ? undefined : [...member.scopes],
    max_session_duration: seconds(m.maximum_duration),
    idle_session_timeout: seconds(m.inactivity_timeout),
    userinfo_refresh_interval: seconds(m.auth_check_interval),
    allow_cors_preflight: m.options_passthrough,
  });
  const rules: PhaseRule[] = [];
  const emails = member.email_addresses ?? [];
  const domains = member.email_domains ?? [];
  const vars: Record<string, unknown>[] = [];
  if (emails.length > 0) vars.push({ allowed_emails: [...emails] });
  if (domains.length > 0) vars.push({ allowed_email_domains: [...domains] });
  if (vars.length > 0) rules.push({ phase: "on_http_request", name: "oauth allowed identities", actions: [{ type: "set-vars", config: { vars } }] });
  rules.push({ phase: "on_http_request", name: "oauth", actions: [{ type: "oauth", config }] });
  if (vars.length > 0) {
    const email = "actions.ngrok.oauth.identity.email";
    const tests = [
      ...(emails.length > 0 ? [`${email} in vars.allowed_emails`] : []),
      ...(domains.length > 0 ? [`vars.allowed_email_domains.exists(d, ${email}.endsWith('@' + d))`] : []),
    ];
    // options_passthrough lets OPTIONS through unauthenticated: there is no identity to check then.
    const passthrough = m.options_passthrough === true ? ["req.method != 'OPTIONS'"] : [];
    rules.push({
      phase: "on_http_request",
      name: "oauth deny others",
      expressions: [...passthrough, `!(${tests.join(" || ")})`],
      actions: [{ type: "custom-response", config: { status_code: 403 } }],
    });
  }
  const notes = [vars.length > 0 ? "set-vars + oauth + custom-response 403" : "oauth"];
  if (m.cookie_prefix !== undefined) notes.push(COOKIE_PREFIX_NOTE);
  const result: ModuleResult = { rules, status: m.cookie_prefix === undefined ? "converted" : "caveat", note: notes.join("; ") };
  if ((member.teams?.length ?? 0) > 0 || (member.organizations?.length ?? 0) > 0) {
    result.refusal = {
      key: "oauth_github_teams",
      alternative:
        "GitHub teams and organizations have no documented oauth action setting; restrict by e-mail or domain (oauth action, restrict-by-email example) or write your own expression",
    };
  }
  return result;
}

// oidc → openid-connect (its reference's type; the migration guide's example says `oidc` and is
// not a documented type). issuer → issuer_url; inactivity_timeout → idle_session_duration (this
// action's name; oauth's is idle_session_timeout); maximum_duration → max_session_duration.
export function oidc(m: ModuleRequest["oidc"]): ModuleResult {
  const config = defined({
    issuer_url: m.issuer,
    client_id: m.client_id,
    client_secret: m.client_secret,
    scopes: m.scopes === undefined ? undefined : [...m.scopes],
    max_session_duration: seconds(m.maximum_duration),
    idle_session_duration: seconds(m.inactivity_timeout),
    allow_cors_preflight: m.options_passthrough,
  });
  return {
    rules: [{ phase: "on_http_request", name: "oidc", actions: [{ type: "openid-connect", config }] }],
    status: m.cookie_prefix === undefined ? "converted" : "caveat",
    note: m.cookie_prefix === undefined ? "openid-connect" : `openid-connect; ${COOKIE_PREFIX_NOTE}`,
  };
}

// circuit-breaker (its reference; the guide's example keeps the module's names rolling_window and
// error_threshold_percentage, which the action does not have): error_threshold_percentage →
// error_threshold (required; the reference's default 0.5 when unset), rolling_window →
// window_duration, tripped_duration stays; both durations from 1s to 2m; num_buckets is "fixed at 10".
export function circuitBreaker(m: ModuleRequest["circuit_breaker"]): ModuleResult {
  const notes: string[] = [];
  const windowed = (field: string, n: number | undefined): string | undefined => {
    if (n === undefined || n === 0) return undefined;
    if (n <= 120) return durationText(n);
    notes.push(`${field} ${n}s is over the action's 2m maximum; left out, so the default 10s applies`);
    return undefined;
  };
  const config = defined({
    error_threshold: m.error_threshold_percentage ?? 0.5,
    volume_threshold: m.volume_threshold === undefined || m.volume_threshold === 0 ? undefined : m.volume_threshold,
    window_duration: windowed("rolling_window", m.rolling_window),
    tripped_duration: windowed("tripped_duration", m.tripped_duration),
  });
  if (m.num_buckets !== undefined && m.num_buckets !== 0 && m.num_buckets !== 10) notes.push(`num_buckets ${m.num_buckets} cannot be kept: the action fixes it at 10`);
  return {
    rules: [{ phase: "on_http_request", name: "circuit breaker", actions: [{ type: "circuit-breaker", config }] }],
    status: notes.length > 0 ? "caveat" : "converted",
    note: ["circuit-breaker", ...notes].join("; "),
  };
}

// request_headers / response_headers → add-headers then remove-headers, in on_http_request or
// on_http_response (modules-to-traffic-policy-actions.mdx, "Request headers", "Response headers").
export function headers(m: ModuleRequest["request_headers"], phase: "on_http_request" | "on_http_response", label: string): ModuleResult {
  const actions: TrafficPolicyAction[] = [];
  const notes: string[] = [];
  const add = Object.entries(m.add ?? {});
  const remove = m.remove ?? [];
  // Both actions take at most 10 headers (add-headers and remove-headers config.mdx): split longer lists.
  for (let i = 0; i < add.length; i += 10) actions.push({ type: "add-headers", config: { headers: Object.fromEntries(add.slice(i, i + 10)) } });
  for (let i = 0; i < remove.length; i += 10) actions.push({ type: "remove-headers", config: { headers: remove.slice(i, i + 10) } });
  if (actions.length === 0) notes.push("no headers to add or remove; nothing to emit");
  return {
    rules: actions.length === 0 ? [] : [{ phase, name: label, actions }],
    status: actions.length === 0 ? "caveat" : "converted",
    note: actions.length === 0 ? notes.join("; ") : actions.map((a) => a.type).join(" + "),
  };
}

// compression → compress-response with its defaults (modules-to-traffic-policy-actions.mdx, "Compression").
export function compression(): ModuleResult {
  return converted([{ phase: "on_http_response", name: "compression", actions: [{ type: "compress-response" }] }], "compress-response");
}

// SAML: "Traffic Policy does not currently natively support SAML" (modules-to-traffic-policy-actions.mdx,
// "SAML authentication"); its action page is "Coming Soon" (traffic-policy/actions/saml.mdx).
export function saml(): ModuleResult {
  return {
    rules: [],
    status: "converted",
    note: "",
    refusal: {
      key: "saml",
      alternative:
        "Traffic Policy has no SAML action (guides/migration/modules-to-traffic-policy-actions.mdx); use the openid-connect action with your identity provider's OIDC app",
    },
  };
}

// "websocket_tcp_converter | Not supported" (edges-to-endpoints.mdx, "6. Convert modules").
export function websocketTcpConverter(): ModuleResult {
  return {
    rules: [],
    status: "converted",
    note: "",
    refusal: {
      key: "websocket_tcp_converter",
      alternative:
        "Traffic Policy has no websocket-to-TCP converter (guides/migration/edges-to-endpoints.mdx); serve the conversion from your own upstream behind a forward-internal",
    },
  };
}

/** The rules of a parsed `traffic_policy` module, in their phases. */
export function ownPolicy(rules: { phase: Phase; rule: TrafficPolicyRule }[]): PhaseRule[] {
  return rules.map(({ phase, rule }, i) =>
    defined({ phase, name: rule.name ?? `traffic policy rule ${i + 1}`, expressions: rule.expressions, actions: rule.actions }),
  );
}
