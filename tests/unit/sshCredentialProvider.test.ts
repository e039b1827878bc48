// The SshCredential provider's check (the public key and ACL rules, before any call), diff, create,
// update and delete against the emulator in process, and the shared ACL rule syntax.
import { aclRuleProblem, bindTarget } from "../../provider/inputs/acl";
import * as cr from "../../provider/resources/sshCredential/family";
import { useProviderService } from "../support/providerService";
import type { ServiceOutputs } from "../../provider/lifecycle/declare";
import type { SshCredential } from "../../provider/resources/sshCredential/wire";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const service = useProviderService();
const { mark, calls, bodies } = service;
/** The program's inputs as the engine hands them (unknowns included). */
const program = (inputs: object): cr.SshCrInputs => inputs as cr.SshCrInputs;

/** Public keys made for these tests (their private keys thrown away). */
const KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKmwz0faI60wPccLujzvax+mlXHyzxKZLVh6Xa9pPsfV device@example.com";
const OTHER = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEM9FBvpHt/6HNIj+gqSfj5xn2etxZWhO0K5FrWYrIt4";
const RSA =
  "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCyrOjhsbCb5rD+pxf+86cBXMl6CjpFp+ZrtZMA3wn+8Q/v+JNbfEQ3ujHUG0nTMEXd5nJP3sCw/CAKyHGmY5GaYMlLUVXC/5/cCqtgkxUNuGji0s20v4bbPzPpKg3tKEnNyuZCLi9au7HC3ci+J+7A3cQzGpAb9eI5PgCQGnL5RwxWGPcO3wjY2gt8eEMTIf4SBhq9ly52ZTVMZstbQAayn5IDXRixU3qgzQmcQ2U/fSjAt1NOcYxgFNqwr39PWBood0JYdg6sFth1d/SEnx/zfKks7nF+9xLqW90ghTk2MaMYgPM/JvGvf+rEo0Npyyu/NMl6i7EQpnYyln9EzoA9";

describe("the ACL rule syntax (provider/inputs/acl.ts)", () => {
  test.each([
    ["*", undefined],
    ["bind:*", "everything"],
    ["bind:example.ngrok.io", "domain"],
    ["bind:*.example.com", "domain"],
    ["bind:1.tcp.ngrok.io:20002", "address"],
    ["bind:foo=bar", "label"],
    ["bind:*=example", "label"],
    ["bind:app=*", "label"],
  ])("%s is a rule", (rule, target) => {
    expect(aclRuleProblem(rule)).toBeUndefined();
    if (target !== undefined) expect(bindTarget(rule.slice(5))).toBe(target);
  });

  test.each([
    ["listen:example.com", 'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*; got "listen:example.com"'],
    ["bind:", 'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*; got "bind:"'],
    ["bind:a.*.example.com", 'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*; got "bind:a.*.example.com"'],
    ["bind:host:99999", 'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*; got "bind:host:99999"'],
    ["bind:=x", 'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*; got "bind:=x"'],
  ])("%s is refused", (rule, problem) => {
    expect(aclRuleProblem(rule)).toBe(problem);
  });
});

test("check refuses a bad public key or ACL rule in one line naming the field, before any call", async () => {
  mark();
  expect((await cr.check({}, { publicKey: "" })).failures).toEqual([{ property: "publicKey", reason: "publicKey must not be empty" }]);
  expect((await cr.check({}, { publicKey: `${KEY}\n${OTHER}` })).failures).toEqual([{ property: "publicKey", reason: "publicKey must be one line: one public key" }]);
  expect((await cr.check({}, { publicKey: `from="10.0.0.1" ${KEY}` })).failures).toEqual([
    { property: "publicKey", reason: 'publicKey must start with a supported key type (ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256, ecdsa-sha2-nistp384, ecdsa-sha2-nistp521), as an authorized_keys line without options; got "from=\\"10.0.0.1\\""' },
  ]);
  // An ed25519 blob labelled ssh-rsa.
  expect((await cr.check({}, { publicKey: `ssh-rsa ${OTHER.split(" ")[1]}` })).failures).toEqual([
    { property: "publicKey", reason: "publicKey must hold the base64 key after its type ssh-rsa, as ssh-keygen writes it (the key data is not a valid ssh-rsa key)" },
  ]);
  expect((await cr.check({}, { publicKey: KEY, acl: ["bind:ok.example.com", "bind:a b"] })).failures).toEqual([
    { property: "acl", reason: 'acl[1] must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*; got "bind:a b"' },
  ]);
  expect((await cr.check({}, { publicKey: KEY, ownerId: "me" })).failures).toEqual([{ property: "ownerId", reason: 'ownerId must be a user or service user id of the form usr_<id>, service_<id> or bot_<id>; got "me"' }]);
  expect((await cr.check({}, { publicKey: RSA, acl: ["*"], ownerId: "bot_1" })).failures).toEqual([]);
  expect(calls()).toEqual([]);
});

describe("lifecycle", () => {
  let id = "";
  let outs: ServiceOutputs<SshCredential>;

  test("create: one POST; outputs as the service holds them", async () => {
    mark();
    const r = await cr.create(program({ publicKey: KEY, acl: ["bind:*.devices.example.com"], ownerId: "usr_1" }));
    id = r.id;
    outs = r.outs as ServiceOutputs<SshCredential>;
    expect(calls()).toEqual(["POST /ssh_credentials 201"]);
    expect(bodies()).toEqual([{ public_key: KEY, acl: ["bind:*.devices.example.com"], owner_id: "usr_1" }]);
    expect(outs).toEqual({ uri: `${service.emulator.baseUrl}/ssh_credentials/${id}`, createdAt: TIME, description: null, metadata: null, publicKey: KEY, acl: ["bind:*.devices.example.com"], ownerId: "usr_1" });
  });

  test("diff: a new key or owner replaces; white space around the key, an owner left out and the ACL's order are no change", async () => {
    const same = { publicKey: `${KEY}\n`, acl: ["bind:*.devices.example.com"] };
    expect(await cr.diff(id, outs, program(same))).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await cr.diff(id, outs, program({ ...same, publicKey: OTHER }))).toEqual({ changes: true, replaces: ["publicKey"], deleteBeforeReplace: false });
    expect(await cr.diff(id, outs, program({ ...same, ownerId: "bot_2" }))).toEqual({ changes: true, replaces: ["ownerId"], deleteBeforeReplace: false });
    expect(await cr.diff(id, outs, program({ ...same, acl: [] }))).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
    // The ACL's order is not compared, as a Credential's is not.
    const two = { ...outs, acl: ["bind:a.example.com", "bind:b.example.com"] };
    expect(await cr.diff(id, two, program({ ...same, acl: ["bind:b.example.com", "bind:a.example.com"] }))).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await cr.diff(id, two, program({ ...same, acl: ["bind:b.example.com"] }))).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
  });

  test("update: the ACL removed from the program is cleared with [] in one PATCH; the description is added", async () => {
    mark();
    const r = await cr.update(id, outs, program({ publicKey: KEY, description: "device" }));
    expect(calls()).toEqual([`PATCH /ssh_credentials/${id} 200`]);
    expect(bodies()).toEqual([{ acl: [], description: "device" }]);
    outs = r.outs as ServiceOutputs<SshCredential>;
    expect(await cr.diff(id, outs, program({ publicKey: KEY, description: "device" }))).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
  });

  test("adopting a credential of another key is refused in one line", async () => {
    await expect(cr.create({ publicKey: OTHER, adoptId: id })).rejects.toThrow(`adoptId ${id}: that credential has another publicKey, which cannot be changed in place: declare a new credential instead`);
  });

  test("delete: one DELETE", async () => {
    mark();
    await cr.remove(id);
    expect(calls()).toEqual([`DELETE /ssh_credentials/${id} 204`]);
  });
});
