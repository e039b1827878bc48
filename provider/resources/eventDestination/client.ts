/**
 * Event destinations (`/event_destinations`): create, read, list, update, delete. Where event
 * subscriptions send events; the service never returns a target's credentials.
 *
 * @example
 * const d = await client.eventDestinations.create({ format: "json", target: { datadog: { api_key: "…", ddsite: "datadoghq.com" } } });
 */
import { EVENT_DESTINATIONS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { EventDestination, EventDestinationCreate, EventDestinationUpdate } from "./wire";

export class EventDestinations extends Collection<
  typeof EVENT_DESTINATIONS["key"],
  typeof EVENT_DESTINATIONS["item"],
  typeof EVENT_DESTINATIONS["create"],
  typeof EVENT_DESTINATIONS["update"]
> {
  constructor(transport: Transport) {
    super(transport, EVENT_DESTINATIONS);
  }
}
