/** What routes point at (edges, backends, IP policies) and the seed (event destinations too: the family is tested in ./eventDestinations.test.ts). */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator, type Emulator } from "../../emulator";
import { SEEDED_EVENT_TARGET } from "../../emulator/seed";
import { EdgeList } from "../../provider/resources/httpsEdgeRoute/edge";
import { TunnelGroupBackendList } from "../../provider/wire";
import { IP_POLICIES } from "../../provider/resources/ipPolicy/wire";
import { apiFor, expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeAll(async () => ({ emulator, api } = await start({ seed: {} })));
afterAll(() => emulator.close());

describe.each([
  // An edge without routes leaves its routes out, as the service leaves out what is empty (emulator/machinery/written.ts).
  ["/edges/https", "edghts_", "HTTPS edge", { hostports: ["app.example.com:443"] }, { hostports: ["app.example.com:443"] }],
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
    expect(["hostports" in edge, "routes" in edge]).toEqual([false, false]);
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

describe("lists", () => {
  let e: Emulator;
  let a: Api;
  beforeEach(async () => ({ emulator: e, api: a } = await start({ seed: {} })));
  afterEach(() => e.close());

  test("GET /edges/https: newest first, each edge with its routes, limit and before_id page through, next_page_uri null on the last page", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await a.post("/edges/https", { description: `e${i}`, hostports: [`e${i}.test:443`] })).body.id);
    const [e0, e1, e2] = ids as [string, string, string];
    const route = (await a.post(`/edges/https/${e2}/routes`, { match_type: "path_prefix", match: "/api" })).body;
    // An edge without routes leaves them out.
    const edge = (id: string, i: number, routes: unknown[]) => ({
      id,
      uri: `${e.baseUrl}/edges/https/${id}`,
      created_at: TIME,
      description: `e${i}`,
      hostports: [`e${i}.test:443`],
      ...(routes.length === 0 ? {} : { routes }),
    });

    const first = await a.get("/edges/https?limit=2");
    expect(first.status).toBe(200);
    expect(first.body).toStrictEqual({
      https_edges: [edge(e2, 2, [route]), edge(e1, 1, [])],
      uri: `${e.baseUrl}/edges/https?limit=2`,
      next_page_uri: `${e.baseUrl}/edges/https?before_id=${e1}&limit=2`,
    });
    const second = await a.get(`/edges/https?before_id=${e1}&limit=2`);
    expect(second.body).toStrictEqual({ https_edges: [edge(e0, 0, [])], uri: `${e.baseUrl}/edges/https?before_id=${e1}&limit=2`, next_page_uri: null });
    expect(EdgeList.parse(first.body).https_edges[0]?.routes.map((r) => r.id)).toEqual([route.id]);

    const all = await a.get("/edges/https");
    expect(all.body).toStrictEqual({ https_edges: [edge(e2, 2, [route]), edge(e1, 1, []), edge(e0, 0, [])], uri: `${e.baseUrl}/edges/https`, next_page_uri: null });
  });

  test("an empty account lists no edges", async () => {
    expect((await a.get("/edges/https")).body).toStrictEqual({ https_edges: [], uri: `${e.baseUrl}/edges/https`, next_page_uri: null });
  });

  test("limit 1 to 100 (default 100) and before_id of the edge kind, else 400 ERR_INVALID_QUERY", async () => {
    for (let i = 0; i < 101; i++) await a.post("/edges/https", {});
    const first = await a.get("/edges/https");
    expect(first.body.https_edges).toHaveLength(100);
    const last = (first.body.https_edges as { id: string }[])[99]?.id as string;
    expect(first.body.next_page_uri).toBe(`${e.baseUrl}/edges/https?before_id=${last}`);
    expect((await a.get(`/edges/https?before_id=${last}`)).body.https_edges).toHaveLength(1);
    expectError(await a.get("/edges/https?limit=101"), 400, "ERR_INVALID_QUERY", 'limit must be a whole number from 1 to 100; got "101"');
    expectError(await a.get("/edges/https?before_id=cert_1"), 400, "ERR_INVALID_QUERY", 'before_id must be an HTTPS edge id of the form edghts_<id>; got "cert_1"');
  });

  test("seeded ids page in id order, whatever order the seed named them in", async () => {
    await e.seed({ edges: [{ id: "edghts_c" }, { id: "edghts_a" }, { id: "edghts_b" }] });
    const seen: string[] = [];
    let uri: string | null = "/edges/https?limit=1";
    while (uri !== null) {
      const r = await a.get(uri);
      seen.push(...(r.body.https_edges as { id: string }[]).map((x) => x.id));
      uri = r.body.next_page_uri === null ? null : (r.body.next_page_uri as string).slice(e.baseUrl.length);
    }
    expect(seen).toEqual(["edghts_c", "edghts_b", "edghts_a"]);
  });

  test.each([
    ["/backends/tunnel_group", "backends", { labels: { env: "prod" } }, 'before_id must be a tunnel group backend id of the form bkdtg_<id>; got "cert_1"'],
    ["/ip_policies", "ip_policies", {}, 'before_id must be an IP policy id of the form ipp_<id>; got "cert_1"'],
  ])("GET %s pages under %j like every list", async (path, key, body, wrongKind) => {
    const made: Record<string, unknown>[] = [];
    for (let i = 0; i < 3; i++) made.push((await a.post(path, { description: `n${i}`, ...body })).body);
    const [m0, m1, m2] = made as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
    const first = await a.get(`${path}?limit=2`);
    expect(first.body).toStrictEqual({ [key]: [m2, m1], uri: `${e.baseUrl}${path}?limit=2`, next_page_uri: `${e.baseUrl}${path}?before_id=${m1.id as string}&limit=2` });
    const second = await a.get((first.body.next_page_uri as string).slice(e.baseUrl.length));
    expect(second.body).toStrictEqual({ [key]: [m0], uri: `${e.baseUrl}${path}?before_id=${m1.id as string}&limit=2`, next_page_uri: null });
    expectError(await a.get(`${path}?before_id=cert_1`), 400, "ERR_INVALID_QUERY", wrongKind);
  });

  test("list pages parse with the wire schemas", async () => {
    await a.post("/backends/tunnel_group", { labels: { env: "prod" } });
    await a.post("/ip_policies", { metadata: "m" });
    expect(TunnelGroupBackendList.parse((await a.get("/backends/tunnel_group")).body).backends[0]).toMatchObject({ labels: { env: "prod" } });
    expect(IP_POLICIES.page.parse((await a.get("/ip_policies")).body).ip_policies[0]).toMatchObject({ metadata: "m" });
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
    expect((await a.get("/edges/https/edghts_fixed")).body).toStrictEqual({
      id: "edghts_fixed",
      uri: `${e.baseUrl}/edges/https/edghts_fixed`,
      created_at: TIME,
      description: "seeded",
      hostports: ["a.test:443"],
    });
    expect((await a.get("/event_destinations/ed_fixed")).body).toEqual({ id: "ed_fixed", uri: `${e.baseUrl}/event_destinations/ed_fixed`, created_at: TIME, format: "json", target: SEEDED_EVENT_TARGET });
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
