import type { LifecycleFamily } from "./family";

export const lifecycle: LifecycleFamily = {
  declare: (description) =>
    `resources.EventSubscription = new ingress.EventSubscription("esb", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_life"], description: "${description}" });`,
  updates: true,
  itemPath: (id) => `/event_subscriptions/${id}`,
  deleted: true,
  seed: { eventDestinations: [{ id: "ed_life" }] },
};
