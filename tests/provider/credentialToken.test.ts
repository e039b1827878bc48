// ServiceUser, Credential and ApiKey's dynamic providers in process against the emulator, step by step
// as the engine drives them (tests/support/providerSteps.ts): every call, every body, the outputs. A
// credential's and an API key's token is in the service's create answer only: kept through refresh
// (the service answers null) and update. Moved from tests/engine/credentialToken.test.ts, each test
// under its name there but two that tests/unit/credentialProvider.test.ts proves whole: adopting a
// credential (one GET, a null token, the warning's line) and a bad ACL rule (each refused by its
// index, the same two rules). What only the engine proves stayed there, in tests/engine/secret.test.ts:
// the tokens secret outputs, in plaintext nowhere (state, engine output, provider log) through up,
// refresh and update; the adoption's warning as the engine prints it, its null token secret; the
// owner created before and deleted after what it owns. The owner's id handed on as an Output:
// tests/lifecycle.
import * as apiKey from "../../provider/resources/apiKey/family";
import * as credential from "../../provider/resources/credential/family";
import * as serviceUser from "../../provider/resources/serviceUser/family";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const service = useProviderService();
const { mark, calls, bodies } = service;
const agents = stepsOf(serviceUser);
const cred = stepsOf(credential);
const key = stepsOf(apiKey);

const ACL = ["bind:*.example.internal"];
const credArgs = (acl: string[]) => ({ ownerId: agents.id, description: "internal agents", acl });
const keyArgs = () => ({ ownerId: agents.id, description: "deploys" });
let credToken = "";
let keyToken = "";

test("up: one POST each; each token in its create's outputs alone", async () => {
  mark();
  expect(await agents.up({ name: "internal-agents" })).toBe("create");
  expect(await cred.up(credArgs(ACL))).toBe("create");
  expect(await key.up(keyArgs())).toBe("create");
  expect(calls()).toEqual(["POST /service_users 201", "POST /credentials 201", "POST /api_keys 201"]);
  expect(bodies()).toEqual([
    { name: "internal-agents" },
    { description: "internal agents", owner_id: agents.id, acl: ["bind:*.example.internal"] },
    { description: "deploys", owner_id: agents.id },
  ]);
  credToken = String(cred.outputs["token"]);
  keyToken = String(key.outputs["token"]);
  expect(credToken).toMatch(new RegExp(`^${cred.id.slice(3)}_[0-9A-Za-z]{27}$`));
  expect(keyToken).toMatch(new RegExp(`^${key.id.slice(3)}_[0-9A-Za-z]{27}$`));
  // The service keeps no token: only the outputs of the create hold it.
  expect(JSON.stringify(service.emulator.snapshot())).not.toContain(credToken);
  expect(JSON.stringify(service.emulator.snapshot())).not.toContain(keyToken);
});

test("a second preview reports no changes and makes no call", async () => {
  mark();
  expect([await agents.preview({ name: "internal-agents" }), await cred.preview(credArgs(ACL)), await key.preview(keyArgs())]).toEqual(["same", "same", "same"]);
  expect(calls()).toEqual([]);
});

test("refresh: one GET each; the service answers no token, and the state keeps each, the same value", async () => {
  mark();
  await agents.refresh();
  await cred.refresh();
  await key.refresh();
  expect(calls()).toEqual([`GET /service_users/${agents.id} 200`, `GET /credentials/${cred.id} 200`, `GET /api_keys/${key.id} 200`]);
  expect([cred.outputs["token"], key.outputs["token"]]).toEqual([credToken, keyToken]);
  // The service leaves the token out after the create (null: a nil pointer, which omitempty leaves out).
  const answered = async (path: string) => "token" in ((await outOfBand(service.emulator, "GET", path)) as object);
  expect([await answered(`/credentials/${cred.id}`), await answered(`/api_keys/${key.id}`)]).toEqual([false, false]);
  mark();
  expect([await agents.preview({ name: "internal-agents" }), await cred.preview(credArgs(ACL)), await key.preview(keyArgs())]).toEqual(["same", "same", "same"]);
  expect(calls()).toEqual([]);
});

test("a new ACL is one PATCH of it; the token is kept", async () => {
  const acl = ["bind:*.example.internal", "bind:api.example.com"];
  mark();
  expect(await cred.up(credArgs(acl))).toBe("update");
  expect(calls()).toEqual([`PATCH /credentials/${cred.id} 200`]);
  expect(bodies()).toEqual([{ acl }]);
  expect(cred.outputs["token"]).toBe(credToken);
  expect(cred.outputs["acl"]).toEqual(acl);
});

test("destroy: the credentials and key before their owner, one DELETE each; nothing left", async () => {
  const [userId, credId, keyId] = [agents.id, cred.id, key.id];
  mark();
  await cred.destroy();
  await key.destroy();
  await agents.destroy();
  expect(calls()).toEqual([`DELETE /credentials/${credId} 204`, `DELETE /api_keys/${keyId} 204`, `DELETE /service_users/${userId} 204`]);
  expect(service.emulator.snapshot().service_users).toEqual({});
  expect(service.emulator.snapshot().credentials).toEqual({});
  expect(service.emulator.snapshot().api_keys).toEqual({});
});
