// CertificateAuthority under the real engine against the emulator, with a CloudEndpoint whose
// terminate-tls trusts the program's CA by id: one stack, steps chained in order. Only what the
// engine decides: the order it runs the two resources' steps in (the endpoint after the CA whose id,
// an Output, it takes; on a replacement the new CA, the endpoint moved to it, then the old CA
// deleted; at destroy the endpoint first). What the provider answers at each step (calls, bodies,
// outputs, no change at preview, refusals) is tests/provider/certificateAuthority.test.ts's and
// tests/unit/certificateAuthorityProvider.test.ts's.
import { makeChain, type TestChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let first: TestChain;
let second: TestChain;
let caId = "";
let endpointId = "";

const PROGRAM = `
const ca = new ingress.CertificateAuthority("clients", { caPem: read("ca.pem"), description: "API clients" });
const api = new ingress.CloudEndpoint("api", {
  url: "https://mtls.example.com",
  trafficPolicy: {
    on_tcp_connect: [{ actions: [{ type: "terminate-tls", config: { mutual_tls_certificate_authorities: [ca.id] } }] }],
    on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 200, body: "verified" } }] }],
  },
});
exports.caId = ca.id;
exports.subjectCommonName = ca.subjectCommonName;
exports.keyUsages = ca.keyUsages;
exports.endpointId = api.id;
`;

/** The CA ids the emulator's endpoint trusts. */
const trusted = (): unknown => {
  const policy = JSON.parse(s.emulator.snapshot().endpoints[endpointId]?.traffic_policy ?? "{}") as { on_tcp_connect?: { actions: { config: { mutual_tls_certificate_authorities: string[] } }[] }[] };
  return policy.on_tcp_connect?.[0]?.actions[0]?.config.mutual_tls_certificate_authorities;
};

beforeAll(async () => {
  first = await makeChain({ keyType: "ecdsa", caCommonName: "Clients CA" });
  second = await makeChain({ keyType: "rsa", caCommonName: "Clients CA 2" });
  s = await startRun("ca", { body: PROGRAM });
  await s.writeFile("ca.pem", first.caPem);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up uploads the CA, then creates the endpoint whose policy names it: one POST each, in that order", async () => {
  s.mark();
  const up = await s.stack.up();
  caId = String(up.outputs["caId"]?.value);
  endpointId = String(up.outputs["endpointId"]?.value);
  expect(s.calls()).toEqual(["POST /certificate_authorities 201", "POST /endpoints 201"]);
  expect(caId).toMatch(/^ca_[A-Za-z0-9]+$/);
  expect([up.outputs["subjectCommonName"]?.value, up.outputs["keyUsages"]?.value]).toEqual(["Clients CA", ["cert_sign", "crl_sign"]]);
  expect(trusted()).toEqual([caId]);
});

test("another CA certificate replaces the authority: the new one uploaded, the endpoint moved to it, then the old one deleted", async () => {
  await s.writeFile("ca.pem", second.caPem);
  s.mark();
  const up = await s.stack.up();
  const newId = String(up.outputs["caId"]?.value);
  expect(newId).not.toBe(caId);
  expect(s.calls()).toEqual(["POST /certificate_authorities 201", `PATCH /endpoints/${endpointId} 200`, `DELETE /certificate_authorities/${caId} 204`]);
  expect(trusted()).toEqual([newId]);
  expect(Object.keys(s.emulator.snapshot().certificate_authorities)).toEqual([newId]);
  caId = newId;
});

test("destroy deletes the endpoint, then the CA", async () => {
  s.mark();
  await s.stack.destroy();
  expect(s.calls()).toEqual([`DELETE /endpoints/${endpointId} 204`, `DELETE /certificate_authorities/${caId} 204`]);
});
