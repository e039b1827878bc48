// An account after ngrok's sunset of edges (issue 33), under the real engine: the explicit way out
// of a read-only account, `retainOnDelete: true`, drops a route from the stack with no DELETE (the
// engine calls no provider for it). What the provider answers on a read-only or gone account
// (refresh, and changing, creating and removing a route each refused in one line naming the way
// forward, an up that only adds retainOnDelete no change) is tests/provider/edgesSunset.test.ts's;
// the engine prints such a message as the one line under the resource: tests/engine/failureLines.test.ts.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_main";

interface Spec {
  name: string;
  match: string;
  description: string;
  retain?: boolean;
}

let s: Run;

const write = (routes: Spec[]) => s.writeFile("spec.json", JSON.stringify(routes));

const A: Spec = { name: "a", match: "/a", description: "first" };
const B: Spec = { name: "b", match: "/b", description: "second" };

beforeAll(async () => {
  s = await startRun("sunset", {
    emulator: { seed: { edges: [{ id: EDGE }] } },
    body: `
for (const r of JSON.parse(read("spec.json"))) {
  new ingress.HttpsEdgeRoute(r.name, { edgeId: "${EDGE}", matchType: "path_prefix", match: r.match, description: r.description }, r.retain ? { retainOnDelete: true } : {});
}
`,
  });
  // Made before the sunset, b with the option already (adding it later is no change: see the provider test).
  await write([A, { ...B, retain: true }]);
  await s.stack.up();
  s.emulator.setEdges("read-only");
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

/** The routes' ids the state holds, by name. */
async function heldRoutes(): Promise<Record<string, string>> {
  const state = await s.stack.exportState();
  const resources = (state.deployment as { resources: { urn: string; type: string; id?: string }[] }).resources;
  return Object.fromEntries(resources.filter((r) => r.type.endsWith(":HttpsEdgeRoute")).map((r) => [r.urn.split("::").pop() ?? "", r.id ?? ""]));
}
const serviceRoutes = (): string[] => Object.keys(s.emulator.snapshot().routes).sort();

test("read-only: retainOnDelete: true, then removing the route, drops it from the stack without a DELETE; the service keeps it", async () => {
  const before = serviceRoutes();
  expect(Object.values(await heldRoutes()).sort()).toEqual(before);
  await write([A]);
  s.mark();
  await s.stack.up();
  expect(s.calls().filter((c) => !c.startsWith("GET "))).toEqual([]);
  expect(Object.keys(await heldRoutes())).toEqual(["a"]);
  expect(serviceRoutes()).toEqual(before);
});
