/**
 * An event subscription's fields (provider/fields/table.ts): every input changed in place. Users
 * list sources as event type strings, which the wire wraps as `{type}`; destinations are compared
 * by their ids. The inputs are in the order the import writes them.
 */
import type { ImportTools, Naming } from "../../importing/facts";
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { EVENT_SUBSCRIPTIONS, type EventSubscription } from "./wire";

/** The event types of sources as outputs hold them (`{type, uri}` each). */
const sourceTypes = (outputs: Record<string, unknown>): string[] => {
  const sources = outputs["sources"];
  return Array.isArray(sources) ? sources.map((s: { type?: unknown }) => String(s.type)) : [];
};

export const ESB_FIELDS = fieldTable(EVENT_SUBSCRIPTIONS)({
  sources: {
    kind: "inPlace",
    compare: "set",
    held: sourceTypes,
    // In preview an unknown may stand for the whole list: sent as it is, never to the service.
    send: (types: unknown) => (Array.isArray(types) ? types.map((type: unknown) => ({ type })) : types),
    imported: (s: EventSubscription) => s.sources.map((x) => x.type),
  },
  destination_ids: {
    kind: "inPlace",
    compare: "set",
    read: (s: EventSubscription) => s.destinations.map((d) => d.id),
    imported: (s: EventSubscription, as: Naming, t: ImportTools) => s.destinations.map((d) => t.constant(d.id, "destination", as.label, (users) => `Event destination of ${t.list(users)}`)),
  },
  ...DESCRIBED_FIELDS,
  destinations: { kind: "outputOnly" },
});
