/**
 * `/event_subscriptions`: create, get, list, update, delete, and get of one source. PATCH: a field
 * left out is not modified, `""` clears a string, `sources` and `destination_ids` are replaced whole.
 */
import { rfc3339 } from "../provider/wire/time";
import { EventSubscriptionCreate, EventSubscriptionUpdate, EVENT_SUBSCRIPTIONS, type EventSubscription, type FieldProblem } from "../provider/wire";
import { applyDescribed, definedOnly, described, listPage, param, parseBody, ref, type Context, type Result, type Endpoint } from "./api";
import { invalid, notFound } from "./errors";
import type { State } from "./families";
import type { StoredEventSubscription } from "./types";

const PATH = "event_subscriptions";
export const EVENT_DESTINATION_PATH = "event_destinations";
const subscriptionId = EVENT_SUBSCRIPTIONS.id();

export function renderEventSubscription(baseUrl: string, s: StoredEventSubscription): EventSubscription {
  const uri = `${baseUrl}/${PATH}/${s.id}`;
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
    if (!state.event_destinations[id]) problems.push({ path: `destination_ids[${i}]`, message: `destination_ids[${i}] ${id} does not exist` });
  });
  if (problems.length > 0) throw invalid(problems, "ERR_REFERENCE_NOT_FOUND");
}

function find(ctx: Context): StoredEventSubscription {
  const id = param(ctx, "id");
  const s = ctx.store.state.event_subscriptions[id];
  if (!s) throw notFound("event subscription", id);
  return s;
}

function create(ctx: Context): Result {
  const body = parseBody(EventSubscriptionCreate, ctx);
  const { store } = ctx;
  checkDestinations(store.state, body.destination_ids);
  const id = store.newId(EVENT_SUBSCRIPTIONS.idPrefix);
  const sub: StoredEventSubscription = {
    id,
    created_at: rfc3339(ctx.now),
    ...definedOnly({ description: body.description, metadata: body.metadata }),
    source_types: body.sources.map((s) => s.type),
    destination_ids: body.destination_ids,
  };
  store.state.event_subscriptions[id] = sub;
  return { status: 201, body: renderEventSubscription(ctx.baseUrl, sub), mutated: true };
}

function update(ctx: Context): Result {
  const sub = find(ctx);
  const body = parseBody(EventSubscriptionUpdate, ctx);
  checkDestinations(ctx.store.state, body.destination_ids);
  applyDescribed(sub, body);
  if (body.sources !== undefined) sub.source_types = body.sources.map((s) => s.type);
  if (body.destination_ids !== undefined) sub.destination_ids = body.destination_ids;
  return { status: 200, body: renderEventSubscription(ctx.baseUrl, sub), mutated: true };
}

function remove(ctx: Context): Result {
  const sub = find(ctx);
  delete ctx.store.state.event_subscriptions[sub.id];
  return { status: 204, mutated: true };
}

function getSource(ctx: Context): Result {
  const sub = find(ctx);
  const type = param(ctx, "type");
  if (!sub.source_types.includes(type)) throw notFound(`event subscription ${sub.id} source`, type);
  return { status: 200, body: { type, uri: `${ctx.baseUrl}/${PATH}/${sub.id}/sources/${type}` } };
}

export const eventSubscriptionEndpoints: Endpoint[] = [
  { method: "GET", pattern: `/${PATH}`, handler: (ctx) => listPage(ctx, ctx.store.state.event_subscriptions, PATH, subscriptionId, (s) => renderEventSubscription(ctx.baseUrl, s)) },
  { method: "POST", pattern: `/${PATH}`, body: true, handler: create },
  { method: "GET", pattern: `/${PATH}/{id}`, handler: (ctx) => ({ status: 200, body: renderEventSubscription(ctx.baseUrl, find(ctx)) }) },
  { method: "PATCH", pattern: `/${PATH}/{id}`, body: true, handler: update },
  { method: "DELETE", pattern: `/${PATH}/{id}`, handler: remove },
  { method: "GET", pattern: `/${PATH}/{id}/sources/{type}`, handler: getSource },
];
