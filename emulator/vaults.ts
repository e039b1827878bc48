/**
 * `/vaults` and `/vault_secrets`, served by the generic collection (emulator/collection.ts) with the
 * rules below, as ngrok's sources describe them (provider/resources/vault/wire.ts and emulator/secrets.ts list
 * the facts):
 *
 * - A vault's name is unique in the account: 400 `ERR_NGROK_23004` "Vault names must be unique
 *   within an account." A vault that holds secrets cannot be deleted: 400 `ERR_NGROK_23003` "A
 *   Vault must be empty before it can be deleted. Remove all secrets from the vault and try again."
 * - A secret's vault must exist: 400 `ERR_NGROK_24006` "Vault with ID <id> not found."; its name is
 *   unique in its vault: 400 `ERR_NGROK_24005` "Secret names must be unique within a vault."
 * - A secret's value is checked (not empty) and dropped: never stored, never returned.
 * - `GET /vaults/{id}/secrets` lists a vault's secrets (ngrok-docs
 *   snippets/api/resources/examples/_vaults_get_secrets_by_vault_*.mdx), under `secrets`.
 * - Every create and update moves `updated_at`. The emulator has no users: `created_by` and
 *   `last_updated_by` are left out.
 * The statuses of these errors are not documented; 400 is the API's status of a refused body.
 */
import { applyDescribed, describedFields, listPage } from "./api";
import type { Described, Rules } from "./collection";
import { ApiFailure } from "./errors";
import type { State } from "./families";
import { rfc3339 } from "../provider/wire/time";
import type { VAULTS } from "../provider/resources/vault/wire";
import { VAULT_SECRETS } from "../provider/resources/secret/wire";
import { renderVaultSecret } from "./secrets";

/** A vault as stored. */
export interface StoredVault extends Described {
  updated_at: string;
  name: string;
}

function uniqueVaultName(state: State, name: string, self?: string): void {
  if (Object.values(state.vaults).some((v) => v.name === name && v.id !== self)) {
    throw new ApiFailure("ERR_NGROK_23004", "Vault names must be unique within an account.");
  }
}

export const vaultRules: Rules<typeof VAULTS, StoredVault> = {
  create: (body, ctx) => {
    uniqueVaultName(ctx.store.state, body.name);
    return { updated_at: rfc3339(ctx.now), name: body.name, ...describedFields(body) };
  },
  update: (v, body, ctx) => {
    if (body.name !== undefined) uniqueVaultName(ctx.store.state, body.name, v.id);
    if (body.name !== undefined) v.name = body.name;
    applyDescribed(v, body);
    v.updated_at = rfc3339(ctx.now);
  },
  beforeDelete: (v, ctx) => {
    if (Object.values(ctx.store.state.vault_secrets).some((s) => s.vault_id === v.id)) {
      throw new ApiFailure("ERR_NGROK_23003", "A Vault must be empty before it can be deleted. Remove all secrets from the vault and try again.");
    }
  },
  more: (find, itemPath) => [
    {
      method: "GET",
      pattern: `${itemPath}/secrets`,
      handler: (ctx) => {
        const v = find(ctx);
        const held = Object.values(ctx.store.state.vault_secrets)
          .filter((s) => s.vault_id === v.id)
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        return listPage(ctx, held, "secrets", VAULT_SECRETS.id(), (s) => renderVaultSecret(ctx.baseUrl, ctx.store.state, s));
      },
    },
  ],
};

