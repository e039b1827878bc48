// Behaviour at preview under the real engine (docs/traffic.md, "Behaviour at preview"): a
// CloudEndpoint lets in 203.0.113.0/24 and answers 200; changing the network to 198.51.100.0/24
// shows, at preview, on the resource, both requests whose answers swap, with no API call: through
// the SDK (the dynamic provider) and through a YAML program (the plugin). The same when the network
// is an IP policy's rule the policy names and the endpoint's `policyReads` holds: changing the rule
// alone shows the swap on the endpoint, and after `up` a preview is clean. A changed vault secret,
// at preview and in `traffic diff`: tests/engine/secretAtPreview.test.ts.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type EngineStack, type Run, startRun } from "../support/engine";
import { languageTools, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { officeOnly, officeOnlyBy } from "../support/traffic";
import { trafficDiff } from "../support/trafficDiff";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const sdkProgram = (cidr: string): string => `new ingress.CloudEndpoint("shop", { url: "https://shop.example.com", trafficPolicy: ${JSON.stringify(officeOnly(cidr))} });`;

/** A YAML program's head, up to its resources: the plugin from its folder. */
const yamlHead = (name: string, pluginDir: string): string => `name: ${name}
runtime: yaml
plugins:
  providers:
    - name: ingress
      path: ${pluginDir}
resources:`;

const yamlProgram = (pluginDir: string, cidr: string): string => `${yamlHead("behaviour-yaml", pluginDir)}
  shop:
    type: ingress:index:CloudEndpoint
    properties:
      url: https://yaml.example.com
      trafficPolicy: ${JSON.stringify(officeOnly(cidr))}
`;

/** The endpoint behind an IP policy whose one rule allows `cidr`, the rule given as what its policy reads. */
const sdkRuleProgram = (cidr: string): string => `const office = new ingress.IpPolicy("office", { description: "office" });
const officeNet = new ingress.IpPolicyRule("office-net", { ipPolicyId: office.id, cidr: "${cidr}", action: "allow" });
new ingress.CloudEndpoint("shop", {
  url: "https://rules.example.com",
  trafficPolicy: office.id.apply((id) => ${JSON.stringify(officeOnlyBy("IPP"))}.replace("IPP", id)),
  policyReads: { ipPolicyRules: [officeNet] },
});`;

const yamlRuleProgram = (pluginDir: string, cidr: string): string => `${yamlHead("behaviour-rules-yaml", pluginDir)}
  office:
    type: ingress:index:IpPolicy
    properties:
      description: office
  officeNet:
    type: ingress:index:IpPolicyRule
    properties:
      ipPolicyId: \${office.id}
      cidr: ${cidr}
      action: allow
  shop:
    type: ingress:index:CloudEndpoint
    properties:
      url: https://rules-yaml.example.com
      trafficPolicy: ${JSON.stringify(officeOnlyBy("${office.id}"))}
      policyReads:
        ipPolicyRules:
          - ipPolicyId: \${officeNet.ipPolicyId}
            cidr: \${officeNet.cidr}
            action: \${officeNet.action}
`;

/** The swap, on the endpoint at `host`: the message the resource gets, line by line. */
const swapped = (host: string): string[] => [
  "behaviour at preview: 2 of 5 requests answer differently:",
  `  GET https://${host}/ from 203.0.113.1: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"`,
  `  GET https://${host}/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "hello" by on_http_request[1] "hello"`,
];

/** The behaviour messages of the engine's events since `from` (an offset into the stack's output), each as its lines, with the resource's name. */
function behaviourMessages(stack: EngineStack, from: number): { resource: string; severity: string; lines: string[] }[] {
  return stack
    .allOutput()
    .slice(from)
    .split("\n")
    .filter((l) => l.startsWith("{") && l.includes('"diagnosticEvent"'))
    .map((l) => (JSON.parse(l) as { diagnosticEvent: { urn?: string; message: string; severity: string } }).diagnosticEvent)
    .filter((d) => d.message.startsWith("behaviour at preview"))
    .map((d) => ({ resource: (d.urn ?? "").split("::").pop() ?? "", severity: d.severity, lines: d.message.trimEnd().split("\n") }));
}

let run: Run;

beforeAll(async () => {
  run = await startRun("behaviour", { body: sdkProgram("203.0.113.0/24") });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/**
 * Up with the program `write` makes for 203.0.113.0/24, then a preview of it for 198.51.100.0/24:
 * no API call, `summary`, and the swap said on `shop` (at `host`) alone. The preview's output.
 */
async function previewSwap(stack: EngineStack, write: (cidr: string) => Promise<void>, host: string, summary: Record<string, number>): Promise<string> {
  await write("203.0.113.0/24");
  await stack.up();
  await write("198.51.100.0/24");
  const from = stack.allOutput().length;
  run.mark();
  const preview = await stack.preview();
  expect(run.calls()).toEqual([]);
  expect(preview.summary).toEqual(summary);
  expect(behaviourMessages(stack, from)).toEqual([{ resource: "shop", severity: "info", lines: swapped(host) }]);
  return preview.stdout;
}

test("through the SDK: the preview of a changed network shows both requests whose answers swap, with 0 API calls", async () => {
  const stdout = await previewSwap(run.stack, (cidr) => run.setProgram(sdkProgram(cidr)), "shop.example.com", { same: 1, update: 1 });
  for (const line of swapped("shop.example.com")) expect(stdout).toContain(line.trim());
});

test("pulumi-ingress traffic diff prints the same for the stack against its program's preview, with 0 API calls", async () => {
  expect(await trafficDiff(run, run.stack)).toEqual({ code: 0, stdout: ['CloudEndpoint "shop" (https://shop.example.com):', ...swapped("shop.example.com"), ""].join("\n"), stderr: "" });
});

test("through a YAML program and the plugin: the same lines, with 0 API calls", async () => {
  await languageTools();
  const pluginDir = await installedPlugin();
  const { stack } = await run.addStack("behaviour-yaml");
  await previewSwap(stack, (cidr) => writeProgram(stack, { "Pulumi.yaml": yamlProgram(pluginDir, cidr) }), "yaml.example.com", { same: 1, update: 1 });
});

test("through the SDK: a changed rule of the IP policy the policy names shows the swap on the endpoint, and in traffic diff, with 0 API calls; after up, a clean preview", async () => {
  const { stack, setProgram } = await run.addStack("behaviour-rules");
  await previewSwap(stack, (cidr) => setProgram(sdkRuleProgram(cidr)), "rules.example.com", { same: 2, update: 2 });
  expect(await trafficDiff(run, stack)).toEqual({ code: 0, stdout: ['CloudEndpoint "shop" (https://rules.example.com):', ...swapped("rules.example.com"), ""].join("\n"), stderr: "" });
  await stack.up();
  const after = stack.allOutput().length;
  expect((await stack.preview()).summary).toEqual({ same: 4 });
  expect(behaviourMessages(stack, after)).toEqual([]);
});

test("through a YAML program and the plugin: the same for a changed rule, with 0 API calls", async () => {
  await languageTools();
  const pluginDir = await installedPlugin();
  const { stack } = await run.addStack("behaviour-rules-yaml");
  await previewSwap(stack, (cidr) => writeProgram(stack, { "Pulumi.yaml": yamlRuleProgram(pluginDir, cidr) }), "rules-yaml.example.com", { same: 2, update: 2 });
});

