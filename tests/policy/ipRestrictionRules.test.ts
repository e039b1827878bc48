// The stack rule on IP restrictions that could lock out the very run applying them.
import { ipRestrictionLocksOut } from "../../policy/src/ipRestrictionRules";
import type { StackResource } from "../../policy/src/rule";
import { UNKNOWN } from "../../provider/inputs/unknowns";

const NOW = new Date("2026-11-25T00:00:00Z");
const urn = (type: string, name: string) => `urn:pulumi:dev::p::pulumi-nodejs:dynamic/ingress:${type}::${name}`;
const of = (type: string, name: string, props: Record<string, unknown>): StackResource => ({ name, urn: urn(type, name), props });
const policy = (name: string, id: string) => of("IpPolicy", name, { uri: `https://api.example.com/ip_policies/${id}` });
const rule = (name: string, props: Record<string, unknown>) => of("IpPolicyRule", name, { cidr: "203.0.113.0/24", ...props });
const restriction = (name: string, props: Record<string, unknown>) => of("IpRestriction", name, props);
const judge = (restrictions: StackResource[], policies: StackResource[], rules: StackResource[]) =>
  ipRestrictionLocksOut.violations(restrictions, { stack: "dev", config: {}, now: NOW, others: { IpPolicy: policies, IpPolicyRule: rules } });

const message = (name: string, type: string, guarded: string) =>
  `IpRestriction "${name}" enforces the ${type} restriction, but none of its IP policies is one of this program's with an allow rule: ` +
  `if the address you work from is not allowed, it refuses your ${guarded}. ` +
  'Check that address first (curl https://api.ipify.org, from where pulumi runs), declare an IpPolicyRule with action "allow" for it in one of the restriction\'s IpPolicy resources, ' +
  "or create the restriction with enforced: false (the service then only warns, ERR_NGROK_1211) and enforce it once the address is allowed.";

describe("ingress-ip-restriction-locks-out", () => {
  test("an enforced api restriction on a policy of the program without an allow rule: warned, with how to check the address", () => {
    const found = judge([restriction("api", { type: "api", ipPolicyIds: ["ipp_1"], enforced: true })], [policy("office", "ipp_1")], [rule("deny", { ipPolicyId: "ipp_1", action: "deny" })]);
    expect(found).toEqual([{ urn: urn("IpRestriction", "api"), message: message("api", "api", "calls of the API (this program's own included, which then can neither update nor destroy anything)") }]);
  });

  test("an enforced dashboard restriction on a policy outside the program (its allow rules undeclared): warned", () => {
    const found = judge([restriction("dash", { type: "dashboard", ipPolicyIds: ["ipp_elsewhere"], enforced: true })], [policy("office", "ipp_1")], [rule("office", { ipPolicyId: "ipp_1", action: "allow" })]);
    expect(found).toEqual([{ urn: urn("IpRestriction", "dash"), message: message("dash", "dashboard", "sign-ins to the dashboard") }]);
  });

  test("one of its policies is the program's with an allow rule: no warning", () => {
    const found = judge(
      [restriction("api", { type: "api", ipPolicyIds: ["ipp_2", "ipp_1"], enforced: true })],
      [policy("office", "ipp_1"), policy("other", "ipp_2")],
      [rule("office", { ipPolicyId: "ipp_1", action: "allow" })],
    );
    expect(found).toEqual([]);
  });

  test("not enforced, or of type agent or endpoints: no warning", () => {
    const none: StackResource[] = [];
    expect(judge([restriction("a", { type: "api", ipPolicyIds: ["ipp_x"], enforced: false }), restriction("b", { type: "api", ipPolicyIds: ["ipp_x"] })], none, none)).toEqual([]);
    expect(judge([restriction("c", { type: "agent", ipPolicyIds: ["ipp_x"], enforced: true }), restriction("d", { type: "endpoints", ipPolicyIds: ["ipp_x"], enforced: true })], none, none)).toEqual([]);
  });

  test("at preview, an unknown policy id beside an allow rule of the program is judged at up; with no allow rule at all, it is warned at once", () => {
    const unknownIds = restriction("api", { type: "api", ipPolicyIds: [UNKNOWN], enforced: true });
    expect(judge([unknownIds], [policy("office", "ipp_1")], [rule("office", { ipPolicyId: "ipp_1", action: "allow" })])).toEqual([]);
    expect(judge([unknownIds], [of("IpPolicy", "new", {})], [rule("new", { ipPolicyId: UNKNOWN, action: "allow" })])).toEqual([]);
    expect(judge([unknownIds], [], [])).toEqual([{ urn: urn("IpRestriction", "api"), message: message("api", "api", "calls of the API (this program's own included, which then can neither update nor destroy anything)") }]);
    expect(judge([restriction("api", { type: "api", ipPolicyIds: ["ipp_1"], enforced: UNKNOWN })], [], [])).toEqual([]);
  });

  test("an adopted policy counts by its adoptId", () => {
    const adopted = of("IpPolicy", "office", { adoptId: "ipp_9" });
    expect(judge([restriction("api", { type: "api", ipPolicyIds: ["ipp_9"], enforced: true })], [adopted], [rule("office", { ipPolicyId: "ipp_9", action: "allow" })])).toEqual([]);
  });
});
