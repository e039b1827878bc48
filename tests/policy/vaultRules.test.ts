// The stack rules on names and domains the service keeps unique: Vault and Secret names (in the account; in a vault), AgentIngress domains.
import { agentIngressDomainUnique } from "../../policy/src/agentIngressRules";
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

describe("ingress-agent-ingress-domain-unique", () => {
  const ingress = (name: string, props: Record<string, unknown>) => of("AgentIngress", name, props);
  test("two agent ingresses on one domain, however written: one violation naming both; other domains and unknown ones pass", () => {
    expect(agentIngressDomainUnique.violations([ingress("a", { domain: "connect.example.com" }), ingress("b", { domain: "Connect.Example.com." }), ingress("c", { domain: UNKNOWN })], context)).toEqual([
      {
        urn: urn("AgentIngress", "b"),
        message: 'AgentIngress "a" and AgentIngress "b" both are on connect.example.com, which the service refuses (ERR_NGROK_6706): give one of them another domain.',
      },
    ]);
    expect(agentIngressDomainUnique.violations([ingress("a", { domain: "connect.example.com" }), ingress("b", { domain: "edge.example.com" })], context)).toEqual([]);
  });
});
