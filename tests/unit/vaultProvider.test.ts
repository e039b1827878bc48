// The Vault and Secret providers' check, diff, create, read, update and delete, called directly
// against the emulator in process: every call they make, every body they send, their outputs, and
// the refusals of check (exact messages, no call) and of the service (its own error codes).
import { UNKNOWN } from "../../provider/inputs/unknowns";
import * as secret from "../../provider/resources/secret/family";
import * as vault from "../../provider/resources/vault/family";
import { useProviderService } from "../support/providerService";
import type { ServiceOutputs } from "../../provider/lifecycle/declare";
import type { Vault } from "../../provider/resources/vault/wire";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

const service = useProviderService();
const { mark, calls, bodies } = service;

describe("check refuses bad inputs, naming the field and the rule", () => {
  test("a vault's name: empty, too long, other characters; description over 255 bytes", async () => {
    expect((await vault.check({}, { name: "" })).failures).toEqual([{ property: "name", reason: "name must not be empty" }]);
    expect((await vault.check({}, { name: "v".repeat(256) })).failures).toEqual([{ property: "name", reason: "name must be at most 255 characters; got 256" }]);
    expect((await vault.check({}, { name: "my vault" })).failures).toEqual([{ property: "name", reason: 'name must hold only letters, digits and the characters _ / . -; got "my vault"' }]);
    expect((await vault.check({}, { name: "v", description: "é".repeat(128) })).failures).toEqual([{ property: "description", reason: "description must be at most 255 bytes (UTF-8); got 256 bytes" }]);
    expect((await vault.check({}, { name: "prod-vault/a_b.c" })).failures).toEqual([]);
  });

  test("a secret: its vault id, name and value; a problem with the value is the resource's, never printed beside its value", async () => {
    expect((await secret.check({}, { vaultId: "prod-vault", name: "s", value: "v" })).failures).toEqual([
      { property: "vaultId", reason: 'vaultId must be a vault id of the form vault_<id>; got "prod-vault"' },
    ]);
    expect((await secret.check({}, { vaultId: "vault_1", name: "s".repeat(300), value: "" })).failures).toEqual([
      { property: "name", reason: "name must be at most 255 characters; got 300" },
      { property: "", reason: "value must not be empty" },
    ]);
    expect((await secret.check({}, { vaultId: "vault_1", name: "s" })).failures).toEqual([{ property: "", reason: "value is required" }]);
    // The wire's vault_name (ngrok's own clients) is not an argument: the program names the vault by id.
    expect((await secret.check({}, { name: "s", value: "v" })).failures).toEqual([{ property: "vaultId", reason: "vaultId is required" }]);
    expect((await secret.check({}, { vaultId: "vault_1", vaultName: "prod", name: "s", value: "v" })).failures).toEqual([
      { property: "vaultName", reason: "vaultName is not a known field (allowed fields are listed in the API reference)" },
    ]);
    expect((await secret.check({}, { vaultId: "vault_1", name: "s", value: "v", adoptId: "vault_1" })).failures).toEqual([
      { property: "adoptId", reason: 'adoptId must be a secret id of the form secret_<id>; got "vault_1"' },
    ]);
  });
});

describe("lifecycle", () => {
  let vaultId = "";
  let vaultOuts: ServiceOutputs<Vault>;
  let secretId = "";
  let secretOuts: secret.SecretOutputs;
  const program = { vaultId: "", name: "github-secret", value: "one", description: "hook" };

  test("vault create: one POST; outputs in the service's form", async () => {
    mark();
    const r = await vault.create({ name: "hooks", description: "d" });
    vaultId = r.id;
    vaultOuts = r.outs as ServiceOutputs<Vault>;
    expect(calls()).toEqual(["POST /vaults 201"]);
    expect(bodies()).toEqual([{ name: "hooks", description: "d" }]);
    expect(vaultId).toMatch(/^vault_[0-9A-Za-z]+$/);
    expect(vaultOuts).toEqual({
      uri: `${service.emulator.baseUrl}/vaults/${vaultId}`,
      createdAt: TIME,
      updatedAt: TIME,
      name: "hooks",
      description: "d",
      metadata: null,
      createdBy: null,
      lastUpdatedBy: null,
    });
  });

  test("vault diff and update: a new name in place, with one PATCH of what changed", async () => {
    expect(await vault.diff(vaultId, vaultOuts, { name: "hooks", description: "d" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect((await vault.diff(vaultId, vaultOuts, { name: UNKNOWN })).changes).toBe(true);
    mark();
    const r = await vault.update(vaultId, vaultOuts, { name: "webhooks-vault" });
    expect(calls()).toEqual([`PATCH /vaults/${vaultId} 200`]);
    expect(bodies()).toEqual([{ name: "webhooks-vault", description: "" }]);
    vaultOuts = r.outs as ServiceOutputs<Vault>;
    expect(vaultOuts.name).toBe("webhooks-vault");
    expect(await vault.read(vaultId)).toEqual({ id: vaultId, props: vaultOuts });
  });

  test("a second vault of the same name is refused by the service", async () => {
    await expect(vault.create({ name: "webhooks-vault" })).rejects.toThrow("Vault names must be unique within an account.");
  });

  test("secret create: one POST with the value; outputs never hold it", async () => {
    program.vaultId = vaultId;
    expect((await secret.check({}, program)).failures).toEqual([]);
    mark();
    const r = await secret.create(program);
    secretId = r.id;
    secretOuts = r.outs as secret.SecretOutputs;
    expect(calls()).toEqual(["POST /vault_secrets 201"]);
    expect(bodies()).toEqual([{ vault_id: vaultId, name: "github-secret", value: "one", description: "hook" }]);
    expect(secretOuts).toEqual({
      uri: `${service.emulator.baseUrl}/vault_secrets/${secretId}`,
      createdAt: TIME,
      updatedAt: TIME,
      name: "github-secret",
      description: "hook",
      metadata: null,
      vault: { id: vaultId, uri: `${service.emulator.baseUrl}/vaults/${vaultId}` },
      vaultName: "webhooks-vault",
      createdBy: null,
      lastUpdatedBy: null,
      value: null,
    });
    expect(JSON.stringify(service.emulator.snapshot())).not.toContain('"one"');
  });

  test("the same program is no change: the value is never compared with the service", async () => {
    const checked = (await secret.check(program, program)).inputs as secret.SecretInputs;
    expect(checked).toEqual(program);
    expect(await secret.diff(secretId, secretOuts, checked)).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
  });

  test("a changed value: check records it, diff reports an update, update sends it with one PATCH", async () => {
    const rotated = { ...program, value: "two" };
    const checked = (await secret.check(program, rotated)).inputs as secret.SecretInputs;
    expect(checked).toEqual({ ...rotated, __secretsChanged: { paths: ["value"], generation: 1 } });
    expect(await secret.diff(secretId, secretOuts, checked)).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
    mark();
    const r = await secret.update(secretId, secretOuts, checked);
    expect(calls()).toEqual([`PATCH /vault_secrets/${secretId} 200`]);
    expect(bodies()).toEqual([{ value: "two" }]);
    secretOuts = r.outs as secret.SecretOutputs;
    expect(secretOuts.__secretsApplied).toBe(1);
    // Applied: the next check carries the record over, and diff sees nothing to do; read keeps the generation.
    const again = (await secret.check(checked, rotated)).inputs as secret.SecretInputs;
    expect(again.__secretsChanged).toEqual({ paths: [], generation: 1 });
    expect((await secret.diff(secretId, secretOuts, again)).changes).toBe(false);
    expect(await secret.read(secretId, secretOuts)).toEqual({ id: secretId, props: secretOuts });
  });

  test("a changed name, description or metadata is one PATCH without the value; a change of vault replaces", async () => {
    mark();
    const r = await secret.update(secretId, secretOuts, { ...program, value: "two", name: "gh", description: undefined as unknown as string });
    expect(bodies()).toEqual([{ name: "gh", description: "" }]);
    secretOuts = r.outs as secret.SecretOutputs;
    expect((await secret.diff(secretId, secretOuts, { ...program, name: "gh", vaultId: "vault_other" })).replaces).toEqual(["vaultId"]);
    expect((await secret.diff(secretId, secretOuts, { ...program, name: "gh", vaultId: UNKNOWN })).replaces).toEqual(["vaultId"]);
  });

  test("the service refuses a secret in a vault that does not exist, a second of the same name, and deleting a vault that holds one", async () => {
    await expect(secret.create({ vaultId: "vault_missing", name: "x", value: "v" })).rejects.toThrow("Vault with ID vault_missing not found.");
    await expect(secret.create({ vaultId, name: "gh", value: "v" })).rejects.toThrow("Secret names must be unique within a vault.");
    await expect(vault.remove(vaultId)).rejects.toThrow("A Vault must be empty before it can be deleted. Remove all secrets from the vault and try again.");
  });

  test("a vault lists its secrets under secrets, as /vault_secrets does", async () => {
    const res = await fetch(`${service.emulator.baseUrl}/vaults/${vaultId}/secrets`, { headers: { authorization: `Bearer ${service.emulator.apiKey}`, "service-version": "2" } });
    const page = (await res.json()) as { secrets: { id: string }[] };
    expect(page.secrets.map((s) => s.id)).toEqual([secretId]);
    const { getClient } = await import("../../provider/process/runtime");
    const listed: string[] = [];
    for await (const s of getClient().secrets.list()) listed.push(s.id);
    expect(listed).toEqual([secretId]);
  });

  test("delete: the secret, then the vault, one DELETE each; already gone is fine", async () => {
    mark();
    await secret.remove(secretId);
    await vault.remove(vaultId);
    await vault.remove(vaultId);
    expect(calls()).toEqual([`DELETE /vault_secrets/${secretId} 204`, `DELETE /vaults/${vaultId} 204`, `DELETE /vaults/${vaultId} 404`]);
    expect(await secret.read(secretId, secretOuts)).toEqual({ id: "" });
  });
});
