// Behaviour at preview under the real engine (docs/traffic.md, "Behaviour at preview"): a
// CloudEndpoint lets in 203.0.113.0/24 and answers 200; changing the network to 198.51.100.0/24
// shows, at preview, on the resource, both requests whose answers swap, with no API call: through
// the SDK (the dynamic provider) and through a YAML program (the plugin). The same when the network
// is an IP policy's rule the policy names and the endpoint's `policyReads` holds: changing the rule
// alone shows the swap on the endpoint, and after `up` a preview is clean. A vault secret the policy
// answers with, changed: `traffic diff` prints the line its provider worked out at preview, masked.
import { execFile } from "node:child_process";
import * as path from "node:path";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type EngineStack, type Run, startRun, userProject } from "../support/engine";
import { languageTools, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { officeOnly, officeOnlyBy } from "../support/traffic";

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

/** `pulumi-ingress traffic diff` on `stack` with `args`, from the package's bin as users run it; no API call. */
async function trafficDiff(stack: EngineStack, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  const bin = path.join(await userProject(), "node_modules", ".bin", "pulumi-ingress");
  const env = { ...process.env, ...stack.stack.workspace.envVars };
  run.mark();
  const r = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(bin, ["traffic", "diff", "--stack", stack.name, ...args], { cwd: stack.dir, env, encoding: "utf8" }, (e, stdout, stderr) => {
      resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
  expect(run.calls()).toEqual([]);
  return r;
}

test("pulumi-ingress traffic diff prints the same for the stack against its program's preview, with 0 API calls", async () => {
  expect(await trafficDiff(run.stack)).toEqual({ code: 0, stdout: ['CloudEndpoint "shop" (https://shop.example.com):', ...swapped("shop.example.com"), ""].join("\n"), stderr: "" });
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
  expect(await trafficDiff(stack)).toEqual({ code: 0, stdout: ['CloudEndpoint "shop" (https://rules.example.com):', ...swapped("rules.example.com"), ""].join("\n"), stderr: "" });
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

/** Two values of a vault secret, 47 characters each, holding a `"` and a `\` (which JSON escapes). */
const GREETINGS = [`Qx7"vK\\9mWz2Lp4Rt6Yb8Nc1Hd3Jf5Gs0Tu2Vw4Xy6Za8Bq`, `Mr3\\eP"5kDw7Hj9Fn1Cs3Gv5Bt7Lx9Qz1Wy3Ua5Oi7Ke9Sd`] as const;

/** Every run of 8 characters of {@link GREETINGS} that `text` holds. */
const greetingRunsIn = (text: string): string[] => GREETINGS.flatMap((g) => Array.from({ length: g.length - 7 }, (_, i) => g.slice(i, i + 8))).filter((r) => text.includes(r));

/** The endpoint answers the vault secret its policy reads (given from config secret `greeting`) in a header and in its body. */
const sdkSecretProgram = `const greeting = new pulumi.Config().requireSecret("greeting");
new ingress.CloudEndpoint("shop", {
  url: "https://secret.example.com",
  trafficPolicy: ${JSON.stringify(`on_http_request:
  - name: greet
    actions:
      - type: custom-response
        config:
          status_code: 200
          headers: { x-greeting: "\${secrets.get('shop', 'greeting')}" }
          body: "hello \${secrets.get('shop', 'greeting')}"
`)},
  policyReads: { secrets: [{ vault: "shop", name: "greeting", value: greeting }] },
});`;

test("through the SDK: a changed vault secret the policy answers with shows in traffic diff masked, with --show-secrets and without, exit 0, no 8 characters of either value printed", async () => {
  const { stack, setProgram } = await run.addStack("behaviour-secret");
  await setProgram(sdkSecretProgram);
  await stack.setConfig({ "behaviour-secret:greeting": { value: GREETINGS[0], secret: true } });
  await stack.up();
  await stack.setConfig({ "behaviour-secret:greeting": { value: GREETINGS[1], secret: true } });
  const stdout = [
    'CloudEndpoint "shop" (https://secret.example.com):',
    "behaviour at preview: 1 of 1 request answers differently:",
    '  GET https://secret.example.com/ from 192.0.2.1: 200 "[secret]" by on_http_request[0] "greet" -> 200 "[secret]" by on_http_request[0] "greet" (what differs is secret)',
    "",
  ].join("\n");
  for (const args of [["--show-secrets"], []]) {
    const r = await trafficDiff(stack, args);
    expect({ args, ...r, printedRuns: greetingRunsIn(r.stdout + r.stderr) }).toEqual({ args, code: 0, stdout, stderr: "", printedRuns: [] });
  }
});
