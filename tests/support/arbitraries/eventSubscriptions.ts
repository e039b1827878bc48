/**
 * fast-check generators of event subscription programs (the SDK's inputs: source types and
 * destination ids, description and metadata), each one the wire model accepts
 * (EventSubscriptionCreate), and of pairs (old, new) for update properties.
 */
import fc from "fast-check";
import { EventSubscriptionCreate } from "../../../provider/resources/eventSubscription/wire";

/** Destinations the emulator must be seeded with. */
export const DESTINATION_IDS = ["ed_propA", "ed_propB", "ed_propC"] as const;
const EVENT_TYPES = ["ip_policy_created.v0", "ip_policy_updated.v0", "ip_policy_deleted.v0", "api_key_created.v0"] as const;
/** Unset, cleared, and set: the three states of a description or metadata. */
const TEXTS = [undefined, "", "first", "zweite ✓"] as const;

export interface SubscriptionProgram {
  sources: string[];
  destinationIds: string[];
  description?: string;
  metadata?: string;
}

const clean = (p: Record<string, unknown>): SubscriptionProgram =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as unknown as SubscriptionProgram;

/** The program's create body, to hold generated programs to the wire model. */
const wire = ({ sources, destinationIds, ...texts }: SubscriptionProgram) => ({ ...texts, sources: sources.map((type) => ({ type })), destination_ids: destinationIds });

const subscriptionArb: fc.Arbitrary<SubscriptionProgram> = fc
  .record({
    sources: fc.uniqueArray(fc.constantFrom(...EVENT_TYPES), { minLength: 1, maxLength: EVENT_TYPES.length }),
    destinationIds: fc.uniqueArray(fc.constantFrom(...DESTINATION_IDS), { minLength: 1, maxLength: DESTINATION_IDS.length }),
    description: fc.constantFrom(...TEXTS),
    metadata: fc.constantFrom(...TEXTS),
  })
  .map(clean)
  .filter((p) => EventSubscriptionCreate.safeParse(wire(p)).success);

const permutation = (list: readonly string[]) => fc.shuffledSubarray([...list], { minLength: list.length, maxLength: list.length });
/** The same text said another way: unset and `""` are both "no description". */
const sameText = (v: string | undefined) => (v === undefined || v === "" ? fc.constantFrom(undefined, "") : fc.constant(v));

/**
 * Pairs (old, new): independent programs, the same program restated (lists in another order,
 * `""` for unset and the reverse), or each field kept, restated or drawn again.
 */
export const subscriptionPairArb: fc.Arbitrary<[SubscriptionProgram, SubscriptionProgram]> = subscriptionArb.chain((old) => {
  const restated = fc
    .record({ sources: permutation(old.sources), destinationIds: permutation(old.destinationIds), description: sameText(old.description), metadata: sameText(old.metadata) })
    .map(clean);
  const mixed = fc
    .tuple(subscriptionArb, restated, fc.record({ sources: fc.boolean(), destinationIds: fc.boolean(), description: fc.boolean(), metadata: fc.boolean() }))
    .map(([fresh, same, again]) =>
      clean({
        sources: again.sources ? fresh.sources : same.sources,
        destinationIds: again.destinationIds ? fresh.destinationIds : same.destinationIds,
        description: again.description ? fresh.description : same.description,
        metadata: again.metadata ? fresh.metadata : same.metadata,
      }),
    );
  return fc.oneof(subscriptionArb, restated, mixed).map((next) => [old, next] as [SubscriptionProgram, SubscriptionProgram]);
});
