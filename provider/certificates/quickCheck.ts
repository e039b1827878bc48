/**
 * The fast path of a certificate's `check`: node's own X.509 parser (OpenSSL, native) confirms the
 * common case, a chain in order whose leaf holds a supported key that matches the private key and
 * is still valid, without loading @peculiar/x509 and decoding every extension in JavaScript
 * (about 100 ms to load it and a few ms a certificate; bench/results.md, "up of 100"). It only
 * ever says "fine": anything it does not confirm goes to the full check
 * ({@link checkCertificateAndKey}), which alone words the failures.
 */
import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import { isPrivateKeyLabel, pemBlocks } from "./pem";

const KEY_TYPES = new Set(["rsa", "rsa-pss", "ec", "ed25519"]);
const KEY_FORMATS: Readonly<Record<string, "pkcs8" | "pkcs1" | "sec1">> = { "PRIVATE KEY": "pkcs8", "RSA PRIVATE KEY": "pkcs1", "EC PRIVATE KEY": "sec1" };

/** True only when the certificate and key surely pass the full check and the leaf has not expired at `now`. */
export function surelyValidAndUnexpired(certificatePem: string, privateKeyPem: string, now = Date.now()): boolean {
  try {
    const certs = pemBlocks(certificatePem, "certificate_pem");
    const keys = pemBlocks(privateKeyPem, "private_key_pem");
    const keyBlock = keys[0];
    if (certs.length === 0 || certs.some((b) => b.label !== "CERTIFICATE" || b.hasHeaders)) return false;
    if (keys.length !== 1 || keyBlock === undefined || !isPrivateKeyLabel(keyBlock.label) || keyBlock.hasHeaders) return false;
    const format = KEY_FORMATS[keyBlock.label];
    if (format === undefined) return false;
    const chain = certs.map((b) => new X509Certificate(b.der));
    for (let i = 0; i + 1 < chain.length; i++) if (!(chain[i] as X509Certificate).checkIssued(chain[i + 1] as X509Certificate)) return false;
    const leaf = chain[0] as X509Certificate;
    const key = createPrivateKey({ key: keyBlock.der, format: "der", type: format });
    if (!KEY_TYPES.has(key.asymmetricKeyType ?? "") || !KEY_TYPES.has(leaf.publicKey.asymmetricKeyType ?? "")) return false;
    // Compared as SPKI bytes: KeyObject.equals on keys of different types leaves an error on
    // OpenSSL's queue, which the full check's next key decoding then reports as its own failure.
    const spki = (k: ReturnType<typeof createPublicKey>): Buffer => k.export({ type: "spki", format: "der" });
    if (!spki(createPublicKey(key)).equals(spki(leaf.publicKey))) return false;
    return Date.parse(leaf.validTo) > now;
  } catch {
    return false;
  }
}
