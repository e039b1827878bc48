import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.CloudEndpoint = new ingress.CloudEndpoint("endpoint", {
  url: "https://life.example.com", description: "${description}",
  trafficPolicy: { on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 200, body: "alive" } }] }] },
});`,
  updates: true,
  itemPath: (id) => `/endpoints/${id}`,
  deleted: true,
};
