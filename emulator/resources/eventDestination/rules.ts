/**
 * `/event_destinations`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules
 * below. The bodies are validated by the wire model (provider/resources/eventDestination/wire.ts: exactly one
 * target kind, one kind of AWS authentication, the required members); the target is stored without
 * its credentials (the wire model marks them secret) and never returned with them. A PATCH's target
 * replaces the whole target. A destination that an event subscription sends to cannot be deleted:
 * ngrok-docs errors/err_ngrok_5112.mdx (`Event Destination "ID" cannot be deleted because it is
 * still in use by at least one Event Stream`): the subscription family's rule
 * (../eventSubscription/rules.ts), as a subscription points at its destinations.
 */
import { EVENT_DESTINATIONS } from "../../../provider/resources/eventDestination/wire";
import { secretPaths, withoutPaths } from "../../../provider/wire/secretFields";
import { applyDescribed, definedOnly, describedFields } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { itemsIn, type State } from "../../machinery/state";

/** A destination as stored: its target without credentials. */
/** The account's event destinations, by id: the part of the state this family declares. */
export const eventDestinationsIn = (state: State): Record<string, StoredEventDestination> => itemsIn(state, EVENT_DESTINATIONS.key);

export interface StoredEventDestination extends Described {
  format: string;
  target: Record<string, unknown>;
}

/** A target as stored: what was sent, less the credentials (a seeded one too). */
export const held = (target: Record<string, unknown>): Record<string, unknown> => withoutPaths(definedOnly(target), secretPaths(EVENT_DESTINATIONS.create.shape.target));

export const eventDestinationRules: Rules<typeof EVENT_DESTINATIONS, StoredEventDestination> = {
  create: (body) => ({ ...describedFields(body), format: body.format, target: held(body.target) }),
  update: (d, body) => {
    applyDescribed(d, body);
    if (body.format !== undefined) d.format = body.format;
    if (body.target !== undefined) d.target = held(body.target);
  },

};
