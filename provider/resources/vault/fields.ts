/** A vault's fields (provider/fields/table.ts): every one changed in place (ngrok-openapi `VaultUpdate` has the name too). */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { VAULTS } from "./wire";

export const VAULT_FIELDS = fieldTable(VAULTS)({
  updated_at: { kind: "outputOnly" },
  // ERR_NGROK_23004: vault names are unique in the account.
  name: { kind: "inPlace", unique: true },
  ...DESCRIBED_FIELDS,
  created_by: { kind: "outputOnly" },
  last_updated_by: { kind: "outputOnly" },
});
