import type { LifecycleFamily } from "./family";

// Its vault is the Vault family's resource, declared before it (the registry lists Vault first):
// destroy deletes the secret first, as the service refuses to delete a vault holding one.
export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.Secret = new ingress.Secret("secret", { vaultId: resources.Vault.id, name: "lifecycle-secret", value: "lifecycle-value", description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/vault_secrets/${id}`,
  deleted: true,
};
