/**
 * The IpPolicy provider. A policy holds only a description and metadata, both changed in place
 * with one PATCH holding what changed (ngrok's OpenAPI description: IPPolicyUpdate); its rules are
 * IpPolicyRule resources of their own. A description or metadata the program no longer sets is
 * cleared with `""`.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { IngressClient } from "../../client";
import type { FamilyFacts } from "../../family";
import { adoptIdProblem, adoptionTarget } from "../../inputs/adoption";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { containsUnknown } from "../../inputs/unknowns";
import { toCheckFailures, userInputs, validateInputs } from "../../inputs/validate";
import { getClient } from "../../process/runtime";
import { IP_POLICIES, type IpPolicy, IpPolicyCreate, type IpPolicyUpdate } from "./wire";
import { deleteIfExists, readOrGone } from "../../lifecycle/gone";
import { createOnce, type Finder, searchWith } from "../../lifecycle/recovery";

export const IPP_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata"] as const;

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
export type IppInputs = Camelize<IpPolicyCreate> & { adoptId?: string };
export type IppOutputs = Camelize<Omit<IpPolicy, "id">>;

const FIELDS = ["description", "metadata"] as const;

export const FACTS = {
  type: "IpPolicy",
  collection: "ipPolicies",
  apiPaths: /^\/ip_policies(\/|$)/,
  what: "IP policy",
  wire: IP_POLICIES,
  outputFields: IPP_OUTPUT_FIELDS,
  recovery: { matchFields: [...FIELDS], search: searchWith(finder) },
  importing: {
    find: { from: "list", only: "ip-policies", list: (client) => client.ipPolicies.list() },
    account: "ipPolicies",
    summary: "IP policies (their rules are IP policy rules)",
    noun: "ip policy",
    intro: ["IP policies: what routes' IP restrictions and restrict-ips name."],
    label: (p: IpPolicy, t) => t.words(p.description),
    declare: (p: IpPolicy) => ({ args: { ...(p.description ? { description: p.description } : {}), ...(p.metadata ? { metadata: p.metadata } : {}) } }),
  },
} as const satisfies FamilyFacts<"IpPolicy">;

export async function check(_olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, ...fields } = userInputs(news);
  const problems = [...validateInputs(IpPolicyCreate, fields), ...adoptIdProblem(adoptId, IP_POLICIES)];
  return { inputs: news, failures: toCheckFailures(problems, IpPolicyCreate) };
}

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: IppOutputs, news: Pick<IppInputs, (typeof FIELDS)[number]>): IpPolicyUpdate | undefined {
  const body: IpPolicyUpdate = {};
  for (const f of FIELDS) if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  return Object.keys(body).length ? body : undefined;
}

export async function diff(_id: string, olds: IppOutputs, news: IppInputs): Promise<pulumi.dynamic.DiffResult> {
  const changes = FIELDS.some((f) => containsUnknown(news[f])) || updateBody(olds, news) !== undefined;
  return { changes, replaces: [], deleteBeforeReplace: false };
}

export async function create(inputs: IppInputs): Promise<pulumi.dynamic.CreateResult<IppOutputs>> {
  const client = getClient();
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const existing = toOutputs(await client.ipPolicies.get(adopt));
    const patch = updateBody(existing, inputs);
    return { id: adopt, outs: patch ? toOutputs(await client.ipPolicies.update(adopt, patch)) : existing };
  }
  // A failed create may have made the policy: look for one just like it made since (recovery.ts).
  const { item } = await createOnce({
    what: FACTS.what,
    create: () => client.ipPolicies.create(createBody(inputs)),
    finder: finder(client, inputs),
    howToFind: (since: string) =>
      `find it with getIpPolicies() (one with this description and metadata created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  });
  return { id: item.id, outs: toOutputs(item) };
}

function createBody({ description, metadata }: IppInputs): IpPolicyCreate {
  return { ...(description === undefined ? {} : { description }), ...(metadata === undefined ? {} : { metadata }) };
}

/** How to find a policy the program's create may have made: the same description and metadata. */
export function finder(client: IngressClient, inputs: Pick<IppInputs, (typeof FIELDS)[number]>): Finder<IpPolicy> {
  return {
    list: () => client.ipPolicies.list(),
    matches: (p) => updateBody(toOutputs(p), inputs) === undefined,
    describe: "with this description and metadata",
  };
}

export async function read(id: string): Promise<pulumi.dynamic.ReadResult<IppOutputs>> {
  return readOrGone(id, () => getClient().ipPolicies.get(id), toOutputs);
}

export async function update(id: string, olds: IppOutputs, news: IppInputs): Promise<pulumi.dynamic.UpdateResult<IppOutputs>> {
  // diff reports an update only when the body below has something in it.
  return { outs: toOutputs(await getClient().ipPolicies.update(id, updateBody(olds, news) ?? {})) };
}

export async function remove(id: string): Promise<void> {
  await deleteIfExists(() => getClient().ipPolicies.delete(id));
}

const toOutputs = ({ id: _, ...rest }: IpPolicy): IppOutputs => outputsFrom(rest, IPP_OUTPUT_FIELDS);
