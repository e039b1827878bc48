// The endpoints world (tests/support/programLifecycle.ts) as a program in each language of the
// generated SDKs, on a stack named \`name\`: its vault is \`<name>-vault\`, its endpoint
// \`https://<name>.example.com\`, its route on the seeded edge \`edghts_<name>\` and backend
// \`bkdtg_<name>\`; the stack's secret config \`secretValue\` and \`ddKey\` feed the secret inputs.

/** The seed of the emulator the program runs against: the edge and backend its route names. */
export const endpointsSeed = (name: string): { edges: { id: string }[]; backends: { id: string }[] } => ({
  edges: [{ id: `edghts_${name}` }],
  backends: [{ id: `bkdtg_${name}` }],
});

/** The Python program (\`__main__.py\`), importing the SDK as \`pulumi_ingress\`. */
export const pythonEndpointsProgram = (name: string): string => `import json

import pulumi
import pulumi_ingress as ingress

config = pulumi.Config()
vault = ingress.Vault("vault", name="${name}-vault")
secret = ingress.Secret("secret", vault_id=vault.id, name="value", value=config.require_secret("secretValue"))
office = ingress.IpPolicy("office", description="office")
office_v4 = ingress.IpPolicyRule("officeV4", ip_policy_id=office.id, cidr="203.0.113.0/24", action="allow")
endpoint = ingress.CloudEndpoint(
    "endpoint",
    url="https://${name}.example.com",
    traffic_policy=office.id.apply(lambda ipp: json.dumps({"on_http_request": [
        {"actions": [{"type": "restrict-ips", "config": {"ip_policies": [ipp]}}]},
        {"actions": [{"type": "add-headers", "config": {"headers": {"x-value": "\${secrets.get('${name}-vault', 'value')}"}}}]},
    ]})),
    opts=pulumi.ResourceOptions(depends_on=[secret, office_v4]),
)
route = ingress.HttpsEdgeRoute(
    "route",
    edge_id="edghts_${name}",
    match_type="path_prefix",
    match="/",
    backend={"backend_id": "bkdtg_${name}"},
    ip_restriction={"ip_policy_ids": [office.id]},
)
siem = ingress.EventDestination("siem", target={"datadog": {"api_key": config.require_secret("ddKey"), "ddsite": "datadoghq.eu"}})
audit = ingress.EventSubscription("audit", sources=["ip_policy_created.v0"], destination_ids=[siem.id])

for name, resource in {"Vault": vault, "Secret": secret, "IpPolicy": office, "IpPolicyRule": office_v4, "CloudEndpoint": endpoint,
                       "HttpsEdgeRoute": route, "EventDestination": siem, "EventSubscription": audit}.items():
    pulumi.export(name, resource.id)
pulumi.export("vaultName", vault.name)
`;

/** The Go program (\`main.go\`), importing the SDK's package from \`sdkImport\`. */
export const goEndpointsProgram = (name: string, sdkImport: string): string => `package main

import (
	"encoding/json"

	"${sdkImport}"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		vault, err := ingress.NewVault(ctx, "vault", &ingress.VaultArgs{Name: pulumi.String("${name}-vault")})
		if err != nil {
			return err
		}
		secret, err := ingress.NewSecret(ctx, "secret", &ingress.SecretArgs{VaultId: vault.ID(), Name: pulumi.String("value"), Value: cfg.RequireSecret("secretValue")})
		if err != nil {
			return err
		}
		office, err := ingress.NewIpPolicy(ctx, "office", &ingress.IpPolicyArgs{Description: pulumi.String("office")})
		if err != nil {
			return err
		}
		officeV4, err := ingress.NewIpPolicyRule(ctx, "officeV4", &ingress.IpPolicyRuleArgs{
			IpPolicyId: office.ID(), Cidr: pulumi.String("203.0.113.0/24"), Action: ingress.IpPolicyRuleActionAllow,
		})
		if err != nil {
			return err
		}
		policy := office.ID().ApplyT(func(ipp pulumi.ID) (string, error) {
			b, err := json.Marshal(map[string]any{"on_http_request": []any{
				map[string]any{"actions": []any{map[string]any{"type": "restrict-ips", "config": map[string]any{"ip_policies": []string{string(ipp)}}}}},
				map[string]any{"actions": []any{map[string]any{"type": "add-headers", "config": map[string]any{"headers": map[string]string{"x-value": "\${secrets.get('${name}-vault', 'value')}"}}}}},
			}})
			return string(b), err
		}).(pulumi.StringOutput)
		endpoint, err := ingress.NewCloudEndpoint(ctx, "endpoint", &ingress.CloudEndpointArgs{
			Url: pulumi.String("https://${name}.example.com"), TrafficPolicy: policy,
		}, pulumi.DependsOn([]pulumi.Resource{secret, officeV4}))
		if err != nil {
			return err
		}
		route, err := ingress.NewHttpsEdgeRoute(ctx, "route", &ingress.HttpsEdgeRouteArgs{
			EdgeId: pulumi.String("edghts_${name}"), MatchType: ingress.HttpsEdgeRouteMatchType_Path_prefix, Match: pulumi.String("/"),
			Backend:       &ingress.BackendModuleArgs{BackendId: pulumi.String("bkdtg_${name}")},
			IpRestriction: &ingress.IpRestrictionModuleArgs{IpPolicyIds: pulumi.StringArray{office.ID()}},
		})
		if err != nil {
			return err
		}
		siem, err := ingress.NewEventDestination(ctx, "siem", &ingress.EventDestinationArgs{
			Target: &ingress.EventTargetArgs{Datadog: &ingress.EventTargetDatadogArgs{ApiKey: cfg.RequireSecret("ddKey"), Ddsite: pulumi.String("datadoghq.eu")}},
		})
		if err != nil {
			return err
		}
		audit, err := ingress.NewEventSubscription(ctx, "audit", &ingress.EventSubscriptionArgs{
			Sources: pulumi.StringArray{pulumi.String("ip_policy_created.v0")}, DestinationIds: pulumi.StringArray{siem.ID()},
		})
		if err != nil {
			return err
		}
		for name, r := range map[string]pulumi.CustomResource{"Vault": vault, "Secret": secret, "IpPolicy": office, "IpPolicyRule": officeV4,
			"CloudEndpoint": endpoint, "HttpsEdgeRoute": route, "EventDestination": siem, "EventSubscription": audit} {
			ctx.Export(name, r.ID())
		}
		ctx.Export("vaultName", vault.Name)
		return nil
	})
}
`;

/** The YAML program (`Pulumi.yaml`, by type token): no `plugins:` path, so the engine takes the installed plugin. */
export const yamlEndpointsProgram = (name: string): string => `name: ${name}
runtime: yaml
config:
  secretValue:
    type: string
    secret: true
  ddKey:
    type: string
    secret: true
resources:
  vault:
    type: ingress:index:Vault
    properties:
      name: ${name}-vault
  secret:
    type: ingress:index:Secret
    properties:
      vaultId: \${vault.id}
      name: value
      value: \${secretValue}
  office:
    type: ingress:index:IpPolicy
    properties:
      description: office
  officeV4:
    type: ingress:index:IpPolicyRule
    properties:
      ipPolicyId: \${office.id}
      cidr: 203.0.113.0/24
      action: allow
  endpoint:
    type: ingress:index:CloudEndpoint
    properties:
      url: https://${name}.example.com
      trafficPolicy:
        fn::toJSON:
          on_http_request:
            - actions:
                - type: restrict-ips
                  config:
                    ip_policies: ["\${office.id}"]
            - actions:
                - type: add-headers
                  config:
                    headers:
                      x-value: "$\${secrets.get('${name}-vault', 'value')}"
    options:
      dependsOn: ["\${secret}", "\${officeV4}"]
  route:
    type: ingress:index:HttpsEdgeRoute
    properties:
      edgeId: edghts_${name}
      matchType: path_prefix
      match: /
      backend:
        backendId: bkdtg_${name}
      ipRestriction:
        ipPolicyIds: ["\${office.id}"]
  siem:
    type: ingress:index:EventDestination
    properties:
      target:
        datadog:
          apiKey: \${ddKey}
          ddsite: datadoghq.eu
  audit:
    type: ingress:index:EventSubscription
    properties:
      sources: [ip_policy_created.v0]
      destinationIds: ["\${siem.id}"]
outputs:
  Vault: \${vault.id}
  Secret: \${secret.id}
  IpPolicy: \${office.id}
  IpPolicyRule: \${officeV4.id}
  CloudEndpoint: \${endpoint.id}
  HttpsEdgeRoute: \${route.id}
  EventDestination: \${siem.id}
  EventSubscription: \${audit.id}
  vaultName: \${vault.name}
`;
