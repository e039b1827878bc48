/**
 * Endpoints (`/endpoints`): create, read, update and delete cloud endpoints; list every endpoint
 * of the account (of every type: cloud ones, and the agent and edge ones the API only shows).
 *
 * @example
 * await client.cloudEndpoints.create({ type: "cloud", url: "https://app.example.com", traffic_policy: "on_http_request: [{actions: [{type: deny}]}]" });
 */
import { ENDPOINTS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { Endpoint, EndpointCreate, EndpointUpdate } from "./wire";

export class CloudEndpoints extends Collection<typeof ENDPOINTS["key"], typeof ENDPOINTS["item"], typeof ENDPOINTS["create"], typeof ENDPOINTS["update"]> {
  constructor(transport: Transport) {
    super(transport, ENDPOINTS);
  }
}
