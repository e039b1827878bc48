/**
 * Agent ingresses (`/agent_ingresses`): create, read, list (items under `ingresses`), update
 * `description`, `metadata` and `certificate_management_policy`, delete.
 *
 * @example
 * const ingress = await client.agentIngresses.create({ domain: "connect.example.com", description: "devices" });
 */
import { AGENT_INGRESSES } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { AgentIngress, AgentIngressCreate, AgentIngressUpdate } from "./wire";

export class AgentIngresses extends Collection<typeof AGENT_INGRESSES["key"], typeof AGENT_INGRESSES["item"], typeof AGENT_INGRESSES["create"], typeof AGENT_INGRESSES["update"]> {
  constructor(transport: Transport) {
    super(transport, AGENT_INGRESSES);
  }
}
