/**
 * The IpPolicyRule provider. The CIDR, description and metadata change in place, with one PATCH
 * holding what changed; a new policy or a new action is a new rule (ngrok's OpenAPI description:
 * IPPolicyRuleUpdate holds neither; ngrok's Terraform provider v0.8.0 replaces on both). A CIDR is
 * compared in canonical form (`2001:DB8::/32` is `2001:db8::/32`), as the Terraform provider
 * compares it case-insensitively. The service refuses a second rule with the same CIDR in a policy
 * (ERR_NGROK_1408), so a replacement that keeps both is made delete-first.
 */
import { family } from "../../contract/family";
import { fieldsOf, outputsOf, replacedOf } from "../../fields/derive";
import { textOrEmpty } from "../../inputs/outputs";
import { containsUnknown } from "../../inputs/unknowns";
import { lifecycle, type ProgramInputs, type ServiceOutputs } from "../../lifecycle/declare";
import { IP_POLICY_RULE_FIELDS } from "./fields";
import { canonicalCidr, IP_POLICY_RULES, type IpPolicyRule, type IpPolicyRuleCreate } from "./wire";

export type IprInputs = ProgramInputs<IpPolicyRuleCreate>;
/** The outputs: the service's rule, and the id of its policy as the program names it. */
export type IprOutputs = ServiceOutputs<IpPolicyRule> & { ipPolicyId: string };

const FIELDS = fieldsOf(IP_POLICY_RULES, IP_POLICY_RULE_FIELDS);

export const FACTS = family({
  type: "IpPolicyRule",
  fields: IP_POLICY_RULE_FIELDS,
  importing: {
    noun: "ip rule",
    intro: ["IP policy rules: each allows or denies one CIDR block for its IP policy."],
    // Its description, else its action and CIDR (`allow 10.0.0.0/8` reads allow 10 0 0 0 8).
    label: (r: IpPolicyRule, t) => t.wordsOr(r.description, () => t.words(`${r.action} ${r.cidr}`)),
    constants: ["ip policy"],
  },
});

const life = lifecycle<typeof FACTS, IprInputs, IprOutputs>({
  facts: FACTS,
  // In the same policy the new rule may have the old one's CIDR, which the service refuses twice: delete first.
  deleteFirst: (olds, news) =>
    !replacedOf(FIELDS, olds, news).includes("ipPolicyId") && (containsUnknown(news.cidr) || canonicalCidr(textOrEmpty(news.cidr)) === canonicalCidr(textOrEmpty(olds.cidr))),
  // A failed create may have made the rule: one just like it, made since.
  match: {
    describe: (inputs) => `of ${inputs.ipPolicyId} for ${canonicalCidr(textOrEmpty(inputs.cidr))} with this action, description and metadata`,
  },
  refuseAdoption: (existing, inputs) => {
    const held = outputsOf(FIELDS, existing);
    const wrong = replacedOf(FIELDS, held, inputs);
    if (wrong.length === 0) return undefined;
    const asked: Record<string, unknown> = inputs;
    return `that rule has ${wrong.map((f) => `${f} ${String(held[f])}`).join(" and ")}, which cannot be changed in place; the program asks for ${wrong.map((f) => `${f} ${String(asked[f])}`).join(" and ")}`;
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
