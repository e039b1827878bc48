// EventSubscription under the real engine against the emulator: one stack, steps chained in order.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, findResource, outOfBand, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";

const program = (args: string) => `
const sub = new ingress.EventSubscription("sub", { ${args} });
exports.id = sub.id;
exports.sources = sub.sources;
exports.destinationIds = sub.destinationIds;
exports.description = sub.description;
exports.found = sub.id.apply(() => ingress.getEventSubscriptions()).apply((all) => all.map((x) => x.id));
`;
const base = `sources: ["ip_policy_created.v0", "ip_policy_updated.v0"], destinationIds: ["ed_one", "ed_two"]`;


beforeAll(async () => {
  s = await startRun("esb", {
    emulator: { seed: { eventDestinations: [{ id: "ed_one" }, { id: "ed_two" }, { id: "ed_three" }] } },
    body: program(`${base}, description: "audit", metadata: "m"`),
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the subscription with exactly one API call, plus the lookup's one page", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^esb_[A-Za-z0-9]+$/);
  expect(s.calls().filter((c) => !c.startsWith("GET /event_subscriptions "))).toEqual(["POST /event_subscriptions 201"]);
  expect(up.outputs["sources"]?.value).toEqual([
    { type: "ip_policy_created.v0", uri: `${s.emulator.baseUrl}/event_subscriptions/${id}/sources/ip_policy_created.v0` },
    { type: "ip_policy_updated.v0", uri: `${s.emulator.baseUrl}/event_subscriptions/${id}/sources/ip_policy_updated.v0` },
  ]);
  expect(up.outputs["destinationIds"]?.value).toEqual(["ed_one", "ed_two"]);
});

test("a second preview reports no changes; reordering sources and destinations is not a change", async () => {
  await s.setProgram(program(`sources: ["ip_policy_updated.v0", "ip_policy_created.v0"], destinationIds: ["ed_two", "ed_one"], description: "audit", metadata: "m"`));
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls().filter((c) => !c.startsWith("GET /event_subscriptions "))).toEqual([]);
});

test("an in-place change costs one PATCH with only what changed", async () => {
  await s.setProgram(program(`${base}, destinationIds: ["ed_one", "ed_three"], description: "audit v2", metadata: "m"`));
  s.mark();
  await s.stack.up();
  const patches = s.entries().filter((e) => e.method !== "GET");
  expect(patches.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`PATCH /event_subscriptions/${id} 200`]);
  expect(JSON.parse(patches[0]?.requestBody ?? "")).toEqual({ description: "audit v2", destination_ids: ["ed_one", "ed_three"] });
});

test("removed description and metadata are cleared on the service", async () => {
  await s.setProgram(program(`${base}, destinationIds: ["ed_one", "ed_three"]`));
  s.mark();
  await s.stack.up();
  const patch = s.entries().find((e) => e.method === "PATCH");
  expect(JSON.parse(patch?.requestBody ?? "")).toEqual({ description: "", metadata: "" });
  const stored = s.emulator.snapshot().event_subscriptions[id];
  expect([stored?.description, stored?.metadata]).toEqual(["", ""]);
});

test("an out-of-band edit is caught by refresh and put back by up", async () => {
  await outOfBand(s.emulator, "PATCH", `/event_subscriptions/${id}`, { sources: [{ type: "ip_policy_deleted.v0" }] });
  await s.stack.refresh();
  expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  await s.stack.up();
  expect(s.emulator.snapshot().event_subscriptions[id]?.source_types).toEqual(["ip_policy_created.v0", "ip_policy_updated.v0"]);
});

test("an out-of-band delete is caught by refresh, and up creates it again", async () => {
  await outOfBand(s.emulator, "DELETE", `/event_subscriptions/${id}`);
  await s.stack.refresh();
  const state = await s.stack.exportState();
  expect(() => findResource(state, "sub")).toThrow("found 0");
  s.mark();
  const up = await s.stack.up();
  expect(s.calls().filter((c) => !c.startsWith("GET /event_subscriptions "))).toEqual(["POST /event_subscriptions 201"]);
  id = String(up.outputs["id"]?.value);
  expect(up.outputs["found"]?.value).toEqual([id]);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["a repeated event type", `sources: ["ip_policy_created.v0", "ip_policy_created.v0"], destinationIds: ["ed_one"]`, `sources[1] repeats "ip_policy_created.v0"; each source type may appear once`],
    ["a description over 255 characters", `${base}, description: "é".repeat(256)`, "description must be at most 255 characters; got 256"],
    ["metadata over 4096 characters", `${base}, metadata: "x".repeat(4097)`, "metadata must be at most 4096 characters; got 4097"],
    ["a destination id with the wrong prefix", `sources: ["ip_policy_created.v0"], destinationIds: ["esb_one"]`, `destinationIds[0] must be an event destination id of the form ed_<id>; got "esb_one"`],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls().filter((c) => !c.startsWith("GET /event_subscriptions "))).toEqual([]);
  });

  test("255 two-byte characters are a valid description", async () => {
    await s.setProgram(program(`${base}, description: "é".repeat(255)`));
    expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  });
});

test("a destination that does not exist fails at up with the service's message naming it", async () => {
  await s.setProgram(program(`sources: ["ip_policy_created.v0"], destinationIds: ["ed_missing"]`));
  expect(await failureOf(s.stack.up())).toContain("ed_missing");
});

test("destroy leaves the emulator empty", async () => {
  await s.setProgram(program(base));
  await s.stack.destroy();
  expect(s.emulator.snapshot().event_subscriptions).toEqual({});
});
