/**
 * IP policies: request and response shapes (`/ip_policies`). A policy is a named set of IP policy
 * rules (../ipPolicyRule/wire.ts) that routes' IP restrictions and `restrict-ips` name. From ngrok's
 * OpenAPI description (ngrok/ngrok-openapi ngrok.yaml, IPPolicyCreate, IPPolicyUpdate, IPPolicy):
 * description at most 255 bytes, metadata at most 4096 bytes, both changed in place by PATCH.
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem, ID_PREFIX } from "../../wire/common";

export const IpPolicyCreate = z.strictObject(describedBody());
export type IpPolicyCreate = z.infer<typeof IpPolicyCreate>;

/** PATCH body: a field left out is not modified; `""` clears it. */
export const IpPolicyUpdate = z.strictObject(describedBody());
export type IpPolicyUpdate = z.infer<typeof IpPolicyUpdate>;

/** An IP policy as `GET /ip_policies/{id}` returns it. */
export const IpPolicy = DescribedItem;
export type IpPolicy = z.infer<typeof IpPolicy>;

/** `/ip_policies`: create, read, list, update, delete. */
export const IP_POLICIES = wireCollection({ key: "ip_policies", idPrefix: ID_PREFIX.ipPolicy, anItem: "an IP policy", item: IpPolicy, create: IpPolicyCreate, update: IpPolicyUpdate });
