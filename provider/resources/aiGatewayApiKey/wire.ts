/**
 * AI gateway API keys (`/ai_gateway_api_keys`): the keys that authenticate requests to an AI
 * gateway endpoint. Request and response shapes.
 *
 * Facts, from ngrok's public sources (ngrok-api-go at aed5dfc, 2026-03; ngrok-docs at 56a5f99):
 * - Calls: ngrok-api-go ai_gateway_api_keys/client.go: `POST /ai_gateway_api_keys` ("Create a new AI
 *   Gateway API Key"), `GET`, `PATCH` and `DELETE /ai_gateway_api_keys/{id}`, and `GET
 *   /ai_gateway_api_keys` ("List all AI Gateway API Keys owned by account"), whose page
 *   `AIGatewayAPIKeyList` holds the items under `ai_gateway_api_keys` (datatypes.go). The
 *   Terraform provider's OpenAPI (2026-06) has none of them (tests/wire/openapiDifferences.ts).
 * - Bodies: datatypes.go `AIGatewayAPIKeyCreate` (description, metadata, endpoint_id: "unique
 *   identifier of the AI Gateway endpoint this key is associated with") and `AIGatewayAPIKeyUpdate`
 *   (description, metadata, endpoint_id: "unique identifier of the AI Gateway endpoint to associate
 *   this key with"): the endpoint changes in place. Same members in ngrok-docs
 *   snippets/obs/_ai-gateway-api-key-{create,update}.mdx and agent/cli-api.mdx ("ngrok api
 *   ai-gateway-api-keys create|update", `--endpoint-id`). The docs' create also lists
 *   `provider_keys`, which ngrok-api-go does not have: left out here.
 * - endpoint_id is required at create: ERR_NGROK_27006 "The {field} field is required. ... Most
 *   commonly, `endpoint_id` is missing" (422); an endpoint that does not exist is ERR_NGROK_27002
 *   (404), one without the `ai-gateway` Traffic Policy action ERR_NGROK_27003 (422); its ids are the
 *   endpoints' (`ngrok api ai-gateway-api-keys create --endpoint-id ep_xxxxx`). All in ngrok-docs
 *   ai-gateway/reference/error-codes.mdx, "Legacy endpoint errors".
 * - description at most 255 characters (ERR_NGROK_27004), metadata at most 4096 (ERR_NGROK_27005),
 *   same page: characters, where an API key's limits are bytes (../apiKey/wire.ts).
 * - Item: datatypes.go `AIGatewayAPIKey` (id, uri, created_at, updated_at, description, metadata,
 *   created_by, last_updated_by, endpoint: references; token; display_name; last_used).
 * - token: "the API key token. Only provided when the key is first created." (datatypes.go); "tokens
 *   are only shown once at creation time" (error-codes.mdx, ERR_NGROK_27007, which gives their form
 *   `ng-*-g1-*`): marked secret and kept by the state, as an API key's (../apiKey/wire.ts).
 * - Ids `aigk_…`: no source shows one of this collection. ERR_NGROK_27509 names an AI Gateway API
 *   Key by `AIGKID` (ngrok-docs errors/err_ngrok_27509.mdx), and the AI gateway's own keys, to
 *   which provider keys are attached as they are to these, are `aigk_xxxxx` in
 *   ai-gateway/guides/securing-endpoints.mdx.
 * - No owner: neither body has one, unlike an API key's.
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem, Ref } from "../../wire/common";
import { maxChars, prefixedId } from "../../wire/rules";
import { zeroWritten } from "../../wire/zeroWritten";
import { createdToken } from "../credential/wire";
import { ENDPOINTS } from "../cloudEndpoint/wire";

const endpointId = () => prefixedId(ENDPOINTS.idPrefix, "an AI gateway endpoint");

export const AiGatewayApiKeyCreate = z.strictObject({
  // The service counts a key's description and metadata in characters (ERR_NGROK_27004, 27005).
  ...describedBody(maxChars),
  endpoint_id: endpointId(),
});
export type AiGatewayApiKeyCreate = z.infer<typeof AiGatewayApiKeyCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata. */
export const AiGatewayApiKeyUpdate = z.strictObject({
  ...describedBody(maxChars),
  endpoint_id: endpointId().optional(),
});
export type AiGatewayApiKeyUpdate = z.infer<typeof AiGatewayApiKeyUpdate>;

export const AiGatewayApiKey = DescribedItem.extend({
  updated_at: z.string().nullish(),
  created_by: Ref.nullish(),
  last_updated_by: Ref.nullish(),
  /** The endpoint the key is for. */
  endpoint: Ref.nullish(),
  /** The bearer token: in the create response only, null (or left out) afterwards. */
  token: createdToken(),
  /** Not described by the sources; the AI gateway's own API answers a redacted form of the token beside it (`keyRedacted`). */
  display_name: z.string().nullish(),
  /** When the key last authenticated a request (RFC 3339), or null. */
  last_used: zeroWritten(z.string()).nullish(),
});
export type AiGatewayApiKey = z.infer<typeof AiGatewayApiKey>;

/** `/ai_gateway_api_keys`: create, read, list (under `ai_gateway_api_keys`), update and delete. */
export const AI_GATEWAY_API_KEYS = wireCollection({
  key: "ai_gateway_api_keys",
  idPrefix: "aigk_",
  anItem: "an AI gateway API key",
  item: AiGatewayApiKey,
  create: AiGatewayApiKeyCreate,
  update: AiGatewayApiKeyUpdate,
});
