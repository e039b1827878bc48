// An account after ngrok's sunset of edges (issue 33), under the real engine: on a read-only
// account refresh works, and changing, creating and removing a route each fail in one line that
// names the way forward, the state still holding every route the service holds; the explicit way
// out, `retainOnDelete: true`, drops a route from the stack with no DELETE; on an account whose
// edges are gone, an `up` touching a route fails in one line too.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun } from "../support/engine";
import { failures as failuresIn } from "../support/failureLines";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_main";
const STACK = "sunset-sunset";
const ROUTES = `/edges/https/${EDGE}/routes`;

interface Spec {
  name: string;
  match: string;
  description: string;
  retain?: boolean;
}

let s: Run;

const write = (routes: Spec[]) => s.writeFile("spec.json", JSON.stringify(routes));

beforeAll(async () => {
  s = await startRun("sunset", {
    emulator: { seed: { edges: [{ id: EDGE }] } },
    body: `
for (const r of JSON.parse(read("spec.json"))) {
  new ingress.HttpsEdgeRoute(r.name, { edgeId: "${EDGE}", matchType: "path_prefix", match: r.match, description: r.description }, r.retain ? { retainOnDelete: true } : {});
}
`,
  });
  await write([A, B]);
  await s.stack.up();
  s.emulator.setEdges("read-only");
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

const A: Spec = { name: "a", match: "/a", description: "first" };
const B: Spec = { name: "b", match: "/b", description: "second" };

const failures = (output: string) => failuresIn(output, ["EdgesReadOnlyError", "EdgesGoneError"]);

const READ_ONLY =
  "403 ERR_NGROK_7196 this account's edges are read-only since ngrok's sunset of edges: their routes can be read, never created, changed or deleted again; their replacement is a cloud endpoint (docs/leaving-edges.md) (operation op_…)";
const GONE =
  "403 ERR_NGROK_7008 this account's edges are gone since ngrok's sunset of edges: they and their routes can no longer be read or changed; their replacement is a cloud endpoint (docs/leaving-edges.md) (operation op_…)";
const STOP_MANAGING =
  "to stop managing it while the service keeps it, give the resource the option retainOnDelete: true and run pulumi up, then remove it (no DELETE is sent), " +
  "or run pulumi state delete '<URN>' with its URN from pulumi stack --show-urns";
const LEAVE = "move the routes to a CloudEndpoint with trafficPolicyOf or pulumi-ingress migrate";

/** The routes' ids the state holds, by name, and whether the service holds exactly those. */
async function heldRoutes(): Promise<Record<string, string>> {
  const state = await s.stack.exportState();
  const resources = (state.deployment as { resources: { urn: string; type: string; id?: string }[] }).resources;
  const routes = Object.fromEntries(resources.filter((r) => r.type.endsWith(":HttpsEdgeRoute")).map((r) => [r.urn.split("::").pop() ?? "", r.id ?? ""]));
  return routes;
}
const serviceRoutes = (): string[] => Object.keys(s.emulator.snapshot().routes).sort();

test("read-only: refresh reads every route, and changes nothing", async () => {
  s.mark();
  await s.stack.refresh();
  expect(s.calls().every((c) => c.startsWith("GET ") && c.endsWith(" 200"))).toBe(true);
  expect(Object.values(await heldRoutes()).sort()).toEqual(serviceRoutes());
});

test("read-only: a changed route fails in one line naming the way forward; the state keeps the route as the service holds it", async () => {
  await write([{ ...A, description: "changed" }, B]);
  expect(failures(await failureOf(s.stack.up()))).toEqual({
    [STACK]: "update failed",
    a: `PATCH ${ROUTES}/edghtsrt_… failed: ${READ_ONLY}; undo the change in the program, or ${LEAVE}`,
  });
  expect(Object.values(await heldRoutes()).sort()).toEqual(serviceRoutes());
});

test("read-only: a new route fails in one line the same way", async () => {
  await write([A, B, { name: "c", match: "/c", description: "third" }]);
  expect(failures(await failureOf(s.stack.up()))).toEqual({
    [STACK]: "update failed",
    c: `POST ${ROUTES} failed: ${READ_ONLY}; undo the change in the program, or ${LEAVE}`,
  });
  expect(Object.keys(await heldRoutes()).sort()).toEqual(["a", "b"]);
  expect(Object.values(await heldRoutes()).sort()).toEqual(serviceRoutes());
});

test("read-only: a removed route fails in one line naming retainOnDelete and pulumi state delete; up and destroy alike", async () => {
  await write([A]);
  const line = `DELETE ${ROUTES}/edghtsrt_… failed: ${READ_ONLY}; the route stays at ngrok: ${STOP_MANAGING}`;
  expect(failures(await failureOf(s.stack.up()))).toEqual({ [STACK]: "update failed", b: line });
  expect(Object.keys(await heldRoutes()).sort()).toEqual(["a", "b"]);
  s.mark();
  const destroyed = failures(await failureOf(s.stack.destroy()));
  expect(destroyed[STACK]).toBe("update failed");
  const routeLines = Object.entries(destroyed).filter(([k]) => k !== STACK);
  expect(routeLines.length).toBeGreaterThan(0);
  for (const [name, text] of routeLines) expect([name, text]).toEqual([name, line]);
  // Each line names its own route: each route's DELETE was sent and refused.
  expect(s.calls().filter((c) => c.startsWith("DELETE ")).map((c) => c.replace(/edghtsrt_\w+/, "edghtsrt_…"))).toEqual(routeLines.map(() => `DELETE ${ROUTES}/edghtsrt_… 403`));
  expect(Object.values(await heldRoutes()).sort()).toEqual(serviceRoutes());
});

test("read-only: retainOnDelete: true, then removing the route, drops it from the stack without a DELETE; the service keeps it", async () => {
  const before = serviceRoutes();
  await write([A, { ...B, retain: true }]);
  s.mark();
  await s.stack.up();
  await write([A]);
  await s.stack.up();
  expect(s.calls().filter((c) => !c.startsWith("GET "))).toEqual([]);
  expect(Object.keys(await heldRoutes())).toEqual(["a"]);
  expect(serviceRoutes()).toEqual(before);
});

test("gone: an up touching a route fails in one line saying so and naming the way forward", async () => {
  s.emulator.setEdges("gone");
  await write([{ ...A, description: "changed" }]);
  expect(failures(await failureOf(s.stack.up()))).toEqual({
    [STACK]: "update failed",
    a: `PATCH ${ROUTES}/edghtsrt_… failed: ${GONE}; ${LEAVE}, and drop each route from the stack: ${STOP_MANAGING}`,
  });
  expect(failures(await failureOf(s.stack.refresh()))).toEqual({
    [STACK]: "update failed",
    a: `GET ${ROUTES}/edghtsrt_… failed: ${GONE}; ${LEAVE}, and drop each route from the stack: ${STOP_MANAGING}`,
  });
  expect(Object.keys(await heldRoutes())).toEqual(["a"]);
});
