// Secret inputs in the state the engine writes, for three families on one stack and engine (issue
// 58: these were tests/engine/tlsCertificate.test.ts, eventDestination.test.ts and
// cloudEndpoint.test.ts, three stacks and four ups; each test keeps its name there, after its
// family's). What only the engine shows:
// - TlsCertificate: the program's outputs as the SDK lifts them (`subjectAlternativeNames.dnsNames`);
//   no private key nor API key in plaintext in the state (the whole resource exported too) or the
//   engine's output; the serialized provider is one require.
// - EventDestination: its credential, a secret input, is in no plaintext in the state, at up and
//   after a rotation.
// - CloudEndpoint: a policy holding a client secret, which the SDK makes secret, is in no plaintext
//   in the state.
// Every step the providers answer (calls, bodies, outputs, replacement, refresh, refusals) is
// tests/provider/{tlsCertificate,eventDestination,cloudEndpoint}.test.ts's; preview, update, refresh
// and destroy under the engine are tests/lifecycle/lifecycle.test.ts's; an event destination's id
// handed on as an Output to a subscription, and the order of their deletion, are
// tests/engine/wholeAccount.test.ts's.
import type { Deployment } from "@pulumi/pulumi/automation";
import { makeChain, type TestChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, findResource, pemLines, type Run, secretsInDebugTraces, startRun, visibleOutput } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let chain: TestChain;
/** The first up's calls, sorted (the engine sends the three creates in an order of its own), its outputs, and the state it left (exported once). */
let upCalls: string[] = [];
let upOutputs: Record<string, { value: unknown } | undefined> = {};
let upState: Deployment;
const OAUTH = `{ on_http_request: [{ actions: [{ type: "oauth", config: { provider: "google", client_id: "id", client_secret: "engine-s3cret" } }, { type: "forward-internal", config: { url: "https://app.internal" } }] }] }`;
const datadog = (apiKey: string) => `target: { datadog: { apiKey: "${apiKey}", ddsite: "datadoghq.eu" } }`;

const program = (destinationKey: string) => `
const cert = new ingress.TlsCertificate("cert", { certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: "v1", metadata: "m1" });
exports.certId = cert.id;
exports.subjectCommonName = cert.subjectCommonName;
exports.dnsNames = cert.subjectAlternativeNames.dnsNames;
exports.privateKeyType = cert.privateKeyType;
// The whole resource as a stack output: every property the SDK resolves lands in the state.
exports.whole = cert;

const d = new ingress.EventDestination("dest", { ${datadog(destinationKey)} });
exports.destinationId = d.id;
exports.target = d.target;

const ep = new ingress.CloudEndpoint("ep", { url: "https://www.example.com", trafficPolicy: ${OAUTH} });
exports.endpointId = ep.id;
`;

beforeAll(async () => {
  chain = await makeChain({ keyType: "ecdsa", commonName: "api.example.com", dnsNames: ["api.example.com", "*.api.example.com"] });
  s = await startRun("secret-inputs", { body: program("dd-s3cret-1") });
  await s.writeFile("cert.pem", chain.certificatePem);
  await s.writeFile("key.pem", chain.privateKeyPem);
  s.mark();
  const up = await s.stack.up();
  upCalls = s.calls().sort();
  upOutputs = up.outputs;
  upState = await s.stack.exportState();
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

describe("TlsCertificate", () => {
  test("up creates the certificate with exactly one API call; the outputs the program reads from it", () => {
    expect(upCalls).toEqual(["POST /endpoints 201", "POST /event_destinations 201", "POST /tls_certificates 201"]);
    expect(String(upOutputs["certId"]?.value)).toMatch(/^cert_[A-Za-z0-9]+$/);
    expect([upOutputs["subjectCommonName"]?.value, upOutputs["dnsNames"]?.value, upOutputs["privateKeyType"]?.value]).toEqual([
      "api.example.com",
      ["api.example.com", "*.api.example.com"],
      "ecdsa",
    ]);
  });

  test("neither the private key nor the API key appears in plaintext in the state or the engine's output", () => {
    const everything = JSON.stringify(upState) + visibleOutput(s.stack.allOutput());
    const keyLines = pemLines(chain.privateKeyPem);
    // Where a line shows up, the surrounding text says how it got there.
    const leaks = [...keyLines, s.emulator.apiKey]
      .map((line) => everything.indexOf(line))
      .filter((i) => i >= 0)
      .map((i) => everything.slice(Math.max(0, i - 300), i + 60));
    expect(leaks).toEqual([]);
    // The SDK's own debug RPC traces (shown only with --debug) are the one other place: see README.
    for (const trace of secretsInDebugTraces(s.stack.allOutput(), keyLines)) expect(trace).toContain("RegisterResource RPC finished");
    // The serialized provider is one require of the package's provider module, nothing inlined.
    const provider = String(findResource(upState, "cert").inputs?.["__provider"]);
    expect(provider.match(/require\("[^"]*"\)/g)).toEqual(['require("pulumi-ingress/dist/provider/resources/tlsCertificate/provider.js")']);
    expect(provider.length).toBeLessThan(512);
  });
});

describe("CloudEndpoint", () => {
  test("a policy holding a client secret is secret in the state", () => {
    expect(upCalls.filter((c) => c.includes("/endpoints"))).toEqual(["POST /endpoints 201"]);
    // The service holds the secret, so the state would too were it not secret.
    expect(s.emulator.snapshot().endpoints[String(upOutputs["endpointId"]?.value)]?.traffic_policy).toContain("engine-s3cret");
    expect(JSON.stringify(upState)).not.toContain("engine-s3cret");
  });
});

describe("EventDestination", () => {
  test("up creates the destination with exactly one API call; its credential is in neither the outputs nor the state in plaintext", () => {
    expect(upCalls.filter((c) => c.includes("/event_destinations"))).toEqual(["POST /event_destinations 201"]);
    expect(upOutputs["target"]?.value).toEqual({ datadog: { ddsite: "datadoghq.eu" } });
    expect(JSON.stringify(upState)).not.toContain("dd-s3cret-1");
  });

  test("a rotated API key is one PATCH sending the target with it, and in no plaintext in the state", async () => {
    await s.setProgram(program("dd-s3cret-2"));
    s.mark();
    await s.stack.up();
    const changes = s.entries().filter((e) => e.method !== "GET");
    expect(changes.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`PATCH /event_destinations/${String(upOutputs["destinationId"]?.value)} 200`]);
    expect(JSON.parse(changes[0]?.requestBody ?? "")).toEqual({ target: { datadog: { api_key: "dd-s3cret-2", ddsite: "datadoghq.eu" } } });
    const state = JSON.stringify(await s.stack.exportState());
    expect([state.includes("dd-s3cret-1"), state.includes("dd-s3cret-2")]).toEqual([false, false]);
  });
});
