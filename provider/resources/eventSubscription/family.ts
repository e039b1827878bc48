/**
 * The EventSubscription provider. Users list source types (`ip_policy_created.v0`) and destination
 * ids; the order of either is not a change. Updates send one PATCH with only what changed, and a
 * description or metadata the program no longer sets is cleared with `""`.
 */
import type { FamilyFacts } from "../../family";
import { type Camelize, camelPath } from "../../inputs/naming";
import { outputsFrom, sameMembers, textOrEmpty } from "../../inputs/outputs";
import { blamedOnUnknown, unknownPaths, withoutUnknowns } from "../../inputs/unknowns";
import { lifecycle } from "../../lifecycle/declare";
import { formatIssues, type FieldProblem } from "../../wire/rules";
import { EVENT_SUBSCRIPTIONS, type EventSubscription, EventSubscriptionCreate, type EventSubscriptionUpdate } from "./wire";

export const ESB_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "sources", "destinations", "destinationIds"] as const;

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on: sources as type strings (the wire wraps each as `{type}`). */
export type EsbInputs = Omit<Camelize<EventSubscriptionCreate>, "sources"> & { sources: string[]; adoptId?: string };
/** The outputs: the service's subscription, and the ids of its destinations as the program lists them. */
export type EsbOutputs = Camelize<Omit<EventSubscription, "id">> & { destinationIds: string[] };

const FIELDS = ["description", "metadata", "sources", "destinationIds"] as const;

export const FACTS = {
  type: "EventSubscription",
  collection: "eventSubscriptions",
  what: "event subscription",
  wire: EVENT_SUBSCRIPTIONS,
  outputFields: ESB_OUTPUT_FIELDS,
  recovery: { matchFields: [...FIELDS] },
  importing: {
    find: { from: "list", only: "subscriptions" },
    account: "subscriptions",
    summary: "event subscriptions",
    noun: "subscription",
    intro: ["Event subscriptions."],
    constants: ["destination"],
    // Its description, else its first event type (`ip_policy_created.v0` reads ip policy created).
    label: (s: EventSubscription, t) => t.wordsOr(s.description, () => t.words((s.sources[0]?.type ?? "").replace(/\.v\d+$/, ""))),
    // Sources as type strings and destination ids, as the program lists them; description and metadata when set.
    declare: (s: EventSubscription, as, t) => {
      const destination = (id: string) => t.constant(id, "destination", as.label, (users) => `Event destination of ${t.list(users)}`);
      const described = { ...(s.description ? { description: s.description } : {}), ...(s.metadata ? { metadata: s.metadata } : {}) };
      return { args: { sources: s.sources.map((x) => x.type), destinationIds: s.destinations.map((d) => destination(d.id)), ...described } };
    },
  },
} as const satisfies FamilyFacts<"EventSubscription">;

/** The wire body for the program's values (sources as `{type}` objects), to validate. Unknowns are kept as they are. */
function toWire(inputs: Unchecked): Unchecked {
  const body: Unchecked = {};
  if (inputs["description"] !== undefined) body["description"] = inputs["description"];
  if (inputs["metadata"] !== undefined) body["metadata"] = inputs["metadata"];
  const sources = inputs["sources"];
  body["sources"] = Array.isArray(sources) ? sources.map((type) => ({ type })) : sources;
  body["destination_ids"] = inputs["destinationIds"];
  return body;
}

/** Wire paths in the SDK's terms: `sources[1].type` is `sources[1]`, since users list types. */
function sdkPath(path: readonly PropertyKey[]): string {
  return camelPath(path[0] === "sources" && path[2] === "type" ? path.slice(0, 2) : path);
}

/** The program's fields as the wire model and the SDK's own rules judge them (a source is a type string). */
function problems(fields: Unchecked): FieldProblem[] {
  const wire = toWire(fields);
  const unknowns = unknownPaths(wire);
  const r = EventSubscriptionCreate.safeParse(withoutUnknowns(wire), { reportInput: true });
  const found = r.success ? [] : formatIssues(r.error.issues.filter((i) => !blamedOnUnknown(i.path, unknowns)), sdkPath);
  for (const key of Object.keys(fields)) {
    if (!(FIELDS as readonly string[]).includes(key)) found.push({ path: key, message: `${key} is not a known field of EventSubscription` });
  }
  return found;
}

/** The program's fields that the service holds, as `updateBody` compares them. */
type Compared = Pick<EsbInputs, "description" | "metadata" | "sources" | "destinationIds">;

/** A list of strings; in preview an unknown may stand for the whole list. */
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const sourceTypes = (outs: EsbOutputs): string[] => (Array.isArray(outs.sources) ? outs.sources.map((s) => String(s.type)) : []);

/** The POST body for the program's inputs. */
function createBody(inputs: EsbInputs): EventSubscriptionCreate {
  const { description, metadata, sources, destinationIds } = inputs;
  return {
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
    sources: sources.map((type) => ({ type })),
    destination_ids: destinationIds,
  };
}

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: EsbOutputs, news: Compared): EventSubscriptionUpdate | undefined {
  const body: EventSubscriptionUpdate = {};
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  if (!sameMembers(list(news.sources), sourceTypes(olds))) body.sources = list(news.sources).map((type) => ({ type }));
  if (!sameMembers(list(news.destinationIds), list(olds.destinationIds))) body.destination_ids = list(news.destinationIds);
  return Object.keys(body).length ? body : undefined;
}

function toOutputs(sub: EventSubscription): EsbOutputs {
  const { id: _, ...rest } = sub;
  return outputsFrom({ ...rest, destination_ids: sub.destinations.map((d) => d.id) }, ESB_OUTPUT_FIELDS);
}

const life = lifecycle({
  facts: { what: "event subscription", wire: EVENT_SUBSCRIPTIONS },
  calls: (client) => client.eventSubscriptions,
  compared: FIELDS,
  problems,
  createBody,
  updateBody,
  toOutputs,
  // A failed create may have made the subscription: one just like it, made since.
  match: {
    describe: () => "with these sources, destinations, description and metadata",
    howToFind: (_inputs, since) =>
      `find it with getEventSubscriptions() (one with these sources, destinations, description and metadata created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
});

export const { check, diff, create, read, update, remove, search } = life;
