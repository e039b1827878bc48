/**
 * What routes and subscriptions point at, kept minimal (create, get, list, delete): HTTPS edges,
 * event destinations, tunnel group backends and IP policies; and the seed that creates them with
 * fixed ids. Deleting an edge deletes its routes; deleting a backend, IP policy or destination
 * leaves the references to it in place.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { rfc3339 } from "../provider/wire/time";
import { BackendCreate, EdgeCreate, EventDestinationCreate, ID_PREFIX, ids, IpPolicyCreate, parseWire, prefixedId } from "../provider/wire";
import { definedOnly, described, listPage, param, parseBody, type Context, type Result, type Endpoint } from "./api";
import { notFound } from "./errors";
import { renderRoute } from "./routes";
import type { State } from "./families";
import type { Seed, StoredBackend, StoredEdge, StoredEventDestination, StoredIpPolicy } from "./types";
import type { Store } from "./store";


/** Only tunnel group backends exist here. */
export const TUNNEL_GROUP_PREFIX = "bkdtg_";
const backendId = () => prefixedId(TUNNEL_GROUP_PREFIX, "a tunnel group backend");

export const SeedSchema = z.strictObject({
  edges: z.array(EdgeCreate.extend({ id: ids.edge().optional() })).optional(),
  eventDestinations: z.array(EventDestinationCreate.extend({ id: ids.eventDestination().optional() })).optional(),
  backends: z.array(BackendCreate.extend({ id: backendId().optional() })).optional(),
  ipPolicies: z.array(IpPolicyCreate.extend({ id: ids.ipPolicy().optional() })).optional(),
});

interface Kind<T extends { id: string }, B> {
  /** Collection in the state, and path under the base URL. */
  collection: keyof Omit<State, "id_clock">;
  path: string;
  prefix: string;
  /** The id's schema, which a list's `before_id` must meet. */
  id: z.ZodType<string>;
  /** Member of a list page that holds the items, as the public API names it. */
  listKey: string;
  what: string;
  schema: z.ZodType<B>;
  make: (id: string, createdAt: string, body: B) => T;
  render: (baseUrl: string, item: T, state: State) => Record<string, unknown>;
}

const base = (id: string, createdAt: string, b: { description?: string | undefined; metadata?: string | undefined }) => ({
  id,
  created_at: createdAt,
  ...definedOnly({ description: b.description, metadata: b.metadata }),
});

const edgeKind: Kind<StoredEdge, z.infer<typeof EdgeCreate>> = {
  collection: "edges",
  path: "edges/https",
  prefix: ID_PREFIX.edge,
  id: ids.edge(),
  listKey: "https_edges",
  what: "HTTPS edge",
  schema: EdgeCreate,
  make: (id, at, b) => ({ ...base(id, at, b), hostports: b.hostports ?? [] }),
  render: (baseUrl, e, state) => ({
    hostports: [...e.hostports],
    routes: Object.values(state.routes)
      .filter((r) => r.edge_id === e.id)
      .map((r) => renderRoute(baseUrl, r)),
  }),
};
const destinationKind: Kind<StoredEventDestination, z.infer<typeof EventDestinationCreate>> = {
  collection: "event_destinations",
  path: "event_destinations",
  prefix: ID_PREFIX.eventDestination,
  id: ids.eventDestination(),
  listKey: "event_destinations",
  what: "event destination",
  schema: EventDestinationCreate,
  make: (id, at, b) => ({ ...base(id, at, b), format: b.format ?? "json", target: b.target ?? {} }),
  render: (_baseUrl, d) => ({ format: d.format, target: d.target }),
};
const backendKind: Kind<StoredBackend, z.infer<typeof BackendCreate>> = {
  collection: "backends",
  path: "backends/tunnel_group",
  prefix: TUNNEL_GROUP_PREFIX,
  id: backendId(),
  listKey: "backends",
  what: "tunnel group backend",
  schema: BackendCreate,
  make: (id, at, b) => ({ ...base(id, at, b), labels: b.labels ?? {} }),
  render: (_baseUrl, b) => ({ labels: { ...b.labels } }),
};
const ipPolicyKind: Kind<StoredIpPolicy, z.infer<typeof IpPolicyCreate>> = {
  collection: "ip_policies",
  path: "ip_policies",
  prefix: ID_PREFIX.ipPolicy,
  id: ids.ipPolicy(),
  listKey: "ip_policies",
  what: "IP policy",
  schema: IpPolicyCreate,
  make: (id, at, b) => base(id, at, b),
  render: () => ({}),
};

function itemsOf<T extends { id: string }>(state: State, kind: Kind<T, unknown>): Record<string, T> {
  return state[kind.collection] as unknown as Record<string, T>;
}

/**
 * The collection in id order, which list pages take for creation order (`before_id`): a seed names
 * its own ids, so the order items were stored in need not be the order of their ids.
 */
function inIdOrder<T extends { id: string }>(items: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(items).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function render<T extends { id: string; created_at: string; description?: string; metadata?: string }>(ctx: Context, kind: Kind<T, unknown>, item: T) {
  return {
    id: item.id,
    uri: `${ctx.baseUrl}/${kind.path}/${item.id}`,
    created_at: item.created_at,
    ...described(item),
    ...kind.render(ctx.baseUrl, item, ctx.store.state),
  };
}

function endpointsOf<T extends { id: string; created_at: string; description?: string; metadata?: string }, B>(kind: Kind<T, B>): Endpoint[] {
  const k = kind as unknown as Kind<T, unknown>;
  const find = (ctx: Context): T => {
    const id = param(ctx, "id");
    const item = itemsOf(ctx.store.state, k)[id];
    if (!item) throw notFound(kind.what, id);
    return item;
  };
  return [
    { method: "GET", pattern: `/${kind.path}`, handler: (ctx) => listPage(ctx, inIdOrder(itemsOf(ctx.store.state, k)), kind.listKey, kind.id, (item) => render(ctx, k, item)) },
    {
      method: "POST",
      pattern: `/${kind.path}`,
      body: true,
      handler: (ctx): Result => {
        const body = parseBody(kind.schema, ctx);
        const id = ctx.store.newId(kind.prefix);
        const item = kind.make(id, rfc3339(ctx.now), body);
        itemsOf(ctx.store.state, k)[id] = item;
        return { status: 201, body: render(ctx, k, item), mutated: true };
      },
    },
    { method: "GET", pattern: `/${kind.path}/{id}`, handler: (ctx) => ({ status: 200, body: render(ctx, k, find(ctx)) }) },
    {
      method: "DELETE",
      pattern: `/${kind.path}/{id}`,
      handler: (ctx): Result => {
        const item = find(ctx);
        delete itemsOf(ctx.store.state, k)[item.id];
        if (kind.collection === "edges") {
          for (const r of Object.values(ctx.store.state.routes)) if (r.edge_id === item.id) delete ctx.store.state.routes[r.id];
        }
        return { status: 204, mutated: true };
      },
    },
  ];
}

export const supportingEndpoints: Endpoint[] = [...endpointsOf(edgeKind), ...endpointsOf(destinationKind), ...endpointsOf(backendKind), ...endpointsOf(ipPolicyKind)];

/** Reads a seed file (JSON). */
export async function readSeedFile(path: string): Promise<unknown> {
  const text = await readFile(path, "utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`seed file ${path} is not valid JSON`);
  }
}

/**
 * Creates the seed's resources; an id that already exists is left as it is, a missing id is
 * generated. Validates the whole seed first: an invalid seed changes nothing and throws.
 */
export function applySeed(store: Store, seed: Seed | unknown): void {
  const r = parseWire(SeedSchema, seed);
  if (!r.ok) throw new Error(`invalid seed: ${r.problems.map((p) => p.message).join("; ")}`);
  const createdAt = rfc3339(store.now());
  function add<T extends { id: string }, B>(kind: Kind<T, B>, entries: readonly (B & { id?: string | undefined })[] | undefined): void {
    const items = itemsOf(store.state, kind as unknown as Kind<T, unknown>);
    for (const { id, ...body } of entries ?? []) {
      if (id !== undefined && items[id]) continue;
      const newId = id ?? store.newId(kind.prefix);
      items[newId] = kind.make(newId, createdAt, body as B);
    }
  }
  add(edgeKind, r.value.edges);
  add(destinationKind, r.value.eventDestinations);
  add(backendKind, r.value.backends);
  add(ipPolicyKind, r.value.ipPolicies);
}
