// ServiceUser, Credential and ApiKey under the real engine against the emulator: one stack, steps
// chained in order. A credential's and an API key's token is in the service's create answer only:
// a secret output, encrypted in the state, never printed or logged, kept through refresh (the
// service answers null) and update; an adopted one's token cannot be recovered, which one warning
// line says; a bad ACL rule fails at preview with no call.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, findResource, outOfBand, type Run, startRun, visibleOutput } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let userId = "";
let credId = "";
let keyId = "";
let credToken = "";
let keyToken = "";

const program = (credArgs: string, extra = "") => `
const agents = new ingress.ServiceUser("agents", { name: "internal-agents" });
const cred = new ingress.Credential("agent", { ownerId: agents.id, ${credArgs} });
const key = new ingress.ApiKey("deploys", { ownerId: agents.id, description: "deploys" });
${extra}
exports.userId = agents.id;
exports.credId = cred.id;
exports.keyId = key.id;
exports.credToken = cred.token;
exports.keyToken = key.token;
exports.credential = cred;
`;
const base = `description: "internal agents", acl: ["bind:*.example.internal"]`;

beforeAll(async () => {
  s = await startRun("credential-token", { body: program(base) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

/** Every place a token must not be in plaintext: the exported state, the engine's output and events, the provider's log. */
async function plaintextPlaces(token: string): Promise<string[]> {
  const state = JSON.stringify(await s.stack.exportState());
  const places: [string, string][] = [
    ["state", state],
    ["engine output", visibleOutput(s.stack.allOutput())],
    ["provider log", (await s.providerLog()).join("\n")],
  ];
  return places.filter(([, text]) => text.includes(token)).map(([where]) => where);
}

/** The stack's outputs, decrypted (`pulumi stack output --show-secrets`), with their secret marks. */
const outputs = async () => s.stack.stack.outputs();

test("up: one POST each, the service user first; the tokens are secret outputs, in plaintext nowhere", async () => {
  s.mark();
  const up = await s.stack.up();
  userId = String(up.outputs["userId"]?.value);
  credId = String(up.outputs["credId"]?.value);
  keyId = String(up.outputs["keyId"]?.value);
  expect(s.calls()[0]).toBe("POST /service_users 201");
  expect([...s.calls()].sort()).toEqual(["POST /api_keys 201", "POST /credentials 201", "POST /service_users 201"]);
  const posted = s.entries().find((e) => e.path === "/credentials");
  expect(JSON.parse(posted?.requestBody ?? "")).toEqual({ description: "internal agents", owner_id: userId, acl: ["bind:*.example.internal"] });
  const out = await outputs();
  credToken = String(out["credToken"]?.value);
  keyToken = String(out["keyToken"]?.value);
  expect(credToken).toMatch(new RegExp(`^${credId.slice(3)}_[0-9A-Za-z]{27}$`));
  expect(keyToken).toMatch(new RegExp(`^${keyId.slice(3)}_[0-9A-Za-z]{27}$`));
  expect(out["credToken"]?.secret).toBe(true);
  expect(out["keyToken"]?.secret).toBe(true);
  // The resource exported whole (exports.credential) holds the token too: the state has it encrypted there as well (plaintextPlaces).
  expect(await plaintextPlaces(credToken)).toEqual([]);
  expect(await plaintextPlaces(keyToken)).toEqual([]);
  const state = await s.stack.exportState();
  expect(findResource(state, "agent").outputs?.["token"]).toEqual(expect.objectContaining({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.any(String) }));
});

test("a second preview reports no changes and makes no call", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 4 });
  expect(s.calls()).toEqual([]);
});

test("refresh: one GET each; the service answers no token, and the state keeps each, secret, the same value", async () => {
  s.mark();
  expect((await s.stack.refresh()).summary).toEqual({ same: 4 });
  expect([...s.calls()].sort()).toEqual([`GET /api_keys/${keyId} 200`, `GET /credentials/${credId} 200`, `GET /service_users/${userId} 200`]);
  const out = await outputs();
  expect(out["credToken"]).toEqual({ value: credToken, secret: true });
  expect(out["keyToken"]).toEqual({ value: keyToken, secret: true });
  expect(await plaintextPlaces(credToken)).toEqual([]);
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 4 });
  expect(s.calls()).toEqual([]);
});

test("a new ACL is one PATCH of it; the token is kept, secret", async () => {
  await s.setProgram(program(`description: "internal agents", acl: ["bind:*.example.internal", "bind:api.example.com"]`));
  s.mark();
  expect((await s.stack.up()).summary).toEqual({ same: 3, update: 1 });
  expect(s.calls()).toEqual([`PATCH /credentials/${credId} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ acl: ["bind:*.example.internal", "bind:api.example.com"] });
  expect((await outputs())["credToken"]).toEqual({ value: credToken, secret: true });
  expect(await plaintextPlaces(credToken)).toEqual([]);
});

test("adopting a credential: GET and no POST; its token cannot be recovered, which one warning line says", async () => {
  const made = (await outOfBand(s.emulator, "POST", "/credentials", { description: "made by hand" })) as { id: string; token: string };
  await s.setProgram(
    program(
      `description: "internal agents", acl: ["bind:*.example.internal", "bind:api.example.com"]`,
      `const adopted = new ingress.Credential("adopted", { adoptId: "${made.id}", description: "made by hand" });\nexports.adoptedToken = adopted.token;`,
    ),
  );
  s.mark();
  expect((await s.stack.up()).summary).toEqual({ same: 4, create: 1 });
  expect(s.calls()).toEqual([`GET /credentials/${made.id} 200`]);
  expect((await outputs())["adoptedToken"]).toEqual({ value: null, secret: true });
  const warnings = visibleOutput(s.stack.allOutput())
    .split("\n")
    .filter((l) => l.includes(`${made.id} (adopted)`));
  expect(warnings.length).toBeGreaterThan(0);
  expect(warnings.every((l) => l.includes("its token cannot be recovered: the service returns a credential's token only in the response that creates it"))).toBe(true);
  expect(await plaintextPlaces(made.token)).toEqual([]);
});

describe("a bad ACL rule fails at preview, naming the field, the index and the rule, with no API call", () => {
  const rule =
    'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*';
  const cases: [string, string, string][] = [
    ["not a bind rule", `acl: ["bind:a.example.com", "allow:*"]`, `acl[1] ${rule}; got "allow:*"`],
    ["a wildcard inside a domain", `acl: ["bind:app.*.example.com"]`, `acl[0] ${rule}; got "bind:app.*.example.com"`],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy: the credentials and key before their owner, one DELETE each; nothing left", async () => {
  s.mark();
  // Five: the stack itself, two credentials (the adopted one too), the key and their owner.
  expect((await s.stack.destroy()).summary).toEqual({ delete: 5 });
  const deletes = s.calls();
  expect(deletes).toHaveLength(4);
  expect(deletes.indexOf(`DELETE /credentials/${credId} 204`)).toBeLessThan(deletes.indexOf(`DELETE /service_users/${userId} 204`));
  expect(deletes.indexOf(`DELETE /api_keys/${keyId} 204`)).toBeLessThan(deletes.indexOf(`DELETE /service_users/${userId} 204`));
  expect(s.emulator.snapshot().service_users).toEqual({});
  expect(s.emulator.snapshot().credentials).toEqual({});
  expect(s.emulator.snapshot().api_keys).toEqual({});
});
