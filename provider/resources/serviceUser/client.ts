/**
 * Service users (`/service_users`): create, read, list, update, delete.
 *
 * @example
 * await client.serviceUsers.create({ name: "edge-agents" });
 */
import { SERVICE_USERS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { ServiceUser, ServiceUserCreate, ServiceUserUpdate } from "./wire";

export class ServiceUsers extends Collection<typeof SERVICE_USERS["key"], typeof SERVICE_USERS["item"], typeof SERVICE_USERS["create"], typeof SERVICE_USERS["update"]> {
  constructor(transport: Transport) {
    super(transport, SERVICE_USERS);
  }
}
