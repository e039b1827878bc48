/**
 * The public shapes of the Traffic Policy simulator: what goes in (a request and what the account
 * holds) and what comes out (an answer, an upstream reached, or a closed connection, with a trace).
 */
import type { Phase, TrafficPolicy } from "../../model/document";

/** Header values as a request carries them: one string, or one per repeated header. */
export type SimHeaders = Record<string, string | readonly string[]>;

/** One HTTP request as it reaches the endpoint. */
export interface SimRequest {
  /** HTTP method, e.g. `GET`. */
  method: string;
  /** The full URL the client asked for (`https://shop.example.com/api?q=1`); its host is `req.host`. */
  url: string;
  /** Request headers; names in any case. A `host` header, when given, must name the URL's host. */
  headers?: SimHeaders;
  /** Request body as text; absent = none. */
  body?: string;
  /** The client's address, `conn.client_ip` (IPv4 or IPv6). */
  clientIp: string;
}

/** An answer: from the policy, or from the upstream (then passed through `on_http_response`). */
export interface SimResponse {
  /** HTTP status code. */
  status: number;
  /** Response headers, names lower case, each a list of values. */
  headers: Record<string, string[]>;
  /** Body text; for an answer compress-response encoded, the text before encoding. */
  body: string;
  /** The body's bytes as sent, when compress-response encoded it (`content-encoding` names how). */
  encoded?: Uint8Array;
}

/** The request as the policy forwards it. */
export interface ForwardedRequest {
  method: string;
  /** Path and query, e.g. `/orders?id=1`. */
  path: string;
  /** Headers, names lower case, each a list of values. */
  headers: Record<string, string[]>;
  body: string;
}

/** One rule of an IP policy: a CIDR and whether it allows or denies. */
export interface SimIpRule {
  cidr: string;
  action: "allow" | "deny";
}

/** The identity an `oauth` or `openid-connect` action sees as already logged in. */
export interface SimIdentity {
  /** E-mail address of the user (`actions.ngrok.oauth.identity.email`). */
  email: string;
  /** Display name; empty when absent. */
  name?: string;
  /** The provider's user id; `sim-user` when absent. */
  id?: string;
}

/**
 * What persists between requests, kept by the caller: rate-limit windows and circuit-breaker
 * counts. Create it once with `{}` and pass the same object to every `simulate` call.
 */
export interface SimState {
  /** Rate-limit request times (ms since epoch) by `<action name>\u0000<bucket key>`. */
  rateLimits?: Record<string, number[]>;
  /** Circuit-breaker outcomes and trip time by `<endpoint>\u0000<phase>[<rule>].<action>`. */
  circuitBreakers?: Record<string, { results: { at: number; failed: boolean }[]; trippedUntil: number | null }>;
}

/** Everything about the account and the moment that the policy may read. */
export interface SimContext {
  /**
   * The endpoint running the policy; its URL fills `endpoint.*` (default: the request URL's
   * origin). `upstream`: where an agent endpoint sends a request that no terminating action
   * ended; absent (a cloud endpoint), such a request gets the service's "endpoint is offline"
   * answer (ERR_NGROK_3200).
   */
  endpoint?: { url: string; id?: string; upstream?: string };
  /** The account's IP policies by id, each a list of rules. */
  ipPolicies?: Record<string, readonly SimIpRule[]>;
  /** Vault secrets: vault name → secret name → value (`secrets.get(vault, name)`). */
  secrets?: Record<string, Record<string, string>>;
  /** Internal endpoints by URL (`https://api.internal`), each with its own policy (none = forwards as is). */
  internalEndpoints?: Record<string, TrafficPolicy | string | null>;
  /** JSON Web Key Sets by the issuer's JWKS URL (jwt-validation's `issuer.keys.sources`... `url`), or under `"*"` for any. */
  jwks?: Record<string, { keys: readonly Record<string, unknown>[] }>;
  /** The time the request arrives; default now. Fills `time.now` and drives rate limits. */
  now?: Date;
  /** State kept between requests; without it each call starts fresh. */
  state?: SimState;
  /** The user already logged in to `oauth` / `openid-connect`; absent = not logged in. See also the `x-sim-identity` header. */
  identity?: SimIdentity;
  /** Geo data for `conn.geo.*`; absent fields are empty strings. */
  geo?: Partial<Record<"city" | "country" | "country_code" | "latitude" | "longitude" | "radius" | "subdivision", string>>;
  /**
   * Called when the request reaches its upstream, with the upstream URL and the forwarded request;
   * its answer then runs through `on_http_response`. Absent: that phase is not run.
   */
  upstream?: (url: string, request: ForwardedRequest) => Promise<SimResponse> | SimResponse;
}

/** A rule whose expressions all held. */
export interface MatchedRule {
  phase: Phase;
  /** Index of the rule in its phase. */
  index: number;
  name?: string;
  /** The internal endpoint whose policy holds the rule; absent for the endpoint's own policy. */
  endpoint?: string;
}

/** An action that ran, and what it did in a few words. */
export interface RanAction {
  phase: Phase;
  rule: number;
  type: string;
  /** What it did: `added x-env`, `denied 403`, `allowed by 10.0.0.0/8`, … */
  detail: string;
  endpoint?: string;
}

/** One entry the `log` action wrote. */
export interface LogEntry {
  phase: Phase;
  rule: number;
  metadata: Record<string, unknown>;
}

/** An action the simulator could not run faithfully, and why. */
export interface NotSimulatedAction {
  phase: Phase;
  rule: number;
  type: string;
  reason: string;
}

/** What happened on the way: rules matched, actions run, variables, logs, gaps. */
export interface Trace {
  rules: MatchedRule[];
  actions: RanAction[];
  /** `vars.*` at the end, as plain JSON values. */
  vars: Record<string, unknown>;
  logs: LogEntry[];
  /** Actions met but not simulated; non-empty means the outcome may differ from the service's. */
  notSimulated: NotSimulatedAction[];
  /** True when `notSimulated` is non-empty. */
  incomplete: boolean;
}

/** The policy answered the client itself. */
export interface ResponseOutcome {
  kind: "response";
  status: number;
  headers: Record<string, string[]>;
  body: string;
  trace: Trace;
}

/** The request reached an upstream. */
export interface UpstreamOutcome {
  kind: "upstream";
  /** The upstream URL: the last internal endpoint forwarded to, or the agent's upstream. */
  upstream: string;
  /** The request as forwarded. */
  request: ForwardedRequest;
  /** The answer the client gets after `on_http_response`, when `context.upstream` gave one. */
  response?: SimResponse;
  trace: Trace;
}

/** The connection was closed without an answer. */
export interface ClosedOutcome {
  kind: "closed";
  trace: Trace;
}

export type Outcome = ResponseOutcome | UpstreamOutcome | ClosedOutcome;
