/**
 * IP policy rules (`/ip_policy_rules`): create, read, list, update, delete. Each allows or denies
 * one CIDR block for its IP policy.
 *
 * @example
 * await client.ipPolicyRules.create({ ip_policy_id: "ipp_123", cidr: "203.0.113.0/24", action: "allow" });
 */
import { IP_POLICY_RULES } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { IpPolicyRule, IpPolicyRuleCreate, IpPolicyRuleUpdate } from "./wire";

export class IpPolicyRules extends Collection<typeof IP_POLICY_RULES["key"], typeof IP_POLICY_RULES["item"], typeof IP_POLICY_RULES["create"], typeof IP_POLICY_RULES["update"]> {
  constructor(transport: Transport) {
    super(transport, IP_POLICY_RULES);
  }
}
