// Secret values under the real engine against the emulator: what the engine stores and prints, for a
// vault Secret's value (write-only: an input sent to the service, never an output) and a Credential's
// and an ApiKey's token (an output the service returns in its create's answer only). Each is secret:
// encrypted in the state, in plaintext nowhere the engine writes, through up, refresh and an update
// (a rotated value, a new ACL). Also the engine's own part around them: an adopted credential's
// warning as the engine prints it, and an owner created before and deleted after what it owns. One
// stack, steps chained in order. What the providers answer (every call and body, the token kept by
// read and update, the value sent only when it changes, the refusals) is proven in process by
// tests/provider/secret.test.ts and tests/provider/credentialToken.test.ts, moved from this file and
// tests/engine/credentialToken.test.ts, whose engine checks are here.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, findResource, outOfBand, type Run, startRun, visibleOutput } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
/** A credential made outside the program, which the program adopts. */
let made = { id: "", token: "" };
let userId = "";
let credId = "";
let keyId = "";
let vaultId = "";
let secretId = "";
let credToken = "";
let keyToken = "";

const program = (acl: string[]) => `
const config = new pulumi.Config();
const agents = new ingress.ServiceUser("agents", { name: "internal-agents" });
const cred = new ingress.Credential("agent", { ownerId: agents.id, description: "internal agents", acl: ${JSON.stringify(acl)} });
const key = new ingress.ApiKey("deploys", { ownerId: agents.id, description: "deploys" });
const adopted = new ingress.Credential("adopted", { adoptId: "${made.id}", description: "made by hand" });
const vault = new ingress.Vault("vault", { name: "hooks-vault" });
const secret = new ingress.Secret("secret", { vaultId: vault.id, name: "github-secret", value: config.requireSecret("hook"), description: "github" });
exports.userId = agents.id;
exports.credId = cred.id;
exports.keyId = key.id;
exports.vaultId = vault.id;
exports.secretId = secret.id;
exports.credToken = cred.token;
exports.keyToken = key.token;
exports.adoptedToken = adopted.token;
exports.credential = cred;
exports.secret = secret;
`;

beforeAll(async () => {
  s = await startRun("secret", { body: "", config: { hook: { value: "first-s3cret", secret: true } } });
  made = (await outOfBand(s.emulator, "POST", "/credentials", { description: "made by hand" })) as { id: string; token: string };
  await s.setProgram(program(["bind:*.example.internal"]));
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

/** Where any of `values` is in plaintext: the exported state, the engine's output and events, the provider's log. */
async function plaintextPlaces(values: readonly string[]): Promise<string[]> {
  const places: [string, string][] = [
    ["state", JSON.stringify(await s.stack.exportState())],
    ["engine output", visibleOutput(s.stack.allOutput())],
    ["provider log", (await s.providerLog()).join("\n")],
  ];
  return places.filter(([, text]) => values.some((v) => text.includes(v))).map(([where]) => where);
}

/** The stack's outputs, decrypted (`pulumi stack output --show-secrets`), with their secret marks. */
const outputs = async () => s.stack.stack.outputs();
const plainState = async () => JSON.stringify(await s.stack.exportState());

test("up: the service user first; the tokens are secret outputs and the value a secret input, in plaintext nowhere", async () => {
  s.mark();
  const up = await s.stack.up();
  // The stack and its six resources.
  expect(up.summary).toEqual({ create: 7 });
  userId = String(up.outputs["userId"]?.value);
  credId = String(up.outputs["credId"]?.value);
  keyId = String(up.outputs["keyId"]?.value);
  vaultId = String(up.outputs["vaultId"]?.value);
  secretId = String(up.outputs["secretId"]?.value);
  const posts = s.calls().filter((c) => c.startsWith("POST "));
  expect([...posts].sort()).toEqual(["POST /api_keys 201", "POST /credentials 201", "POST /service_users 201", "POST /vault_secrets 201", "POST /vaults 201"].sort());
  expect(posts.indexOf("POST /service_users 201")).toBeLessThan(posts.indexOf("POST /credentials 201"));
  expect(posts.indexOf("POST /service_users 201")).toBeLessThan(posts.indexOf("POST /api_keys 201"));
  const out = await outputs();
  credToken = String(out["credToken"]?.value);
  keyToken = String(out["keyToken"]?.value);
  expect(credToken).toMatch(new RegExp(`^${credId.slice(3)}_[0-9A-Za-z]{27}$`));
  expect(keyToken).toMatch(new RegExp(`^${keyId.slice(3)}_[0-9A-Za-z]{27}$`));
  expect(out["credToken"]?.secret).toBe(true);
  expect(out["keyToken"]?.secret).toBe(true);
  // The resources exported whole (exports.credential, exports.secret) hold them too: the state has them encrypted there as well.
  expect(await plaintextPlaces([credToken, keyToken, "first-s3cret"])).toEqual([]);
  expect(findResource(await s.stack.exportState(), "agent").outputs?.["token"]).toEqual(
    expect.objectContaining({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.any(String) }),
  );
  // The value: in no output (the secret's is null), nor anywhere the engine printed, its debug traces included.
  expect(JSON.stringify(up.outputs)).not.toContain("first-s3cret");
  expect(s.stack.allOutput()).not.toContain("first-s3cret");
});

test("adopting a credential: its token cannot be recovered, which one warning line says", async () => {
  expect((await outputs())["adoptedToken"]).toEqual({ value: null, secret: true });
  const warnings = visibleOutput(s.stack.allOutput())
    .split("\n")
    .filter((l) => l.includes(`${made.id} (adopted)`));
  expect(warnings.length).toBeGreaterThan(0);
  expect(warnings.every((l) => l.includes("its token cannot be recovered: the service returns a credential's token only in the response that creates it"))).toBe(true);
  expect(await plaintextPlaces([made.token])).toEqual([]);
});

test("refresh: the service answers no token, and the state keeps each, secret, the same value", async () => {
  expect((await s.stack.refresh()).summary).toEqual({ same: 7 });
  const out = await outputs();
  expect(out["credToken"]).toEqual({ value: credToken, secret: true });
  expect(out["keyToken"]).toEqual({ value: keyToken, secret: true });
  expect(await plaintextPlaces([credToken, keyToken])).toEqual([]);
});

test("a new ACL and a rotated value, in place: the token is kept, secret; the new value is in the state encrypted only", async () => {
  await s.stack.setConfig({ "secret:hook": { value: "second-s3cret", secret: true } });
  await s.setProgram(program(["bind:*.example.internal", "bind:api.example.com"]));
  s.mark();
  expect((await s.stack.up()).summary).toEqual({ same: 5, update: 2 });
  expect(s.calls().sort()).toEqual([`PATCH /credentials/${credId} 200`, `PATCH /vault_secrets/${secretId} 200`].sort());
  expect((await outputs())["credToken"]).toEqual({ value: credToken, secret: true });
  expect(await plaintextPlaces([credToken])).toEqual([]);
  expect(await plainState()).not.toContain("second-s3cret");
});

test("destroy: the credentials and key before their owner, one DELETE each; nothing left", async () => {
  s.mark();
  // Seven: the stack itself, two credentials (the adopted one too), the key, their owner, the secret and its vault.
  expect((await s.stack.destroy()).summary).toEqual({ delete: 7 });
  const deletes = s.calls();
  expect([...deletes].sort()).toEqual(
    [
      `DELETE /credentials/${credId} 204`,
      `DELETE /credentials/${made.id} 204`,
      `DELETE /api_keys/${keyId} 204`,
      `DELETE /service_users/${userId} 204`,
      `DELETE /vault_secrets/${secretId} 204`,
      `DELETE /vaults/${vaultId} 204`,
    ].sort(),
  );
  expect(deletes.indexOf(`DELETE /credentials/${credId} 204`)).toBeLessThan(deletes.indexOf(`DELETE /service_users/${userId} 204`));
  expect(deletes.indexOf(`DELETE /api_keys/${keyId} 204`)).toBeLessThan(deletes.indexOf(`DELETE /service_users/${userId} 204`));
  const left = s.emulator.snapshot();
  expect([left.service_users, left.credentials, left.api_keys, left.vault_secrets, left.vaults]).toEqual([{}, {}, {}, {}, {}]);
});
