/**
 * Vaults (`/vaults`): create, read, list, update, delete.
 *
 * @example
 * await client.vaults.create({ name: "prod-vault", description: "secrets of the prod policies" });
 */
import { VAULTS } from "../wire/vaults";
import { Collection } from "./collection";
import type { Transport } from "./request";

export type { Vault, VaultCreate, VaultUpdate } from "../wire/vaults";

export class Vaults extends Collection<typeof VAULTS["key"], typeof VAULTS["item"], typeof VAULTS["create"], typeof VAULTS["update"]> {
  constructor(transport: Transport) {
    super(transport, VAULTS);
  }
}
