import type { LifecycleFamily } from "./family";

// The key's endpoint is declared beside it: the emulator takes only an endpoint of the account that runs the AI gateway.
export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    [
      `const aiGateway = new ingress.CloudEndpoint("aiGateway", { url: "https://ai-life.example.com", trafficPolicy: "on_http_request:\\n  - actions:\\n      - type: ai-gateway\\n" });`,
      `resources.AiGatewayApiKey = new ingress.AiGatewayApiKey("aiGatewayApiKey", { endpointId: aiGateway.id, description: "${description}" });`,
    ].join("\n"),
  updates: true,
  supporting: 1,
  itemPath: (id) => `/ai_gateway_api_keys/${id}`,
  deleted: true,
};
