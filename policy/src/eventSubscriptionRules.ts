/** Rules on EventSubscription: something to listen to, somewhere to send it. */
import { type IngressRule, subject } from "./rule";
import { isUnknown } from "./values";

/** Empty when the list is known and empty (or absent); unknown lists and entries are judged at `up`. */
function missing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return Array.isArray(value) && value.length === 0 && !isUnknown(value);
}

export const eventSubscriptionComplete: IngressRule = {
  name: "ingress-event-subscription-complete",
  description: "An event subscription has at least one source and at least one destination.",
  enforcementLevel: "mandatory",
  resource: "EventSubscription",
  config: {},
  violations(props, { name }) {
    const out: string[] = [];
    const who = subject("EventSubscription", name);
    if (missing(props["sources"])) out.push(`${who} has no source, so it delivers nothing: add at least one event type to sources.`);
    if (missing(props["destinationIds"])) {
      out.push(`${who} has no destination, so its events go nowhere: add at least one event destination id to destinationIds.`);
    }
    return out;
  },
};
