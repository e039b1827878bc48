// IpPolicyRule under the real engine against the emulator: one stack, steps chained in order.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, findResource, outOfBand, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";

const program = (args: string) => `
const rule = new ingress.IpPolicyRule("v6", { ${args} });
exports.id = rule.id;
exports.cidr = rule.cidr;
exports.action = rule.action;
exports.ipPolicy = rule.ipPolicy;
exports.ipPolicyId = rule.ipPolicyId;
exports.found = rule.id.apply(() => ingress.getIpPolicyRules()).apply((all) => all.map((r) => [r.id, r.cidr, r.ipPolicy.id]));
`;
const base = `ipPolicyId: "ipp_one", action: "allow"`;
const rules = () => s.emulator.snapshot().ip_policy_rules;

beforeAll(async () => {
  s = await startRun("ipr", {
    emulator: { seed: { ipPolicies: [{ id: "ipp_one" }, { id: "ipp_two" }] } },
    body: program(`${base}, cidr: "2001:db8::/32", description: "office", metadata: "m"`),
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

const lookup = (c: string) => c.startsWith("GET /ip_policy_rules ");

test("up creates the rule with exactly one API call, plus the lookup's one page", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^ipr_[A-Za-z0-9]+$/);
  expect(s.calls().filter((c) => !lookup(c))).toEqual(["POST /ip_policy_rules 201"]);
  expect(up.outputs["ipPolicy"]?.value).toEqual({ id: "ipp_one", uri: `${s.emulator.baseUrl}/ip_policies/ipp_one` });
  expect(up.outputs["ipPolicyId"]?.value).toBe("ipp_one");
  expect(up.outputs["found"]?.value).toEqual([[id, "2001:db8::/32", "ipp_one"]]);
});

test("a second preview reports no changes and makes no API call: the same CIDR written otherwise is not a change", async () => {
  await s.setProgram(program(`${base}, cidr: "2001:DB8:0:0::/32", description: "office", metadata: "m"`));
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls().filter((c) => !lookup(c))).toEqual([]);
});

test("a CIDR change is made in place: one PATCH with only what changed, the same id", async () => {
  await s.setProgram(program(`${base}, cidr: "2001:db8:1::/48", description: "office", metadata: "m"`));
  s.mark();
  const up = await s.stack.up();
  expect(String(up.outputs["id"]?.value)).toBe(id);
  const changes = s.entries().filter((e) => e.method !== "GET");
  expect(changes.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`PATCH /ip_policy_rules/${id} 200`]);
  expect(JSON.parse(changes[0]?.requestBody ?? "")).toEqual({ cidr: "2001:db8:1::/48" });
});

test("removed description and metadata are cleared on the service", async () => {
  await s.setProgram(program(`${base}, cidr: "2001:db8:1::/48"`));
  s.mark();
  await s.stack.up();
  const patch = s.entries().find((e) => e.method === "PATCH");
  expect(JSON.parse(patch?.requestBody ?? "")).toEqual({ description: "", metadata: "" });
});

test("refresh reads the rule with one GET and catches an out-of-band edit, which up puts back", async () => {
  await outOfBand(s.emulator, "PATCH", `/ip_policy_rules/${id}`, { cidr: "2001:db8:2::/48" });
  s.mark();
  await s.stack.refresh();
  expect(s.calls().filter((c) => !lookup(c))).toEqual([`GET /ip_policy_rules/${id} 200`]);
  expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  await s.stack.up();
  expect(rules()[id]?.cidr).toBe("2001:db8:1::/48");
});

test("a new action replaces the rule, deleting the old one first (the policy holds each CIDR once)", async () => {
  await s.setProgram(program(`ipPolicyId: "ipp_one", action: "deny", cidr: "2001:db8:1::/48"`));
  s.mark();
  const up = await s.stack.up();
  const next = String(up.outputs["id"]?.value);
  expect(next).not.toBe(id);
  expect(s.calls().filter((c) => !c.startsWith("GET "))).toEqual([`DELETE /ip_policy_rules/${id} 204`, "POST /ip_policy_rules 201"]);
  expect(Object.keys(rules())).toEqual([next]);
  id = next;
});

test("a new policy replaces the rule, creating the new one first", async () => {
  await s.setProgram(program(`ipPolicyId: "ipp_two", action: "deny", cidr: "2001:db8:1::/48"`));
  s.mark();
  const up = await s.stack.up();
  const next = String(up.outputs["id"]?.value);
  expect(s.calls().filter((c) => !c.startsWith("GET "))).toEqual(["POST /ip_policy_rules 201", `DELETE /ip_policy_rules/${id} 204`]);
  expect(rules()[next]).toMatchObject({ ip_policy_id: "ipp_two", cidr: "2001:db8:1::/48", action: "deny" });
  id = next;
});

test("an out-of-band delete is caught by refresh, and up creates it again", async () => {
  await outOfBand(s.emulator, "DELETE", `/ip_policy_rules/${id}`);
  await s.stack.refresh();
  const state = await s.stack.exportState();
  expect(() => findResource(state, "v6")).toThrow("found 0");
  s.mark();
  const up = await s.stack.up();
  expect(s.calls().filter((c) => !lookup(c))).toEqual(["POST /ip_policy_rules 201"]);
  id = String(up.outputs["id"]?.value);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["not a CIDR", `${base}, cidr: "office"`, 'cidr must be an IPv4 or IPv6 network in CIDR notation (such as 203.0.113.0/24 or 2001:db8::/32); got "office"'],
    ["an IPv4 octet over 255", `${base}, cidr: "203.0.113.256/32"`, 'cidr must be an IPv4 or IPv6 network in CIDR notation (such as 203.0.113.0/24 or 2001:db8::/32); got "203.0.113.256/32"'],
    ["two :: in an IPv6 address", `${base}, cidr: "2001::db8::/32"`, 'cidr must be an IPv4 or IPv6 network in CIDR notation (such as 203.0.113.0/24 or 2001:db8::/32); got "2001::db8::/32"'],
    ["no prefix length", `${base}, cidr: "203.0.113.7"`, 'cidr must have a prefix length (203.0.113.7/32 for that one address); got "203.0.113.7"'],
    ["an IPv4 prefix over 32", `${base}, cidr: "10.0.0.0/33"`, 'cidr must have a prefix length from 0 to 32 for an IPv4 network; got "10.0.0.0/33"'],
    ["an IPv6 prefix over 128", `${base}, cidr: "2001:db8::/129"`, 'cidr must have a prefix length from 0 to 128 for an IPv6 network; got "2001:db8::/129"'],
    ["host bits set (IPv4)", `${base}, cidr: "10.1.2.3/8"`, 'cidr must start at the lowest address of its range (did you mean 10.0.0.0/8?); got "10.1.2.3/8"'],
    ["host bits set (IPv6)", `${base}, cidr: "2001:db8::1/64"`, 'cidr must start at the lowest address of its range (did you mean 2001:db8::/64?); got "2001:db8::1/64"'],
    ["an unknown action", `ipPolicyId: "ipp_one", action: "permit", cidr: "10.0.0.0/8"`, 'action must be one of "allow", "deny"; got "permit"'],
    ["a policy id of another kind", `ipPolicyId: "ipr_1", action: "allow", cidr: "10.0.0.0/8"`, 'ipPolicyId must be an IP policy id of the form ipp_<id>; got "ipr_1"'],
    ["a description over 255 bytes", `${base}, cidr: "10.0.0.0/8", description: "é".repeat(128)`, "description must be at most 255 bytes (UTF-8); got 256 bytes"],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy deletes the rule with one DELETE and leaves its policy", async () => {
  await s.setProgram(program(`ipPolicyId: "ipp_two", action: "deny", cidr: "2001:db8:1::/48"`));
  s.mark();
  await s.stack.destroy();
  expect(s.calls()).toEqual([`DELETE /ip_policy_rules/${id} 204`]);
  expect(rules()).toEqual({});
  expect(Object.keys(s.emulator.snapshot().ip_policies).sort()).toEqual(["ipp_one", "ipp_two"]);
});
