/**
 * AI gateway API keys (`/ai_gateway_api_keys`): create, read, list, update, delete.
 *
 * @example
 * await client.aiGatewayApiKeys.create({ endpoint_id: "ep_…", description: "chat app" });
 */
import { AI_GATEWAY_API_KEYS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { AiGatewayApiKey, AiGatewayApiKeyCreate, AiGatewayApiKeyUpdate } from "./wire";

export class AiGatewayApiKeys extends Collection<
  typeof AI_GATEWAY_API_KEYS["key"],
  typeof AI_GATEWAY_API_KEYS["item"],
  typeof AI_GATEWAY_API_KEYS["create"],
  typeof AI_GATEWAY_API_KEYS["update"]
> {
  constructor(transport: Transport) {
    super(transport, AI_GATEWAY_API_KEYS);
  }
}
