// Bad input as the engine prints it: one preview of one invalid resource, whose every check failure
// the engine reports on a line of its own, in the provider's order (a field's failure under its
// top-level input, with the value; a failure inside an input that holds secrets against the
// resource as a whole, so that no secret value is printed), with inputs that another resource's
// id gives, unknown in preview, reaching check as the engine's unknown sentinel; and not one API
// call. The matrix of bad inputs itself (24 previews, 88 inputs) is proven in process, where check
// answers: tests/provider/badInput.test.ts.
import { checkFailures, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let rig: Run;

/** A valid resource whose id is unknown in preview: its outputs stand for values not known yet (pulumi#6310). */
const HELPER = `const helper = new ingress.EventSubscription("helper", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_a"] });`;
const route = (args: string) => `new ingress.HttpsEdgeRoute("bad", { ${args} });`;

beforeAll(async () => {
  rig = await startRun("badinput", {
    emulator: { seed: { edges: [{ id: "edghts_a" }], eventDestinations: [{ id: "ed_a" }] } },
    body: `${HELPER}\n${route(`
      edgeId: helper.id, matchType: "exact", match: "/u", description: helper.id, metadata: "x".repeat(4097),
      oauth: { provider: { github: { clientId: helper.id, scopes: ["read:org"] }, twitch: { teams: ["a/b"] } } },
    `)}`,
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await rig?.dispose();
});

test("HttpsEdgeRoute #3 as the engine prints it: unknown values in preview hold back only the rules they could decide", async () => {
  const output = await failureOf(rig.stack.preview());
  expect(checkFailures(output, "bad")).toEqual([
    { property: "matchType", reason: `matchType must be one of "exact_path", "path_prefix"; got "exact"` },
    { property: "metadata", reason: "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes" },
    // oauth holds client secrets: the failure names no input, so the engine prints no value of it.
    { property: "", reason: "oauth.provider.twitch.teams is allowed only for the github provider" },
  ]);
  expect(rig.emulator.log).toEqual([]);
});
