/**
 * Secrets of vaults (`/vault_secrets`): request and response shapes. The value is write-only: sent
 * on create and update, never returned ("The ngrok API never returns secret values in response
 * payloads", ngrok-docs traffic-policy/secrets.mdx), so it is marked secret here.
 *
 * Facts, from ngrok's public sources:
 * - Fields: ngrok-openapi ngrok.yaml `SecretCreate` (vault_id required, name, value, metadata,
 *   description; ngrok-api-go v7.7.0 adds vault_name, the vault by name instead of id), `SecretUpdate` (name, value, metadata, description: no vault, so a change of
 *   vault replaces the secret, as ngrok's Terraform provider v0.8.0 internal/provider/resource_secret.go
 *   does with `requiresReplace` on vault_id), `Secret` (id, uri, created_at, updated_at, name,
 *   description, metadata, created_by, last_updated_by and vault as references; ngrok-api-go
 *   datatypes.go also gives `vault_name`); examples in ngrok-docs
 *   snippets/api/resources/examples/_secrets_*.mdx; ids `secret_…`; the list's items are under `secrets`.
 * - Name: as a vault's ({@link vaultName}: ERR_NGROK_24000, 24001, 24002), unique in its vault
 *   (ERR_NGROK_24005). Value: not empty (ERR_NGROK_24003), under a size the service does not give
 *   (ERR_NGROK_24004), so not limited here. The vault must exist (ERR_NGROK_24006).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem, Ref } from "../../wire/common";
import { nonEmpty, prefixedId } from "../../wire/rules";
import { secret } from "../../wire/secretFields";
import { VAULTS, vaultName } from "../vault/wire";

/** The value: write-only, never returned, never stored in outputs. */
const value = () => secret(nonEmpty());

/** The fields of a create besides the vault. */
const secretFields = {
  name: vaultName(),
  value: value(),
  ...describedBody(),
};

/**
 * What the SDK and the plugin take and check: the vault by id, required, as a Vault resource or
 * lookup gives it (a vault named by name would be created after the secret that needs it).
 */
export const VaultSecretArguments = z.strictObject({ vault_id: prefixedId(VAULTS.idPrefix, VAULTS.anItem), ...secretFields });

const VAULT_REFERENCE_MISSING = "must be set, or vault_name instead: a secret names its vault by id or by name";
const VAULT_REFERENCE_TWICE = "must not be set together with vault_name: a secret names its vault by id or by name, not both";

/**
 * The create body the service accepts: the vault by id or by name (ngrok-api-go v7.7.0
 * `SecretCreate.VaultName`, "name of the referenced vault"; both `omitempty`, so `""` is a field
 * left out, as ngrok's Python client sends it), exactly one of them.
 */
export const VaultSecretCreate = z
  .strictObject({
    vault_id: prefixedId(VAULTS.idPrefix, VAULTS.anItem).or(z.literal("")).optional(),
    vault_name: z.string().optional(),
    ...secretFields,
  })
  .superRefine((body, ctx) => {
    const byId = (body.vault_id ?? "") !== "";
    const byName = (body.vault_name ?? "") !== "";
    if (byId === byName) ctx.addIssue({ code: "custom", path: ["vault_id"], message: byId ? VAULT_REFERENCE_TWICE : VAULT_REFERENCE_MISSING });
  });
export type VaultSecretCreate = z.infer<typeof VaultSecretCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata. */
export const VaultSecretUpdate = z.strictObject({
  name: vaultName().optional(),
  value: value().optional(),
  ...describedBody(),
});
export type VaultSecretUpdate = z.infer<typeof VaultSecretUpdate>;

export const VaultSecret = DescribedItem.extend({
  updated_at: z.string().nullish(),
  name: z.string(),
  vault: Ref,
  /** The vault's name, which a policy's `secrets.get` reads it by (ngrok-api-go datatypes.go `Secret.VaultName`). */
  vault_name: z.string().nullish(),
  created_by: Ref.nullish(),
  last_updated_by: Ref.nullish(),
});
export type VaultSecret = z.infer<typeof VaultSecret>;

/** `/vault_secrets`: create, read, list (under `secrets`), update and delete. */
export const VAULT_SECRETS = wireCollection({ key: "vault_secrets", listKey: "secrets", idPrefix: "secret_", anItem: "a secret", item: VaultSecret, create: VaultSecretCreate, update: VaultSecretUpdate });
