// TlsCertificate's dynamic provider in process against the emulator, step by step as the engine
// drives it (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals.
// Moved from tests/engine/tlsCertificate.test.ts, each test under its name there. What only the
// engine proves stayed under the engine, slimmed to one up (now tests/engine/secretInputsInState.test.ts, on a stack shared with two other families): the private key and the API key absent from the
// state and the engine's output, the serialized provider one require, the outputs the SDK lifts
// (`subjectAlternativeNames.dnsNames`). The provider's part of that is here: its outputs carry no
// key. Check's reasons for every key and chain are tests/unit/tlsCertificateCheck.test.ts's; the
// engine's rendering of check failures is tests/reliability/badInput.test.ts's.
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { makeChain, type TestChain } from "../support/certs";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const service = useProviderService();
const { mark, calls, bodies } = service;
const cert = stepsOf(tlsCertificate);

let first: TestChain;
let second: TestChain;
/** The certificate file as the program reads it at each step (the engine test rewrote it in place). */
let certificatePem = "";
let privateKeyPem = "";
const args = (more: Record<string, unknown>) => ({ certificatePem, privateKeyPem, ...more });

beforeAll(async () => {
  first = await makeChain({ keyType: "ecdsa", commonName: "api.example.com", dnsNames: ["api.example.com", "*.api.example.com"] });
  second = await makeChain({ keyType: "rsa", commonName: "api.example.com", variant: "second" });
  ({ certificatePem, privateKeyPem } = first);
});

test("up creates the certificate with exactly one API call", async () => {
  mark();
  expect(await cert.up(args({ description: "v1", metadata: "m1" }))).toBe("create");
  expect(calls()).toEqual(["POST /tls_certificates 201"]);
  expect(cert.id).toMatch(/^cert_[A-Za-z0-9]+$/);
  expect(cert.outputs["description"]).toBe("v1");
  expect(cert.outputs["subjectCommonName"]).toBe("api.example.com");
  expect((cert.outputs["subjectAlternativeNames"] as { dnsNames: string[] }).dnsNames).toEqual(["api.example.com", "*.api.example.com"]);
  expect(cert.outputs["privateKeyType"]).toBe("ecdsa");
  expect(Object.keys(service.emulator.snapshot().tls_certificates)).toEqual([cert.id]);
});

test("a second preview reports no changes and makes no API call", async () => {
  mark();
  expect(await cert.preview(args({ description: "v1", metadata: "m1" }))).toBe("same");
  expect(calls()).toEqual([]);
});

test("PEM whitespace differences are not a change", async () => {
  certificatePem = first.certificatePem.replace(/\n/g, "\r\n") + "\n\n";
  mark();
  expect(await cert.preview(args({ description: "v1", metadata: "m1" }))).toBe("same");
  expect(calls()).toEqual([]);
});

test("a description change costs one PATCH and no other call", async () => {
  const id = cert.id;
  mark();
  expect(await cert.up(args({ description: "v2", metadata: "m1" }))).toBe("update");
  expect(calls()).toEqual([`PATCH /tls_certificates/${id} 200`]);
  expect(bodies()).toEqual([{ description: "v2" }]);
  expect(cert.outputs["description"]).toBe("v2");
});

test("removing metadata from the program clears it on the service with one PATCH", async () => {
  mark();
  expect(await cert.up(args({ description: "v2" }))).toBe("update");
  expect(calls()).toEqual([`PATCH /tls_certificates/${cert.id} 200`]);
  expect(bodies()).toEqual([{ metadata: "" }]);
  expect(service.emulator.snapshot().tls_certificates[cert.id]?.metadata).toBe("");
});

test("an out-of-band edit is caught by refresh and put back by up", async () => {
  await outOfBand(service.emulator, "PATCH", `/tls_certificates/${cert.id}`, { description: "edited by hand" });
  await cert.refresh();
  expect(cert.outputs["description"]).toBe("edited by hand");
  mark();
  expect(await cert.preview(args({ description: "v2" }))).toBe("update");
  expect(await cert.up(args({ description: "v2" }))).toBe("update");
  expect(calls()).toEqual([`PATCH /tls_certificates/${cert.id} 200`]);
  expect(service.emulator.snapshot().tls_certificates[cert.id]?.description).toBe("v2");
});

test("a new certificate and key replace the resource, creating before deleting", async () => {
  const old = cert.id;
  ({ certificatePem, privateKeyPem } = second);
  mark();
  expect(await cert.up(args({ description: "v2" }))).toBe("replace");
  expect(cert.id).not.toBe(old);
  // providerSteps deletes first only when diff asks for it (deleteBeforeReplace): this diff does not.
  expect(calls()).toEqual(["POST /tls_certificates 201", `DELETE /tls_certificates/${old} 204`]);
  expect(cert.outputs["privateKeyType"]).toBe("rsa");
});

test("an out-of-band delete is caught by refresh: the resource leaves the state", async () => {
  const id = cert.id;
  await outOfBand(service.emulator, "DELETE", `/tls_certificates/${id}`);
  mark();
  expect(await cert.refresh()).toBeUndefined();
  expect(cert.held).toBeUndefined();
  expect(calls()).toEqual([`GET /tls_certificates/${id} 404`]);
  mark();
  expect(await cert.up(args({ description: "v2" }))).toBe("create");
  expect(calls()).toEqual(["POST /tls_certificates 201"]);
});

test("the outputs hold neither the private key nor the API key", async () => {
  // The body lines of both keys: any one of them in the outputs would be the key in the state.
  const keyLines = [first, second].flatMap((c) => c.privateKeyPem.split("\n").filter((l) => l.length >= 40 && !l.startsWith("-----")));
  const outputs = JSON.stringify(cert.outputs);
  expect(["PRIVATE KEY", service.emulator.apiKey, ...keyLines].filter((needle) => outputs.includes(needle))).toEqual([]);
  expect(Object.keys(cert.outputs).includes("privateKeyPem")).toBe(false);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["a description over 255 bytes", { description: "é".repeat(128) }, "description", "description must be at most 255 bytes (UTF-8); got 256 bytes"],
    ["metadata over 4096 bytes", { metadata: "x".repeat(4097) }, "metadata", "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes"],
  ];
  test.each(cases)("%s", async (_name, more, property, reason) => {
    mark();
    await expect(cert.preview(args(more))).rejects.toHaveProperty("failures", [{ property, reason }]);
    expect(calls()).toEqual([]);
  });

  test("a key that does not match the leaf", async () => {
    mark();
    await expect(cert.preview({ certificatePem, privateKeyPem: first.privateKeyPem, description: "v2" })).rejects.toHaveProperty("failures", [
      { property: "", reason: "privateKeyPem does not match the public key of the leaf certificate (the first certificate of certificatePem)" },
    ]);
    expect(calls()).toEqual([]);
  });

  test("an expired certificate", async () => {
    const expired = await makeChain({ keyType: "ecdsa", validity: "expired", variant: "expired" });
    mark();
    await expect(cert.preview({ certificatePem: expired.certificatePem, privateKeyPem: expired.privateKeyPem, description: "v2" })).rejects.toHaveProperty("failures", [
      { property: "certificatePem", reason: `certificatePem has expired: the leaf certificate was valid until ${expired.notAfter.toISOString().replace(".000Z", "Z")}` },
    ]);
    expect(calls()).toEqual([]);
  });
});

test("destroy leaves the emulator empty", async () => {
  const id = cert.id;
  mark();
  await cert.destroy();
  expect(calls()).toEqual([`DELETE /tls_certificates/${id} 204`]);
  expect(service.emulator.snapshot().tls_certificates).toEqual({});
});
