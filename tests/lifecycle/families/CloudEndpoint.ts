import type { LifecycleFamily } from "./family";

// Its policy runs the AI gateway under /ai/, so the AiGatewayApiKey family's key can name it (the
// service takes a key only for an endpoint with the ai-gateway action, ERR_NGROK_27003).
export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.CloudEndpoint = new ingress.CloudEndpoint("endpoint", {
  url: "https://life.example.com", description: "${description}",
  trafficPolicy: { on_http_request: [
    { expressions: ["req.url.path.startsWith('/ai/')"], actions: [{ type: "ai-gateway" }] },
    { actions: [{ type: "custom-response", config: { status_code: 200, body: "alive" } }] },
  ] },
});`,
  updates: true,
  itemPath: (id) => `/endpoints/${id}`,
  deleted: true,
};
