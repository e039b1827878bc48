/**
 * `/ai_gateway_api_keys`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules
 * below (provider/resources/aiGatewayApiKey/wire.ts lists the facts; the codes, sentences and
 * statuses are ngrok-docs ai-gateway/reference/error-codes.mdx, "Legacy endpoint errors"):
 *
 * - A key is for one endpoint, which a create names and a PATCH may change: one the account does
 *   not hold is 404 `ERR_NGROK_27002` "The specified endpoint was not found."; one whose Traffic
 *   Policy has no `ai-gateway` action is 422 `ERR_NGROK_27003` "The specified endpoint does not have
 *   AI Gateway action enabled.". A create without `endpoint_id` fails the wire schema (the service's
 *   ERR_NGROK_27006).
 * - The token is in the create's answer only, and null in every answer after it ("tokens are only
 *   shown once at creation time", ERR_NGROK_27007): never stored. Its form is the documented
 *   `ng-*-g1-*`, random characters standing for the stars; the emulator does not accept it as an
 *   API key of its own.
 * - Every create and update moves `updated_at`. The emulator has no users: `created_by` and
 *   `last_updated_by` are left out, as are `display_name` and `last_used`, which no source describes.
 * - Deleting the endpoint leaves its keys as they are: no source says what the service does then.
 */
import type { Context } from "../../machinery/router";
import { applyDescribed, described, describedFields, ref } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { randomBase62 } from "../../machinery/ids";
import { endpointsIn } from "../cloudEndpoint/rules";
import { parsePolicy } from "../../../trafficPolicy/model/document";
import { rfc3339 } from "../../../provider/wire/time";
import { AI_GATEWAY_API_KEYS, type AiGatewayApiKey } from "../../../provider/resources/aiGatewayApiKey/wire";
import { ENDPOINTS } from "../../../provider/resources/cloudEndpoint/wire";

/** An AI gateway API key as stored: no token. */
export interface StoredAiGatewayApiKey extends Described {
  updated_at: string;
  endpoint_id: string;
}

/** Whether a Traffic Policy's text runs the `ai-gateway` action in any phase. */
function runsAiGateway(text: string): boolean {
  const policy = parsePolicy(text) as Record<string, { actions?: { type?: string }[] }[] | undefined>;
  return Object.values(policy).some((rules) => (rules ?? []).some((r) => (r.actions ?? []).some((a) => a.type === "ai-gateway")));
}

/** `id`, when the account holds that endpoint and it runs the AI gateway; else the service's refusal. */
function aiEndpoint(id: string, ctx: Context): string {
  const endpoint = endpointsIn(ctx.store.state)[id];
  if (endpoint === undefined) throw new ApiFailure("ERR_NGROK_27002", "The specified endpoint was not found.");
  if (!runsAiGateway(endpoint.traffic_policy)) throw new ApiFailure("ERR_NGROK_27003", "The specified endpoint does not have AI Gateway action enabled.");
  return id;
}

/** A fresh token of the documented form `ng-*-g1-*`. */
const token = (): string => `ng-${randomBase62(8)}-g1-${randomBase62(32)}`;

export const aiGatewayApiKeyRules: Rules<typeof AI_GATEWAY_API_KEYS, StoredAiGatewayApiKey> = {
  create: (body, ctx) => ({ ...describedFields(body), endpoint_id: aiEndpoint(body.endpoint_id, ctx), updated_at: rfc3339(ctx.now) }),
  update: (k, body, ctx) => {
    if (body.endpoint_id !== undefined) k.endpoint_id = aiEndpoint(body.endpoint_id, ctx);
    applyDescribed(k, body);
    k.updated_at = rfc3339(ctx.now);
  },
  render: (k, ctx, created): AiGatewayApiKey => ({
    id: k.id,
    uri: `${ctx.baseUrl}${AI_GATEWAY_API_KEYS.path}/${k.id}`,
    created_at: k.created_at,
    updated_at: k.updated_at,
    ...described(k),
    endpoint: ref(ctx.baseUrl, ENDPOINTS.key, k.endpoint_id),
    token: created ? token() : null,
  }),
};
