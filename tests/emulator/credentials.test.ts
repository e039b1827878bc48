/** `/service_users`, `/credentials` and `/api_keys` over HTTP: names unique, owners found, the token in the create's answer only, ACL rules checked. */
import type { Emulator } from "../../emulator";
import { ACCOUNT_USER_ID } from "../../emulator/resources/credential/rules";
import { ApiKey } from "../../provider/resources/apiKey/wire";
import { Credential } from "../../provider/resources/credential/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start()));
afterAll(() => emulator.close());

let userId = "";

test("a service user: 201, active by default; its name is unique (ERR_NGROK_4112), on create and on PATCH", async () => {
  const r = await api.post("/service_users", { name: "new service user from API" });
  expect(r.status).toBe(201);
  userId = r.body.id as string;
  expect(r.body).toStrictEqual({ id: idOf("service_"), uri: `${base}/service_users/${userId}`, created_at: TIME, name: "new service user from API", active: true });
  expectError(await api.post("/service_users", { name: "new service user from API", active: false }), 400, "ERR_NGROK_4112", "Service User names must be unique within an account.");
  const other = await api.post("/service_users", { name: "other", active: false });
  // Inactive: `active: false` left out, as the service leaves out what is empty (a bool in ngrok-api-go's ServiceUser).
  expect("active" in other.body).toBe(false);
  expectError(await api.patch(`/service_users/${other.body.id as string}`, { name: "new service user from API" }), 400, "ERR_NGROK_4112", "Service User names must be unique within an account.");
  expect((await api.patch(`/service_users/${other.body.id as string}`, { active: true })).body.active).toBe(true);
  expectError(await api.post("/service_users", { name: "" }), 400, "ERR_VALIDATION", "name must not be empty");
});

test("a credential: the token in the create's answer only, left out of every later one (null); nothing of it stored", async () => {
  const r = await api.post("/credentials", { description: "development cred", owner_id: userId, acl: ["bind:*.example.com"] });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  const token = r.body.token as string;
  expect(r.body).toStrictEqual({
    id: idOf("cr_"),
    uri: `${base}/credentials/${id}`,
    created_at: TIME,
    description: "development cred",
    owner_id: userId,
    token: expect.stringMatching(new RegExp(`^${id.slice(3)}_[0-9A-Za-z]{27}$`)),
    acl: ["bind:*.example.com"],
  });
  expect(Credential.parse(r.body)).toEqual(r.body);
  expect("token" in (await api.get(`/credentials/${id}`)).body).toBe(false);
  // An ACL of none: left out with the token.
  const { token: _, acl: __, ...rest } = r.body as Record<string, unknown>;
  expect((await api.patch(`/credentials/${id}`, { acl: [] })).body).toStrictEqual(rest);
  expect(((await api.get("/credentials")).body.credentials as Record<string, unknown>[]).map((c) => "token" in c)).toEqual([false]);
  expect(JSON.stringify(emulator.snapshot())).not.toContain(token);
});

test("an owner the account does not have: ERR_NGROK_634; none named: the account's user", async () => {
  expectError(await api.post("/credentials", { owner_id: "service_gone" }), 400, "ERR_NGROK_634", "No credential owner could be determined.");
  expectError(await api.post("/api_keys", { owner_id: "usr_someone" }), 400, "ERR_NGROK_634", "No credential owner could be determined.");
  const r = await api.post("/credentials", {});
  expect([r.body.owner_id, "acl" in r.body]).toEqual([ACCOUNT_USER_ID, false]);
});

test("an ACL rule that is none of the documented forms is refused, by its index", async () => {
  expectError(
    await api.post("/credentials", { acl: ["*", "bind:foo.*.com"] }),
    400,
    "ERR_VALIDATION",
    'acl[1] must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*; got "bind:foo.*.com"',
  );
});

test("API keys: listed under keys; the token once; deleting their owner deletes them and the owner's credentials", async () => {
  const k = await api.post("/api_keys", { description: "ad-hoc dev testing", metadata: '{"environment":"dev"}', owner_id: userId });
  expect(k.status).toBe(201);
  expect(k.body.token).toEqual(expect.stringMatching(/^[0-9A-Za-z]+_[0-9A-Za-z]{27}$/));
  const page = (await api.get("/api_keys")).body as { keys: unknown[] };
  // Left out after the create, and read as absent (the wire model lets it be: provider/wire/liberal.ts).
  expect(page.keys.map((x) => ApiKey.parse(x)).map((x) => [x.id, "token" in x, x.token])).toEqual([[k.body.id, false, undefined]]);
  expect((await api.del(`/service_users/${userId}`)).status).toBe(204);
  expect(emulator.snapshot().api_keys).toEqual({});
  expect(Object.values(emulator.snapshot().credentials).map((c) => c.owner_id)).toEqual([ACCOUNT_USER_ID]);
});
