/**
 * API clients for code outside the provider process (the SDK's lookup functions, the commands),
 * made from the settings the providers use: stack config keys, then the environment.
 */
import { IngressClient } from "./ingressClient/ingressClient";
import type { ClientMember } from "./ingressClient/members";
import { camelKeys } from "./inputs/naming";
import { CONFIG_API_KEY, CONFIG_BASE_URL, type ConfigSource, resolveSettings } from "./process/settings";
import { routeOutputs } from "./resources/httpsEdgeRoute/family";
import type { Route } from "./resources/httpsEdgeRoute/wire";

/** A client with the settings `config` (the stack config) and the environment give, as the provider resolves them. */
export const clientFromConfig = (config: ConfigSource): IngressClient => new IngressClient(resolveSettings(config));

/** What lookups read: every collection of the client that lists and reads by id (routes come with their edge; abuse reports cannot be listed). */
export type LookupCollection = Exclude<ClientMember, "httpsEdgeRoutes" | "abuseReports">;

/**
 * Items as lookups return them: camelCase, with `description` and `metadata` `null` when unset;
 * an edge's routes as route outputs are (every module present, `null` when off, no secret).
 */
export interface LookupClient {
  /** Every item of the collection (those `filter` keeps, when given: a CEL expression the service evaluates), newest first. */
  list(collection: LookupCollection, limit: number | undefined, filter?: string): AsyncIterable<Record<string, unknown>>;
  /** One item, by id. */
  get(collection: LookupCollection, id: string): Promise<Record<string, unknown>>;
}

/** What a collection's items hold of `description` and `metadata`, each `null` in a lookup's item when unset; by default both. */
const UNSET_AS_NULL: { [K in LookupCollection]?: readonly string[] } = { tunnelSessions: ["metadata"], applicationSessions: [], applicationUsers: [] };

/** Members whose keys are user data (a backend's labels, a destination's target): never renamed. */
const USER_DATA = ["labels", "target"];

function lookupItem(collection: LookupCollection, item: object): Record<string, unknown> {
  const wire = item as Record<string, unknown>;
  const v = camelKeys(Object.fromEntries(Object.entries(wire).filter(([k]) => !USER_DATA.includes(k)))) as Record<string, unknown>;
  for (const k of USER_DATA) if (wire[k] !== undefined) v[k] = wire[k];
  for (const k of UNSET_AS_NULL[collection] ?? ["description", "metadata"]) v[k] ??= null;
  if (collection === "edges") v.routes = (wire.routes as Route[]).map(routeOutputs);
  return v;
}

/** Where settings come from: `config(key)` for `ingress:apiKey` and `ingress:baseUrl`, before the environment. */
export function lookupClient(config: (key: typeof CONFIG_API_KEY | typeof CONFIG_BASE_URL) => string | undefined): LookupClient {
  const client = clientFromConfig({ get: (key) => (key === CONFIG_API_KEY || key === CONFIG_BASE_URL ? config(key) : undefined) });
  return {
    async *list(collection, limit, filter) {
      const opts = { ...(limit === undefined ? {} : { limit }), ...(filter === undefined ? {} : { filter }) };
      for await (const item of client[collection].list(opts)) yield lookupItem(collection, item);
    },
    async get(collection, id) {
      return lookupItem(collection, await client[collection].get(id));
    },
  };
}
