// Secret under the real engine against the emulator: one stack, steps chained in order. The value
// is write-only: sent on create and when the program's value changes, never in the state in
// plaintext, never an output, never compared with the service.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, outOfBand, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let vaultId = "";
let otherVaultId = "";
let id = "";

const program = (args: string, vault = "vault") => `
const vault = new ingress.Vault("vault", { name: "hooks-vault" });
const other = new ingress.Vault("other", { name: "other-vault" });
const secret = new ingress.Secret("secret", { vaultId: ${vault}.id, ${args} });
exports.vaultId = vault.id;
exports.otherVaultId = other.id;
exports.id = secret.id;
exports.vaultName = secret.vaultName;
exports.outputs = secret;
`;
const base = `name: "github-secret", value: config.requireSecret("hook")`;
const withConfig = (value: string) => s.stack.setConfig({ "secret:hook": { value, secret: true } });

beforeAll(async () => {
  s = await startRun("secret", { body: `const config = new pulumi.Config();\n${program(`${base}, description: "github"`)}`, config: { hook: { value: "first-s3cret", secret: true } } });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

const setProgram = (args: string, vault?: string) => s.setProgram(`const config = new pulumi.Config();\n${program(args, vault)}`);
const plainState = async () => JSON.stringify(await s.stack.exportState());

test("up creates the secret with one POST holding its value; neither state nor outputs hold the value in plaintext", async () => {
  s.mark();
  const up = await s.stack.up();
  vaultId = String(up.outputs["vaultId"]?.value);
  otherVaultId = String(up.outputs["otherVaultId"]?.value);
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^secret_[A-Za-z0-9]+$/);
  const secretCalls = s.entries().filter((e) => e.path.startsWith("/vault_secrets"));
  expect(secretCalls.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual(["POST /vault_secrets 201"]);
  expect(JSON.parse(secretCalls[0]?.requestBody ?? "")).toEqual({ vault_id: vaultId, name: "github-secret", value: "first-s3cret", description: "github" });
  expect(up.outputs["vaultName"]?.value).toBe("hooks-vault");
  expect(JSON.stringify(up.outputs)).not.toContain("first-s3cret");
  expect(await plainState()).not.toContain("first-s3cret");
  expect(s.stack.allOutput()).not.toContain("first-s3cret");
});

test("a second preview reports no changes and makes no call: the value is not compared with the service", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 4 });
  expect(s.calls()).toEqual([]);
});

test("a changed value is one PATCH sending it, then no change", async () => {
  await withConfig("second-s3cret");
  expect((await s.stack.preview()).summary).toEqual({ same: 3, update: 1 });
  s.mark();
  await s.stack.up();
  expect(s.calls()).toEqual([`PATCH /vault_secrets/${id} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ value: "second-s3cret" });
  expect(await plainState()).not.toContain("second-s3cret");
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 4 });
  expect(s.calls()).toEqual([]);
});

test("a new description is one PATCH without the value", async () => {
  await setProgram(`${base}, description: "rotated hook"`);
  s.mark();
  expect((await s.stack.up()).summary).toEqual({ same: 3, update: 1 });
  expect(s.calls()).toEqual([`PATCH /vault_secrets/${id} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ description: "rotated hook" });
});

test("refresh reads the secret with one GET and finds no drift, a rotation already applied included", async () => {
  s.mark();
  expect((await s.stack.refresh()).summary).toEqual({ same: 4 });
  expect(s.calls().filter((c) => c.includes("/vault_secrets"))).toEqual([`GET /vault_secrets/${id} 200`]);
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 4 });
  expect(s.calls()).toEqual([]);
});

test("refresh sees a name changed outside the program, never a value: up puts the name back", async () => {
  await outOfBand(s.emulator, "PATCH", `/vault_secrets/${id}`, { name: "renamed", value: "changed-elsewhere" });
  await s.stack.refresh();
  expect((await s.stack.preview()).summary).toEqual({ same: 3, update: 1 });
  s.mark();
  await s.stack.up();
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ name: "github-secret" });
});

test("a change of vault replaces the secret: a POST in the new vault, then a DELETE of the old one", async () => {
  await setProgram(`${base}, description: "rotated hook"`, "other");
  expect((await s.stack.preview()).summary).toEqual({ same: 3, replace: 1 });
  s.mark();
  const up = await s.stack.up();
  const newId = String(up.outputs["id"]?.value);
  expect(newId).not.toBe(id);
  expect(s.calls()).toEqual(["POST /vault_secrets 201", `DELETE /vault_secrets/${id} 204`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ vault_id: otherVaultId, name: "github-secret", value: "second-s3cret", description: "rotated hook" });
  id = newId;
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["a vault that is not a vault id", `vaultId: "hooks-vault", name: "s", value: "v"`, `vaultId must be a vault id of the form vault_<id>; got "hooks-vault"`],
    ["an over-long name", `name: "s".repeat(256), value: "v"`, "name must be at most 255 characters; got 256"],
    ["an empty value", `name: "s", value: ""`, "value must not be empty"],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(`const config = new pulumi.Config();\n${program(args).replace(/vaultId: vault\.id, vaultId:/, "vaultId:")}`);
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy deletes the secret with one DELETE before its vault", async () => {
  await setProgram(`${base}, description: "rotated hook"`, "other");
  s.mark();
  expect((await s.stack.destroy()).summary).toEqual({ delete: 4 });
  const deletes = s.calls();
  expect(deletes).toContain(`DELETE /vault_secrets/${id} 204`);
  expect(deletes.indexOf(`DELETE /vault_secrets/${id} 204`)).toBeLessThan(deletes.indexOf(`DELETE /vaults/${otherVaultId} 204`));
  expect(deletes).toHaveLength(3);
  expect(s.emulator.snapshot().vault_secrets).toEqual({});
});
