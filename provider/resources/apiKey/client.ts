/**
 * API keys (`/api_keys`): create, read, list, update, delete.
 *
 * @example
 * await client.apiKeys.create({ description: "deploys" });
 */
import { API_KEYS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { ApiKey, ApiKeyCreate, ApiKeyUpdate } from "./wire";

export class ApiKeys extends Collection<typeof API_KEYS["key"], typeof API_KEYS["item"], typeof API_KEYS["create"], typeof API_KEYS["update"]> {
  constructor(transport: Transport) {
    super(transport, API_KEYS);
  }
}
