// TlsCertificate under the real engine against the emulator: one stack, steps chained in order.
import { makeChain, type TestChain } from "../support/certs";
import {
  ENGINE_SETUP_TIMEOUT_MS,
  ENGINE_TEST_TIMEOUT_MS,
  failureOf,
  findResource,
  outOfBand,
  pemLines,
  type Run,
  secretsInDebugTraces,
  startRun,
  visibleOutput,
} from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let first: TestChain;
let second: TestChain;
let certId = "";

const program = (args: string) => `
const cert = new ingress.TlsCertificate("cert", { certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), ${args} });
exports.id = cert.id;
exports.description = cert.description;
exports.metadata = cert.metadata;
exports.subjectCommonName = cert.subjectCommonName;
exports.dnsNames = cert.subjectAlternativeNames.dnsNames;
exports.privateKeyType = cert.privateKeyType;
// The whole resource as a stack output: every property the SDK resolves lands in the state.
exports.whole = cert;
`;


beforeAll(async () => {
  first = await makeChain({ keyType: "ecdsa", commonName: "api.example.com", dnsNames: ["api.example.com", "*.api.example.com"] });
  second = await makeChain({ keyType: "rsa", commonName: "api.example.com", variant: "second" });
  s = await startRun("tls", { body: program(`description: "v1", metadata: "m1"`) });
  await s.writeFile("cert.pem", first.certificatePem);
  await s.writeFile("key.pem", first.privateKeyPem);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the certificate with exactly one API call", async () => {
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /tls_certificates 201"]);
  certId = String(up.outputs["id"]?.value);
  expect(certId).toMatch(/^cert_[A-Za-z0-9]+$/);
  expect(up.outputs["description"]?.value).toBe("v1");
  expect(up.outputs["subjectCommonName"]?.value).toBe("api.example.com");
  expect(up.outputs["dnsNames"]?.value).toEqual(["api.example.com", "*.api.example.com"]);
  expect(up.outputs["privateKeyType"]?.value).toBe("ecdsa");
  expect(Object.keys(s.emulator.snapshot().tls_certificates)).toEqual([certId]);
});

test("a second preview reports no changes and makes no API call", async () => {
  s.mark();
  const preview = await s.stack.preview();
  expect(preview.summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("PEM whitespace differences are not a change", async () => {
  await s.writeFile("cert.pem", first.certificatePem.replace(/\n/g, "\r\n") + "\n\n");
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("a description change costs one PATCH and no other call", async () => {
  await s.setProgram(program(`description: "v2", metadata: "m1"`));
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual([`PATCH /tls_certificates/${certId} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ description: "v2" });
  expect(up.outputs["description"]?.value).toBe("v2");
});

test("removing metadata from the program clears it on the service with one PATCH", async () => {
  await s.setProgram(program(`description: "v2"`));
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH /tls_certificates/${certId} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ metadata: "" });
  expect(s.emulator.snapshot().tls_certificates[certId]?.metadata).toBe("");
});

test("an out-of-band edit is caught by refresh and put back by up", async () => {
  await outOfBand(s.emulator, "PATCH", `/tls_certificates/${certId}`, { description: "edited by hand" });
  await s.stack.refresh();
  s.mark();
  const preview = await s.stack.preview();
  expect(preview.summary).toEqual({ same: 1, update: 1 });
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH /tls_certificates/${certId} 200`]);
  expect(s.emulator.snapshot().tls_certificates[certId]?.description).toBe("v2");
});

test("a new certificate and key replace the resource, creating before deleting", async () => {
  await s.writeFile("cert.pem", second.certificatePem);
  await s.writeFile("key.pem", second.privateKeyPem);
  s.mark();
  const up = await s.stack.up();
  const newId = String(up.outputs["id"]?.value);
  expect(newId).not.toBe(certId);
  expect(s.calls()).toEqual(["POST /tls_certificates 201", `DELETE /tls_certificates/${certId} 204`]);
  expect(up.outputs["privateKeyType"]?.value).toBe("rsa");
  certId = newId;
});

test("an out-of-band delete is caught by refresh: the resource leaves the state", async () => {
  await outOfBand(s.emulator, "DELETE", `/tls_certificates/${certId}`);
  await s.stack.refresh();
  const state = await s.stack.exportState();
  expect(() => findResource(state, "cert")).toThrow();
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /tls_certificates 201"]);
  certId = String(up.outputs["id"]?.value);
});

test("neither the private key nor the API key appears in plaintext in the state or the engine's output", async () => {
  const exported = JSON.stringify(await s.stack.exportState());
  const everything = exported + visibleOutput(s.stack.allOutput());
  const keyLines = [...pemLines(first.privateKeyPem), ...pemLines(second.privateKeyPem)];
  // Where a line shows up, the surrounding text says how it got there.
  const leaks = [...keyLines, s.emulator.apiKey]
    .map((line) => everything.indexOf(line))
    .filter((i) => i >= 0)
    .map((i) => everything.slice(Math.max(0, i - 300), i + 60));
  expect(leaks).toEqual([]);
  // The SDK's own debug RPC traces (shown only with --debug) are the one other place: see README.
  for (const trace of secretsInDebugTraces(s.stack.allOutput(), keyLines)) expect(trace).toContain("RegisterResource RPC finished");
  // The serialized provider is one require of the package's provider module, nothing inlined.
  const provider = String(findResource(await s.stack.exportState(), "cert").inputs?.["__provider"]);
  expect(provider.match(/require\("[^"]*"\)/g)).toEqual(['require("pulumi-ingress/dist/provider/resources/tlsCertificate/provider.js")']);
  expect(provider.length).toBeLessThan(512);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, () => Promise<void>, string][] = [
    ["a description over 255 bytes", () => s.setProgram(program(`description: "é".repeat(128)`)), "description must be at most 255 bytes (UTF-8); got 256 bytes"],
    ["metadata over 4096 bytes", () => s.setProgram(program(`metadata: "x".repeat(4097)`)), "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes"],
  ];
  test.each(cases)("%s", async (_name, arrange, message) => {
    await arrange();
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });

  test("a key that does not match the leaf", async () => {
    await s.setProgram(program(`description: "v2"`));
    await s.writeFile("key.pem", first.privateKeyPem);
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain("privateKeyPem does not match the public key of the leaf certificate (the first certificate of certificatePem)");
    expect(s.calls()).toEqual([]);
    await s.writeFile("key.pem", second.privateKeyPem);
  });

  test("an expired certificate", async () => {
    const expired = await makeChain({ keyType: "ecdsa", validity: "expired", variant: "expired" });
    await s.writeFile("cert.pem", expired.certificatePem);
    await s.writeFile("key.pem", expired.privateKeyPem);
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain("certificatePem has expired: the leaf certificate was valid until");
    expect(s.calls()).toEqual([]);
    await s.writeFile("cert.pem", second.certificatePem);
    await s.writeFile("key.pem", second.privateKeyPem);
  });
});

test("destroy leaves the emulator empty", async () => {
  await s.setProgram(program(`description: "v2"`));
  s.mark();
  await s.stack.destroy();
  expect(s.calls()).toEqual([`DELETE /tls_certificates/${certId} 204`]);
  expect(s.emulator.snapshot().tls_certificates).toEqual({});
});
