/**
 * `/bot_users` beside `/service_users`: one collection under the service's former name and its
 * present one. An item made through either path is read, listed, updated and deleted through the
 * other, under the id it was made with; each answer's `uri` names the path it was asked through.
 */
import type { Emulator } from "../../emulator";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start()));
afterAll(() => emulator.close());

/** The item `id` as the plain render answers it under `path` (of the emulator at `at`): `active: false` left out, as the service leaves out what is empty. */
const shown = (path: string, id: string, name: string, active = true, at = base) => ({ id, uri: `${at}${path}/${id}`, created_at: TIME, name, ...(active ? { active } : {}) });

test("a bot user: 201 with a bot_ id and its uri under /bot_users; read through /service_users too, its uri there", async () => {
  const r = await api.post("/bot_users", { name: "new bot user from API" });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  expect(r.body).toStrictEqual({ ...shown("/bot_users", id, "new bot user from API"), id: idOf("bot_") });
  expect((await api.get(`/bot_users/${id}`)).body).toStrictEqual(r.body);
  const there = await api.get(`/service_users/${id}`);
  expect([there.status, there.body]).toEqual([200, shown("/service_users", id, "new bot user from API")]);
});

test("a service user is a bot user: read, updated and deleted through /bot_users, under its service_ id", async () => {
  const id = (await api.post("/service_users", { name: "made as a service user" })).body.id as string;
  expect((await api.get(`/bot_users/${id}`)).body).toStrictEqual(shown("/bot_users", id, "made as a service user"));
  const updated = await api.patch(`/bot_users/${id}`, { name: "renamed as a bot user", active: false });
  expect([updated.status, updated.body]).toStrictEqual([200, shown("/bot_users", id, "renamed as a bot user", false)]);
  expect((await api.get(`/service_users/${id}`)).body).toStrictEqual(shown("/service_users", id, "renamed as a bot user", false));
  expect((await api.del(`/bot_users/${id}`)).status).toBe(204);
  expectError(await api.get(`/service_users/${id}`), 404, "ERR_NOT_FOUND", `service user ${id} not found`);
  expectError(await api.get(`/bot_users/${id}`), 404, "ERR_NOT_FOUND", `service user ${id} not found`);
});

test("a bot user is updated and deleted through /service_users; names are unique across both paths (ERR_NGROK_4112)", async () => {
  const id = (await api.post("/bot_users", { name: "bot to rename" })).body.id as string;
  expectError(await api.post("/service_users", { name: "bot to rename" }), 400, "ERR_NGROK_4112", "Service User names must be unique within an account.");
  expect((await api.patch(`/service_users/${id}`, { name: "bot renamed" })).body).toStrictEqual(shown("/service_users", id, "bot renamed"));
  expect((await api.del(`/service_users/${id}`)).status).toBe(204);
  expectError(await api.get(`/bot_users/${id}`), 404, "ERR_NOT_FOUND", `service user ${id} not found`);
});

test("both lists hold every item, newest first, paged across both kinds of id", async () => {
  const fresh = await start();
  try {
    const made = [];
    for (const [path, name] of [["/service_users", "one"], ["/bot_users", "two"], ["/service_users", "three"]] as const) made.push((await fresh.api.post(path, { name })).body.id as string);
    const [one, two, three] = made as [string, string, string];
    const bots = await fresh.api.get("/bot_users");
    expect(bots.body).toStrictEqual({
      bot_users: [shown("/bot_users", three, "three", true, fresh.base), shown("/bot_users", two, "two", true, fresh.base), shown("/bot_users", one, "one", true, fresh.base)],
      uri: `${fresh.base}/bot_users`,
      next_page_uri: null,
    });
    const page1 = await fresh.api.get("/service_users?limit=1");
    expect(page1.body.service_users.map((u: { id: string }) => u.id)).toEqual([three]);
    expect(page1.body.next_page_uri).toBe(`${fresh.base}/service_users?before_id=${three}&limit=1`);
    const page2 = await fresh.api.get(`/service_users?before_id=${three}&limit=1`);
    expect(page2.body.service_users.map((u: { id: string }) => u.id)).toEqual([two]);
    const page3 = await fresh.api.get(`/bot_users?before_id=${two}&limit=1`);
    expect([page3.body.bot_users.map((u: { id: string }) => u.id), page3.body.next_page_uri]).toEqual([[one], null]);
    expectError(
      await fresh.api.get("/bot_users?before_id=usr_x"),
      400,
      "ERR_INVALID_QUERY",
      'before_id must be a service user id of the form service_<id> or bot_<id>; got "usr_x"',
    );
  } finally {
    await fresh.emulator.close();
  }
});

test("a bot user owns credentials and API keys, which go with it", async () => {
  const id = (await api.post("/bot_users", { name: "owner bot" })).body.id as string;
  const cred = await api.post("/credentials", { owner_id: id, acl: ["bind:bots.example.com"] });
  const key = await api.post("/api_keys", { owner_id: id });
  expect([cred.status, cred.body.owner_id, key.status, key.body.owner_id]).toEqual([201, id, 201, id]);
  expect((await api.del(`/bot_users/${id}`)).status).toBe(204);
  expectError(await api.get(`/credentials/${cred.body.id as string}`), 404, "ERR_NOT_FOUND", `credential ${cred.body.id as string} not found`);
  expectError(await api.get(`/api_keys/${key.body.id as string}`), 404, "ERR_NOT_FOUND", `API key ${key.body.id as string} not found`);
  expect(Object.keys(emulator.snapshot().service_users)).not.toContain(id);
});
