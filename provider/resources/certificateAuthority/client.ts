/**
 * Certificate authorities (`/certificate_authorities`): upload a CA certificate, read, list, update
 * `description` and `metadata`, delete.
 *
 * @example
 * const ca = await client.certificateAuthorities.create({ ca_pem, description: "clients of the API" });
 */
import { CERTIFICATE_AUTHORITIES } from "./wire";
import { Collection } from "../../client/collection";
import type { Transport } from "../../client/request";

export type { CertificateAuthority, CertificateAuthorityCreate, CertificateAuthorityUpdate } from "./wire";

export class CertificateAuthorities extends Collection<
  typeof CERTIFICATE_AUTHORITIES["key"],
  typeof CERTIFICATE_AUTHORITIES["item"],
  typeof CERTIFICATE_AUTHORITIES["create"],
  typeof CERTIFICATE_AUTHORITIES["update"]
> {
  constructor(transport: Transport) {
    super(transport, CERTIFICATE_AUTHORITIES);
  }
}
