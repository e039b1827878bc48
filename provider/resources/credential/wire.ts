/**
 * Credentials (`/credentials`): the authtokens agents authenticate with. Request and response shapes.
 *
 * Facts, from ngrok's public sources:
 * - Fields: ngrok-openapi ngrok.yaml (and terraform-provider-ngrok codegen/openapi_spec.yaml, 2026-06)
 *   `CredentialCreate` (description, metadata, acl, owner_id), `CredentialUpdate` (description,
 *   metadata, acl: no owner, so a change of owner replaces the credential, as the Terraform provider
 *   v0.8.0 internal/provider/resource_credential.go does with `requiresReplace` on owner_id),
 *   `Credential` (id, uri, created_at, description, metadata, token, acl, owner_id); examples in
 *   ngrok-docs snippets/api/resources/examples/_credentials_*.mdx; ids `cr_…`; listed under `credentials`.
 * - description at most 255 bytes, metadata at most 4096 (the OpenAPI's descriptions).
 * - token: "only available one time, on the API response from credential creation, otherwise it
 *   is null" (the OpenAPI's `Credential.token`; the get example answers `"token": null`). It is
 *   marked secret here: an output that the state holds encrypted and a read keeps.
 * - acl: provider/inputs/acl.ts. Left out, the credential has no restrictions; the service
 *   answers `[]` then (the create example).
 * - owner_id: "ownership will be assigned to the specified User or Service User ... Accepts one of:
 *   User ID, User email, or SCIM User ID"; defaults to the caller. An owner that cannot be found is
 *   ERR_NGROK_634 "No credential owner could be determined."; setting another owner needs an admin
 *   (ERR_NGROK_630).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem } from "../../wire/common";
import { nonEmpty } from "../../wire/rules";
import { secret } from "../../wire/secretFields";
import { zeroWritten } from "../../wire/zeroWritten";
import { acl } from "../../inputs/acl";

/** The token the create response alone holds: an output, secret; `scalar` marked {@link zeroWritten} where ngrok-api-go's type holds a pointer. */
export const createdToken = (scalar: z.ZodString = z.string()) => secret(scalar).nullish();

export const CredentialCreate = z.strictObject({
  ...describedBody(),
  acl: acl().optional(),
  owner_id: nonEmpty().optional(),
});
export type CredentialCreate = z.infer<typeof CredentialCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata, `[]` the ACL. */
export const CredentialUpdate = z.strictObject({
  ...describedBody(),
  acl: acl().optional(),
});
export type CredentialUpdate = z.infer<typeof CredentialUpdate>;

export const Credential = DescribedItem.extend({
  /** The authtoken: in the create response only, null afterwards. */
  token: createdToken(zeroWritten(z.string())),
  acl: z.array(z.string()).nullish(),
  owner_id: zeroWritten(z.string()).nullish(),
});
export type Credential = z.infer<typeof Credential>;

/** `/credentials`: create, read, list, update and delete. */
export const CREDENTIALS = wireCollection({ key: "credentials", idPrefix: "cr_", anItem: "a credential", item: Credential, create: CredentialCreate, update: CredentialUpdate });
