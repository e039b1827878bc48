/**
 * Service users (`/service_users`): request and response shapes. A service user is an account
 * member that is not a person; it owns credentials (authtokens, API keys, SSH keys) of its own
 * (ngrok-docs iam/service-users.mdx).
 *
 * Facts, from ngrok's public sources:
 * - Fields: ngrok-openapi ngrok.yaml (and terraform-provider-ngrok codegen/openapi_spec.yaml, 2026-06)
 *   `ServiceUserCreate` and `ServiceUserUpdate` (name, active), `ServiceUser` (id, uri, created_at,
 *   name, active): no description or metadata. Examples in ngrok-docs
 *   snippets/api/resources/examples/_service_users_*.mdx; ids `service_…`; listed under `service_users`.
 * - Name: required (terraform-provider-ngrok v0.8.0 internal/provider/resource_service_user.go makes
 *   it required), not empty (ERR_NGROK_4109), at most a byte length the error does not give
 *   (ERR_NGROK_4110 "exceeds max length, LENGTH bytes, max: MAX"): see {@link SERVICE_USER_NAME_MAX_BYTES};
 *   unique in the account (ERR_NGROK_4112). Both fields change in place.
 * - `active`: optional, `true` when left out (the Terraform provider's default; the create
 *   example's response holds `"active": true` for a body without it).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { utf8Bytes } from "../../wire/rules";

/**
 * Longest service user name, in UTF-8 bytes. The service has one (ERR_NGROK_4110) but no public
 * source gives its number; 255, the API's limit of its other short texts, is assumed here so that
 * a longer name is refused before any call.
 */
const SERVICE_USER_NAME_MAX_BYTES = 255;

/** A service user's name: not empty, at most {@link SERVICE_USER_NAME_MAX_BYTES} bytes. */
const name = () =>
  z.string().superRefine((s, ctx) => {
    if (s === "") ctx.addIssue({ code: "custom", message: "must not be empty" });
    else if (utf8Bytes(s) > SERVICE_USER_NAME_MAX_BYTES) ctx.addIssue({ code: "custom", message: `must be at most ${SERVICE_USER_NAME_MAX_BYTES} bytes (UTF-8); got ${utf8Bytes(s)} bytes` });
  });

export const ServiceUserCreate = z.strictObject({ name: name(), active: z.boolean().optional() });
export type ServiceUserCreate = z.infer<typeof ServiceUserCreate>;

/** PATCH body: a field left out is not modified. */
export const ServiceUserUpdate = z.strictObject({ name: name().optional(), active: z.boolean().optional() });
export type ServiceUserUpdate = z.infer<typeof ServiceUserUpdate>;

export const ServiceUser = z.object({
  id: z.string(),
  uri: z.string(),
  created_at: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type ServiceUser = z.infer<typeof ServiceUser>;

/** `/service_users`: create, read, list, update and delete. */
export const SERVICE_USERS = wireCollection({ key: "service_users", idPrefix: "service_", anItem: "a service user", item: ServiceUser, create: ServiceUserCreate, update: ServiceUserUpdate });
