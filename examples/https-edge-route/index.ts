// A route of an HTTPS edge with seven of its traffic modules. A module the program declares exists
// on the route exactly as declared; remove one from the program and `pulumi up` removes it.
import * as pulumi from "@pulumi/pulumi";
import * as ingress from "pulumi-ingress";

const config = new pulumi.Config();

const route = new ingress.HttpsEdgeRoute("app", {
  edgeId: config.require("edgeId"),
  matchType: "path_prefix",
  match: config.get("match") ?? "/app",
  description: "app behind OIDC",
  backend: { backendId: config.require("backendId") },
  ipRestriction: { ipPolicyIds: config.requireObject<string[]>("ipPolicyIds") },
  circuitBreaker: { errorThresholdPercentage: 0.5, volumeThreshold: 20 },
  compression: {},
  requestHeaders: { add: { "X-Forwarded-Env": pulumi.getStack() } },
  responseHeaders: { add: { "Strict-Transport-Security": "max-age=63072000" }, remove: ["Server"] },
  // The client secret is kept secret in state and is never an output (the service does not return it).
  oidc: {
    issuer: config.require("oidcIssuer"),
    clientId: config.require("oidcClientId"),
    clientSecret: config.requireSecret("oidcClientSecret"),
    scopes: ["openid", "email"],
  },
});

export const id = route.id;
export const uri = route.uri;
export const backendId = route.backend.apply((m) => m?.backend.id);
export const ipPolicyIds = route.ipRestriction.apply((m) => m?.ipPolicies.map((p) => p.id));
export const oidcIssuer = route.oidc.apply((m) => m?.issuer);
