// IpPolicyRule's dynamic provider in process against the emulator, step by step as the engine drives it
// (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals. Moved from
// tests/engine/ipPolicyRule.test.ts, each test under its name there; the program's lookup
// (getIpPolicyRules) is called here as the program calls it (a lookup run by a program under the
// engine: tests/engine/lookups.test.ts). diff's verdicts one by one (what replaces, what
// deletes first) are tests/unit/ipPolicyRuleProvider.test.ts's. What only the engine proves stayed
// under the engine (now tests/engine/replacementOrders.test.ts), slimmed: that it orders a
// replacement's calls as diff says (delete first, or create first).
// Check's failures as the engine prints them, any family's alike: tests/reliability/badInput.test.ts.
import * as ipPolicyRule from "../../provider/resources/ipPolicyRule/family";
import { getIpPolicyRules } from "../../sdk/ipPolicyRule";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { CheckFailed, stepsOf } from "../support/providerSteps";

const service = useProviderService({ seed: { ipPolicies: [{ id: "ipp_one" }, { id: "ipp_two" }] } });
const { mark, calls, bodies } = service;
const rule = stepsOf(ipPolicyRule);
const base = { ipPolicyId: "ipp_one", action: "allow" };
const rules = () => service.emulator.snapshot().ip_policy_rules;

test("up creates the rule with exactly one API call, plus the lookup's one page", async () => {
  mark();
  expect(await rule.up({ ...base, cidr: "2001:db8::/32", description: "office", metadata: "m" })).toBe("create");
  expect(rule.id).toMatch(/^ipr_[A-Za-z0-9]+$/);
  expect(calls()).toEqual(["POST /ip_policy_rules 201"]);
  expect(rule.outputs["ipPolicy"]).toEqual({ id: "ipp_one", uri: `${service.emulator.baseUrl}/ip_policies/ipp_one` });
  expect(rule.outputs["ipPolicyId"]).toBe("ipp_one");
  mark();
  expect((await getIpPolicyRules()).map((r) => [r.id, r.cidr, r.ipPolicy.id])).toEqual([[rule.id, "2001:db8::/32", "ipp_one"]]);
  expect(calls()).toEqual(["GET /ip_policy_rules 200"]);
});

test("a second preview reports no changes and makes no API call: the same CIDR written otherwise is not a change", async () => {
  mark();
  expect(await rule.preview({ ...base, cidr: "2001:DB8:0:0::/32", description: "office", metadata: "m" })).toBe("same");
  expect(calls()).toEqual([]);
});

test("a CIDR change is made in place: one PATCH with only what changed, the same id", async () => {
  const id = rule.id;
  mark();
  expect(await rule.up({ ...base, cidr: "2001:db8:1::/48", description: "office", metadata: "m" })).toBe("update");
  expect(rule.id).toBe(id);
  expect(calls()).toEqual([`PATCH /ip_policy_rules/${id} 200`]);
  expect(bodies()).toEqual([{ cidr: "2001:db8:1::/48" }]);
});

test("removed description and metadata are cleared on the service", async () => {
  mark();
  expect(await rule.up({ ...base, cidr: "2001:db8:1::/48" })).toBe("update");
  expect(bodies()).toEqual([{ description: "", metadata: "" }]);
  // The service leaves "" out of its answer, as for a member never set: both read back as null.
  expect([rule.outputs["description"], rule.outputs["metadata"]]).toEqual([null, null]);
});

test("refresh reads the rule with one GET and catches an out-of-band edit, which up puts back", async () => {
  await outOfBand(service.emulator, "PATCH", `/ip_policy_rules/${rule.id}`, { cidr: "2001:db8:2::/48" });
  mark();
  await rule.refresh();
  expect(calls()).toEqual([`GET /ip_policy_rules/${rule.id} 200`]);
  expect(rule.outputs["cidr"]).toBe("2001:db8:2::/48");
  expect(await rule.preview({ ...base, cidr: "2001:db8:1::/48" })).toBe("update");
  expect(await rule.up({ ...base, cidr: "2001:db8:1::/48" })).toBe("update");
  expect(rules()[rule.id]?.cidr).toBe("2001:db8:1::/48");
});

test("a new action replaces the rule, deleting the old one first (the policy holds each CIDR once)", async () => {
  const id = rule.id;
  mark();
  expect(await rule.up({ ipPolicyId: "ipp_one", action: "deny", cidr: "2001:db8:1::/48" })).toBe("replace");
  expect(rule.id).not.toBe(id);
  expect(calls()).toEqual([`DELETE /ip_policy_rules/${id} 204`, "POST /ip_policy_rules 201"]);
  expect(Object.keys(rules())).toEqual([rule.id]);
});

test("a new policy replaces the rule, creating the new one first", async () => {
  const id = rule.id;
  mark();
  expect(await rule.up({ ipPolicyId: "ipp_two", action: "deny", cidr: "2001:db8:1::/48" })).toBe("replace");
  expect(calls()).toEqual(["POST /ip_policy_rules 201", `DELETE /ip_policy_rules/${id} 204`]);
  expect(rules()[rule.id]).toMatchObject({ ip_policy_id: "ipp_two", cidr: "2001:db8:1::/48", action: "deny" });
});

test("an out-of-band delete is caught by refresh, and up creates it again", async () => {
  await outOfBand(service.emulator, "DELETE", `/ip_policy_rules/${rule.id}`);
  expect(await rule.refresh()).toBeUndefined();
  mark();
  expect(await rule.up({ ipPolicyId: "ipp_two", action: "deny", cidr: "2001:db8:1::/48" })).toBe("create");
  expect(calls()).toEqual(["POST /ip_policy_rules 201"]);
  expect(Object.keys(rules())).toEqual([rule.id]);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const notCidr = "cidr must be an IPv4 or IPv6 network in CIDR notation (such as 203.0.113.0/24 or 2001:db8::/32); got";
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["not a CIDR", { ...base, cidr: "office" }, "cidr", `${notCidr} "office"`],
    ["an IPv4 octet over 255", { ...base, cidr: "203.0.113.256/32" }, "cidr", `${notCidr} "203.0.113.256/32"`],
    ["two :: in an IPv6 address", { ...base, cidr: "2001::db8::/32" }, "cidr", `${notCidr} "2001::db8::/32"`],
    ["no prefix length", { ...base, cidr: "203.0.113.7" }, "cidr", 'cidr must have a prefix length (203.0.113.7/32 for that one address); got "203.0.113.7"'],
    ["an IPv4 prefix over 32", { ...base, cidr: "10.0.0.0/33" }, "cidr", 'cidr must have a prefix length from 0 to 32 for an IPv4 network; got "10.0.0.0/33"'],
    ["an IPv6 prefix over 128", { ...base, cidr: "2001:db8::/129" }, "cidr", 'cidr must have a prefix length from 0 to 128 for an IPv6 network; got "2001:db8::/129"'],
    ["host bits set (IPv4)", { ...base, cidr: "10.1.2.3/8" }, "cidr", 'cidr must start at the lowest address of its range (did you mean 10.0.0.0/8?); got "10.1.2.3/8"'],
    ["host bits set (IPv6)", { ...base, cidr: "2001:db8::1/64" }, "cidr", 'cidr must start at the lowest address of its range (did you mean 2001:db8::/64?); got "2001:db8::1/64"'],
    ["an unknown action", { ipPolicyId: "ipp_one", action: "permit", cidr: "10.0.0.0/8" }, "action", 'action must be one of "allow", "deny"; got "permit"'],
    ["a policy id of another kind", { ipPolicyId: "ipr_1", action: "allow", cidr: "10.0.0.0/8" }, "ipPolicyId", 'ipPolicyId must be an IP policy id of the form ipp_<id>; got "ipr_1"'],
    ["a description over 255 bytes", { ...base, cidr: "10.0.0.0/8", description: "é".repeat(128) }, "description", "description must be at most 255 bytes (UTF-8); got 256 bytes"],
  ];
  test.each(cases)("%s", async (_name, args, property, reason) => {
    mark();
    await expect(rule.preview(args)).rejects.toThrow(new CheckFailed([{ property, reason }]));
    expect(calls()).toEqual([]);
  });
});

test("destroy deletes the rule with one DELETE and leaves its policy", async () => {
  const id = rule.id;
  mark();
  await rule.destroy();
  expect(calls()).toEqual([`DELETE /ip_policy_rules/${id} 204`]);
  expect(rules()).toEqual({});
  expect(Object.keys(service.emulator.snapshot().ip_policies).sort()).toEqual(["ipp_one", "ipp_two"]);
});
