/** The certificate check's native fast path: it says "fine" only where the full check passes and the leaf is unexpired. */
import { generateKeyPairSync } from "node:crypto";
import { checkCertificateAndKey } from "../../provider/certificates";
import { surelyValidAndUnexpired } from "../../provider/certificates/quickCheck";
import { FULL_SPEC, makeChain, type TestChain } from "../support/certs";

let rsa: TestChain;
let ec: TestChain;
let ed: TestChain;
let expired: TestChain;
let other: TestChain;
beforeAll(async () => {
  [rsa, ec, ed, expired, other] = await Promise.all([
    makeChain({ keyType: "rsa", ...FULL_SPEC }),
    makeChain({ keyType: "ecdsa", ...FULL_SPEC }),
    makeChain({ keyType: "ed25519", ...FULL_SPEC }),
    makeChain({ keyType: "ecdsa", validity: "expired", variant: "expired" }),
    makeChain({ keyType: "ecdsa", variant: "other", caCommonName: "Other CA" }),
  ]);
});

/** The full check's verdict, as the provider's check reads it: passes and has not expired. */
const fullVerdict = (cert: string, key: string): boolean => {
  const r = checkCertificateAndKey(cert, key);
  return r.ok && Date.parse(r.derived.not_after) > Date.now();
};

test("confirms valid chains of every key type, the leaf alone and the whole chain", () => {
  for (const c of [rsa, ec, ed]) {
    expect(surelyValidAndUnexpired(c.certificatePem, c.privateKeyPem)).toBe(true);
    expect(surelyValidAndUnexpired(c.leafPem, c.privateKeyPem)).toBe(true);
  }
});

test("leaves to the full check everything it does not confirm, and agrees with it everywhere", () => {
  const dsa = generateKeyPairSync("dsa", { modulusLength: 2048, divisorLength: 256 }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  const cases: [string, string, string][] = [
    ["expired", expired.certificatePem, expired.privateKeyPem],
    ["another certificate's key", ec.certificatePem, other.privateKeyPem],
    ["a key of another type", ec.certificatePem, rsa.privateKeyPem],
    ["a key of another type, RSA leaf", rsa.certificatePem, ed.privateKeyPem],
    ["chain out of order", `${ec.caPem}\n${ec.leafPem}`, ec.privateKeyPem],
    ["a chain that does not link", `${ec.leafPem}\n${other.caPem}`, ec.privateKeyPem],
    ["a key in the certificate field", `${ec.certificatePem}\n${ec.privateKeyPem}`, ec.privateKeyPem],
    ["no certificate", "", ec.privateKeyPem],
    ["garbage base64", "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n", ec.privateKeyPem],
    ["two keys", ec.certificatePem, `${ec.privateKeyPem}\n${ec.privateKeyPem}`],
    ["a DSA key", ec.certificatePem, dsa],
    ["a certificate as the key", ec.certificatePem, ec.certificatePem],
  ];
  const message = (cert: string, key: string): string => {
    const r = checkCertificateAndKey(cert, key);
    return r.ok ? `ok until ${r.derived.not_after}` : r.message;
  };
  // The full check's words for each case before the fast path ever runs, then after it declined.
  const alone = cases.map(([, cert, key]) => message(cert, key));
  cases.forEach(([name, cert, key], i) => {
    expect([name, surelyValidAndUnexpired(cert, key)]).toEqual([name, false]);
    expect([name, fullVerdict(cert, key)]).toEqual([name, false]);
    expect([name, message(cert, key)]).toEqual([name, alone[i]]);
  });
  for (const c of [rsa, ec, ed]) expect(fullVerdict(c.certificatePem, c.privateKeyPem)).toBe(true);
});

test("expiry is judged at the time given", () => {
  const full = checkCertificateAndKey(ec.certificatePem, ec.privateKeyPem);
  if (!full.ok) throw new Error(full.message);
  const notAfter = Date.parse(full.derived.not_after);
  expect(surelyValidAndUnexpired(ec.certificatePem, ec.privateKeyPem, notAfter - 1000)).toBe(true);
  expect(surelyValidAndUnexpired(ec.certificatePem, ec.privateKeyPem, notAfter)).toBe(false);
});

test("after the fast path declines, the full check still words the failure (nothing left behind in OpenSSL)", () => {
  for (const [cert, key] of [
    [ec.certificatePem, rsa.privateKeyPem],
    [rsa.certificatePem, ec.privateKeyPem],
    [ed.certificatePem, ec.privateKeyPem],
  ] as const) {
    expect(surelyValidAndUnexpired(cert, key)).toBe(false);
    const r = checkCertificateAndKey(cert, key);
    expect(r.ok ? "ok" : r.message).toBe("private_key_pem does not match the public key of the leaf certificate (the first certificate of certificate_pem)");
  }
});
