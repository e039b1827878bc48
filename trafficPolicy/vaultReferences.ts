/**
 * The vault secrets a Traffic Policy reads: every `secrets.get('<vault>', '<secret>')` in its
 * strings (the macro of ngrok-docs traffic-policy/macros/index.mdx, "secrets.get"; written with
 * single or double quotes, inside `${…}` or in a CEL expression). Used where a policy is given
 * together with its vault (a CloudEndpoint's `vault`), so that the two name the same vault.
 */

/** One read of a secret: the vault's name and the secret's, as written. */
export interface VaultReference {
  vault: string;
  secret: string;
}

const SECRETS_GET = /secrets\.get\(\s*(['"])([^'"]*)\1\s*,\s*(['"])([^'"]*)\3\s*\)/g;

/** Every string of a JSON value, depth first. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) yield* strings(v);
}

/** The reads of secrets in a policy document (its strings), in document order, each once. */
export function vaultReferences(policy: unknown): VaultReference[] {
  const seen = new Set<string>();
  const out: VaultReference[] = [];
  for (const s of strings(policy)) {
    for (const m of s.matchAll(SECRETS_GET)) {
      const ref = { vault: m[2] ?? "", secret: m[4] ?? "" };
      const key = JSON.stringify(ref);
      if (!seen.has(key)) out.push(ref);
      seen.add(key);
    }
  }
  return out;
}

/** The first read of a secret from a vault other than `vault`, as a sentence about the policy; undefined when every read names it. */
export function otherVaultProblem(policy: unknown, vault: string): string | undefined {
  const other = vaultReferences(policy).find((r) => r.vault !== vault);
  if (other === undefined) return undefined;
  return `reads secret ${JSON.stringify(other.secret)} from vault ${JSON.stringify(other.vault)}, which is not the endpoint's vault ${JSON.stringify(vault)} (a policy given a vault reads its secrets from that vault)`;
}
