// Behaviour at preview under the real engine (docs/traffic.md, "Behaviour at preview"; issue #57, a
// secret never printed at preview): what only the engine proves, on one engine and two stacks, one
// through the SDK (the dynamic provider) and one through a YAML program (the plugin), each holding
// three CloudEndpoints that one change of program and config changes at once:
// - `shop` lets in 203.0.113.0/24 and answers 200; the network becomes 198.51.100.0/24;
// - `shop-rules` names an IP policy whose one rule allows the network, the rule given as what its
//   `policyReads` holds (an Output of the rule: the engine hands it over); the rule alone changes;
// - `shop-secret` puts a vault secret into a response header and a custom-response body, its value
//   given by `policyReads` from a config secret; that 47-character secret, which holds a quote and
//   a backslash, changes to another.
// The preview makes no API call and the engine prints, under each endpoint, the requests whose
// answers swap (the secret's masked on both sides); `up` prints the same; on the SDK's stack
// `pulumi-ingress traffic diff` (with `--show-secrets` and without, exit 0) prints the same against
// the engine's preview, and after `up` a preview is clean; nothing the engine or traffic diff
// printed holds a run of 8 characters of either secret, as written or JSON-escaped.
// Merged from this file and tests/engine/secretAtPreview.test.ts (six stacks on two engines before),
// each test under its name there (the YAML secret test's "the same" now says "for a changed secret").
// The lines the provider works out from the old and new inputs, through the dynamic provider and
// through the plugin's gRPC server, with no API call and no secret printed, are
// tests/provider/behaviourAtPreview.test.ts's; every rule of the behaviour diff is
// tests/unit/trafficPolicy/behaviourDiff.test.ts's and traffic diff's reading tests/unit/trafficDiff.test.ts's.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type EngineStack, type Run, startRun } from "../support/engine";
import { languageTools, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { NETWORK_AFTER as AFTER, NETWORK_BEFORE as BEFORE, NEW_SECRET as NEW, OLD_SECRET as OLD, officeOnly, officeOnlyBy, SECRET_POLICY } from "../support/traffic";
import { type Ran, trafficDiff } from "../support/trafficDiff";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

/** The SDK's program: the three endpoints, the network (and the rule) `cidr`; the secret from config. */
const sdkProgram = (cidr: string): string => `new ingress.CloudEndpoint("shop", { url: "https://shop.example.com", trafficPolicy: ${JSON.stringify(officeOnly(cidr))} });
const office = new ingress.IpPolicy("office", { description: "office" });
const officeNet = new ingress.IpPolicyRule("office-net", { ipPolicyId: office.id, cidr: "${cidr}", action: "allow" });
new ingress.CloudEndpoint("shop-rules", {
  url: "https://rules.example.com",
  trafficPolicy: office.id.apply((id) => ${JSON.stringify(officeOnlyBy("IPP"))}.replace("IPP", id)),
  policyReads: { ipPolicyRules: [officeNet] },
});
const token = new pulumi.Config().requireSecret("shopToken");
new ingress.CloudEndpoint("shop-secret", {
  url: "https://secret.example.com",
  trafficPolicy: ${JSON.stringify(SECRET_POLICY)},
  policyReads: { secrets: [{ vault: "shop", name: "api-token", value: token }] },
});`;

/** The YAML program: the same three, the plugin from its folder. Pulumi YAML reads `$${` as a literal `${`. */
const yamlProgram = (pluginDir: string, cidr: string): string => `name: behaviour-yaml
runtime: yaml
plugins:
  providers:
    - name: ingress
      path: ${pluginDir}
config:
  shopToken:
    type: string
    secret: true
resources:
  shop:
    type: ingress:index:CloudEndpoint
    properties:
      url: https://yaml.example.com
      trafficPolicy: ${JSON.stringify(officeOnly(cidr))}
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
  shopRules:
    type: ingress:index:CloudEndpoint
    properties:
      url: https://rules-yaml.example.com
      trafficPolicy: ${JSON.stringify(officeOnlyBy("${office.id}"))}
      policyReads:
        ipPolicyRules:
          - ipPolicyId: \${officeNet.ipPolicyId}
            cidr: \${officeNet.cidr}
            action: \${officeNet.action}
  shopSecret:
    type: ingress:index:CloudEndpoint
    properties:
      url: https://secret-yaml.example.com
      trafficPolicy: ${JSON.stringify(SECRET_POLICY.split("${").join("$${"))}
      policyReads:
        secrets:
          - vault: shop
            name: api-token
            value: \${shopToken}
`;

/** The swap, on the endpoint at `host`: the message the resource gets, line by line. */
const swapped = (host: string): string[] => [
  "behaviour at preview: 2 of 5 requests answer differently:",
  `  GET https://${host}/ from 203.0.113.1: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"`,
  `  GET https://${host}/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "hello" by on_http_request[1] "hello"`,
];

/** The message on the endpoint at `host` when the secret changes: the one request's answer, both sides masked whole. */
const changed = (host: string): string[] => [
  "behaviour at preview: 1 of 1 request answers differently:",
  `  GET https://${host}/ from 192.0.2.1: 200 "[secret]" by on_http_request[0] "hello" -> 200 "[secret]" by on_http_request[0] "hello" (what differs is secret)`,
];

interface Message {
  resource: string;
  severity: string;
  lines: string[];
}

/** The behaviour messages of the engine's events since `from` (an offset into the stack's output), each as its lines, with the resource's name, by name. */
function behaviourMessages(stack: EngineStack, from: number): Message[] {
  return stack
    .allOutput()
    .slice(from)
    .split("\n")
    .filter((l) => l.startsWith("{") && l.includes('"diagnosticEvent"'))
    .map((l) => (JSON.parse(l) as { diagnosticEvent: { urn?: string; message: string; severity: string } }).diagnosticEvent)
    .filter((d) => d.message.startsWith("behaviour at preview"))
    .map((d) => ({ resource: (d.urn ?? "").split("::").pop() ?? "", severity: d.severity, lines: d.message.trimEnd().split("\n") }))
    .sort((a, b) => (a.resource < b.resource ? -1 : a.resource > b.resource ? 1 : 0));
}

/** The runs of 8 characters of each secret, as written and JSON-escaped (as the engine's events carry text), found in `text`. */
function leaks(text: string): string[] {
  const found: string[] = [];
  for (const s of [OLD, NEW]) {
    for (const form of [s, JSON.stringify(s).slice(1, -1), JSON.stringify(JSON.stringify(s)).slice(1, -1)]) {
      for (let i = 0; i + 8 <= form.length; i++) if (text.includes(form.slice(i, i + 8))) found.push(form.slice(i, i + 8));
    }
  }
  return [...new Set(found)];
}

/** One stack's endpoints: its names for them and their hosts. */
interface Endpoints {
  network: [string, string];
  rule: [string, string];
  secret: [string, string];
}

const expected = (e: Endpoints): Message[] =>
  [
    { resource: e.network[0], severity: "info", lines: swapped(e.network[1]) },
    { resource: e.rule[0], severity: "info", lines: swapped(e.rule[1]) },
    { resource: e.secret[0], severity: "info", lines: changed(e.secret[1]) },
  ].sort((a, b) => (a.resource < b.resource ? -1 : a.resource > b.resource ? 1 : 0));

/** What a step printed: the API calls it made (for a preview), its summary and stdout, the behaviour messages of its events. */
interface Seen {
  calls: string[];
  summary: Record<string, number>;
  stdout: string;
  messages: Message[];
}

/**
 * Up with the program `write` makes for 203.0.113.0/24 and the old secret at config `key`, then a
 * preview with the program for 198.51.100.0/24 and the new secret.
 */
async function previewChange(stack: EngineStack, write: (cidr: string) => Promise<void>, key: string): Promise<Seen> {
  await write(BEFORE);
  await stack.setConfig({ [key]: { value: OLD, secret: true } });
  await stack.up();
  await write(AFTER);
  await stack.setConfig({ [key]: { value: NEW, secret: true } });
  const from = stack.allOutput().length;
  run.mark();
  const preview = await stack.preview();
  return { calls: run.calls(), summary: preview.summary as Record<string, number>, stdout: preview.stdout, messages: behaviourMessages(stack, from) };
}

/** The `up` after the preview. */
async function upChange(stack: EngineStack): Promise<Seen> {
  const from = stack.allOutput().length;
  const up = await stack.up();
  return { calls: [], summary: up.summary as Record<string, number>, stdout: up.stdout, messages: behaviourMessages(stack, from) };
}

/** `f`'s promise, made at the first call. */
function once<T>(f: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= f());
}

let run: Run;

beforeAll(async () => {
  run = await startRun("behaviour", { body: sdkProgram(BEFORE) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

// The SDK's stack: preview, traffic diff (with --show-secrets and without), up, then a preview; each step once, in that order, whichever test asks first.
const SDK: Endpoints = { network: ["shop", "shop.example.com"], rule: ["shop-rules", "rules.example.com"], secret: ["shop-secret", "secret.example.com"] };
const sdkPreview = once(() => previewChange(run.stack, (cidr) => run.setProgram(sdkProgram(cidr)), "behaviour:shopToken"));
const sdkDiffs = once(async (): Promise<{ args: string[]; ran: Ran }[]> => {
  await sdkPreview();
  const diffs: { args: string[]; ran: Ran }[] = [];
  for (const args of [[], ["--show-secrets"]]) diffs.push({ args, ran: await trafficDiff(run, run.stack, args) });
  return diffs;
});
const sdkUp = once(async () => {
  await sdkDiffs();
  return upChange(run.stack);
});
const sdkAfter = once(async () => {
  await sdkUp();
  const from = run.stack.allOutput().length;
  const preview = await run.stack.preview();
  return { summary: preview.summary, messages: behaviourMessages(run.stack, from), leaks: leaks(run.stack.allOutput()) };
});
const sdkDiffStdout = [
  'CloudEndpoint "shop" (https://shop.example.com):',
  ...swapped("shop.example.com"),
  'CloudEndpoint "shop-rules" (https://rules.example.com):',
  ...swapped("rules.example.com"),
  'CloudEndpoint "shop-secret" (https://secret.example.com):',
  ...changed("secret.example.com"),
  "",
].join("\n");

// The YAML stack: preview, then up.
const YAML: Endpoints = { network: ["shop", "yaml.example.com"], rule: ["shopRules", "rules-yaml.example.com"], secret: ["shopSecret", "secret-yaml.example.com"] };
let yamlStack: EngineStack;
const yamlPreview = once(async () => {
  await languageTools();
  const pluginDir = await installedPlugin();
  yamlStack = (await run.addStack("behaviour-yaml")).stack;
  return previewChange(yamlStack, (cidr) => writeProgram(yamlStack, { "Pulumi.yaml": yamlProgram(pluginDir, cidr) }), "behaviour-yaml:shopToken");
});
const yamlUp = once(async () => {
  await yamlPreview();
  const up = await upChange(yamlStack);
  return { ...up, leaks: leaks(yamlStack.allOutput()) };
});

const only = (messages: Message[], resource: string): Message[] => messages.filter((m) => m.resource === resource);

test("the secrets of the test are what it says: 47 characters, each holding a quote and a backslash", () => {
  expect([OLD.length, NEW.length, OLD.includes('"') && OLD.includes("\\"), NEW.includes('"') && NEW.includes("\\")]).toEqual([47, 47, true, true]);
});

test("through the SDK: the preview of a changed network shows both requests whose answers swap, with 0 API calls", async () => {
  const p = await sdkPreview();
  expect(p.calls).toEqual([]);
  // The endpoints, the rule and the secret's endpoint change; the stack and the IP policy stay.
  expect(p.summary).toEqual({ same: 2, update: 4 });
  expect(p.messages).toEqual(expected(SDK));
  for (const line of swapped("shop.example.com")) expect(p.stdout).toContain(line.trim());
});

test("pulumi-ingress traffic diff prints the same for the stack against its program's preview, with 0 API calls", async () => {
  // trafficDiff requires 0 API calls of each run.
  expect((await sdkDiffs()).map(({ args, ran }) => ({ args, ...ran }))).toEqual([
    { args: [], code: 0, stdout: sdkDiffStdout, stderr: "" },
    { args: ["--show-secrets"], code: 0, stdout: sdkDiffStdout, stderr: "" },
  ]);
});

test("through a YAML program and the plugin: the same lines, with 0 API calls", async () => {
  const p = await yamlPreview();
  expect(p.calls).toEqual([]);
  expect(p.summary).toEqual({ same: 2, update: 4 });
  expect(p.messages).toEqual(expected(YAML));
  expect(only(p.messages, "shop")).toEqual([{ resource: "shop", severity: "info", lines: swapped("yaml.example.com") }]);
});

test("through the SDK: a changed rule of the IP policy the policy names shows the swap on the endpoint, and in traffic diff, with 0 API calls; after up, a clean preview", async () => {
  const p = await sdkPreview();
  expect(p.calls).toEqual([]);
  expect(only(p.messages, "shop-rules")).toEqual([{ resource: "shop-rules", severity: "info", lines: swapped("rules.example.com") }]);
  for (const { ran } of await sdkDiffs()) expect(ran.stdout).toContain(['CloudEndpoint "shop-rules" (https://rules.example.com):', ...swapped("rules.example.com"), ""].join("\n"));
  expect((await sdkUp()).summary).toEqual({ same: 2, update: 4 });
  const after = await sdkAfter();
  expect(after.summary).toEqual({ same: 6 });
  expect(after.messages).toEqual([]);
});

test("through a YAML program and the plugin: the same for a changed rule, with 0 API calls", async () => {
  const p = await yamlPreview();
  expect(p.calls).toEqual([]);
  expect(only(p.messages, "shopRules")).toEqual([{ resource: "shopRules", severity: "info", lines: swapped("rules-yaml.example.com") }]);
});

test("through the SDK: a changed 47-character secret holding a quote and a backslash shows its line at preview, in traffic diff and at up, and neither value in anything printed", async () => {
  const host = "secret.example.com";
  const p = await sdkPreview();
  expect(p.calls).toEqual([]);
  expect(only(p.messages, "shop-secret")).toEqual([{ resource: "shop-secret", severity: "info", lines: changed(host) }]);
  for (const line of changed(host)) expect(p.stdout).toContain(line.trim());
  for (const { args, ran } of await sdkDiffs()) {
    expect({ args, code: ran.code, stdout: ran.stdout.includes([`CloudEndpoint "shop-secret" (https://${host}):`, ...changed(host), ""].join("\n")), leaks: leaks(ran.stdout + ran.stderr) }).toEqual({ args, code: 0, stdout: true, leaks: [] });
  }
  const up = await sdkUp();
  expect(up.summary).toEqual({ same: 2, update: 4 });
  expect(up.messages).toEqual(expected(SDK));
  for (const line of changed(host)) expect(up.stdout).toContain(line.trim());
  expect((await sdkAfter()).leaks).toEqual([]);
});

test("through a YAML program and the plugin: the same for a changed secret", async () => {
  const host = "secret-yaml.example.com";
  const p = await yamlPreview();
  expect(p.calls).toEqual([]);
  expect(only(p.messages, "shopSecret")).toEqual([{ resource: "shopSecret", severity: "info", lines: changed(host) }]);
  for (const line of changed(host)) expect(p.stdout).toContain(line.trim());
  const up = await yamlUp();
  expect(up.summary).toEqual({ same: 2, update: 4 });
  expect(up.messages).toEqual(expected(YAML));
  for (const line of changed(host)) expect(up.stdout).toContain(line.trim());
  expect(up.leaks).toEqual([]);
});
