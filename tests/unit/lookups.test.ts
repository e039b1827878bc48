/** The SDK's lookups of what routes and subscriptions point at: exact items, camelCase, user data kept, every page, no secret. */
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { EdgesGoneError, NotFoundError } from "../../provider/ingressClient";
import { getCloudEndpoints, getEventDestination, getHttpsEdge, getHttpsEdges, getIpPolicy, getTunnelGroupBackend } from "../../sdk";
import { routeJson, startServer } from "../client/support";

let e: Emulator;
let opts: { apiKey: string; baseUrl: string };
beforeAll(async () => {
  e = await startEmulator({
    seed: {
      edges: [{ id: "edghts_1", hostports: ["app.example.com:443"], description: "app", metadata: '{"team":"edge"}' }, { id: "edghts_2" }, { id: "edghts_3" }],
      eventDestinations: [{ id: "ed_1", description: "audit", format: "json", target: { cloudwatch_logs: { log_group_arn: "arn:aws:logs:x", auth: { role: { role_arn: "arn:aws:iam::1:role/r" } } } } }],
      backends: [{ id: "bkdtg_1", labels: { app_name: "api" } }],
      ipPolicies: [{ id: "ipp_1", metadata: "m" }],
    },
  });
  opts = { apiKey: e.apiKey, baseUrl: e.baseUrl };
});
afterAll(() => e.close());

const NULL_MODULES = {
  backend: null,
  ipRestriction: null,
  circuitBreaker: null,
  compression: null,
  requestHeaders: null,
  responseHeaders: null,
  webhookVerification: null,
  oauth: null,
  saml: null,
  oidc: null,
  websocketTcpConverter: null,
  userAgentFilter: null,
  trafficPolicy: null,
};

test("getHttpsEdge: the edge with its routes as route outputs are (every module, null when off), header names kept", async () => {
  const created = await fetch(`${e.baseUrl}/edges/https/edghts_1/routes`, {
    method: "POST",
    headers: { authorization: `Bearer ${e.apiKey}`, "service-version": "2", "content-type": "application/json" },
    body: JSON.stringify({ match_type: "path_prefix", match: "/api", request_headers: { add: { "X-Some_Header": "v" } } }),
  });
  const route = (await created.json()) as { id: string; created_at: string };

  const edge = await getHttpsEdge("edghts_1", opts);
  expect(edge).toStrictEqual({
    id: "edghts_1",
    uri: `${e.baseUrl}/edges/https/edghts_1`,
    createdAt: expect.stringMatching(/Z$/),
    description: "app",
    metadata: '{"team":"edge"}',
    hostports: ["app.example.com:443"],
    routes: [
      {
        id: route.id,
        edgeId: "edghts_1",
        uri: `${e.baseUrl}/edges/https/edghts_1/routes/${route.id}`,
        createdAt: route.created_at,
        matchType: "path_prefix",
        match: "/api",
        description: null,
        metadata: null,
        ...NULL_MODULES,
        requestHeaders: { enabled: true, add: { "X-Some_Header": "v" } },
        policy: null,
      },
    ],
  });
});

test("getHttpsEdges: every edge, newest first (ids in order), over pages of pageSize", async () => {
  e.clearLog();
  const edges = await getHttpsEdges({ ...opts, pageSize: 2 });
  expect(edges.map((x) => [x.id, x.description, x.hostports, x.routes.length])).toEqual([
    ["edghts_3", null, [], 0],
    ["edghts_2", null, [], 0],
    ["edghts_1", "app", ["app.example.com:443"], 1],
  ]);
  expect(e.log.map((l) => `${l.method} ${l.path}`)).toEqual(["GET /edges/https", "GET /edges/https"]);
});

test("getEventDestination: camelCase, its target as the service holds it", async () => {
  expect(await getEventDestination("ed_1", opts)).toStrictEqual({
    id: "ed_1",
    uri: `${e.baseUrl}/event_destinations/ed_1`,
    createdAt: expect.stringMatching(/Z$/),
    description: "audit",
    metadata: null,
    format: "json",
    target: { cloudwatch_logs: { log_group_arn: "arn:aws:logs:x", auth: { role: { role_arn: "arn:aws:iam::1:role/r" } } } },
  });
});

test("getTunnelGroupBackend: labels as set (user data, never renamed)", async () => {
  expect(await getTunnelGroupBackend("bkdtg_1", opts)).toStrictEqual({
    id: "bkdtg_1",
    uri: `${e.baseUrl}/backends/tunnel_group/bkdtg_1`,
    createdAt: expect.stringMatching(/Z$/),
    description: null,
    metadata: null,
    labels: { app_name: "api" },
  });
});

test("getIpPolicy", async () => {
  expect(await getIpPolicy("ipp_1", opts)).toStrictEqual({ id: "ipp_1", uri: `${e.baseUrl}/ip_policies/ipp_1`, createdAt: expect.stringMatching(/Z$/), description: null, metadata: "m" });
});

test("an id the account does not hold rejects with the service's 404", async () => {
  const err = await getIpPolicy("ipp_nope", opts).catch((x: unknown) => x);
  expect(err).toBeInstanceOf(NotFoundError);
  expect((err as Error).message).toContain("IP policy ipp_nope not found");
});

test("secrets a service echoes in an edge's routes are left out", async () => {
  const server = await startServer();
  try {
    const secretRoute = routeJson("edghtsrt_1", {
      webhook_verification: { enabled: true, provider: "SLACK", secret: "whsec_LEAK" },
      oidc: { enabled: true, issuer: "https://id.test", client_id: "c", client_secret: "oidc_LEAK", scopes: [] },
    });
    server.queue({ status: 200, json: { id: "edghts_1", uri: "u", created_at: "2025-01-01T00:00:00Z", hostports: null, routes: [secretRoute] } });
    const edge = await getHttpsEdge("edghts_1", { apiKey: "k", baseUrl: server.baseUrl });
    expect(JSON.stringify(edge)).not.toContain("LEAK");
    expect(edge.routes[0]?.webhookVerification).toEqual({ enabled: true, provider: "SLACK" });
    expect(edge.routes[0]?.oidc).toEqual({ enabled: true, issuer: "https://id.test", clientId: "c", scopes: [] });
    expect(edge.hostports).toEqual([]);
  } finally {
    await server.close();
  }
});

test("getCloudEndpoints: the account's cloud endpoints, newest first over pages, each as the API holds it", async () => {
  const post = async (body: object) => {
    const res = await fetch(`${e.baseUrl}/endpoints`, {
      method: "POST",
      headers: { authorization: `Bearer ${e.apiKey}`, "service-version": "2", "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { id: string; created_at: string; updated_at?: string };
  };
  const policy = "on_http_request:\n  - actions:\n      - type: deny\n";
  const first = await post({ url: "https://one.example.com", traffic_policy: policy, description: "one" });
  const second = await post({ url: "https://two.internal", traffic_policy: policy, metadata: "m", pooling_enabled: true });

  const found = await getCloudEndpoints({ ...opts, pageSize: 1 });
  expect(found.map((x) => x.id)).toEqual([second.id, first.id]);
  expect(found[0]).toStrictEqual({
    id: second.id,
    type: "cloud",
    uri: `${e.baseUrl}/endpoints/${second.id}`,
    createdAt: second.created_at,
    ...(second.updated_at === undefined ? {} : { updatedAt: second.updated_at }),
    url: "https://two.internal",
    publicUrl: "https://two.internal",
    proto: "https",
    hostport: "two.internal:443",
    scheme: "https",
    host: "two.internal",
    port: 443,
    description: null,
    metadata: "m",
    trafficPolicy: policy,
    bindings: ["internal"],
    poolingEnabled: true,
  });
});

test("after ngrok's sunset of edges: the edge lookups read a read-only account as any other, and reject on a gone one with the one-line EdgesGoneError", async () => {
  const before = await getHttpsEdge("edghts_1", opts);
  const all = await getHttpsEdges(opts);
  try {
    e.setEdges("read-only");
    expect(await getHttpsEdge("edghts_1", opts)).toStrictEqual(before);
    expect(await getHttpsEdges(opts)).toStrictEqual(all);
    e.setEdges("gone");
    const refused = await getHttpsEdge("edghts_1", opts).catch((x: unknown) => x);
    expect(refused).toBeInstanceOf(EdgesGoneError);
    expect((refused as Error).message).toMatch(
      /^GET \/edges\/https\/edghts_1 failed: 403 ERR_NGROK_7008 this account's edges are gone since ngrok's sunset of edges: they and their routes can no longer be read or changed; their replacement is a cloud endpoint \(docs\/leaving-edges\.md\) \(operation op_\w+\)$/,
    );
  } finally {
    e.setEdges("writable");
  }
});
