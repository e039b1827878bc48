/**
 * SSH certificate authorities (`/ssh_certificate_authorities`): create, read, list, update, delete.
 *
 * @example
 * const created = await client.sshCertificateAuthorities.create({ private_key_type: "ed25519", description: "staging hosts" });
 */
import { SSH_CERTIFICATE_AUTHORITIES } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { SshCertificateAuthority, SshCertificateAuthorityCreate, SshCertificateAuthorityUpdate } from "./wire";

export class SshCertificateAuthorities extends Collection<typeof SSH_CERTIFICATE_AUTHORITIES["key"], typeof SSH_CERTIFICATE_AUTHORITIES["item"], typeof SSH_CERTIFICATE_AUTHORITIES["create"], typeof SSH_CERTIFICATE_AUTHORITIES["update"]> {
  constructor(transport: Transport) {
    super(transport, SSH_CERTIFICATE_AUTHORITIES);
  }
}
