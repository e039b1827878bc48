/**
 * IP restrictions (`/ip_restrictions`): create, read, list, update, delete.
 *
 * @example
 * const created = await client.ipRestrictions.create({ type: "endpoints", ip_policy_ids: [policy.id], enforced: true });
 */
import { IP_RESTRICTIONS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { IpRestriction, IpRestrictionCreate, IpRestrictionUpdate } from "./wire";

export class IpRestrictions extends Collection<typeof IP_RESTRICTIONS["key"], typeof IP_RESTRICTIONS["item"], typeof IP_RESTRICTIONS["create"], typeof IP_RESTRICTIONS["update"]> {
  constructor(transport: Transport) {
    super(transport, IP_RESTRICTIONS);
  }
}
