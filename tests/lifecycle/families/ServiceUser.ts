import type { LifecycleFamily } from "./family";

// A service user has no description: its name carries it, which changes in place as well.
export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.ServiceUser = new ingress.ServiceUser("serviceUser", { name: "lifecycle ${description}" });`,
  updates: true,
  itemPath: (id) => `/service_users/${id}`,
  deleted: true,
};
