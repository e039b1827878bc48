/** `/ip_restrictions` as the emulator serves it: policies that exist, one restriction per type, `enforced` false when left out, and the policies it names kept from deletion. */
import type { Emulator } from "../../emulator";
import { IP_RESTRICTIONS } from "../../provider/resources/ipRestriction/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeEach(async () => ({ emulator, api } = await start({ seed: { ipPolicies: [{ id: "ipp_1" }, { id: "ipp_2" }] } })));
afterEach(() => emulator.close());

const policyRef = (id: string) => ({ id, uri: `${emulator.baseUrl}/ip_policies/${id}` });

test("create 201 answers the policies as references, and enforced (false when left out) left out; get, list, PATCH, delete", async () => {
  const r = await api.post("/ip_restrictions", { type: "dashboard", ip_policy_ids: ["ipp_1"] });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  expect(r.body).toStrictEqual({ id: idOf("ipx_"), uri: `${emulator.baseUrl}/ip_restrictions/${id}`, created_at: TIME, type: "dashboard", ip_policies: [policyRef("ipp_1")] });
  expect((await api.get(`/ip_restrictions/${id}`)).body).toEqual(r.body);
  // The package reads it left out as false (provider/wire/liberal.ts).
  expect(IP_RESTRICTIONS.page.parse((await api.get("/ip_restrictions")).body).ip_restrictions).toEqual([{ ...r.body, enforced: false }]);
  const p = await api.patch(`/ip_restrictions/${id}`, { ip_policy_ids: ["ipp_2", "ipp_1"], enforced: true, description: "office only" });
  expect(p.status).toBe(200);
  expect(p.body).toMatchObject({ type: "dashboard", enforced: true, description: "office only", ip_policies: [policyRef("ipp_2"), policyRef("ipp_1")] });
  expect((await api.del(`/ip_restrictions/${id}`)).status).toBe(204);
  expectError(await api.get(`/ip_restrictions/${id}`), 404, "ERR_NOT_FOUND", `IP restriction ${id} not found`);
});

test("a second restriction of a type is refused (ERR_NGROK_1802); of another type it is made", async () => {
  expect((await api.post("/ip_restrictions", { type: "api", ip_policy_ids: ["ipp_1"] })).status).toBe(201);
  expectError(
    await api.post("/ip_restrictions", { type: "api", ip_policy_ids: ["ipp_2"] }),
    400,
    "ERR_NGROK_1802",
    "Only one IP Restriction is allowed per type. Consider either deleting the existing api restriction first, or updating it instead.",
  );
  expect((await api.post("/ip_restrictions", { type: "agent", ip_policy_ids: ["ipp_2"] })).status).toBe(201);
});

test("a policy that does not exist is refused on create and on PATCH (ERR_NGROK_1801)", async () => {
  expectError(await api.post("/ip_restrictions", { type: "endpoints", ip_policy_ids: ["ipp_1", "ipp_gone"] }), 400, "ERR_NGROK_1801", "Invalid IP Restriction. The policy ipp_gone does not exist on your account.");
  const id = (await api.post("/ip_restrictions", { type: "endpoints", ip_policy_ids: ["ipp_1"] })).body.id as string;
  expectError(await api.patch(`/ip_restrictions/${id}`, { ip_policy_ids: ["ipp_gone"] }), 400, "ERR_NGROK_1801", "Invalid IP Restriction. The policy ipp_gone does not exist on your account.");
});

test("a policy a restriction names cannot be deleted (ERR_NGROK_1420); once it lets go, it can", async () => {
  const id = (await api.post("/ip_restrictions", { type: "agent", ip_policy_ids: ["ipp_1", "ipp_2"] })).body.id as string;
  expectError(
    await api.del("/ip_policies/ipp_1"),
    400,
    "ERR_NGROK_1420",
    `Cannot delete IP Policy (ipp_1) because it is referenced by one or more IP Restrictions: (${id}). Detach this IP Policy from all IP Restrictions before deleting it.`,
  );
  await api.patch(`/ip_restrictions/${id}`, { ip_policy_ids: ["ipp_2"] });
  expect((await api.del("/ip_policies/ipp_1")).status).toBe(204);
});

test.each([
  ["another type", { type: "edges", ip_policy_ids: ["ipp_1"] }, 'type must be one of "dashboard", "api", "agent", "endpoints"; got "edges"'],
  ["no policy", { type: "api", ip_policy_ids: [] }, "ip_policy_ids must have at least 1 entry"],
  ["no type", { ip_policy_ids: ["ipp_1"] }, "type is required"],
])("create refuses %s with 400", async (_name, body, msg) => {
  expectError(await api.post("/ip_restrictions", body), 400, "ERR_VALIDATION", msg);
  expect(emulator.snapshot().ip_restrictions).toEqual({});
});

test("a PATCH cannot change the type", async () => {
  const id = (await api.post("/ip_restrictions", { type: "api", ip_policy_ids: ["ipp_1"] })).body.id as string;
  expectError(await api.patch(`/ip_restrictions/${id}`, { type: "dashboard" }), 400, "ERR_VALIDATION", "type is not a known field (allowed fields are listed in the API reference)");
});
