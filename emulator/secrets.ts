/**
 * `/vault_secrets`, served by the generic collection (emulator/collection.ts) with the rules below;
 * the facts and their sources are in emulator/vaults.ts. A secret's value is checked by the wire
 * model (not empty) and dropped: never stored, never returned.
 */
import { applyDescribed, describedFields, ref } from "./api";
import type { Described, Rules } from "./collection";
import { ApiFailure } from "./errors";
import type { State } from "./families";
import { rfc3339 } from "../provider/wire/time";
import { VAULTS } from "../provider/resources/vault/wire";
import { VAULT_SECRETS } from "../provider/resources/secret/wire";

/** A secret as stored: never its value. */
export interface StoredVaultSecret extends Described {
  updated_at: string;
  vault_id: string;
  name: string;
}

function uniqueSecretName(state: State, vaultId: string, name: string, self?: string): void {
  if (Object.values(state.vault_secrets).some((s) => s.vault_id === vaultId && s.name === name && s.id !== self)) {
    throw new ApiFailure("ERR_NGROK_24005", "Secret names must be unique within a vault.");
  }
}

/**
 * The id of the vault a create body names, by id or by name (the wire model lets exactly one be
 * non-empty). ERR_NGROK_24006 for both: the service's message for a name is not documented, so it
 * follows the one for an id.
 */
function vaultOf(state: State, body: { vault_id?: string | undefined; vault_name?: string | undefined }): string {
  if (body.vault_id !== undefined && body.vault_id !== "") {
    if (state.vaults[body.vault_id] === undefined) throw new ApiFailure("ERR_NGROK_24006", `Vault with ID ${body.vault_id} not found.`);
    return body.vault_id;
  }
  const named = Object.values(state.vaults).find((v) => v.name === body.vault_name);
  if (named === undefined) throw new ApiFailure("ERR_NGROK_24006", `Vault with name ${body.vault_name ?? ""} not found.`);
  return named.id;
}

export function renderVaultSecret(baseUrl: string, state: State, s: StoredVaultSecret): Record<string, unknown> {
  const { id, vault_id, ...fields } = s;
  const vault = state.vaults[vault_id];
  return {
    id,
    uri: `${baseUrl}${VAULT_SECRETS.path}/${id}`,
    ...fields,
    vault: ref(baseUrl, VAULTS.key, vault_id),
    ...(vault === undefined ? {} : { vault_name: vault.name }),
  };
}

export const vaultSecretRules: Rules<typeof VAULT_SECRETS, StoredVaultSecret> = {
  create: (body, ctx) => {
    const state = ctx.store.state;
    const vaultId = vaultOf(state, body);
    uniqueSecretName(state, vaultId, body.name);
    return { updated_at: rfc3339(ctx.now), vault_id: vaultId, name: body.name, ...describedFields(body) };
  },
  update: (s, body, ctx) => {
    if (body.name !== undefined) uniqueSecretName(ctx.store.state, s.vault_id, body.name, s.id);
    if (body.name !== undefined) s.name = body.name;
    applyDescribed(s, body);
    s.updated_at = rfc3339(ctx.now);
  },
  render: (s, ctx) => renderVaultSecret(ctx.baseUrl, ctx.store.state, s),
};
