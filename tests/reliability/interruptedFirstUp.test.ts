// A stack's very first `up` killed while the service holds a create, which it then completes. The
// stack has no recorded `up` to start a search from, and the same program deployed as another
// stack would have made an identical subscription at any time: the next `up` does not guess. It
// warns, naming what to do, and creates the subscription (the engine's own behaviour).
import { NO_RECORDED_UP } from "../../sdk/recover/find";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS } from "../support/engine";
import { killedUp, startRig, type Rig } from "./support";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const LATENCY_MS = 3000;
let rig: Rig;

beforeAll(async () => {
  rig = await startRig("first", {
    emulator: { seed: { eventDestinations: [{ id: "ed_first" }] } },
    body: `new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_first"] });`,
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await rig?.dispose();
});

test("the next up warns, naming what to do, and creates the subscription again", async () => {
  rig.emulator.setLatency(LATENCY_MS);
  await killedUp(rig, "the create", (events) => /"resourcePreEvent":\{"metadata":\{"op":"create","urn":"[^"]*::audit"/.test(events), LATENCY_MS / 2);
  await new Promise((r) => setTimeout(r, LATENCY_MS + 1500));
  rig.emulator.setLatency(0);
  expect(Object.keys(rig.emulator.snapshot().event_subscriptions)).toHaveLength(1);

  await rig.stack.stack.cancel();
  rig.mark();
  const up = await rig.stack.up();
  expect(up.stdout).toContain(`warning: pulumi-ingress: 1 create(s) of this stack's first up were interrupted, and ${NO_RECORDED_UP}; npx pulumi-ingress-recover lists them`);
  expect(rig.calls()).toEqual(["POST /event_subscriptions 201"]);
  expect(Object.keys(rig.emulator.snapshot().event_subscriptions)).toHaveLength(2);
});
