// Secret's dynamic provider in process against the emulator, step by step as the engine drives it
// (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals. The value is
// write-only: sent on create and when the program's value changes (check records the change from the
// previous inputs the engine hands it), never an output, never compared with the service. Moved from
// tests/engine/secret.test.ts, each test under its name there; tests/unit/vaultProvider.test.ts calls
// check, diff, create, update and read one by one. What only the engine proves stayed there, slimmed:
// the value nowhere in plaintext (the state, the stack's outputs, what the engine prints), first and
// rotated. Elsewhere on the engine: the vault's id handed on as an Output and the secret deleted
// before its vault (tests/lifecycle), a replacement's create first (tests/engine/replacementOrders.test.ts).
import * as secretFamily from "../../provider/resources/secret/family";
import * as vault from "../../provider/resources/vault/family";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { CheckFailed, stepsOf } from "../support/providerSteps";

const service = useProviderService();
const { mark, calls, bodies } = service;
const hooks = stepsOf(vault);
const other = stepsOf(vault);
const secret = stepsOf(secretFamily);

/** The program's secret: in the vault `hooks` unless told, its value from config (here as the engine hands it over, decrypted). */
const program = (value: string, description: string, inVault = hooks) => ({ vaultId: inVault.id, name: "github-secret", value, description });

test("up creates the secret with one POST holding its value; the outputs do not hold the value", async () => {
  await hooks.up({ name: "hooks-vault" });
  await other.up({ name: "other-vault" });
  mark();
  expect(await secret.up(program("first-s3cret", "github"))).toBe("create");
  expect(secret.id).toMatch(/^secret_[A-Za-z0-9]+$/);
  expect(calls()).toEqual(["POST /vault_secrets 201"]);
  expect(bodies()).toEqual([{ vault_id: hooks.id, name: "github-secret", value: "first-s3cret", description: "github" }]);
  expect(secret.outputs["vaultName"]).toBe("hooks-vault");
  expect(secret.outputs["value"]).toBeNull();
  expect(JSON.stringify(secret.outputs)).not.toContain("first-s3cret");
});

test("a second preview reports no changes and makes no call: the value is not compared with the service", async () => {
  mark();
  expect(await secret.preview(program("first-s3cret", "github"))).toBe("same");
  expect(calls()).toEqual([]);
});

test("a changed value is one PATCH sending it, then no change", async () => {
  expect(await secret.preview(program("second-s3cret", "github"))).toBe("update");
  mark();
  expect(await secret.up(program("second-s3cret", "github"))).toBe("update");
  expect(calls()).toEqual([`PATCH /vault_secrets/${secret.id} 200`]);
  expect(bodies()).toEqual([{ value: "second-s3cret" }]);
  expect(JSON.stringify(secret.outputs)).not.toContain("second-s3cret");
  mark();
  expect(await secret.preview(program("second-s3cret", "github"))).toBe("same");
  expect(calls()).toEqual([]);
});

test("a new description is one PATCH without the value", async () => {
  mark();
  expect(await secret.up(program("second-s3cret", "rotated hook"))).toBe("update");
  expect(calls()).toEqual([`PATCH /vault_secrets/${secret.id} 200`]);
  expect(bodies()).toEqual([{ description: "rotated hook" }]);
});

test("refresh reads the secret with one GET and finds no drift, a rotation already applied included", async () => {
  const before = secret.outputs;
  mark();
  expect(await secret.refresh()).toEqual(before);
  expect(calls()).toEqual([`GET /vault_secrets/${secret.id} 200`]);
  mark();
  expect(await secret.preview(program("second-s3cret", "rotated hook"))).toBe("same");
  expect(calls()).toEqual([]);
});

test("refresh sees a name changed outside the program, never a value: up puts the name back", async () => {
  await outOfBand(service.emulator, "PATCH", `/vault_secrets/${secret.id}`, { name: "renamed", value: "changed-elsewhere" });
  await secret.refresh();
  expect(secret.outputs["name"]).toBe("renamed");
  expect(secret.outputs["value"]).toBeNull();
  expect(await secret.preview(program("second-s3cret", "rotated hook"))).toBe("update");
  mark();
  expect(await secret.up(program("second-s3cret", "rotated hook"))).toBe("update");
  expect(calls()).toEqual([`PATCH /vault_secrets/${secret.id} 200`]);
  expect(bodies()).toEqual([{ name: "github-secret" }]);
});

test("a change of vault replaces the secret: a POST in the new vault, then a DELETE of the old one", async () => {
  const id = secret.id;
  expect(await secret.preview(program("second-s3cret", "rotated hook", other))).toBe("replace");
  mark();
  expect(await secret.up(program("second-s3cret", "rotated hook", other))).toBe("replace");
  expect(secret.id).not.toBe(id);
  expect(calls()).toEqual(["POST /vault_secrets 201", `DELETE /vault_secrets/${id} 204`]);
  expect(bodies()).toEqual([{ vault_id: other.id, name: "github-secret", value: "second-s3cret", description: "rotated hook" }]);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  // tests/unit/vaultProvider.test.ts has these rules' lines too; here, that preview stops at check with no call.
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ["a vault that is not a vault id", () => ({ vaultId: "hooks-vault", name: "s", value: "v" }), "vaultId", 'vaultId must be a vault id of the form vault_<id>; got "hooks-vault"'],
    ["an over-long name", () => ({ vaultId: other.id, name: "s".repeat(256), value: "v" }), "name", "name must be at most 255 characters; got 256"],
    // The value's problem is the resource's (property ""): the engine would print a property's value beside it.
    ["an empty value", () => ({ vaultId: other.id, name: "s", value: "" }), "", "value must not be empty"],
  ];
  test.each(cases)("%s", async (_name, args, property, reason) => {
    mark();
    await expect(secret.preview(args())).rejects.toThrow(new CheckFailed([{ property, reason }]));
    expect(calls()).toEqual([]);
  });
});

test("destroy deletes the secret with one DELETE before its vault", async () => {
  const id = secret.id;
  const vaults = [hooks.id, other.id];
  mark();
  await secret.destroy();
  await hooks.destroy();
  await other.destroy();
  expect(calls()).toEqual([`DELETE /vault_secrets/${id} 204`, ...vaults.map((v) => `DELETE /vaults/${v} 204`)]);
  expect(service.emulator.snapshot().vault_secrets).toEqual({});
  expect(service.emulator.snapshot().vaults).toEqual({});
});
