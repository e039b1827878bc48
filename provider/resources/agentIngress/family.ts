/**
 * The AgentIngress provider. The domain is fixed on the service (the update body has no domain):
 * a new domain replaces the ingress, the old one deleted first, since agents connect by the
 * ingress's names and two ingresses never share a domain. `description`, `metadata` and
 * `certificateManagementPolicy` update in place. A policy left out of the program leaves the
 * service's as it is: no public source says how one is removed (provider/resources/agentIngress/wire.ts).
 */
import { family } from "../../contract/family";
import { lifecycle } from "../../lifecycle/declare";
import { canonicalDomain } from "../reservedDomain/wire";
import { AGENT_INGRESS_FIELDS } from "./fields";
import { type AgentIngress } from "./wire";

export const FACTS = family({
  type: "AgentIngress",
  fields: AGENT_INGRESS_FIELDS,
  importing: {
    noun: "ingress",
    intro: ["Agent ingresses: domains of your own that your agents connect to (their connect URL)."],
    label: (a: AgentIngress, t) => t.wordsOr(a.description, () => t.hostWords(a.domain)),
  },
});

const life = lifecycle({
  facts: FACTS,
  // The service refuses a second ingress on the same domain (ERR_NGROK_6706): the old one goes first.
  deleteFirst: () => true,
  // A failed create may have made the ingress: its domain is unique, so it is the one with its domain.
  match: {
    describe: (inputs) => `on ${canonicalDomain(inputs.domain)}`,
  },
  refuseAdoption: (existing, inputs) =>
    existing.domain === canonicalDomain(inputs.domain) ? undefined : `that agent ingress is on ${existing.domain}, not ${canonicalDomain(inputs.domain)}; declare its domain to adopt it`,
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
