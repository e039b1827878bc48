/** The SAML module's request signing certificate: a real self-signed X.509 certificate per route. */
import { randomBytes, webcrypto } from "node:crypto";
import { x509 as loadX509 } from "../../../provider/certificates";

const x509 = loadX509();

const crypto = webcrypto;
const RSA: webcrypto.RsaHashedKeyGenParams = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256", publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
const YEAR_MS = 365 * 86_400_000;

/** One RSA key pair per process (generating one takes a while); each route gets its own certificate. */
let keys: Promise<webcrypto.CryptoKeyPair> | undefined;
function signingKeys(): Promise<webcrypto.CryptoKeyPair> {
  if (!keys) {
    keys = crypto.subtle.generateKey(RSA, true, ["sign", "verify"]) as Promise<webcrypto.CryptoKeyPair>;
    keys.catch(() => (keys = undefined));
  }
  return keys;
}

/** A self-signed certificate (PEM, one trailing newline) valid for ten years from `now`. */
export async function samlSigningCertificate(now: Date): Promise<string> {
  const start = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const cert = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: `7${randomBytes(15).toString("hex")}`,
      name: [{ CN: ["ingress SAML request signing"] }, { O: ["pulumi-ingress emulator"] }],
      notBefore: start,
      notAfter: new Date(start.getTime() + 10 * YEAR_MS),
      keys: await signingKeys(),
      signingAlgorithm: RSA,
      extensions: [new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true)],
    },
    crypto,
  );
  return `${cert.toString("pem")}\n`;
}
