// A cloud endpoint, the way traffic reaches an app now that HTTPS edges are gone: a reserved
// domain, a Traffic Policy that lets in only the office's addresses (an IP policy and its rule) and
// passes the app a token kept in a vault, and the IP policy's changes sent to an event destination.
// Every id and credential comes from stack config, so the same program runs against the emulator
// and against a real account.
import * as pulumi from "@pulumi/pulumi";
import * as ingress from "pulumi-ingress";

const config = new pulumi.Config();

const domain = new ingress.ReservedDomain("app", { domain: config.require("domain"), description: "the app's public name" });

// The policy reads the token with secrets.get('<vault>', '<secret>'): the value never appears in
// the policy, the state or the engine's output.
const upstreamToken = config.requireSecret("upstreamToken");
const vault = new ingress.Vault("app", { name: config.get("vaultName") ?? "app-secrets", description: "what the app's policy reads" });
const token = new ingress.Secret("upstreamToken", {
  vaultId: vault.id,
  name: "upstream-token",
  value: upstreamToken,
  description: "sent to the app as X-Upstream-Token",
});

const office = new ingress.IpPolicy("office", { description: "who may reach the app" });
const officeRule = new ingress.IpPolicyRule("office", {
  ipPolicyId: office.id,
  cidr: config.get("officeCidr") ?? "203.0.113.0/24",
  action: "allow",
  description: "the office network",
});

const audit = new ingress.EventDestination("audit", {
  target: { datadog: { apiKey: config.requireSecret("datadogApiKey"), service: "ingress-audit" } },
  description: "where changes to who may reach the app are sent",
});
const policyChanges = new ingress.EventSubscription("policyChanges", {
  sources: ["ip_policy_updated.v0", "ip_policy_deleted.v0"],
  destinationIds: [audit.id],
  description: "changes to IP policies",
});

const trafficPolicy = pulumi.all([office.id, vault.name, token.name]).apply(
  ([ipPolicyId, vaultName, secretName]): ingress.TrafficPolicy => ({
    on_http_request: [
      { name: "office only", actions: [{ type: "restrict-ips", config: { ip_policies: [ipPolicyId] } }] },
      {
        name: "to the app",
        actions: [
          // `${…}` is the policy's own interpolation, evaluated by the service per request.
          { type: "add-headers", config: { headers: { "X-Upstream-Token": `\${secrets.get('${vaultName}', '${secretName}')}` } } },
          { type: "forward-internal", config: { url: config.get("upstreamUrl") ?? "https://app.internal" } },
        ],
      },
    ],
  }),
);

const app = new ingress.CloudEndpoint(
  "app",
  {
    url: pulumi.interpolate`https://${domain.domain}`,
    trafficPolicy,
    vault,
    description: "the app, for the office only",
    // What the policy reads from the account (never sent), so that a preview says which requests
    // a change of the office's rule or of the token will answer otherwise, before anything changes.
    policyReads: { ipPolicyRules: [officeRule], secrets: [{ vault: vault.name, name: token.name, value: upstreamToken }] },
  },
  // The office's rule before the endpoint: until it exists the policy would let no one in.
  { dependsOn: [officeRule] },
);

export const domainId = domain.id;
export const cnameTarget = domain.cnameTarget;
export const vaultId = vault.id;
export const secretId = token.id;
export const ipPolicyId = office.id;
export const ipPolicyRuleId = officeRule.id;
export const destinationId = audit.id;
export const subscriptionId = policyChanges.id;
export const endpointId = app.id;
export const endpointUrl = app.url;
export const endpointDomain = app.domain.apply((d) => d?.id ?? null);
