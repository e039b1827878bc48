/**
 * The fast path of a certificate's `check`: node's own X.509 parser (OpenSSL, native) confirms the
 * common case, a chain in order whose leaf holds a supported key that matches the private key and
 * is still valid, without loading @peculiar/x509 and decoding every extension in JavaScript
 * (about 100 ms to load it and a few ms a certificate; bench/results.md, "up of 100"). It only
 * ever says "fine": anything it does not confirm goes to the full check
 * ({@link checkCertificateAndKey}), which alone words the failures.
 */
import { createPublicKey, X509Certificate } from "node:crypto";
import { keyTypeOf, parsePrivateKey, samePublicKey } from "./index";
import { pemBlocks } from "./pem";

/** True only when the certificate and key surely pass the full check and the leaf has not expired at `now`. */
export function surelyValidAndUnexpired(certificatePem: string, privateKeyPem: string, now = Date.now()): boolean {
  try {
    const certs = pemBlocks(certificatePem, "certificate_pem");
    if (certs.length === 0 || certs.some((b) => b.label !== "CERTIFICATE" || b.hasHeaders)) return false;
    const chain = certs.map((b) => new X509Certificate(b.der));
    for (let i = 0; i + 1 < chain.length; i++) if (!(chain[i] as X509Certificate).checkIssued(chain[i + 1] as X509Certificate)) return false;
    const leaf = chain[0] as X509Certificate;
    // The full check's own key parsing (node:crypto already): it throws on every key it refuses.
    const key = parsePrivateKey(privateKeyPem);
    return keyTypeOf(leaf.publicKey) !== undefined && samePublicKey(createPublicKey(key), leaf.publicKey) && Date.parse(leaf.validTo) > now;
  } catch {
    return false;
  }
}
