/** `/ssh_credentials` as the emulator serves it: the public key and the ACL rules checked as the service checks them; the ACL changed in place, never the key. */
import type { Emulator } from "../../emulator";
import { SSH_CREDENTIALS } from "../../provider/resources/sshCredential/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeEach(async () => ({ emulator, api } = await start({ seed: {} })));
afterEach(() => emulator.close());

/** A public key made for these tests (its private key thrown away). */
const KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEM9FBvpHt/6HNIj+gqSfj5xn2etxZWhO0K5FrWYrIt4 device132@example.com";

test("create 201 answers the key, ACL and owner as sent; an ACL left out, or [], is left out of the answer; get, list, PATCH of the ACL, delete", async () => {
  const r = await api.post("/ssh_credentials", { public_key: KEY, acl: ["bind:1.tcp.ngrok.io:20002", "bind:132.devices.company.com"], owner_id: "usr_1", description: "for device #132" });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  expect(r.body).toStrictEqual({
    id: idOf("sshcr_"),
    uri: `${emulator.baseUrl}/ssh_credentials/${id}`,
    created_at: TIME,
    description: "for device #132",
    public_key: KEY,
    acl: ["bind:1.tcp.ngrok.io:20002", "bind:132.devices.company.com"],
    owner_id: "usr_1",
  });
  expect((await api.get(`/ssh_credentials/${id}`)).body).toEqual(r.body);
  expect(SSH_CREDENTIALS.page.parse((await api.get("/ssh_credentials")).body).ssh_credentials).toEqual([r.body]);
  const { acl: _, ...rest } = r.body as Record<string, unknown>;
  expect((await api.patch(`/ssh_credentials/${id}`, { acl: [] })).body).toStrictEqual(rest);
  expectError(await api.patch(`/ssh_credentials/${id}`, { public_key: KEY }), 400, "ERR_VALIDATION", "public_key is not a known field (allowed fields are listed in the API reference)");
  expect("acl" in (await api.post("/ssh_credentials", { public_key: KEY })).body).toBe(false);
  expect((await api.del(`/ssh_credentials/${id}`)).status).toBe(204);
});

test.each([
  ["a PEM key", { public_key: "-----BEGIN PUBLIC KEY-----" }, "public_key must be an OpenSSH public key line (ssh-ed25519 AAAA… comment), not PEM: convert it with ssh-keygen -i -m PKCS8 -f <file>"],
  ["a DSA key", { public_key: "ssh-dss AAAAB3NzaC1kc3M= x" }, 'public_key must start with a supported key type (ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256, ecdsa-sha2-nistp384, ecdsa-sha2-nistp521), as an authorized_keys line without options; got "ssh-dss"'],
  ["a truncated key", { public_key: KEY.slice(0, 40) }, "public_key must hold the base64 key after its type ssh-ed25519, as ssh-keygen writes it (the key data is not a valid ssh-ed25519 key)"],
  ["an ACL rule of another kind", { public_key: KEY, acl: ["listen:example.com"] }, 'acl[0] must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*; got "listen:example.com"'],
])("create refuses %s with 400", async (_name, body, msg) => {
  expectError(await api.post("/ssh_credentials", body), 400, "ERR_VALIDATION", msg);
  expect(emulator.snapshot().ssh_credentials).toEqual({});
});
