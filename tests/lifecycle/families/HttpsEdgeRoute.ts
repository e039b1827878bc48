import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.HttpsEdgeRoute = new ingress.HttpsEdgeRoute("route", {
  edgeId: "edghts_life", matchType: "path_prefix", match: "/", description: "${description}",
  backend: { backendId: "bkdtg_life" }, ipRestriction: { ipPolicyIds: ["ipp_life"] },
});`,
  updates: true,
  itemPath: (id) => `/edges/https/edghts_life/routes/${id}`,
  deleted: true,
  seed: { edges: [{ id: "edghts_life" }], backends: [{ id: "bkdtg_life" }], ipPolicies: [{ id: "ipp_life" }] },
};
