// An account after ngrok's sunset of edges (issue 33): HttpsEdgeRoute's dynamic provider in process
// against the emulator's edges modes, step by step as the engine drives it
// (tests/support/providerSteps.ts). On a read-only account refresh works, and changing, creating
// and removing a route each fail with one plain Error, one line naming the way forward, the route
// left as the service holds it; on an account whose edges are gone, an up or a refresh touching a
// route fails in one line too. Moved from tests/engine/edgesSunset.test.ts, each test under its
// name there. What only the engine proves stayed under the engine (now
// tests/engine/leftWithoutDelete.test.ts), slimmed: `retainOnDelete: true` drops a
// route from the stack with no DELETE (the engine calls no provider for it). The engine prints a
// step's thrown message as the one line under the resource, in create, read, update and delete
// alike: tests/engine/failureLines.test.ts.
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const EDGE = "edghts_main";
const ROUTES = `/edges/https/${EDGE}/routes`;
const service = useProviderService({ seed: { edges: [{ id: EDGE }] } });
const { mark, calls } = service;

const A = { edgeId: EDGE, matchType: "path_prefix", match: "/a", description: "first" };
const B = { edgeId: EDGE, matchType: "path_prefix", match: "/b", description: "second" };
const a = stepsOf(httpsEdgeRoute);
const b = stepsOf(httpsEdgeRoute);

const READ_ONLY =
  "403 ERR_NGROK_7196 this account's edges are read-only since ngrok's sunset of edges: their routes can be read, never created, changed or deleted again; their replacement is a cloud endpoint (docs/leaving-edges.md) (operation op_…)";
const GONE =
  "403 ERR_NGROK_7008 this account's edges are gone since ngrok's sunset of edges: they and their routes can no longer be read or changed; their replacement is a cloud endpoint (docs/leaving-edges.md) (operation op_…)";
const STOP_MANAGING =
  "to stop managing it while the service keeps it, give the resource the option retainOnDelete: true and run pulumi up, then remove it (no DELETE is sent), " +
  "or run pulumi state delete '<URN>' with its URN from pulumi stack --show-urns";
const LEAVE = "move the routes to a CloudEndpoint with trafficPolicyOf or pulumi-ingress migrate";

/** A step that must fail: the class of what it threw (a plain Error: the engine shows no class name) and its message, operation ids left out. */
async function refusal(step: Promise<unknown>): Promise<[string, string]> {
  try {
    await step;
  } catch (e) {
    return [(e as Error).constructor.name, (e as Error).message.replace(/\bop_[A-Za-z0-9]+/g, "op_…")];
  }
  throw new Error("the step succeeded but was expected to fail");
}

/** The routes the service holds, by id. */
const serviceRoutes = (): string[] => Object.keys(service.emulator.snapshot().routes).sort();
/** The routes held (the state), by id. */
const heldRoutes = (): string[] => [a.held?.id, b.held?.id].filter((id): id is string => id !== undefined).sort();

beforeAll(async () => {
  await a.up(A);
  await b.up(B);
  service.emulator.setEdges("read-only");
});

test("read-only: refresh reads every route, and changes nothing", async () => {
  const before = [a.outputs, b.outputs];
  mark();
  await a.refresh();
  await b.refresh();
  expect(calls()).toEqual([`GET ${ROUTES}/${a.id} 200`, `GET ${ROUTES}/${b.id} 200`]);
  expect([a.outputs, b.outputs]).toEqual(before);
  expect(heldRoutes()).toEqual(serviceRoutes());
});

test("read-only: a changed route fails in one line naming the way forward; the state keeps the route as the service holds it", async () => {
  const held = a.held;
  mark();
  expect(await refusal(a.up({ ...A, description: "changed" }))).toEqual(["Error", `PATCH ${ROUTES}/${a.id} failed: ${READ_ONLY}; undo the change in the program, or ${LEAVE}`]);
  expect(calls()).toEqual([`PATCH ${ROUTES}/${a.id} 403`]);
  expect(a.held).toBe(held);
  expect(service.emulator.snapshot().routes[a.id]?.description).toBe("first");
  expect(heldRoutes()).toEqual(serviceRoutes());
});

test("read-only: a new route fails in one line the same way", async () => {
  const c = stepsOf(httpsEdgeRoute);
  mark();
  expect(await refusal(c.up({ edgeId: EDGE, matchType: "path_prefix", match: "/c", description: "third" }))).toEqual([
    "Error",
    `POST ${ROUTES} failed: ${READ_ONLY}; undo the change in the program, or ${LEAVE}`,
  ]);
  expect(calls()).toEqual([`POST ${ROUTES} 403`]);
  expect(c.held).toBeUndefined();
  expect(heldRoutes()).toEqual(serviceRoutes());
});

test("read-only: a removed route fails in one line naming retainOnDelete and pulumi state delete; up and destroy alike", async () => {
  const line = (id: string) => ["Error", `DELETE ${ROUTES}/${id} failed: ${READ_ONLY}; the route stays at ngrok: ${STOP_MANAGING}`];
  // A route removed from the program: the engine's up deletes it.
  mark();
  expect(await refusal(b.destroy())).toEqual(line(b.id));
  expect(calls()).toEqual([`DELETE ${ROUTES}/${b.id} 403`]);
  // destroy: each route's DELETE is sent and refused, each line naming its own route.
  mark();
  expect([await refusal(a.destroy()), await refusal(b.destroy())]).toEqual([line(a.id), line(b.id)]);
  expect(calls()).toEqual([`DELETE ${ROUTES}/${a.id} 403`, `DELETE ${ROUTES}/${b.id} 403`]);
  expect(heldRoutes()).toEqual(serviceRoutes());
});

test("read-only: an up that only adds retainOnDelete (the inputs the same) is no change, with no call", async () => {
  // The engine's part, dropping the route from the stack with no DELETE: tests/engine/leftWithoutDelete.test.ts.
  mark();
  expect(await b.up(B)).toBe("same");
  expect(calls()).toEqual([]);
});

test("gone: an up touching a route fails in one line saying so and naming the way forward", async () => {
  service.emulator.setEdges("gone");
  const held = a.held;
  mark();
  expect(await refusal(a.up({ ...A, description: "changed" }))).toEqual([
    "Error",
    `PATCH ${ROUTES}/${a.id} failed: ${GONE}; ${LEAVE}, and drop each route from the stack: ${STOP_MANAGING}`,
  ]);
  expect(await refusal(a.refresh())).toEqual(["Error", `GET ${ROUTES}/${a.id} failed: ${GONE}; ${LEAVE}, and drop each route from the stack: ${STOP_MANAGING}`]);
  expect(calls()).toEqual([`PATCH ${ROUTES}/${a.id} 403`, `GET ${ROUTES}/${a.id} 403`]);
  expect(a.held).toBe(held);
});
