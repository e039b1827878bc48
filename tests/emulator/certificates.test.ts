/** provider/certificates/, called directly: the parsing the emulator and the SDK's `check` share. */
import { createPrivateKey, generateKeyPairSync } from "node:crypto";
import {
  CertificateError,
  checkCertificateAndKey,
  describeLeaf,
  KEY_USAGE_NAMES,
  keyMatchesLeaf,
  normalizeCertificatePem,
  parseCertificateChain,
  parsePrivateKey,
  x509 as loadX509,
} from "../../provider/certificates";
import { rfc3339 } from "../../provider/wire/time";
import { FULL_SPEC, makeChain, type TestChain } from "../support/certs";

const x509 = loadX509();

let rsa: TestChain;
let ec: TestChain;
let ed: TestChain;
beforeAll(async () => {
  [rsa, ec, ed] = await Promise.all([
    makeChain({ keyType: "rsa", ...FULL_SPEC, serialNumber: "00ff01" }),
    makeChain({ keyType: "ecdsa", ...FULL_SPEC }),
    makeChain({ keyType: "ed25519", ...FULL_SPEC }),
  ]);
});

const reasonOf = (f: () => unknown): { field: string; reason: string; message: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof CertificateError) return { field: e.field, reason: e.reason, message: e.message };
    throw e;
  }
  throw new Error("expected a CertificateError");
};

describe("parseCertificateChain", () => {
  test("leaf first, every certificate in chain", () => {
    const { leaf, chain } = parseCertificateChain(rsa.certificatePem);
    expect(chain).toHaveLength(2);
    expect(chain[0]).toBe(leaf);
    expect(leaf.subject).toBe(rsa.leaf.subject);
    expect(chain[1]?.subject).toBe(rsa.ca.subject);
  });

  test("text around blocks and CRLF line endings are accepted", () => {
    const withPreamble = `Bag Attributes\n    friendlyName: leaf\nsubject=/CN=app\n${ec.leafPem.replace(/\n/g, "\r\n")}\r\n`;
    expect(parseCertificateChain(withPreamble).chain).toHaveLength(1);
  });

  test("errors carry field and reason; the message is both", () => {
    expect(reasonOf(() => parseCertificateChain(""))).toEqual({
      field: "certificate_pem",
      reason: "must contain a PEM-encoded certificate (-----BEGIN CERTIFICATE-----); found none",
      message: "certificate_pem must contain a PEM-encoded certificate (-----BEGIN CERTIFICATE-----); found none",
    });
    expect(reasonOf(() => parseCertificateChain("-----BEGIN CERTIFICATE-----\nAAAA\n-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----")).reason).toBe(
      'is not valid PEM: "-----BEGIN CERTIFICATE-----" has no matching "-----END CERTIFICATE-----" line before the next block',
    );
    expect(reasonOf(() => parseCertificateChain("-----BEGIN CERTIFICATE-----\n\n-----END CERTIFICATE-----")).reason).toBe(
      'is not valid PEM: block 1 ("CERTIFICATE") does not hold valid base64 data',
    );
    expect(reasonOf(() => parseCertificateChain(`${ec.leafPem}\n-----BEGIN X509 CRL-----\nAAAA\n-----END X509 CRL-----`)).reason).toBe(
      'may hold only CERTIFICATE blocks; block 2 is "X509 CRL"',
    );
  });
});

describe("parsePrivateKey", () => {
  test("PKCS #8 of each type, PKCS #1 and SEC 1 (with an EC PARAMETERS block)", () => {
    expect(parsePrivateKey(rsa.privateKeyPem).asymmetricKeyType).toBe("rsa");
    expect(parsePrivateKey(ec.privateKeyPem).asymmetricKeyType).toBe("ec");
    expect(parsePrivateKey(ed.privateKeyPem).asymmetricKeyType).toBe("ed25519");
    const pkcs1 = createPrivateKey(rsa.privateKeyPem).export({ type: "pkcs1", format: "pem" }) as string;
    expect(parsePrivateKey(pkcs1).asymmetricKeyType).toBe("rsa");
    const sec1 = createPrivateKey(ec.privateKeyPem).export({ type: "sec1", format: "pem" }) as string;
    expect(parsePrivateKey(`-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n${sec1}`).asymmetricKeyType).toBe("ec");
  });

  test("unsupported key types and formats", () => {
    const ed448 = generateKeyPairSync("ed448").privateKey.export({ type: "pkcs8", format: "pem" }) as string;
    expect(reasonOf(() => parsePrivateKey(ed448))).toEqual({
      field: "private_key_pem",
      reason: "holds a key of type ed448; supported key types are rsa, ecdsa and ed25519",
      message: "private_key_pem holds a key of type ed448; supported key types are rsa, ecdsa and ed25519",
    });
    expect(reasonOf(() => parsePrivateKey("-----BEGIN DSA PRIVATE KEY-----\nAAAA\n-----END DSA PRIVATE KEY-----")).reason).toBe(
      'has an unsupported key format "DSA PRIVATE KEY"; use PKCS #8 (-----BEGIN PRIVATE KEY-----)',
    );
    expect(reasonOf(() => parsePrivateKey(`${ec.privateKeyPem}${ec.leafPem}`)).reason).toBe('may hold only the private key; found a "CERTIFICATE" block too');
  });

  test("legacy encrypted PEM (Proc-Type header)", () => {
    const legacy = "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00000000000000000000000000000000\n\nAAAA\n-----END RSA PRIVATE KEY-----\n";
    expect(reasonOf(() => parsePrivateKey(legacy)).reason).toBe("is encrypted; upload the key without a passphrase");
  });
});

describe("keyMatchesLeaf", () => {
  test("true for the leaf's own key only", () => {
    for (const c of [rsa, ec, ed]) {
      const { leaf } = parseCertificateChain(c.certificatePem);
      expect(keyMatchesLeaf(leaf, parsePrivateKey(c.privateKeyPem))).toBe(true);
      expect(keyMatchesLeaf(leaf, parsePrivateKey(c.caPrivateKeyPem))).toBe(false);
    }
    expect(keyMatchesLeaf(parseCertificateChain(ec.certificatePem).leaf, parsePrivateKey(rsa.privateKeyPem))).toBe(false);
  });
});

describe("describeLeaf", () => {
  test("every field, with the serial number's leading zeros dropped", () => {
    expect(describeLeaf(parseCertificateChain(rsa.certificatePem).leaf)).toEqual({
      subject_common_name: "app.example.test",
      subject_alternative_names: { dns_names: ["app.example.test", "*.apps.example.test"], ips: ["192.0.2.10", "2001:db8::1"] },
      not_before: rfc3339(rsa.notBefore),
      not_after: rfc3339(rsa.notAfter),
      key_usages: ["digital_signature", "key_encipherment"],
      extended_key_usages: ["server_auth", "client_auth"],
      private_key_type: "rsa",
      issuer_common_name: "Test rsa CA",
      serial_number: "ff01",
      subject_organization: "Example Org",
      subject_organizational_unit: "Platform",
      subject_locality: "Springfield",
      subject_province: "Oregon",
      subject_country: "US",
    });
  });

  test("IPv6 SANs in canonical (RFC 5952) form", async () => {
    const c = await makeChain({ keyType: "ecdsa", ips: ["2001:DB8:0:0:1:0:0:1", "0:0:0:0:0:0:0:1", "10.1.2.3"] });
    expect(describeLeaf(c.leaf).subject_alternative_names.ips).toEqual(["2001:db8::1:0:0:1", "::1", "10.1.2.3"]);
  });

  test("a leaf with an unsupported key type", async () => {
    const { webcrypto } = await import("node:crypto");
    const signer = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
    const ed448Spki = generateKeyPairSync("ed448").publicKey.export({ type: "spki", format: "der" });
    const cert = await x509.X509CertificateGenerator.create(
      { subject: "CN=ed448", issuer: "CN=issuer", publicKey: new Uint8Array(ed448Spki), signingKey: signer.privateKey as never, signingAlgorithm: { name: "ECDSA", hash: "SHA-256" } as never },
      webcrypto as never,
    );
    expect(reasonOf(() => describeLeaf(cert)).reason).toBe("has a leaf certificate with a key of type ed448; supported key types are rsa, ecdsa and ed25519");
  });

  test("the key usage names", () => {
    expect(KEY_USAGE_NAMES).toEqual(["digital_signature", "content_commitment", "key_encipherment", "data_encipherment", "key_agreement", "cert_sign", "crl_sign", "encipher_only", "decipher_only"]);
  });
});

describe("checkCertificateAndKey", () => {
  test("ok: the derived fields and the normalized PEM", () => {
    const r = checkCertificateAndKey(`${ed.certificatePem}\n\n`, ed.privateKeyPem);
    expect(r).toEqual({ ok: true, derived: describeLeaf(ed.leaf), certificatePem: ed.certificatePem });
  });

  test("a failure names the field", () => {
    expect(checkCertificateAndKey(ed.certificatePem, ec.privateKeyPem)).toEqual({
      ok: false,
      field: "private_key_pem",
      reason: "does not match the public key of the leaf certificate (the first certificate of certificate_pem)",
      message: "private_key_pem does not match the public key of the leaf certificate (the first certificate of certificate_pem)",
    });
    expect(checkCertificateAndKey("nope", ec.privateKeyPem)).toMatchObject({ ok: false, field: "certificate_pem" });
    expect(checkCertificateAndKey(ec.certificatePem, "nope")).toMatchObject({ ok: false, field: "private_key_pem" });
  });

  test("normalizeCertificatePem and rfc3339", () => {
    expect(normalizeCertificatePem("a\r\n\n \n")).toBe("a\n");
    expect(rfc3339(new Date("2030-05-06T07:08:09.999Z"))).toBe("2030-05-06T07:08:09Z");
  });
});
