import type { LifecycleFamily } from "./family";

// Owned by the ServiceUser family's resource, declared before it (the registry lists ServiceUser
// first), as the acceptance program has it: destroy deletes the credential first.
export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.Credential = new ingress.Credential("credential", { ownerId: resources.ServiceUser.id, acl: ["bind:*.lifecycle.example.com"], description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/credentials/${id}`,
  deleted: true,
};
