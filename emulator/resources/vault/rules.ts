/**
 * `/vaults` and `/vault_secrets`, served by the generic collection (emulator/machinery/servedCollection.ts)
 * with the rules below and the secret family's (../secret/rules.ts), as ngrok's sources describe them
 * (provider/resources/vault/wire.ts and secret/wire.ts list the facts); the rules that read a vault's
 * secrets (the delete refused, the listing) are the secret family's, which points at the vault:
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
import { applyDescribed, describedFields } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { rfc3339 } from "../../../provider/wire/time";
import { VAULTS } from "../../../provider/resources/vault/wire";

/** The account's vaults, by id: the part of the state this family declares. */
export const vaultsIn = (state: State): Record<string, StoredVault> => itemsIn(state, VAULTS.key);

/** A vault as stored. */
export interface StoredVault extends Described {
  updated_at: string;
  name: string;
}

function uniqueVaultName(state: State, name: string, self?: string): void {
  if (Object.values(vaultsIn(state)).some((v) => v.name === name && v.id !== self)) {
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
};

