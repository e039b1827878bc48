// The lookups of what routes and subscriptions point at, run in a program under the real engine
// against the emulator, in one up: they run in the language host, configured by the stack's config
// alone, and their values land in the stack's outputs. Each lookup's answer (every field, paging,
// a gone account's refusal) is tests/unit/lookups.test.ts's, in process. Moved from
// tests/engine/lookupsAndAdoption.test.ts, whose certificate adopted without its key is
// tests/provider/tlsCertificateAdoption.test.ts's.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, outOfBand, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;

beforeAll(async () => {
  s = await startRun("lookups", {
    emulator: {
      seed: {
        edges: [{ id: "edghts_look1", hostports: ["look.example.com:443"], description: "look" }, { id: "edghts_look2" }],
        eventDestinations: [{ id: "ed_look", description: "audit" }],
        backends: [{ id: "bkdtg_look", labels: { app: "api" } }],
        ipPolicies: [{ id: "ipp_look", metadata: "office" }],
      },
    },
    body: `
const edge = ingress.getHttpsEdge("edghts_look1");
exports.edge = edge.then((e) => ({ hostports: e.hostports, description: e.description, metadata: e.metadata, routes: e.routes.map((r) => [r.match, r.backend.backend.id, r.ipRestriction.ipPolicies.map((p) => p.id), r.oauth]) }));
exports.edges = ingress.getHttpsEdges({ pageSize: 1 }).then((es) => es.map((e) => [e.id, e.routes.length]));
exports.destination = ingress.getEventDestination("ed_look").then((d) => [d.id, d.description, d.format]);
exports.backend = ingress.getTunnelGroupBackend("bkdtg_look").then((b) => b.labels);
exports.policy = ingress.getIpPolicy("ipp_look").then((p) => [p.id, p.description, p.metadata]);`,
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("lookups of edges, event destinations, tunnel group backends and IP policies", async () => {
  await outOfBand(s.emulator, "POST", "/edges/https/edghts_look1/routes", { match_type: "path_prefix", match: "/api", backend: { backend_id: "bkdtg_look" }, ip_restriction: { ip_policy_ids: ["ipp_look"] } });
  s.mark();
  const up = await s.stack.up();
  expect(Object.fromEntries(Object.entries(up.outputs).map(([k, v]) => [k, v.value]))).toEqual({
    edge: { hostports: ["look.example.com:443"], description: "look", metadata: null, routes: [["/api", "bkdtg_look", ["ipp_look"], null]] },
    edges: [["edghts_look2", 0], ["edghts_look1", 1]],
    destination: ["ed_look", "audit", "json"],
    backend: { app: "api" },
    policy: ["ipp_look", null, "office"],
  });
  expect(s.calls().filter((c) => c.startsWith("GET /edges/https "))).toEqual(["GET /edges/https 200", "GET /edges/https 200"]);
});
