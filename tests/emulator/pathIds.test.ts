/**
 * Bodies as the service's own clients send them: its TypeScript client repeats an operation's
 * path identifiers (`id`, `edge_id`) in the body. Equal to the path's: accepted, with the same
 * answer as without them. Different: 400 in the service's error body. Any other unknown field, or
 * an identifier the operation's path does not carry: refused as before.
 *
 * Ids that are names of every JavaScript object (`__proto__`, `toString`, …) are ids like any
 * other: the service answers its 404 for an unknown id, and nothing changes.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Emulator } from "../../emulator";
import { OPERATIONS } from "../../emulator/families";
import { makeChain, type TestChain } from "../support/certs";
import { expectError, start, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let chain: TestChain;
const UNKNOWN = (field: string) => `${field} is not a known field (allowed fields are listed in the API reference)`;
const ROUTES = "/edges/https/edghts_main/routes";

beforeAll(async () => {
  ({ emulator, api } = await start());
  chain = await makeChain({ keyType: "ecdsa", commonName: "ids.example.com" });
});
afterAll(() => emulator.close());

/** Creates an item and returns its id. */
const created = async (path: string, body: unknown): Promise<string> => {
  const r = await api.post(path, body);
  expect(r.status).toBe(201);
  return r.body.id as string;
};

describe("TLS certificates", () => {
  let id: string;
  beforeAll(async () => {
    id = await created("/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem });
  });

  test("PATCH with the path's id in the body is accepted like one without", async () => {
    const withId = await api.patch(`/tls_certificates/${id}`, { id, description: "with id" });
    expect(withId.status).toBe(200);
    const without = await api.patch(`/tls_certificates/${id}`, { description: "with id" });
    expect(withId.body).toEqual(without.body);
  });

  test("PATCH with another id in the body is 400", async () => {
    expectError(await api.patch(`/tls_certificates/${id}`, { id: "cert_other", description: "x" }), 400, "ERR_VALIDATION", `id "cert_other" differs from the id of the path, "${id}"`);
    expect((await api.get(`/tls_certificates/${id}`)).body.description).toBe("with id");
  });

  test("an unknown field, or an id on a create (its path has none), is refused", async () => {
    expectError(await api.patch(`/tls_certificates/${id}`, { id, colour: "red" }), 400, "ERR_VALIDATION", UNKNOWN("colour"));
    expectError(await api.post("/tls_certificates", { id: "cert_x", certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem }), 400, "ERR_VALIDATION", UNKNOWN("id"));
  });
});

describe("event subscriptions", () => {
  const body = { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_one"] };

  test("PATCH with the path's id is accepted; another id is 400; an unknown field is refused", async () => {
    const id = await created("/event_subscriptions", body);
    const r = await api.patch(`/event_subscriptions/${id}`, { id, description: "audit" });
    expect(r.status).toBe(200);
    expect(r.body.description).toBe("audit");
    expectError(await api.patch(`/event_subscriptions/${id}`, { id: "esb_other" }), 400, "ERR_VALIDATION", `id "esb_other" differs from the id of the path, "${id}"`);
    expectError(await api.patch(`/event_subscriptions/${id}`, { id, edge_id: "edghts_main" }), 400, "ERR_VALIDATION", UNKNOWN("edge_id"));
  });
});

describe("HTTPS edge routes", () => {
  const route = { match_type: "path_prefix", match: "/ids", backend: { backend_id: "bkdtg_one" } };

  test("create with the path's edge_id is accepted; another edge_id is 400 and creates nothing", async () => {
    const before = Object.keys(emulator.snapshot().routes).length;
    const r = await api.post(ROUTES, { edge_id: "edghts_main", ...route });
    expect(r.status).toBe(201);
    expect(r.body.edge_id).toBe("edghts_main");
    expectError(await api.post(ROUTES, { edge_id: "edghts_other", ...route }), 400, "ERR_VALIDATION", 'edge_id "edghts_other" differs from the edge_id of the path, "edghts_main"');
    expect(Object.keys(emulator.snapshot().routes)).toHaveLength(before + 1);
  });

  test("PATCH with edge_id and id of the path is accepted; either one different is 400, both named", async () => {
    const id = await created(ROUTES, { ...route, match: "/ids-patch" }); // one match per edge
    const r = await api.patch(`${ROUTES}/${id}`, { edge_id: "edghts_main", id, description: "patched" });
    expect(r.status).toBe(200);
    expect(r.body.description).toBe("patched");
    expectError(
      await api.patch(`${ROUTES}/${id}`, { edge_id: "edghts_other", id: "edghtsrt_other" }),
      400,
      "ERR_VALIDATION",
      `edge_id "edghts_other" differs from the edge_id of the path, "edghts_main"; id "edghtsrt_other" differs from the id of the path, "${id}"`,
    );
  });

  test("a module PUT (the body is the module) takes the path's identifiers too; an unknown field is refused", async () => {
    const id = await created(ROUTES, { ...route, match: "/ids-put" });
    const r = await api.put(`${ROUTES}/${id}/compression`, { edge_id: "edghts_main", id, enabled: false });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ enabled: false });
    expectError(await api.put(`${ROUTES}/${id}/compression`, { id: "edghtsrt_other" }), 400, "ERR_VALIDATION", `id "edghtsrt_other" differs from the id of the path, "${id}"`);
    expectError(await api.put(`${ROUTES}/${id}/compression`, { module: { enabled: true } }), 400, "ERR_VALIDATION", UNKNOWN("module"));
  });
});

describe("ids named like an object's own members", () => {
  const NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty"] as const;
  /** An id no collection holds, whose 404 each name's must equal. */
  const UNKNOWN_ID = "unknown_item";
  /** Every operation the emulator serves on a path with identifiers, from its own table. */
  const withIds = OPERATIONS.filter((e) => e.pattern.includes("{"));
  /** The path with each identifier `id` (an edge's, the real edge, when `edgeId` is given) and each constrained one its first value. */
  const fill = (pattern: string, constraints: Readonly<Record<string, readonly string[]>> = {}, id: string, edgeId?: string): string =>
    pattern.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(constraints[name]?.[0] ?? (name === "edge_id" && edgeId !== undefined ? edgeId : id)));
  const cases = withIds.flatMap((e) => [
    { op: `${e.method} ${e.pattern}`, path: (id: string) => fill(e.pattern, e.constraints, id), method: e.method },
    ...(e.pattern.includes("{edge_id}/routes/{id}") ? [{ op: `${e.method} ${e.pattern} of edghts_main`, path: (id: string) => fill(e.pattern, e.constraints, id, "edghts_main"), method: e.method }] : []),
  ]);

  test("the table holds every family's item operations and the route modules'", () => {
    expect(cases.map((c) => c.op)).toEqual(expect.arrayContaining(["PATCH /vaults/{id}", "GET /ip_policies/{id}", "PUT /edges/https/{edge_id}/routes/{id}/{module} of edghts_main", "DELETE /edges/https/{edge_id}/routes/{id}/{module}"]));
  });

  test.each(cases)("$op answers each name as the 404 of an unknown id", async ({ path, method }) => {
    const send = (id: string) => api.call(method, path(id), method === "GET" || method === "DELETE" ? {} : { body: { description: "poisoned" } });
    const unknown = await send(UNKNOWN_ID);
    expect(unknown.status).toBe(404);
    for (const name of NAMES) {
      const r = await send(name);
      expectError(r, 404, unknown.body.error_code as string, (unknown.body.msg as string).replaceAll(UNKNOWN_ID, name));
    }
  });

  test("a real subscription's source types so named are 404 too", async () => {
    const sub = await created("/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_one"] });
    for (const name of NAMES) {
      expectError(await api.get(`/event_subscriptions/${sub}/sources/${name}`), 404, "ERR_NOT_FOUND", `event subscription ${sub} source ${name} not found`);
    }
  });

  test("a state read from its file looks ids up as strictly", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ingress-ids-"));
    try {
      const statePath = join(dir, "state.json");
      const first = await start({ statePath });
      expect((await first.api.post("/vaults", { name: "kept" })).status).toBe(201);
      await first.emulator.close();
      const again = await start({ statePath });
      try {
        expectError(await again.api.patch("/vaults/__proto__", { description: "poisoned" }), 404, "ERR_NOT_FOUND", "vault __proto__ not found");
        expectError(await again.api.get("/vaults/toString"), 404, "ERR_NOT_FOUND", "vault toString not found");
        expect((await again.api.get("/vaults")).body.vaults.map((v: { name: string }) => v.name)).toEqual(["kept"]);
      } finally {
        await again.emulator.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("nothing is poisoned: a create answers only its own fields, and no object gained a member", async () => {
    const r = await api.post("/vaults", { name: "after-names" });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body as object).sort()).toEqual(["created_at", "id", "name", "updated_at", "uri"]);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).description).toBeUndefined();
    for (const name of NAMES) expect(Object.keys(emulator.snapshot().vaults)).not.toContain(name);
  });
});
