/**
 * A secret's fields (provider/fields/table.ts). The program names its vault by id; the update body
 * has no vault (ngrok-openapi `VaultSecretUpdate`), so a secret moved to another vault is a new
 * secret. The wire's `vault_name` is for clients without the id: an output here, never sent. The
 * value is write-only: the service never returns it.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { VAULT_SECRETS } from "./wire";

export const SECRET_FIELDS = fieldTable(VAULT_SECRETS)({
  // ERR_NGROK_24005: secret names are unique in their vault, so a vault and a name are one secret.
  vault_id: {
    kind: "replaces",
    unique: true,
    held: (o) => (o["vault"] as { id?: string } | null | undefined)?.id,
    imported: (s, _as, t) => t.constant(s.vault.id, "vault", t.words((s.vault_name ?? "").replace(/[_/.-]/g, " ")), (users) => `Vault of ${t.list(users)}`),
  },
  name: { kind: "inPlace", unique: true },
  value: { kind: "writeOnly", secret: true, imported: (_s, as, t) => t.secret(["value"], `value of secret ${as.name}`) },
  updated_at: { kind: "outputOnly" },
  ...DESCRIBED_FIELDS,
  vault: { kind: "outputOnly" },
  vault_name: { kind: "outputOnly" },
  created_by: { kind: "outputOnly" },
  last_updated_by: { kind: "outputOnly" },
});
