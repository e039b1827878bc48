// IpPolicy under the real engine against the emulator: one stack, steps chained in order. The
// policy's id (an Output) goes to a rule and to a route's IP restriction as ids do.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, findResource, outOfBand, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_ipp";
let s: Run;
let id = "";

const program = (args: string, more = "") => `
const policy = new ingress.IpPolicy("office", { ${args} });
exports.id = policy.id;
exports.uri = policy.uri;
exports.description = policy.description;
exports.metadata = policy.metadata;
${more}`;
const users = `
const rule = new ingress.IpPolicyRule("officeV4", { ipPolicyId: policy.id, cidr: "203.0.113.0/24", action: "allow" });
const route = new ingress.HttpsEdgeRoute("admin", { edgeId: "${EDGE}", match: "/admin", matchType: "path_prefix", ipRestriction: { ipPolicyIds: [policy.id] } });
exports.ruleId = rule.id;
exports.routePolicies = route.ipRestriction;
`;

beforeAll(async () => {
  s = await startRun("ipp", { emulator: { seed: { edges: [{ id: EDGE }] } }, body: program(`description: "office", metadata: "m"`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the policy with exactly one API call", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^ipp_[A-Za-z0-9]+$/);
  expect(s.calls()).toEqual(["POST /ip_policies 201"]);
  expect(up.outputs["uri"]?.value).toBe(`${s.emulator.baseUrl}/ip_policies/${id}`);
  expect(up.outputs["description"]?.value).toBe("office");
  expect(s.emulator.snapshot().ip_policies[id]).toMatchObject({ description: "office", metadata: "m" });
});

test("a second preview reports no changes and makes no API call", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("a description change is one PATCH with only what changed, the same id", async () => {
  await s.setProgram(program(`description: "office v2", metadata: "m"`));
  s.mark();
  const up = await s.stack.up();
  expect(String(up.outputs["id"]?.value)).toBe(id);
  const changes = s.entries().filter((e) => e.method !== "GET");
  expect(changes.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`PATCH /ip_policies/${id} 200`]);
  expect(JSON.parse(changes[0]?.requestBody ?? "")).toEqual({ description: "office v2" });
});

test("removed description and metadata are cleared on the service", async () => {
  await s.setProgram(program(""));
  s.mark();
  const up = await s.stack.up();
  const patch = s.entries().find((e) => e.method === "PATCH");
  expect(JSON.parse(patch?.requestBody ?? "")).toEqual({ description: "", metadata: "" });
  expect([up.outputs["description"]?.value, up.outputs["metadata"]?.value]).toEqual(["", ""]);
});

test("refresh reads the policy with one GET and catches an out-of-band edit, which up puts back", async () => {
  await outOfBand(s.emulator, "PATCH", `/ip_policies/${id}`, { description: "edited" });
  s.mark();
  await s.stack.refresh();
  expect(s.calls()).toEqual([`GET /ip_policies/${id} 200`]);
  expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  await s.stack.up();
  expect(s.emulator.snapshot().ip_policies[id]?.description).toBe("");
});

test("its id, an Output, goes to a rule's ipPolicyId and a route's ipRestriction.ipPolicyIds", async () => {
  await s.setProgram(program(`description: "office"`, users));
  const up = await s.stack.up();
  const ruleId = String(up.outputs["ruleId"]?.value);
  expect(s.emulator.snapshot().ip_policy_rules[ruleId]).toMatchObject({ ip_policy_id: id, cidr: "203.0.113.0/24", action: "allow" });
  expect(up.outputs["routePolicies"]?.value).toEqual({ enabled: true, ipPolicies: [{ id, uri: `${s.emulator.baseUrl}/ip_policies/${id}` }] });
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 4 });
  expect(s.calls()).toEqual([]);
});

test("an out-of-band delete is caught by refresh (its rules go with it), and up creates both again", async () => {
  await outOfBand(s.emulator, "DELETE", `/ip_policies/${id}`);
  expect(s.emulator.snapshot().ip_policy_rules).toEqual({});
  await s.stack.refresh();
  const state = await s.stack.exportState();
  expect(() => findResource(state, "office")).toThrow("found 0");
  expect(() => findResource(state, "officeV4")).toThrow("found 0");
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(s.calls().filter((c) => /^\w+ \/ip_polic/.test(c) && !c.startsWith("GET "))).toEqual(["POST /ip_policies 201", "POST /ip_policy_rules 201"]);
  expect(s.emulator.snapshot().ip_policy_rules[String(up.outputs["ruleId"]?.value)]?.ip_policy_id).toBe(id);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["a description over 255 bytes", `description: "é".repeat(128)`, "description must be at most 255 bytes (UTF-8); got 256 bytes"],
    ["metadata over 4096 bytes", `metadata: "m".repeat(4097)`, "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes"],
    ["an unknown field", `name: "office"`, "name is not a known field"],
    ["an adoptId of another kind", `adoptId: "ipr_1"`, 'adoptId must be an IP policy id of the form ipp_<id>; got "ipr_1"'],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy deletes the policy with one DELETE, after its users", async () => {
  await s.setProgram(program(""));
  await s.stack.up();
  s.mark();
  await s.stack.destroy();
  expect(s.calls()).toEqual([`DELETE /ip_policies/${id} 204`]);
  expect(s.emulator.snapshot().ip_policies).toEqual({});
});
