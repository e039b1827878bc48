// HttpsEdgeRoute under the real engine against the emulator: one stack, steps chained in order.
import { execFile } from "node:child_process";
import {
  ENGINE_SETUP_TIMEOUT_MS,
  ENGINE_TEST_TIMEOUT_MS,
  failureOf,
  findResource,
  outOfBand,
  type Run,
  secretsInDebugTraces,
  startRun,
  visibleOutput,
} from "../support/engine";
import type { RequestLogEntry } from "../../emulator/types";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_main";
const SECRETS = { github: "gh-client-secret-0123456789", oidc: "oidc-client-secret-0123456789", webhook: "webhook-secret-0123456789" };

const ALL_MODULES = {
  backend: { backendId: "bkdtg_a" },
  ipRestriction: { ipPolicyIds: ["ipp_a", "ipp_b"] },
  circuitBreaker: { trippedDuration: 10, rollingWindow: 10, numBuckets: 10, volumeThreshold: 20, errorThresholdPercentage: 0.5 },
  compression: {},
  requestHeaders: { add: { "X-Env": "prod" }, remove: ["X-Debug"] },
  responseHeaders: { add: { "Strict-Transport-Security": "max-age=63072000" } },
  webhookVerification: { provider: "SLACK", secret: SECRETS.webhook },
  oauth: { provider: { github: { clientId: "gh-client", clientSecret: SECRETS.github, scopes: ["read:org"], teams: ["acme/ops"] } }, authCheckInterval: 300 },
  saml: { idpMetadata: "<EntityDescriptor xmlns=\"urn:oasis:names:tc:SAML:2.0:metadata\" entityID=\"https://idp.example.com\"/>" },
  oidc: { issuer: "https://accounts.example.com", clientId: "oidc-client", clientSecret: SECRETS.oidc, scopes: ["openid", "email"] },
  websocketTcpConverter: {},
  userAgentFilter: { deny: ["(?i)curl"] },
  trafficPolicy: { value: "{\"inbound\":[]}" },
};
type Modules = Record<string, unknown>;

let s: Run;
let id = "";

const program = `
const spec = JSON.parse(read("route.json"));
const route = new ingress.HttpsEdgeRoute("route", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", ...spec });
exports.id = route.id;
exports.edgeId = route.edgeId;
exports.samlMetadataUrl = route.saml.apply((m) => (m ? m.metadataUrl : null));
// In preview an updated resource shows its inputs as outputs, so backend may still have the input shape.
exports.backendId = route.backend.apply((b) => (b && b.backend ? b.backend.id : null));
`;

const setRoute = (spec: Modules) => s.writeFile("route.json", JSON.stringify(spec));
const mutations = () => s.entries().filter((e) => e.method !== "GET");
const line = (e: RequestLogEntry) => `${e.method} ${e.path} ${e.status}`;
const routePath = () => `/edges/https/${EDGE}/routes/${id}`;


beforeAll(async () => {
  s = await startRun("route", {
    emulator: {
      seed: {
        edges: [{ id: EDGE }, { id: "edghts_other" }],
        backends: [{ id: "bkdtg_a" }, { id: "bkdtg_b" }],
        ipPolicies: [{ id: "ipp_a" }, { id: "ipp_b" }],
      },
    },
    body: program,
  });
  await setRoute({ description: "api", ...ALL_MODULES });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("a route with all 13 modules goes up in one POST", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^edghtsrt_[A-Za-z0-9]+$/);
  expect(s.calls()).toEqual([`POST /edges/https/${EDGE}/routes 201`]);
  expect(Object.keys(JSON.parse(s.entries()[0]?.requestBody ?? "{}")).sort()).toEqual([
    "backend", "circuit_breaker", "compression", "description", "ip_restriction", "match", "match_type", "oauth", "oidc",
    "request_headers", "response_headers", "saml", "traffic_policy", "user_agent_filter", "webhook_verification", "websocket_tcp_converter",
  ]);
  expect(up.outputs["edgeId"]?.value).toBe(EDGE);
  expect(up.outputs["samlMetadataUrl"]?.value).toBe(`${s.emulator.baseUrl}/saml/${id}/metadata`);
  expect(up.outputs["backendId"]?.value).toBe("bkdtg_a");
});

test("a refresh right after the create finds the route as it is: no change, one GET", async () => {
  s.mark();
  expect((await s.stack.refresh()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([`GET ${routePath()} 200`]);
});

test("pulumi refresh --yes, with its preview, reads the route twice (the README's call table)", async () => {
  const { workspace } = s.stack.stack;
  s.mark();
  // The CLI as a pipeline runs it (asynchronously: the emulator answers from this process).
  await new Promise<void>((resolve, reject) =>
    execFile(workspace.pulumiCommand.command, ["refresh", "--yes", "--non-interactive", "--stack", s.stack.name], { cwd: s.stack.dir, env: { ...process.env, ...workspace.envVars } }, (e) => (e ? reject(e) : resolve())),
  );
  expect(s.calls()).toEqual([`GET ${routePath()} 200`, `GET ${routePath()} 200`]);
});

test("preview then shows no changes and makes no API call", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("no client or webhook secret, nor the API key, in plaintext in the state or the engine's output", async () => {
  const everything = JSON.stringify(await s.stack.exportState()) + visibleOutput(s.stack.allOutput());
  for (const secret of [...Object.values(SECRETS), s.emulator.apiKey]) expect(everything.includes(secret)).toBe(false);
  for (const trace of secretsInDebugTraces(s.stack.allOutput(), Object.values(SECRETS))) expect(trace).toContain("RegisterResource RPC finished");
});

test("changing one module costs exactly one PATCH carrying only that module", async () => {
  await setRoute({ description: "api", ...ALL_MODULES, circuitBreaker: { ...ALL_MODULES.circuitBreaker, numBuckets: 20 } });
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({
    circuit_breaker: { tripped_duration: 10, rolling_window: 10, num_buckets: 20, volume_threshold: 20, error_threshold_percentage: 0.5 },
  });
});

test("a changed client secret is detected and sent, still never in plaintext", async () => {
  const rotated = "oidc-client-secret-rotated-42";
  await setRoute({ description: "api", ...ALL_MODULES, circuitBreaker: { ...ALL_MODULES.circuitBreaker, numBuckets: 20 }, oidc: { ...ALL_MODULES.oidc, clientSecret: rotated } });
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "").oidc.client_secret).toBe(rotated);
  expect((JSON.stringify(await s.stack.exportState()) + visibleOutput(s.stack.allOutput())).includes(rotated)).toBe(false);
  s.mark();
  expect((await s.stack.refresh()).summary).toEqual({ same: 2 });
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([`GET ${routePath()} 200`]);
  // The same secret rotated again (back to the first value) is a change of its own.
  await setRoute({ description: "api", ...ALL_MODULES, circuitBreaker: { ...ALL_MODULES.circuitBreaker, numBuckets: 20 } });
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "").oidc.client_secret).toBe(SECRETS.oidc);
  s.mark();
  expect((await s.stack.refresh()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([`GET ${routePath()} 200`]);
});

test("after rotations, an update that leaves the secrets alone names only the changed module in its diff", async () => {
  // The previous test rotated the OIDC secret twice; the bookkeeping of that is internal (`__`), not a change of its own.
  await setRoute({ description: "api", ...ALL_MODULES, circuitBreaker: { ...ALL_MODULES.circuitBreaker, numBuckets: 30 } });
  const rows = (await s.stack.preview()).stdout.split("\n").filter((l) => / route .*\[diff: /.test(l));
  expect(rows.map((l) => l.trim().replace(/\s+/g, " "))).toEqual(["~ pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute route update [diff: ~circuitBreaker]"]);
  await setRoute({ description: "api", ...ALL_MODULES, circuitBreaker: { ...ALL_MODULES.circuitBreaker, numBuckets: 20 } });
});

test("removing one module costs one delete-module call and no PATCH", async () => {
  const { userAgentFilter: _, ...rest } = ALL_MODULES;
  await setRoute({ description: "api", ...rest, circuitBreaker: { ...ALL_MODULES.circuitBreaker, numBuckets: 20 } });
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`DELETE ${routePath()}/user_agent_filter 204`]);
});

test("changing the description alone costs one PATCH without modules", async () => {
  const { userAgentFilter: _, ...rest } = ALL_MODULES;
  await setRoute({ description: "api v2", ...rest, circuitBreaker: { ...ALL_MODULES.circuitBreaker, numBuckets: 20 } });
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ description: "api v2" });
});

/** Replays the module calls of the log onto the set of modules the route has. */
function replay(start: Set<string>, log: RequestLogEntry[]): Set<string>[] {
  const states: Set<string>[] = [];
  const now = new Set(start);
  for (const e of log) {
    if (e.method === "PATCH") for (const [k, v] of Object.entries(JSON.parse(e.requestBody) as Record<string, unknown>)) if (v !== null && typeof v === "object") now.add(k);
    if (e.method === "DELETE") now.delete(e.path.split("/").pop() ?? "");
    states.push(new Set(now));
  }
  return states;
}
const AUTH = ["oauth", "saml", "oidc"];
const failClosed = (m: Set<string>) => !m.has("backend") || AUTH.some((a) => m.has(a));

test("swapping oauth for oidc on a route with a backend never serves the backend without authentication", async () => {
  await setRoute({ backend: ALL_MODULES.backend, oauth: ALL_MODULES.oauth });
  await s.stack.up();
  await setRoute({ backend: ALL_MODULES.backend, oidc: ALL_MODULES.oidc });
  s.mark();
  await s.stack.up();
  const log = mutations();
  expect(log.map(line)).toEqual([`PATCH ${routePath()} 200`, `DELETE ${routePath()}/oauth 204`]);
  const states = replay(new Set(["backend", "oauth"]), log);
  expect(states.every(failClosed)).toBe(true);
  expect([...(states[states.length - 1] ?? [])].sort()).toEqual(["backend", "oidc"]);
});

test("an out-of-band change of a module is caught by refresh and repaired by up", async () => {
  await outOfBand(s.emulator, "PUT", `${routePath()}/oidc`, { issuer: "https://evil.example.com", client_id: "oidc-client", client_secret: "x" });
  await s.stack.refresh();
  expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(Object.keys(JSON.parse(s.entries()[0]?.requestBody ?? ""))).toEqual(["oidc"]);
  expect(s.emulator.snapshot().routes[id]?.modules.oidc?.issuer).toBe("https://accounts.example.com");
});

test("an out-of-band removal of a module is caught by refresh and repaired by up", async () => {
  await outOfBand(s.emulator, "DELETE", `${routePath()}/oidc`);
  await s.stack.refresh();
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(s.emulator.snapshot().routes[id]?.modules.oidc?.issuer).toBe("https://accounts.example.com");
});

test("an out-of-band module addition is caught by refresh and removed by up", async () => {
  await outOfBand(s.emulator, "PUT", `${routePath()}/compression`, {});
  await s.stack.refresh();
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`DELETE ${routePath()}/compression 204`]);
});

test("HttpsEdgeRoute.get reads an existing route by its id and edge; the state holds the route id", async () => {
  await s.setProgram(`${program}
const ref = ingress.HttpsEdgeRoute.get("ref", "${id}", { edgeId: "${EDGE}" });
exports.refMatch = ref.match;
exports.refBackend = ref.backend.apply((b) => b.backend.id);
exports.refId = ref.id;
`);
  const up = await s.stack.up();
  expect(up.outputs["refMatch"]?.value).toBe("/api");
  expect(up.outputs["refBackend"]?.value).toBe("bkdtg_a");
  expect(up.outputs["refId"]?.value).toBe(id);
  expect(findResource(await s.stack.exportState(), "ref").id).toBe(id);
  await s.setProgram(program);
});

test("HttpsEdgeRoute.get without the edge is refused, naming how to give it", async () => {
  await s.setProgram(`${program}
exports.refMatch = ingress.HttpsEdgeRoute.get("ref", "${id}", {}).match;
`);
  expect(await failureOf(s.stack.up())).toContain(`route ${id}: its edge is not known; read an existing route with HttpsEdgeRoute.get(name, "${id}", { edgeId: "edghts_…" })`);
  await s.setProgram(program);
});

test("an out-of-band deletion of the route is caught by refresh and repaired by up", async () => {
  await outOfBand(s.emulator, "DELETE", routePath());
  await s.stack.refresh();
  const state = await s.stack.exportState();
  expect(() => findResource(state, "route")).toThrow("found 0");
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual([`POST /edges/https/${EDGE}/routes 201`]);
  id = String(up.outputs["id"]?.value);
});

describe("every rule of check fails at preview with an exact message and no API call", () => {
  const base = { backend: ALL_MODULES.backend, oidc: ALL_MODULES.oidc };
  const cases: [string, Modules, string][] = [
    ["match_type", { ...base, matchType: "prefix" }, `matchType must be one of "exact_path", "path_prefix"; got "prefix"`],
    ["num_buckets at most 128", { ...base, circuitBreaker: { numBuckets: 129 } }, "circuitBreaker.numBuckets must be a whole number from 0 to 128; got 129"],
    ["error_threshold_percentage a fraction", { ...base, circuitBreaker: { errorThresholdPercentage: 50 } }, "circuitBreaker.errorThresholdPercentage must be between 0 and 1.0 (a fraction, not a percentage); got 50"],
    ["uint32 times", { ...base, circuitBreaker: { trippedDuration: 4294967296 } }, "circuitBreaker.trippedDuration must be a whole number from 0 to 4294967295; got 4294967296"],
    ["uint32 session times", { ...base, oidc: { ...ALL_MODULES.oidc, inactivityTimeout: -1 } }, "oidc.inactivityTimeout must be a whole number from 0 to 4294967295; got -1"],
    ["description in bytes", { ...base, description: "é".repeat(128) }, "description must be at most 255 bytes (UTF-8); got 256 bytes"],
    ["metadata in bytes", { ...base, metadata: "é".repeat(2049) }, "metadata must be at most 4096 bytes (UTF-8); got 4098 bytes"],
    ["client_secret with client_id", { backend: base.backend, oauth: { provider: { google: { clientId: "x" } } } }, "oauth.provider.google.clientSecret is required when client_id is set (your own OAuth app needs both)"],
    ["scopes only with your own app", { backend: base.backend, oauth: { provider: { google: { scopes: ["email"] } } } }, "oauth.provider.google.scopes may be set only with your own OAuth app (client_id and client_secret); the managed app takes no scopes"],
    ["teams only for github", { backend: base.backend, oauth: { provider: { gitlab: { teams: ["a/b"] } } } }, "oauth.provider.gitlab.teams is allowed only for the github provider"],
    ["organizations only for github", { backend: base.backend, oauth: { provider: { microsoft: { organizations: ["acme"] } } } }, "oauth.provider.microsoft.organizations is allowed only for the github provider"],
    ["webhook secret except SNS", { ...base, webhookVerification: { provider: "STRIPE" } }, "webhookVerification.secret is required for every provider except SNS"],
  ];
  test.each(cases)("%s", async (_name, spec, message) => {
    await setRoute(spec);
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });

  test("SNS needs no webhook secret", async () => {
    await setRoute({ ...base, webhookVerification: { provider: "SNS" } });
    expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  });
});

test("a new edgeId replaces the route: the new one is created before the old is deleted", async () => {
  await setRoute({ backend: ALL_MODULES.backend, edgeId: "edghts_other" });
  s.mark();
  const up = await s.stack.up();
  const newId = String(up.outputs["id"]?.value);
  expect(s.calls()).toEqual(["POST /edges/https/edghts_other/routes 201", `DELETE ${routePath()} 204`]);
  expect(up.outputs["edgeId"]?.value).toBe("edghts_other");
  expect(Object.keys(s.emulator.snapshot().routes)).toEqual([newId]);
  id = newId;
});

test("destroy of a route already deleted outside the program treats 404 as done", async () => {
  await outOfBand(s.emulator, "DELETE", `/edges/https/edghts_other/routes/${id}`);
  s.mark();
  const down = await s.stack.destroy();
  expect(s.calls()).toEqual([`DELETE /edges/https/edghts_other/routes/${id} 404`]);
  expect(down.summary).toEqual({ delete: 2 });
  expect(s.emulator.snapshot().routes).toEqual({});
});
