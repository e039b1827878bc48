import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.AgentIngress = new ingress.AgentIngress("ingress", { domain: "connect.lifecycle.example.com", description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/agent_ingresses/${id}`,
  deleted: true,
};
