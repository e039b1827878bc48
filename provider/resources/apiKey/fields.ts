/** An API key's fields (provider/fields/table.ts); the owner and token as a credential's (credential/owned.ts). */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { OWNER_FIELD, TOKEN_FIELD } from "../credential/owned";
import { API_KEYS } from "./wire";

export const API_KEY_FIELDS = fieldTable(API_KEYS)({
  ...DESCRIBED_FIELDS,
  owner_id: OWNER_FIELD,
  token: TOKEN_FIELD,
});
