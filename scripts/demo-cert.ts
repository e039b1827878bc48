/**
 * A certificate chain and key made on the fly for the demo: a throwaway CA and a leaf it signed
 * (ECDSA P-256, valid from an hour ago for 90 days), so the demo needs no openssl and no files.
 */
import { webcrypto } from "node:crypto";
import { x509 as loadX509 } from "../provider/certificates";

const x509 = loadX509();

export interface DemoCertificate {
  /** Leaf then CA, as uploaded. */
  certificatePem: string;
  /** The leaf's key, PKCS #8 PEM. */
  privateKeyPem: string;
  notAfter: Date;
}

const ECDSA = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
// X.509 times hold whole seconds; rounding here keeps notAfter equal to what the service reports.
const wholeSecond = (ms: number): Date => new Date(Math.floor(ms / 1000) * 1000);

export async function makeDemoCertificate(commonName: string): Promise<DemoCertificate> {
  const crypto = webcrypto;
  const [caKeys, leafKeys] = await Promise.all([
    crypto.subtle.generateKey(ECDSA, true, ["sign", "verify"]),
    crypto.subtle.generateKey(ECDSA, true, ["sign", "verify"]),
  ]);
  const now = Date.now();
  const ca = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: "01",
      name: "CN=pulumi-ingress demo CA",
      notBefore: wholeSecond(now - 3_600_000),
      notAfter: wholeSecond(now + 365 * 86_400_000),
      keys: caKeys,
      signingAlgorithm: ECDSA,
      extensions: [new x509.BasicConstraintsExtension(true, undefined, true), new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign, true)],
    },
    crypto,
  );
  const notAfter = wholeSecond(now + 90 * 86_400_000);
  const leaf = await x509.X509CertificateGenerator.create(
    {
      serialNumber: Buffer.from(crypto.getRandomValues(new Uint8Array(8))).toString("hex").replace(/^0*/, "7"),
      subject: `CN=${commonName}`,
      issuer: ca.subject,
      notBefore: wholeSecond(now - 3_600_000),
      notAfter,
      publicKey: leafKeys.publicKey,
      signingKey: caKeys.privateKey,
      signingAlgorithm: ECDSA,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.SubjectAlternativeNameExtension([{ type: "dns", value: commonName }]),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      ],
    },
    crypto,
  );
  const privateKeyPem = x509.PemConverter.encode(await crypto.subtle.exportKey("pkcs8", leafKeys.privateKey), "PRIVATE KEY");
  return { certificatePem: `${leaf.toString("pem")}\n${ca.toString("pem")}\n`, privateKeyPem, notAfter };
}
