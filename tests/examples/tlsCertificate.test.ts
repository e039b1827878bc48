// examples/tls-certificate under the real engine against the emulator: up, preview with no
// changes, destroy. The chain and key are files next to the program (quickstart uses config).
import { makeChain, serviceTime, type TestChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startExample, values } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let run: Run;
let chain: TestChain;

beforeAll(async () => {
  chain = await makeChain({ keyType: "rsa", commonName: "www.example.com", dnsNames: ["www.example.com", "*.www.example.com"], caCommonName: "Example Issuing CA" });
  run = await startExample("tls-certificate", { config: { owner: "web-team" } });
  await run.writeFile("tls.crt", chain.certificatePem);
  await run.writeFile("tls.key", chain.privateKeyPem);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("up uploads the certificate with one POST; its outputs are read from the leaf", async () => {
  run.mark();
  const up = await run.stack.up();
  const certs = run.emulator.snapshot().tls_certificates;
  const [id] = Object.keys(certs);
  expect(up.summary).toEqual({ create: 2 });
  expect(run.calls()).toEqual(["POST /tls_certificates 201"]);
  expect(values(up.outputs)).toEqual({
    id,
    subjectCommonName: "www.example.com",
    dnsNames: ["www.example.com", "*.www.example.com"],
    notAfter: serviceTime(chain.notAfter),
    privateKeyType: "rsa",
    issuerCommonName: "Example Issuing CA",
  });
  expect(certs[id ?? ""]?.description).toBe("managed by pulumi-ingress");
  expect(certs[id ?? ""]?.metadata).toBe('{"owner":"web-team"}');
});

test("preview then shows no changes and makes no API call", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: 2 });
  expect(run.calls()).toEqual([]);
});

test("destroy deletes the certificate with one DELETE", async () => {
  const [id] = Object.keys(run.emulator.snapshot().tls_certificates);
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: 2 });
  expect(run.calls()).toEqual([`DELETE /tls_certificates/${id} 204`]);
  expect(run.emulator.snapshot().tls_certificates).toEqual({});
});
