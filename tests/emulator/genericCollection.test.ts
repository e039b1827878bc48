/**
 * A family whose service does nothing beyond its wire schemas is served from its facts alone: two
 * families the package does not have (tests/emulator/throwawayFamilies.ts) are added to the wire
 * registry (provider/ingressClient/members.ts), and the emulator, unedited, serves them through its generic collection
 * (emulator/machinery/servedCollection.ts): create, get, list pages, patch, delete and 404s, each as the families'
 * own schemas say, and keeps them in its state and state file.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Emulator } from "../../emulator";
import { OPERATIONS_BY_COLLECTION } from "../../emulator/families";
import type * as Members from "../../provider/ingressClient/members";
import { apiFor, expectError, fakeClock, idOf, start, TIME, type Api } from "./helpers";
import * as throwaway from "./throwawayFamilies";

jest.mock("../../provider/ingressClient/members", () => {
  const actual = jest.requireActual<typeof Members>("../../provider/ingressClient/members");
  const { WIDGETS, RECEIPTS } = jest.requireActual<typeof throwaway>("./throwawayFamilies");
  return { ...actual, FAMILY_WIRES: { ...actual.FAMILY_WIRES, widgets: WIDGETS, receipts: RECEIPTS } };
});

let emulator: Emulator;
let api: Api;
const clock = fakeClock();
beforeEach(async () => ({ emulator, api } = await start({ seed: {}, now: clock.now })));
afterEach(() => emulator.close());

const { RECEIPTS, WIDGETS } = throwaway;
/** The stored widgets (the state's type knows only the package's own families). */
const widgets = (): unknown => (emulator.snapshot() as unknown as Record<string, unknown>)["widgets"];
const widgetUri = (id: string) => `${emulator.baseUrl}/widgets/${id}`;

test("the emulator serves each family of the registry, these two with no line of their own", () => {
  const served = Object.keys(OPERATIONS_BY_COLLECTION);
  // The package's first families, then (whatever families follow them) the two added here and the supporting collections.
  expect(served.slice(0, 5)).toEqual(["tlsCertificates", "httpsEdgeRoutes", "eventSubscriptions", "abuseReports", "cloudEndpoints"]);
  expect(served.slice(-3)).toEqual(["widgets", "receipts", "supporting"]);
  expect(Object.keys(emulator.snapshot())).toEqual(expect.arrayContaining(["widgets", "receipts"]));
});

test("create 201: the body's fields as sent, less the secret; get 200 the same", async () => {
  const r = await api.post("/widgets", { name: "w", token: "s3cret", description: "d", metadata: "" });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  // Stored as sent; answered without the empty metadata, as the service leaves out what is empty.
  expect(r.body).toStrictEqual({ id: idOf("wdg_"), uri: widgetUri(id), created_at: TIME, name: "w", description: "d" });
  expect(WIDGETS.item.parse(r.body)).toEqual(r.body);
  expect((await api.get(`/widgets/${id}`)).body).toStrictEqual(r.body);
  expect(widgets()).toEqual({ [id]: { id, created_at: r.body.created_at, name: "w", description: "d", metadata: "" } });
  expect(JSON.stringify(emulator.snapshot())).not.toContain("s3cret");
});

test("a create the schema refuses is 400 with the schema's sentences, and stores nothing", async () => {
  expectError(await api.post("/widgets", { description: "x".repeat(256), colour: "red" }), 400, "ERR_VALIDATION", "name is required; description must be at most 255 bytes (UTF-8); got 256 bytes; colour is not a known field (allowed fields are listed in the API reference)");
  expectError(await api.post("/widgets", { id: "wdg_1", name: "w" }), 400, "ERR_VALIDATION", "id is not a known field (allowed fields are listed in the API reference)");
  expect(widgets()).toEqual({});
});

test("lists page newest first: limit, before_id, next_page_uri; a before_id of another kind is 400", async () => {
  const ids: string[] = [];
  for (const name of ["a", "b", "c"]) {
    ids.push((await api.post("/widgets", { name })).body.id as string);
    clock.advance(1000);
  }
  const [a, b, c] = ids as [string, string, string];
  const first = await api.get("/widgets?limit=2");
  expect(first.status).toBe(200);
  expect(WIDGETS.page.parse(first.body)).toEqual(first.body);
  expect(first.body).toEqual({
    widgets: [expect.objectContaining({ id: c, name: "c" }), expect.objectContaining({ id: b, name: "b" })],
    uri: `${emulator.baseUrl}/widgets?limit=2`,
    next_page_uri: `${emulator.baseUrl}/widgets?before_id=${b}&limit=2`,
  });
  const second = await api.get(`/widgets?before_id=${b}&limit=2`);
  expect(second.body).toEqual({ widgets: [expect.objectContaining({ id: a })], uri: `${emulator.baseUrl}/widgets?before_id=${b}&limit=2`, next_page_uri: null });
  expectError(await api.get("/widgets?before_id=cert_1"), 400, "ERR_INVALID_QUERY", 'before_id must be a widget id of the form wdg_<id>; got "cert_1"');
  expectError(await api.get("/widgets?limit=0"), 400, "ERR_INVALID_QUERY", 'limit must be a whole number from 1 to 100; got "0"');
});

test("patch 200: a field left out is not modified, \"\" clears; a field the update lacks is 400", async () => {
  const id = (await api.post("/widgets", { name: "w", description: "d", metadata: "m" })).body.id as string;
  const r = await api.patch(`/widgets/${id}`, { name: "v", description: "" });
  expect(r.status).toBe(200);
  expect(r.body).toStrictEqual({ id, uri: widgetUri(id), created_at: TIME, name: "v", metadata: "m" });
  expect((await api.get(`/widgets/${id}`)).body).toStrictEqual(r.body);
  expectError(await api.patch(`/widgets/${id}`, { token: "t" }), 400, "ERR_VALIDATION", "token is not a known field (allowed fields are listed in the API reference)");
  expectError(await api.patch(`/widgets/${id}`, { id: "wdg_other" }), 400, "ERR_VALIDATION", `id "wdg_other" differs from the id of the path, "${id}"`);
});

test("delete 204, then get, patch and delete are 404 naming the item", async () => {
  const id = (await api.post("/widgets", { name: "w" })).body.id as string;
  const r = await api.del(`/widgets/${id}`);
  expect([r.status, r.text]).toEqual([204, ""]);
  expect(widgets()).toEqual({});
  expectError(await api.get(`/widgets/${id}`), 404, "ERR_NOT_FOUND", `widget ${id} not found`);
  expectError(await api.patch(`/widgets/${id}`, { name: "v" }), 404, "ERR_NOT_FOUND", `widget ${id} not found`);
  expectError(await api.del(`/widgets/${id}`), 404, "ERR_NOT_FOUND", `widget ${id} not found`);
});

test("no update in the facts: no PATCH; not listable: no list (405 naming what is allowed)", async () => {
  const r = await api.post("/receipts", { amount: 12 });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  expect(r.body).toStrictEqual({ id: idOf("rcpt_"), uri: `${emulator.baseUrl}/receipts/${id}`, created_at: TIME, amount: 12 });
  expect(RECEIPTS.item.parse(r.body)).toEqual(r.body);
  expectError(await api.patch(`/receipts/${id}`, { amount: 1 }), 405, "ERR_METHOD_NOT_ALLOWED", `method PATCH is not allowed on /receipts/${id}; allowed: GET, DELETE`);
  expectError(await api.get("/receipts"), 405, "ERR_METHOD_NOT_ALLOWED", "method GET is not allowed on /receipts; allowed: POST");
  expectError(await api.post("/receipts", { amount: -1 }), 400, "ERR_VALIDATION", "amount must be at least 1; got -1");
  expect((await api.del(`/receipts/${id}`)).status).toBe(204);
});

test("kept in the state file across a restart, as every family is", async () => {
  const dir = await mkdtemp(join(tmpdir(), "emulator-generic-"));
  const statePath = join(dir, "state.json");
  try {
    const first = await start({ seed: {}, statePath });
    const created = (await first.api.post("/widgets", { name: "kept" })).body;
    await first.emulator.close();
    const second = await start({ seed: {}, statePath });
    try {
      expect((await apiFor(second.emulator).get(`/widgets/${created.id as string}`)).body).toStrictEqual({ ...created, uri: `${second.emulator.baseUrl}/widgets/${created.id as string}` });
    } finally {
      await second.emulator.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
