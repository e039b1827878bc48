import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.Vault = new ingress.Vault("vault", { name: "lifecycle-vault", description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/vaults/${id}`,
  deleted: true,
};
