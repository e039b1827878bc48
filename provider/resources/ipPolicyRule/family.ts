/**
 * The IpPolicyRule provider. The CIDR, description and metadata change in place, with one PATCH
 * holding what changed; a new policy or a new action is a new rule (ngrok's OpenAPI description:
 * IPPolicyRuleUpdate holds neither; ngrok's Terraform provider v0.8.0 replaces on both). A CIDR is
 * compared in canonical form (`2001:DB8::/32` is `2001:db8::/32`), as the Terraform provider
 * compares it case-insensitively. The service refuses a second rule with the same CIDR in a policy
 * (ERR_NGROK_1408), so a replacement that keeps both is made delete-first.
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
import { canonicalCidr, IP_POLICY_RULES, type IpPolicyRule, IpPolicyRuleCreate, type IpPolicyRuleUpdate } from "./wire";
import { deleteIfExists, readOrGone } from "../../lifecycle/gone";
import { createOnce, type Finder, searchWith } from "../../lifecycle/recovery";

export const IPR_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "cidr", "action", "ipPolicy", "ipPolicyId"] as const;

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
export type IprInputs = Camelize<IpPolicyRuleCreate> & { adoptId?: string };
/** The outputs: the service's rule, and the id of its policy as the program names it. */
export type IprOutputs = Camelize<Omit<IpPolicyRule, "id">> & { ipPolicyId: string };

/** Changed in place. */
const IN_PLACE = ["cidr", "description", "metadata"] as const;
/** A change makes a new rule. */
const REPLACING = ["ipPolicyId", "action"] as const;

export const FACTS = {
  type: "IpPolicyRule",
  collection: "ipPolicyRules",
  apiPaths: /^\/ip_policy_rules(\/|$)/,
  what: "IP policy rule",
  wire: IP_POLICY_RULES,
  outputFields: IPR_OUTPUT_FIELDS,
  recovery: { matchFields: [...REPLACING, ...IN_PLACE], search: searchWith(finder) },
  importing: {
    find: { from: "list", only: "ip-policy-rules", list: (client) => client.ipPolicyRules.list() },
    account: "ipPolicyRules",
    summary: "IP policy rules",
    noun: "ip rule",
    intro: ["IP policy rules: each allows or denies one CIDR block for its IP policy."],
    // Its description, else its action and CIDR (`allow 10.0.0.0/8` reads allow 10 0 0 0 8).
    label: (r: IpPolicyRule, t) => t.wordsOr(r.description, () => t.words(`${r.action} ${r.cidr}`)),
    constants: ["ip policy"],
    declare: (r: IpPolicyRule, as, t) => ({
      args: {
        ipPolicyId: t.constant(r.ip_policy.id, "ip policy", as.label, (users) => `IP policy of ${t.list(users)}`),
        cidr: r.cidr,
        action: r.action,
        ...(r.description ? { description: r.description } : {}),
        ...(r.metadata ? { metadata: r.metadata } : {}),
      },
    }),
  },
} as const satisfies FamilyFacts<"IpPolicyRule">;

export async function check(_olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, ...fields } = userInputs(news);
  const problems = [...validateInputs(IpPolicyRuleCreate, fields), ...adoptIdProblem(adoptId, IP_POLICY_RULES)];
  return { inputs: news, failures: toCheckFailures(problems, IpPolicyRuleCreate) };
}

/** The policy the outputs name (state written by any version holds `ipPolicy`). */
const policyOf = (olds: IprOutputs): string => olds.ipPolicyId ?? olds.ipPolicy?.id ?? "";

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: IprOutputs, news: Pick<IprInputs, (typeof IN_PLACE)[number]>): IpPolicyRuleUpdate | undefined {
  const body: IpPolicyRuleUpdate = {};
  if (canonicalCidr(textOrEmpty(news.cidr)) !== canonicalCidr(textOrEmpty(olds.cidr))) body.cidr = news.cidr;
  for (const f of ["description", "metadata"] as const) if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  return Object.keys(body).length ? body : undefined;
}

/** The fields whose change makes a new rule. */
function replacing(olds: IprOutputs, news: IprInputs): (typeof REPLACING)[number][] {
  const now = { ipPolicyId: policyOf(olds), action: olds.action };
  return REPLACING.filter((f) => containsUnknown(news[f]) || news[f] !== now[f]);
}

export async function diff(_id: string, olds: IprOutputs, news: IprInputs): Promise<pulumi.dynamic.DiffResult> {
  const replaces = replacing(olds, news);
  const changes = replaces.length > 0 || IN_PLACE.some((f) => containsUnknown(news[f])) || updateBody(olds, news) !== undefined;
  // In the same policy the new rule may have the old one's CIDR, which the service refuses twice: delete first.
  const samePolicy = !replaces.includes("ipPolicyId");
  const sameCidr = containsUnknown(news.cidr) || canonicalCidr(textOrEmpty(news.cidr)) === canonicalCidr(textOrEmpty(olds.cidr));
  return { changes, replaces, deleteBeforeReplace: replaces.length > 0 && samePolicy && sameCidr };
}

function createBody({ ipPolicyId, cidr, action, description, metadata }: IprInputs): IpPolicyRuleCreate {
  return { ip_policy_id: ipPolicyId, cidr, action, ...(description === undefined ? {} : { description }), ...(metadata === undefined ? {} : { metadata }) };
}

export async function create(inputs: IprInputs): Promise<pulumi.dynamic.CreateResult<IprOutputs>> {
  const client = getClient();
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const existing = toOutputs(await client.ipPolicyRules.get(adopt));
    const wrong = replacing(existing, inputs);
    if (wrong.length > 0) {
      throw new Error(`adoptId ${adopt}: that rule has ${wrong.map((f) => `${f} ${existing[f]}`).join(" and ")}, which cannot be changed in place; the program asks for ${wrong.map((f) => `${f} ${inputs[f]}`).join(" and ")}`);
    }
    const patch = updateBody(existing, inputs);
    return { id: adopt, outs: patch ? toOutputs(await client.ipPolicyRules.update(adopt, patch)) : existing };
  }
  // A failed create may have made the rule: look for one just like it made since (recovery.ts).
  const { item } = await createOnce({
    what: FACTS.what,
    create: () => client.ipPolicyRules.create(createBody(inputs)),
    finder: finder(client, inputs),
    howToFind: (since: string) =>
      `find it with getIpPolicyRules() (a rule of ${inputs.ipPolicyId} for ${canonicalCidr(inputs.cidr)} created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  });
  return { id: item.id, outs: toOutputs(item) };
}

/** How to find a rule the program's create may have made: the same policy, CIDR, action, description and metadata. */
export function finder(client: IngressClient, inputs: IprInputs): Finder<IpPolicyRule> {
  return {
    list: () => client.ipPolicyRules.list(),
    matches: (r) => {
      const outs = toOutputs(r);
      return replacing(outs, inputs).length === 0 && updateBody(outs, inputs) === undefined;
    },
    describe: `of ${inputs.ipPolicyId} for ${canonicalCidr(textOrEmpty(inputs.cidr))} with this action, description and metadata`,
  };
}

export async function read(id: string): Promise<pulumi.dynamic.ReadResult<IprOutputs>> {
  return readOrGone(id, () => getClient().ipPolicyRules.get(id), toOutputs);
}

export async function update(id: string, olds: IprOutputs, news: IprInputs): Promise<pulumi.dynamic.UpdateResult<IprOutputs>> {
  // diff reports an update only when the body below has something in it.
  return { outs: toOutputs(await getClient().ipPolicyRules.update(id, updateBody(olds, news) ?? {})) };
}

export async function remove(id: string): Promise<void> {
  await deleteIfExists(() => getClient().ipPolicyRules.delete(id));
}

function toOutputs(r: IpPolicyRule): IprOutputs {
  const { id: _, ...rest } = r;
  return outputsFrom({ ...rest, ip_policy_id: r.ip_policy.id }, IPR_OUTPUT_FIELDS);
}
