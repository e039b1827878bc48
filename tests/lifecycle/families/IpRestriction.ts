import type { LifecycleFamily } from "./family";

// Restricts to the IpPolicy family's resource, declared before it (the registry lists IpPolicy
// first): the policy's id reaches it inside a list, as an Output.
export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.IpRestriction = new ingress.IpRestriction("ipRestriction", { type: "endpoints", ipPolicyIds: [resources.IpPolicy.id], enforced: true, description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/ip_restrictions/${id}`,
  deleted: true,
};
