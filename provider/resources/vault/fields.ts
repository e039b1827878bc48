/** A vault's fields (provider/fields/table.ts): every one changed in place (ngrok-openapi `VaultUpdate` has the name too). */
import { fieldTable } from "../../fields/table";
import { VAULTS } from "./wire";

export const VAULT_FIELDS = fieldTable(VAULTS)({
  uri: { kind: "outputOnly" },
  created_at: { kind: "outputOnly" },
  updated_at: { kind: "outputOnly" },
  name: { kind: "inPlace" },
  description: { kind: "inPlace" },
  metadata: { kind: "inPlace" },
  created_by: { kind: "outputOnly" },
  last_updated_by: { kind: "outputOnly" },
});
