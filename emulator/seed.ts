/**
 * The seed: what a test or the demo starts the emulator with, created at once with fixed ids where
 * given. HTTPS edges (the route family's, ./resources/httpsEdgeRoute/edges.ts), tunnel group
 * backends (./supporting/backends.ts), event destinations and IP policies (families, stored as
 * their own rules store them) and what the lookups observe (./supporting/observed.ts).
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { rfc3339 } from "../provider/wire/time";
import { BackendCreate } from "../provider/wire";
import { EdgeCreate } from "../provider/resources/httpsEdgeRoute/edge";
import { EVENT_DESTINATIONS, EventDestinationCreate, type EventTarget } from "../provider/resources/eventDestination/wire";
import { IP_POLICIES, IpPolicyCreate } from "../provider/resources/ipPolicy/wire";
import { parseWire, prefixedId } from "../provider/wire";
import { describedFields } from "./machinery/items";
import type { AnyFacts, BodyOf, StoredItem } from "./machinery/servedCollection";
import { supporting, type Supporting } from "./machinery/seeded";
import { itemsIn } from "./machinery/state";
import type { Store } from "./machinery/store";
import { held as heldTarget, type StoredEventDestination } from "./resources/eventDestination/rules";
import { EDGES } from "./resources/httpsEdgeRoute/edges";
import { edgeCollection } from "./resources/httpsEdgeRoute/rules";
import type { StoredIpPolicy } from "./resources/ipPolicy/rules";
import { BACKENDS, backendCollection } from "./supporting/backends";
import { ApplicationSessionSeed, ApplicationUserSeed, KubernetesOperatorSeed, OBSERVED, TunnelSessionSeed } from "./supporting/observed";
import type { Seed } from "./types";

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
const ipPolicies: Supporting<typeof IP_POLICIES, StoredIpPolicy> = supporting(IP_POLICIES, (b) => describedFields(b), {});

const seedId = (f: AnyFacts) => prefixedId(f.idPrefix, f.anItem).optional();

const SeedSchema = z.strictObject({
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
    const items = itemsIn<S>(store.state, facts.key);
    for (const { id, ...body } of entries ?? []) {
      if (id !== undefined && items[id]) continue;
      const newId = id ?? store.newId(facts.idPrefix);
      items[newId] = { id: newId, created_at: createdAt, ...make(body as BodyOf<F["create"]>) } as S;
    }
  }
  add(edgeCollection, r.value.edges);
  add(eventDestinations, r.value.eventDestinations);
  add(backendCollection, r.value.backends);
  add(ipPolicies, r.value.ipPolicies);
  add(OBSERVED.kubernetes_operators, r.value.kubernetesOperators);
  add(OBSERVED.tunnel_sessions, r.value.tunnelSessions);
  add(OBSERVED.application_users, r.value.applicationUsers);
  add(OBSERVED.application_sessions, r.value.applicationSessions);
}
