/** PEM text: its blocks, as OpenSSL and Go read them, and the errors that name the field at fault. */

/** The request fields a certificate upload can fail on: a TLS certificate's two, a certificate authority's one. */
export type CertificateField = "certificate_pem" | "private_key_pem" | "ca_pem";

/** Why a PEM was refused: `field` is the wire field, `reason` the rule it breaks (without the field name). */
export class CertificateError extends Error {
  override readonly name = "CertificateError";
  constructor(
    readonly field: CertificateField,
    readonly reason: string,
  ) {
    super(`${field} ${reason}`);
  }
}

export interface PemBlock {
  label: string;
  der: Buffer;
  /** Whether the block carries RFC 1421 headers (`Proc-Type: 4,ENCRYPTED`, `DEK-Info: …`). */
  hasHeaders: boolean;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Splits PEM text into blocks. Text outside blocks is ignored (as OpenSSL and Go do, so
 * "Bag Attributes" preambles pass); a block without its END line or with bad base64 is refused.
 */
export function pemBlocks(text: string, field: CertificateField): PemBlock[] {
  const blocks: PemBlock[] = [];
  const begin = /-----BEGIN ([^\r\n-]+)-----/g;
  let m: RegExpExecArray | null;
  while ((m = begin.exec(text)) !== null) {
    const label = m[1] ?? "";
    const endLine = `-----END ${label}-----`;
    const bodyStart = m.index + m[0].length;
    const end = text.indexOf(endLine, bodyStart);
    if (end < 0) throw new CertificateError(field, `is not valid PEM: "-----BEGIN ${label}-----" has no matching "${endLine}" line`);
    const body = text.slice(bodyStart, end);
    if (body.includes("-----BEGIN ")) {
      throw new CertificateError(field, `is not valid PEM: "-----BEGIN ${label}-----" has no matching "${endLine}" line before the next block`);
    }
    const lines = body.split(/\r?\n/).map((l) => l.trim());
    const hasHeaders = lines.some((l) => l.includes(":"));
    const b64 = lines.filter((l) => l !== "" && !l.includes(":")).join("");
    const n = blocks.length + 1;
    if (b64 === "" || b64.length % 4 !== 0 || !BASE64.test(b64)) {
      throw new CertificateError(field, `is not valid PEM: block ${n} ("${label}") does not hold valid base64 data`);
    }
    blocks.push({ label, der: Buffer.from(b64, "base64"), hasHeaders });
    begin.lastIndex = end + endLine.length;
  }
  return blocks;
}

export const isPrivateKeyLabel = (label: string): boolean => label.endsWith("PRIVATE KEY");

/** `certificate_pem` as the service returns it: as uploaded, with exactly one trailing newline. */
export const normalizeCertificatePem = (pem: string): string => `${pem.replace(/\s+$/, "")}\n`;
