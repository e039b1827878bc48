/**
 * `/event_subscriptions`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules
 * below, and the get of one source. PATCH: a field left out is not modified, `""` clears a string,
 * `sources` and `destination_ids` are replaced whole.
 */
import { EVENT_SUBSCRIPTIONS, type EventSubscription } from "../../../provider/resources/eventSubscription/wire";
import { type FieldProblem } from "../../../provider/wire";
import { param } from "../../machinery/router";
import { applyDescribed, described, describedFields, ref } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure, invalid, notFound } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { eventDestinationsIn } from "../eventDestination/rules";
import { EVENT_DESTINATIONS } from "../../../provider/resources/eventDestination/wire";

/** A subscription as stored: its sources' types and its destinations' ids. */
/** The account's event subscriptions, by id: the part of the state this family declares. */
const eventSubscriptionsIn = (state: State): Record<string, StoredEventSubscription> => itemsIn(state, EVENT_SUBSCRIPTIONS.key);

export interface StoredEventSubscription extends Described {
  source_types: string[];
  destination_ids: string[];
}

const EVENT_DESTINATION_PATH = "event_destinations";

function renderEventSubscription(baseUrl: string, s: StoredEventSubscription): EventSubscription {
  const uri = `${baseUrl}${EVENT_SUBSCRIPTIONS.path}/${s.id}`;
  return {
    id: s.id,
    uri,
    created_at: s.created_at,
    ...described(s),
    sources: s.source_types.map((type) => ({ type, uri: `${uri}/sources/${type}` })),
    destinations: s.destination_ids.map((id) => ref(baseUrl, EVENT_DESTINATION_PATH, id)),
  };
}

function checkDestinations(state: State, destinationIds: readonly string[] | undefined): void {
  const problems: FieldProblem[] = [];
  destinationIds?.forEach((id, i) => {
    if (!eventDestinationsIn(state)[id]) problems.push({ path: `destination_ids[${i}]`, message: `destination_ids[${i}] ${id} does not exist` });
  });
  if (problems.length > 0) throw invalid(problems, "ERR_REFERENCE_NOT_FOUND");
}

/**
 * The service's rules beyond the schemas: every destination must exist (on create and on a PATCH
 * that names them), sources are stored by type, and each source can be read on its own.
 */
export const eventSubscriptionRules: Rules<typeof EVENT_SUBSCRIPTIONS, StoredEventSubscription> = {
  create: (body, ctx) => {
    checkDestinations(ctx.store.state, body.destination_ids);
    return { ...describedFields(body), source_types: body.sources.map((s) => s.type), destination_ids: body.destination_ids };
  },
  update: (sub, body, ctx) => {
    checkDestinations(ctx.store.state, body.destination_ids);
    applyDescribed(sub, body);
    if (body.sources !== undefined) sub.source_types = body.sources.map((s) => s.type);
    if (body.destination_ids !== undefined) sub.destination_ids = body.destination_ids;
  },
  render: (s, ctx) => renderEventSubscription(ctx.baseUrl, s),
  // A destination a subscription sends to cannot be deleted (ERR_NGROK_5112).
  onDeleteOf: {
    [EVENT_DESTINATIONS.key]: {
      refuse: (d, ctx) => {
        const users = Object.values(eventSubscriptionsIn(ctx.store.state)).filter((s) => s.destination_ids.includes(d.id));
        if (users.length > 0) throw new ApiFailure("ERR_NGROK_5112", `Event Destination "${d.id}" cannot be deleted because it is still in use by at least one Event Stream (${users.map((s) => s.id).join(", ")})`);
      },
    },
  },
  more: (find, itemPath) => [
    {
      method: "GET",
      pattern: `${itemPath}/sources/{type}`,
      handler: (ctx) => {
        const sub = find(ctx);
        const type = param(ctx, "type");
        if (!sub.source_types.includes(type)) throw notFound(`event subscription ${sub.id} source`, type);
        return { status: 200, body: { type, uri: `${ctx.baseUrl}${EVENT_SUBSCRIPTIONS.path}/${sub.id}/sources/${type}` } };
      },
    },
  ],
};
