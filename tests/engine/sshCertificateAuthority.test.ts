// SshCertificateAuthority under the real engine against the emulator: what the lifecycle test does
// not show, a new key type replacing the authority (a new key, made before the old one is deleted),
// a refused curve at preview, and no private key anywhere.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";
let publicKey = "";

const program = (args: string) => `
const ca = new ingress.SshCertificateAuthority("hosts", { ${args} });
exports.id = ca.id;
exports.publicKey = ca.publicKey;
exports.keyType = ca.keyType;
exports.ellipticCurve = ca.ellipticCurve;
`;

beforeAll(async () => {
  s = await startRun("sshca", { body: program(`privateKeyType: "ed25519", description: "hosts"`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the authority with one POST; its public key is an output", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  publicKey = String(up.outputs["publicKey"]?.value);
  expect(id).toMatch(/^sshca_[A-Za-z0-9]+$/);
  expect(publicKey).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI/);
  expect(s.calls()).toEqual(["POST /ssh_certificate_authorities 201"]);
});

test("a curve with ed25519 fails at preview in one line, with no call", async () => {
  await s.setProgram(program(`privateKeyType: "ed25519", ellipticCurve: "p384", description: "hosts"`));
  s.mark();
  expect(await failureOf(s.stack.preview())).toContain(
    'ellipticCurve is only for an ecdsa key; the key type is "ed25519": remove the curve, or make the key type "ecdsa"',
  );
  expect(s.calls()).toEqual([]);
});

test("a new key type replaces the authority: the new one made first, then the old one deleted; a new public key", async () => {
  await s.setProgram(program(`privateKeyType: "ecdsa", ellipticCurve: "p384", description: "hosts"`));
  s.mark();
  const up = await s.stack.up();
  const newId = String(up.outputs["id"]?.value);
  expect(newId).not.toBe(id);
  expect(s.calls()).toEqual(["POST /ssh_certificate_authorities 201", `DELETE /ssh_certificate_authorities/${id} 204`]);
  expect(String(up.outputs["publicKey"]?.value)).toMatch(/^ecdsa-sha2-nistp384 /);
  expect(up.outputs["ellipticCurve"]?.value).toBe("p384");
  expect(String(up.outputs["publicKey"]?.value)).not.toBe(publicKey);
  id = newId;
});

test("the preview after is clean with no call; no private key in the state", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
  expect(JSON.stringify(await s.stack.exportState())).not.toContain("PRIVATE KEY");
});

test("destroy deletes the authority with one DELETE", async () => {
  s.mark();
  await s.stack.destroy();
  expect(s.calls()).toEqual([`DELETE /ssh_certificate_authorities/${id} 204`]);
});
