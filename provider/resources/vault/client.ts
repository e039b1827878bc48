/**
 * Vaults (`/vaults`): create, read, list, update, delete.
 *
 * @example
 * await client.vaults.create({ name: "prod-vault", description: "secrets of the prod policies" });
 */
import { VAULTS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { Vault, VaultCreate, VaultUpdate } from "./wire";

export class Vaults extends Collection<typeof VAULTS["key"], typeof VAULTS["item"], typeof VAULTS["create"], typeof VAULTS["update"]> {
  constructor(transport: Transport) {
    super(transport, VAULTS);
  }
}
