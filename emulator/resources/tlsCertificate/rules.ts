/** `/tls_certificates`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules below. */
import { CertificateError, type DerivedCertificateFields, describeLeaf, keyMatchesLeaf, normalizeCertificatePem, parseCertificateChain, parsePrivateKey } from "../../../provider/certificates";
import { TLS_CERTIFICATES, type TlsCertificate } from "../../../provider/resources/tlsCertificate/wire";
import { described, describedFields } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";

/** A certificate as stored: its chain, normalized, and what is read from the leaf. The key is never stored. */
/** The account's TLS certificates, by id: the part of the state this family declares. */
export const tlsCertificatesIn = (state: State): Record<string, StoredTlsCertificate> => itemsIn(state, TLS_CERTIFICATES.key);

export interface StoredTlsCertificate extends Described {
  certificate_pem: string;
  derived: DerivedCertificateFields;
}

/** The response object. `issued_at` is null: every certificate here is user-uploaded. */
function renderTlsCertificate(baseUrl: string, c: StoredTlsCertificate): TlsCertificate {
  const d = c.derived;
  return {
    id: c.id,
    uri: `${baseUrl}${TLS_CERTIFICATES.path}/${c.id}`,
    created_at: c.created_at,
    ...described(c),
    certificate_pem: c.certificate_pem,
    subject_common_name: d.subject_common_name,
    subject_alternative_names: { dns_names: [...d.subject_alternative_names.dns_names], ips: [...d.subject_alternative_names.ips] },
    issued_at: null,
    not_before: d.not_before,
    not_after: d.not_after,
    key_usages: [...d.key_usages],
    extended_key_usages: [...d.extended_key_usages],
    private_key_type: d.private_key_type,
    issuer_common_name: d.issuer_common_name,
    serial_number: d.serial_number,
    subject_organization: d.subject_organization,
    subject_organizational_unit: d.subject_organizational_unit,
    subject_locality: d.subject_locality,
    subject_province: d.subject_province,
    subject_country: d.subject_country,
  };
}

/**
 * The service's rules beyond the schemas: the chain and the key are parsed and must match (the
 * certificate's fields are derived from the leaf); the key is checked and dropped, never stored.
 */
export const tlsCertificateRules: Rules<typeof TLS_CERTIFICATES, StoredTlsCertificate> = {
  create: (body) => {
    let derived;
    try {
      const { leaf } = parseCertificateChain(body.certificate_pem);
      derived = describeLeaf(leaf);
      const key = parsePrivateKey(body.private_key_pem);
      if (!keyMatchesLeaf(leaf, key)) {
        throw new ApiFailure("ERR_KEY_MISMATCH", "private_key_pem does not match the public key of the leaf certificate (the first certificate of certificate_pem)");
      }
    } catch (e) {
      if (e instanceof CertificateError) throw new ApiFailure(e.field === "certificate_pem" ? "ERR_INVALID_CERTIFICATE" : "ERR_INVALID_PRIVATE_KEY", e.message);
      throw e;
    }
    return { ...describedFields(body), certificate_pem: normalizeCertificatePem(body.certificate_pem), derived };
  },
  render: (c, ctx) => renderTlsCertificate(ctx.baseUrl, c),
};
