// The IpRestriction provider's check, diff, create, read, update and delete, called directly against
// the emulator in process: every call, every body, the outputs, and the refusals of check (exact
// messages, no call) and of the service (its own error codes).
import { UNKNOWN } from "../../provider/inputs/unknowns";
import * as ipx from "../../provider/resources/ipRestriction/family";
import { useProviderService } from "../support/providerService";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const service = useProviderService({ seed: { ipPolicies: [{ id: "ipp_1" }, { id: "ipp_2" }] } });
const { mark, calls, bodies } = service;
/** The program's inputs as the engine hands them (unknowns included). */
const program = (inputs: object): ipx.IpxInputs => inputs as ipx.IpxInputs;

test("check refuses, naming the field and the rule, before any call", async () => {
  mark();
  expect((await ipx.check({}, { type: "edges", ipPolicyIds: ["ipp_1"] })).failures).toEqual([{ property: "type", reason: 'type must be one of "dashboard", "api", "agent", "endpoints"; got "edges"' }]);
  expect((await ipx.check({}, { type: "api", ipPolicyIds: [] })).failures).toEqual([{ property: "ipPolicyIds", reason: "ipPolicyIds must have at least 1 entry" }]);
  expect((await ipx.check({}, { type: "api", ipPolicyIds: ["office"] })).failures).toEqual([{ property: "ipPolicyIds", reason: 'ipPolicyIds[0] must be an IP policy id of the form ipp_<id>; got "office"' }]);
  expect((await ipx.check({}, { type: "api", ipPolicyIds: ["ipp_1"], enforced: "yes" })).failures).toEqual([{ property: "enforced", reason: "enforced must be a boolean (true or false); got string" }]);
  expect((await ipx.check({}, { type: "agent", ipPolicyIds: ["ipp_1"], enforced: true })).failures).toEqual([]);
  expect(calls()).toEqual([]);
});

describe("lifecycle", () => {
  let id = "";
  let outs: ipx.IpxOutputs;

  test("create: one POST; outputs with the policies as references and as ids; enforced false when left out", async () => {
    mark();
    const r = await ipx.create(program({ type: "endpoints", ipPolicyIds: ["ipp_1"], description: "office" }));
    id = r.id;
    outs = r.outs as ipx.IpxOutputs;
    expect(calls()).toEqual(["POST /ip_restrictions 201"]);
    expect(bodies()).toEqual([{ type: "endpoints", ip_policy_ids: ["ipp_1"], description: "office" }]);
    expect(outs).toEqual({
      uri: `${service.emulator.baseUrl}/ip_restrictions/${id}`,
      createdAt: TIME,
      description: "office",
      metadata: null,
      enforced: false,
      type: "endpoints",
      ipPolicies: [{ id: "ipp_1", uri: `${service.emulator.baseUrl}/ip_policies/ipp_1` }],
      ipPolicyIds: ["ipp_1"],
    });
  });

  test("diff: the same program is no change; policies compared as a set; a new type replaces", async () => {
    const same = { type: "endpoints", ipPolicyIds: ["ipp_1"], description: "office" };
    expect(await ipx.diff(id, outs, program(same))).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await ipx.diff(id, outs, program({ ...same, enforced: false }))).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await ipx.diff(id, outs, program({ ...same, type: "agent" }))).toEqual({ changes: true, replaces: ["type"], deleteBeforeReplace: false });
    expect(await ipx.diff(id, outs, program({ ...same, type: UNKNOWN }))).toEqual({ changes: true, replaces: ["type"], deleteBeforeReplace: false });
    expect((await ipx.diff(id, outs, program({ ...same, ipPolicyIds: UNKNOWN }))).changes).toBe(true);
  });

  test("update: one PATCH of what changed only", async () => {
    mark();
    const r = await ipx.update(id, outs, program({ type: "endpoints", ipPolicyIds: ["ipp_2", "ipp_1"], enforced: true, description: "office" }));
    expect(calls()).toEqual([`PATCH /ip_restrictions/${id} 200`]);
    expect(bodies()).toEqual([{ ip_policy_ids: ["ipp_2", "ipp_1"], enforced: true }]);
    outs = r.outs as ipx.IpxOutputs;
    expect(outs.ipPolicyIds).toEqual(["ipp_2", "ipp_1"]);
    expect(await ipx.diff(id, outs, program({ type: "endpoints", ipPolicyIds: ["ipp_1", "ipp_2"], enforced: true, description: "office" }))).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await ipx.read(id)).toEqual({ id, props: outs });
  });

  test("a second restriction of the type: the service's refusal, in its words", async () => {
    await expect(ipx.create({ type: "endpoints", ipPolicyIds: ["ipp_1"] })).rejects.toThrow(
      "Only one IP Restriction is allowed per type. Consider either deleting the existing endpoints restriction first, or updating it instead.",
    );
  });

  test("adopting the account's restriction of another type is refused in one line; of its type, reconciled with one PATCH", async () => {
    await expect(ipx.create({ type: "api", ipPolicyIds: ["ipp_1"], adoptId: id })).rejects.toThrow(
      `adoptId ${id}: that restriction has type endpoints, which cannot be changed in place; the program asks for type api`,
    );
    mark();
    const r = await ipx.create(program({ type: "endpoints", ipPolicyIds: ["ipp_1"], enforced: true, adoptId: id }));
    expect(calls()).toEqual([`GET /ip_restrictions/${id} 200`, `PATCH /ip_restrictions/${id} 200`]);
    expect(bodies()).toEqual([{ ip_policy_ids: ["ipp_1"], description: "" }]);
    outs = r.outs as ipx.IpxOutputs;
  });

  test("delete: one DELETE; a second is done", async () => {
    mark();
    await ipx.remove(id);
    await ipx.remove(id);
    expect(calls()).toEqual([`DELETE /ip_restrictions/${id} 204`, `DELETE /ip_restrictions/${id} 404`]);
  });
});
