/**
 * `/vault_secrets`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules below;
 * the facts and their sources are in emulator/resources/vault/rules.ts. A secret's value is checked by the wire
 * model (not empty) and dropped: never stored, never returned.
 */
import { param } from "../../machinery/router";
import { applyDescribed, describedFields, ref } from "../../machinery/items";
import { listPage } from "../../machinery/pages";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure, notFound } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { vaultsIn } from "../vault/rules";
import { rfc3339 } from "../../../provider/wire/time";
import { VAULTS } from "../../../provider/resources/vault/wire";
import { withoutArticle } from "../../../provider/wire/collection";
import { VAULT_SECRETS } from "../../../provider/resources/secret/wire";

/** A secret as stored: never its value. */
/** The account's secrets, by id: the part of the state this family declares. */
export const secretsIn = (state: State): Record<string, StoredVaultSecret> => itemsIn(state, VAULT_SECRETS.key);

export interface StoredVaultSecret extends Described {
  updated_at: string;
  vault_id: string;
  name: string;
}

function uniqueSecretName(state: State, vaultId: string, name: string, self?: string): void {
  if (Object.values(secretsIn(state)).some((s) => s.vault_id === vaultId && s.name === name && s.id !== self)) {
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
    if (vaultsIn(state)[body.vault_id] === undefined) throw new ApiFailure("ERR_NGROK_24006", `Vault with ID ${body.vault_id} not found.`);
    return body.vault_id;
  }
  const named = Object.values(vaultsIn(state)).find((v) => v.name === body.vault_name);
  if (named === undefined) throw new ApiFailure("ERR_NGROK_24006", `Vault with name ${body.vault_name ?? ""} not found.`);
  return named.id;
}

function renderVaultSecret(baseUrl: string, state: State, s: StoredVaultSecret): Record<string, unknown> {
  const { id, vault_id, ...fields } = s;
  const vault = vaultsIn(state)[vault_id];
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
  onDeleteOf: {
    [VAULTS.key]: {
      refuse: (v, ctx) => {
        if (Object.values(secretsIn(ctx.store.state)).some((s) => s.vault_id === v.id)) {
          throw new ApiFailure("ERR_NGROK_23003", "A Vault must be empty before it can be deleted. Remove all secrets from the vault and try again.");
        }
      },
    },
  },
  // A vault's secrets, each answered as the collection answers it.
  more: (_find, _itemPath, answer) => [
    {
      method: "GET",
      pattern: `${VAULTS.path}/{id}/secrets`,
      handler: (ctx) => {
        const id = param(ctx, "id");
        const v = vaultsIn(ctx.store.state)[id];
        if (v === undefined) throw notFound(withoutArticle(VAULTS.anItem), id);
        const held = Object.values(secretsIn(ctx.store.state))
          .filter((s) => s.vault_id === v.id)
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        return listPage(ctx, held, "secrets", VAULT_SECRETS.id(), (s) => answer(s, ctx));
      },
    },
  ],
};
