/**
 * An IP policy rule's fields (provider/fields/table.ts). The update body has neither the policy nor
 * the action (ngrok-openapi `IpPolicyRuleUpdate`): a change of either is a new rule. A CIDR is
 * compared in its canonical form (`10.0.0.1/8` is `10.0.0.0/8`). The program names the policy by id,
 * the service answers with a reference.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { textOrEmpty } from "../../inputs/outputs";
import { canonicalCidr, IP_POLICY_RULES } from "./wire";

export const IP_POLICY_RULE_FIELDS = fieldTable(IP_POLICY_RULES)({
  ip_policy_id: {
    kind: "replaces",
    read: (r) => r.ip_policy.id,
    // States written before the id was an output hold the reference alone.
    held: (o) => o["ipPolicyId"] ?? (o["ipPolicy"] as { id?: string } | null | undefined)?.id,
    imported: (r, as, t) => t.constant(r.ip_policy.id, "ip policy", as.label, (users) => `IP policy of ${t.list(users)}`),
  },
  cidr: { kind: "inPlace", compare: { by: "canonical CIDR", same: (a, b) => canonicalCidr(textOrEmpty(a)) === canonicalCidr(textOrEmpty(b)) } },
  action: { kind: "replaces" },
  ...DESCRIBED_FIELDS,
  ip_policy: { kind: "outputOnly" },
});
