// SshCertificateAuthority's dynamic provider in process against the emulator, step by step as the
// engine drives it (tests/support/providerSteps.ts): a new key type replacing the authority (a new
// key, made before the old one is deleted), a refused curve at preview, and no private key anywhere
// the engine would store. Moved from tests/engine/sshCertificateAuthority.test.ts, each test under
// its name there. The other refusals of check, diff field by field, update and an rsa key's size are
// tests/unit/sshCertificateAuthorityProvider.test.ts's; up, preview, update, refresh and destroy under
// the engine are tests/lifecycle/lifecycle.test.ts's, and the engine's rendering of check failures is
// tests/reliability/badInput.test.ts's.
import * as sshCertificateAuthority from "../../provider/resources/sshCertificateAuthority/family";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const service = useProviderService();
const { mark, calls } = service;
const ca = stepsOf(sshCertificateAuthority);
const ECDSA = { privateKeyType: "ecdsa", ellipticCurve: "p384", description: "hosts" };
let publicKey = "";

test("up creates the authority with one POST; its public key is an output", async () => {
  mark();
  expect(await ca.up({ privateKeyType: "ed25519", description: "hosts" })).toBe("create");
  publicKey = String(ca.outputs["publicKey"]);
  expect(ca.id).toMatch(/^sshca_[A-Za-z0-9]+$/);
  expect(publicKey).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI/);
  expect(calls()).toEqual(["POST /ssh_certificate_authorities 201"]);
});

test("a curve with ed25519 fails at preview in one line, with no call", async () => {
  mark();
  await expect(ca.preview({ privateKeyType: "ed25519", ellipticCurve: "p384", description: "hosts" })).rejects.toHaveProperty("failures", [
    { property: "ellipticCurve", reason: 'ellipticCurve is only for an ecdsa key; the key type is "ed25519": remove the curve, or make the key type "ecdsa"' },
  ]);
  expect(calls()).toEqual([]);
});

test("a new key type replaces the authority: the new one made first, then the old one deleted; a new public key", async () => {
  const old = ca.id;
  mark();
  expect(await ca.up(ECDSA)).toBe("replace");
  expect(ca.id).not.toBe(old);
  // providerSteps deletes first only when diff asks for it (deleteBeforeReplace): this diff does not.
  expect(calls()).toEqual(["POST /ssh_certificate_authorities 201", `DELETE /ssh_certificate_authorities/${old} 204`]);
  expect(String(ca.outputs["publicKey"])).toMatch(/^ecdsa-sha2-nistp384 /);
  expect(ca.outputs["ellipticCurve"]).toBe("p384");
  expect(String(ca.outputs["publicKey"])).not.toBe(publicKey);
});

test("the preview after is clean with no call; no private key in the state", async () => {
  mark();
  expect(await ca.preview(ECDSA)).toBe("same");
  expect(calls()).toEqual([]);
  // What the engine stores of the resource: the inputs check returned and the outputs.
  expect(JSON.stringify(ca.held)).not.toContain("PRIVATE KEY");
});

test("destroy deletes the authority with one DELETE", async () => {
  const id = ca.id;
  mark();
  await ca.destroy();
  expect(calls()).toEqual([`DELETE /ssh_certificate_authorities/${id} 204`]);
  expect(service.emulator.snapshot().ssh_certificate_authorities).toEqual({});
});
