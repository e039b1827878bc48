/** `/ssh_certificate_authorities` as the emulator serves it: a real key pair per authority, its public key answered in OpenSSH form, never its private key; the key fields' rules. */
import type { Emulator } from "../../emulator";
import { SSH_CERTIFICATE_AUTHORITIES } from "../../provider/resources/sshCertificateAuthority/wire";
import { parseSshPublicKey } from "../../provider/wire/sshPublicKey";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeEach(async () => ({ emulator, api } = await start({ seed: {} })));
afterEach(() => emulator.close());

test("create 201 makes an ed25519 key and answers its OpenSSH public key; get, list, PATCH of the description, delete", async () => {
  const r = await api.post("/ssh_certificate_authorities", { private_key_type: "ed25519", description: "Staging Environment Hosts" });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  expect(r.body).toStrictEqual({
    id: idOf("sshca_"),
    uri: `${emulator.baseUrl}/ssh_certificate_authorities/${id}`,
    created_at: TIME,
    description: "Staging Environment Hosts",
    key_type: "ed25519",
    public_key: expect.stringMatching(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43}$/),
  });
  expect(parseSshPublicKey(r.body.public_key as string)).toEqual({ ok: true, key: { name: "ssh-ed25519", family: "ed25519" } });
  expect((await api.get(`/ssh_certificate_authorities/${id}`)).body).toEqual(r.body);
  expect(SSH_CERTIFICATE_AUTHORITIES.page.parse((await api.get("/ssh_certificate_authorities")).body).ssh_certificate_authorities).toEqual([r.body]);
  const p = await api.patch(`/ssh_certificate_authorities/${id}`, { description: "" });
  const { description: _, ...rest } = r.body as Record<string, unknown>;
  expect(p.body).toStrictEqual(rest);
  expect(JSON.stringify(emulator.snapshot())).not.toContain("PRIVATE");
  expect((await api.del(`/ssh_certificate_authorities/${id}`)).status).toBe(204);
});

test("each authority has its own key; rsa 4096 and ecdsa p384 keys are of that size and curve; without a type, ed25519", async () => {
  const a = (await api.post("/ssh_certificate_authorities", { private_key_type: "ed25519" })).body;
  const b = (await api.post("/ssh_certificate_authorities", {})).body;
  expect(a.public_key).not.toBe(b.public_key);
  expect(b.key_type).toBe("ed25519");
  const rsa = (await api.post("/ssh_certificate_authorities", { private_key_type: "rsa", key_size: 4096 })).body;
  expect(rsa.key_type).toBe("rsa");
  expect(parseSshPublicKey(rsa.public_key as string)).toEqual({ ok: true, key: { name: "ssh-rsa", family: "rsa", bits: 4096 } });
  const ec = (await api.post("/ssh_certificate_authorities", { private_key_type: "ecdsa", elliptic_curve: "p384" })).body;
  expect(parseSshPublicKey(ec.public_key as string)).toEqual({ ok: true, key: { name: "ecdsa-sha2-nistp384", family: "ecdsa", curve: "nistp384" } });
}, 60_000);

test.each([
  ["another key type", { private_key_type: "dsa" }, 'private_key_type must be one of "rsa", "ecdsa", "ed25519"; got "dsa"'],
  ["another size", { private_key_type: "rsa", key_size: 1024 }, "key_size must be 2048 or 4096; got 1024"],
  ["a size with ed25519", { private_key_type: "ed25519", key_size: 2048 }, 'key_size is only for an rsa key; the key type is "ed25519": remove the size, or make the key type "rsa"'],
  ["a curve with rsa", { private_key_type: "rsa", elliptic_curve: "p256" }, 'elliptic_curve is only for an ecdsa key; the key type is "rsa": remove the curve, or make the key type "ecdsa"'],
])("create refuses %s with 400", async (_name, body, msg) => {
  expectError(await api.post("/ssh_certificate_authorities", body), 400, "ERR_VALIDATION", msg);
  expect(emulator.snapshot().ssh_certificate_authorities).toEqual({});
});

test("create refuses a curve it cannot make as the service refuses an unsupported one (ERR_NGROK_1941)", async () => {
  expectError(
    await api.post("/ssh_certificate_authorities", { private_key_type: "ecdsa", elliptic_curve: "curve25519" }),
    400,
    "ERR_NGROK_1941",
    'Invalid elliptic curve "curve25519". Valid elliptic curves: p256, p384, p521.',
  );
  expect(emulator.snapshot().ssh_certificate_authorities).toEqual({});
});
