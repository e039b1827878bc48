// A certificate adopted without its private key, through adoption, preview and replacement:
// TlsCertificate's dynamic provider in process against the emulator, step by step as the engine
// drives it (tests/support/providerSteps.ts). Moved from tests/engine/lookupsAndAdoption.test.ts,
// each test under its name there. The lookups run in a program stayed under the engine
// (tests/engine/lookups.test.ts): they run in the language host, not the provider, and each
// lookup's answer is proven in process by tests/unit/lookups.test.ts. When check needs the key is
// tests/unit/tlsCertificateCheck.test.ts's, case by case; the engine's rendering of these check
// failures (`resource 'cert' has a problem: …`) is tests/reliability/badInput.test.ts's.
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { makeChain, type TestChain } from "../support/certs";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const KEY_REQUIRED = "privateKeyPem is required to upload a certificate (a certificate adopted with adoptId may leave it out until its certificatePem changes)";

const service = useProviderService();
const { mark, calls, bodies } = service;
const cert = stepsOf(tlsCertificate);

let chain: TestChain;
let next: TestChain;
let certId = "";

beforeAll(async () => {
  chain = await makeChain({ keyType: "ecdsa", commonName: "keyless.example.com", variant: "keyless-engine" });
  next = await makeChain({ keyType: "ecdsa", commonName: "keyless.example.com", variant: "keyless-engine-next" });
  // Uploaded outside any program: the stack's owner has the certificate but not its key.
  const uploaded = (await outOfBand(service.emulator, "POST", "/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, description: "by hand" })) as { id: string };
  certId = uploaded.id;
});

test("a certificate adopted with adoptId and no key goes up with a GET (and a PATCH of its description), then previews unchanged", async () => {
  const adopted = { adoptId: certId, certificatePem: chain.certificatePem, description: "managed" };
  mark();
  expect(await cert.up(adopted)).toBe("create");
  expect(cert.id).toBe(certId);
  expect(calls()).toEqual([`GET /tls_certificates/${certId} 200`, `PATCH /tls_certificates/${certId} 200`]);
  expect(bodies()).toEqual([{ description: "managed" }]);

  mark();
  expect(await cert.preview(adopted)).toBe("same");
  expect(calls()).toEqual([]);
});

test("adopted with a matching description, the up makes GETs only", async () => {
  const other = (await outOfBand(service.emulator, "POST", "/tls_certificates", { certificate_pem: next.certificatePem, private_key_pem: next.privateKeyPem, description: "same" })) as { id: string };
  const same = stepsOf(tlsCertificate);
  mark();
  expect(await cert.up({ adoptId: certId, certificatePem: chain.certificatePem, description: "managed" })).toBe("same");
  expect(await same.up({ adoptId: other.id, certificatePem: next.certificatePem, description: "same" })).toBe("create");
  expect(same.id).toBe(other.id);
  expect(calls()).toEqual([`GET /tls_certificates/${other.id} 200`]);
  // Out of the program again: the engine deletes it.
  await same.destroy();
  expect(Object.keys(service.emulator.snapshot().tls_certificates)).toEqual([certId]);
});

test("changing its certificatePem without a key fails at preview with the rule, before any call; with the key and without adoptId, up replaces it", async () => {
  const ADOPT_REPLACED = {
    property: "adoptId",
    reason: `adoptId ${certId} names the certificate that this change of certificatePem replaces; remove adoptId to upload the new certificate`,
  };
  mark();
  await expect(cert.preview({ adoptId: certId, certificatePem: next.certificatePem, description: "managed" })).rejects.toHaveProperty("failures", [
    { property: "", reason: KEY_REQUIRED },
    ADOPT_REPLACED,
  ]);
  expect(calls()).toEqual([]);

  await expect(cert.preview({ adoptId: certId, certificatePem: next.certificatePem, privateKeyPem: next.privateKeyPem, description: "managed" })).rejects.toHaveProperty(
    "failures",
    [ADOPT_REPLACED],
  );
  expect(calls()).toEqual([]);

  mark();
  expect(await cert.up({ certificatePem: next.certificatePem, privateKeyPem: next.privateKeyPem, description: "managed" })).toBe("replace");
  expect(calls()).toEqual(["POST /tls_certificates 201", `DELETE /tls_certificates/${certId} 204`]);
  const held = service.emulator.snapshot().tls_certificates;
  expect(Object.values(held).map((c) => [c.description, c.certificate_pem === next.certificatePem])).toEqual([["managed", true]]);
});
