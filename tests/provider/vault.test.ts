// Vault's dynamic provider in process against the emulator, step by step as the engine drives it
// (tests/support/providerSteps.ts): every call, every body, the outputs. Moved from
// tests/engine/vault.test.ts, each test under its name there. tests/unit/vaultProvider.test.ts calls
// check, create, update and read one by one (check's lines for the same three bad names among them);
// the bad names are kept here for what it does not prove: preview stops at check, with no call.
// Nothing of it stays on the engine: tests/lifecycle runs a vault (a secret in it) through up,
// update, refresh and destroy.
import * as vault from "../../provider/resources/vault/family";
import { useProviderService } from "../support/providerService";
import { CheckFailed, stepsOf } from "../support/providerSteps";

const service = useProviderService();
const { mark, calls, bodies } = service;
const steps = stepsOf(vault);

test("up creates the vault with one POST", async () => {
  mark();
  expect(await steps.up({ name: "prod-vault", description: "prod" })).toBe("create");
  expect(steps.id).toMatch(/^vault_[A-Za-z0-9]+$/);
  expect(calls()).toEqual(["POST /vaults 201"]);
  expect(steps.outputs["name"]).toBe("prod-vault");
  expect(service.emulator.snapshot().vaults[steps.id]?.description).toBe("prod");
});

test("a second preview reports no changes and makes no call", async () => {
  mark();
  expect(await steps.preview({ name: "prod-vault", description: "prod" })).toBe("same");
  expect(calls()).toEqual([]);
});

test("a new name and description are one PATCH in place, the same id", async () => {
  const id = steps.id;
  expect(await steps.preview({ name: "webhooks-vault", description: "hooks" })).toBe("update");
  mark();
  expect(await steps.up({ name: "webhooks-vault", description: "hooks" })).toBe("update");
  expect(steps.id).toBe(id);
  expect(calls()).toEqual([`PATCH /vaults/${id} 200`]);
  expect(bodies()).toEqual([{ name: "webhooks-vault", description: "hooks" }]);
  expect(service.emulator.snapshot().vaults[id]?.name).toBe("webhooks-vault");
});

test("refresh reads the vault with one GET and finds no drift", async () => {
  const before = steps.outputs;
  mark();
  expect(await steps.refresh()).toEqual(before);
  expect(calls()).toEqual([`GET /vaults/${steps.id} 200`]);
  expect(await steps.preview({ name: "webhooks-vault", description: "hooks" })).toBe("same");
});

test("nothing replaces a vault: the API changes every field in place", async () => {
  const id = steps.id;
  mark();
  expect(await steps.up({ name: "other-vault", metadata: "m" })).toBe("update");
  expect(steps.id).toBe(id);
  expect(calls()).toEqual([`PATCH /vaults/${id} 200`]);
  expect(bodies()).toEqual([{ name: "other-vault", description: "", metadata: "m" }]);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["an over-long name", "v".repeat(256), "name must be at most 255 characters; got 256"],
    ["a name with a space", "my vault", 'name must hold only letters, digits and the characters _ / . -; got "my vault"'],
    ["an empty name", "", "name must not be empty"],
  ];
  test.each(cases)("%s", async (_name, name, reason) => {
    mark();
    await expect(steps.preview({ name })).rejects.toThrow(new CheckFailed([{ property: "name", reason }]));
    expect(calls()).toEqual([]);
  });
});

test("destroy deletes the vault with one DELETE", async () => {
  const id = steps.id;
  mark();
  await steps.destroy();
  expect(calls()).toEqual([`DELETE /vaults/${id} 204`]);
  expect(service.emulator.snapshot().vaults).toEqual({});
});
