/**
 * The IpPolicyRule provider. The CIDR, description and metadata change in place, with one PATCH
 * holding what changed; a new policy or a new action is a new rule (ngrok's OpenAPI description:
 * IPPolicyRuleUpdate holds neither; ngrok's Terraform provider v0.8.0 replaces on both). A CIDR is
 * compared in canonical form (`2001:DB8::/32` is `2001:db8::/32`), as the Terraform provider
 * compares it case-insensitively. The service refuses a second rule with the same CIDR in a policy
 * (ERR_NGROK_1408), so a replacement that keeps both is made delete-first.
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { containsUnknown } from "../../inputs/unknowns";
import { lifecycle } from "../../lifecycle/declare";
import { canonicalCidr, IP_POLICY_RULES, type IpPolicyRule, type IpPolicyRuleCreate, type IpPolicyRuleUpdate } from "./wire";

export const IPR_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "cidr", "action", "ipPolicy", "ipPolicyId"] as const;

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
  what: "IP policy rule",
  wire: IP_POLICY_RULES,
  outputFields: IPR_OUTPUT_FIELDS,
  recovery: { matchFields: [...REPLACING, ...IN_PLACE] },
  importing: {
    find: { from: "list", only: "ip-policy-rules" },
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

function toOutputs(r: IpPolicyRule): IprOutputs {
  const { id: _, ...rest } = r;
  return outputsFrom({ ...rest, ip_policy_id: r.ip_policy.id }, IPR_OUTPUT_FIELDS);
}

const life = lifecycle({
  facts: { what: "IP policy rule", wire: IP_POLICY_RULES },
  calls: (client) => client.ipPolicyRules,
  compared: [...REPLACING, ...IN_PLACE],
  createBody: ({ ipPolicyId, cidr, action, description, metadata }: IprInputs): IpPolicyRuleCreate => ({
    ip_policy_id: ipPolicyId,
    cidr,
    action,
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
  }),
  updateBody,
  replaces: replacing,
  // In the same policy the new rule may have the old one's CIDR, which the service refuses twice: delete first.
  deleteFirst: (olds, news) =>
    !replacing(olds, news).includes("ipPolicyId") && (containsUnknown(news.cidr) || canonicalCidr(textOrEmpty(news.cidr)) === canonicalCidr(textOrEmpty(olds.cidr))),
  toOutputs,
  // A failed create may have made the rule: one just like it, made since.
  match: {
    describe: (inputs) => `of ${inputs.ipPolicyId} for ${canonicalCidr(textOrEmpty(inputs.cidr))} with this action, description and metadata`,
    howToFind: (inputs, since) =>
      `find it with getIpPolicyRules() (a rule of ${inputs.ipPolicyId} for ${canonicalCidr(inputs.cidr)} created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
  refuseAdoption: (existing, inputs) => {
    const held = toOutputs(existing);
    const wrong = replacing(held, inputs);
    if (wrong.length === 0) return undefined;
    return `that rule has ${wrong.map((f) => `${f} ${held[f]}`).join(" and ")}, which cannot be changed in place; the program asks for ${wrong.map((f) => `${f} ${inputs[f]}`).join(" and ")}`;
  },
});

export const { check, diff, create, read, update, remove, search } = life;
