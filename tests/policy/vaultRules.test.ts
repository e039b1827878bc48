// The stack rules on Vault and Secret names, which the service keeps unique (in the account; in a vault).
import { secretNameUnique, vaultNameUnique } from "../../policy/src/vaultRules";
import type { StackResource } from "../../policy/src/rule";
import { UNKNOWN } from "../../provider/inputs/unknowns";

const NOW = new Date("2026-11-25T00:00:00Z");
const urn = (type: string, name: string) => `urn:pulumi:dev::p::pulumi-nodejs:dynamic/ingress:${type}::${name}`;
const of = (type: string, name: string, props: Record<string, unknown>): StackResource => ({ name, urn: urn(type, name), props });
const context = { stack: "dev", config: {}, now: NOW };

describe("ingress-vault-name-unique", () => {
  const vault = (name: string, props: Record<string, unknown>) => of("Vault", name, props);
  test("two vaults of one name: one violation naming both, whatever their order", () => {
    const expected = [
      {
        urn: urn("Vault", "b"),
        message: 'Vault "a" and Vault "b" both are named "hooks", which the service refuses (ERR_NGROK_23004): give one of them another name.',
      },
    ];
    expect(vaultNameUnique.violations([vault("a", { name: "hooks" }), vault("b", { name: "hooks" })], context)).toEqual(expected);
    expect(vaultNameUnique.violations([vault("b", { name: "hooks" }), vault("a", { name: "hooks" })], context)).toEqual(expected);
  });

  test("other names, unknown names, and one vault twice in the program (read and adopted) pass", () => {
    expect(vaultNameUnique.violations([vault("a", { name: "hooks" }), vault("b", { name: "Hooks" }), vault("c", { name: UNKNOWN })], context)).toEqual([]);
    expect(vaultNameUnique.violations([vault("a", { name: "hooks", uri: "https://api.example.com/vaults/vault_1" }), vault("b", { name: "hooks", adoptId: "vault_1" })], context)).toEqual([]);
  });
});

describe("ingress-secret-name-unique", () => {
  const secret = (name: string, props: Record<string, unknown>) => of("Secret", name, props);
  test("three secrets of one name in one vault: one violation naming all three; in other vaults they pass", () => {
    const same = { vaultId: "vault_1", name: "gh" };
    expect(secretNameUnique.violations([secret("c", same), secret("a", same), secret("b", same), secret("d", { ...same, vaultId: "vault_2" })], context)).toEqual([
      {
        urn: urn("Secret", "b"),
        message: 'Secret "a", Secret "b" and Secret "c" all are named "gh" in vault vault_1, which the service refuses (ERR_NGROK_24005): give all but one another name.',
      },
    ]);
  });

  test("a vault unknown in preview is not judged", () => {
    expect(secretNameUnique.violations([secret("a", { vaultId: UNKNOWN, name: "gh" }), secret("b", { vaultId: UNKNOWN, name: "gh" })], context)).toEqual([]);
  });
});
