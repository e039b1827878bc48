// One item of each of the account's later families, posted to the emulator as someone outside a
// program would: what the import tests add to their accounts so that they hold every family.
import type { Emulator } from "../../emulator/types";
import { makeChain } from "./certs";
import { outOfBand } from "./outOfBand";
import { ed25519PublicKeyLine } from "./sshKey";

/** The collections posted to, in the order of the ids {@link postLaterFamilies} returns. */
export const LATER_FAMILY_PATHS = ["/reserved_addrs", "/certificate_authorities", "/agent_ingresses", "/ip_restrictions", "/ssh_certificate_authorities", "/ssh_credentials", "/service_users", "/credentials", "/api_keys"] as const;

/**
 * A TCP address, a CA, an agent ingress, an IP restriction of type endpoints on `ipPolicyId`, an SSH
 * CA and an SSH key, and a service user owning a credential and an API key; their ids, in the order
 * of {@link LATER_FAMILY_PATHS}.
 */
export async function postLaterFamilies(emulator: Emulator, ipPolicyId: string): Promise<string[]> {
  const ids: string[] = [];
  const made = async (p: (typeof LATER_FAMILY_PATHS)[number], body: unknown) => ids.push(((await outOfBand(emulator, "POST", p, body)) as { id: string }).id);
  await made("/reserved_addrs", { description: "Database" });
  await made("/certificate_authorities", { ca_pem: (await makeChain({ commonName: "clients.example.com", variant: "clients" })).caPem, description: "Clients" });
  await made("/agent_ingresses", { domain: "connect.example.com", description: "Devices" });
  await made("/ip_restrictions", { type: "endpoints", ip_policy_ids: [ipPolicyId], description: "Endpoints" });
  await made("/ssh_certificate_authorities", { private_key_type: "ed25519", description: "Hosts" });
  await made("/ssh_credentials", { public_key: ed25519PublicKeyLine("device@example"), acl: ["bind:app.example.com"], description: "Device" });
  await made("/service_users", { name: "deploy-bots" });
  const owner = ids.at(-1);
  await made("/credentials", { owner_id: owner, acl: ["bind:app.example.com"], description: "Agents" });
  await made("/api_keys", { owner_id: owner, description: "CI" });
  return ids;
}
