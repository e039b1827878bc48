/** An API key's fields (provider/fields/table.ts); the owner and token as a credential's (credential/owned.ts). */
import { fieldTable } from "../../fields/table";
import { OWNER_FIELD, TOKEN_FIELD } from "../credential/owned";
import { API_KEYS } from "./wire";

export const API_KEY_FIELDS = fieldTable(API_KEYS)({
  uri: { kind: "outputOnly" },
  created_at: { kind: "outputOnly" },
  description: { kind: "inPlace" },
  metadata: { kind: "inPlace" },
  owner_id: OWNER_FIELD,
  token: TOKEN_FIELD,
});
