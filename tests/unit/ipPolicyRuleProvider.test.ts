// The IpPolicyRule provider's check and diff, called directly: what replaces, what is in place,
// when a replacement deletes first, and the CIDR refusals (each one line naming the field).
import { check, diff, type IprOutputs } from "../../provider/resources/ipPolicyRule/family";
import { UNKNOWN } from "../../provider/inputs/unknowns";

const olds: IprOutputs = {
  uri: "http://x/ip_policy_rules/ipr_1",
  createdAt: "2030-01-01T00:00:00Z",
  description: null,
  metadata: null,
  cidr: "2001:db8::/32",
  action: "allow",
  ipPolicy: { id: "ipp_a", uri: "http://x/ip_policies/ipp_a" },
  ipPolicyId: "ipp_a",
};
const news = { ipPolicyId: "ipp_a", cidr: "2001:db8::/32", action: "allow" as const };

test("the same rule, its CIDR written otherwise, is no change", async () => {
  expect(await diff("ipr_1", olds, { ...news, cidr: "2001:DB8:0:0::/32" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
});

test("CIDR, description and metadata change in place", async () => {
  expect(await diff("ipr_1", olds, { ...news, cidr: "2001:db8:1::/48" })).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  expect(await diff("ipr_1", olds, { ...news, description: "office" })).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  expect(await diff("ipr_1", olds, { ...news, cidr: UNKNOWN })).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
});

test("a new action replaces, deleting first when the CIDR stays (the policy holds it once)", async () => {
  expect(await diff("ipr_1", olds, { ...news, action: "deny" })).toEqual({ changes: true, replaces: ["action"], deleteBeforeReplace: true });
  expect(await diff("ipr_1", olds, { ...news, action: "deny", cidr: "10.0.0.0/8" })).toEqual({ changes: true, replaces: ["action"], deleteBeforeReplace: false });
});

test("a new policy replaces, creating first; an unknown policy id is a replacement too", async () => {
  expect(await diff("ipr_1", olds, { ...news, ipPolicyId: "ipp_b" })).toEqual({ changes: true, replaces: ["ipPolicyId"], deleteBeforeReplace: false });
  expect(await diff("ipr_1", olds, { ...news, ipPolicyId: UNKNOWN })).toEqual({ changes: true, replaces: ["ipPolicyId"], deleteBeforeReplace: false });
});

test("check: each bad input one line naming the field; an unknown policy id waits for up", async () => {
  const failures = async (inputs: Record<string, unknown>) => (await check({}, inputs)).failures;
  expect(await failures({ ipPolicyId: UNKNOWN, cidr: "10.0.0.0/8", action: "allow" })).toEqual([]);
  expect(await failures({ ipPolicyId: "ipp_a", cidr: "::1", action: "allow" })).toEqual([
    { property: "cidr", reason: 'cidr must have a prefix length (::1/128 for that one address); got "::1"' },
  ]);
  expect(await failures({ ipPolicyId: "policy", cidr: "192.168.1.1/16", action: "allow", adoptId: "ipp_a" })).toEqual([
    { property: "ipPolicyId", reason: 'ipPolicyId must be an IP policy id of the form ipp_<id>; got "policy"' },
    { property: "cidr", reason: 'cidr must start at the lowest address of its range (did you mean 192.168.0.0/16?); got "192.168.1.1/16"' },
    { property: "adoptId", reason: 'adoptId must be an IP policy rule id of the form ipr_<id>; got "ipp_a"' },
  ]);
  expect(await failures({ ipPolicyId: "ipp_a", action: "allow" })).toEqual([{ property: "cidr", reason: "cidr is required" }]);
});
