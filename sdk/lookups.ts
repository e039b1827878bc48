/**
 * Lookup functions: read-only queries that walk every page of a list, run in the program
 * itself (not the provider), with the same settings the resources use.
 */
import * as pulumi from "@pulumi/pulumi";
import { lookupClient } from "../provider/clientFactory";
import type { EventSource } from "./eventSubscription";
import type { Ref } from "./routeModules";
import type { SubjectAlternativeNames } from "./tlsCertificate";

/** Where to look, when not from the stack config (`ingress:apiKey`, `ingress:baseUrl`) or the environment. */
export interface LookupOptions {
  /** API key, a credential: prefer the default, which keeps it out of the program. Default: `ingress:apiKey`, else `INGRESS_API_KEY`. */
  apiKey?: string;
  /** API base URL (`https://api.example.com`). Default: `ingress:baseUrl`, else `INGRESS_BASE_URL`. */
  baseUrl?: string;
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

/** The lookup client for `opts`: its own key and URL first, then the stack config, then the environment. */
const clientFor = (opts: LookupOptions) =>
  lookupClient((key) => (key === "ingress:apiKey" ? opts.apiKey : opts.baseUrl) ?? pulumi.runtime.getConfig(key));

async function collect<T>(items: AsyncIterable<Record<string, unknown>>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of items) out.push(x as T);
  return out;
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
  return collect(clientFor(opts).list("tlsCertificates", opts.pageSize));
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
  return collect(clientFor(opts).list("eventSubscriptions", opts.pageSize));
}
