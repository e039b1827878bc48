// A secret never printed at preview (issue #57), under the real engine: a CloudEndpoint whose policy
// puts a vault secret into a response header and a custom-response body, the secret's value given
// by `policyReads` from a config secret. Changing that 47-character secret, which holds a quote and
// a backslash, to another shows the behaviour line at `preview` and at `up`, through the SDK (the
// dynamic provider) and through YAML (the plugin), and nothing printed holds a run of 8 characters
// of either value, as written or JSON-escaped. `pulumi-ingress traffic diff` on the SDK's stack prints
// the same line, with `--show-secrets` and without, exit 0 (the preview hides the secret from it: it
// prints the line its provider worked out at preview).
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type EngineStack, type Run, startRun } from "../support/engine";
import { languageTools, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { trafficDiff } from "../support/trafficDiff";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const OLD = 'Lx7Long"Secret\\TokenValueForProbeAbcdefghijk012';
const NEW = 'Qz9Other\\Secret"TokenValueForProbeLmnopqrstu234';

/** The policy: the secret in a header and in the body, as the service would answer every request. */
const POLICY = `on_http_request:
  - name: hello
    actions:
      - type: custom-response
        config:
          status_code: 200
          headers: { x-token: "\${secrets.get('shop', 'api-token')}" }
          body: "hello \${secrets.get('shop', 'api-token')}"
`;

const sdkProgram = `const token = new pulumi.Config().requireSecret("shopToken");
new ingress.CloudEndpoint("shop", {
  url: "https://secret.example.com",
  trafficPolicy: ${JSON.stringify(POLICY)},
  policyReads: { secrets: [{ vault: "shop", name: "api-token", value: token }] },
});`;

/** The YAML program: Pulumi YAML reads `$${` as a literal `${`. */
const yamlProgram = (pluginDir: string): string => `name: secret-yaml
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
      url: https://secret-yaml.example.com
      trafficPolicy: ${JSON.stringify(POLICY.split("${").join("$${"))}
      policyReads:
        secrets:
          - vault: shop
            name: api-token
            value: \${shopToken}
`;

/** The message on the endpoint at `host` when the secret changes: the one request's answer, both sides masked whole. */
const changed = (host: string): string[] => [
  "behaviour at preview: 1 of 1 request answers differently:",
  `  GET https://${host}/ from 192.0.2.1: 200 "[secret]" by on_http_request[0] "hello" -> 200 "[secret]" by on_http_request[0] "hello" (what differs is secret)`,
];

/** The behaviour messages of the engine's events since `from`, each as its lines. */
function behaviourMessages(stack: EngineStack, from: number): string[][] {
  return stack
    .allOutput()
    .slice(from)
    .split("\n")
    .filter((l) => l.startsWith("{") && l.includes('"diagnosticEvent"'))
    .map((l) => (JSON.parse(l) as { diagnosticEvent: { message: string } }).diagnosticEvent.message)
    .filter((m) => m.startsWith("behaviour at preview"))
    .map((m) => m.trimEnd().split("\n"));
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

/**
 * Up with the old secret, then preview (and `between`, given) and up with the new: each prints the
 * line; 0 API calls at preview; nothing printed holds a secret.
 */
async function changeSecret(run: Run, stack: EngineStack, key: string, host: string, between?: () => Promise<void>): Promise<void> {
  expect([OLD.length, NEW.length, OLD.includes('"') && OLD.includes("\\"), NEW.includes('"') && NEW.includes("\\")]).toEqual([47, 47, true, true]);
  await stack.setConfig({ [key]: { value: OLD, secret: true } });
  await stack.up();
  await stack.setConfig({ [key]: { value: NEW, secret: true } });
  const from = stack.allOutput().length;
  run.mark();
  const preview = await stack.preview();
  expect(run.calls()).toEqual([]);
  expect(preview.summary).toEqual({ same: 1, update: 1 });
  expect(behaviourMessages(stack, from)).toEqual([changed(host)]);
  for (const line of changed(host)) expect(preview.stdout).toContain(line.trim());
  await between?.();
  const up = await stack.up();
  expect(up.summary).toEqual({ same: 1, update: 1 });
  for (const line of changed(host)) expect(up.stdout).toContain(line.trim());
  expect(leaks(stack.allOutput())).toEqual([]);
}

let run: Run;

beforeAll(async () => {
  run = await startRun("secret", { body: sdkProgram });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("through the SDK: a changed 47-character secret holding a quote and a backslash shows its line at preview, in traffic diff and at up, and neither value in anything printed", async () => {
  const host = "secret.example.com";
  await changeSecret(run, run.stack, "secret:shopToken", host, async () => {
    const stdout = [`CloudEndpoint "shop" (https://${host}):`, ...changed(host), ""].join("\n");
    for (const args of [["--show-secrets"], []]) {
      const r = await trafficDiff(run, run.stack, args);
      expect({ args, ...r, leaks: leaks(r.stdout + r.stderr) }).toEqual({ args, code: 0, stdout, stderr: "", leaks: [] });
    }
  });
});

test("through a YAML program and the plugin: the same", async () => {
  await languageTools();
  const pluginDir = await installedPlugin();
  const { stack } = await run.addStack("secret-yaml");
  await writeProgram(stack, { "Pulumi.yaml": yamlProgram(pluginDir) });
  await changeSecret(run, stack, "secret-yaml:shopToken", "secret-yaml.example.com");
});
