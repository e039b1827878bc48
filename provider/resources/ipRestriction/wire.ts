/**
 * IP restrictions (`/ip_restrictions`): request and response shapes. A restriction keeps every
 * address its IP policies do not allow out of one part of the account: the dashboard, the API, the
 * agents' connections, or the endpoints.
 *
 * Facts, from ngrok's public sources:
 * - Fields: the newest OpenAPI (terraform-provider-ngrok codegen/openapi_spec.yaml, 2026-06)
 *   `IPRestrictionCreate` (description, metadata, enforced, type, ip_policy_ids; type and
 *   ip_policy_ids required), `IPRestrictionUpdate` (description, metadata, enforced, ip_policy_ids:
 *   no type, so a new type is a new restriction, as ngrok's Terraform provider v0.8.0
 *   resource_ip_restriction.go replaces on it), `IPRestriction` (id, uri, created_at, description,
 *   metadata, enforced, type, ip_policies: references). Ids `ipx_…` (ngrok-docs
 *   snippets/api/resources/examples/_ip_restrictions_create_response.mdx).
 * - type: "four values are currently supported: `dashboard`, `api`, `agent`, and `endpoints`"
 *   (the OpenAPI); another is refused (ERR_NGROK_1803).
 * - ip_policy_ids: at least one (ERR_NGROK_1804), each an IP policy of the account (ERR_NGROK_1801).
 * - One restriction per type (ERR_NGROK_1802: "Consider either deleting the existing `TYPE`
 *   restriction first, or updating it instead").
 * - enforced: "if false, only warnings will be issued"; the service's example creates one without
 *   it and answers `"enforced": false`, so absent is false (the Terraform provider's default of true
 *   is its own).
 * - An IP policy named by a restriction cannot be deleted (ERR_NGROK_1420).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem, ids, Ref } from "../../wire/common";

const IP_RESTRICTION_TYPES = ["dashboard", "api", "agent", "endpoints"] as const;
/**
 * What an IP restriction keeps the addresses its policies do not allow out of: the `dashboard`,
 * the `api`, the `agent`s' connections, or the `endpoints`' traffic.
 * @useDeclaredType
 */
export type IpRestrictionType = (typeof IP_RESTRICTION_TYPES)[number];

const policyIds = z.array(ids.ipPolicy()).min(1);

export const IpRestrictionCreate = z.strictObject({
  type: z.enum(IP_RESTRICTION_TYPES),
  ip_policy_ids: policyIds,
  enforced: z.boolean().optional(),
  ...describedBody(),
});
export type IpRestrictionCreate = z.infer<typeof IpRestrictionCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata; ip_policy_ids replaces the whole list. The type cannot be changed. */
export const IpRestrictionUpdate = z.strictObject({ ip_policy_ids: policyIds.optional(), enforced: z.boolean().optional(), ...describedBody() });
export type IpRestrictionUpdate = z.infer<typeof IpRestrictionUpdate>;

/** An IP restriction as `GET /ip_restrictions/{id}` returns it. */
export const IpRestriction = DescribedItem.extend({
  enforced: z.boolean(),
  type: z.string(),
  ip_policies: z.array(Ref),
});
export type IpRestriction = z.infer<typeof IpRestriction>;

/** `/ip_restrictions`: create, read, list, update, delete. */
export const IP_RESTRICTIONS = wireCollection({ key: "ip_restrictions", idPrefix: "ipx_", anItem: "an IP restriction", item: IpRestriction, create: IpRestrictionCreate, update: IpRestrictionUpdate });
