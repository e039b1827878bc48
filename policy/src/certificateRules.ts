/** Rules on TlsCertificate: expiry, RSA key size, and names that cover the common name. */
import { X509Certificate } from "node:crypto";
import { isIP } from "node:net";
import { type IngressRule, subject } from "./rule";
import { knownString, type Props } from "./values";

const DAY_MS = 86_400_000;

/**
 * The leaf certificate (the first of the PEM chain), or undefined when the PEM is unknown or does not
 * parse: the provider's own checks refuse a malformed PEM with the reason, before any API call.
 */
function leaf(props: Props): X509Certificate | undefined {
  const pem = knownString(props["certificatePem"]);
  if (pem === undefined) return undefined;
  // The three rules read the same certificate one after the other: parse it once.
  if (lastParsed?.pem !== pem) lastParsed = { pem, cert: parse(pem) };
  return lastParsed.cert;
}

let lastParsed: { pem: string; cert: X509Certificate | undefined } | undefined;

function parse(pem: string): X509Certificate | undefined {
  try {
    return new X509Certificate(pem);
  } catch {
    return undefined;
  }
}

export const certificateExpiry: IngressRule<{ minDaysValid: number }> = {
  name: "ingress-certificate-expiry",
  description: "A certificate stays valid for at least minDaysValid more days (default 30).",
  enforcementLevel: "mandatory",
  resource: "TlsCertificate",
  config: {
    minDaysValid: { type: "number", minimum: 0, default: 30, description: "Days the certificate must still be valid for." },
  },
  violations(props, { name, config, now }) {
    const cert = leaf(props);
    if (cert === undefined) return [];
    const notAfter = new Date(cert.validTo);
    const daysLeft = Math.floor((notAfter.getTime() - now.getTime()) / DAY_MS);
    if (daysLeft >= config.minDaysValid) return [];
    const when = notAfter.toISOString();
    const state = notAfter.getTime() <= now.getTime() ? `expired on ${when}` : `expires on ${when}, in ${daysLeft} days`;
    return [
      `${subject("TlsCertificate", name)} ${state}, less than the ${config.minDaysValid} days required: ` +
        "renew it and give certificatePem the new certificate (and privateKeyPem its key).",
    ];
  },
};

export const certificateRsaKeySize: IngressRule<{ minRsaBits: number }> = {
  name: "ingress-certificate-rsa-key-size",
  description: "An RSA certificate key has at least minRsaBits bits (default 2048).",
  enforcementLevel: "mandatory",
  resource: "TlsCertificate",
  config: {
    minRsaBits: { type: "number", minimum: 1024, default: 2048, description: "The smallest RSA modulus accepted, in bits." },
  },
  violations(props, { name, config }) {
    const key = leaf(props)?.publicKey;
    if (key === undefined || (key.asymmetricKeyType !== "rsa" && key.asymmetricKeyType !== "rsa-pss")) return [];
    const bits = key.asymmetricKeyDetails?.modulusLength;
    if (bits === undefined || bits >= config.minRsaBits) return [];
    return [
      `${subject("TlsCertificate", name)} has a ${bits}-bit RSA key, under the ${config.minRsaBits} bits required: ` +
        `issue the certificate for an RSA key of at least ${config.minRsaBits} bits (or an ECDSA key).`,
    ];
  },
};

export const certificateNamesCoverCommonName: IngressRule = {
  name: "ingress-certificate-names-cover-common-name",
  description: "A certificate's subject alternative names cover its common name (clients ignore the common name).",
  enforcementLevel: "mandatory",
  resource: "TlsCertificate",
  config: {},
  violations(props, { name }) {
    const cert = leaf(props);
    if (cert === undefined) return [];
    const cn = /^CN=(.*)$/m.exec(cert.subject)?.[1]?.trim();
    if (cn === undefined || cn === "") return [];
    // subject: "never": match the SANs only, with wildcards, as TLS clients do.
    const covered = isIP(cn) !== 0 ? cert.checkIP(cn) !== undefined : cert.checkHost(cn, { subject: "never" }) !== undefined;
    if (covered) return [];
    const sans = cert.subjectAltName ?? "none";
    return [
      `${subject("TlsCertificate", name)} has the common name ${JSON.stringify(cn)}, which its subject alternative names ` +
        `(${sans}) do not cover: reissue it with ${JSON.stringify(cn)} among its DNS (or IP) names.`,
    ];
  },
};
