// examples/https-edge-route under the real engine against the emulator: up, preview with no
// changes, destroy.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startExample, values } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_example";
const CLIENT_SECRET = "example-oidc-client-secret-42";
let run: Run;

beforeAll(async () => {
  run = await startExample("https-edge-route", {
    emulator: { seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_app" }], ipPolicies: [{ id: "ipp_office" }, { id: "ipp_vpn" }] } },
    config: {
      edgeId: EDGE,
      backendId: "bkdtg_app",
      ipPolicyIds: JSON.stringify(["ipp_office", "ipp_vpn"]),
      oidcIssuer: "https://accounts.example.com",
      oidcClientId: "app-client",
      oidcClientSecret: { value: CLIENT_SECRET, secret: true },
    },
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("up creates the route with all seven modules in one POST", async () => {
  run.mark();
  const up = await run.stack.up();
  const [id] = Object.keys(run.emulator.snapshot().routes);
  expect(up.summary).toEqual({ create: 2 });
  expect(run.calls()).toEqual([`POST /edges/https/${EDGE}/routes 201`]);
  expect(values(up.outputs)).toEqual({
    id,
    uri: `${run.emulator.baseUrl}/edges/https/${EDGE}/routes/${id}`,
    backendId: "bkdtg_app",
    ipPolicyIds: ["ipp_office", "ipp_vpn"],
    oidcIssuer: "https://accounts.example.com",
  });
  const body = JSON.parse(run.entries()[0]?.requestBody ?? "{}") as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual([
    "backend", "circuit_breaker", "compression", "description", "ip_restriction", "match", "match_type", "oidc", "request_headers", "response_headers",
  ]);
  expect(body["request_headers"]).toEqual({ add: { "X-Forwarded-Env": "https-edge-route" } });
});

test("the client secret is nowhere in plaintext in the state or the engine output", async () => {
  const everything = JSON.stringify(await run.stack.exportState()) + run.stack.allOutput();
  expect(everything.includes(CLIENT_SECRET)).toBe(false);
});

test("preview then shows no changes and makes no API call", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: 2 });
  expect(run.calls()).toEqual([]);
});

test("destroy deletes the route with one DELETE", async () => {
  const [id] = Object.keys(run.emulator.snapshot().routes);
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: 2 });
  expect(run.calls()).toEqual([`DELETE /edges/https/${EDGE}/routes/${id} 204`]);
  expect(run.emulator.snapshot().routes).toEqual({});
});
