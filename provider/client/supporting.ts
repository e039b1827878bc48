/**
 * What routes point at, which the package reads but never changes: tunnel group backends (HTTPS
 * edges are in ./edges; event destinations and IP policies, families, in ./eventDestinations and
 * ./ipPolicies). Each is read by id or listed page by page; every call goes through the client's
 * one request path.
 *
 * @example
 * const backend = await client.tunnelGroupBackends.get("bkdtg_123");
 */
import type { z } from "zod";
import { TunnelGroupBackend, TunnelGroupBackendList } from "../wire";
import { paginate, type ListOptions } from "./pages";
import { pathOf } from "./paths";
import type { Transport } from "./request";

export type { TunnelGroupBackend } from "../wire";

type Page = z.ZodType<{ next_page_uri?: string | null | undefined }>;

/** A collection's path, and the schemas of its items and list pages. */
export interface ReadOnlySpec<Item extends z.ZodType, P extends Page> {
  /** The collection's path, for example `/ip_policies`; an item is at `{path}/{id}`. */
  path: string;
  item: Item;
  page: P;
  items: (page: z.output<P>) => readonly z.output<Item>[];
}

/** Read one item and list them all: a collection the package does not manage. */
export class ReadOnly<Item extends z.ZodType, P extends Page> {
  readonly #t: Transport;
  readonly #spec: ReadOnlySpec<Item, P>;

  constructor(transport: Transport, spec: ReadOnlySpec<Item, P>) {
    this.#t = transport;
    this.#spec = spec;
  }

  /** Reads one item by id. */
  get(id: string): Promise<z.output<Item>> {
    return this.#t.request({ method: "GET", path: pathOf(`${this.#spec.path}/{id}`, { id }), response: this.#spec.item });
  }

  /** Every item of the account, newest first, fetched page by page as you iterate. */
  list(opts: ListOptions = {}): AsyncIterable<z.output<Item>> {
    const { path, page, items } = this.#spec;
    return paginate({ request: this.#t.request, baseUrl: this.#t.baseUrl, path: pathOf(path, {}), page, items, limit: opts.limit });
  }
}

/** Tunnel group backends (`/backends/tunnel_group`), which a route's `backend` module names. */
export class TunnelGroupBackends extends ReadOnly<typeof TunnelGroupBackend, typeof TunnelGroupBackendList> {
  constructor(transport: Transport) {
    super(transport, { path: "/backends/tunnel_group", item: TunnelGroupBackend, page: TunnelGroupBackendList, items: (p) => p.backends });
  }
}
