// IpPolicyRule under the real engine against the emulator: only what the engine decides, the order
// of a replacement's two calls, which follows diff's deleteBeforeReplace. Everything else this file
// held (each call, body and output, refresh, out-of-band edits, the refusals) is proven in process
// by tests/provider/ipPolicyRule.test.ts, diff's verdicts by tests/unit/ipPolicyRuleProvider.test.ts.
// Two rules replaced in one up: a new action keeps the CIDR in the same policy, which the service
// holds once, so the old rule must go first; a new policy takes the engine's default, create first.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;

const program = (first: string, second: string) => `
const first = new ingress.IpPolicyRule("first", { ${first} });
const second = new ingress.IpPolicyRule("second", { ${second} });
exports.first = first.id;
exports.second = second.id;
`;
const FIRST = `ipPolicyId: "ipp_one", cidr: "2001:db8:1::/48"`;
const SECOND = `action: "allow", cidr: "10.0.0.0/8"`;

beforeAll(async () => {
  s = await startRun("ipr", {
    emulator: { seed: { ipPolicies: [{ id: "ipp_one" }, { id: "ipp_two" }] } },
    body: program(`${FIRST}, action: "allow"`, `${SECOND}, ipPolicyId: "ipp_one"`),
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("a new action replaces the rule deleting the old one first; a new policy, creating the new one first", async () => {
  const before = (await s.stack.up()).outputs;
  const [first, second] = [String(before["first"]?.value), String(before["second"]?.value)];
  await s.setProgram(program(`${FIRST}, action: "deny"`, `${SECOND}, ipPolicyId: "ipp_two"`));
  s.mark();
  const after = (await s.stack.up()).outputs;
  const [nextFirst, nextSecond] = [String(after["first"]?.value), String(after["second"]?.value)];
  expect(nextFirst).not.toBe(first);
  expect(nextSecond).not.toBe(second);
  // Each POST by the CIDR it sends: both go to /ip_policy_rules.
  const order = s
    .entries()
    .filter((e) => e.method !== "GET")
    .map((e) => (e.method === "POST" ? `POST ${String((JSON.parse(e.requestBody) as { cidr: string }).cidr)} ${e.status}` : `${e.method} ${e.path} ${e.status}`));
  expect([...order].sort()).toEqual([`DELETE /ip_policy_rules/${first} 204`, `DELETE /ip_policy_rules/${second} 204`, "POST 10.0.0.0/8 201", "POST 2001:db8:1::/48 201"].sort());
  expect(order.indexOf(`DELETE /ip_policy_rules/${first} 204`)).toBeLessThan(order.indexOf("POST 2001:db8:1::/48 201"));
  expect(order.indexOf("POST 10.0.0.0/8 201")).toBeLessThan(order.indexOf(`DELETE /ip_policy_rules/${second} 204`));
  const rules = s.emulator.snapshot().ip_policy_rules;
  expect(Object.keys(rules).sort()).toEqual([nextFirst, nextSecond].sort());
  expect(rules[nextFirst]).toMatchObject({ ip_policy_id: "ipp_one", cidr: "2001:db8:1::/48", action: "deny" });
  expect(rules[nextSecond]).toMatchObject({ ip_policy_id: "ipp_two", cidr: "10.0.0.0/8", action: "allow" });
});
