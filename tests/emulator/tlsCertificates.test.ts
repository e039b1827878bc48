/** `/tls_certificates` over HTTP: uploads of all three key types with every derived field, errors, lists, updates. */
import { createPrivateKey } from "node:crypto";
import type { Emulator } from "../../emulator";
import { KEY_USAGE_NAMES } from "../../provider/certificates";
import { TlsCertificate, TLS_CERTIFICATES } from "../../provider/resources/tlsCertificate/wire";
import { FULL_SPEC, makeChain, type KeyType, type TestChain } from "../support/certs";
import { expectError, idOf, rfc3339, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeAll(async () => ({ emulator, api } = await start()));
afterAll(() => emulator.close());

const upload = (c: TestChain, extra: Record<string, unknown> = {}) =>
  api.post("/tls_certificates", { certificate_pem: c.certificatePem, private_key_pem: c.privateKeyPem, ...extra });

const KEY_TYPES: KeyType[] = ["rsa", "ecdsa", "ed25519"];

describe.each(KEY_TYPES)("upload of a %s chain", (keyType) => {
  let chain: TestChain;
  let created: { status: number; body: Record<string, unknown>; text: string };
  beforeAll(async () => {
    chain = await makeChain({ keyType, ...FULL_SPEC, serialNumber: "0badc0de" });
    created = await upload(chain, { description: "primary façade", metadata: '{"team":"edge"}' });
  });

  test("201 with every derived field exactly", () => {
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toStrictEqual({
      id: idOf("cert_"),
      uri: `${emulator.baseUrl}/tls_certificates/${id}`,
      created_at: TIME,
      description: "primary façade",
      metadata: '{"team":"edge"}',
      certificate_pem: chain.certificatePem,
      subject_common_name: "app.example.test",
      subject_alternative_names: { dns_names: ["app.example.test", "*.apps.example.test"], ips: ["192.0.2.10", "2001:db8::1"] },
      // issued_at: null, left out as the service leaves out what is empty (emulator/machinery/written.ts).
      not_before: rfc3339(chain.notBefore),
      not_after: rfc3339(chain.notAfter),
      key_usages: ["digital_signature", "key_encipherment"],
      extended_key_usages: ["server_auth", "client_auth"],
      private_key_type: keyType,
      issuer_common_name: `Test ${keyType} CA`,
      serial_number: "badc0de",
      subject_organization: "Example Org",
      subject_organizational_unit: "Platform",
      subject_locality: "Springfield",
      subject_province: "Oregon",
      subject_country: "US",
    });
    expect(TlsCertificate.safeParse(created.body).success).toBe(true);
  });

  test("GET returns the same object", async () => {
    const got = await api.get(`/tls_certificates/${created.body.id as string}`);
    expect([got.status, got.body]).toEqual([200, created.body]);
  });

  test("the private key is in no response and not in the state", async () => {
    const got = await api.get(`/tls_certificates/${created.body.id as string}`);
    for (const text of [created.text, got.text, JSON.stringify(emulator.snapshot())]) {
      expect(text).not.toContain("PRIVATE KEY");
      expect(text).not.toContain("private_key_pem");
    }
  });
});

describe("what is derived", () => {
  test("a bare leaf: no SANs, no key usages, empty subject fields, description and metadata: each left out, as the service leaves out what is empty", async () => {
    const c = await makeChain({ keyType: "ecdsa", commonName: "bare.test", serialNumber: "01" });
    const r = await upload(c);
    expect(r.status).toBe(201);
    // The SANs are a struct in ngrok-api-go (TLSCertificateSANs), written even when both its lists are left out.
    expect(r.body).toStrictEqual({
      id: idOf("cert_"),
      uri: expect.any(String),
      created_at: TIME,
      certificate_pem: c.certificatePem,
      subject_common_name: "bare.test",
      subject_alternative_names: {},
      not_before: rfc3339(c.notBefore),
      not_after: rfc3339(c.notAfter),
      private_key_type: "ecdsa",
      issuer_common_name: "Test ecdsa CA",
      serial_number: "1",
    });
  });

  test("every key usage, in bit order, and unknown extended usages as their OID", async () => {
    const c = await makeChain({
      keyType: "rsa",
      keyUsages: ["decipher_only", "digital_signature", "content_commitment", "key_encipherment", "data_encipherment", "key_agreement", "cert_sign", "crl_sign", "encipher_only"],
      extendedKeyUsages: ["1.3.6.1.5.5.7.3.3", "1.3.6.1.5.5.7.3.4", "1.3.6.1.5.5.7.3.8", "1.3.6.1.5.5.7.3.9", "2.5.29.37.0", "1.2.3.4.5"],
    });
    const r = await upload(c);
    // KEY_USAGE_NAMES is in bit order (pinned in certificates.test.ts); makeChain sets the bits by x509's own flags.
    expect(r.body.key_usages).toEqual([...KEY_USAGE_NAMES]);
    expect(r.body.extended_key_usages).toEqual(["code_signing", "email_protection", "time_stamping", "ocsp_signing", "any", "1.2.3.4.5"]);
  });

  test("an expired certificate is accepted; not_after tells", async () => {
    const c = await makeChain({ keyType: "ed25519", validity: "expired" });
    const r = await upload(c);
    expect(r.status).toBe(201);
    expect(r.body.not_after).toBe(rfc3339(c.notAfter));
    expect(Date.parse(r.body.not_after)).toBeLessThan(Date.now());
  });

  test("a certificate expiring in 10 days", async () => {
    const c = await makeChain({ keyType: "ecdsa", validity: "expiring" });
    const r = await upload(c);
    expect(r.body.not_after).toBe(rfc3339(c.notAfter));
    expect(Date.parse(r.body.not_after) - Date.now()).toBeGreaterThan(9 * 86_400_000);
    expect(Date.parse(r.body.not_after) - Date.now()).toBeLessThanOrEqual(10 * 86_400_000);
  });

  test("certificate_pem comes back with exactly one trailing newline", async () => {
    const c = await makeChain({ keyType: "ecdsa" });
    const bare = c.certificatePem.trimEnd();
    expect((await upload(c, { certificate_pem: bare })).body.certificate_pem).toBe(`${bare}\n`);
    expect((await upload(c, { certificate_pem: `${bare}\n\n\n  \n` })).body.certificate_pem).toBe(`${bare}\n`);
  });

  test("a leaf alone (no chain) is accepted", async () => {
    const c = await makeChain({ keyType: "rsa" });
    const r = await upload(c, { certificate_pem: c.leafPem });
    expect([r.status, r.body.certificate_pem]).toEqual([201, `${c.leafPem}\n`]);
  });

  test("PKCS #1 RSA and SEC 1 EC keys are accepted", async () => {
    const rsa = await makeChain({ keyType: "rsa" });
    const ec = await makeChain({ keyType: "ecdsa" });
    const pkcs1 = createPrivateKey(rsa.privateKeyPem).export({ type: "pkcs1", format: "pem" }) as string;
    const sec1 = createPrivateKey(ec.privateKeyPem).export({ type: "sec1", format: "pem" }) as string;
    expect(pkcs1).toContain("BEGIN RSA PRIVATE KEY");
    expect(sec1).toContain("BEGIN EC PRIVATE KEY");
    expect((await upload(rsa, { private_key_pem: pkcs1 })).status).toBe(201);
    expect((await upload(ec, { private_key_pem: sec1 })).status).toBe(201);
  });
});

describe("refused uploads name the field", () => {
  let c: TestChain;
  beforeAll(async () => {
    c = await makeChain({ keyType: "ecdsa" });
  });
  const certBody = (certificate_pem: string) => upload(c, { certificate_pem });
  const keyBody = (private_key_pem: string) => upload(c, { private_key_pem });

  test("a key that does not match the leaf is 400 ERR_KEY_MISMATCH", async () => {
    const other = await makeChain({ keyType: "ecdsa", variant: "other" });
    const rsa = await makeChain({ keyType: "rsa" });
    const msg = "private_key_pem does not match the public key of the leaf certificate (the first certificate of certificate_pem)";
    expectError(await keyBody(other.privateKeyPem), 400, "ERR_KEY_MISMATCH", msg);
    expectError(await keyBody(rsa.privateKeyPem), 400, "ERR_KEY_MISMATCH", msg);
    expectError(await keyBody(c.caPrivateKeyPem), 400, "ERR_KEY_MISMATCH", msg);
  });

  test("certificate_pem without any PEM block", async () => {
    expectError(await certBody("hello"), 400, "ERR_INVALID_CERTIFICATE", "certificate_pem must contain a PEM-encoded certificate (-----BEGIN CERTIFICATE-----); found none");
  });

  test("certificate_pem with a block that never ends", async () => {
    expectError(
      await certBody(c.leafPem.replace("-----END CERTIFICATE-----", "")),
      400,
      "ERR_INVALID_CERTIFICATE",
      'certificate_pem is not valid PEM: "-----BEGIN CERTIFICATE-----" has no matching "-----END CERTIFICATE-----" line',
    );
  });

  test("certificate_pem with bad base64", async () => {
    const broken = c.leafPem.replace(/\n(.)/, "\n!");
    expectError(await certBody(broken), 400, "ERR_INVALID_CERTIFICATE", 'certificate_pem is not valid PEM: block 1 ("CERTIFICATE") does not hold valid base64 data');
  });

  test("certificate_pem whose block is not a certificate", async () => {
    const junk = `-----BEGIN CERTIFICATE-----\n${Buffer.from("not a certificate").toString("base64")}\n-----END CERTIFICATE-----\n`;
    expectError(await certBody(junk), 400, "ERR_INVALID_CERTIFICATE", "certificate_pem block 1 is not a valid X.509 certificate");
    expectError(await certBody(`${c.leafPem}\n${junk}`), 400, "ERR_INVALID_CERTIFICATE", "certificate_pem block 2 is not a valid X.509 certificate");
  });

  test("certificate_pem holding the private key", async () => {
    expectError(
      await certBody(c.privateKeyPem),
      400,
      "ERR_INVALID_CERTIFICATE",
      'certificate_pem holds a private key (block 1, "PRIVATE KEY"); send it as private_key_pem and keep only certificates here',
    );
  });

  test("a chain out of order", async () => {
    expectError(
      await certBody(`${c.caPem}\n${c.leafPem}\n`),
      400,
      "ERR_INVALID_CERTIFICATE",
      `certificate_pem is not a chain in order: certificate 2 (${c.leaf.subject}) did not issue certificate 1 (issuer ${c.ca.issuer}); list the leaf first, then each issuer`,
    );
  });

  test("private_key_pem without a key", async () => {
    expectError(await keyBody("garbage"), 400, "ERR_INVALID_PRIVATE_KEY", "private_key_pem must contain a PEM-encoded private key (-----BEGIN PRIVATE KEY-----); found none");
    expectError(await keyBody(c.leafPem), 400, "ERR_INVALID_PRIVATE_KEY", "private_key_pem holds a certificate but no private key; send certificates as certificate_pem");
  });

  test("private_key_pem encrypted, undecodable, or with two keys", async () => {
    const encrypted = createPrivateKey(c.privateKeyPem).export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "secret" }) as string;
    expectError(await keyBody(encrypted), 400, "ERR_INVALID_PRIVATE_KEY", "private_key_pem is encrypted; upload the key without a passphrase");
    const junk = `-----BEGIN PRIVATE KEY-----\n${Buffer.from("not a key at all").toString("base64")}\n-----END PRIVATE KEY-----\n`;
    expectError(await keyBody(junk), 400, "ERR_INVALID_PRIVATE_KEY", 'private_key_pem is not a valid private key: the "PRIVATE KEY" block could not be decoded');
    expectError(await keyBody(`${c.privateKeyPem}\n${c.privateKeyPem}`), 400, "ERR_INVALID_PRIVATE_KEY", "private_key_pem must contain exactly one private key; found 2");
  });

  test("the certificate is checked first", async () => {
    expectError(await upload(c, { certificate_pem: "x", private_key_pem: "y" }), 400, "ERR_INVALID_CERTIFICATE", expect.stringMatching(/^certificate_pem /));
  });

  test("wire rules: required, non-empty, byte limits, unknown fields", async () => {
    expectError(await api.post("/tls_certificates", { certificate_pem: c.certificatePem }), 400, "ERR_VALIDATION", "private_key_pem is required");
    expectError(await certBody(""), 400, "ERR_VALIDATION", "certificate_pem must not be empty");
    expectError(await upload(c, { description: "é".repeat(128) }), 400, "ERR_VALIDATION", "description must be at most 255 bytes (UTF-8); got 256 bytes");
    expectError(await upload(c, { metadata: "m".repeat(4097) }), 400, "ERR_VALIDATION", "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes");
    expectError(await upload(c, { issued_at: null }), 400, "ERR_VALIDATION", "issued_at is not a known field (allowed fields are listed in the API reference)");
    expect((await upload(c, { description: "é".repeat(127) })).status).toBe(201);
  });

  test("nothing is stored by a refused upload", async () => {
    const before = Object.keys(emulator.snapshot().tls_certificates).length;
    await keyBody("garbage");
    expect(Object.keys(emulator.snapshot().tls_certificates)).toHaveLength(before);
  });
});

describe("update and delete", () => {
  let id: string;
  let original: Record<string, unknown>;
  beforeAll(async () => {
    const r = await upload(await makeChain({ keyType: "ed25519" }), { description: "d1", metadata: "m1" });
    id = r.body.id;
    original = r.body;
  });

  test("a field left out is not modified", async () => {
    const r = await api.patch(`/tls_certificates/${id}`, { description: "d2" });
    expect([r.status, r.body]).toEqual([200, { ...original, description: "d2", metadata: "m1" }]);
  });

  test('"" clears a field, which the answer then leaves out', async () => {
    const r = await api.patch(`/tls_certificates/${id}`, { metadata: "" });
    const { metadata: _, ...rest } = original;
    expect(r.body).toStrictEqual({ ...rest, description: "d2" });
    expect((await api.get(`/tls_certificates/${id}`)).body).toEqual(r.body);
  });

  test("an empty body changes nothing", async () => {
    const before = (await api.get(`/tls_certificates/${id}`)).body;
    expect((await api.patch(`/tls_certificates/${id}`, {})).body).toEqual(before);
  });

  test("derived fields and the certificate cannot be changed", async () => {
    expectError(
      await api.patch(`/tls_certificates/${id}`, { certificate_pem: "x", subject_common_name: "y" }),
      400,
      "ERR_VALIDATION",
      "certificate_pem is not a known field (allowed fields are listed in the API reference); subject_common_name is not a known field (allowed fields are listed in the API reference)",
    );
    expectError(await api.patch(`/tls_certificates/${id}`, { description: 5 }), 400, "ERR_VALIDATION", "description must be a string; got number");
  });

  test("unknown ids are 404", async () => {
    expectError(await api.get("/tls_certificates/cert_missing"), 404, "ERR_NOT_FOUND", "TLS certificate cert_missing not found");
    expectError(await api.patch("/tls_certificates/cert_missing", {}), 404, "ERR_NOT_FOUND", "TLS certificate cert_missing not found");
    expectError(await api.del("/tls_certificates/cert_missing"), 404, "ERR_NOT_FOUND", "TLS certificate cert_missing not found");
  });

  test("delete is 204 with no body; then 404", async () => {
    const r = await api.del(`/tls_certificates/${id}`);
    expect([r.status, r.text]).toEqual([204, ""]);
    expectError(await api.get(`/tls_certificates/${id}`), 404, "ERR_NOT_FOUND", `TLS certificate ${id} not found`);
    expectError(await api.del(`/tls_certificates/${id}`), 404, "ERR_NOT_FOUND", `TLS certificate ${id} not found`);
  });
});

describe("list", () => {
  let e: Emulator;
  let a: Api;
  let ids: string[];
  beforeAll(async () => {
    ({ emulator: e, api: a } = await start());
    const c = await makeChain({ keyType: "ecdsa" });
    ids = [];
    for (let i = 0; i < 5; i++) ids.push((await a.post("/tls_certificates", { certificate_pem: c.certificatePem, private_key_pem: c.privateKeyPem, description: `n${i}` })).body.id);
  });
  afterAll(() => e.close());
  const newestFirst = () => [...ids].reverse();

  test("newest first, one page when it fits", async () => {
    const r = await a.get("/tls_certificates");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ tls_certificates: expect.any(Array), uri: `${e.baseUrl}/tls_certificates`, next_page_uri: null });
    expect(r.body.tls_certificates.map((c: { id: string }) => c.id)).toEqual(newestFirst());
    expect(r.body.tls_certificates[0]).toEqual((await a.get(`/tls_certificates/${ids[4] as string}`)).body);
    expect(TLS_CERTIFICATES.page.safeParse(r.body).success).toBe(true);
  });

  test("limit and before_id page through; next_page_uri is absolute and null on the last page", async () => {
    const seen: string[] = [];
    let uri: string | null = `${e.baseUrl}/tls_certificates?limit=2`;
    const pages: { uri: string; next: string | null }[] = [];
    while (uri !== null) {
      const r = await a.get(uri.slice(e.baseUrl.length));
      seen.push(...r.body.tls_certificates.map((c: { id: string }) => c.id));
      pages.push({ uri: r.body.uri, next: r.body.next_page_uri });
      uri = r.body.next_page_uri;
    }
    expect(seen).toEqual(newestFirst());
    const order = newestFirst();
    expect(pages).toEqual([
      { uri: `${e.baseUrl}/tls_certificates?limit=2`, next: `${e.baseUrl}/tls_certificates?before_id=${order[1] as string}&limit=2` },
      { uri: `${e.baseUrl}/tls_certificates?before_id=${order[1] as string}&limit=2`, next: `${e.baseUrl}/tls_certificates?before_id=${order[3] as string}&limit=2` },
      { uri: `${e.baseUrl}/tls_certificates?before_id=${order[3] as string}&limit=2`, next: null },
    ]);
  });

  test("an exactly full last page has no next page", async () => {
    const r = await a.get("/tls_certificates?limit=5");
    expect([r.body.tls_certificates.length, r.body.next_page_uri]).toEqual([5, null]);
  });

  test("before_id of a deleted or unknown (well-formed) id pages from its place in time", async () => {
    const victim = ids[2] as string;
    await a.del(`/tls_certificates/${victim}`);
    const r = await a.get(`/tls_certificates?before_id=${victim}`);
    expect(r.body.tls_certificates.map((c: { id: string }) => c.id)).toEqual([ids[1], ids[0]]);
    ids.splice(2, 1);
    expect((await a.get("/tls_certificates?before_id=cert_0")).body.tls_certificates).toEqual([]);
    expect((await a.get("/tls_certificates?before_id=cert_zzzzzzzzzzzzzzzzzzzzzzzzzzz")).body.tls_certificates).toHaveLength(ids.length);
  });

  test.each(["0", "101", "abc", "1.5", "-1", ""])("limit=%s is 400 ERR_INVALID_QUERY", async (limit) => {
    expectError(await a.get(`/tls_certificates?limit=${limit}`), 400, "ERR_INVALID_QUERY", `limit must be a whole number from 1 to 100; got ${JSON.stringify(limit)}`);
  });

  test("before_id of another kind is 400 ERR_INVALID_QUERY", async () => {
    expectError(await a.get("/tls_certificates?before_id=esb_123"), 400, "ERR_INVALID_QUERY", 'before_id must be a TLS certificate id of the form cert_<id>; got "esb_123"');
  });

  test("default and largest page size is 100", async () => {
    const c = await makeChain({ keyType: "ecdsa" });
    while (ids.length < 101) ids.push((await a.post("/tls_certificates", { certificate_pem: c.certificatePem, private_key_pem: c.privateKeyPem })).body.id);
    const first = await a.get("/tls_certificates");
    expect(first.body.tls_certificates).toHaveLength(100);
    expect(first.body.next_page_uri).toBe(`${e.baseUrl}/tls_certificates?before_id=${ids[1] as string}`);
    const second = await a.get(first.body.next_page_uri.slice(e.baseUrl.length));
    expect([second.body.tls_certificates.map((x: { id: string }) => x.id), second.body.next_page_uri]).toEqual([[ids[0]], null]);
    expect((await a.get("/tls_certificates?limit=100")).body.tls_certificates).toHaveLength(100);
  });
});
