/**
 * The AgentIngress provider. The domain is fixed on the service (the update body has no domain):
 * a new domain replaces the ingress, the old one deleted first, since agents connect by the
 * ingress's names and two ingresses never share a domain. `description`, `metadata` and
 * `certificateManagementPolicy` update in place. A policy left out of the program leaves the
 * service's as it is: no public source says how one is removed (provider/resources/agentIngress/wire.ts).
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { isUnknown } from "../../inputs/unknowns";
import { lifecycle } from "../../lifecycle/declare";
import { canonicalDomain } from "../reservedDomain/wire";
import { AGENT_INGRESSES, DEFAULT_AGENT_INGRESS_POLICY, type AgentIngress, type AgentIngressCertPolicy, type AgentIngressCreate, type AgentIngressUpdate } from "./wire";

/** Every output field, present (possibly null) after each create, update and read. */
export const AGENT_INGRESS_OUTPUT_FIELDS = [
  "uri", "createdAt", "description", "metadata", "domain", "nsTargets", "regionDomains", "certificateManagementPolicy", "certificateManagementStatus",
] as const;

export type AgentIngressInputs = Camelize<AgentIngressCreate> & { adoptId?: string };
export type AgentIngressOutputs = Camelize<Omit<AgentIngress, "id">>;

export const FACTS = {
  type: "AgentIngress",
  collection: "agentIngresses",
  what: "agent ingress",
  wire: AGENT_INGRESSES,
  outputFields: AGENT_INGRESS_OUTPUT_FIELDS,
  // ERR_NGROK_6706: one agent ingress per domain.
  recovery: { matchFields: ["domain"], uniqueMatch: true },
  importing: {
    find: { from: "list", only: "agent-ingresses" },
    account: "agent ingresses",
    summary: "agent ingresses",
    noun: "ingress",
    intro: ["Agent ingresses: domains of your own that your agents connect to (their connect URL)."],
    label: (a: AgentIngress, t) => t.wordsOr(a.description, () => t.hostWords(a.domain)),
    declare: (a: AgentIngress) => {
      const p = a.certificate_management_policy;
      return {
        args: {
          domain: a.domain,
          ...(a.description ? { description: a.description } : {}),
          ...(a.metadata ? { metadata: a.metadata } : {}),
          ...(p ? { certificateManagementPolicy: { authority: p.authority, privateKeyType: p.private_key_type } } : {}),
        },
      };
    },
  },
} as const satisfies FamilyFacts<"AgentIngress">;

/** A policy as the service holds it once sent: its defaults filled in. */
const heldPolicy = (p: Camelize<AgentIngressCertPolicy>): AgentIngressCertPolicy => ({
  authority: p.authority ?? DEFAULT_AGENT_INGRESS_POLICY.authority,
  private_key_type: p.privateKeyType ?? DEFAULT_AGENT_INGRESS_POLICY.private_key_type,
});

/** The PATCH that brings the service (as `olds` describes it) to the program: only what differs; undefined when in sync. */
function updateBody(olds: AgentIngressOutputs, news: AgentIngressInputs): AgentIngressUpdate | undefined {
  const body: AgentIngressUpdate = {};
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  const want = news.certificateManagementPolicy;
  if (want !== undefined && want !== null) {
    const policy = heldPolicy(want);
    const have = olds.certificateManagementPolicy;
    if (!have || have.authority !== policy.authority || have.privateKeyType !== policy.private_key_type) body.certificate_management_policy = policy;
  }
  return Object.keys(body).length ? body : undefined;
}

const life = lifecycle({
  facts: { what: "agent ingress", wire: AGENT_INGRESSES },
  calls: (client) => client.agentIngresses,
  compared: ["domain", "description", "metadata", "certificateManagementPolicy"],
  createBody: ({ domain, description, metadata, certificateManagementPolicy: p }: AgentIngressInputs): AgentIngressCreate => ({
    domain,
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
    ...(p === undefined || p === null ? {} : { certificate_management_policy: heldPolicy(p) }),
  }),
  updateBody,
  replaces: (olds, news) => (isUnknown(news.domain) || canonicalDomain(news.domain) !== olds.domain ? ["domain"] : []),
  // The service refuses a second ingress on the same domain (ERR_NGROK_6706): the old one goes first.
  deleteFirst: () => true,
  toOutputs: ({ id: _, ...rest }: AgentIngress): AgentIngressOutputs => outputsFrom(rest, AGENT_INGRESS_OUTPUT_FIELDS),
  // A failed create may have made the ingress: its domain is unique, so it is the one with its domain.
  match: {
    matches: (a, inputs) => a.domain === canonicalDomain(inputs.domain),
    describe: (inputs) => `on ${canonicalDomain(inputs.domain)}`,
    howToFind: (inputs, since) =>
      `find it with getAgentIngresses() (the agent ingress on ${canonicalDomain(inputs.domain)}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
  reconcileRecovered: true,
  refuseAdoption: (existing, inputs) =>
    existing.domain === canonicalDomain(inputs.domain) ? undefined : `that agent ingress is on ${existing.domain}, not ${canonicalDomain(inputs.domain)}; declare its domain to adopt it`,
});

export const { check, diff, create, read, update, remove, search } = life;
