import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.ApiKey = new ingress.ApiKey("apiKey", { description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/api_keys/${id}`,
  deleted: true,
};
