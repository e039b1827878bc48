import type { LifecycleFamily } from "./family";

// Its policy is the IpPolicy family's resource, declared before it (the registry lists IpPolicy
// first): the policy's id reaches the rule as an Output, and destroy deletes the rule first.
export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.IpPolicyRule = new ingress.IpPolicyRule("ipRule", { ipPolicyId: resources.IpPolicy.id, cidr: "198.51.100.0/24", action: "allow", description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/ip_policy_rules/${id}`,
  deleted: true,
};
