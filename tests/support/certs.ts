/**
 * Test certificates made with @peculiar/x509 and WebCrypto: a CA and a leaf it signed, for RSA,
 * ECDSA (P-256) and Ed25519, with SANs, key usages and subject fields chosen by the test. Keys are
 * exported as PKCS #8 PEM. Key pairs are generated once per key type and chains are cached by
 * their spec, so a test file pays for key generation once.
 */
import { webcrypto } from "node:crypto";
import type { X509Certificate } from "@peculiar/x509";
import { x509 as loadX509, type KeyUsageName, type PrivateKeyType } from "../../provider/certificates";

const x509 = loadX509();

const crypto = webcrypto;
type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

export type KeyType = PrivateKeyType;

/** Subject attributes besides the common name; `province` is ST. */
export interface SubjectFields {
  organization?: string;
  organizationalUnit?: string;
  locality?: string;
  province?: string;
  country?: string;
}

/** `valid`: from an hour ago for a year; `expired`: ended yesterday; `expiring`: ends in 10 days. */
export type Validity = "valid" | "expired" | "expiring" | { notBefore: Date; notAfter: Date };

export interface ChainSpec {
  keyType?: KeyType;
  commonName?: string;
  subject?: SubjectFields;
  /** DNS SANs, wildcards allowed. */
  dnsNames?: string[];
  /** IP SANs, IPv4 or IPv6. */
  ips?: string[];
  keyUsages?: KeyUsageName[];
  /** Extended key usage OIDs. */
  extendedKeyUsages?: string[];
  validity?: Validity;
  /** Hex serial number of the leaf; random when unset. */
  serialNumber?: string;
  caCommonName?: string;
  /** Distinguishes otherwise equal specs in the cache (for a second, different chain). */
  variant?: string;
  /** Modulus of the leaf's RSA key, in bits (keyType `rsa`). Default: 2048. */
  rsaBits?: number;
}

export interface TestChain {
  keyType: KeyType;
  /** Leaf then CA, as uploaded. */
  certificatePem: string;
  leafPem: string;
  caPem: string;
  /** The leaf's key, PKCS #8 PEM. */
  privateKeyPem: string;
  caPrivateKeyPem: string;
  leaf: X509Certificate;
  ca: X509Certificate;
  notBefore: Date;
  notAfter: Date;
}

/** WebCrypto algorithms per key type: key generation and signing. */
const ALGORITHMS: Record<KeyType, { gen: webcrypto.RsaHashedKeyGenParams | webcrypto.EcKeyGenParams | webcrypto.Algorithm; sign: webcrypto.Algorithm | webcrypto.EcdsaParams }> = {
  rsa: {
    gen: { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256", publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 },
    sign: { name: "RSASSA-PKCS1-v1_5" },
  },
  ecdsa: { gen: { name: "ECDSA", namedCurve: "P-256" }, sign: { name: "ECDSA", hash: "SHA-256" } as webcrypto.EcdsaParams },
  ed25519: { gen: { name: "Ed25519" }, sign: { name: "Ed25519" } },
};

const USAGE_FLAGS: Record<KeyUsageName, number> = {
  digital_signature: x509.KeyUsageFlags.digitalSignature,
  content_commitment: x509.KeyUsageFlags.nonRepudiation,
  key_encipherment: x509.KeyUsageFlags.keyEncipherment,
  data_encipherment: x509.KeyUsageFlags.dataEncipherment,
  key_agreement: x509.KeyUsageFlags.keyAgreement,
  cert_sign: x509.KeyUsageFlags.keyCertSign,
  crl_sign: x509.KeyUsageFlags.cRLSign,
  encipher_only: x509.KeyUsageFlags.encipherOnly,
  decipher_only: x509.KeyUsageFlags.decipherOnly,
};

const DAY = 86_400_000;
/** X.509 times have whole seconds. */
const wholeSecond = (ms: number): Date => new Date(Math.floor(ms / 1000) * 1000);

function validityDates(v: Validity): { notBefore: Date; notAfter: Date } {
  const now = Date.now();
  if (typeof v === "object") return { notBefore: wholeSecond(v.notBefore.getTime()), notAfter: wholeSecond(v.notAfter.getTime()) };
  if (v === "expired") return { notBefore: wholeSecond(now - 30 * DAY), notAfter: wholeSecond(now - DAY) };
  if (v === "expiring") return { notBefore: wholeSecond(now - DAY), notAfter: wholeSecond(now + 10 * DAY) };
  return { notBefore: wholeSecond(now - 3_600_000), notAfter: wholeSecond(now + 365 * DAY) };
}

const keyPairs = new Map<string, Promise<CryptoKeyPair>>();
/** One key pair per (key type, role, RSA size); `role` lets a test get a second, unrelated key. */
function keyPair(keyType: KeyType, role = "leaf", rsaBits = 2048): Promise<CryptoKeyPair> {
  const k = `${keyType}/${role}/${keyType === "rsa" ? rsaBits : ""}`;
  let p = keyPairs.get(k);
  if (!p) {
    const gen = keyType === "rsa" ? { ...ALGORITHMS.rsa.gen, modulusLength: rsaBits } : ALGORITHMS[keyType].gen;
    p = crypto.subtle.generateKey(gen, true, ["sign", "verify"]) as Promise<CryptoKeyPair>;
    keyPairs.set(k, p);
  }
  return p;
}

/** A private key as PKCS #8 PEM. */
async function pkcs8Pem(key: CryptoKey): Promise<string> {
  return x509.PemConverter.encode(await crypto.subtle.exportKey("pkcs8", key), "PRIVATE KEY");
}

function name(commonName: string, s: SubjectFields = {}): Record<string, string[]>[] {
  const parts: Record<string, string[]>[] = [];
  if (s.country !== undefined) parts.push({ C: [s.country] });
  if (s.province !== undefined) parts.push({ ST: [s.province] });
  if (s.locality !== undefined) parts.push({ L: [s.locality] });
  if (s.organization !== undefined) parts.push({ O: [s.organization] });
  if (s.organizationalUnit !== undefined) parts.push({ OU: [s.organizationalUnit] });
  parts.push({ CN: [commonName] });
  return parts;
}

const randomSerial = (): string => `7${Buffer.from(crypto.getRandomValues(new Uint8Array(8))).toString("hex")}`;

async function build(spec: ChainSpec): Promise<TestChain> {
  const keyType = spec.keyType ?? "ecdsa";
  const alg = ALGORITHMS[keyType];
  const role = spec.variant ?? "leaf";
  const [caKeys, leafKeys] = await Promise.all([keyPair(keyType, `ca/${role}`), keyPair(keyType, role, spec.rsaBits)]);
  const { notBefore, notAfter } = validityDates(spec.validity ?? "valid");
  const caName = name(spec.caCommonName ?? `Test ${keyType} CA`, { organization: "Test CA Org", country: "US" });
  const ca = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: "01",
      name: caName,
      notBefore: wholeSecond(Date.now() - 365 * DAY),
      notAfter: wholeSecond(Date.now() + 3650 * DAY),
      keys: caKeys,
      signingAlgorithm: alg.sign,
      extensions: [
        new x509.BasicConstraintsExtension(true, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      ],
    },
    crypto,
  );
  const extensions: InstanceType<typeof x509.Extension>[] = [new x509.BasicConstraintsExtension(false, undefined, true)];
  const sans = [...(spec.dnsNames ?? []).map((value) => ({ type: "dns" as const, value })), ...(spec.ips ?? []).map((value) => ({ type: "ip" as const, value }))];
  if (sans.length > 0) extensions.push(new x509.SubjectAlternativeNameExtension(sans));
  if (spec.keyUsages && spec.keyUsages.length > 0) {
    extensions.push(new x509.KeyUsagesExtension(spec.keyUsages.reduce((f, u) => f | USAGE_FLAGS[u], 0), true));
  }
  if (spec.extendedKeyUsages && spec.extendedKeyUsages.length > 0) extensions.push(new x509.ExtendedKeyUsageExtension(spec.extendedKeyUsages));
  const leaf = await x509.X509CertificateGenerator.create(
    {
      serialNumber: spec.serialNumber ?? randomSerial(),
      subject: name(spec.commonName ?? "leaf.test", spec.subject),
      issuer: ca.subjectName,
      notBefore,
      notAfter,
      publicKey: leafKeys.publicKey,
      signingKey: caKeys.privateKey,
      signingAlgorithm: alg.sign,
      extensions,
    },
    crypto,
  );
  const leafPem = leaf.toString("pem");
  const caPem = ca.toString("pem");
  return {
    keyType,
    certificatePem: `${leafPem}\n${caPem}\n`,
    leafPem,
    caPem,
    privateKeyPem: await pkcs8Pem(leafKeys.privateKey),
    caPrivateKeyPem: await pkcs8Pem(caKeys.privateKey),
    leaf,
    ca,
    notBefore,
    notAfter,
  };
}

const chains = new Map<string, Promise<TestChain>>();

/** A CA and a leaf it signed, as `spec` says; the same spec returns the same chain (per test file). */
export function makeChain(spec: ChainSpec = {}): Promise<TestChain> {
  const key = JSON.stringify(spec, (_k, v: unknown) => (v instanceof Date ? v.toISOString() : v));
  let p = chains.get(key);
  if (!p) {
    p = build(spec);
    chains.set(key, p);
  }
  return p;
}

/** A full-featured spec: subject fields, DNS (with wildcard), IPv4 and IPv6 SANs, key usages, EKUs. */
export const FULL_SPEC: Omit<ChainSpec, "keyType"> = {
  commonName: "app.example.test",
  subject: { organization: "Example Org", organizationalUnit: "Platform", locality: "Springfield", province: "Oregon", country: "US" },
  dnsNames: ["app.example.test", "*.apps.example.test"],
  ips: ["192.0.2.10", "2001:db8:0:0:0:0:0:1"],
  keyUsages: ["digital_signature", "key_encipherment"],
  extendedKeyUsages: ["1.3.6.1.5.5.7.3.1", "1.3.6.1.5.5.7.3.2"],
};

/** `2031-04-01T12:00:00Z`: a certificate time as the service reports it (whole seconds, UTC). */
export const serviceTime = (d: Date): string => `${d.toISOString().slice(0, 19)}Z`;
