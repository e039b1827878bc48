// IpPolicy's dynamic provider in process against the emulator, step by step as the engine drives it
// (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals. Moved from
// tests/engine/ipPolicy.test.ts, each test under its name there. What only the engine proves went to
// the engine suites: an id handed on as an Output (tests/lifecycle: a rule and an IP restriction
// take the policy's id) and check's failures as the engine prints them (tests/reliability/badInput.test.ts).
import * as ipPolicy from "../../provider/resources/ipPolicy/family";
import * as ipPolicyRule from "../../provider/resources/ipPolicyRule/family";
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const EDGE = "edghts_ipp";
const service = useProviderService({ seed: { edges: [{ id: EDGE }] } });
const { mark, calls, bodies } = service;
const policy = stepsOf(ipPolicy);
const rule = stepsOf(ipPolicyRule);
const route = stepsOf(httpsEdgeRoute);

test("up creates the policy with exactly one API call", async () => {
  mark();
  expect(await policy.up({ description: "office", metadata: "m" })).toBe("create");
  expect(policy.id).toMatch(/^ipp_[A-Za-z0-9]+$/);
  expect(calls()).toEqual(["POST /ip_policies 201"]);
  expect(policy.outputs["uri"]).toBe(`${service.emulator.baseUrl}/ip_policies/${policy.id}`);
  expect(policy.outputs["description"]).toBe("office");
  expect(service.emulator.snapshot().ip_policies[policy.id]).toMatchObject({ description: "office", metadata: "m" });
});

test("a second preview reports no changes and makes no API call", async () => {
  mark();
  expect(await policy.preview({ description: "office", metadata: "m" })).toBe("same");
  expect(calls()).toEqual([]);
});

test("a description change is one PATCH with only what changed, the same id", async () => {
  const id = policy.id;
  mark();
  expect(await policy.up({ description: "office v2", metadata: "m" })).toBe("update");
  expect(policy.id).toBe(id);
  expect(calls()).toEqual([`PATCH /ip_policies/${id} 200`]);
  expect(bodies()).toEqual([{ description: "office v2" }]);
});

test("removed description and metadata are cleared on the service", async () => {
  mark();
  expect(await policy.up({})).toBe("update");
  expect(bodies()).toEqual([{ description: "", metadata: "" }]);
  // The service leaves "" out of its answer, as for a member never set: both read back as null.
  expect([policy.outputs["description"], policy.outputs["metadata"]]).toEqual([null, null]);
});

test("refresh reads the policy with one GET and catches an out-of-band edit, which up puts back", async () => {
  await outOfBand(service.emulator, "PATCH", `/ip_policies/${policy.id}`, { description: "edited" });
  mark();
  await policy.refresh();
  expect(calls()).toEqual([`GET /ip_policies/${policy.id} 200`]);
  expect(policy.outputs["description"]).toBe("edited");
  expect(await policy.preview({})).toBe("update");
  await policy.up({});
  expect(service.emulator.snapshot().ip_policies[policy.id]?.description).toBe("");
});

test("its id goes to a rule's ipPolicyId and a route's ipRestriction.ipPolicyIds", async () => {
  await rule.up({ ipPolicyId: policy.id, cidr: "203.0.113.0/24", action: "allow" });
  expect(service.emulator.snapshot().ip_policy_rules[rule.id]).toMatchObject({ ip_policy_id: policy.id, cidr: "203.0.113.0/24", action: "allow" });
  const routeArgs = { edgeId: EDGE, match: "/admin", matchType: "path_prefix", ipRestriction: { ipPolicyIds: [policy.id] } };
  await route.up(routeArgs);
  expect(route.outputs["ipRestriction"]).toEqual({ enabled: true, ipPolicies: [{ id: policy.id, uri: `${service.emulator.baseUrl}/ip_policies/${policy.id}` }] });
  mark();
  expect([await policy.preview({}), await rule.preview({ ipPolicyId: policy.id, cidr: "203.0.113.0/24", action: "allow" }), await route.preview(routeArgs)]).toEqual(["same", "same", "same"]);
  expect(calls()).toEqual([]);
  await route.destroy();
});

test("an out-of-band delete is caught by refresh (its rules go with it), and up creates both again", async () => {
  await outOfBand(service.emulator, "DELETE", `/ip_policies/${policy.id}`);
  expect(service.emulator.snapshot().ip_policy_rules).toEqual({});
  expect([await policy.refresh(), await rule.refresh()]).toEqual([undefined, undefined]);
  mark();
  await policy.up({});
  await rule.up({ ipPolicyId: policy.id, cidr: "203.0.113.0/24", action: "allow" });
  expect(calls()).toEqual(["POST /ip_policies 201", "POST /ip_policy_rules 201"]);
  expect(service.emulator.snapshot().ip_policy_rules[rule.id]?.ip_policy_id).toBe(policy.id);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a description over 255 bytes", { description: "é".repeat(128) }, "description: description must be at most 255 bytes (UTF-8); got 256 bytes"],
    ["metadata over 4096 bytes", { metadata: "m".repeat(4097) }, "metadata: metadata must be at most 4096 bytes (UTF-8); got 4097 bytes"],
    ["an unknown field", { name: "office" }, "name: name is not a known field (allowed fields are listed in the API reference)"],
    ["an adoptId of another kind", { adoptId: "ipr_1" }, 'adoptId: adoptId must be an IP policy id of the form ipp_<id>; got "ipr_1"'],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    mark();
    await expect(policy.preview(args)).rejects.toThrow(message);
    expect(calls()).toEqual([]);
  });
});

test("destroy deletes the policy with one DELETE, after its users", async () => {
  await rule.destroy();
  const id = policy.id;
  mark();
  await policy.destroy();
  expect(calls()).toEqual([`DELETE /ip_policies/${id} 204`]);
  expect(service.emulator.snapshot().ip_policies).toEqual({});
});
