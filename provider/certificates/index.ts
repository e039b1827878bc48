/**
 * TLS certificate parsing, shared by the SDK's `check` and the emulator: a PEM chain and a private
 * key in, the fields the service derives from the leaf out (exactly the wire names of
 * {@link TlsCertificate}), or one {@link CertificateError} naming the field at fault.
 *
 * Certificates are read with @peculiar/x509 and keys with node:crypto; nothing here decodes ASN.1
 * by hand. Everything is synchronous, so a server can validate and commit in one step.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import type * as X509 from "@peculiar/x509";
import { rfc3339 } from "../wire/time";
import { CertificateError, type CertificateField, isPrivateKeyLabel, normalizeCertificatePem, type PemBlock, pemBlocks } from "./pem";
import { x509 } from "./x509";

export { CertificateError, type CertificateField, normalizeCertificatePem } from "./pem";
export { x509 } from "./x509";

/** Key types the service accepts, as `private_key_type` spells them. */
export type PrivateKeyType = "rsa" | "ecdsa" | "ed25519";

/**
 * The fields the service derives from the leaf certificate, spelled and formatted as on the wire
 * (the TLS certificate family's item holds them; the emulator answers them as its item).
 */
export interface DerivedCertificateFields {
  subject_common_name: string;
  not_before: string;
  not_after: string;
  issuer_common_name: string;
  serial_number: string;
  subject_organization: string;
  subject_organizational_unit: string;
  subject_locality: string;
  subject_province: string;
  subject_country: string;
  subject_alternative_names: { dns_names: string[]; ips: string[] };
  key_usages: KeyUsageName[];
  extended_key_usages: string[];
  private_key_type: PrivateKeyType;
}

/**
 * Key usage names, in the order of the bits of the X.509 KeyUsage extension (RFC 5280 4.2.1.3),
 * which is also the order `key_usages` lists them in. Spelled like Go's `x509.KeyUsage*`
 * constants in snake_case (so nonRepudiation is `content_commitment`, keyCertSign `cert_sign`).
 */
export const KEY_USAGE_NAMES = [
  "digital_signature",
  "content_commitment",
  "key_encipherment",
  "data_encipherment",
  "key_agreement",
  "cert_sign",
  "crl_sign",
  "encipher_only",
  "decipher_only",
] as const;
export type KeyUsageName = (typeof KEY_USAGE_NAMES)[number];

/**
 * Extended key usage names by OID, spelled like Go's `x509.ExtKeyUsage*` constants in snake_case.
 * An OID not listed here is reported as its dotted form (`1.2.3.4`).
 */
const EXTENDED_KEY_USAGE_NAMES: Readonly<Record<string, string>> = {
  "2.5.29.37.0": "any",
  "1.3.6.1.5.5.7.3.1": "server_auth",
  "1.3.6.1.5.5.7.3.2": "client_auth",
  "1.3.6.1.5.5.7.3.3": "code_signing",
  "1.3.6.1.5.5.7.3.4": "email_protection",
  "1.3.6.1.5.5.7.3.5": "ipsec_end_system",
  "1.3.6.1.5.5.7.3.6": "ipsec_tunnel",
  "1.3.6.1.5.5.7.3.7": "ipsec_user",
  "1.3.6.1.5.5.7.3.8": "time_stamping",
  "1.3.6.1.5.5.7.3.9": "ocsp_signing",
  "1.3.6.1.4.1.311.10.3.3": "microsoft_server_gated_crypto",
  "2.16.840.1.113730.4.1": "netscape_server_gated_crypto",
  "1.3.6.1.4.1.311.2.1.22": "microsoft_commercial_code_signing",
  "1.3.6.1.4.1.311.61.1.1": "microsoft_kernel_code_signing",
};

/** OIDs of the subject attributes the service reports. */
export const OID = {
  commonName: "2.5.4.3",
  country: "2.5.4.6",
  locality: "2.5.4.7",
  province: "2.5.4.8",
  organization: "2.5.4.10",
  organizationalUnit: "2.5.4.11",
  keyUsage: "2.5.29.15",
  subjectAltName: "2.5.29.17",
  extKeyUsage: "2.5.29.37",
} as const;

/** A parsed chain: `chain` holds every certificate in upload order, so `chain[0]` is `leaf`. */
export interface CertificateChain {
  leaf: X509.X509Certificate;
  chain: X509.X509Certificate[];
}


/**
 * The X.509 certificate of PEM block `n` (1-based), fully decoded.
 * @throws {CertificateError} (of `field`) when the block is not a valid X.509 certificate.
 */
export function parseX509(block: PemBlock, n: number, field: CertificateField): X509.X509Certificate {
  try {
    const cert = new (x509().X509Certificate)(new Uint8Array(block.der));
    // Touch the lazily decoded parts so a broken certificate fails here, not later.
    void cert.notBefore;
    void cert.subject;
    void cert.publicKey;
    return cert;
  } catch {
    throw new CertificateError(field, `block ${n} is not a valid X.509 certificate`);
  }
}

/**
 * Parses `certificate_pem`: one or more CERTIFICATE blocks, leaf first, each followed by the
 * certificate that issued it.
 * @throws {CertificateError} (field `certificate_pem`) for malformed PEM, no certificate, a block of
 * another kind, a block that is not an X.509 certificate, or a chain out of order.
 */
export function parseCertificateChain(pem: string): CertificateChain {
  const field = "certificate_pem";
  const blocks = pemBlocks(pem, field);
  if (blocks.length === 0) {
    throw new CertificateError(field, "must contain a PEM-encoded certificate (-----BEGIN CERTIFICATE-----); found none");
  }
  const chain: X509.X509Certificate[] = [];
  blocks.forEach((b, i) => {
    if (b.label !== "CERTIFICATE") {
      throw new CertificateError(
        field,
        isPrivateKeyLabel(b.label)
          ? `holds a private key (block ${i + 1}, "${b.label}"); send it as private_key_pem and keep only certificates here`
          : `may hold only CERTIFICATE blocks; block ${i + 1} is "${b.label}"`,
      );
    }
    chain.push(parseX509(b, i + 1, field));
  });
  for (let i = 0; i + 1 < chain.length; i++) {
    const cert = chain[i] as X509.X509Certificate;
    const next = chain[i + 1] as X509.X509Certificate;
    if (cert.issuer !== next.subject) {
      throw new CertificateError(
        field,
        `is not a chain in order: certificate ${i + 2} (${next.subject}) did not issue certificate ${i + 1} (issuer ${cert.issuer}); list the leaf first, then each issuer`,
      );
    }
  }
  return { leaf: chain[0] as X509.X509Certificate, chain };
}

const KEY_FORMATS: Readonly<Record<string, "pkcs8" | "pkcs1" | "sec1">> = {
  "PRIVATE KEY": "pkcs8",
  "RSA PRIVATE KEY": "pkcs1",
  "EC PRIVATE KEY": "sec1",
};

/** Maps node's `asymmetricKeyType` to the service's `private_key_type`; undefined when unsupported. */
export function keyTypeOf(key: KeyObject): PrivateKeyType | undefined {
  switch (key.asymmetricKeyType) {
    case "rsa":
    case "rsa-pss":
      return "rsa";
    case "ec":
      return "ecdsa";
    case "ed25519":
      return "ed25519";
    default:
      return undefined;
  }
}

/**
 * Parses `private_key_pem`: exactly one unencrypted private key, PKCS #8 (`PRIVATE KEY`),
 * PKCS #1 (`RSA PRIVATE KEY`) or SEC 1 (`EC PRIVATE KEY`), of type RSA, ECDSA or Ed25519.
 * @throws {CertificateError} (field `private_key_pem`) otherwise.
 */
export function parsePrivateKey(pem: string): KeyObject {
  const field = "private_key_pem";
  const blocks = pemBlocks(pem, field).filter((b) => b.label !== "EC PARAMETERS");
  const keys = blocks.filter((b) => isPrivateKeyLabel(b.label));
  if (keys.length === 0) {
    if (blocks.some((b) => b.label === "CERTIFICATE")) {
      throw new CertificateError(field, "holds a certificate but no private key; send certificates as certificate_pem");
    }
    throw new CertificateError(field, "must contain a PEM-encoded private key (-----BEGIN PRIVATE KEY-----); found none");
  }
  if (keys.length > 1) throw new CertificateError(field, `must contain exactly one private key; found ${keys.length}`);
  const other = blocks.find((b) => !isPrivateKeyLabel(b.label));
  if (other) throw new CertificateError(field, `may hold only the private key; found a "${other.label}" block too`);
  const block = keys[0] as PemBlock;
  const format = KEY_FORMATS[block.label];
  if (block.label === "ENCRYPTED PRIVATE KEY" || block.hasHeaders) {
    throw new CertificateError(field, "is encrypted; upload the key without a passphrase");
  }
  if (format === undefined) throw new CertificateError(field, `has an unsupported key format "${block.label}"; use PKCS #8 (-----BEGIN PRIVATE KEY-----)`);
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: block.der, format: "der", type: format });
  } catch {
    throw new CertificateError(field, `is not a valid private key: the "${block.label}" block could not be decoded`);
  }
  if (keyTypeOf(key) === undefined) {
    throw new CertificateError(field, `holds a key of type ${key.asymmetricKeyType ?? "unknown"}; supported key types are rsa, ecdsa and ed25519`);
  }
  return key;
}

/** The leaf's public key as a node KeyObject. @throws {CertificateError} when it cannot be read. */
function leafPublicKey(leaf: X509.X509Certificate): KeyObject {
  try {
    return createPublicKey({ key: Buffer.from(leaf.publicKey.rawData), format: "der", type: "spki" });
  } catch {
    throw new CertificateError("certificate_pem", "has a leaf certificate whose public key cannot be read");
  }
}

/**
 * Whether two public keys are the same key, compared as SPKI bytes: KeyObject.equals on keys of
 * different types leaves an error on OpenSSL's queue, which the next key decoding in this process
 * (another upload, another check) then reports as its own failure.
 */
export function samePublicKey(a: KeyObject, b: KeyObject): boolean {
  const spki = (k: KeyObject): Buffer => k.export({ type: "spki", format: "der" });
  return spki(a).equals(spki(b));
}

/** Whether `key` is the private half of the leaf's public key. */
export function keyMatchesLeaf(leaf: X509.X509Certificate, key: KeyObject): boolean {
  try {
    return samePublicKey(createPublicKey(key), leafPublicKey(leaf));
  } catch {
    return false;
  }
}


/** WHATWG URL canonical form of an IPv6 address (RFC 5952 compression); IPv4 stays as is. */
function canonicalIp(ip: string): string {
  if (!ip.includes(":")) return ip;
  try {
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return ip;
  }
}

/** Lowercase hex of the serial number's value, without leading zeros (like Go's `big.Int.Text(16)`). */
function serialHex(hex: string): string {
  const s = hex.toLowerCase().replace(/^0+/, "");
  return s === "" ? "0" : s;
}

/**
 * A certificate's key usages and extended key usages, as the service lists them (in bit order; an
 * unknown extended usage as its dotted OID); empty when the extension is absent.
 * @throws {CertificateError} (of `field`, with `unreadable` as the reason) when an extension cannot be read.
 */
export function usagesOf(cert: X509.X509Certificate, field: CertificateField, unreadable: string): Pick<DerivedCertificateFields, "key_usages" | "extended_key_usages"> {
  try {
    const ku = cert.getExtension(x509().KeyUsagesExtension);
    const eku = cert.getExtension(x509().ExtendedKeyUsageExtension);
    return {
      key_usages: ku ? KEY_USAGE_NAMES.filter((_, bit) => (ku.usages & (1 << bit)) !== 0) : [],
      extended_key_usages: eku ? eku.usages.map((oid) => EXTENDED_KEY_USAGE_NAMES[String(oid)] ?? String(oid)) : [],
    };
  } catch {
    throw new CertificateError(field, unreadable);
  }
}

/**
 * The fields the service derives from a leaf certificate. Subject attributes that occur more than
 * once report their first value; absent ones are `""`. SANs other than DNS names and IP addresses
 * (e-mail, URI, …) are not reported.
 * @throws {CertificateError} when the leaf's key type is unsupported or an extension is unreadable.
 */
export function describeLeaf(leaf: X509.X509Certificate): DerivedCertificateFields {
  const field = "certificate_pem";
  const subject = (oid: string): string => leaf.subjectName.getField(oid)[0] ?? "";
  const keyType = keyTypeOf(leafPublicKey(leaf));
  if (keyType === undefined) {
    throw new CertificateError(field, `has a leaf certificate with a key of type ${leafPublicKey(leaf).asymmetricKeyType ?? "unknown"}; supported key types are rsa, ecdsa and ed25519`);
  }
  const dnsNames: string[] = [];
  const ips: string[] = [];
  try {
    const san = leaf.getExtension(x509().SubjectAlternativeNameExtension);
    for (const name of san?.names.items ?? []) {
      if (name.type === "dns") dnsNames.push(name.value);
      else if (name.type === "ip") ips.push(canonicalIp(name.value));
    }
  } catch {
    throw new CertificateError(field, "has a leaf certificate whose subject alternative name extension cannot be read");
  }
  const { key_usages: keyUsages, extended_key_usages: extendedKeyUsages } = usagesOf(leaf, field, "has a leaf certificate whose key usage extensions cannot be read");
  return {
    subject_common_name: subject(OID.commonName),
    subject_alternative_names: { dns_names: dnsNames, ips },
    not_before: rfc3339(leaf.notBefore),
    not_after: rfc3339(leaf.notAfter),
    key_usages: keyUsages,
    extended_key_usages: extendedKeyUsages,
    private_key_type: keyType,
    issuer_common_name: leaf.issuerName.getField(OID.commonName)[0] ?? "",
    serial_number: serialHex(leaf.serialNumber),
    subject_organization: subject(OID.organization),
    subject_organizational_unit: subject(OID.organizationalUnit),
    subject_locality: subject(OID.locality),
    subject_province: subject(OID.province),
    subject_country: subject(OID.country),
  };
}


/** Result of {@link checkCertificateAndKey}. */
export type CertificateCheck =
  | { ok: true; derived: DerivedCertificateFields; certificatePem: string }
  | { ok: false; field: CertificateField; reason: string; message: string };

/**
 * Everything the service checks on upload, in its order: the chain parses, the key parses, the key
 * belongs to the leaf. Returns the derived fields and the normalized PEM, or the first problem.
 * Expiry is not checked: an expired certificate is accepted and reported through `not_after`.
 *
 * @example
 * const r = checkCertificateAndKey(certPem, keyPem);
 * if (!r.ok) return { failures: [{ property: r.field, reason: r.reason }] };
 */
export function checkCertificateAndKey(certificatePem: string, privateKeyPem: string): CertificateCheck {
  try {
    const { leaf } = parseCertificateChain(certificatePem);
    const fields = describeLeaf(leaf);
    const key = parsePrivateKey(privateKeyPem);
    if (!keyMatchesLeaf(leaf, key)) {
      throw new CertificateError("private_key_pem", "does not match the public key of the leaf certificate (the first certificate of certificate_pem)");
    }
    return { ok: true, derived: fields, certificatePem: normalizeCertificatePem(certificatePem) };
  } catch (e) {
    if (e instanceof CertificateError) return { ok: false, field: e.field, reason: e.reason, message: e.message };
    throw e;
  }
}
