/** Event subscriptions: request and response shapes (`/event_subscriptions`). Limits in characters. */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem, ids, Ref } from "../../wire/common";
import { maxChars } from "../../wire/rules";

/**
 * An event type (`ip_policy_created.v0`). No public source gives its form (every documented type
 * ends in `.v0`, none says another is refused), so the service judges it.
 */
const EventType = z.string();

const SourceRequest = z.strictObject({ type: EventType });

/**
 * Sources are keyed by type (each has the uri `<subscription uri>/sources/<type>`), so a type may
 * appear once: "The event type for each source must be unique within a subscription" (ngrok-docs
 * errors/err_ngrok_5127.mdx). No source requires a source or a destination at all.
 */
const sources = z
  .array(SourceRequest)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((s, i) => {
      if (seen.has(s.type)) ctx.addIssue({ code: "custom", path: [i, "type"], message: `repeats ${JSON.stringify(s.type)}; each source type may appear once` });
      seen.add(s.type);
    });
  });
const destinationIds = z
  .array(ids.eventDestination())
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((d, i) => {
      if (seen.has(d)) ctx.addIssue({ code: "custom", path: [i], message: `repeats ${JSON.stringify(d)}; each destination may appear once` });
      seen.add(d);
    });
  });

export const EventSubscriptionCreate = z.strictObject({
  ...describedBody(maxChars),
  sources,
  destination_ids: destinationIds,
});
export type EventSubscriptionCreate = z.infer<typeof EventSubscriptionCreate>;

/** PATCH body: the create's fields, each optional; a field left out is not modified; `""` clears a string; lists are replaced whole. */
export const EventSubscriptionUpdate = EventSubscriptionCreate.partial();
export type EventSubscriptionUpdate = z.infer<typeof EventSubscriptionUpdate>;

const EventSource = z.object({ type: z.string(), uri: z.string() });
export type EventSource = z.infer<typeof EventSource>;

export const EventSubscription = DescribedItem.extend({
  sources: z.array(EventSource).nullish().transform((v) => v ?? []),
  destinations: z.array(Ref).nullish().transform((v) => v ?? []),
});
export type EventSubscription = z.infer<typeof EventSubscription>;

/** `/event_subscriptions`: create, read, list, update and delete. */
export const EVENT_SUBSCRIPTIONS = wireCollection({ key: "event_subscriptions", idPrefix: "esb_", anItem: "an event subscription", item: EventSubscription, create: EventSubscriptionCreate, update: EventSubscriptionUpdate });
