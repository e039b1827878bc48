import type { LifecycleFamily } from "./family";

// A service user has no description: its name carries it, which changes in place as well.
export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.ServiceUser = new ingress.ServiceUser("serviceUser", { name: "lifecycle ${description}" });`,
  updates: true,
  updatedAs: { field: "name", value: (description) => `lifecycle ${description}` },
  itemPath: (id) => `/service_users/${id}`,
  deleted: true,
};
