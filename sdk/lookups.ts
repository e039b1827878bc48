/**
 * Lookup functions: read-only queries that walk every page of a list, run in the program
 * itself (not the provider), with the same settings the resources use.
 */
import * as pulumi from "@pulumi/pulumi";
import { IngressClient } from "../provider/client";
import { camelKeys } from "../provider/inputs/naming";
import { CONFIG_API_KEY, CONFIG_BASE_URL, resolveSettings } from "../provider/process/settings";
import type { EventSource, Ref } from "./eventSubscription";
import type { SubjectAlternativeNames } from "./tlsCertificate";

/** Where to look, when not from the stack config (`ingress:apiKey`, `ingress:baseUrl`) or the environment. */
export interface LookupOptions {
  /** API key. Default: `ingress:apiKey`, else `INGRESS_API_KEY`. */
  apiKey?: string;
  /** API base URL. Default: `ingress:baseUrl`, else `INGRESS_BASE_URL`. */
  baseUrl?: string;
  /** Items per page requested while walking the list, 1 to 100. Default: 100. */
  pageSize?: number;
}

export interface TlsCertificateInfo {
  id: string; uri: string; createdAt: string; description: string | null; metadata: string | null;
  certificatePem: string; subjectCommonName: string; subjectAlternativeNames: SubjectAlternativeNames;
  issuedAt: string | null; notBefore: string; notAfter: string; keyUsages: string[]; extendedKeyUsages: string[];
  privateKeyType: "rsa" | "ecdsa" | "ed25519"; issuerCommonName: string; serialNumber: string;
  subjectOrganization: string; subjectOrganizationalUnit: string; subjectLocality: string; subjectProvince: string; subjectCountry: string;
}

export interface EventSubscriptionInfo {
  id: string; uri: string; createdAt: string; description: string | null; metadata: string | null;
  sources: EventSource[]; destinations: Ref[];
}

function clientFor(opts: LookupOptions): IngressClient {
  const config = {
    get: (key: string) =>
      key === CONFIG_API_KEY ? (opts.apiKey ?? pulumi.runtime.getConfig(key)) : key === CONFIG_BASE_URL ? (opts.baseUrl ?? pulumi.runtime.getConfig(key)) : undefined,
  };
  return new IngressClient(resolveSettings(config));
}

const pageOptions = (opts: LookupOptions): { limit?: number } => (opts.pageSize === undefined ? {} : { limit: opts.pageSize });

async function collect<T, U>(items: AsyncIterable<T>, map: (x: T) => U): Promise<U[]> {
  const out: U[] = [];
  for await (const x of items) out.push(map(x));
  return out;
}

const info = <T>(wire: unknown): T => {
  const v = camelKeys(wire) as Record<string, unknown>;
  for (const k of ["description", "metadata"]) v[k] ??= null;
  return v as T;
};

/** Every TLS certificate of the account, newest first. */
export function getTlsCertificates(opts: LookupOptions = {}): Promise<TlsCertificateInfo[]> {
  return collect(clientFor(opts).tlsCertificates.list(pageOptions(opts)), (c) => info<TlsCertificateInfo>(c));
}

/** Every event subscription of the account, newest first. */
export function getEventSubscriptions(opts: LookupOptions = {}): Promise<EventSubscriptionInfo[]> {
  return collect(clientFor(opts).eventSubscriptions.list(pageOptions(opts)), (s) => info<EventSubscriptionInfo>(s));
}
