/** A service user's fields (provider/fields/table.ts): both changed in place (ngrok-openapi `ServiceUserUpdate`). */
import { fieldTable } from "../../fields/table";
import { SERVICE_USERS } from "./wire";

export const SERVICE_USER_FIELDS = fieldTable(SERVICE_USERS)({
  uri: { kind: "outputOnly" },
  created_at: { kind: "outputOnly" },
  // ERR_NGROK_4112: service user names are unique in the account.
  name: { kind: "inPlace", unique: true },
  // Left out of the program: the service's default, active.
  active: { kind: "inPlace", absent: { value: true } },
});
