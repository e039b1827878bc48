/**
 * A TLS certificate's fields (provider/fields/table.ts): the chain replaces (the service cannot
 * change it), the private key is sent only with an upload and never returned, description and
 * metadata change in place; the rest is read from the leaf by the service.
 */
import type { ImportTools } from "../../importing/facts";
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable, type Sameness } from "../../fields/table";
import { TLS_CERTIFICATES, type TlsCertificate } from "./wire";

/**
 * PEM text compared without regard to line endings, indentation, blank lines or the width its
 * base64 is wrapped at (64 or 76 columns, or none, as the writer pleases): the lines between two
 * `-----` marker lines are joined into one.
 */
export const normalizePem = (pem: string): string =>
  pem.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "").join("\n").replace(/(?<!-----)\n(?!-----)/g, "");

/** PEM chains compared as {@link normalizePem} reads them. */
export const SAME_PEM: Sameness = { by: "PEM text, whitespace, line endings and base64 line width aside", same: (a, b) => normalizePem(String(a)) === normalizePem(String(b)) };

/** What the service reads from any certificate it holds (a TLS certificate's leaf, a CA certificate): outputs alone. */
export const CERTIFICATE_READ_FIELDS = {
  subject_common_name: { kind: "outputOnly" },
  not_before: { kind: "outputOnly" },
  not_after: { kind: "outputOnly" },
  key_usages: { kind: "outputOnly" },
  extended_key_usages: { kind: "outputOnly" },
} as const;

/** A TLS certificate's fields, in the order the import writes them (certificatePem, description, metadata). */
export const TLS_FIELDS = fieldTable(TLS_CERTIFICATES)({
  // Written to a file beside the program, which reads it back.
  certificate_pem: { kind: "replaces", compare: SAME_PEM, imported: (c: TlsCertificate, _as: unknown, t: ImportTools) => t.file(c.certificate_pem) },
  // A key can change only with the certificate it matches, so the certificate alone decides
  // replacement; the service never returns it, and the SDK declares no such output.
  private_key_pem: { kind: "writeOnly", secret: true, output: false },
  ...DESCRIBED_FIELDS,
  ...CERTIFICATE_READ_FIELDS,
  subject_alternative_names: { kind: "outputOnly" },
  issued_at: { kind: "outputOnly" },
  private_key_type: { kind: "outputOnly" },
  issuer_common_name: { kind: "outputOnly" },
  serial_number: { kind: "outputOnly" },
  subject_organization: { kind: "outputOnly" },
  subject_organizational_unit: { kind: "outputOnly" },
  subject_locality: { kind: "outputOnly" },
  subject_province: { kind: "outputOnly" },
  subject_country: { kind: "outputOnly" },
});
