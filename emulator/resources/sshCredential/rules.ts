/**
 * `/ssh_credentials`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules
 * below (provider/resources/sshCredential/wire.ts lists the facts; the public key and the ACL rules
 * are checked by the wire schema, as the service refuses them: ERR_NGROK_1934, ERR_NGROK_600).
 * An ACL left out is answered as `[]`: no restriction. `owner_id` is kept as sent; the emulator has
 * no users, so a credential created without one has none (the service makes the caller its owner).
 */
import type { SSH_CREDENTIALS } from "../../../provider/resources/sshCredential/wire";
import { applyDescribed, definedOnly, describedFields } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";

/** An SSH credential as stored. */
export interface StoredSshCredential extends Described {
  public_key: string;
  acl: string[];
  owner_id?: string;
}

export const sshCredentialRules: Rules<typeof SSH_CREDENTIALS, StoredSshCredential> = {
  create: (body) => ({ ...describedFields(body), public_key: body.public_key, acl: [...(body.acl ?? [])], ...definedOnly({ owner_id: body.owner_id }) }),
  update: (c, body) => {
    if (body.acl !== undefined) c.acl = [...body.acl];
    applyDescribed(c, body);
  },
};
