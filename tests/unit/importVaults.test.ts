// The import of vaults and their secrets: each vault adopted by name, each secret in its vault (the
// vault's resource when the program declares it, else a constant) with its value read from the
// stack's secret config, never written.
import { type Account, emptyAccount } from "../../cli/import/account";
import { planProgram } from "../../cli/import/plan";
import { programSource } from "../../cli/import/source";
import type { Vault, VaultSecret } from "../../provider/ingressClient";

const BASE = "https://api.example.test";

const vaults: Vault[] = [{ id: "vault_1", uri: `${BASE}/vaults/vault_1`, created_at: "2025-01-01T00:00:00Z", name: "webhooks-vault", description: "Webhook secrets" }];
const secrets: VaultSecret[] = [
  {
    id: "secret_1",
    uri: `${BASE}/vault_secrets/secret_1`,
    created_at: "2025-01-02T00:00:00Z",
    name: "github-secret",
    metadata: "team=ops",
    vault: { id: "vault_1", uri: `${BASE}/vaults/vault_1` },
    vault_name: "webhooks-vault",
  },
];
const account = (): Account => ({ ...emptyAccount(), Vault: vaults, Secret: secrets });

test("vaults and secrets: adopted, the secret in its vault's resource, the value a stack config key", () => {
  const program = planProgram(account());
  expect(program.declarations.flatMap((d) => d.secrets)).toEqual([{ key: "githubSecretValue", what: "value of secret githubSecret" }]);
  expect(program.constants).toEqual([]);
  expect(programSource(program, false)).toContain(`const webhookSecretsVault = new ingress.Vault("webhookSecretsVault", {
  adoptId: "vault_1",
  name: "webhooks-vault",
  description: "Webhook secrets",
});`);
  expect(programSource(program, false)).toContain(`const githubSecret = new ingress.Secret("githubSecret", {
  adoptId: "secret_1",
  vaultId: webhookSecretsVault.id,
  name: "github-secret",
  value: config.requireSecret("githubSecretValue"),
  metadata: "team=ops",
});`);
});

test("secrets without their vaults (--only secrets): the vault a constant of the program", () => {
  const source = programSource(planProgram({ ...emptyAccount(), Secret: secrets }), false);
  expect(source).toContain(`// Vault of githubSecret
const webhooksVault = "vault_1";
`);
  expect(source).toContain(`  vaultId: webhooksVault,\n`);
  expect(source).not.toContain("new ingress.Vault(");
});
