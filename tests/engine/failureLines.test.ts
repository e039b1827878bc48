// How a failure reaches the engine: in create, read, update, delete and diff alike, one line
// naming what failed and why, the service's message once, no stack trace. One stack of the dynamic
// SDK and one failing step per test, nothing else: the refused create is a vault's, made after the
// route and the subscription the other tests fail on (dependsOn), so that one up makes them both;
// the update's change is undone in the program rather than by another up; what the last test
// leaves goes with the engine. The provider plugin's failures: its one-line answers in process
// (tests/provider/plugin.test.ts), a refused read and a bad input as the engine prints them
// (tests/engine/plugin.test.ts).
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun } from "../support/engine";
import { failures } from "../support/failureLines";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_main";
// A refusal of no special kind (the sunset's own codes have their lines: tests/provider/edgesSunset.test.ts).
const READ_ONLY = "Your account is not authorized for this operation.";

let s: Run;

beforeAll(async () => {
  s = await startRun("failures", {
    emulator: { seed: { edges: [{ id: EDGE }], eventDestinations: [{ id: "ed_one" }] } },
    body: `
const spec = JSON.parse(read("spec.json"));
const api = new ingress.HttpsEdgeRoute("api", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", description: spec.description });
const events = new ingress.EventSubscription("events", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_one"] });
if (spec.vault) new ingress.Vault("vault", { name: "refused-vault" }, { dependsOn: [api, events] });
`,
  });
  await s.writeFile("spec.json", JSON.stringify({ description: "first", vault: true }));
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

const refuse = (method: string, path: string) => s.emulator.setRefusals([{ method, path, status: 403, errorCode: "ERR_NGROK_403", message: READ_ONLY }]);


const refusedLine = (call: string) => `${call} failed: 403 ERR_NGROK_403 ${READ_ONLY} (operation op_…)`;

/** The failure's lines by resource (see {@link failures}), after checking that no line repeats the service's message. */
function failuresOf(output: string): Record<string, string> {
  expect(output.split("\n").filter((l) => l.split(READ_ONLY).length > 2 || l.includes("ForbiddenError"))).toEqual([]);
  return failures(output);
}

const STACK = "failures-failures";
const ROUTES = `/edges/https/${EDGE}/routes`;

test("create: the service's refusal on one line under the resource", async () => {
  refuse("POST", "/vaults");
  s.mark();
  expect(failuresOf(await failureOf(s.stack.up()))).toEqual({ [STACK]: "update failed", vault: refusedLine("POST /vaults") });
  // The route and the subscription were made first, in either order.
  expect(s.calls().filter((c) => !c.startsWith("GET ")).sort()).toEqual([`POST ${ROUTES} 201`, "POST /event_subscriptions 201", "POST /vaults 403"].sort());
  s.emulator.setRefusals(undefined);
});

test("update: the same", async () => {
  await s.writeFile("spec.json", JSON.stringify({ description: "second" }));
  refuse("PATCH", `${ROUTES}/[^/]+`);
  expect(failuresOf(await failureOf(s.stack.up()))).toEqual({ [STACK]: "update failed", api: refusedLine(`PATCH ${ROUTES}/edghtsrt_…`) });
  // The program as the state holds it again: no change is left for the next ups.
  await s.writeFile("spec.json", JSON.stringify({ description: "first" }));
});

test("read (refresh): the same, where the dynamic provider host also printed the error and its stack", async () => {
  refuse("GET", `${ROUTES}/[^/]+`);
  expect(failuresOf(await failureOf(s.stack.refresh()))).toEqual({ [STACK]: "update failed", api: refusedLine(`GET ${ROUTES}/edghtsrt_…`) });
  s.emulator.setRefusals(undefined);
});

test("diff: a failure of the provider's own (a state whose outputs it cannot read) on one line too", async () => {
  const state = await s.stack.exportState();
  const broken = JSON.parse(JSON.stringify(state)) as { deployment: { resources: { urn: string; outputs?: Record<string, unknown> }[] } };
  const events = broken.deployment.resources.find((r) => r.urn.endsWith("::events"));
  if (events?.outputs === undefined) throw new Error("no event subscription in the state");
  events.outputs["sources"] = [null];
  await s.stack.stack.importStack(broken as unknown as typeof state);
  expect(failuresOf(await failureOf(s.stack.up()))).toEqual({ events: "Cannot read properties of null (reading 'type')" });
  await s.stack.stack.importStack(state);
});

test("delete: the same, where the host printed the message twice and the stack", async () => {
  refuse("DELETE", `${ROUTES}/[^/]+`);
  expect(failuresOf(await failureOf(s.stack.destroy()))).toEqual({ [STACK]: "update failed", api: refusedLine(`DELETE ${ROUTES}/edghtsrt_…`) });
  s.emulator.setRefusals(undefined);
});
