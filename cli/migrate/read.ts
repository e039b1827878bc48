/**
 * What `pulumi-ingress migrate --out DIR` reads besides the edge: the IP policies its routes name
 * (one GET each), the account's reserved domains (one walk, for the domain of each hostport), its
 * vaults (one walk, for the vault `--vault` names) and, when that vault exists, its secrets; with
 * `--stack`, the names the stack gives the edge's routes (`pulumi stack export`), so that the
 * written program takes them over instead of adding others. Reads only: they work on an account
 * whose edges are read-only.
 */
import type { Edge, IngressClient, IpPolicy, ReservedDomain, Vault, VaultSecret } from "../../provider/ingressClient";
import { canonicalDomain } from "../../provider/resources/reservedDomain/wire";
import { pulumiOutput, type PulumiCli } from "../../provider/stack/pulumiCli";
import { typeToken } from "../../provider/tokens";
import type { MigrationRead } from "./program";

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const i of items) out.push(i);
  return out;
}

/** The IP policy ids the routes name, each once, in order. */
const namedIpPolicies = (edge: Edge): string[] => [...new Set(edge.routes.flatMap((r) => (r.ip_restriction?.ip_policies ?? []).map((p) => p.id)))];

/** The account's items the program adopts or takes over, for `edge`. */
export async function readAccountFor(client: IngressClient, edge: Edge, vaultName: string): Promise<Omit<MigrationRead, "edge" | "routeNames">> {
  const ipPolicies: IpPolicy[] = [];
  for (const id of namedIpPolicies(edge)) ipPolicies.push(await client.ipPolicies.get(id));
  const hosts = new Set(edge.hostports.map((h) => canonicalDomain(h.replace(/:\d+$/, ""))));
  const domains: ReservedDomain[] = (await all(client.reservedDomains.list())).filter((d) => hosts.has(canonicalDomain(d.domain)));
  const vault: Vault | undefined = (await all(client.vaults.list())).find((v) => v.name === vaultName);
  const storedSecrets: VaultSecret[] = vault === undefined ? [] : (await all(client.secrets.list())).filter((s) => s.vault.id === vault.id);
  return { ipPolicies, domains, vault, storedSecrets };
}

/** The names the stack gives its routes, by id: the last part of each HttpsEdgeRoute's URN. */
export async function stackRouteNames(cli: PulumiCli): Promise<Map<string, string>> {
  const exported = JSON.parse(await pulumiOutput(cli, ["stack", "export"])) as { deployment?: { resources?: { urn?: string; type?: string; id?: string }[] } };
  const names = new Map<string, string>();
  for (const r of exported.deployment?.resources ?? []) {
    if (r.type === typeToken("HttpsEdgeRoute") && typeof r.id === "string" && typeof r.urn === "string") names.set(r.id, r.urn.slice(r.urn.lastIndexOf("::") + 2));
  }
  return names;
}
