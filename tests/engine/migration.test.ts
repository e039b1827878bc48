// Leaving edges under the real engine: a program with three routes on one edge is migrated by
// changing its code to a CloudEndpoint whose policy is trafficPolicyOf(the same route args). The
// preview shows the create and the three deletions without calling the API; up creates the
// endpoint before it deletes any route; the next preview is clean (docs/leaving-edges.md names this
// file for each). One stack, two ups and two previews: a route of another edge whose trafficPolicy
// module is a document holding basic-auth credentials stays in both programs, its secret never in
// plaintext in the state, and unchanged in both previews. That route's module given as a document
// (stored as its JSON text, a clean preview, a change costing one PATCH of that module alone) moved
// in process, under its name here (tests/provider/routeTrafficPolicyModule.test.ts).
import { parse } from "yaml";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, secretsInDebugTraces, startRun, visibleOutput } from "../support/engine";
import { translateRoutes } from "../../provider/resources/httpsEdgeRoute/toPolicy/translate";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const OIDC_SECRET = "oidc-S3CRET-migr8";

// The route args, shared by both programs: what the edge did is what the policy must do.
const ROUTES = `
const edgeId = "edghts_app";
const routes = {
  site: { edgeId, matchType: "path_prefix", match: "/", description: "site", backend: { backendId: "bkdtg_web" }, compression: {} },
  api: {
    edgeId, matchType: "path_prefix", match: "/api", description: "api",
    backend: { backendId: "bkdtg_api" },
    ipRestriction: { ipPolicyIds: ["ipp_office"] },
    oidc: { issuer: "https://id.example.com", clientId: "api", clientSecret: pulumi.secret("${OIDC_SECRET}") },
    requestHeaders: { add: { "x-from": "edge" } },
  },
  health: { edgeId, matchType: "exact_path", match: "/api/health", description: "health", backend: { backendId: "bkdtg_api" } },
};
`;

/** A route of another edge, in both programs: its trafficPolicy module a document holding credentials. */
const GATE = `
new ingress.HttpsEdgeRoute("gate", {
  edgeId: "edghts_gate", matchType: "path_prefix", match: "/",
  trafficPolicy: { value: { on_http_request: [{ actions: [{ type: "basic-auth", config: { credentials: ["ops:route-pw-0123"] } }] }] } },
});
`;

const EDGE_PROGRAM = `${ROUTES}${GATE}
for (const [name, args] of Object.entries(routes)) new ingress.HttpsEdgeRoute(name, args);
`;

const ENDPOINT_PROGRAM = `${ROUTES}${GATE}
const app = new ingress.CloudEndpoint("app", {
  url: "https://app.example.com",
  trafficPolicy: ingress.trafficPolicyOf(Object.values(routes), {
    backends: { bkdtg_web: "https://web.internal", bkdtg_api: "https://api.internal" },
  }),
});
exports.policy = app.trafficPolicy;
`;

let s: Run;

beforeAll(async () => {
  s = await startRun("mig", {
    emulator: {
      seed: {
        edges: [{ id: "edghts_app", hostports: ["app.example.com:443"] }, { id: "edghts_gate" }],
        backends: [{ id: "bkdtg_web" }, { id: "bkdtg_api" }],
        ipPolicies: [{ id: "ipp_office" }],
      },
    },
    body: EDGE_PROGRAM,
  });
  await s.stack.up();
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("the edge program holds three routes", () => {
  const routes = Object.values(s.emulator.snapshot().routes).filter((r) => r.edge_id === "edghts_app");
  expect(routes.map((r) => `${r.match_type} ${r.match}`).sort()).toEqual(["exact_path /api/health", "path_prefix /", "path_prefix /api"]);
});

const gate = () => Object.values(s.emulator.snapshot().routes).filter((r) => r.edge_id === "edghts_gate");

test("a policy holding basic-auth credentials is secret: sent to the service, never in plaintext in the state", async () => {
  expect(gate().map((r) => r.modules["traffic_policy"]?.value)).toEqual(['{"on_http_request":[{"actions":[{"type":"basic-auth","config":{"credentials":["ops:route-pw-0123"]}}]}]}']);
  expect(JSON.stringify(await s.stack.exportState())).not.toContain("route-pw-0123");
});

test("preview of the migrated program: the endpoint's create and the three deletions, with 0 API calls", async () => {
  await s.setProgram(ENDPOINT_PROGRAM);
  s.mark();
  const preview = await s.stack.preview();
  // The same: the stack, and the gate route (its basic-auth policy's next preview is clean).
  expect(preview.summary).toEqual({ same: 2, create: 1, delete: 3 });
  expect(s.calls()).toEqual([]);
});

test("up creates the endpoint before it deletes any route; the endpoint's policy is the routes' equivalent, and secret", async () => {
  s.mark();
  const up = await s.stack.up();
  expect(up.summary).toEqual({ same: 2, create: 1, delete: 3 });
  const writes = s.calls().filter((c) => !c.startsWith("GET "));
  expect(writes).toHaveLength(4);
  expect(writes[0]).toBe("POST /endpoints 201");
  for (const w of writes.slice(1)) expect(w).toMatch(/^DELETE \/edges\/https\/edghts_app\/routes\/edghtsrt_[A-Za-z0-9]+ 204$/);
  expect(Object.values(s.emulator.snapshot().routes).map((r) => r.edge_id)).toEqual(["edghts_gate"]);
  expect(up.outputs["policy"]?.secret).toBe(true);
  const stored = Object.values(s.emulator.snapshot().endpoints);
  expect(stored).toHaveLength(1);
  const policy = parse(String(stored[0]?.traffic_policy));
  const expected = translateRoutes(
    [
      { match_type: "path_prefix", match: "/", description: "site", backend: { backend_id: "bkdtg_web" }, compression: {} },
      {
        match_type: "path_prefix",
        match: "/api",
        description: "api",
        backend: { backend_id: "bkdtg_api" },
        ip_restriction: { ip_policy_ids: ["ipp_office"] },
        oidc: { issuer: "https://id.example.com", client_id: "api", client_secret: OIDC_SECRET },
        request_headers: { add: { "x-from": "edge" } },
      },
      { match_type: "exact_path", match: "/api/health", description: "health", backend: { backend_id: "bkdtg_api" } },
    ],
    { backends: { bkdtg_web: "https://web.internal", bkdtg_api: "https://api.internal" } },
  ).policy;
  expect(policy).toEqual(expected);
});

test("the next preview is clean, with 0 API calls", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 3 });
  expect(s.calls()).toEqual([]);
});

test("the client secret is in neither the state nor the engine's output (only in @pulumi/pulumi's own --debug RPC traces)", async () => {
  expect(JSON.stringify(await s.stack.exportState())).not.toContain(OIDC_SECRET);
  expect(visibleOutput(s.stack.allOutput())).not.toContain(OIDC_SECRET);
  for (const trace of secretsInDebugTraces(s.stack.allOutput(), [OIDC_SECRET])) expect(trace).toContain("RegisterResource RPC finished");
});
