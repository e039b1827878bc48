// The CertificateAuthority provider's check, diff, create, read, update and delete, called directly
// against the emulator in process: every call it makes, every body it sends, its outputs (what the
// service reads from the CA certificate), and its refusals (exact messages, no call).
import { UNKNOWN } from "../../provider/inputs/unknowns";
import * as ca from "../../provider/resources/certificateAuthority/family";
import { makeChain, serviceTime, type TestChain } from "../support/certs";
import { useProviderService } from "../support/providerService";
import type { ServiceOutputs } from "../../provider/lifecycle/declare";
import type { CertificateAuthority } from "../../provider/resources/certificateAuthority/wire";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

const service = useProviderService();
const { mark, calls, bodies } = service;

let chain: TestChain;
let other: TestChain;
beforeAll(async () => {
  chain = await makeChain({ keyType: "ecdsa", caCommonName: "Clients CA" });
  other = await makeChain({ keyType: "rsa", caCommonName: "Other CA" });
});

/** check's failures for this caPem. */
const refusal = async (caPem: string) => (await ca.check({}, { caPem })).failures;

describe("check refuses a caPem the service would refuse, in one line naming caPem, before any call", () => {
  test("each refusal", async () => {
    mark();
    const body = chain.caPem.split("\n").slice(1, -2).join("\n");
    expect(await refusal("")).toEqual([{ property: "caPem", reason: "caPem must not be empty" }]);
    expect(await refusal("   \n")).toEqual([{ property: "caPem", reason: "caPem must hold a PEM-encoded CA certificate; got nothing" }]);
    expect(await refusal("not a pem")).toEqual([{ property: "caPem", reason: "caPem is not PEM: found no -----BEGIN CERTIFICATE----- block" }]);
    expect(await refusal("-----BEGIN CERTIFICATE-----\nAAAA")).toEqual([
      { property: "caPem", reason: 'caPem is not valid PEM: "-----BEGIN CERTIFICATE-----" has no matching "-----END CERTIFICATE-----" line' },
    ]);
    expect(await refusal(chain.caPrivateKeyPem)).toEqual([
      { property: "caPem", reason: 'caPem holds a private key ("PRIVATE KEY"), not a certificate; upload only the CA\'s certificate, never its key' },
    ]);
    expect(await refusal(`-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`)).toEqual([
      { property: "caPem", reason: 'caPem must hold a "CERTIFICATE" block; found a "PUBLIC KEY" block' },
    ]);
    expect(await refusal(`${chain.caPem}\n${other.caPem}`)).toEqual([
      { property: "caPem", reason: "caPem must hold exactly one certificate; found 2 (upload each CA of a chain as its own certificate authority)" },
    ]);
    expect(await refusal("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n")).toEqual([{ property: "caPem", reason: "caPem is not a valid X.509 certificate" }]);
    expect(await refusal(chain.leafPem)).toEqual([
      {
        property: "caPem",
        reason: "caPem is not a certificate authority: its Basic Constraints do not say CA:TRUE (RFC 5280, 4.2.1.9); upload the certificate that signs your clients' certificates",
      },
    ]);
    expect((await ca.check({}, { caPem: chain.caPem, description: "é".repeat(128) })).failures).toEqual([
      { property: "description", reason: "description must be at most 255 bytes (UTF-8); got 256 bytes" },
    ]);
    expect((await ca.check({}, { caPem: chain.caPem, adoptId: "cert_1" })).failures).toEqual([
      { property: "adoptId", reason: 'adoptId must be a certificate authority id of the form ca_<id>; got "cert_1"' },
    ]);
    expect(await refusal(chain.caPem)).toEqual([]);
    expect((await ca.check({}, { caPem: UNKNOWN })).failures).toEqual([]);
    expect(calls()).toEqual([]);
  });
});

describe("lifecycle", () => {
  let id = "";
  let outs: ServiceOutputs<CertificateAuthority>;

  test("create: one POST; outputs read from the certificate as the service reads them", async () => {
    mark();
    const r = await ca.create({ caPem: chain.caPem.trimEnd(), description: "API clients" });
    id = r.id;
    outs = r.outs as ServiceOutputs<CertificateAuthority>;
    expect(calls()).toEqual(["POST /certificate_authorities 201"]);
    expect(bodies()).toEqual([{ ca_pem: chain.caPem.trimEnd(), description: "API clients" }]);
    expect(id).toMatch(/^ca_[0-9A-Za-z]+$/);
    expect(outs).toEqual({
      uri: `${service.emulator.baseUrl}/certificate_authorities/${id}`,
      createdAt: TIME,
      description: "API clients",
      metadata: null,
      caPem: `${chain.caPem.trimEnd()}\n`,
      subjectCommonName: "Clients CA",
      notBefore: serviceTime(chain.ca.notBefore),
      notAfter: serviceTime(chain.ca.notAfter),
      keyUsages: ["cert_sign", "crl_sign"],
      extendedKeyUsages: [],
    });
    expect(await ca.read(id)).toEqual({ id, props: outs });
  });

  test("diff: the same CA rewrapped is no change; another CA replaces; a description is in place", async () => {
    const rewrapped = chain.caPem.replace(/\n(?!-)/g, "\r\n").replace(/\r\n-----END/, "\n-----END");
    expect(await ca.diff(id, outs, { caPem: rewrapped, description: "API clients" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await ca.diff(id, outs, { caPem: other.caPem, description: "API clients" })).toEqual({ changes: true, replaces: ["caPem"], deleteBeforeReplace: false });
    expect(await ca.diff(id, outs, { caPem: UNKNOWN, description: "API clients" })).toEqual({ changes: true, replaces: ["caPem"], deleteBeforeReplace: false });
    expect(await ca.diff(id, outs, { caPem: chain.caPem })).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  });

  test("update: one PATCH of what changed; a removed description is cleared", async () => {
    mark();
    const r = await ca.update(id, outs, { caPem: chain.caPem, metadata: "{\"team\":\"api\"}" });
    expect(calls()).toEqual([`PATCH /certificate_authorities/${id} 200`]);
    expect(bodies()).toEqual([{ description: "", metadata: "{\"team\":\"api\"}" }]);
    outs = r.outs as ServiceOutputs<CertificateAuthority>;
    // Cleared with "", which the service leaves out of its answer: it reads back as null.
    expect([outs.description, outs.metadata]).toEqual([null, "{\"team\":\"api\"}"]);
  });

  test("adoption: the same certificate is taken over with a GET and a PATCH of what differs; another is refused", async () => {
    mark();
    const r = await ca.create({ caPem: chain.caPem, adoptId: id, description: "adopted" });
    expect(calls()).toEqual([`GET /certificate_authorities/${id} 200`, `PATCH /certificate_authorities/${id} 200`]);
    expect(bodies()).toEqual([{ description: "adopted", metadata: "" }]);
    expect(r.id).toBe(id);
    await expect(ca.create({ caPem: other.caPem, adoptId: id })).rejects.toThrow(
      `adoptId ${id}: that certificate authority holds a different caPem than the program declares; declare the same CA certificate to adopt it`,
    );
  });

  test("delete: one DELETE; a second finds it gone", async () => {
    mark();
    await ca.remove(id);
    await ca.remove(id);
    expect(calls()).toEqual([`DELETE /certificate_authorities/${id} 204`, `DELETE /certificate_authorities/${id} 404`]);
  });
});
