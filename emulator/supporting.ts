/**
 * What routes point at, kept minimal (create, get, list, delete): HTTPS edges and tunnel group
 * backends; and the seed that creates them, and event destinations and IP policies (families, served
 * from their own facts: ./eventDestinations.ts, ./ipPolicies.ts), with fixed ids. Deleting an edge
 * deletes its routes; deleting a backend leaves the references to it in place.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { rfc3339 } from "../provider/wire/time";
import { BackendCreate, Edge, EdgeCreate, TunnelGroupBackend } from "../provider/wire";
import { EVENT_DESTINATIONS } from "../provider/resources/eventDestination/wire";
import { ID_PREFIX } from "../provider/wire";
import { IP_POLICIES, IpPolicyCreate } from "../provider/resources/ipPolicy/wire";
import { maxBytes, nonEmpty, parseWire, prefixedId } from "../provider/wire";
import { describedFields, type Endpoint } from "./api";
import { collectionEndpoints, plainRender, type AnyFacts, type AnyRules, type BodyOf, type Described, type Rules, type StoredItem } from "./collection";
import { renderRoute } from "./routes";
import type { StoredEventDestination } from "./eventDestinations";
import type { StoredIpPolicy } from "./ipPolicies";
import type { Seed } from "./types";
import type { Store } from "./store";

/** Only tunnel group backends exist here. */
export const TUNNEL_GROUP_PREFIX = "bkdtg_";
/**
 * One collection of what the families point at: its facts (in the form of a family's wire
 * collection, with the service's path and list key), how a create body or a seed entry is stored,
 * and what else its service does. Served by the generic collection, as a family is.
 */
interface Supporting<F extends AnyFacts, S extends StoredItem> {
  readonly facts: F;
  readonly make: (body: BodyOf<F["create"]>) => Omit<S, "id" | "created_at">;
  readonly rules: Rules<F, S>;
}

const supporting = <F extends AnyFacts, S extends StoredItem>(
  facts: F,
  make: (body: BodyOf<F["create"]>) => Omit<S, "id" | "created_at">,
  rules: Omit<Rules<F, S>, "create">,
): Supporting<F, S> => ({ facts, make, rules: { ...rules, create: (body) => make(body) } });

/** Facts of a collection whose items cannot be changed: created, read, listed and deleted. */
const withoutUpdate = <K extends string, C extends z.ZodType>(key: K, idPrefix: string, anItem: string, item: z.ZodType, create: C) =>
  ({ key, idPrefix, anItem, item, create, update: undefined, listable: true }) as const;

const EDGES = withoutUpdate("edges", ID_PREFIX.edge, "an HTTPS edge", Edge, EdgeCreate);
const BACKENDS = withoutUpdate("backends", TUNNEL_GROUP_PREFIX, "a tunnel group backend", TunnelGroupBackend, BackendCreate);

const EDGES_PATH = "/edges/https";

const edges: Supporting<typeof EDGES, StoredEdge> = supporting(EDGES, (b) => ({ ...describedFields(b), hostports: b.hostports ?? [] }), {
  path: EDGES_PATH,
  listKey: "https_edges",
  // An edge is answered with its routes; deleting it deletes them.
  render: (e, ctx) => ({
    ...plainRender(ctx.baseUrl, EDGES_PATH, e),
    routes: Object.values(ctx.store.state.routes)
      .filter((r) => r.edge_id === e.id)
      .map((r) => renderRoute(ctx.baseUrl, r)),
  }),
  deleted: (e, ctx) => {
    for (const r of Object.values(ctx.store.state.routes)) if (r.edge_id === e.id) delete ctx.store.state.routes[r.id];
  },
});
/**
 * A seeded event destination: a fixture of what subscriptions send to, so any format and target
 * (none: `json` and `{}`), unlike the wire model's create (the family's, in ./eventDestinations.ts).
 */
const EventDestinationSeed = z.strictObject({
  description: maxBytes(255).optional(),
  metadata: maxBytes(4096).optional(),
  format: nonEmpty().optional(),
  target: z.record(z.string(), z.unknown()).optional(),
});
const EVENT_DESTINATION_SEEDS = { ...EVENT_DESTINATIONS, create: EventDestinationSeed, update: undefined };
const eventDestinations: Supporting<typeof EVENT_DESTINATION_SEEDS, StoredEventDestination> = supporting(
  EVENT_DESTINATION_SEEDS,
  (b) => ({ ...describedFields(b), format: b.format ?? "json", target: b.target ?? {} }),
  {},
);
const backends: Supporting<typeof BACKENDS, StoredBackend> = supporting(BACKENDS, (b) => ({ ...describedFields(b), labels: b.labels ?? {} }), { path: "/backends/tunnel_group" });
/** Seeded only: the IpPolicy family serves them (emulator/families.ts). */
const ipPolicies: Supporting<typeof IP_POLICIES, StoredIpPolicy> = supporting(IP_POLICIES, (b) => describedFields(b), {});

/** An HTTPS edge as stored: read-only here, seeded. */
export interface StoredEdge extends Described {
  hostports: string[];
}

/** A tunnel group backend as stored: read-only here, seeded. */
export interface StoredBackend extends Described {
  labels: Record<string, string>;
}

/** The state's supporting collections, each keyed by id. */
export interface SupportingState {
  edges: Record<string, StoredEdge>;
  backends: Record<string, StoredBackend>;
}

/** The supporting collections, by their key in the state. */
const SUPPORTING = { edges, backends } satisfies { [K in keyof SupportingState]: { facts: { key: K } } };

/** The state's supporting collections. */
export const SUPPORTING_KEYS = Object.keys(SUPPORTING) as (keyof SupportingState)[];

export const supportingEndpoints: Endpoint[] = Object.values(SUPPORTING).flatMap((c) => collectionEndpoints<AnyFacts, StoredItem, unknown>(c.facts, c.rules as AnyRules));

/** The id a seed entry may give, of its collection's kind. */
const seedId = (f: AnyFacts) => prefixedId(f.idPrefix, f.anItem).optional();

export const SeedSchema = z.strictObject({
  edges: z.array(EdgeCreate.extend({ id: seedId(EDGES) })).optional(),
  eventDestinations: z.array(EventDestinationSeed.extend({ id: seedId(EVENT_DESTINATIONS) })).optional(),
  backends: z.array(BackendCreate.extend({ id: seedId(BACKENDS) })).optional(),
  ipPolicies: z.array(IpPolicyCreate.extend({ id: seedId(IP_POLICIES) })).optional(),
});

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
  function add<F extends AnyFacts, S extends StoredItem>({ facts, make }: Supporting<F, S>, entries: readonly (BodyOf<F["create"]> & { id?: string | undefined })[] | undefined): void {
    const items = (store.state as unknown as Record<string, Record<string, S>>)[facts.key] as Record<string, S>;
    for (const { id, ...body } of entries ?? []) {
      if (id !== undefined && items[id]) continue;
      const newId = id ?? store.newId(facts.idPrefix);
      items[newId] = { id: newId, created_at: createdAt, ...make(body as BodyOf<F["create"]>) } as S;
    }
  }
  add(edges, r.value.edges);
  add(eventDestinations, r.value.eventDestinations);
  add(backends, r.value.backends);
  add(ipPolicies, r.value.ipPolicies);
}
