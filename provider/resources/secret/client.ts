/**
 * Secrets of vaults (`/vault_secrets`): create, read, list, update, delete. The value is sent,
 * never returned.
 *
 * @example
 * await client.secrets.create({ vault_id: "vault_2abc", name: "github-secret", value: process.env.GITHUB_SECRET ?? "" });
 */
import { VAULT_SECRETS } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { VaultSecret, VaultSecretCreate, VaultSecretUpdate } from "./wire";

export class Secrets extends Collection<typeof VAULT_SECRETS["key"], typeof VAULT_SECRETS["item"], typeof VAULT_SECRETS["create"], typeof VAULT_SECRETS["update"]> {
  constructor(transport: Transport) {
    super(transport, VAULT_SECRETS);
  }
}
