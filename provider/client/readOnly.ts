/**
 * What the package reads but never changes: tunnel group backends, which routes point at (HTTPS
 * edges are the route family's, provider/resources/httpsEdgeRoute/client.ts; event destinations and
 * IP policies are families), and what the lookups observe: Kubernetes operators, tunnel sessions,
 * application sessions and users (provider/wire/observed.ts). Each is read by id or listed page by
 * page; every call goes through the client's one request path.
 *
 * @example
 * const backend = await client.tunnelGroupBackends.get("bkdtg_123");
 */
import type { z } from "zod";
import {
  ApplicationSession,
  ApplicationSessionList,
  ApplicationUser,
  ApplicationUserList,
  KubernetesOperator,
  KubernetesOperatorList,
  TunnelGroupBackend,
  TunnelGroupBackendList,
  TunnelSession,
  TunnelSessionList,
} from "../wire";
import { RequestValidationError } from "./errors";
import { paginate, type ListOptions } from "./pages";
import { pathOf } from "./paths";
import type { Transport } from "./request";

export type { ApplicationSession, ApplicationUser, KubernetesOperator, TunnelGroupBackend, TunnelSession } from "../wire";

type Page = z.ZodType<{ next_page_uri?: string | null | undefined }>;

/** A collection's path, and the schemas of its items and list pages. */
export interface ReadOnlySpec<Item extends z.ZodType, P extends Page> {
  /** The collection's path, for example `/ip_policies`; an item is at `{path}/{id}`. */
  path: string;
  item: Item;
  page: P;
  items: (page: z.output<P>) => readonly z.output<Item>[];
  /** Whether the list takes the CEL `filter` query parameter (ngrok-api-go v8.0.0's `FilteredPaging`). */
  filterable?: boolean;
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

  /**
   * Every item of the account (or those `opts.filter` keeps, where the list takes it), newest first,
   * fetched page by page as you iterate.
   *
   * @throws RequestValidationError when `opts.filter` is given to a list that takes none (nothing is sent).
   */
  list(opts: ListOptions = {}): AsyncIterable<z.output<Item>> {
    const { path, page, items, filterable } = this.#spec;
    if (opts.filter !== undefined && filterable !== true) {
      throw new RequestValidationError({ method: "GET", path }, [{ path: "filter", message: `filter is not taken by GET ${path}: the service filters only the lists that document it` }]);
    }
    return paginate({ request: this.#t.request, baseUrl: this.#t.baseUrl, path: pathOf(path, {}), page, items, limit: opts.limit, filter: opts.filter });
  }
}

/** A read-only collection's class, its spec fixed: the client builds each with the transport alone. */
const readOnlyOf = <Item extends z.ZodType, P extends Page>(spec: ReadOnlySpec<Item, P>) =>
  class extends ReadOnly<Item, P> {
    constructor(transport: Transport) {
      super(transport, spec);
    }
  };

/** Tunnel group backends (`/backends/tunnel_group`), which a route's `backend` module names. */
export class TunnelGroupBackends extends readOnlyOf({ path: "/backends/tunnel_group", item: TunnelGroupBackend, page: TunnelGroupBackendList, items: (p) => p.backends }) {}

/** Kubernetes operators (`/kubernetes_operators`), which the ngrok operator registers: get, list. */
export class KubernetesOperators extends readOnlyOf({ path: "/kubernetes_operators", item: KubernetesOperator, page: KubernetesOperatorList, items: (p) => p.operators }) {}

/** Tunnel sessions (`/tunnel_sessions`), the agents' connections: get, list (with `filter`). */
export class TunnelSessions extends readOnlyOf({ path: "/tunnel_sessions", item: TunnelSession, page: TunnelSessionList, items: (p) => p.tunnel_sessions, filterable: true }) {}

/** Application sessions (`/app/sessions`), of users signed in through an endpoint's identity provider: get, list. */
export class ApplicationSessions extends readOnlyOf({ path: "/app/sessions", item: ApplicationSession, page: ApplicationSessionList, items: (p) => p.application_sessions }) {}

/** Application users (`/app/users`), who signed in through an endpoint's identity provider: get, list. */
export class ApplicationUsers extends readOnlyOf({ path: "/app/users", item: ApplicationUser, page: ApplicationUserList, items: (p) => p.application_users }) {}
