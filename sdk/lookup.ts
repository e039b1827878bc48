/**
 * What every lookup shares: read-only queries, run in the program itself (not the provider), with
 * the same settings the resources use. Each family's lookups are in its own module; the list
 * lookups walk every page, the others read one item by id.
 */
import * as pulumi from "@pulumi/pulumi";
import { type LookupCollection, lookupClient } from "../provider/clientFactory";

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

/** Where to look, the page size, and which items the service keeps: for the lists that take a CEL `filter`. */
export interface FilteredLookupOptions extends LookupOptions {
  /**
   * A CEL expression over one item, named `obj`, that the service evaluates to keep the items it
   * is true for: `obj.metadata == "ci" && obj.region == "eu"`. Fields are the API's, in snake_case
   * (ngrok's API Filtering: https://ngrok.com/docs/api/api-filtering). Default: every item.
   */
  filter?: string;
}

/**
 * The members every described item of a lookup starts with, as the service returns them: each
 * family's `…Info` extends it, stating its own `id` (with its prefix) and what else its items hold.
 */
export interface DescribedInfo {
  /** The item's id, with its family's prefix. */
  id: string;
  /** Absolute address of the item on the API: the base URL followed by its path. */
  uri: string;
  /** When the item was created (RFC 3339). */
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
export async function collect<T>(collection: LookupCollection, opts: FilteredLookupOptions): Promise<T[]> {
  const out: T[] = [];
  for await (const x of clientFor(opts).list(collection, opts.pageSize, opts.filter)) out.push(x as T);
  return out;
}

/** @internal One item of a collection by id, for the lookups of each family's own SDK module. */
export async function read<T>(collection: LookupCollection, id: string, opts: ReadOptions): Promise<T> {
  return (await clientFor(opts).get(collection, id)) as T;
}
