/**
 * IP policies (`/ip_policies`): create, read, list, update, delete. A route's IP restriction and
 * a traffic policy's `restrict-ips` name them.
 *
 * @example
 * const policy = await client.ipPolicies.create({ description: "office" });
 */
import { IP_POLICIES } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { IpPolicy, IpPolicyCreate, IpPolicyUpdate } from "./wire";

export class IpPolicies extends Collection<typeof IP_POLICIES["key"], typeof IP_POLICIES["item"], typeof IP_POLICIES["create"], typeof IP_POLICIES["update"]> {
  constructor(transport: Transport) {
    super(transport, IP_POLICIES);
  }
}
