/**
 * `/certificate_authorities` over HTTP: the CA read as the service reads it, each refusal with the
 * service's documented code and sentence, and a Traffic Policy's `terminate-tls` that names a CA
 * the account does not hold (ERR_NGROK_1672).
 */
import type { Emulator } from "../../emulator";
import { CertificateAuthority } from "../../provider/resources/certificateAuthority/wire";
import { makeChain, serviceTime, type TestChain } from "../support/certs";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
let chain: TestChain;
beforeAll(async () => {
  ({ emulator, api, base } = await start());
  chain = await makeChain({ keyType: "rsa", caCommonName: "Emulated clients CA" });
});
afterAll(() => emulator.close());

/** A policy trusting these CAs for mutual TLS. */
const mutualTls = (...cas: string[]) => JSON.stringify({ on_tcp_connect: [{ actions: [{ type: "terminate-tls", config: { mutual_tls_certificate_authorities: cas } }] }] });

test("create: 201 with the PEM ending in one newline and the fields read from it; list under certificate_authorities", async () => {
  const r = await api.post("/certificate_authorities", { ca_pem: chain.caPem.trimEnd(), description: "clients" });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  expect(r.body).toStrictEqual({
    id: idOf("ca_"),
    uri: `${base}/certificate_authorities/${id}`,
    created_at: TIME,
    description: "clients",
    ca_pem: `${chain.caPem.trimEnd()}\n`,
    subject_common_name: "Emulated clients CA",
    not_before: serviceTime(chain.ca.notBefore),
    not_after: serviceTime(chain.ca.notAfter),
    key_usages: ["cert_sign", "crl_sign"],
    // extended_key_usages: [], left out as the service leaves out what is empty (emulator/machinery/written.ts).
  });
  // The package reads the list left out as empty (provider/wire/liberal.ts).
  expect(CertificateAuthority.parse(r.body)).toEqual({ ...r.body, extended_key_usages: [] });
  const list = await api.get("/certificate_authorities");
  expect((list.body.certificate_authorities as { id: string }[]).map((c) => c.id)).toEqual([id]);
  // The update body has no ca_pem: a CA certificate cannot change.
  expectError(await api.patch(`/certificate_authorities/${id}`, { ca_pem: chain.caPem }), 400, "ERR_VALIDATION", "ca_pem is not a known field (allowed fields are listed in the API reference)");
  expect((await api.del(`/certificate_authorities/${id}`)).status).toBe(204);
});

test("each refusal: the service's code and sentence", async () => {
  expectError(await api.post("/certificate_authorities", { ca_pem: " " }), 400, "ERR_NGROK_1919", "No certificate PEM data was sent.");
  expectError(await api.post("/certificate_authorities", { ca_pem: "hello there, CA" }), 400, "ERR_NGROK_1920", 'The certificate data could not be parsed as PEM. Certificate data: "hello there, CA".');
  expectError(await api.post("/certificate_authorities", { ca_pem: chain.caPrivateKeyPem }), 400, "ERR_NGROK_1925", "The provided certificate is actually a private key.");
  const body = chain.caPem.split("\n").slice(1, -2).join("\n");
  expectError(
    await api.post("/certificate_authorities", { ca_pem: `-----BEGIN X509 CRL-----\n${body}\n-----END X509 CRL-----\n` }),
    400,
    "ERR_NGROK_1911",
    'The provided data is a valid PEM, but it has an unexpected type: X509 CRL. It must be "CERTIFICATE".',
  );
  expectError(
    await api.post("/certificate_authorities", { ca_pem: chain.certificatePem }),
    400,
    "ERR_NGROK_1912",
    "The upload contained more than one certificate. Only a single certificate may be uploaded at a time.",
  );
  expectError(
    await api.post("/certificate_authorities", { ca_pem: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----" }),
    400,
    "ERR_NGROK_1900",
    'The provided certificate is in an unknown or unsupported format. The error encountered while parsing was: "is not a valid X.509 certificate"',
  );
  expectError(
    await api.post("/certificate_authorities", { ca_pem: chain.leafPem }),
    400,
    "ERR_NGROK_1913",
    "The uploaded certificate's x509 Basic Constraints did not mark it as a certificate authority (see RFC 5280, 4.2.1.9).",
  );
  expect(Object.keys(emulator.snapshot().certificate_authorities)).toEqual([]);
});

test("a cloud endpoint's terminate-tls trusts a CA of the account by id; one the account does not hold is refused", async () => {
  const held = (await api.post("/certificate_authorities", { ca_pem: chain.caPem })).body.id as string;
  const ok = await api.post("/endpoints", { url: "https://mtls.example.com", type: "cloud", traffic_policy: mutualTls(held, chain.caPem) });
  expect([ok.status, ok.body.traffic_policy]).toEqual([201, mutualTls(held, chain.caPem)]);
  expectError(
    await api.post("/endpoints", { url: "https://other.example.com", type: "cloud", traffic_policy: mutualTls(held, "ca_2notheldbythisaccount") }),
    400,
    "ERR_NGROK_1672",
    "The CA ID ca_2notheldbythisaccount specified for the Mutual TLS module does not exist.",
  );
  expectError(
    await api.patch(`/endpoints/${ok.body.id as string}`, { traffic_policy: mutualTls("ca_gone") }),
    400,
    "ERR_NGROK_1672",
    "The CA ID ca_gone specified for the Mutual TLS module does not exist.",
  );
});
