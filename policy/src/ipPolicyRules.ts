/** Rules on IpPolicyRule: an allow rule that covers every address. */
import { canonicalCidr, coversEverything } from "../../provider/resources/ipPolicyRule/wire";
import { type IngressRule, subject } from "./rule";
import { isUnknown } from "./values";

/**
 * `allow` on `0.0.0.0/0` or `::/0` lets every address of that version through: the policy then
 * restricts nothing unless its deny rules match. Meant when a policy is a list of deny rules (the
 * service asks for an allow-all beside them, ERR_NGROK_393), so advisory.
 */
export const ipPolicyRuleAllowsEverything: IngressRule = {
  name: "ingress-ip-policy-rule-allows-everything",
  description: "An IP policy rule does not allow every address (0.0.0.0/0 or ::/0): an IP restriction naming its policy then keeps no one out but what its deny rules match.",
  enforcementLevel: "advisory",
  resource: "IpPolicyRule",
  config: {},
  violations(props, { name }) {
    const { action, cidr } = props;
    if (action !== "allow" || typeof cidr !== "string" || isUnknown(cidr) || !coversEverything(cidr)) return [];
    const family = canonicalCidr(cidr) === "0.0.0.0/0" ? "IPv4" : "IPv6";
    return [
      `${subject("IpPolicyRule", name)} allows ${cidr}, every ${family} address: an IP restriction naming its policy lets everyone through but what the policy's deny rules match. ` +
        "Allow only the networks that need access, or, if the policy is a list of deny rules, keep it (set this rule to disabled in the pack's config to silence it).",
    ];
  },
};
