/**
 * `/certificate_authorities`, served by the generic collection (emulator/machinery/servedCollection.ts) with the
 * service's rules beyond the schemas: `ca_pem` is read as the service reads it, and refused with
 * its documented errors (provider/certificates/authority.ts lists them, with their sources); the
 * fields the service derives (subject common name, validity, key usages) are read from it. The
 * PEM is returned as sent with one trailing newline. The statuses are not documented; 400 is the
 * API's status of a refused body.
 */
import { AuthorityError, type AuthorityRefusal, type DerivedAuthorityFields, parseCertificateAuthority } from "../../../provider/certificates/authority";
import { normalizeCertificatePem } from "../../../provider/certificates/pem";
import { CERTIFICATE_AUTHORITIES, type CertificateAuthority } from "../../../provider/resources/certificateAuthority/wire";
import { described, describedFields } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";

/** A certificate authority as stored: its PEM and what is read from it. */
/** The account's certificate authorities, by id: the part of the state this family declares. */
export const certificateAuthoritiesIn = (state: State): Record<string, StoredCertificateAuthority> => itemsIn(state, CERTIFICATE_AUTHORITIES.key);

export interface StoredCertificateAuthority extends Described {
  ca_pem: string;
  derived: DerivedAuthorityFields;
}

/** The documented message of each refusal (ngrok-docs errors/err_ngrok_<n>.mdx), given the PEM's parse. */
function serviceMessage(code: AuthorityRefusal, e: AuthorityError, pem: string): string {
  switch (code) {
    case "ERR_NGROK_1919":
      return "No certificate PEM data was sent.";
    case "ERR_NGROK_1920":
      return `The certificate data could not be parsed as PEM. Certificate data: "${pem.trim().slice(0, 16)}".`;
    case "ERR_NGROK_1925":
      return "The provided certificate is actually a private key.";
    case "ERR_NGROK_1911":
      return `The provided data is a valid PEM, but it has an unexpected type: ${/"([^"]+)" block$/.exec(e.reason)?.[1] ?? ""}. It must be "CERTIFICATE".`;
    case "ERR_NGROK_1912":
      return "The upload contained more than one certificate. Only a single certificate may be uploaded at a time.";
    case "ERR_NGROK_1900":
      return `The provided certificate is in an unknown or unsupported format. The error encountered while parsing was: "${e.reason}"`;
    case "ERR_NGROK_1913":
      return "The uploaded certificate's x509 Basic Constraints did not mark it as a certificate authority (see RFC 5280, 4.2.1.9).";
  }
}

/** The response object. */
function renderCertificateAuthority(baseUrl: string, c: StoredCertificateAuthority): CertificateAuthority {
  const d = c.derived;
  return {
    id: c.id,
    uri: `${baseUrl}/certificate_authorities/${c.id}`,
    created_at: c.created_at,
    ...described(c),
    ca_pem: c.ca_pem,
    subject_common_name: d.subject_common_name,
    not_before: d.not_before,
    not_after: d.not_after,
    key_usages: [...d.key_usages],
    extended_key_usages: [...d.extended_key_usages],
  };
}

export const certificateAuthorityRules: Rules<typeof CERTIFICATE_AUTHORITIES, StoredCertificateAuthority> = {
  create: (body) => {
    let derived;
    try {
      derived = parseCertificateAuthority(body.ca_pem);
    } catch (e) {
      if (e instanceof AuthorityError) throw new ApiFailure(e.code, serviceMessage(e.code, e, body.ca_pem));
      throw e;
    }
    return { ...describedFields(body), ca_pem: normalizeCertificatePem(body.ca_pem), derived };
  },
  render: (c, ctx) => renderCertificateAuthority(ctx.baseUrl, c),
};
