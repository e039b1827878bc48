import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.IpPolicy = new ingress.IpPolicy("ipPolicy", { description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/ip_policies/${id}`,
  deleted: true,
};
