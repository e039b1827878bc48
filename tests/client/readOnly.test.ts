/** What routes and subscriptions point at, read only: HTTPS edges (get, list) and event destinations, tunnel group backends and IP policies. */
import { Route } from "../../provider/resources/httpsEdgeRoute/wire";
import { API_KEY, routeJson, type Harness, type TestServer, useServerAndClient } from "./support";

let server: TestServer;
let h: Harness;
useServerAndClient((s, c) => {
  server = s;
  h = c;
});

const edgeJson = (id: string, routes: unknown[] = []) => ({
  id,
  uri: `https://api.example.com/edges/https/${id}`,
  created_at: "2025-01-01T00:00:00Z",
  description: `edge ${id}`,
  metadata: "",
  hostports: [`${id}.example.com:443`],
  routes,
});

const requests = () => server.requests.map((r) => `${r.method} ${r.url} ${r.body}`);

describe("HTTPS edges", () => {
  test("list: GET /edges/https with limit, then each next_page_uri; every edge with its routes", async () => {
    server.queue(
      { status: 200, json: { https_edges: [edgeJson("edghts_3", [routeJson("edghtsrt_1")]), edgeJson("edghts_2")], uri: `${server.origin}/edges/https?limit=2`, next_page_uri: `${server.origin}/edges/https?before_id=edghts_2&limit=2` } },
      { status: 200, json: { https_edges: [edgeJson("edghts_1")], uri: `${server.origin}/edges/https?before_id=edghts_2&limit=2`, next_page_uri: null } },
    );
    const edges = [];
    for await (const e of h.client.edges.list({ limit: 2 })) edges.push(e);

    expect(requests()).toEqual(["GET /edges/https?limit=2 ", "GET /edges/https?before_id=edghts_2&limit=2 "]);
    expect(edges).toEqual([
      {
        id: "edghts_3",
        uri: "https://api.example.com/edges/https/edghts_3",
        created_at: "2025-01-01T00:00:00Z",
        description: "edge edghts_3",
        metadata: "",
        hostports: ["edghts_3.example.com:443"],
        routes: [Route.parse(routeJson("edghtsrt_1"))],
      },
      { id: "edghts_2", uri: "https://api.example.com/edges/https/edghts_2", created_at: "2025-01-01T00:00:00Z", description: "edge edghts_2", metadata: "", hostports: ["edghts_2.example.com:443"], routes: [] },
      { id: "edghts_1", uri: "https://api.example.com/edges/https/edghts_1", created_at: "2025-01-01T00:00:00Z", description: "edge edghts_1", metadata: "", hostports: ["edghts_1.example.com:443"], routes: [] },
    ]);
    for (const r of server.requests) expect(r.headers).toMatchObject({ authorization: `Bearer ${API_KEY}`, "service-version": "2" });
  });

  test("list: limit defaults to 100; null hostports and routes read as empty", async () => {
    server.queue({ status: 200, json: { https_edges: [{ ...edgeJson("edghts_1"), hostports: null, routes: null }], uri: "x", next_page_uri: null } });
    const edges = [];
    for await (const e of h.client.edges.list()) edges.push(e);
    expect(requests()).toEqual(["GET /edges/https?limit=100 "]);
    expect(edges.map((e) => [e.hostports, e.routes])).toEqual([[[], []]]);
  });

  test("get: GET /edges/https/{id}", async () => {
    server.queue({ status: 200, json: edgeJson("edghts_1") });
    expect((await h.client.edges.get("edghts_1")).hostports).toEqual(["edghts_1.example.com:443"]);
    expect(requests()).toEqual(["GET /edges/https/edghts_1 "]);
  });
});

describe.each([
  ["eventDestinations", "/event_destinations", "event_destinations", "ed_1", { format: "json", target: { http: { url: "https://hook.test" } } }],
  ["tunnelGroupBackends", "/backends/tunnel_group", "backends", "bkdtg_1", { labels: { env: "prod" } }],
  ["ipPolicies", "/ip_policies", "ip_policies", "ipp_1", {}],
] as const)("%s", (member, path, key, id, extra) => {
  const item = (itemId: string) => ({ id: itemId, uri: `https://api.example.com${path}/${itemId}`, created_at: "2025-01-01T00:00:00Z", description: "d", metadata: "m", ...extra });

  test(`get: GET ${path}/{id}`, async () => {
    server.queue({ status: 200, json: item(id) });
    expect(await h.client[member].get(id)).toEqual(item(id));
    expect(requests()).toEqual([`GET ${path}/${id} `]);
  });

  test(`list: GET ${path} page by page, items under ${key}`, async () => {
    server.queue(
      { status: 200, json: { [key]: [item(`${id}b`)], uri: "x", next_page_uri: `${server.origin}${path}?before_id=${id}b&limit=1` } },
      { status: 200, json: { [key]: [item(id)], uri: "x", next_page_uri: null } },
    );
    const got = [];
    for await (const x of h.client[member].list({ limit: 1 })) got.push(x);
    expect(got).toEqual([item(`${id}b`), item(id)]);
    expect(requests()).toEqual([`GET ${path}?limit=1 `, `GET ${path}?before_id=${id}b&limit=1 `]);
  });
});

test("absent target and labels read as empty objects", async () => {
  server.queue(
    { status: 200, json: { id: "ed_1", uri: "u", created_at: "2025-01-01T00:00:00Z", format: "json", target: null } },
    { status: 200, json: { id: "bkdtg_1", uri: "u", created_at: "2025-01-01T00:00:00Z" } },
  );
  expect((await h.client.eventDestinations.get("ed_1")).target).toEqual({});
  expect((await h.client.tunnelGroupBackends.get("bkdtg_1")).labels).toEqual({});
});
