/**
 * The account's edges modes since ngrok's sunset (emulator/README.md "Edges modes"): read-only
 * refuses every write under /edges with ERR_NGROK_7196 and serves reads; gone refuses every
 * request under /edges with ERR_NGROK_7008; nothing else of the account changes.
 */
import type { Emulator } from "../../emulator";
import { MODULE_NAMES } from "../../provider/resources/httpsEdgeRoute/modules";
import { expectError, start, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let routeId: string;
beforeAll(async () => {
  ({ emulator, api } = await start());
  const route = await api.post("/edges/https/edghts_main/routes", { match_type: "path_prefix", match: "/api", compression: { enabled: true } });
  routeId = (route.body as { id: string }).id;
});
afterAll(() => emulator.close());
afterEach(() => emulator.setEdges("writable"));

// Worded as ngrok's docs word them (errors/err_ngrok_7196.mdx, errors/err_ngrok_7008.mdx).
const READ_ONLY =
  "Your account has read-only access to Edges. Edges are deprecated, and write access (including creating, updating, or deleting) is no longer supported for your account.";
const GONE = "Edges are deprecated and no longer available.";
const ROUTES = "/edges/https/edghts_main/routes";

/** Every write the API has under /edges: an edge's create and delete, a route's create, update and delete, each module's replace and delete. */
function writes(): [string, string, unknown][] {
  const route = `${ROUTES}/${routeId}`;
  return [
    ["POST", "/edges/https", {}],
    ["DELETE", "/edges/https/edghts_other", undefined],
    ["POST", ROUTES, { match_type: "path_prefix", match: "/new" }],
    ["PATCH", route, { description: "changed" }],
    ["DELETE", route, undefined],
    ...MODULE_NAMES.flatMap((m): [string, string, unknown][] => [
      ["PUT", `${route}/${m}`, { enabled: true }],
      ["DELETE", `${route}/${m}`, undefined],
    ]),
  ];
}

const reads = (): string[] => ["/edges/https", "/edges/https/edghts_main", `${ROUTES}/${routeId}`, `${ROUTES}/${routeId}/compression`];

test("read-only: every create, update, module replace and delete under /edges is answered 403 ERR_NGROK_7196 with its documented message, and changes nothing", async () => {
  const before = emulator.snapshot();
  emulator.setEdges("read-only");
  for (const [method, path, body] of writes()) {
    const reply = await api.call(method, path, body === undefined ? {} : { body });
    expect([method, path, reply.status]).toEqual([method, path, 403]);
    expectError(reply, 403, "ERR_NGROK_7196", READ_ONLY);
  }
  expect(emulator.snapshot()).toEqual(before);
});

test("read-only: reads under /edges are served, and the account's other families stay writable", async () => {
  emulator.setEdges("read-only");
  for (const path of reads()) expect([path, (await api.get(path)).status]).toEqual([path, 200]);
  expect((await api.get(`${ROUTES}/${routeId}`)).body).toMatchObject({ id: routeId, match: "/api", compression: { enabled: true } });
  const sub = await api.post("/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_one"] });
  expect(sub.status).toBe(201);
});

test("gone: every request under /edges, reads included, is answered 403 ERR_NGROK_7008 with its documented message; the rest of the account is served", async () => {
  emulator.setEdges("gone");
  for (const [method, path, body] of writes()) expectError(await api.call(method, path, body === undefined ? {} : { body }), 403, "ERR_NGROK_7008", GONE);
  for (const path of reads()) expectError(await api.get(path), 403, "ERR_NGROK_7008", GONE);
  expect((await api.get("/event_subscriptions")).status).toBe(200);
});

test("a key is checked before the account's edges: a bad key is answered 401 in either mode", async () => {
  for (const mode of ["read-only", "gone"] as const) {
    emulator.setEdges(mode);
    expect((await api.post(ROUTES, { match_type: "path_prefix", match: "/x" }, { key: "wrong" })).status).toBe(401);
  }
});

test("writable again: the writes go through", async () => {
  emulator.setEdges("read-only");
  emulator.setEdges("writable");
  expect((await api.patch(`${ROUTES}/${routeId}`, { description: "changed" })).status).toBe(200);
});

test("the option sets the mode at start, and an unknown mode is refused at once", async () => {
  const other = await start({ edges: "gone" });
  try {
    expectError(await other.api.get("/edges/https"), 403, "ERR_NGROK_7008", GONE);
  } finally {
    await other.emulator.close();
  }
  expect(() => emulator.setEdges("closed" as never)).toThrow(new RangeError('edges: unknown mode "closed"; use writable, read-only, gone'));
});
