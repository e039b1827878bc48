// The ServiceUser, Credential and ApiKey providers' check, diff, create, read, update and delete,
// called directly against the emulator in process: every call they make, every body they send,
// their outputs (the token in the create's answer only, kept by read and update), and the
// refusals of check (exact messages, no call) and of the service (its own error codes).
import { UNKNOWN } from "../../provider/inputs/unknowns";
import * as apiKey from "../../provider/resources/apiKey/family";
import * as credential from "../../provider/resources/credential/family";
import * as serviceUser from "../../provider/resources/serviceUser/family";
import { ACCOUNT_USER_ID } from "../../emulator/resources/credential/rules";
import { useProviderService } from "../support/providerService";
import type { ServiceOutputs } from "../../provider/lifecycle/declare";
import type { ApiKey } from "../../provider/resources/apiKey/wire";
import type { Credential } from "../../provider/resources/credential/wire";
import type { ServiceUser } from "../../provider/resources/serviceUser/wire";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const NO_CHANGE = { changes: false, replaces: [], deleteBeforeReplace: false };
const RULE =
  'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*';

const service = useProviderService();
const { mark, calls, bodies } = service;

describe("check refuses bad inputs, naming the field and the rule, before any call", () => {
  test("a service user's name: required, not empty, at most 255 bytes; active a boolean", async () => {
    mark();
    expect((await serviceUser.check({}, {})).failures).toEqual([{ property: "name", reason: "name is required" }]);
    expect((await serviceUser.check({}, { name: "" })).failures).toEqual([{ property: "name", reason: "name must not be empty" }]);
    expect((await serviceUser.check({}, { name: "é".repeat(128) })).failures).toEqual([{ property: "name", reason: "name must be at most 255 bytes (UTF-8); got 256 bytes" }]);
    expect((await serviceUser.check({}, { name: "ci", active: "yes" })).failures).toEqual([{ property: "active", reason: "active must be a boolean (true or false); got string" }]);
    expect((await serviceUser.check({}, { name: "ci", adoptId: "cr_1" })).failures).toEqual([
      { property: "adoptId", reason: 'adoptId must be a service user id of the form service_<id>; got "cr_1"' },
    ]);
    expect(calls()).toEqual([]);
  });

  test("a credential's ACL: each rule by its index, against the documented forms", async () => {
    const good = ["*", "bind:*", "bind:example.ngrok.app", "bind:*.example.com", "bind:api.example.internal", "bind:*.internal", "bind:1.tcp.ngrok.io:12345", "bind:foo=bar", "bind:app=*", "bind:*=example"];
    expect((await credential.check({}, { acl: good })).failures).toEqual([]);
    expect((await credential.check({}, { acl: ["bind:a.example.com", "bond:x.example.com", "bind:foo.*.com"] })).failures).toEqual([
      { property: "acl", reason: `acl[1] ${RULE}; got "bond:x.example.com"` },
      { property: "acl", reason: `acl[2] ${RULE}; got "bind:foo.*.com"` },
    ]);
    expect((await credential.check({}, { acl: ["bind:"] })).failures).toEqual([{ property: "acl", reason: `acl[0] ${RULE}; got "bind:"` }]);
    expect((await credential.check({}, { acl: ["bind:localhost"] })).failures).toEqual([{ property: "acl", reason: `acl[0] ${RULE}; got "bind:localhost"` }]);
    expect((await credential.check({}, { acl: ["bind:1.tcp.ngrok.io:70000"] })).failures).toEqual([{ property: "acl", reason: `acl[0] ${RULE}; got "bind:1.tcp.ngrok.io:70000"` }]);
    expect((await credential.check({}, { acl: "bind:*" })).failures).toEqual([{ property: "acl", reason: "acl must be a list; got string" }]);
  });

  test("a credential's and an API key's owner, description and metadata", async () => {
    expect((await credential.check({}, { ownerId: "", description: "é".repeat(128) })).failures).toEqual([
      { property: "description", reason: "description must be at most 255 bytes (UTF-8); got 256 bytes" },
      { property: "ownerId", reason: "ownerId must not be empty" },
    ]);
    expect((await apiKey.check({}, { metadata: "m".repeat(4097), acl: ["*"] })).failures).toEqual([
      { property: "metadata", reason: "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes" },
      { property: "acl", reason: "acl is not a known field (allowed fields are listed in the API reference)" },
    ]);
    // The URN input the SDK fills is no user input.
    expect((await apiKey.check({}, { description: "ci", __urn: "urn:pulumi:s::p::x::k" })).failures).toEqual([]);
  });
});

describe("lifecycle", () => {
  let userId = "";
  let userOuts: ServiceOutputs<ServiceUser>;
  let credId = "";
  let credOuts: ServiceOutputs<Credential>;
  let token = "";

  test("service user create: one POST; active by default", async () => {
    mark();
    const r = await serviceUser.create({ name: "agents" });
    userId = r.id;
    userOuts = r.outs as ServiceOutputs<ServiceUser>;
    expect(calls()).toEqual(["POST /service_users 201"]);
    expect(bodies()).toEqual([{ name: "agents" }]);
    expect(userId).toMatch(/^service_[0-9A-Za-z]+$/);
    expect(userOuts).toEqual({ uri: `${service.emulator.baseUrl}/service_users/${userId}`, createdAt: TIME, name: "agents", active: true });
    expect(await serviceUser.diff(userId, userOuts, { name: "agents" })).toEqual(NO_CHANGE);
  });

  test("service user update: name and active in place, one PATCH of what changed; a name taken is refused", async () => {
    expect(await serviceUser.diff(userId, userOuts, { name: "agents", active: false })).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
    mark();
    userOuts = (await serviceUser.update(userId, userOuts, { name: "agents", active: false })).outs as ServiceOutputs<ServiceUser>;
    expect(bodies()).toEqual([{ active: false }]);
    expect(userOuts.active).toBe(false);
    // Left out, active is the service's default: the user is made active again.
    mark();
    userOuts = (await serviceUser.update(userId, userOuts, { name: "internal-agents" })).outs as ServiceOutputs<ServiceUser>;
    expect(bodies()).toEqual([{ name: "internal-agents", active: true }]);
    await serviceUser.create({ name: "other" });
    await expect(serviceUser.create({ name: "internal-agents" })).rejects.toThrow("Service User names must be unique within an account.");
  });

  test("credential create owned by the service user: one POST; the token is in the outputs", async () => {
    const program = { ownerId: userId, description: "edge agents", acl: ["bind:*.example.com"] };
    expect((await credential.check({}, program)).failures).toEqual([]);
    mark();
    const r = await credential.create(program);
    credId = r.id;
    credOuts = r.outs as ServiceOutputs<Credential>;
    token = credOuts.token as string;
    expect(calls()).toEqual(["POST /credentials 201"]);
    expect(bodies()).toEqual([{ description: "edge agents", owner_id: userId, acl: ["bind:*.example.com"] }]);
    expect(credOuts).toEqual({
      uri: `${service.emulator.baseUrl}/credentials/${credId}`,
      createdAt: TIME,
      description: "edge agents",
      metadata: null,
      acl: ["bind:*.example.com"],
      ownerId: userId,
      token: expect.stringMatching(new RegExp(`^${credId.slice(3)}_[0-9A-Za-z]{27}$`)),
    });
    // The service leaves the token out afterwards (null, which omitempty leaves out); the emulator holds no token either.
    const got = await fetch(`${service.emulator.baseUrl}/credentials/${credId}`, { headers: { authorization: `Bearer ${service.emulator.apiKey}`, "service-version": "2" } });
    expect("token" in ((await got.json()) as object)).toBe(false);
    expect(JSON.stringify(service.emulator.snapshot())).not.toContain(token);
  });

  test("read keeps the token the state holds; without it (an import's read), the token is null", async () => {
    mark();
    expect(await credential.read(credId, credOuts)).toEqual({ id: credId, props: credOuts });
    expect(calls()).toEqual([`GET /credentials/${credId} 200`]);
    expect(await credential.read(credId)).toEqual({ id: credId, props: { ...credOuts, token: null } });
  });

  test("update: ACL and description in place with one PATCH of what changed, the token kept; a change of owner replaces", async () => {
    const program = { ownerId: userId, description: "edge agents", acl: ["bind:*.example.com"] };
    expect(await credential.diff(credId, credOuts, program)).toEqual(NO_CHANGE);
    expect(await credential.diff(credId, credOuts, { ...program, acl: ["bind:*.example.com"] })).toEqual(NO_CHANGE);
    mark();
    const r = await credential.update(credId, credOuts, { ownerId: userId, acl: ["bind:a.example.com", "bind:b.example.com"] });
    expect(bodies()).toEqual([{ description: "", acl: ["bind:a.example.com", "bind:b.example.com"] }]);
    credOuts = r.outs as ServiceOutputs<Credential>;
    expect(credOuts.token).toBe(token);
    expect(credOuts.acl).toEqual(["bind:a.example.com", "bind:b.example.com"]);
    // The ACL's order is not compared; removing it lifts every restriction with [].
    expect((await credential.diff(credId, credOuts, { ownerId: userId, description: "", acl: ["bind:b.example.com", "bind:a.example.com"] })).changes).toBe(false);
    mark();
    credOuts = (await credential.update(credId, credOuts, { ownerId: userId, description: "" })).outs as ServiceOutputs<Credential>;
    expect(bodies()).toEqual([{ acl: [] }]);
    expect((await credential.diff(credId, credOuts, { ownerId: ACCOUNT_USER_ID })).replaces).toEqual(["ownerId"]);
    expect((await credential.diff(credId, credOuts, { ownerId: UNKNOWN })).replaces).toEqual(["ownerId"]);
    // An owner left out is the caller: nothing to compare.
    expect((await credential.diff(credId, credOuts, { description: "" })).replaces).toEqual([]);
  });

  test("adoption: no token (it cannot be recovered), which one warning line says", async () => {
    const warned: string[] = [];
    const warn = jest.spyOn(console, "warn").mockImplementation((m: string) => void warned.push(m));
    try {
      mark();
      const r = await credential.create({ adoptId: credId, ownerId: userId, description: "" });
      expect(calls()).toEqual([`GET /credentials/${credId} 200`]);
      expect((r.outs as ServiceOutputs<Credential>).token).toBeNull();
      expect(warned).toEqual([
        `warning: ${credId} (adopted): its token cannot be recovered: the service returns a credential's token only in the response that creates it, so the token output stays null; for a token, create a new credential (without adoptId)`,
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  test("the service refuses an owner it cannot find (ERR_NGROK_634)", async () => {
    await expect(credential.create({ ownerId: "service_missing" })).rejects.toThrow("No credential owner could be determined.");
    await expect(apiKey.create({ ownerId: "usr_nobody" })).rejects.toThrow("No credential owner could be determined.");
  });

  test("API key: create owned by the caller, token once; update keeps it; read keeps it", async () => {
    mark();
    const r = await apiKey.create({ description: "deploys" });
    const outs = r.outs as ServiceOutputs<ApiKey>;
    expect(calls()).toEqual(["POST /api_keys 201"]);
    expect(bodies()).toEqual([{ description: "deploys" }]);
    expect(outs).toEqual({
      uri: `${service.emulator.baseUrl}/api_keys/${r.id}`,
      createdAt: TIME,
      description: "deploys",
      metadata: null,
      ownerId: ACCOUNT_USER_ID,
      token: expect.stringMatching(/^[0-9A-Za-z]+_[0-9A-Za-z]{27}$/),
    });
    expect(await apiKey.diff(r.id, outs, { description: "deploys" })).toEqual(NO_CHANGE);
    mark();
    const u = await apiKey.update(r.id, outs, { description: "deploys", metadata: "{}" });
    expect(bodies()).toEqual([{ metadata: "{}" }]);
    expect((u.outs as ServiceOutputs<ApiKey>).token).toBe(outs.token);
    expect((await apiKey.read(r.id, u.outs))).toEqual({ id: r.id, props: u.outs });
    // The list leaves the token out (omitempty): the key is listed without a token member.
    const listed: [string, boolean][] = [];
    const { getClient } = await import("../../provider/process/runtime");
    for await (const k of getClient().apiKeys.list()) listed.push([k.id, "token" in k]);
    expect(listed).toEqual([[r.id, false]]);
    mark();
    await apiKey.remove(r.id);
    await apiKey.remove(r.id);
    expect(calls()).toEqual([`DELETE /api_keys/${r.id} 204`, `DELETE /api_keys/${r.id} 404`]);
  });

  test("delete: the credential, then its owner, one DELETE each; already gone is fine", async () => {
    mark();
    await credential.remove(credId);
    await serviceUser.remove(userId);
    await serviceUser.remove(userId);
    expect(calls()).toEqual([`DELETE /credentials/${credId} 204`, `DELETE /service_users/${userId} 204`, `DELETE /service_users/${userId} 404`]);
    expect(await credential.read(credId, credOuts)).toEqual({ id: "" });
  });
});
