/**
 * IP policies (`/ip_policies`): create, read, list, update, delete. A route's IP restriction and
 * a traffic policy's `restrict-ips` name them.
 *
 * @example
 * const policy = await client.ipPolicies.create({ description: "office" });
 */
import { IP_POLICIES } from "../wire/ipPolicies";
import { Collection } from "./collection";
import type { Transport } from "./request";

export type { IpPolicy, IpPolicyCreate, IpPolicyUpdate } from "../wire/ipPolicies";

export class IpPolicies extends Collection<typeof IP_POLICIES["key"], typeof IP_POLICIES["item"], typeof IP_POLICIES["create"], typeof IP_POLICIES["update"]> {
  constructor(transport: Transport) {
    super(transport, IP_POLICIES);
  }
}
