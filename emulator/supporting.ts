/**
 * What routes point at, kept minimal (create, get, list, delete): HTTPS edges and tunnel group
 * backends; and the seed that creates them, and event destinations and IP policies (families, served
 * from their own facts: ./eventDestinations.ts, ./ipPolicies.ts), with fixed ids. Deleting an edge
 * deletes its routes; deleting a backend leaves the references to it in place.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { rfc3339 } from "../provider/wire/time";
import { BackendCreate, TunnelGroupBackend } from "../provider/wire";
import { Edge, EdgeCreate } from "../provider/resources/httpsEdgeRoute/edge";
import { EVENT_DESTINATIONS, EventDestinationCreate, type EventTarget } from "../provider/resources/eventDestination/wire";
import { ID_PREFIX } from "../provider/wire";
import { IP_POLICIES, IpPolicyCreate } from "../provider/resources/ipPolicy/wire";
import { parseWire, prefixedId } from "../provider/wire";
import { describedFields, type Endpoint } from "./api";
import { collectionEndpoints, plainRender, type AnyFacts, type AnyRules, type BodyOf, type Described, type StoredItem } from "./collection";
import { renderRoute } from "./httpsEdgeRoutes";
import { held as heldTarget, type StoredEventDestination } from "./eventDestinations";
import { ApplicationSessionSeed, ApplicationUserSeed, KubernetesOperatorSeed, OBSERVED, type ObservedState, TunnelSessionSeed } from "./observed";
import { supporting, withoutUpdate, type Supporting } from "./seeded";
import type { StoredIpPolicy } from "./ipPolicies";
import type { Seed } from "./types";
import type { Store } from "./store";

/** Only tunnel group backends exist here. */
export const TUNNEL_GROUP_PREFIX = "bkdtg_";
const EDGES = withoutUpdate("edges", ID_PREFIX.edge, "an HTTPS edge", Edge, EdgeCreate);
const BACKENDS = withoutUpdate("backends", TUNNEL_GROUP_PREFIX, "a tunnel group backend", TunnelGroupBackend, BackendCreate);

const EDGES_PATH = "/edges/https";

const edges: Supporting<typeof EDGES, StoredEdge> = supporting(EDGES, (b) => ({ ...describedFields(b), hostports: b.hostports ?? [] }), {
  path: EDGES_PATH,
  listKey: "https_edges",
  unfiltered: true,
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
 * A seeded event destination: what the family's create takes, each field optional. Its target is
 * one the service can hold (exactly one kind, ERR_NGROK_5100 and 5115), by default
 * {@link SEEDED_EVENT_TARGET}; its credentials, as on a create, are not kept.
 */
const EventDestinationSeed = EventDestinationCreate.partial();
/** The target of a seeded destination that gives none: CloudWatch Logs, signed in by an IAM role (no credential). */
export const SEEDED_EVENT_TARGET = {
  cloudwatch_logs: {
    auth: { role: { role_arn: "arn:aws:iam::123456789012:role/ingress-events" } },
    log_group_arn: "arn:aws:logs:us-east-1:123456789012:log-group:ingress-events",
  },
} as const satisfies EventTarget;
const EVENT_DESTINATION_SEEDS = { ...EVENT_DESTINATIONS, create: EventDestinationSeed, update: undefined };
const eventDestinations: Supporting<typeof EVENT_DESTINATION_SEEDS, StoredEventDestination> = supporting(
  EVENT_DESTINATION_SEEDS,
  (b) => ({ ...describedFields(b), format: b.format ?? "json", target: heldTarget(b.target ?? SEEDED_EVENT_TARGET) }),
  {},
);
const backends: Supporting<typeof BACKENDS, StoredBackend> = supporting(BACKENDS, (b) => ({ ...describedFields(b), labels: b.labels ?? {} }), { path: "/backends/tunnel_group", unfiltered: true });
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

/** The state's supporting collections, and the observed ones, each keyed by id. */
export type SupportingState = {
  edges: Record<string, StoredEdge>;
  backends: Record<string, StoredBackend>;
} & ObservedState;

/** The supporting collections, and the observed ones, by their key in the state. */
const SUPPORTING = { edges, backends, ...OBSERVED } satisfies { [K in keyof SupportingState]: { facts: { key: K } } };

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
  kubernetesOperators: z.array(KubernetesOperatorSeed.extend({ id: seedId(OBSERVED.kubernetes_operators.facts) })).optional(),
  tunnelSessions: z.array(TunnelSessionSeed.extend({ id: seedId(OBSERVED.tunnel_sessions.facts) })).optional(),
  applicationUsers: z.array(ApplicationUserSeed.extend({ id: seedId(OBSERVED.application_users.facts) })).optional(),
  applicationSessions: z.array(ApplicationSessionSeed.extend({ id: seedId(OBSERVED.application_sessions.facts) })).optional(),
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
  add(OBSERVED.kubernetes_operators, r.value.kubernetesOperators);
  add(OBSERVED.tunnel_sessions, r.value.tunnelSessions);
  add(OBSERVED.application_users, r.value.applicationUsers);
  add(OBSERVED.application_sessions, r.value.applicationSessions);
}
