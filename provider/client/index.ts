/**
 * The Management API client: one {@link IngressClient} with a member per resource family, all of
 * whose calls go through {@link IngressClient.request}.
 */
import { parseBaseUrl } from "./baseUrl";
import type { Agent, Dispatcher } from "undici";
import type * as Undici from "undici";
import type { z } from "zod";
import { AbuseReports } from "../resources/abuseReport/client";
import { systemClock, type Clock } from "./clock";
import { Endpoints } from "../resources/cloudEndpoint/client";
import { ReservedDomains } from "../resources/reservedDomain/client";
import { EventSubscriptions } from "../resources/eventSubscription/client";
import { DEFAULT_RATE_BUDGET, type RateBudget } from "./pacer";
import { send, type RequestConfig, type RequestSpec } from "./request";
import { Routes } from "../resources/httpsEdgeRoute/client";
import { Secret } from "./secret";
import { TlsCertificates } from "../resources/tlsCertificate/client";
import { Vaults } from "../resources/vault/client";
import { VaultSecrets } from "../resources/secret/client";
import { Edges } from "./edges";
import { EventDestinations } from "../resources/eventDestination/client";
import { ApplicationSessions, ApplicationUsers, KubernetesOperators, TunnelGroupBackends, TunnelSessions } from "./supporting";
import { IpPolicies } from "../resources/ipPolicy/client";
import { IpPolicyRules } from "../resources/ipPolicyRule/client";
import { TcpAddresses } from "../resources/tcpAddress/client";
import { IpRestrictions } from "../resources/ipRestriction/client";
import { SshCertificateAuthorities } from "../resources/sshCertificateAuthority/client";
import { SshCredentials } from "../resources/sshCredential/client";
import { ServiceUsers } from "../resources/serviceUser/client";
import { Credentials } from "../resources/credential/client";
import { ApiKeys } from "../resources/apiKey/client";
import { VERSION } from "./version";
import { CertificateAuthorities } from "../resources/certificateAuthority/client";
import { AgentIngresses } from "../resources/agentIngress/client";

export * from "./errors";
export type { Clock } from "./clock";
export type { ListOptions } from "./pages";
export { DEFAULT_RATE_BUDGET, type RateBudget } from "./pacer";
export { pathOf, type PathRef } from "./paths";
export type { RequestSpec } from "./request";
export type { HttpMethod } from "./retry";
export type { AbuseReport, AbuseReportCreate } from "../resources/abuseReport/client";
export type { Edge } from "./edges";
export type { Endpoint, EndpointCreate, EndpointUpdate } from "../resources/cloudEndpoint/client";
export type { EventDestination, EventDestinationCreate, EventDestinationUpdate } from "../resources/eventDestination/client";
export type { ReservedDomain, ReservedDomainCreate, ReservedDomainUpdate } from "../resources/reservedDomain/client";
export type { ApplicationSession, ApplicationUser, KubernetesOperator, TunnelGroupBackend, TunnelSession } from "./supporting";
export type { IpPolicy, IpPolicyCreate, IpPolicyUpdate } from "../resources/ipPolicy/client";
export type { IpPolicyRule, IpPolicyRuleCreate, IpPolicyRuleUpdate } from "../resources/ipPolicyRule/client";
export type { EventSubscription, EventSubscriptionCreate, EventSubscriptionUpdate } from "../resources/eventSubscription/client";
export type { ModuleName, ModuleRequest, ModuleResponse, Route, RouteCreate, RouteUpdate } from "../resources/httpsEdgeRoute/client";
export type { TlsCertificate, TlsCertificateCreate, TlsCertificateUpdate } from "../resources/tlsCertificate/client";
export type { Vault, VaultCreate, VaultUpdate } from "../resources/vault/client";
export type { VaultSecret, VaultSecretCreate, VaultSecretUpdate } from "../resources/secret/client";
export type { TcpAddress, TcpAddressCreate, TcpAddressUpdate } from "../resources/tcpAddress/client";
export { AbuseReports, ApplicationSessions, ApplicationUsers, Edges, Endpoints, EventDestinations, EventSubscriptions, IpPolicies, IpPolicyRules, KubernetesOperators, ReservedDomains, Routes, TlsCertificates, TunnelGroupBackends, TunnelSessions, Vaults, VaultSecrets, TcpAddresses, CertificateAuthorities, AgentIngresses, IpRestrictions, SshCertificateAuthorities, SshCredentials, ServiceUsers, Credentials, ApiKeys, VERSION };
export type { CertificateAuthority, CertificateAuthorityCreate, CertificateAuthorityUpdate } from "../resources/certificateAuthority/client";
export type { AgentIngress, AgentIngressCreate, AgentIngressUpdate } from "../resources/agentIngress/client";
export type { IpRestriction, IpRestrictionCreate, IpRestrictionUpdate } from "../resources/ipRestriction/client";
export type { SshCertificateAuthority, SshCertificateAuthorityCreate, SshCertificateAuthorityUpdate } from "../resources/sshCertificateAuthority/client";
export type { SshCredential, SshCredentialCreate, SshCredentialUpdate } from "../resources/sshCredential/client";
export type { ServiceUser, ServiceUserCreate, ServiceUserUpdate } from "../resources/serviceUser/client";
export type { Credential, CredentialCreate, CredentialUpdate } from "../resources/credential/client";
export type { ApiKey, ApiKeyCreate, ApiKeyUpdate } from "../resources/apiKey/client";

/** The client's members that hold a collection of the API (`tlsCertificates`, `edges`, …). */
export type ClientMember = Exclude<keyof IngressClient, "baseUrl" | "request">;

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

/** A client of the Management API. Safe to share; holds no per-call state. */
export class IngressClient {
  /** TLS certificates: create, get, list, update, delete. */
  readonly tlsCertificates: TlsCertificates;
  /** HTTPS edges, each with its routes: get, list. */
  readonly edges: Edges;
  /** Event destinations, which subscriptions send to: create, get, list, update, delete. */
  readonly eventDestinations: EventDestinations;
  /** Tunnel group backends, which routes send traffic to: get, list. */
  readonly tunnelGroupBackends: TunnelGroupBackends;
  /** IP policies, which routes' IP restrictions name: create, get, list, update, delete. */
  readonly ipPolicies: IpPolicies;
  /** IP policy rules, each allowing or denying a CIDR for its policy: create, get, list, update, delete. */
  readonly ipPolicyRules: IpPolicyRules;
  /** HTTPS edge routes: create, get, update, delete, and per-module replace and delete. */
  readonly routes: Routes;
  /** Abuse reports: create, get. */
  readonly abuseReports: AbuseReports;
  /** Event subscriptions: create, get, list, update, delete. */
  readonly eventSubscriptions: EventSubscriptions;
  /** Endpoints: create, get, update, delete cloud endpoints; list endpoints of every type. */
  readonly endpoints: Endpoints;
  /** Reserved domains: create, get, list, update, delete, and detach a certificate or its management policy. */
  readonly reservedDomains: ReservedDomains;
  /** Vaults, which hold the secrets Traffic Policies read: create, get, list, update, delete. */
  readonly vaults: Vaults;
  /** Secrets of vaults: create, get, list, update, delete (the value is sent, never returned). */
  readonly vaultSecrets: VaultSecrets;
  /** TCP addresses, which public tcp:// cloud endpoints are on: create, get, list, update, delete. */
  readonly tcpAddresses: TcpAddresses;
  /** Certificate authorities, which mutual TLS trusts: create, get, list, update, delete. */
  readonly certificateAuthorities: CertificateAuthorities;
  /** Agent ingresses, a domain of the account's own for its agents to connect to: create, get, list, update, delete. */
  readonly agentIngresses: AgentIngresses;
  /** IP restrictions, each keeping what its IP policies do not allow out of the dashboard, the API, the agents or the endpoints: create, get, list, update, delete. */
  readonly ipRestrictions: IpRestrictions;
  /** SSH certificate authorities, whose key pairs the service makes and keeps: create, get, list, update, delete. */
  readonly sshCertificateAuthorities: SshCertificateAuthorities;
  /** SSH credentials, public keys agents authenticate with over SSH: create, get, list, update, delete. */
  readonly sshCredentials: SshCredentials;
  /** Kubernetes operators the ngrok operator registered: get, list. */
  readonly kubernetesOperators: KubernetesOperators;
  /** Tunnel sessions, the agents' connections: get, list (with a CEL `filter`). */
  readonly tunnelSessions: TunnelSessions;
  /** Application sessions of users signed in through an endpoint's identity provider: get, list. */
  readonly applicationSessions: ApplicationSessions;
  /** Application users, who signed in through an endpoint's identity provider: get, list. */
  readonly applicationUsers: ApplicationUsers;
  /** Service users, which own credentials and API keys: create, get, list, update, delete. */
  readonly serviceUsers: ServiceUsers;
  /** Credentials (agents' authtokens): create, get, list, update, delete (the token is in the create's answer only). */
  readonly credentials: Credentials;
  /** API keys: create, get, list, update, delete (the token is in the create's answer only). */
  readonly apiKeys: ApiKeys;
  /** The base URL, as given. */
  readonly baseUrl: string;
  // Private (#) so inspect and JSON.stringify never reach the key it holds.
  readonly #config: RequestConfig;
  readonly #around: ClientOptions["around"];

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
    this.tlsCertificates = new TlsCertificates(transport);
    this.edges = new Edges(transport);
    this.eventDestinations = new EventDestinations(transport);
    this.tunnelGroupBackends = new TunnelGroupBackends(transport);
    this.ipPolicies = new IpPolicies(transport);
    this.ipPolicyRules = new IpPolicyRules(transport);
    this.routes = new Routes(transport);
    this.abuseReports = new AbuseReports(transport);
    this.eventSubscriptions = new EventSubscriptions(transport);
    this.endpoints = new Endpoints(transport);
    this.reservedDomains = new ReservedDomains(transport);
    this.vaults = new Vaults(transport);
    this.vaultSecrets = new VaultSecrets(transport);
    this.tcpAddresses = new TcpAddresses(transport);
    this.certificateAuthorities = new CertificateAuthorities(transport);
    this.agentIngresses = new AgentIngresses(transport);
    this.ipRestrictions = new IpRestrictions(transport);
    this.sshCertificateAuthorities = new SshCertificateAuthorities(transport);
    this.sshCredentials = new SshCredentials(transport);
    this.kubernetesOperators = new KubernetesOperators(transport);
    this.tunnelSessions = new TunnelSessions(transport);
    this.applicationSessions = new ApplicationSessions(transport);
    this.applicationUsers = new ApplicationUsers(transport);
    this.serviceUsers = new ServiceUsers(transport);
    this.credentials = new Credentials(transport);
    this.apiKeys = new ApiKeys(transport);
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
