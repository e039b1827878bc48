/**
 * Vaults (`/vaults`): request and response shapes. A vault holds the secrets a Traffic Policy reads
 * by name, `${secrets.get('<vault name>', '<secret name>')}` (ngrok-docs traffic-policy/secrets.mdx).
 *
 * Facts, from ngrok's public sources:
 * - Fields: ngrok-openapi ngrok.yaml `VaultCreate` (name, metadata, description), `VaultUpdate`
 *   (the same: a vault's name is changed in place), `Vault` (id, uri, created_at, updated_at, name,
 *   description, metadata, created_by, last_updated_by: strings, not references); examples in
 *   ngrok-docs snippets/api/resources/examples/_vaults_*.mdx; ids `vault_…`.
 * - Name: required (ngrok's Terraform provider v0.8.0 internal/provider/resource_vault.go makes it
 *   required; ERR_NGROK_23001 "The vault name cannot be empty"), unique in the account
 *   (ERR_NGROK_23004), of the characters of {@link VAULT_NAME_CHARS} (ERR_NGROK_23000), and
 *   shorter than a limit the error (ERR_NGROK_23002) does not give: see {@link NAME_MAX_CHARS}.
 * - Delete: "A Vault must be empty before it can be deleted" (ERR_NGROK_23003; the API reference's
 *   one-line summary, "removing all associated secrets", is the older word: the error is what the
 *   service answers).
 * - description and metadata: not documented for vaults; the API's limits of other resources
 *   (255 and 4096 bytes) are used, as for endpoints (provider/resources/cloudEndpoint/wire.ts).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem } from "../../wire/common";

/**
 * Longest vault or secret name, in characters. The service has one ("must be less than LENGTH
 * characters", ERR_NGROK_23002 and ERR_NGROK_24002) but no public source gives its number, nor does
 * ngrok's Terraform provider v0.8.0 check one; 255, the API's limit of its other short texts, is
 * assumed here so that a longer name is refused before any call.
 */
const NAME_MAX_CHARS = 255;

/**
 * The characters of vault and secret names. ERR_NGROK_23000/24000 say "Must only contain the
 * characters "a-zA-Z0-9_/."" (ngrok-docs errors/err_ngrok_23000.mdx, err_ngrok_24000.mdx); every name
 * in ngrok's own examples has a `-` (`prod-vault`, `db-password`, `github-secret`), so `-` is
 * allowed too.
 */
const VAULT_NAME_CHARS = /^[A-Za-z0-9_/.-]+$/;

/** A vault's or a secret's name: not empty, of {@link VAULT_NAME_CHARS}, at most {@link NAME_MAX_CHARS} characters. */
export const vaultName = () =>
  z.string().superRefine((s, ctx) => {
    if (s === "") ctx.addIssue({ code: "custom", message: "must not be empty" });
    else if ([...s].length > NAME_MAX_CHARS) ctx.addIssue({ code: "custom", message: `must be at most ${NAME_MAX_CHARS} characters; got ${[...s].length}` });
    else if (!VAULT_NAME_CHARS.test(s)) ctx.addIssue({ code: "custom", message: `must hold only letters, digits and the characters _ / . -; got ${JSON.stringify(s)}` });
  });

export const VaultCreate = z.strictObject({ name: vaultName(), ...describedBody() });
export type VaultCreate = z.infer<typeof VaultCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata. */
export const VaultUpdate = z.strictObject({ name: vaultName().optional(), ...describedBody() });
export type VaultUpdate = z.infer<typeof VaultUpdate>;

export const Vault = DescribedItem.extend({
  updated_at: z.string().nullish(),
  name: z.string(),
  /** Who created the vault (a user or bot id): a string here, where a secret's is a reference. */
  created_by: z.string().nullish(),
  last_updated_by: z.string().nullish(),
});
export type Vault = z.infer<typeof Vault>;

/** `/vaults`: create, read, list, update and delete. */
export const VAULTS = wireCollection({ key: "vaults", idPrefix: "vault_", anItem: "a vault", item: Vault, create: VaultCreate, update: VaultUpdate });
