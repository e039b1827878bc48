import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.IpPolicyRule = new ingress.IpPolicyRule("ipRule", { ipPolicyId: "ipp_life", cidr: "198.51.100.0/24", action: "allow", description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/ip_policy_rules/${id}`,
  deleted: true,
  seed: { ipPolicies: [{ id: "ipp_life" }] },
};
