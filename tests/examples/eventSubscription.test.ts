// examples/event-subscription under the real engine against the emulator: up, preview with no
// changes, destroy.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startExample, values } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let run: Run;

beforeAll(async () => {
  run = await startExample("event-subscription", {
    emulator: { seed: { eventDestinations: [{ id: "ed_siem" }, { id: "ed_chat" }] } },
    config: { destinationIds: JSON.stringify(["ed_siem", "ed_chat"]) },
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("up creates the subscription with one POST", async () => {
  run.mark();
  const up = await run.stack.up();
  const [id] = Object.keys(run.emulator.snapshot().event_subscriptions);
  const uri = `${run.emulator.baseUrl}/event_subscriptions/${id}`;
  expect(up.summary).toEqual({ create: 2 });
  expect(run.calls()).toEqual(["POST /event_subscriptions 201"]);
  expect(values(up.outputs)).toEqual({
    id,
    sources: ["ip_policy_created.v0", "ip_policy_updated.v0", "ip_policy_deleted.v0"].map((type) => ({ type, uri: `${uri}/sources/${type}` })),
    destinationIds: ["ed_siem", "ed_chat"],
  });
});

test("preview then shows no changes and makes no API call", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: 2 });
  expect(run.calls()).toEqual([]);
});

test("destroy deletes the subscription with one DELETE", async () => {
  const [id] = Object.keys(run.emulator.snapshot().event_subscriptions);
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: 2 });
  expect(run.calls()).toEqual([`DELETE /event_subscriptions/${id} 204`]);
  expect(run.emulator.snapshot().event_subscriptions).toEqual({});
});
