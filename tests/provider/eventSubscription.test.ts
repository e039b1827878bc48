// EventSubscription's dynamic provider in process against the emulator, step by step as the engine
// drives it (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals. Moved
// from tests/engine/eventSubscription.test.ts, each test under its name there. The program's lookup
// (getEventSubscriptions) is called as the SDK's function it is (over several pages in
// tests/provider/adoption.test.ts); lookups run in a program under the engine are
// tests/engine/lookups.test.ts's. Nothing of this family is left to the engine alone: the
// engine's own part (one up, update, refresh, destroy of it in one stack) is tests/lifecycle's, its
// failures as the engine prints them tests/engine/failureLines.test.ts's and tests/reliability/badInput.test.ts's.
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import { getEventSubscriptions } from "../../sdk/eventSubscription";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const service = useProviderService({ seed: { eventDestinations: [{ id: "ed_one" }, { id: "ed_two" }, { id: "ed_three" }] } });
const { mark, calls, bodies } = service;
const sub = stepsOf(eventSubscription);
const base = { sources: ["ip_policy_created.v0", "ip_policy_updated.v0"], destinationIds: ["ed_one", "ed_two"] };

test("up creates the subscription with exactly one API call, plus the lookup's one page", async () => {
  mark();
  expect(await sub.up({ ...base, description: "audit", metadata: "m" })).toBe("create");
  expect(sub.id).toMatch(/^esb_[A-Za-z0-9]+$/);
  expect(calls()).toEqual(["POST /event_subscriptions 201"]);
  expect(sub.outputs["sources"]).toEqual([
    { type: "ip_policy_created.v0", uri: `${service.emulator.baseUrl}/event_subscriptions/${sub.id}/sources/ip_policy_created.v0` },
    { type: "ip_policy_updated.v0", uri: `${service.emulator.baseUrl}/event_subscriptions/${sub.id}/sources/ip_policy_updated.v0` },
  ]);
  expect(sub.outputs["destinationIds"]).toEqual(["ed_one", "ed_two"]);
  mark();
  expect((await getEventSubscriptions()).map((s) => s.id)).toEqual([sub.id]);
  expect(calls()).toEqual(["GET /event_subscriptions 200"]);
});

test("a second preview reports no changes; reordering sources and destinations is not a change", async () => {
  mark();
  expect(await sub.preview({ sources: ["ip_policy_updated.v0", "ip_policy_created.v0"], destinationIds: ["ed_two", "ed_one"], description: "audit", metadata: "m" })).toBe("same");
  expect(calls()).toEqual([]);
});

test("an in-place change costs one PATCH with only what changed", async () => {
  const id = sub.id;
  mark();
  expect(await sub.up({ ...base, destinationIds: ["ed_one", "ed_three"], description: "audit v2", metadata: "m" })).toBe("update");
  expect(sub.id).toBe(id);
  expect(calls()).toEqual([`PATCH /event_subscriptions/${id} 200`]);
  expect(bodies()).toEqual([{ description: "audit v2", destination_ids: ["ed_one", "ed_three"] }]);
});

test("removed description and metadata are cleared on the service", async () => {
  mark();
  expect(await sub.up({ ...base, destinationIds: ["ed_one", "ed_three"] })).toBe("update");
  expect(bodies()).toEqual([{ description: "", metadata: "" }]);
  const stored = service.emulator.snapshot().event_subscriptions[sub.id];
  expect([stored?.description, stored?.metadata]).toEqual(["", ""]);
});

test("an out-of-band edit is caught by refresh and put back by up", async () => {
  await outOfBand(service.emulator, "PATCH", `/event_subscriptions/${sub.id}`, { sources: [{ type: "ip_policy_deleted.v0" }] });
  mark();
  await sub.refresh();
  expect(calls()).toEqual([`GET /event_subscriptions/${sub.id} 200`]);
  expect(sub.outputs["sources"]).toEqual([{ type: "ip_policy_deleted.v0", uri: `${service.emulator.baseUrl}/event_subscriptions/${sub.id}/sources/ip_policy_deleted.v0` }]);
  expect(await sub.preview({ ...base, destinationIds: ["ed_one", "ed_three"] })).toBe("update");
  expect(await sub.up({ ...base, destinationIds: ["ed_one", "ed_three"] })).toBe("update");
  expect(service.emulator.snapshot().event_subscriptions[sub.id]?.source_types).toEqual(["ip_policy_created.v0", "ip_policy_updated.v0"]);
});

test("an out-of-band delete is caught by refresh, and up creates it again", async () => {
  await outOfBand(service.emulator, "DELETE", `/event_subscriptions/${sub.id}`);
  expect(await sub.refresh()).toBeUndefined();
  expect(sub.held).toBeUndefined();
  mark();
  expect(await sub.up({ ...base, destinationIds: ["ed_one", "ed_three"] })).toBe("create");
  expect(calls()).toEqual(["POST /event_subscriptions 201"]);
  expect((await getEventSubscriptions()).map((s) => s.id)).toEqual([sub.id]);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "a repeated event type",
      { sources: ["ip_policy_created.v0", "ip_policy_created.v0"], destinationIds: ["ed_one"] },
      "sources",
      'sources[1] repeats "ip_policy_created.v0"; each source type may appear once',
    ],
    ["a description over 255 characters", { ...base, description: "é".repeat(256) }, "description", "description must be at most 255 characters; got 256"],
    ["metadata over 4096 characters", { ...base, metadata: "x".repeat(4097) }, "metadata", "metadata must be at most 4096 characters; got 4097"],
    [
      "a destination id with the wrong prefix",
      { sources: ["ip_policy_created.v0"], destinationIds: ["esb_one"] },
      "destinationIds",
      'destinationIds[0] must be an event destination id of the form ed_<id>; got "esb_one"',
    ],
  ];
  test.each(cases)("%s", async (_name, args, property, reason) => {
    mark();
    await expect(sub.preview(args)).rejects.toHaveProperty("failures", [{ property, reason }]);
    expect(calls()).toEqual([]);
  });

  test("255 two-byte characters are a valid description", async () => {
    expect(await sub.preview({ ...base, description: "é".repeat(255) })).toBe("update");
  });
});

test("a destination that does not exist fails at up with the service's message naming it", async () => {
  const id = sub.id;
  mark();
  await expect(sub.up({ sources: ["ip_policy_created.v0"], destinationIds: ["ed_missing"] })).rejects.toThrow(
    new RegExp(`^PATCH /event_subscriptions/${id} failed: 400 ERR_REFERENCE_NOT_FOUND destination_ids\\[0\\] ed_missing does not exist \\(operation op_[0-9A-Za-z]{27}\\)$`),
  );
  expect(calls()).toEqual([`PATCH /event_subscriptions/${id} 400`]);
});

test("destroy leaves the emulator empty", async () => {
  const id = sub.id;
  mark();
  await sub.destroy();
  expect(calls()).toEqual([`DELETE /event_subscriptions/${id} 204`]);
  expect(service.emulator.snapshot().event_subscriptions).toEqual({});
});
