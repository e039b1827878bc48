/** `/ip_policies` and `/ip_policy_rules` over HTTP: the rules between them, and the CIDR rules of the wire model. */
import type { Emulator } from "../../emulator";
import { IpPolicy } from "../../provider/resources/ipPolicy/wire";
import { IpPolicyRule } from "../../provider/resources/ipPolicyRule/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start({ seed: { ipPolicies: [{ id: "ipp_seeded", description: "seeded" }] } })));
afterAll(() => emulator.close());

test("a seeded policy is served by the family: get, then patched in place", async () => {
  expect((await api.get("/ip_policies/ipp_seeded")).body).toStrictEqual({ id: "ipp_seeded", uri: `${base}/ip_policies/ipp_seeded`, created_at: TIME, description: "seeded" });
  const r = await api.patch("/ip_policies/ipp_seeded", { metadata: "m" });
  expect([r.status, IpPolicy.parse(r.body).metadata]).toEqual([200, "m"]);
});

test("a rule: 201 with its policy as a reference; the policy must exist", async () => {
  const r = await api.post("/ip_policy_rules", { ip_policy_id: "ipp_seeded", cidr: "212.3.14.0/24", action: "allow", description: "nyc office" });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  expect(r.body).toStrictEqual({
    id: idOf("ipr_"),
    uri: `${base}/ip_policy_rules/${id}`,
    created_at: TIME,
    description: "nyc office",
    cidr: "212.3.14.0/24",
    action: "allow",
    ip_policy: { id: "ipp_seeded", uri: `${base}/ip_policies/ipp_seeded` },
  });
  expect(IpPolicyRule.parse(r.body)).toEqual(r.body);
  expectError(await api.post("/ip_policy_rules", { ip_policy_id: "ipp_gone", cidr: "10.0.0.0/8", action: "allow" }), 400, "ERR_REFERENCE_NOT_FOUND", "ip_policy_id ipp_gone does not exist");
});

test("a policy holds each CIDR once, compared in canonical form, on create and on PATCH", async () => {
  const a = await api.post("/ip_policy_rules", { ip_policy_id: "ipp_seeded", cidr: "2001:db8::/32", action: "deny" });
  expect(a.status).toBe(201);
  expectError(await api.post("/ip_policy_rules", { ip_policy_id: "ipp_seeded", cidr: "2001:DB8:0::/32", action: "allow" }), 400, "ERR_VALIDATION", "IP Policy Rule with CIDR 2001:DB8:0::/32 already exists in ipp_seeded");
  const b = await api.post("/ip_policy_rules", { ip_policy_id: "ipp_seeded", cidr: "2001:db9::/32", action: "deny" });
  expectError(await api.patch(`/ip_policy_rules/${b.body.id as string}`, { cidr: "2001:db8::/32" }), 400, "ERR_VALIDATION", "IP Policy Rule with CIDR 2001:db8::/32 already exists in ipp_seeded");
  // The rule's own CIDR again is no conflict.
  expect((await api.patch(`/ip_policy_rules/${a.body.id as string}`, { cidr: "2001:db8::/32", description: "v6" })).status).toBe(200);
});

test("the wire model's CIDR and PATCH rules: a bad CIDR is 400 with its sentence; action and policy cannot be patched", async () => {
  expectError(await api.post("/ip_policy_rules", { ip_policy_id: "ipp_seeded", cidr: "10.1.2.3/8", action: "allow" }), 400, "ERR_VALIDATION", 'cidr must start at the lowest address of its range (did you mean 10.0.0.0/8?); got "10.1.2.3/8"');
  const r = await api.post("/ip_policy_rules", { ip_policy_id: "ipp_seeded", cidr: "10.0.0.0/8", action: "allow" });
  expectError(
    await api.patch(`/ip_policy_rules/${r.body.id as string}`, { action: "deny", ip_policy_id: "ipp_seeded" }),
    400,
    "ERR_VALIDATION",
    "action is not a known field (allowed fields are listed in the API reference); ip_policy_id is not a known field (allowed fields are listed in the API reference)",
  );
});

test("deleting a policy deletes its rules", async () => {
  const p = await api.post("/ip_policies", { description: "temp" });
  const pid = p.body.id as string;
  const r = await api.post("/ip_policy_rules", { ip_policy_id: pid, cidr: "192.0.2.0/24", action: "allow" });
  expect((await api.del(`/ip_policies/${pid}`)).status).toBe(204);
  expectError(await api.get(`/ip_policy_rules/${r.body.id as string}`), 404, "ERR_NOT_FOUND", `IP policy rule ${r.body.id as string} not found`);
  expect(Object.values(emulator.snapshot().ip_policy_rules).filter((x) => x.ip_policy_id === pid)).toEqual([]);
});
