/**
 * The EventSubscription provider. Users list source types (`ip_policy_created.v0`) and destination
 * ids; the order of either is not a change. Updates send one PATCH with only what changed, and a
 * description or metadata the program no longer sets is cleared with `""`.
 */
import type * as pulumi from "@pulumi/pulumi";
import { deleteIfExists, readOrGone } from "../../lifecycle/gone";
import { adoptIdProblem, adoptionTarget } from "../../inputs/adoption";
import { type Camelize, camelPath } from "../../inputs/naming";
import { createOnce, type Finder, searchWith } from "../../lifecycle/recovery";
import type { FamilyFacts } from "../../family";
import type { IngressClient } from "../../client";
import { outputsFrom, sameMembers, textOrEmpty } from "../../inputs/outputs";
import { getClient } from "../../process/runtime";
import { containsUnknown } from "../../inputs/unknowns";
import { toCheckFailures, userInputs } from "../../inputs/validate";
import { EVENT_SUBSCRIPTIONS } from "./wire";
import {
  type EventSubscription,
  EventSubscriptionCreate,
  type EventSubscriptionUpdate,
} from "./wire";
import { formatIssues } from "../../wire/rules";
import { blamedOnUnknown, unknownPaths, withoutUnknowns } from "../../inputs/unknowns";

export const ESB_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "sources", "destinations", "destinationIds"] as const;

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on: sources as type strings (the wire wraps each as `{type}`). */
export type EsbInputs = Omit<Camelize<EventSubscriptionCreate>, "sources"> & { sources: string[]; adoptId?: string };
/** The outputs: the service's subscription, and the ids of its destinations as the program lists them. */
export type EsbOutputs = Camelize<Omit<EventSubscription, "id">> & { destinationIds: string[] };

export const FACTS = {
  type: "EventSubscription",
  collection: "eventSubscriptions",
  apiPaths: /^\/event_subscriptions(\/|$)/,
  what: "event subscription",
  wire: EVENT_SUBSCRIPTIONS,
  outputFields: ESB_OUTPUT_FIELDS,
  recovery: { matchFields: ["sources", "destinationIds", "description", "metadata"], search: searchWith(finder) },
  importing: {
    find: { from: "list", only: "subscriptions", list: (client) => client.eventSubscriptions.list() },
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

export async function check(_olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, ...fields } = userInputs(news);
  const wire = toWire(fields);
  const unknowns = unknownPaths(wire);
  const r = EventSubscriptionCreate.safeParse(withoutUnknowns(wire), { reportInput: true });
  const problems = r.success
    ? []
    : formatIssues(r.error.issues.filter((i) => !blamedOnUnknown(i.path, unknowns)), sdkPath);
  for (const key of Object.keys(fields)) {
    if (!["description", "metadata", "sources", "destinationIds"].includes(key)) {
      problems.push({ path: key, message: `${key} is not a known field of EventSubscription` });
    }
  }
  problems.push(...adoptIdProblem(adoptId, EVENT_SUBSCRIPTIONS));
  return { inputs: news, failures: toCheckFailures(problems, EventSubscriptionCreate) };
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

export async function diff(_id: string, olds: EsbOutputs, news: EsbInputs): Promise<pulumi.dynamic.DiffResult> {
  const changes = (["description", "metadata", "sources", "destinationIds"] as const).some((f) => containsUnknown(news[f])) || updateBody(olds, news) !== undefined;
  return { changes, replaces: [], deleteBeforeReplace: false };
}

export async function create(inputs: EsbInputs): Promise<pulumi.dynamic.CreateResult<EsbOutputs>> {
  const client = getClient();
  // A failed create may have made the subscription: look for one just like it made since (recovery.ts).
  const spec = {
    what: FACTS.what,
    create: () => client.eventSubscriptions.create(createBody(inputs)),
    finder: finder(client, inputs),
    howToFind: (since: string) =>
      `find it with getEventSubscriptions() (one with these sources, destinations, description and metadata created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  };
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const existing = toOutputs(await client.eventSubscriptions.get(adopt));
    const patch = updateBody(existing, inputs);
    return { id: adopt, outs: patch ? toOutputs(await client.eventSubscriptions.update(adopt, patch)) : existing };
  }
  const { item: sub } = await createOnce(spec);
  return { id: sub.id, outs: toOutputs(sub) };
}

/** How to find a subscription the program's create may have made: the same sources, destinations, description and metadata. */
export function finder(client: IngressClient, inputs: Compared): Finder<EventSubscription> {
  return {
    list: () => client.eventSubscriptions.list(),
    matches: (s) => updateBody(toOutputs(s), inputs) === undefined,
    describe: "with these sources, destinations, description and metadata",
  };
}

export async function read(id: string): Promise<pulumi.dynamic.ReadResult<EsbOutputs>> {
  return readOrGone(id, () => getClient().eventSubscriptions.get(id), toOutputs);
}

export async function update(id: string, olds: EsbOutputs, news: EsbInputs): Promise<pulumi.dynamic.UpdateResult<EsbOutputs>> {
  // diff reports an update only when the body below has something in it.
  const sub = await getClient().eventSubscriptions.update(id, updateBody(olds, news) ?? {});
  return { outs: toOutputs(sub) };
}

export async function remove(id: string): Promise<void> {
  await deleteIfExists(() => getClient().eventSubscriptions.delete(id));
}

function toOutputs(sub: EventSubscription): EsbOutputs {
  const { id: _, ...rest } = sub;
  return outputsFrom({ ...rest, destination_ids: sub.destinations.map((d) => d.id) }, ESB_OUTPUT_FIELDS);
}
