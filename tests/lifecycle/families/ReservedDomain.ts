import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.ReservedDomain = new ingress.ReservedDomain("domain", { domain: "life-domain.example.com", description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/reserved_domains/${id}`,
  deleted: true,
};
