// Vault under the real engine against the emulator: one stack, steps chained in order.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";

const program = (args: string) => `
const vault = new ingress.Vault("vault", { ${args} });
exports.id = vault.id;
exports.name = vault.name;
exports.description = vault.description;
`;

beforeAll(async () => {
  s = await startRun("vault", { body: program(`name: "prod-vault", description: "prod"`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the vault with one POST", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^vault_[A-Za-z0-9]+$/);
  expect(s.calls()).toEqual(["POST /vaults 201"]);
  expect(up.outputs["name"]?.value).toBe("prod-vault");
  expect(s.emulator.snapshot().vaults[id]?.description).toBe("prod");
});

test("a second preview reports no changes and makes no call", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("a new name and description are one PATCH in place, the same id", async () => {
  await s.setProgram(program(`name: "webhooks-vault", description: "hooks"`));
  expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  s.mark();
  const up = await s.stack.up();
  expect(String(up.outputs["id"]?.value)).toBe(id);
  expect(s.calls()).toEqual([`PATCH /vaults/${id} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ name: "webhooks-vault", description: "hooks" });
  expect(s.emulator.snapshot().vaults[id]?.name).toBe("webhooks-vault");
});

test("refresh reads the vault with one GET and finds no drift", async () => {
  s.mark();
  expect((await s.stack.refresh()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([`GET /vaults/${id} 200`]);
});

test("nothing replaces a vault: the API changes every field in place", async () => {
  await s.setProgram(program(`name: "other-vault", metadata: "m"`));
  s.mark();
  expect((await s.stack.up()).summary).toEqual({ same: 1, update: 1 });
  expect(s.calls()).toEqual([`PATCH /vaults/${id} 200`]);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["an over-long name", `name: "v".repeat(256)`, "name must be at most 255 characters; got 256"],
    ["a name with a space", `name: "my vault"`, `name must hold only letters, digits and the characters _ / . -; got "my vault"`],
    ["an empty name", `name: ""`, "name must not be empty"],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy deletes the vault with one DELETE", async () => {
  await s.setProgram(program(`name: "other-vault", metadata: "m"`));
  s.mark();
  expect((await s.stack.destroy()).summary).toEqual({ delete: 2 });
  expect(s.calls()).toEqual([`DELETE /vaults/${id} 204`]);
  expect(s.emulator.snapshot().vaults).toEqual({});
});
