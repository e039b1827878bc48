/** A credential's fields (provider/fields/table.ts); the owner and token as an API key's (owned.ts). */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { OWNER_FIELD, TOKEN_FIELD } from "./owned";
import { CREDENTIALS } from "./wire";

export const CREDENTIAL_FIELDS = fieldTable(CREDENTIALS)({
  ...DESCRIBED_FIELDS,
  // None and `[]` are the same, no restriction; the order of its rules means nothing.
  acl: { kind: "inPlace", compare: "set" },
  owner_id: OWNER_FIELD,
  token: TOKEN_FIELD,
});
