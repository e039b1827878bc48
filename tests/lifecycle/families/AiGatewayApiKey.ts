import type { LifecycleFamily } from "./family";

// Its endpoint is the CloudEndpoint family's resource, declared before it (the registry lists
// CloudEndpoint first), whose policy runs the AI gateway: destroy deletes the key first.
export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.AiGatewayApiKey = new ingress.AiGatewayApiKey("aiGatewayApiKey", { endpointId: resources.CloudEndpoint.id, description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/ai_gateway_api_keys/${id}`,
  deleted: true,
};
