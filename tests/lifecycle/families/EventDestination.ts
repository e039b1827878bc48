import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) => `resources.EventDestination = new ingress.EventDestination("destination", {
  description: "${description}",
  target: { datadog: { apiKey: "life-dd-key", ddsite: "datadoghq.eu" } },
});`,
  updates: true,
  itemPath: (id) => `/event_destinations/${id}`,
  deleted: true,
};
