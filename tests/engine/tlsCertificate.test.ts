// TlsCertificate under the real engine against the emulator: what only the engine shows, in one up.
// The program's outputs as the SDK lifts them (`subjectAlternativeNames.dnsNames`), what the engine
// stores and prints (no private key nor API key in plaintext, the whole resource exported too), and
// the serialized provider (one require). Every step the provider answers (calls, bodies, outputs,
// replacement, refresh, refusals) is tests/provider/tlsCertificate.test.ts's; preview, update,
// refresh and destroy under the engine are tests/lifecycle/lifecycle.test.ts's.
import { makeChain, type TestChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, findResource, pemLines, type Run, secretsInDebugTraces, startRun, visibleOutput } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let first: TestChain;

const PROGRAM = `
const cert = new ingress.TlsCertificate("cert", { certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: "v1", metadata: "m1" });
exports.id = cert.id;
exports.subjectCommonName = cert.subjectCommonName;
exports.dnsNames = cert.subjectAlternativeNames.dnsNames;
exports.privateKeyType = cert.privateKeyType;
// The whole resource as a stack output: every property the SDK resolves lands in the state.
exports.whole = cert;
`;

beforeAll(async () => {
  first = await makeChain({ keyType: "ecdsa", commonName: "api.example.com", dnsNames: ["api.example.com", "*.api.example.com"] });
  s = await startRun("tls", { body: PROGRAM });
  await s.writeFile("cert.pem", first.certificatePem);
  await s.writeFile("key.pem", first.privateKeyPem);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the certificate with exactly one API call; the outputs the program reads from it", async () => {
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /tls_certificates 201"]);
  const id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^cert_[A-Za-z0-9]+$/);
  expect([up.outputs["subjectCommonName"]?.value, up.outputs["dnsNames"]?.value, up.outputs["privateKeyType"]?.value]).toEqual([
    "api.example.com",
    ["api.example.com", "*.api.example.com"],
    "ecdsa",
  ]);
});

test("neither the private key nor the API key appears in plaintext in the state or the engine's output", async () => {
  const state = await s.stack.exportState();
  const everything = JSON.stringify(state) + visibleOutput(s.stack.allOutput());
  const keyLines = pemLines(first.privateKeyPem);
  // Where a line shows up, the surrounding text says how it got there.
  const leaks = [...keyLines, s.emulator.apiKey]
    .map((line) => everything.indexOf(line))
    .filter((i) => i >= 0)
    .map((i) => everything.slice(Math.max(0, i - 300), i + 60));
  expect(leaks).toEqual([]);
  // The SDK's own debug RPC traces (shown only with --debug) are the one other place: see README.
  for (const trace of secretsInDebugTraces(s.stack.allOutput(), keyLines)) expect(trace).toContain("RegisterResource RPC finished");
  // The serialized provider is one require of the package's provider module, nothing inlined.
  const provider = String(findResource(state, "cert").inputs?.["__provider"]);
  expect(provider.match(/require\("[^"]*"\)/g)).toEqual(['require("pulumi-ingress/dist/provider/resources/tlsCertificate/provider.js")']);
  expect(provider.length).toBeLessThan(512);
});
