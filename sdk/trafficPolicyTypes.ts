/**
 * The Traffic Policy document as programs write it: phases, rules and one interface per action
 * type, with ngrok's field names (snake_case). The checks and the service's form are the zod
 * schemas of trafficPolicy/model/document.ts; tests/types/wireParity.ts fails compilation when
 * these types and those schemas differ. Sources: ngrok-docs traffic-policy/how-it-works.mdx
 * ("Phases", "Rule fields") and snippets/traffic-policy/actions/<type>/config.mdx.
 *
 * Durations are strings in Go's duration syntax, as the docs write them: numbers with the units
 * `ns`, `us`, `ms`, `s`, `m` and `h` (`"30s"`, `"2m"`, `"1h30m"`), never numbers of seconds.
 * Fields marked "CEL interpolation" may hold `${expression}` parts, evaluated per request.
 */

/**
 * A Traffic Policy document: the rules a Cloud Endpoint (or a route's traffic policy module) runs,
 * by phase. Each phase is optional; an absent phase has no rules, and an empty list is the same.
 * Checked field by field before any API call, then written to the service as JSON.
 */
export interface TrafficPolicy {
  /**
   * Rules run when a TCP connection is established, before any HTTP: allow, reject or handle the
   * connection. The only phase of `tls` and `tcp` endpoints; not allowed on internal HTTP(S) endpoints.
   */
  on_tcp_connect?: TrafficPolicyRule[] | undefined;
  /** Rules run on each HTTP request, in order: authentication, rewrites, rate limits, forwarding. HTTP(S) endpoints only. */
  on_http_request?: TrafficPolicyRule[] | undefined;
  /** Rules run on each response from the upstream service before it goes to the client: headers, compression. HTTP(S) endpoints only. */
  on_http_response?: TrafficPolicyRule[] | undefined;
}

/** One rule of a phase: when its expressions all hold, its actions run in order. */
export interface TrafficPolicyRule {
  /** A label for people; it changes nothing. Default: none. */
  name?: string | undefined;
  /**
   * CEL expressions (such as `req.url.path.startsWith('/api/')`), each non-empty, that must all
   * be true for the actions to run. Absent or empty: the rule matches all traffic.
   */
  expressions?: string[] | undefined;
  /** The actions to run, in order. Required; at least one. */
  actions: TrafficPolicyAction[];
}

/**
 * One action of a rule: its `type`, and a `config` whose fields the action's reference defines.
 * Durations are strings in Go's duration syntax (`"30s"`, `"2m"`, `"1h30m"`), never numbers of
 * seconds; fields marked "CEL interpolation" may hold `${expression}` parts. Secrets (`client_secret` of `oauth` and `openid-connect`, `secret` of `verify-webhook`) are plain
 * strings here; a {@link CloudEndpoint} makes its policy secret when they are set.
 */
export type TrafficPolicyAction =
  | AddHeadersAction
  | RemoveHeadersAction
  | RestrictIpsAction
  | CircuitBreakerAction
  | CompressResponseAction
  | VerifyWebhookAction
  | OAuthAction
  | OpenIdConnectAction
  | ForwardInternalAction
  | SetVarsAction
  | CustomResponseAction
  | UrlRewriteAction
  | RedirectAction
  | RateLimitAction
  | BasicAuthAction
  | LogAction
  | CloseConnectionAction
  | DenyAction
  | AiGatewayAction
  | HttpRequestAction
  | JwtValidationAction
  | OwaspCrsRequestAction
  | OwaspCrsResponseAction
  | TerminateTlsAction
  | RequestBodyFindReplaceAction
  | ResponseBodyFindReplaceAction
  | SseFindReplaceAction;

/** Adds headers to the request or the response (phases `on_http_request`, `on_http_response`). */
export interface AddHeadersAction {
  /** The action type. */
  type: "add-headers";
  /** The headers to add. Required. */
  config: AddHeadersConfig;
}
/** Settings of `add-headers`. */
export interface AddHeadersConfig {
  /** Header name → value, from 1 to 10 entries. Values support CEL interpolation. */
  headers: Record<string, string>;
}

/** Removes headers from the request or the response (phases `on_http_request`, `on_http_response`). */
export interface RemoveHeadersAction {
  /** The action type. */
  type: "remove-headers";
  /** The headers to remove. Required. */
  config: RemoveHeadersConfig;
}
/** Settings of `remove-headers`. */
export interface RemoveHeadersConfig {
  /** Names of the headers to remove, from 1 to 10. */
  headers: string[];
}

/** Allows or denies traffic by source IP address (every phase). */
export interface RestrictIpsAction {
  /** The action type. */
  type: "restrict-ips";
  /** The allowed and denied addresses. Required. */
  config: RestrictIpsConfig;
}
/** Settings of `restrict-ips`. */
export interface RestrictIpsConfig {
  /** When false, the next action runs even if the IP is not permitted. Default: true. */
  enforce?: boolean | undefined;
  /** CIDRs allowed (`"203.0.113.0/24"`). Supports CEL interpolation. Default: none. */
  allow?: string[] | undefined;
  /** CIDRs denied. Supports CEL interpolation. Default: none. */
  deny?: string[] | undefined;
  /** Ids (`ipp_…`) of IP policies that decide whether the source IP is allowed. Default: none. */
  ip_policies?: string[] | undefined;
}

/** Rejects requests while the upstream's error rate is above a threshold (phase `on_http_request`). */
export interface CircuitBreakerAction {
  /** The action type. */
  type: "circuit-breaker";
  /** The thresholds and windows. Required. */
  config: CircuitBreakerConfig;
}
/** Settings of `circuit-breaker`. */
export interface CircuitBreakerConfig {
  /** Error rate at which requests are rejected: a fraction from 0.0 to 1.0 (`0.5` is 50%; not a percentage). Required. */
  error_threshold: number;
  /** Requests in a rolling window before the error threshold is checked: a whole number from 1 to 2,000,000,000. Default: 10. */
  volume_threshold?: number | undefined;
  /** Length of the rolling window metrics are kept for: a duration from `"1s"` to `"2m"`. Default: `"10s"`. */
  window_duration?: string | undefined;
  /** How long requests are rejected before upstream health is checked again: a duration from `"1s"` to `"2m"`. Default: `"10s"`. */
  tripped_duration?: string | undefined;
  /** Buckets the rolling window is divided into: a whole number; the service fixes it at 10. */
  num_buckets?: number | undefined;
  /** When false, the circuit never trips and no request is rejected. Default: true. */
  enforce?: boolean | undefined;
}

/** Compresses response bodies for clients that accept it (phase `on_http_response`). */
export interface CompressResponseAction {
  /** The action type. */
  type: "compress-response";
  /** The algorithms to offer. Default: all four. */
  config?: CompressResponseConfig | undefined;
}
/** Settings of `compress-response`. */
export interface CompressResponseConfig {
  /** Algorithms considered when negotiating the encoding, each at most once. Default: `gzip`, `deflate`, `br`, `compress`. */
  algorithms?: ("br" | "compress" | "deflate" | "gzip")[] | undefined;
}

/** Verifies the signature of webhook requests from a provider (phase `on_http_request`). */
export interface VerifyWebhookAction {
  /** The action type. */
  type: "verify-webhook";
  /** The provider and its secret. Required. */
  config: VerifyWebhookConfig;
}
/** Settings of `verify-webhook`. */
export interface VerifyWebhookConfig {
  /** Identifier of a supported webhook provider (`github`, `stripe`, `slack`, …; ngrok's verify-webhook reference lists them). Required; not empty. */
  provider: string;
  /** The secret the provider signs requests with. Secret: the endpoint's policy is made secret when it is set. Supports CEL interpolation. Required. */
  secret: string;
  /** When false, the next actions run even if the webhook is not valid. Default: true. */
  enforce?: boolean | undefined;
}

/** Lets only users signed in with an OAuth identity provider through (phase `on_http_request`). */
export interface OAuthAction {
  /** The action type. */
  type: "oauth";
  /** The provider and session settings. Required. */
  config: OAuthConfig;
}
/** What `oauth` and `openid-connect` settle alike: the scopes and URL parameters asked for, and the session. */
export interface LoginSessionSettings {
  /** Scopes to request besides the ones ngrok needs. Default: none. */
  scopes?: string[] | undefined;
  /** Extra URL parameters of the authorization endpoint URL, name → value. Default: none. */
  authz_url_params?: Record<string, string> | undefined;
  /** Longest a session lasts, whatever the activity: a duration. Default: the service's. */
  max_session_duration?: string | undefined;
  /** How often the user's data is fetched again from the provider: a duration. Default: the service's. */
  userinfo_refresh_interval?: string | undefined;
  /** When true, CORS preflight requests pass without authentication. Default: false. */
  allow_cors_preflight?: boolean | undefined;
  /** Domain the auth cookie is valid for (so several hostnames under it share a login). Default: the service's. */
  auth_cookie_domain?: string | undefined;
}

/** Settings of `oauth`. */
export interface OAuthConfig extends LoginSessionSettings {
  /** Identity provider: `amazon`, `facebook`, `github`, `gitlab`, `google`, `linkedin`, `microsoft` or `twitch`. Required; not empty. */
  provider: string;
  /** Identifier of this login, used in the cookie and in `/ngrok/login?auth_id=…` and `/ngrok/logout?auth_id=…`. Default: none. */
  auth_id?: string | undefined;
  /** Your OAuth app's client id. Absent: ngrok's managed app (available for github, gitlab, google, linkedin, microsoft, twitch). Supports CEL interpolation. */
  client_id?: string | undefined;
  /** Your OAuth app's client secret. Secret: the endpoint's policy is made secret when it is set. Absent with the managed app. Supports CEL interpolation. */
  client_secret?: string | undefined;
  /** Inactivity after which the session ends and the user signs in again: a duration. Default: the service's. */
  idle_session_timeout?: string | undefined;
}

/** Lets only users signed in with an OpenID Connect provider through (phase `on_http_request`). */
export interface OpenIdConnectAction {
  /** The action type. */
  type: "openid-connect";
  /** The provider and session settings. Required. */
  config: OpenIdConnectConfig;
}
/** Settings of `openid-connect`. Note `idle_session_duration` where `oauth` says `idle_session_timeout`. */
export interface OpenIdConnectConfig extends LoginSessionSettings {
  /** Base URL of the provider, which serves `/.well-known/openid-configuration`. Required; not empty. */
  issuer_url: string;
  /** Identifier of this login, used in the cookie and the login and logout paths. Default: none. */
  auth_id?: string | undefined;
  /** Your OpenID Connect app's client id. Supports CEL interpolation. */
  client_id?: string | undefined;
  /** Your OpenID Connect app's client secret. Secret: the endpoint's policy is made secret when it is set. Supports CEL interpolation. */
  client_secret?: string | undefined;
  /** Inactivity after which the session ends and the user signs in again: a duration. Default: the service's. */
  idle_session_duration?: string | undefined;
}

/** Sends the traffic to an internal endpoint of the same account (phases `on_tcp_connect`, `on_http_request`). */
export interface ForwardInternalAction {
  /** The action type. */
  type: "forward-internal";
  /** Where to forward. Required. */
  config: ForwardInternalConfig;
}
/** Settings of `forward-internal`. */
export interface ForwardInternalConfig {
  /** URL of the internal endpoint (`https://app.internal`, `http://api.internal:1234`). Supports CEL interpolation. Required; not empty. */
  url: string;
  /** On a forwarding error: `halt` stops the policy, `continue` runs the next actions. Default: `halt`. */
  on_error?: "halt" | "continue" | undefined;
}

/** Sets variables that later expressions and interpolations read (every phase). */
export interface SetVarsAction {
  /** The action type. */
  type: "set-vars";
  /** The variables. Required. */
  config: SetVarsConfig;
}
/** Settings of `set-vars`. */
export interface SetVarsConfig {
  /** At least one entry; each a map of exactly one variable name → its value (any CEL value). */
  vars: Record<string, unknown>[];
}

/** Answers the request itself, with a fixed response (phases `on_http_request`, `on_http_response`). */
export interface CustomResponseAction {
  /** The action type. */
  type: "custom-response";
  /** The response; every field is optional. Default: status 200. */
  config?: CustomResponseConfig | undefined;
}
/** Settings of `custom-response`. */
export interface CustomResponseConfig {
  /** HTTP status code: a whole number from 100 to 599. Default: 200. */
  status_code?: number | undefined;
  /** Response body. Supports CEL interpolation. Default: empty. */
  body?: string | undefined;
  /** Response headers, name → value, from 1 to 10 entries (`content-type` is inferred when absent). Supports CEL interpolation. Default: none. */
  headers?: Record<string, string> | undefined;
}

/** Rewrites the request URL before it reaches the upstream; the client still sees its own URL (phase `on_http_request`). */
export interface UrlRewriteAction {
  /** The action type. */
  type: "url-rewrite";
  /** The pattern and replacement. Required. */
  config: UrlRewriteConfig;
}
/** Settings of `url-rewrite`. */
export interface UrlRewriteConfig {
  /** Regular expression matching the part of the URL to replace. Supports CEL interpolation. Optional; the reference gives no default. */
  from?: string | undefined;
  /** The replacement (may refer to groups of `from`). Supports CEL interpolation. Required; not empty. */
  to: string;
}

/** Redirects the client to another URL (phase `on_http_request`). */
export interface RedirectAction {
  /** The action type. */
  type: "redirect";
  /** The pattern, target and status. Required. */
  config: RedirectConfig;
}
/** Settings of `redirect`. */
export interface RedirectConfig {
  /** Regular expression matching the part of the URL to replace. Supports CEL interpolation. Optional; the reference gives no default. */
  from?: string | undefined;
  /** The replacement (may refer to groups of `from`). Supports CEL interpolation. Required; not empty. */
  to: string;
  /** HTTP status code of the redirect: a whole number from 300 to 399. Default: 302. */
  status_code?: number | undefined;
  /** Headers added to the response, name → value, from 1 to 10 entries. Supports CEL interpolation in values. Default: none. */
  headers?: Record<string, string> | undefined;
}

/** Limits the rate of requests that reach the upstream (phase `on_http_request`). */
export interface RateLimitAction {
  /** The action type. */
  type: "rate-limit";
  /** The limit. Required. */
  config: RateLimitConfig;
}
/** Settings of `rate-limit`. */
export interface RateLimitConfig {
  /** Name of this limit. Required; not empty; ngrok's limit is under 1024 characters. */
  name: string;
  /** When false, the limit is computed but nothing is rejected (for testing or a custom response). Default: true. */
  enforce?: boolean | undefined;
  /** The algorithm; `sliding_window` is the only one. Required. */
  algorithm: "sliding_window";
  /** Requests allowed per `rate` and bucket: a whole number of at least 1 (ngrok's maximum: 2,000,000,000). Required. */
  capacity: number;
  /** The period `capacity` applies to: a duration from `"60s"` to `"24h"`, a multiple of 10 seconds (`"90s"`, `"10m"`). Required. */
  rate: string;
  /**
   * CEL expressions whose values together key a bucket (`req.host`, `conn.client_ip`,
   * `getReqHeader('X-Api-Key')`): each distinct combination is limited separately. Required; at
   * least one (ngrok's maximum: 10).
   */
  bucket_key: string[];
}

/** Requires HTTP Basic authentication (phase `on_http_request`). */
export interface BasicAuthAction {
  /** The action type. */
  type: "basic-auth";
  /** The credentials. Required. */
  config: BasicAuthConfig;
}
/** Settings of `basic-auth`. */
export interface BasicAuthConfig {
  /**
   * Allowed `username:password` pairs: at least one (ngrok's maximum: 10); passwords from 8 to 128
   * characters. Supports CEL interpolation. These are passwords, but a {@link CloudEndpoint} does
   * not make its policy secret for them: pass the policy as a secret to keep them out of plain state.
   */
  credentials: string[];
  /** The HTTP realm (RFC 7235). Default: `ngrok`. */
  realm?: string | undefined;
  /** When false, the next action runs even if authentication failed. Default: true. */
  enforce?: boolean | undefined;
}

/** Adds metadata to the events ngrok logs for the traffic (every phase). */
export interface LogAction {
  /** The action type. */
  type: "log";
  /** The metadata. Required. */
  config: LogConfig;
}
/** Settings of `log`. */
export interface LogConfig {
  /** Name → any value, included in the action's events. Strings support CEL interpolation. Required; may be empty. */
  metadata: Record<string, unknown>;
}

/** Closes the connection (phases `on_tcp_connect`, `on_http_request`). */
export interface CloseConnectionAction {
  /** The action type. */
  type: "close-connection";
  /** No settings: leave it out, or `{}`. */
  config?: Record<string, never> | undefined;
}

/** Rejects the request or connection (phases `on_tcp_connect`, `on_http_request`). */
export interface DenyAction {
  /** The action type. */
  type: "deny";
  /** The response status (HTTP only). Default: 403. */
  config?: DenyConfig | undefined;
}
/** Settings of `deny`. On `on_tcp_connect` it has none. */
export interface DenyConfig {
  /** HTTP status code of the response: a whole number from 100 to 599. Default: 403. */
  status_code?: number | undefined;
}

/**
 * An action whose config this package passes to the service unchecked: its fields are those
 * ngrok's reference for the action type defines. Each action of this shape below names it with
 * its own type.
 *
 * @typeParam Type - The action type (`ai-gateway`).
 */
export interface UncheckedAction<Type extends string> {
  /** The action type. */
  type: Type;
  /** Settings as ngrok's reference defines them, passed to the service unchecked. Default: none. */
  config?: Record<string, unknown> | undefined;
}
/**
 * Routes requests to AI providers with failover and load balancing. This package passes its
 * config to the service unchecked (ngrok-docs traffic-policy/actions/ai-gateway.mdx).
 */
export type AiGatewayAction = UncheckedAction<"ai-gateway">;
/**
 * Makes an outbound HTTP request to a URL. This package passes its config to the service
 * unchecked (ngrok-docs traffic-policy/actions/http-request.mdx).
 */
export type HttpRequestAction = UncheckedAction<"http-request">;
/**
 * Validates JSON Web Tokens before traffic reaches the upstream. This package passes its config to
 * the service unchecked (ngrok-docs traffic-policy/actions/jwt-validation.mdx).
 */
export type JwtValidationAction = UncheckedAction<"jwt-validation">;
/**
 * Blocks common web attacks in requests (OWASP Core Rule Set). This package passes its config to
 * the service unchecked (ngrok-docs traffic-policy/actions/owasp-crs-request.mdx).
 */
export type OwaspCrsRequestAction = UncheckedAction<"owasp-crs-request">;
/**
 * Blocks common web attacks in responses (OWASP Core Rule Set). This package passes its config to
 * the service unchecked (ngrok-docs traffic-policy/actions/owasp-crs-response.mdx).
 */
export type OwaspCrsResponseAction = UncheckedAction<"owasp-crs-response">;
/**
 * Controls how TLS is terminated: versions, a custom certificate, mutual TLS (phase
 * `on_tcp_connect`, on `https` and `tls` endpoints; ngrok-docs traffic-policy/actions/terminate-tls.mdx).
 *
 * @example
 * { type: "terminate-tls", config: { mutual_tls_certificate_authorities: [ca.id] } }
 */
export interface TerminateTlsAction {
  /** The action type. */
  type: "terminate-tls";
  /** The settings; every one has a default. Default: none (TLS terminated as without the action). */
  config?: TerminateTlsConfig | undefined;
}
/** Settings of `terminate-tls`. */
export interface TerminateTlsConfig {
  /** The lowest TLS version accepted: `"1.2"` or `"1.3"`. Default: `"1.2"`. */
  min_version?: "1.2" | "1.3" | undefined;
  /** The highest TLS version accepted: `"1.2"` or `"1.3"`. Default: `"1.3"`. */
  max_version?: "1.2" | "1.3" | undefined;
  /** PEM private key of a custom server certificate (with `server_certificate`). Supports CEL interpolation. Default: none. */
  server_private_key?: string | undefined;
  /** PEM custom server certificate (with `server_private_key`). Supports CEL interpolation. Default: none. */
  server_certificate?: string | undefined;
  /**
   * The CAs trusted to sign clients' certificates: ids of the account's certificate authorities
   * (`ca_…`, a `CertificateAuthority`'s `id`) and/or PEM CA certificates. Supports CEL
   * interpolation. The service refuses an id the account does not hold. Default: none (no mutual TLS).
   */
  mutual_tls_certificate_authorities?: string[] | undefined;
  /** How clients' certificates are checked: `require-and-verify`, `require-any` or `request`. Default: `require-and-verify`. */
  mutual_tls_verification_strategy?: "require-and-verify" | "require-any" | "request" | undefined;
}
/**
 * Finds and replaces text in request bodies with regular expressions. This package passes its
 * config to the service unchecked (ngrok-docs traffic-policy/actions/request-body-find-replace.mdx).
 */
export type RequestBodyFindReplaceAction = UncheckedAction<"request-body-find-replace">;
/**
 * Finds and replaces text in response bodies with regular expressions. This package passes its
 * config to the service unchecked (ngrok-docs traffic-policy/actions/response-body-find-replace.mdx).
 */
export type ResponseBodyFindReplaceAction = UncheckedAction<"response-body-find-replace">;
/**
 * Finds and replaces text in Server-Sent Events streams. This package passes its config to the
 * service unchecked (ngrok-docs traffic-policy/actions/sse-find-replace.mdx).
 */
export type SseFindReplaceAction = UncheckedAction<"sse-find-replace">;
