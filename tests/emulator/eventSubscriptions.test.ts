/** `/event_subscriptions` over HTTP: create, get, list, update rules, delete, sources. */
import type { Emulator } from "../../emulator";
import { EventSubscription, EVENT_SUBSCRIPTIONS } from "../../provider/resources/eventSubscription/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start()));
afterAll(() => emulator.close());

const BODY = { sources: [{ type: "ip_policy_created.v0" }, { type: "http_request_complete.v0" }], destination_ids: ["ed_one", "ed_two"] };
const refs = (...ids: string[]) => ids.map((id) => ({ id, uri: `${base}/event_destinations/${id}` }));
const sources = (id: string, ...types: string[]) => types.map((type) => ({ type, uri: `${base}/event_subscriptions/${id}/sources/${type}` }));

describe("create and get", () => {
  test("201: sources with uris, destinations as refs; description and metadata absent when unset", async () => {
    const r = await api.post("/event_subscriptions", BODY);
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    expect(r.body).toStrictEqual({
      id: idOf("esb_"),
      uri: `${base}/event_subscriptions/${id}`,
      created_at: TIME,
      sources: sources(id, "ip_policy_created.v0", "http_request_complete.v0"),
      destinations: refs("ed_one", "ed_two"),
    });
    expect(EventSubscription.safeParse(r.body).success).toBe(true);
    expect((await api.get(`/event_subscriptions/${id}`)).body).toEqual(r.body);
  });

  test("description and metadata limits are in characters", async () => {
    const emoji = "😀";
    const ok = await api.post("/event_subscriptions", { ...BODY, description: emoji.repeat(255), metadata: emoji.repeat(4096) });
    expect(ok.status).toBe(201);
    expect(ok.body.description).toBe(emoji.repeat(255));
    expectError(await api.post("/event_subscriptions", { ...BODY, description: emoji.repeat(256) }), 400, "ERR_VALIDATION", "description must be at most 255 characters; got 256");
    expectError(await api.post("/event_subscriptions", { ...BODY, metadata: "m".repeat(4097) }), 400, "ERR_VALIDATION", "metadata must be at most 4096 characters; got 4097");
  });

  test("destination ids must exist (400 naming the id)", async () => {
    expectError(
      await api.post("/event_subscriptions", { ...BODY, destination_ids: ["ed_one", "ed_x", "ed_y"] }),
      400,
      "ERR_REFERENCE_NOT_FOUND",
      "destination_ids[1] ed_x does not exist; destination_ids[2] ed_y does not exist",
    );
  });

  test("no source or destination, and a type of any form, are taken: no public source refuses them", async () => {
    const r = await api.post("/event_subscriptions", { sources: [{ type: "IpPolicyCreated" }], destination_ids: [] });
    // An empty list is left out of the answer, as the service leaves out what is empty.
    expect([r.status, r.body["sources"], "destinations" in r.body]).toEqual([201, sources(String(r.body["id"]), "IpPolicyCreated"), false]);
    const none = await api.post("/event_subscriptions", { sources: [], destination_ids: ["ed_one"] });
    expect([none.status, "sources" in none.body]).toEqual([201, false]);
  });

  test("invalid bodies are 400 naming the field", async () => {
    expectError(
      await api.post("/event_subscriptions", { ...BODY, sources: [{ type: "a.v0" }, { type: "a.v0" }] }),
      400,
      "ERR_VALIDATION",
      'sources[1].type repeats "a.v0"; each source type may appear once',
    );
    expectError(
      await api.post("/event_subscriptions", { ...BODY, destination_ids: ["x"] }),
      400,
      "ERR_VALIDATION",
      'destination_ids[0] must be an event destination id of the form ed_<id>; got "x"',
    );
    expectError(await api.post("/event_subscriptions", { sources: BODY.sources }), 400, "ERR_VALIDATION", "destination_ids is required");
  });

  test("a source can be read at its uri", async () => {
    const id = (await api.post("/event_subscriptions", BODY)).body.id as string;
    const r = await api.get(`/event_subscriptions/${id}/sources/ip_policy_created.v0`);
    expect([r.status, r.body]).toEqual([200, sources(id, "ip_policy_created.v0")[0]]);
    expectError(await api.get(`/event_subscriptions/${id}/sources/other.v0`), 404, "ERR_NOT_FOUND", `event subscription ${id} source other.v0 not found`);
  });
});

describe("update", () => {
  let id: string;
  let original: Record<string, unknown>;
  beforeEach(async () => {
    const r = await api.post("/event_subscriptions", { ...BODY, description: "d", metadata: "m" });
    id = r.body.id;
    original = r.body;
  });

  test("fields left out are not modified", async () => {
    const r = await api.patch(`/event_subscriptions/${id}`, { description: "d2" });
    expect([r.status, r.body]).toEqual([200, { ...original, description: "d2" }]);
  });

  test('"" clears a string, which the answer then leaves out', async () => {
    const r = await api.patch(`/event_subscriptions/${id}`, { description: "", metadata: "" });
    const { description: _, metadata: __, ...rest } = original;
    expect(r.body).toStrictEqual(rest);
  });

  test("lists are replaced whole", async () => {
    const r = await api.patch(`/event_subscriptions/${id}`, { sources: [{ type: "tcp_connection_closed.v0" }], destination_ids: ["ed_two"] });
    expect(r.body).toEqual({ ...original, sources: sources(id, "tcp_connection_closed.v0"), destinations: refs("ed_two") });
    expect((await api.get(`/event_subscriptions/${id}`)).body).toEqual(r.body);
  });

  test("destination ids are checked; a refused update changes nothing", async () => {
    expectError(await api.patch(`/event_subscriptions/${id}`, { description: "x", destination_ids: ["ed_gone"] }), 400, "ERR_REFERENCE_NOT_FOUND", "destination_ids[0] ed_gone does not exist");
    expectError(await api.patch(`/event_subscriptions/${id}`, { sources: null }), 400, "ERR_VALIDATION", "sources must be a list; got null");
    expect((await api.get(`/event_subscriptions/${id}`)).body).toEqual(original);
  });

  test("unknown ids are 404", async () => {
    expectError(await api.patch("/event_subscriptions/esb_nope", {}), 404, "ERR_NOT_FOUND", "event subscription esb_nope not found");
  });
});

describe("list and delete", () => {
  test("newest first, paged, passing the list schema", async () => {
    const { emulator: e, api: a } = await start();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await a.post("/event_subscriptions", BODY)).body.id);
      const first = await a.get("/event_subscriptions?limit=2");
      expect(first.body).toEqual({
        event_subscriptions: [expect.objectContaining({ id: ids[2] }), expect.objectContaining({ id: ids[1] })],
        uri: `${e.baseUrl}/event_subscriptions?limit=2`,
        next_page_uri: `${e.baseUrl}/event_subscriptions?before_id=${ids[1] as string}&limit=2`,
      });
      expect(EVENT_SUBSCRIPTIONS.page.safeParse(first.body).success).toBe(true);
      const second = await a.get(`/event_subscriptions?before_id=${ids[1] as string}&limit=2`);
      expect([second.body.event_subscriptions.map((s: { id: string }) => s.id), second.body.next_page_uri]).toEqual([[ids[0]], null]);
      expectError(await a.get("/event_subscriptions?limit=1000"), 400, "ERR_INVALID_QUERY", 'limit must be a whole number from 1 to 100; got "1000"');
      expectError(await a.get("/event_subscriptions?before_id=cert_1"), 400, "ERR_INVALID_QUERY", 'before_id must be an event subscription id of the form esb_<id>; got "cert_1"');
    } finally {
      await e.close();
    }
  });

  test("delete is 204 with no body; then 404", async () => {
    const id = (await api.post("/event_subscriptions", BODY)).body.id as string;
    const r = await api.del(`/event_subscriptions/${id}`);
    expect([r.status, r.text]).toEqual([204, ""]);
    expectError(await api.get(`/event_subscriptions/${id}`), 404, "ERR_NOT_FOUND", `event subscription ${id} not found`);
    expectError(await api.del(`/event_subscriptions/${id}`), 404, "ERR_NOT_FOUND", `event subscription ${id} not found`);
  });
});
