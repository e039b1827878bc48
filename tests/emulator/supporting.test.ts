/** What routes and subscriptions point at (edges, destinations, backends, IP policies) and the seed. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator, type Emulator } from "../../emulator";
import { apiFor, expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeAll(async () => ({ emulator, api } = await start({ seed: {} })));
afterAll(() => emulator.close());

describe.each([
  ["/edges/https", "edghts_", "HTTPS edge", { hostports: ["app.example.com:443"] }, { hostports: ["app.example.com:443"], routes: [] }],
  ["/event_destinations", "ed_", "event destination", { format: "json", target: { http: { url: "https://hook.test" } } }, { format: "json", target: { http: { url: "https://hook.test" } } }],
  ["/backends/tunnel_group", "bkdtg_", "tunnel group backend", { labels: { env: "prod" } }, { labels: { env: "prod" } }],
  ["/ip_policies", "ipp_", "IP policy", {}, {}],
])("%s", (path, prefix, what, body, extra) => {
  test("create 201, get 200, delete 204, then 404", async () => {
    const r = await api.post(path, { description: "d", ...body });
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    expect(r.body).toStrictEqual({ id: idOf(prefix), uri: `${emulator.baseUrl}${path}/${id}`, created_at: TIME, description: "d", ...extra });
    expect((await api.get(`${path}/${id}`)).body).toEqual(r.body);
    expect((await api.del(`${path}/${id}`)).status).toBe(204);
    expectError(await api.get(`${path}/${id}`), 404, "ERR_NOT_FOUND", `${what} ${id} not found`);
  });

  test("invalid bodies are 400", async () => {
    expectError(await api.post(path, { nope: 1 }), 400, "ERR_VALIDATION", "nope is not a known field (allowed fields are listed in the API reference)");
  });
});

describe("edges", () => {
  test("an edge lists its routes; deleting it deletes them", async () => {
    const edge = (await api.post("/edges/https", {})).body;
    expect(edge.hostports).toEqual([]);
    const route = (await api.post(`/edges/https/${edge.id as string}/routes`, { match_type: "exact_path", match: "/a" })).body;
    expect((await api.get(`/edges/https/${edge.id as string}`)).body.routes).toEqual([route]);
    await api.del(`/edges/https/${edge.id as string}`);
    expect(emulator.snapshot().routes[route.id]).toBeUndefined();
    expectError(await api.get(`/edges/https/${edge.id as string}/routes/${route.id as string}`), 404, "ERR_NOT_FOUND", `HTTPS edge ${edge.id as string} not found`);
  });

  test("deleting a backend leaves routes pointing at it", async () => {
    const backend = (await api.post("/backends/tunnel_group", {})).body;
    const edge = (await api.post("/edges/https", {})).body;
    const route = (await api.post(`/edges/https/${edge.id as string}/routes`, { match_type: "exact_path", match: "/a", backend: { backend_id: backend.id } })).body;
    await api.del(`/backends/tunnel_group/${backend.id as string}`);
    expect((await api.get(`/edges/https/${edge.id as string}/routes/${route.id as string}`)).body.backend).toEqual({ enabled: true, backend: { id: backend.id, uri: backend.uri } });
  });
});

describe("seed", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "emulator-seed-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const SEED = {
    edges: [{ id: "edghts_fixed", hostports: ["a.test:443"], description: "seeded" }, {}],
    eventDestinations: [{ id: "ed_fixed" }],
    backends: [{ id: "bkdtg_fixed", labels: { a: "b" } }],
    ipPolicies: [{ id: "ipp_fixed", metadata: "m" }],
  };

  const check = async (e: Emulator) => {
    const a = apiFor(e);
    expect((await a.get("/edges/https/edghts_fixed")).body).toEqual({
      id: "edghts_fixed",
      uri: `${e.baseUrl}/edges/https/edghts_fixed`,
      created_at: TIME,
      description: "seeded",
      hostports: ["a.test:443"],
      routes: [],
    });
    expect((await a.get("/event_destinations/ed_fixed")).status).toBe(200);
    expect((await a.get("/backends/tunnel_group/bkdtg_fixed")).body.labels).toEqual({ a: "b" });
    expect((await a.get("/ip_policies/ipp_fixed")).body.metadata).toBe("m");
    expect(Object.keys(e.snapshot().edges)).toEqual(["edghts_fixed", expect.stringMatching(/^edghts_[0-9A-Za-z]{27}$/)]);
  };

  test("as an option", async () => {
    const e = await startEmulator({ seed: SEED });
    try {
      await check(e);
    } finally {
      await e.close();
    }
  });

  test("as a JSON file", async () => {
    const file = join(dir, "seed.json");
    await writeFile(file, JSON.stringify(SEED));
    const e = await startEmulator({ seed: file });
    try {
      await check(e);
    } finally {
      await e.close();
    }
  });

  test("through seed(): ids that exist are left alone", async () => {
    const e = await startEmulator();
    try {
      await e.seed(SEED);
      await check(e);
      await apiFor(e).post("/edges/https/edghts_fixed/routes", { match_type: "exact_path", match: "/" });
      await e.seed({ edges: [{ id: "edghts_fixed", description: "changed" }] });
      const edge = (await apiFor(e).get("/edges/https/edghts_fixed")).body;
      expect([edge.description, edge.routes.length]).toEqual(["seeded", 1]);
    } finally {
      await e.close();
    }
  });

  test("an invalid seed is refused whole", async () => {
    const e = await startEmulator();
    try {
      expect(() => e.seed({ edges: [{ id: "edghts_ok" }], backends: [{ id: "bkdfo_failover" }] })).toThrow(
        'invalid seed: backends[0].id must be a tunnel group backend id of the form bkdtg_<id>; got "bkdfo_failover"',
      );
      expect(e.snapshot().edges).toEqual({});
    } finally {
      await e.close();
    }
    await expect(startEmulator({ seed: { routes: [] } as never })).rejects.toThrow("invalid seed: routes is not a known field (allowed fields are listed in the API reference)");
    const bad = join(dir, "bad.json");
    await writeFile(bad, "{");
    await expect(startEmulator({ seed: bad })).rejects.toThrow(`seed file ${bad} is not valid JSON`);
  });
});
