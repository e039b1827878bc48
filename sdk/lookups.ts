/**
 * Lookup functions: read-only queries, run in the program itself (not the provider), with the
 * same settings the resources use. The list lookups walk every page; the others read one item by
 * id, among them what routes and subscriptions point at: edges and backends, which the package
 * reads but does not manage, and event destinations and IP policies (families too: their list
 * lookups are in ./eventDestination.ts and ./ipPolicy.ts).
 */
import * as pulumi from "@pulumi/pulumi";
import { type LookupCollection, lookupClient } from "../provider/clientFactory";
import type { EventSource } from "./eventSubscription";
import type { Ref, RouteModuleOutputs } from "./routeModules";
import type { SubjectAlternativeNames } from "./tlsCertificate";

/** Where to read, when not from the stack config (`ingress:apiKey`, `ingress:baseUrl`) or the environment. */
export interface ReadOptions {
  /** API key, a credential: prefer the default, which keeps it out of the program. Default: `ingress:apiKey`, else `INGRESS_API_KEY`. */
  apiKey?: string;
  /** API base URL (`https://api.example.com`). Default: `ingress:baseUrl`, else `INGRESS_BASE_URL`. */
  baseUrl?: string;
}

/** Where to look, and the page size of a list lookup. */
export interface LookupOptions extends ReadOptions {
  /** Items per page requested while walking the list, a whole number from 1 to 100; every page is read whatever its size. Default: 100. */
  pageSize?: number;
}

/**
 * A TLS certificate of the account, as {@link getTlsCertificates} returns it: the fields of a
 * {@link TlsCertificate}'s outputs, plain values, and its `id`. No private key.
 */
export interface TlsCertificateInfo {
  /** The certificate's id (`cert_…`), what `TlsCertificate.get` and `adoptId` take. */
  id: string;
  /** Absolute address of the certificate on the API: `<base URL>/tls_certificates/<id>`. */
  uri: string;
  /** When the certificate was uploaded: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** The chain of PEM-encoded certificates, leaf first, with exactly one trailing newline. */
  certificatePem: string;
  /** Common name (CN) of the leaf's subject; `""` when it has none. */
  subjectCommonName: string;
  /** DNS names and IP addresses of the leaf's subject alternative name extension; both lists empty when it has none. */
  subjectAlternativeNames: SubjectAlternativeNames;
  /** When the service issued the certificate automatically (RFC 3339); null for an uploaded certificate. */
  issuedAt: string | null;
  /** Start of the leaf's validity: an RFC 3339 timestamp in UTC at whole seconds. */
  notBefore: string;
  /** End of the leaf's validity: an RFC 3339 timestamp in UTC at whole seconds (`2026-01-02T03:04:05Z`). */
  notAfter: string;
  /** Key usages of the leaf, in the extension's bit order (`digital_signature`, `key_encipherment`, …); empty when it has none. */
  keyUsages: string[];
  /** Extended key usages of the leaf (`server_auth`, `client_auth`, …, or a dotted OID); empty when it has none. */
  extendedKeyUsages: string[];
  /** Type of the leaf's key: `rsa`, `ecdsa` or `ed25519`. */
  privateKeyType: "rsa" | "ecdsa" | "ed25519";
  /** Common name (CN) of the leaf's issuer; `""` when it has none. */
  issuerCommonName: string;
  /** Serial number of the leaf, in lowercase hexadecimal without leading zeros or separators. */
  serialNumber: string;
  /** Organization (O) of the leaf's subject; `""` when absent. */
  subjectOrganization: string;
  /** Organizational unit (OU) of the leaf's subject; `""` when absent. */
  subjectOrganizationalUnit: string;
  /** Locality (L) of the leaf's subject; `""` when absent. */
  subjectLocality: string;
  /** State or province (ST) of the leaf's subject; `""` when absent. */
  subjectProvince: string;
  /** Country (C) of the leaf's subject; `""` when absent. */
  subjectCountry: string;
}

/** An event subscription of the account, as {@link getEventSubscriptions} returns it. */
export interface EventSubscriptionInfo {
  /** The subscription's id (`esb_…`), what `EventSubscription.get` and `adoptId` take. */
  id: string;
  /** Absolute address of the subscription on the API: `<base URL>/event_subscriptions/<id>`. */
  uri: string;
  /** When the subscription was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** The event types that trigger the subscription, each with its `uri`. */
  sources: EventSource[];
  /** The event destinations (`ed_…`) events are sent to, as references. */
  destinations: Ref[];
}

/**
 * A cloud endpoint of the account, as {@link getCloudEndpoints} returns it: the fields of a
 * {@link CloudEndpoint}'s outputs as the API holds them, plain values, and its `id`. Fields the
 * API leaves out of an item are absent.
 */
export interface CloudEndpointInfo {
  /** The endpoint's id (`ep_…`), what `CloudEndpoint.get` and `adoptId` take. */
  id: string;
  /** Always `cloud`: the lookup leaves out the agent and edge endpoints the API also lists. */
  type: string;
  /** When the endpoint was created: an RFC 3339 timestamp in UTC. */
  createdAt: string;
  /** When the endpoint was last changed (RFC 3339). */
  updatedAt?: string | null;
  /** Absolute address of the endpoint on the API: `<base URL>/endpoints/<id>`. */
  uri?: string | null;
  /** The URL it serves (`https://app.example.com`, `https://api.internal`, `tcp://…:port`). */
  url?: string | null;
  /** The public URL, for a public endpoint. */
  publicUrl?: string | null;
  /** Its protocol: `https`, `http`, `tls` or `tcp`. */
  proto?: string | null;
  /** Its host and port (`app.example.com:443`). */
  hostport?: string | null;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** The Traffic Policy document as the API holds it (text). */
  trafficPolicy?: string | null;
  /** Its binding: `["public"]`, `["internal"]` or `["kubernetes"]`. */
  bindings: string[];
  /** Whether endpoints with the same URL share its traffic. */
  poolingEnabled: boolean;
  /** The reserved domain it serves, when the API names one. */
  domain?: Ref | null;
  /** The reserved TCP address it serves, when the API names one. */
  tcpAddr?: Ref | null;
  /** The edge it belongs to: null for a cloud endpoint. */
  edge?: Ref | null;
}

/**
 * The modules of a route, as {@link HttpsEdgeRouteInfo} holds them: each in its
 * {@link RouteModuleOutputs} shape (no secret), null when not on the route.
 */
export type RouteModulesInfo = { [K in keyof RouteModuleOutputs]: RouteModuleOutputs[K] | null };

/** A route of an HTTPS edge, as {@link getHttpsEdge} returns it: the fields of an {@link HttpsEdgeRoute}'s outputs, plain values, and its `id`. No secret. */
export interface HttpsEdgeRouteInfo extends RouteModulesInfo {
  /** The route's id (`edghtsrt_…`), what `HttpsEdgeRoute.get` and `adoptId` take. */
  id: string;
  /** Id (`edghts_…`) of the HTTPS edge the route belongs to. */
  edgeId: string;
  /** Absolute address of the route on the API: `<base URL>/edges/https/<edgeId>/routes/<id>`. */
  uri: string;
  /** When the route was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** How `match` is compared with requests: `exact_path` or `path_prefix`. */
  matchType: "exact_path" | "path_prefix";
  /** Route selector as the service holds it: `/path`, `host` or `host/path`. */
  match: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** Always null: the service returns `policy: null` and gives it no meaning. */
  policy: null;
}

/** An HTTPS edge of the account, as {@link getHttpsEdge} and {@link getHttpsEdges} return it, with its routes. */
export interface HttpsEdgeInfo {
  /** The edge's id (`edghts_…`), what a route's `edgeId` takes. */
  id: string;
  /** Absolute address of the edge on the API: `<base URL>/edges/https/<id>`. */
  uri: string;
  /** When the edge was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** The `host:port` pairs the edge serves (`app.example.com:443`); empty when none. */
  hostports: string[];
  /** The edge's routes, in the service's order; empty when it has none. */
  routes: HttpsEdgeRouteInfo[];
}

/** An event destination, as {@link getEventDestination} returns it: where an event subscription's events go. */
export interface EventDestinationInfo {
  /** The destination's id (`ed_…`), what an event subscription's `destinationIds` take. */
  id: string;
  /** Absolute address of the destination on the API: `<base URL>/event_destinations/<id>`. */
  uri: string;
  /** When the destination was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** The format events are serialized in when sent (`json`). */
  format: string;
  /** Where and how events are sent, as the service returns it (its keys as on the API, snake_case); empty when the service reports none. */
  target: Record<string, unknown>;
}

/** A tunnel group backend, as {@link getTunnelGroupBackend} returns it: what a route's `backend` module sends traffic to. */
export interface TunnelGroupBackendInfo {
  /** The backend's id (`bkdtg_…`), what a route's `backend.backendId` takes. */
  id: string;
  /** Absolute address of the backend on the API: `<base URL>/backends/tunnel_group/<id>`. */
  uri: string;
  /** When the backend was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** Labels a tunnel must carry to receive the backend's traffic, name to value (`{ app: "api" }`), as set; empty when none. */
  labels: Record<string, string>;
}

/** An IP policy, as {@link getIpPolicy} and `getIpPolicies` return it: what a route's `ipRestriction` module names. */
export interface IpPolicyInfo {
  /** The policy's id (`ipp_…`), what a route's `ipRestriction.ipPolicyIds`, `IpPolicy.get` and `adoptId` take. */
  id: string;
  /** Absolute address of the policy on the API: `<base URL>/ip_policies/<id>`. */
  uri: string;
  /** When the policy was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
}

/** The lookup client for `opts`: its own key and URL first, then the stack config, then the environment. */
const clientFor = (opts: ReadOptions) =>
  lookupClient((key) => (key === "ingress:apiKey" ? opts.apiKey : opts.baseUrl) ?? pulumi.runtime.getConfig(key));

/** @internal Every item of a collection, for the lookups of each family's own SDK module. */
export async function collect<T>(collection: LookupCollection, opts: LookupOptions): Promise<T[]> {
  const out: T[] = [];
  for await (const x of clientFor(opts).list(collection, opts.pageSize)) out.push(x as T);
  return out;
}

async function read<T>(collection: LookupCollection, id: string, opts: ReadOptions): Promise<T> {
  return (await clientFor(opts).get(collection, id)) as T;
}

/**
 * Every TLS certificate of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources
 * find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The certificates, with no private key.
 *
 * @example
 * // Ids of the account's certificates that expire within 30 days.
 * export const expiringSoon = ingress.getTlsCertificates().then((certs) =>
 *   certs.filter((c) => Date.parse(c.notAfter) < Date.now() + 30 * 86_400_000).map((c) => c.id),
 * );
 */
export function getTlsCertificates(opts: LookupOptions = {}): Promise<TlsCertificateInfo[]> {
  return collect("tlsCertificates", opts);
}

/**
 * Every event subscription of the account, newest first, read page by page when the program
 * runs (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The subscriptions.
 */
export function getEventSubscriptions(opts: LookupOptions = {}): Promise<EventSubscriptionInfo[]> {
  return collect("eventSubscriptions", opts);
}

/**
 * Every cloud endpoint of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included); the agent and edge endpoints the API also lists are left out.
 * Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The cloud endpoints, each with its Traffic Policy as the API holds it.
 *
 * @example
 * // The URLs the account's cloud endpoints serve.
 * export const urls = ingress.getCloudEndpoints().then((eps) => eps.map((e) => e.url));
 */
export async function getCloudEndpoints(opts: LookupOptions = {}): Promise<CloudEndpointInfo[]> {
  return (await collect<CloudEndpointInfo>("endpoints", opts)).filter((e) => e.type === "cloud");
}

/**
 * One HTTPS edge with its routes, read when the program runs (`pulumi preview` included). Needs
 * the API key and base URL, from `opts` or as the resources find them.
 *
 * @param id - The edge's id (`edghts_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The edge: its hostports, description, metadata and routes.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no edge with that id.
 *
 * @example
 * // What the edge serves, and the paths its routes match.
 * const edge = ingress.getHttpsEdge("edghts_2abc");
 * export const hostports = edge.then((e) => e.hostports);
 * export const routeMatches = edge.then((e) => e.routes.map((r) => `${r.matchType} ${r.match}`));
 */
export function getHttpsEdge(id: string, opts: ReadOptions = {}): Promise<HttpsEdgeInfo> {
  return read("edges", id, opts);
}

/**
 * Every HTTPS edge of the account with its routes, newest first, read page by page when the
 * program runs (`pulumi preview` included). Needs the API key and base URL, from `opts` or as
 * the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The edges.
 *
 * @example
 * // The edge that serves app.example.com.
 * export const appEdgeId = ingress.getHttpsEdges().then((edges) => edges.find((e) => e.hostports.includes("app.example.com:443"))?.id);
 */
export function getHttpsEdges(opts: LookupOptions = {}): Promise<HttpsEdgeInfo[]> {
  return collect("edges", opts);
}

/**
 * One event destination, read when the program runs (`pulumi preview` included): check what a
 * subscription's `destinationIds` name. Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param id - The destination's id (`ed_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The destination.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no destination with that id.
 */
export function getEventDestination(id: string, opts: ReadOptions = {}): Promise<EventDestinationInfo> {
  return read("eventDestinations", id, opts);
}

/**
 * One tunnel group backend, read when the program runs (`pulumi preview` included): check what a
 * route's `backend.backendId` names. Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param id - The backend's id (`bkdtg_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The backend.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no tunnel group backend with that id.
 */
export function getTunnelGroupBackend(id: string, opts: ReadOptions = {}): Promise<TunnelGroupBackendInfo> {
  return read("tunnelGroupBackends", id, opts);
}

/**
 * One IP policy, read when the program runs (`pulumi preview` included): check what a route's
 * `ipRestriction.ipPolicyIds` name. Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param id - The policy's id (`ipp_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The policy.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no IP policy with that id.
 */
export function getIpPolicy(id: string, opts: ReadOptions = {}): Promise<IpPolicyInfo> {
  return read("ipPolicies", id, opts);
}
