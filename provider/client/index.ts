/**
 * The Management API client: one {@link IngressClient} with a member per resource family, all of
 * whose calls go through {@link IngressClient.request}.
 */
import { parseBaseUrl } from "./baseUrl";
import type { Agent, Dispatcher } from "undici";
import type * as Undici from "undici";
import type { z } from "zod";
import { systemClock, type Clock } from "./clock";
import { collectionsOver, type Collections } from "./collections";
import { DEFAULT_RATE_BUDGET, type RateBudget } from "./pacer";
import { send, type RequestConfig, type RequestSpec } from "./request";
import { Secret } from "./secret";
import { VERSION } from "./version";

export * from "./errors";
export type { Clock } from "./clock";
export type { ClientMember } from "./collections";
export type { ListOptions } from "./pages";
export { DEFAULT_RATE_BUDGET, type RateBudget } from "./pacer";
export { pathOf, type PathRef } from "./paths";
export type { RequestSpec } from "./request";
export type { HttpMethod } from "./retry";
export { VERSION };
// Each collection class with its types (the client's members are listed in ./collections.ts).
export { Edges, type Edge } from "../resources/httpsEdgeRoute/client";
export {
  ApplicationSessions,
  ApplicationUsers,
  KubernetesOperators,
  TunnelGroupBackends,
  TunnelSessions,
  type ApplicationSession,
  type ApplicationUser,
  type KubernetesOperator,
  type TunnelGroupBackend,
  type TunnelSession,
} from "./supporting";
export { AbuseReports, type AbuseReport, type AbuseReportCreate } from "../resources/abuseReport/client";
export { AgentIngresses, type AgentIngress, type AgentIngressCreate, type AgentIngressUpdate } from "../resources/agentIngress/client";
export { ApiKeys, type ApiKey, type ApiKeyCreate, type ApiKeyUpdate } from "../resources/apiKey/client";
export { CertificateAuthorities, type CertificateAuthority, type CertificateAuthorityCreate, type CertificateAuthorityUpdate } from "../resources/certificateAuthority/client";
export { CloudEndpoints, type Endpoint, type EndpointCreate, type EndpointUpdate } from "../resources/cloudEndpoint/client";
export { Credentials, type Credential, type CredentialCreate, type CredentialUpdate } from "../resources/credential/client";
export { EventDestinations, type EventDestination, type EventDestinationCreate, type EventDestinationUpdate } from "../resources/eventDestination/client";
export { EventSubscriptions, type EventSubscription, type EventSubscriptionCreate, type EventSubscriptionUpdate } from "../resources/eventSubscription/client";
export { HttpsEdgeRoutes, type ModuleName, type ModuleRequest, type ModuleResponse, type Route, type RouteCreate, type RouteUpdate } from "../resources/httpsEdgeRoute/client";
export { IpPolicies, type IpPolicy, type IpPolicyCreate, type IpPolicyUpdate } from "../resources/ipPolicy/client";
export { IpPolicyRules, type IpPolicyRule, type IpPolicyRuleCreate, type IpPolicyRuleUpdate } from "../resources/ipPolicyRule/client";
export { IpRestrictions, type IpRestriction, type IpRestrictionCreate, type IpRestrictionUpdate } from "../resources/ipRestriction/client";
export { ReservedDomains, type ReservedDomain, type ReservedDomainCreate, type ReservedDomainUpdate } from "../resources/reservedDomain/client";
export { Secrets, type VaultSecret, type VaultSecretCreate, type VaultSecretUpdate } from "../resources/secret/client";
export { ServiceUsers, type ServiceUser, type ServiceUserCreate, type ServiceUserUpdate } from "../resources/serviceUser/client";
export { SshCertificateAuthorities, type SshCertificateAuthority, type SshCertificateAuthorityCreate, type SshCertificateAuthorityUpdate } from "../resources/sshCertificateAuthority/client";
export { SshCredentials, type SshCredential, type SshCredentialCreate, type SshCredentialUpdate } from "../resources/sshCredential/client";
export { TcpAddresses, type TcpAddress, type TcpAddressCreate, type TcpAddressUpdate } from "../resources/tcpAddress/client";
export { TlsCertificates, type TlsCertificate, type TlsCertificateCreate, type TlsCertificateUpdate } from "../resources/tlsCertificate/client";
export { Vaults, type Vault, type VaultCreate, type VaultUpdate } from "../resources/vault/client";
// The collection classes' names in earlier releases, the same classes.
/** @deprecated The same class as {@link CloudEndpoints}. */
export { CloudEndpoints as Endpoints } from "../resources/cloudEndpoint/client";
/** @deprecated The same class as {@link HttpsEdgeRoutes}. */
export { HttpsEdgeRoutes as Routes } from "../resources/httpsEdgeRoute/client";
/** @deprecated The same class as {@link Secrets}. */
export { Secrets as VaultSecrets } from "../resources/secret/client";

/** Options of an {@link IngressClient}. */
export interface ClientOptions {
  /** The API key, sent as `Authorization: Bearer <key>`. Never appears in errors or logs. */
  apiKey: string;
  /** The API's address, for example `https://api.example.com`; may carry a path prefix and/or a trailing slash. */
  baseUrl: string;
  /** undici dispatcher, injectable for tests. Default: one keep-alive `Agent` per process (per connect timeout). */
  dispatcher?: Dispatcher;
  /** Connect timeout of the default dispatcher (an injected one brings its own). Default 10 000 ms. */
  connectTimeoutMs?: number;
  /** Time allowed per attempt, from sending to the last byte of the response. Default 30 000 ms. */
  requestTimeoutMs?: number;
  /** Retries after the first attempt, for failures that are safe to retry. Default 4. */
  maxRetries?: number;
  /** Total time one call may sleep between retries (backoff and `Retry-After`). Default 120 000 ms. */
  maxRetryWaitMs?: number;
  /** The account's rate budget, used to space requests once the service has answered 429. Default 120 per 60 000 ms. */
  rateLimit?: RateBudget;
  /** One line per HTTP attempt: method, path, status (or error code), duration, attempt. Never headers or bodies. */
  log?: (line: string) => void;
  /** Time source and sleep, for tests. Default: the system clock. */
  clock?: Clock;
  /** Jitter source returning [0, 1), for tests. Default `Math.random`. */
  random?: () => number;
  /**
   * Wraps every call (retries included): receives the operation (`GET /tls_certificates/{id}`)
   * and the call, and returns its result; the provider's call guard plugs in here. Default: none.
   */
  around?: <T>(operation: string, call: () => Promise<T>) => Promise<T>;
}

export const DEFAULTS = {
  connectTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxRetries: 4,
  maxRetryWaitMs: 120_000,
} as const;

/** The members of an {@link IngressClient} that hold a collection of the API: the entries of ./collections.ts, each documented there. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the constructor assigns every member it declares
export interface IngressClient extends Collections {}

/** A client of the Management API. Safe to share; holds no per-call state. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class IngressClient {
  /** The base URL, as given. */
  readonly baseUrl: string;
  // Private (#) so inspect and JSON.stringify never reach the key it holds.
  readonly #config: RequestConfig;
  readonly #around: ClientOptions["around"];

  // Each family's member goes by the family's one noun; these are the names programs of earlier releases use.
  /** @deprecated The same collection as {@link IngressClient.cloudEndpoints}. */
  get endpoints(): Collections["cloudEndpoints"] {
    return this.cloudEndpoints;
  }

  /** @deprecated The same collection as {@link IngressClient.secrets}. */
  get vaultSecrets(): Collections["secrets"] {
    return this.secrets;
  }

  /** @deprecated The same collection as {@link IngressClient.httpsEdgeRoutes}. */
  get routes(): Collections["httpsEdgeRoutes"] {
    return this.httpsEdgeRoutes;
  }

  /**
   * @throws TypeError when an option is invalid (the message never quotes the key).
   * @example
   * const client = new IngressClient({ apiKey: process.env.INGRESS_API_KEY ?? "", baseUrl: "https://api.example.com" });
   */
  constructor(opts: ClientOptions) {
    this.#config = resolveConfig(opts);
    this.#around = opts.around;
    this.baseUrl = opts.baseUrl;
    const transport = { request: this.request.bind(this), baseUrl: this.#config.baseUrl };
    Object.assign(this, collectionsOver(transport));
  }

  /**
   * The one request path every method uses: sends `spec` with auth and version headers, paced,
   * with timeouts and retries, and returns the response parsed by `spec.response`.
   *
   * @throws RequestValidationError when the body or a path parameter breaks a rule (nothing is sent);
   *   an {@link ApiError} subclass when the call fails.
   * @example
   * const cert = await client.request({ method: "GET", path: pathOf("/tls_certificates/{id}", { id }), response: TlsCertificate });
   */
  request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>> {
    const around = this.#around;
    if (around === undefined) return send(this.#config, spec);
    const path = spec.path instanceof URL ? spec.path.pathname : spec.path.template;
    return around(`${spec.method} ${path}`, () => send(this.#config, spec));
  }
}

function resolveConfig(opts: ClientOptions): RequestConfig {
  if (typeof opts.apiKey !== "string" || opts.apiKey === "") throw new TypeError("Missing credentials: ClientOptions.apiKey is empty");
  // A key with spaces or control characters would be refused by undici, in an error that could quote it.
  if (!/^[\x21-\x7e]+$/.test(opts.apiKey)) throw new TypeError("ClientOptions.apiKey must be printable ASCII without spaces");

  const baseUrl = parseBaseUrl(opts.baseUrl, "ClientOptions.baseUrl");

  const connectTimeoutMs = positive("connectTimeoutMs", opts.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs);
  const rateLimit = opts.rateLimit ?? DEFAULT_RATE_BUDGET;
  positive("rateLimit.requests", rateLimit.requests);
  positive("rateLimit.windowMs", rateLimit.windowMs);
  return {
    baseUrl,
    apiKey: new Secret(opts.apiKey),
    userAgent: `pulumi-ingress/${VERSION}`,
    dispatcher: opts.dispatcher ?? sharedAgent(connectTimeoutMs),
    requestTimeoutMs: positive("requestTimeoutMs", opts.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs),
    maxRetries: wholeNumber("maxRetries", opts.maxRetries ?? DEFAULTS.maxRetries),
    maxRetryWaitMs: wholeNumber("maxRetryWaitMs", opts.maxRetryWaitMs ?? DEFAULTS.maxRetryWaitMs),
    rateLimit: { requests: rateLimit.requests, windowMs: rateLimit.windowMs },
    clock: opts.clock ?? systemClock,
    random: opts.random ?? Math.random,
    log: opts.log,
  };
}

function positive(name: string, n: number): number {
  if (!(typeof n === "number" && Number.isFinite(n) && n > 0)) throw new TypeError(`ClientOptions.${name} must be a positive number; got ${String(n)}`);
  return n;
}

function wholeNumber(name: string, n: number): number {
  if (!(Number.isInteger(n) && n >= 0)) throw new TypeError(`ClientOptions.${name} must be a whole number from 0; got ${String(n)}`);
  return n;
}

// One keep-alive pool per process (per connect timeout), shared by every client and resource.
// undici is loaded with the first pool: a program that only declares resources never needs it.
const agents = new Map<number, Agent>();
function sharedAgent(connectTimeoutMs: number): Agent {
  let agent = agents.get(connectTimeoutMs);
  if (!agent) {
    const undici = require("undici") as typeof Undici; // eslint-disable-line @typescript-eslint/no-require-imports -- loaded on first use
    agents.set(connectTimeoutMs, (agent = new undici.Agent({ connect: { timeout: connectTimeoutMs } })));
  }
  return agent;
}
