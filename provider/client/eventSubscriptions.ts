/**
 * Event subscriptions (`/event_subscriptions`): subscribe event destinations to event types; read,
 * list, update (lists are replaced whole), delete.
 *
 * @example
 * await client.eventSubscriptions.create({ sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_1"] });
 */
import { EventSubscription, EventSubscriptionCreate, EventSubscriptionList, EventSubscriptionUpdate } from "../wire";
import { Collection } from "./collection";
import type { Transport } from "./request";

export type { EventSubscription, EventSubscriptionCreate, EventSubscriptionUpdate } from "../wire";

export class EventSubscriptions extends Collection<
  typeof EventSubscription,
  typeof EventSubscriptionCreate,
  typeof EventSubscriptionUpdate,
  typeof EventSubscriptionList
> {
  constructor(transport: Transport) {
    super(transport, {
      path: "/event_subscriptions",
      item: EventSubscription,
      create: EventSubscriptionCreate,
      update: EventSubscriptionUpdate,
      page: EventSubscriptionList,
      items: (p) => p.event_subscriptions,
    });
  }
}
