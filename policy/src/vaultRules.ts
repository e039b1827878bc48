/**
 * Stack rules on Vault and Secret: names the service keeps unique. A vault's name is unique in the
 * account (ERR_NGROK_23004, "Vault names must be unique within an account.") and a secret's in its
 * vault (ERR_NGROK_24005, "Secret names must be unique within a vault."); the provider sees one
 * resource at a time, so only a rule over the whole stack catches two of the program's at preview
 * (as ingress-route-match-unique does for routes).
 */
import { type IngressResource, type IngressStackRule, type StackResource, type StackViolation, subject } from "./rule";
import { itemId, knownString } from "./values";

/** `A and B`, `A, B and C`. */
function listed(items: readonly string[]): string {
  return items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

/** Groups of two or more resources sharing a key (an unknown key is judged at `up`; one item twice in the program is one). */
export function duplicates(resources: readonly StackResource[], keyOf: (r: StackResource) => string | undefined): StackResource[][] {
  const groups = new Map<string, StackResource[]>();
  for (const r of resources) {
    const key = keyOf(r);
    if (key === undefined) continue;
    const group = groups.get(key) ?? [];
    const id = itemId(r.props);
    if (id !== undefined && group.some((o) => itemId(o.props) === id)) continue;
    group.push(r);
    groups.set(key, group);
  }
  return [...groups.values()].filter((g) => g.length > 1).map((g) => [...g].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
}

/** The violation of a group: its resources by name, what they share, and the fix (another `what`). */
export function violation(type: IngressResource, group: readonly StackResource[], shared: string, code: string, what = "name"): StackViolation {
  const both = group.length === 2;
  return {
    urn: group[1]?.urn ?? "",
    message: `${listed(group.map((r) => subject(type, r.name)))} ${both ? "both" : "all"} ${shared}, which the service refuses (${code}): give ${both ? "one of them" : "all but one"} another ${what}.`,
  };
}

export const vaultNameUnique: IngressStackRule = {
  name: "ingress-vault-name-unique",
  description: "No two vaults of the stack have the same name (vault names are unique in the account).",
  enforcementLevel: "mandatory",
  resource: "Vault",
  scope: "stack",
  config: {},
  violations: (resources) =>
    duplicates(resources, (r) => knownString(r.props["name"])).map((g) => violation("Vault", g, `are named ${JSON.stringify(knownString(g[0]?.props["name"]))}`, "ERR_NGROK_23004")),
};

export const secretNameUnique: IngressStackRule = {
  name: "ingress-secret-name-unique",
  description: "No two secrets of the stack have the same name in one vault (secret names are unique in their vault).",
  enforcementLevel: "mandatory",
  resource: "Secret",
  scope: "stack",
  config: {},
  violations: (resources) =>
    duplicates(resources, (r) => {
      const vault = knownString(r.props["vaultId"]);
      const name = knownString(r.props["name"]);
      return vault === undefined || name === undefined ? undefined : JSON.stringify([vault, name]);
    }).map((g) =>
      violation("Secret", g, `are named ${JSON.stringify(knownString(g[0]?.props["name"]))} in vault ${knownString(g[0]?.props["vaultId"]) ?? ""}`, "ERR_NGROK_24005"),
    ),
};
