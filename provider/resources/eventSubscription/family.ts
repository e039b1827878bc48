/**
 * The EventSubscription provider. Users list source types (`ip_policy_created.v0`) and destination
 * ids; the order of either is not a change. Updates send one PATCH with only what changed, and a
 * description or metadata the program no longer sets is cleared with `""`.
 */
import { family } from "../../contract/family";
import { fieldsOf, inputNamesOf } from "../../fields/derive";
import { type Camelize, camelPath } from "../../inputs/naming";
import { blamedOnUnknown, unknownPaths, withoutUnknowns } from "../../inputs/unknowns";
import { lifecycle, type ServiceOutputs } from "../../lifecycle/declare";
import { formatIssues, type FieldProblem } from "../../wire/rules";
import { ESB_FIELDS } from "./fields";
import { EVENT_SUBSCRIPTIONS, type EventSubscription, EventSubscriptionCreate } from "./wire";

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on: sources as type strings (the wire wraps each as `{type}`). */
export type EsbInputs = Omit<Camelize<EventSubscriptionCreate>, "sources"> & { sources: string[]; adoptId?: string };
/** The outputs: the service's subscription, and the ids of its destinations as the program lists them. */
export type EsbOutputs = ServiceOutputs<EventSubscription> & { destinationIds: string[] };

/** The inputs a program may set. */
const FIELDS = inputNamesOf(fieldsOf(EVENT_SUBSCRIPTIONS, ESB_FIELDS));

export const FACTS = family({
  type: "EventSubscription",
  fields: ESB_FIELDS,
  importing: {
    find: { from: "list", only: "subscriptions" },
    noun: "subscription",
    intro: ["Event subscriptions."],
    constants: ["destination"],
    // Its description, else its first event type (`ip_policy_created.v0` reads ip policy created).
    label: (s: EventSubscription, t) => t.wordsOr(s.description, () => t.words((s.sources[0]?.type ?? "").replace(/\.v\d+$/, ""))),
  },
});

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
    if (!FIELDS.includes(key)) found.push({ path: key, message: `${key} is not a known field of EventSubscription` });
  }
  return found;
}

const life = lifecycle<typeof FACTS, EsbInputs, EsbOutputs>({
  facts: FACTS,
  problems,
  // A failed create may have made the subscription: one just like it, made since.
  match: {
    describe: () => "with these sources, destinations, description and metadata",
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
