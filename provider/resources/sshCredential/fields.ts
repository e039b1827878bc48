/**
 * An SSH credential's fields (provider/fields/table.ts). The update body has neither the public key
 * nor the owner (ngrok-openapi `SshCredentialUpdate`): a new key, or an owner the program names that
 * is not the credential's, is a new credential. An owner left out is the caller, as the service says.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { SSH_CREDENTIALS } from "./wire";

export const SSH_CREDENTIAL_FIELDS = fieldTable(SSH_CREDENTIALS)({
  // An authorized_keys line: the same key with other surrounding space is no change.
  public_key: { kind: "replaces", compare: { by: "key text, trimmed", same: (a, b) => String(a).trim() === String(b).trim() } },
  // None and `[]` are the same, no restriction; the order of its rules means nothing.
  acl: { kind: "inPlace", compare: "set" },
  owner_id: { kind: "replaces", absent: "service" },
  ...DESCRIBED_FIELDS,
});
