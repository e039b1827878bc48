/**
 * API keys (`/api_keys`): request and response shapes.
 *
 * Facts, from ngrok's public sources:
 * - Fields: ngrok-openapi ngrok.yaml (and terraform-provider-ngrok codegen/openapi_spec.yaml, 2026-06)
 *   `APIKeyCreate` (description, metadata, owner_id), `APIKeyUpdate` (description, metadata: no
 *   owner, so a change of owner replaces the key, as the Terraform provider v0.8.0
 *   internal/provider/resource_api_key.go does with `requiresReplace` on owner_id), `APIKey` (id,
 *   uri, description, metadata, created_at, token, owner_id); examples in ngrok-docs
 *   snippets/api/resources/examples/_api_keys_*.mdx; ids `ak_…`; listed under `keys` (`APIKeyList`).
 * - description at most 255 bytes, metadata at most 4096 (the OpenAPI's descriptions).
 * - token: "only available one time, on the API response from key creation. Otherwise it is null"
 *   (the OpenAPI's `APIKey.token`): marked secret, as a credential's (../credential/wire.ts).
 * - owner_id: "ownership will be assigned to the specified User or Bot"; defaults to the caller.
 *   An owner that cannot be found is ERR_NGROK_634, as for credentials.
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem } from "../../wire/common";
import { nonEmpty } from "../../wire/rules";
import { zeroWritten } from "../../wire/zeroWritten";
import { createdToken } from "../credential/wire";

export const ApiKeyCreate = z.strictObject({
  ...describedBody(),
  owner_id: nonEmpty().optional(),
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata. */
export const ApiKeyUpdate = z.strictObject({
  ...describedBody(),
});
export type ApiKeyUpdate = z.infer<typeof ApiKeyUpdate>;

export const ApiKey = DescribedItem.extend({
  /** The bearer token of the API: in the create response only, null afterwards. */
  token: createdToken(zeroWritten(z.string())),
  owner_id: zeroWritten(z.string()).nullish(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** `/api_keys`: create, read, list (under `keys`), update and delete. */
export const API_KEYS = wireCollection({ key: "api_keys", listKey: "keys", idPrefix: "ak_", anItem: "an API key", item: ApiKey, create: ApiKeyCreate, update: ApiKeyUpdate });
