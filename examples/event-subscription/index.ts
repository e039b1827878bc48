// An event subscription: which event types go to which event destinations. Order in either list
// is not a change.
import * as pulumi from "@pulumi/pulumi";
import * as ingress from "pulumi-ingress";

const config = new pulumi.Config();

const subscription = new ingress.EventSubscription("ip-policy-audit", {
  sources: config.getObject<string[]>("sources") ?? ["ip_policy_created.v0", "ip_policy_updated.v0", "ip_policy_deleted.v0"],
  destinationIds: config.requireObject<string[]>("destinationIds"),
  description: config.get("description") ?? "IP policy audit trail",
});

export const id = subscription.id;
export const sources = subscription.sources;
export const destinationIds = subscription.destinationIds;
