/**
 * Event subscriptions (`/event_subscriptions`): subscribe event destinations to event types; read,
 * list, update (lists are replaced whole), delete.
 *
 * @example
 * await client.eventSubscriptions.create({ sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_1"] });
 */
import { EVENT_SUBSCRIPTIONS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { EventSubscription, EventSubscriptionCreate, EventSubscriptionUpdate } from "./wire";

export class EventSubscriptions extends Collection<typeof EVENT_SUBSCRIPTIONS["key"], typeof EVENT_SUBSCRIPTIONS["item"], typeof EVENT_SUBSCRIPTIONS["create"], typeof EVENT_SUBSCRIPTIONS["update"]> {
  constructor(transport: Transport) {
    super(transport, EVENT_SUBSCRIPTIONS);
  }
}
