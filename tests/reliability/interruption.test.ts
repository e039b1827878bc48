// Interruption: the engine is killed (SIGKILL, every process of the run, as when a CI runner is
// lost) in the middle of a route update: after the provider sent the PATCH that adds the new
// modules, before the calls that delete the removed ones. A pipeline then recovers with no manual
// step (`pulumi cancel`, `pulumi refresh --clear-pending-creates`, `pulumi up`; see docs/recovery.md) and
// the route converges to the program.
//
// Issue #58: the last test's refresh and up are one step, `pulumi up --refresh` (the same calls
// reach the service: the refresh's read, then the repairing PATCH); the repair of every drifted
// module, one by one, is proven in process (tests/provider/drift.test.ts). All else here is the
// engine's own (the kill, the pending operation and lock it leaves, cancel and refresh
// --clear-pending-creates, the update from the inputs it stored).
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, killedUp, line, outOfBand, type Run, startRun } from "../support/engine";
import { Figures } from "./figures";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const figures = new Figures("interruption");
const EDGE = "edghts_int";
/** Long enough that the kill lands while the PATCH is held by the emulator, well before its answer. */
const LATENCY_MS = 3000;
let rig: Run;
let routeId = "";

const BEFORE = {
  backend: { backendId: "bkdtg_a" },
  ipRestriction: { ipPolicyIds: ["ipp_a"] },
  oauth: { provider: { google: { emailDomains: ["example.com"] } } },
  compression: {},
  requestHeaders: { add: { "X-Env": "prod" } },
  userAgentFilter: { deny: ["(?i)curl"] },
};
/** OIDC replaces OAuth, the IP policy changes, three modules go: one PATCH, then four deletes (OAuth last). */
const AFTER = {
  backend: { backendId: "bkdtg_a" },
  ipRestriction: { ipPolicyIds: ["ipp_b"] },
  oidc: { issuer: "https://id.example.com", clientId: "oidc-client", clientSecret: "oidc-secret-interruption" },
};
const program = (modules: Record<string, unknown>) => `
const route = new ingress.HttpsEdgeRoute("route", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", ...${JSON.stringify(modules)} });
exports.id = route.id;
`;
const routePath = () => `/edges/https/${EDGE}/routes/${routeId}`;
const modulesOnService = () => Object.keys(rig.emulator.snapshot().routes[routeId]?.modules ?? {}).sort();


beforeAll(async () => {
  rig = await startRun("interruption", {
    emulator: { seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_a" }], ipPolicies: [{ id: "ipp_a" }, { id: "ipp_b" }] } },
    body: program(BEFORE),
  });
  const up = await rig.stack.up();
  routeId = String(up.outputs["id"]?.value);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await rig?.dispose();
  await figures.write();
});

test("the engine killed after the PATCH was sent and before the module deletes", async () => {
  await rig.setProgram(program(AFTER));
  rig.emulator.setLatency(LATENCY_MS);
  rig.mark();
  // The route's update step starts; the provider sends its PATCH within milliseconds, and the
  // emulator holds it for LATENCY_MS: halfway through, everything the run started is killed.
  const killed = await killedUp(rig, "the route's update", (events) => /"resourcePreEvent":\{"metadata":\{"op":"update","urn":"[^"]*::route"/.test(events), LATENCY_MS / 2);
  // Let the held PATCH complete on the service, and anything else that might still come, arrive.
  await new Promise((r) => setTimeout(r, LATENCY_MS + 1500));
  rig.emulator.setLatency(0);

  expect(rig.calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(JSON.parse(rig.entries()[0]?.requestBody ?? "")).toEqual({
    ip_restriction: { ip_policy_ids: ["ipp_b"] },
    oidc: { issuer: "https://id.example.com", client_id: "oidc-client", client_secret: "oidc-secret-interruption" },
  });
  // Half way: the new modules are in place, and nothing was removed yet (fail closed: OAuth and OIDC both guard it).
  expect(modulesOnService()).toEqual(["backend", "compression", "ip_restriction", "oauth", "oidc", "request_headers", "user_agent_filter"]);
  figures.detail("processes killed (CLI, language host, providers)", killed);
  figures.detail("requests that reached the service after the kill", rig.calls().length - 1);
  figures.passed();
});

test("what the killed run left: a lock on the stack, and the update recorded as pending", async () => {
  const state = await rig.stack.exportState();
  const pending = (state.deployment as { pending_operations?: { type: string; resource: { urn: string } }[] }).pending_operations ?? [];
  expect(pending.map((p) => `${p.type} ${p.resource.urn.split("::").pop() ?? ""}`)).toEqual(["updating route"]);
  const locked = await failureOf(rig.stack.up());
  expect(locked).toContain("the stack is currently locked by 1 lock(s). Either wait for the other process(es) to end or delete the lock file with `pulumi cancel`.");
  expect(rig.calls()).toEqual([`PATCH ${routePath()} 200`]);
  figures.passed();
});

test("pulumi cancel, refresh --clear-pending-creates and up converge to the program with no manual step", async () => {
  await rig.stack.stack.cancel();
  rig.mark();
  await rig.stack.stack.refresh({ clearPendingCreates: true, color: "never" });
  expect(rig.calls()).toEqual([`GET ${routePath()} 200`]);
  const state = await rig.stack.exportState();
  expect((state.deployment as { pending_operations?: unknown[] }).pending_operations ?? []).toEqual([]);

  rig.mark();
  await rig.stack.up();
  // The secret in the state's inputs is the old program's (none), so OIDC is sent again whole;
  // then the removed modules go, authentication last: never less protected than either program.
  expect(rig.calls()).toEqual([
    `PATCH ${routePath()} 200`,
    `DELETE ${routePath()}/compression 204`,
    `DELETE ${routePath()}/request_headers 204`,
    `DELETE ${routePath()}/user_agent_filter 204`,
    `DELETE ${routePath()}/oauth 204`,
  ]);
  expect(JSON.parse(rig.entries()[0]?.requestBody ?? "")).toEqual({
    oidc: { issuer: "https://id.example.com", client_id: "oidc-client", client_secret: "oidc-secret-interruption" },
  });
  expect(modulesOnService()).toEqual(["backend", "ip_restriction", "oidc"]);
  expect(Object.keys(rig.emulator.snapshot().routes)).toEqual([routeId]);
  expect(rig.emulator.snapshot().routes[routeId]?.modules.ip_restriction?.ip_policy_ids).toEqual(["ipp_b"]);
  rig.mark();
  expect((await rig.stack.preview()).summary).toEqual({ same: 2 });
  expect(rig.calls()).toEqual([]);
  figures.detail("steps to converge after the kill", "3 (cancel, refresh --clear-pending-creates, up)");
  figures.passed();
});

test("the stack is whole again: an out-of-band change is still repaired, and destroy leaves nothing", async () => {
  await outOfBand(rig.emulator, "DELETE", `${routePath()}/ip_restriction`);
  rig.mark();
  // One step: the refresh reads the route (finding the module gone), then the up puts it back.
  const up = await rig.stack.up({ refresh: true });
  expect(rig.entries().map(line)).toEqual([`GET ${routePath()} 200`, `PATCH ${routePath()} 200`]);
  expect(JSON.parse(rig.entries()[1]?.requestBody ?? "")).toEqual({ ip_restriction: { ip_policy_ids: ["ipp_b"] } });
  expect(up.summary).toEqual({ same: 1, update: 1 });
  expect(rig.emulator.snapshot().routes[routeId]?.modules.ip_restriction?.ip_policy_ids).toEqual(["ipp_b"]);
  await rig.stack.destroy();
  expect(rig.emulator.snapshot().routes).toEqual({});
  figures.passed();
});
