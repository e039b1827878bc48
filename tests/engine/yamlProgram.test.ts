// A YAML program through Pulumi's own YAML language host (pulumi-yaml, scripts/install-languages.sh)
// and the provider plugin of the installed package, against the emulator: one resource of every
// family of the registry, by type token, its secrets from secret stack config and a file. Each is
// created with one POST, a second preview makes no call, a changed description is one PATCH,
// refresh finds no drift, destroy deletes them; the API key and every secret input are never in
// plaintext in the state (`pulumi stack export`) or anything the engine printed.
import { FAMILIES, FAMILY_NAMES, type FamilyName } from "../../provider/families";
import { makeChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, pemLines, type Run, startRun } from "../support/engine";
import { languageTools, writeProgram } from "../support/languages";
import { installedPlugin, pluginStanza } from "../support/plugin";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = { ddKey: "yaml-dd-api-key-0123456789", secretValue: "yaml-vault-secret-0123456789", webhookSecret: "yaml-webhook-secret-0123456789" };

/** The resource of each family, by name in the program: the type is `ingress:index:<family>`. */
const NAMES: Record<FamilyName, string> = {
  TlsCertificate: "cert",
  HttpsEdgeRoute: "route",
  EventSubscription: "subscription",
  AbuseReport: "report",
  CloudEndpoint: "endpoint",
  EventDestination: "destination",
  ReservedDomain: "domain",
  Vault: "vault",
  Secret: "secret",
  IpPolicy: "ipPolicy",
  IpPolicyRule: "ipRule",
};

const program = (pluginDir: string, description: string) => `name: yaml
runtime: yaml
${pluginStanza(pluginDir)}config:
  ddKey:
    type: string
    secret: true
  secretValue:
    type: string
    secret: true
  webhookSecret:
    type: string
    secret: true
resources:
  cert:
    type: ingress:index:TlsCertificate
    properties:
      certificatePem:
        fn::readFile: ./cert.pem
      privateKeyPem:
        fn::secret:
          fn::readFile: ./key.pem
      description: ${description}
  route:
    type: ingress:index:HttpsEdgeRoute
    properties:
      edgeId: edghts_yaml
      matchType: path_prefix
      match: /
      description: ${description}
      backend:
        backendId: bkdtg_yaml
      ipRestriction:
        ipPolicyIds: ["\${ipPolicy.id}"]
      webhookVerification:
        provider: SLACK
        secret: \${webhookSecret}
  subscription:
    type: ingress:index:EventSubscription
    properties:
      sources: [ip_policy_created.v0]
      destinationIds: ["\${destination.id}"]
      description: ${description}
  report:
    type: ingress:index:AbuseReport
    properties:
      urls: [https://phish.example.test/login]
  endpoint:
    type: ingress:index:CloudEndpoint
    properties:
      url: https://\${domain.domain}
      description: ${description}
      trafficPolicy:
        fn::toJSON:
          on_http_request:
            - actions:
                - type: restrict-ips
                  config:
                    ip_policies: ["\${ipPolicy.id}"]
            - actions:
                - type: add-headers
                  config:
                    headers:
                      x-value: "$\${secrets.get('yaml-vault', 'value')}"
    options:
      dependsOn: ["\${secret}", "\${ipRule}"]
  destination:
    type: ingress:index:EventDestination
    properties:
      description: ${description}
      target:
        datadog:
          apiKey: \${ddKey}
          ddsite: datadoghq.eu
  domain:
    type: ingress:index:ReservedDomain
    properties:
      domain: yaml.example.com
      description: ${description}
  vault:
    type: ingress:index:Vault
    properties:
      name: yaml-vault
      description: ${description}
  secret:
    type: ingress:index:Secret
    properties:
      vaultId: \${vault.id}
      name: value
      value: \${secretValue}
      description: ${description}
  ipPolicy:
    type: ingress:index:IpPolicy
    properties:
      description: ${description}
  ipRule:
    type: ingress:index:IpPolicyRule
    properties:
      ipPolicyId: \${ipPolicy.id}
      cidr: 198.51.100.0/24
      action: allow
      description: ${description}
outputs:
${FAMILY_NAMES.map((f) => `  ${NAMES[f]}: \${${NAMES[f]}.id}`).join("\n")}
`;

const n = FAMILY_NAMES.length;
let run: Run;
let pluginDir = "";
let files: Record<string, string> = {};
let ids: Record<string, string> = {};

beforeAll(async () => {
  await languageTools();
  run = await startRun("yaml", {
    body: "",
    emulator: { seed: { edges: [{ id: "edghts_yaml" }], backends: [{ id: "bkdtg_yaml" }] }, abuseProcessingDelayMs: 0 },
    config: Object.fromEntries(Object.entries(SECRETS).map(([k, value]) => [k, { value, secret: true }])),
  });
  pluginDir = await installedPlugin();
  const chain = await makeChain({ keyType: "ecdsa", commonName: "yaml.example.com", dnsNames: ["yaml.example.com"] });
  files = { "cert.pem": chain.certificatePem, "key.pem": chain.privateKeyPem };
  await writeProgram(run.stack, { "Pulumi.yaml": program(pluginDir, "v1"), ...files });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/** Calls since the mark with `method`, counted per family (by its API paths). */
function callsOf(method: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of run.entries().filter((e) => e.method === method)) {
    const family = FAMILY_NAMES.find((f) => FAMILIES[f].apiPaths.test(e.path));
    counts[family ?? e.path] = (counts[family ?? e.path] ?? 0) + 1;
  }
  return counts;
}

test("up creates one resource of every family, one POST each, through the YAML host and the plugin", async () => {
  run.mark();
  const up = await run.stack.up();
  expect(up.summary).toEqual({ create: n + 1 });
  expect(callsOf("POST")).toEqual(Object.fromEntries(FAMILY_NAMES.map((f) => [f, 1])));
  ids = Object.fromEntries(FAMILY_NAMES.map((f) => [f, up.outputs[NAMES[f]]?.value as string]));
  for (const f of FAMILY_NAMES) expect([f, ids[f]?.startsWith(FAMILIES[f].wire.idPrefix)]).toEqual([f, true]);
  const state = run.emulator.snapshot();
  expect(state.endpoints[ids["CloudEndpoint"] ?? ""]?.url).toBe("https://yaml.example.com");
  expect(state.endpoints[ids["CloudEndpoint"] ?? ""]?.traffic_policy).toContain(ids["IpPolicy"]);
  expect(Object.values(state.event_subscriptions).map((x) => x.destination_ids)).toEqual([[ids["EventDestination"]]]);
  const types = (await run.stack.exportState()).deployment.resources.map((r: { type: string }) => r.type);
  expect(types.filter((t: string) => t.startsWith("ingress:")).sort()).toEqual(FAMILY_NAMES.map((f) => `ingress:index:${f}`).sort());
  expect(types).toContain("pulumi:providers:ingress");
});

test("a second preview makes no call and shows no change", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: n + 1 });
  expect(run.calls()).toEqual([]);
});

test("a changed description of one resource is one PATCH", async () => {
  const changed = program(pluginDir, "v1").replace(/(type: ingress:index:IpPolicy\n {4}properties:\n {6}description: )v1/, "$1v2");
  expect(changed).not.toBe(program(pluginDir, "v1"));
  await writeProgram(run.stack, { "Pulumi.yaml": changed });
  run.mark();
  expect((await run.stack.up()).summary).toEqual({ same: n, update: 1 });
  expect(run.calls()).toEqual([`PATCH /ip_policies/${ids["IpPolicy"] ?? ""} 200`]);
  expect(JSON.parse(run.entries()[0]?.requestBody ?? "")).toEqual({ description: "v2" });
});

test("refresh reads every resource and finds no drift", async () => {
  run.mark();
  expect((await run.stack.refresh()).summary).toEqual({ same: n + 1 });
  expect(run.calls().filter((c) => !c.startsWith("GET "))).toEqual([]);
  expect(Object.keys(callsOf("GET")).sort()).toEqual([...FAMILY_NAMES].sort());
});

test("the API key and every secret input are never in plaintext in the state or the output", async () => {
  const state = JSON.stringify(await run.stack.exportState());
  const printed = run.stack.allOutput();
  const secrets = [...Object.values(SECRETS), run.emulator.apiKey, ...pemLines(files["key.pem"] ?? "")];
  expect(secrets.length).toBeGreaterThan(4);
  for (const s of secrets) expect([s, state.includes(s), printed.includes(s)]).toEqual([s, false, false]);
});

test("destroy deletes every resource; a filed abuse report stays filed", async () => {
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: n + 1 });
  expect(callsOf("DELETE")).toEqual(Object.fromEntries(FAMILY_NAMES.filter((f) => f !== "AbuseReport").map((f) => [f, 1])));
  const state = run.emulator.snapshot();
  expect([state.tls_certificates, state.vaults, state.vault_secrets, state.reserved_domains, state.ip_policies, state.ip_policy_rules, state.endpoints, state.event_destinations, state.event_subscriptions]).toEqual([
    {}, {}, {}, {}, {}, {}, {}, {}, {},
  ]);
});
