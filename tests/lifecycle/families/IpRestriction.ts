import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.IpRestriction = new ingress.IpRestriction("ipRestriction", { type: "endpoints", ipPolicyIds: ["ipp_lifeipx"], enforced: true, description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/ip_restrictions/${id}`,
  deleted: true,
  seed: { ipPolicies: [{ id: "ipp_lifeipx" }] },
};
