// What ngrok's own clients of 2026 send and the service accepts (issue 41, item 7b; driven by the
// clients themselves in tests/clients/): a secret's vault by name (ngrok-api-go v7.7.0), the
// deprecated region of a reserved domain, and "" or 0 for the create fields a client leaves out.
import type { Emulator } from "../../emulator";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeAll(async () => ({ emulator, api } = await start()));
afterAll(() => emulator.close());

test("a secret names its vault by id or by name, exactly one of them; \"\" is left out", async () => {
  const vault = await api.post("/vaults", { name: "by-name" });
  const byName = await api.post("/vault_secrets", { vault_id: "", vault_name: "by-name", name: "s1", value: "v", description: "", metadata: "" });
  expect(byName.status).toBe(201);
  expect(byName.body).toMatchObject({ name: "s1", vault: { id: vault.body.id }, vault_name: "by-name" });
  const byId = await api.post("/vault_secrets", { vault_id: vault.body.id, vault_name: "", name: "s2", value: "v" });
  expect(byId.body).toMatchObject({ vault: { id: vault.body.id } });
  expectError(await api.post("/vault_secrets", { vault_name: "by-name", name: "s1", value: "v" }), 400, "ERR_NGROK_24005", "Secret names must be unique within a vault.");
  expectError(await api.post("/vault_secrets", { vault_name: "nowhere", name: "s", value: "v" }), 400, "ERR_NGROK_24006", "Vault with name nowhere not found.");
  expectError(
    await api.post("/vault_secrets", { vault_id: vault.body.id, vault_name: "by-name", name: "s3", value: "v" }),
    400,
    "ERR_VALIDATION",
    "vault_id must not be set together with vault_name: a secret names its vault by id or by name, not both",
  );
  expectError(await api.post("/vault_secrets", { vault_id: "", vault_name: "", name: "s3", value: "v" }), 400, "ERR_VALIDATION", "vault_id must be set, or vault_name instead: a secret names its vault by id or by name");
});

test("a reserved domain's deprecated region is accepted and ignored: the item has none, and its answer leaves it out as the service leaves out what is empty", async () => {
  const r = await api.post("/reserved_domains", { domain: "regional.example.com", region: "eu" });
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({ id: idOf("rd_"), created_at: TIME, domain: "regional.example.com" });
  expect(["region" in r.body, "region" in (await api.get(`/reserved_domains/${r.body.id as string}`)).body]).toEqual([false, false]);
});

test('"" and 0 are left out where they mean nothing else: a TCP address\'s region, an SSH CA\'s curve and size', async () => {
  expect((await api.post("/reserved_addrs", { region: "", description: "" })).body).toMatchObject({ region: "us" });
  const ca = await api.post("/ssh_certificate_authorities", { private_key_type: "ed25519", elliptic_curve: "", key_size: 0 });
  expect(ca.status).toBe(201);
  expect(ca.body.key_type).toBe("ed25519");
});
