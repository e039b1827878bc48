/**
 * `/ip_policy_rules`, served by the generic collection (emulator/machinery/servedCollection.ts) with the
 * rules below; with their policy's (`/ip_policies`, ../ipPolicy/rules.ts), as the service has them. From ngrok's references: a rule's policy must exist (ERR_NGROK_1402 "IP
 * Policy not found"); a policy holds each CIDR once (ERR_NGROK_1408 "IP Policy Rule with CIDR
 * `CIDR` already exists"; compared here in canonical form); a PATCH changes a rule's cidr,
 * description and metadata only. Deleting a policy: "if the IP policy is referenced by another
 * object for the purposes of traffic restriction it will be treated as if the IP policy remains
 * but has zero rules" (ngrok.yaml, IpPoliciesDelete); its rules are deleted with it, and the
 * references to it (routes' IP restrictions) stay. A policy an account IP restriction names cannot be
 * deleted (ERR_NGROK_1420, errors/err_ngrok_1420.mdx).
 */
import { canonicalCidr, IP_POLICY_RULES, type IpPolicyRule } from "../../../provider/resources/ipPolicyRule/wire";
import { IP_POLICIES } from "../../../provider/resources/ipPolicy/wire";
import { applyDescribed, described, describedFields, ref } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { invalid } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { ipPoliciesIn } from "../ipPolicy/rules";

/** The account's IP policy rules, by id: the part of the state this family declares. */
export const ipPolicyRulesIn = (state: State): Record<string, StoredIpPolicyRule> => itemsIn(state, IP_POLICY_RULES.key);

/** A rule as stored: its CIDR in canonical form. */
export interface StoredIpPolicyRule extends Described {
  ip_policy_id: string;
  cidr: string;
  action: "allow" | "deny";
}

function renderIpPolicyRule(baseUrl: string, r: StoredIpPolicyRule): IpPolicyRule {
  return {
    id: r.id,
    uri: `${baseUrl}${IP_POLICY_RULES.path}/${r.id}`,
    created_at: r.created_at,
    ...described(r),
    cidr: r.cidr,
    action: r.action,
    ip_policy: ref(baseUrl, IP_POLICIES.key, r.ip_policy_id),
  };
}

/** A second rule for the same CIDR in a policy is refused, as the service does. */
function checkCidrFree(state: State, policyId: string, cidr: string, except?: string): void {
  const taken = Object.values(ipPolicyRulesIn(state)).some((r) => r.id !== except && r.ip_policy_id === policyId && canonicalCidr(r.cidr) === canonicalCidr(cidr));
  if (taken) throw invalid([{ path: "cidr", message: `IP Policy Rule with CIDR ${cidr} already exists in ${policyId}` }]);
}

export const ipPolicyRuleRules: Rules<typeof IP_POLICY_RULES, StoredIpPolicyRule> = {
  create: (body, ctx) => {
    if (!ipPoliciesIn(ctx.store.state)[body.ip_policy_id]) {
      throw invalid([{ path: "ip_policy_id", message: `ip_policy_id ${body.ip_policy_id} does not exist` }], "ERR_REFERENCE_NOT_FOUND");
    }
    checkCidrFree(ctx.store.state, body.ip_policy_id, body.cidr);
    return { ...describedFields(body), ip_policy_id: body.ip_policy_id, cidr: body.cidr, action: body.action };
  },
  update: (r, body, ctx) => {
    if (body.cidr !== undefined) {
      checkCidrFree(ctx.store.state, r.ip_policy_id, body.cidr, r.id);
      r.cidr = body.cidr;
    }
    applyDescribed(r, body);
  },
  render: (r, ctx) => renderIpPolicyRule(ctx.baseUrl, r),
  // A policy's rules are deleted with it.
  onDeleteOf: {
    [IP_POLICIES.key]: {
      deleted: (p, ctx) => {
        const rules = ipPolicyRulesIn(ctx.store.state);
        for (const r of Object.values(rules)) if (r.ip_policy_id === p.id) delete rules[r.id];
      },
    },
  },
};
