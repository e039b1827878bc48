/**
 * TCP addresses (`/reserved_addrs`): create, read, list, update, delete. A public `tcp://` cloud
 * endpoint is on one of them.
 *
 * @example
 * const address = await client.tcpAddresses.create({ description: "ssh to the lab", region: "eu" });
 */
import { TCP_ADDRESSES } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { TcpAddress, TcpAddressCreate, TcpAddressUpdate } from "./wire";

export class TcpAddresses extends Collection<typeof TCP_ADDRESSES["key"], typeof TCP_ADDRESSES["item"], typeof TCP_ADDRESSES["create"], typeof TCP_ADDRESSES["update"]> {
  constructor(transport: Transport) {
    super(transport, TCP_ADDRESSES);
  }
}
