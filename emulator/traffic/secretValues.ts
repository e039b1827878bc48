/**
 * The values of vault secrets, which the traffic plane needs for `secrets.get` and the API never
 * gives back: kept in this process's memory only (never in the state file, an API answer, the
 * request log or the `--log` file). A secret created before the emulator started (a restart with
 * `--state`) has no value here until an update sets one: the plane then gives the policy none.
 */
import { VAULT_SECRETS } from "../../provider/resources/secret/wire";
import type { Result } from "../machinery/router";
import type { State } from "../machinery/state";
import { secretsIn } from "../resources/secret/rules";
import { vaultsIn } from "../resources/vault/rules";

const ITEM = new RegExp(`^${VAULT_SECRETS.path}/([A-Za-z0-9_]+)$`);

/** What a create or update body carries: the value, when it sends one. */
const sentValue = (body: unknown): string | undefined => {
  const value = (body as { value?: unknown } | undefined)?.value;
  return typeof value === "string" ? value : undefined;
};

export class SecretValues {
  /** Value by secret id. */
  readonly #values = new Map<string, string>();

  /** Keeps the value that an answered create (`POST /vault_secrets`) or update (`PATCH /vault_secrets/{id}`) sent. */
  observe(method: string, path: string, body: unknown, result: Result): void {
    const value = sentValue(body);
    if (value === undefined) return;
    if (method === "POST" && path === VAULT_SECRETS.path && result.status === 201) {
      const id = (result.body as { id?: unknown } | undefined)?.id;
      if (typeof id === "string") this.#values.set(id, value);
    }
    const item = method === "PATCH" && result.status === 200 ? ITEM.exec(path)?.[1] : undefined;
    if (item !== undefined) this.#values.set(item, value);
  }

  /** The values of the secrets `state` holds, by vault name then secret name: what `secrets.get` reads. */
  byVault(state: State): Record<string, Record<string, string>> {
    const out: Record<string, Record<string, string>> = {};
    for (const s of Object.values(secretsIn(state))) {
      const vault = vaultsIn(state)[s.vault_id];
      const value = this.#values.get(s.id);
      if (vault === undefined || value === undefined) continue;
      (out[vault.name] ??= {})[s.name] = value;
    }
    return out;
  }
}
