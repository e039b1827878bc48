/**
 * A certificate authority's `ca_pem`, as the service reads it on upload (`POST
 * /certificate_authorities`), shared by the CertificateAuthority's `check` and the emulator: one
 * PEM CERTIFICATE block whose Basic Constraints mark it a CA. The refusals, in the order a reader
 * meets them, each with the error the service answers (ngrok-docs errors/):
 * - nothing sent: ERR_NGROK_1919 "No certificate PEM data was sent."
 * - no PEM block at all: ERR_NGROK_1920 "The certificate data could not be parsed as PEM."
 * - a private key: ERR_NGROK_1925 "The provided certificate is actually a private key."
 * - a block of another type: ERR_NGROK_1911 "… it has an unexpected type: `TYPE`. It must be "CERTIFICATE"."
 * - more than one certificate: ERR_NGROK_1912 "Only a single certificate may be uploaded at a time."
 * - not X.509: ERR_NGROK_1900 "The provided certificate is in an unknown or unsupported format."
 * - not a CA: ERR_NGROK_1913 "The uploaded certificate's x509 Basic Constraints did not mark it as
 *   a certificate authority (see RFC 5280, 4.2.1.9)."
 * An expired authority is accepted: ngrok's own example upload (ngrok-docs
 * snippets/api/resources/examples/_certificate_authorities_create_response.mdx) expired in 2021.
 */
import type * as X509 from "@peculiar/x509";
import { rfc3339 } from "../wire/time";
import { OID, parseX509, usagesOf } from "./index";
import { CertificateError, isPrivateKeyLabel, pemBlocks } from "./pem";
import { x509 } from "./x509";

/** What the service reads from a CA certificate, spelled as on the wire. */
export interface DerivedAuthorityFields {
  subject_common_name: string;
  not_before: string;
  not_after: string;
  key_usages: string[];
  extended_key_usages: string[];
}

/** The service's error code of each refusal (see the module comment). */
export type AuthorityRefusal = "ERR_NGROK_1919" | "ERR_NGROK_1920" | "ERR_NGROK_1925" | "ERR_NGROK_1911" | "ERR_NGROK_1912" | "ERR_NGROK_1900" | "ERR_NGROK_1913";

/** Why a `ca_pem` was refused: the service's code, and the rule broken as a sentence about `ca_pem` (without its name). */
export class AuthorityError extends CertificateError {
  constructor(
    readonly code: AuthorityRefusal,
    reason: string,
  ) {
    super("ca_pem", reason);
  }
}

const FIELD = "ca_pem";

/** Whether the certificate's Basic Constraints extension says `cA: TRUE`. */
function isAuthority(cert: X509.X509Certificate): boolean {
  try {
    return cert.getExtension(x509().BasicConstraintsExtension)?.ca === true;
  } catch {
    return false;
  }
}

/**
 * Reads `ca_pem`: the fields the service derives from it.
 * @throws {AuthorityError} naming the service's error code and the rule broken.
 */
export function parseCertificateAuthority(pem: string): DerivedAuthorityFields {
  if (pem.trim() === "") throw new AuthorityError("ERR_NGROK_1919", "must hold a PEM-encoded CA certificate; got nothing");
  let blocks;
  try {
    blocks = pemBlocks(pem, FIELD);
  } catch (e) {
    if (e instanceof CertificateError) throw new AuthorityError("ERR_NGROK_1920", e.reason);
    throw e;
  }
  if (blocks.length === 0) throw new AuthorityError("ERR_NGROK_1920", "is not PEM: found no -----BEGIN CERTIFICATE----- block");
  const key = blocks.find((b) => isPrivateKeyLabel(b.label));
  if (key) throw new AuthorityError("ERR_NGROK_1925", `holds a private key ("${key.label}"), not a certificate; upload only the CA's certificate, never its key`);
  const other = blocks.find((b) => b.label !== "CERTIFICATE");
  if (other) throw new AuthorityError("ERR_NGROK_1911", `must hold a "CERTIFICATE" block; found a "${other.label}" block`);
  if (blocks.length > 1) throw new AuthorityError("ERR_NGROK_1912", `must hold exactly one certificate; found ${blocks.length} (upload each CA of a chain as its own certificate authority)`);
  let cert: X509.X509Certificate;
  try {
    cert = parseX509(blocks[0] as (typeof blocks)[number], 1, FIELD);
  } catch (e) {
    if (e instanceof CertificateError) throw new AuthorityError("ERR_NGROK_1900", "is not a valid X.509 certificate");
    throw e;
  }
  if (!isAuthority(cert)) {
    throw new AuthorityError("ERR_NGROK_1913", "is not a certificate authority: its Basic Constraints do not say CA:TRUE (RFC 5280, 4.2.1.9); upload the certificate that signs your clients' certificates");
  }
  let usages;
  try {
    usages = usagesOf(cert, FIELD, "has key usage extensions that cannot be read");
  } catch (e) {
    if (e instanceof CertificateError) throw new AuthorityError("ERR_NGROK_1900", e.reason);
    throw e;
  }
  return {
    subject_common_name: cert.subjectName.getField(OID.commonName)[0] ?? "",
    not_before: rfc3339(cert.notBefore),
    not_after: rfc3339(cert.notAfter),
    ...usages,
  };
}
