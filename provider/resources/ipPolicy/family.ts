/**
 * The IpPolicy provider. A policy holds only a description and metadata, both changed in place
 * with one PATCH holding what changed (ngrok's OpenAPI description: IPPolicyUpdate); its rules are
 * IpPolicyRule resources of their own. A description or metadata the program no longer sets is
 * cleared with `""`.
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { lifecycle } from "../../lifecycle/declare";
import type { IpPolicy, IpPolicyCreate, IpPolicyUpdate } from "./wire";
import { IP_POLICIES } from "./wire";

export const IPP_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata"] as const;

export type IppInputs = Camelize<IpPolicyCreate> & { adoptId?: string };
export type IppOutputs = Camelize<Omit<IpPolicy, "id">>;

const FIELDS = ["description", "metadata"] as const;

export const FACTS = {
  type: "IpPolicy",
  collection: "ipPolicies",
  what: "IP policy",
  wire: IP_POLICIES,
  outputFields: IPP_OUTPUT_FIELDS,
  recovery: { matchFields: [...FIELDS] },
  importing: {
    find: { from: "list", only: "ip-policies" },
    account: "ipPolicies",
    summary: "IP policies (their rules are IP policy rules)",
    noun: "ip policy",
    intro: ["IP policies: what routes' IP restrictions and restrict-ips name."],
    label: (p: IpPolicy, t) => t.words(p.description),
    declare: (p: IpPolicy) => ({ args: { ...(p.description ? { description: p.description } : {}), ...(p.metadata ? { metadata: p.metadata } : {}) } }),
  },
} as const satisfies FamilyFacts<"IpPolicy">;

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: IppOutputs, news: Pick<IppInputs, (typeof FIELDS)[number]>): IpPolicyUpdate | undefined {
  const body: IpPolicyUpdate = {};
  for (const f of FIELDS) if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  return Object.keys(body).length ? body : undefined;
}

const toOutputs = ({ id: _, ...rest }: IpPolicy): IppOutputs => outputsFrom(rest, IPP_OUTPUT_FIELDS);

const life = lifecycle({
  facts: { what: "IP policy", wire: IP_POLICIES },
  calls: (client) => client.ipPolicies,
  compared: FIELDS,
  createBody: ({ description, metadata }: IppInputs): IpPolicyCreate => ({
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
  }),
  updateBody,
  toOutputs,
  // A failed create may have made the policy: one just like it, made since.
  match: {
    describe: () => "with this description and metadata",
    howToFind: (_inputs, since) =>
      `find it with getIpPolicies() (one with this description and metadata created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
});

export const { check, diff, create, read, update, remove, search } = life;
