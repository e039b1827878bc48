// `npm run demo` (its part after scripts/pretest.js, which `npm test` has already run): it must
// exit 0, narrate every step of examples/cloud-endpoint's story, show the policy edit refresh
// caught and its one-PATCH repair, the requests through the traffic plane before and after the
// office network changes (the preview before it saying, with no API call, which requests will swap
// answers: behaviour at preview), leave nothing on the emulator, and clean up.
// The demo is the one run of examples/cloud-endpoint under the engine: what
// tests/examples/cloudEndpoint.test.ts checked on a run of its own is checked here, under its names
// there, on what the demo shows (every API call, the outputs, the endpoint's policy, the
// subscription's destination, the secrets in neither the state nor the engine's output, each
// checked by the demo too); its preview is the demo's, after the policy edit: no API call, only the
// repair planned. The program's type-check is tests/examples/examples.test.ts's (the demo runs it
// transpile-only).
import { existsSync } from "node:fs";
import * as path from "node:path";
import { type DemoRun, demoSteps, programDir, runDemoScript, runWithTsNode, TRAFFIC_DEMO_STEPS } from "../support/demo";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, userProject } from "../support/engine";

let demo: DemoRun;

beforeAll(async () => {
  demo = await runDemoScript("demo.ts");
}, ENGINE_SETUP_TIMEOUT_MS);

/** What the demo printed under step `n`, up to the next step. */
function stepText(n: number): string {
  const start = demo.stdout.indexOf(`Step ${n}/11: `);
  if (start < 0) throw new Error(`the demo printed no step ${n}:\n${demo.stdout}`);
  const end = demo.stdout.indexOf("\n\n[", start);
  return demo.stdout.slice(start, end < 0 ? undefined : end);
}

/** The API calls a step printed, as `METHOD /path status`. */
const calls = (n: number): string[] => [...stepText(n).matchAll(/^ {4}API call: (\w+) (\S+) -> (\d+)/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);

/** The outputs step 3 printed, by name. */
function outputs(): Record<string, string> {
  const text = stepText(3);
  const block = text.slice(text.indexOf("    outputs:\n") + "    outputs:\n".length).split("\n");
  const lines = block.slice(0, block.findIndex((l) => !/^ {4}\w+ +\S+$/.test(l)));
  return Object.fromEntries(lines.map((l) => l.trim().split(/ +/) as [string, string]));
}

/** The id in the one DELETE of `collection` step 11 printed. */
const deleted = (collection: string): string => {
  const ids = calls(11).flatMap((c) => new RegExp(`^DELETE /${collection}/(\\S+) 204$`).exec(c)?.[1] ?? []);
  if (ids.length !== 1) throw new Error(`expected one DELETE of ${collection}, found ${ids.length}`);
  return ids[0] as string;
};

test("the demo runs examples/cloud-endpoint end to end, exits 0 and cleans up", async () => {
  const { code, stdout, stderr } = demo;
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  expect(demoSteps(stdout)).toEqual(TRAFFIC_DEMO_STEPS);
  expect(stdout).toMatch(/client\.cloudEndpoints\.update\("ep_\w+", \{ traffic_policy \}\) -> the policy now has rules \[to the app\]\n/);
  expect(stdout).toContain("CloudEndpoint app: trafficPolicy: rules [office only, to the app] -> rules [to the app]");
  expect(stdout).toContain("plan: 1 to update (the endpoint), 8 unchanged");
  expect(stdout).toMatch(/Step 7\/11: pulumi up\n.*\n {4}API call: PATCH \/endpoints\/ep_\w+ -> 200 {2}\{"traffic_policy":.*\n {4}the endpoint's policy on the service: rules \[office only, to the app\]\n\n/);
  const allowed = (ip: string, cidr: string) =>
    [
      `    GET https://app.demo.example.com/orders from ${ip} -> 200 hello from the app: GET /orders`,
      `      rule on_http_request[0] "office only"`,
      `      rule on_http_request[1] "to the app"`,
      `      on_http_request[0] restrict-ips: allowed ${ip} by ${cidr}`,
      "      on_http_request[1] add-headers: added x-upstream-token: [secret]",
      "      on_http_request[1] forward-internal: forwarded to https://app.internal",
      "    the app got the request with X-Upstream-Token holding the vault secret (its value is not shown)",
    ].join("\n");
  const refused = (ip: string) => [`    GET https://app.demo.example.com/orders from ${ip} -> 403`, `      rule on_http_request[0] "office only"`, `      on_http_request[0] restrict-ips: refused ${ip}: 403`].join("\n");
  expect(stdout).toContain(`Step 8/11: requests through the traffic plane\n  The emulator serves the endpoint through its policy; https://app.internal is mapped to the local app. One request from the office network, one from elsewhere.\n${allowed("203.0.113.9", "203.0.113.0/24")}\n${refused("198.51.100.7")}\n\n`);
  expect(stdout).toContain(`Step 10/11: the same requests, after the change\n  The policy is the same; the IP policy it names now allows the new network, so the answers swap.\n${allowed("198.51.100.7", "198.51.100.0/24")}\n${refused("203.0.113.9")}\n\n`);
  expect(stdout).not.toContain("demo-upstream-token");
  expect(stdout).toContain("left on the service: nothing");
  expect(stdout).toContain("Done: every step did what it said");
  const workDir = programDir(stdout);
  // In the user project the engine tests use (a matrix cell's own, under \`npm run test:matrix\`).
  expect(path.relative(path.join(await userProject(), "engine"), workDir ?? "")).toMatch(/^run-\d+-[0-9a-f]+\/cloud-endpoint$/);
  expect(existsSync(path.dirname(workDir ?? "/"))).toBe(false);
});

test("up makes the eight resources with one POST each, and the endpoint on the reserved domain", () => {
  // Sorted: the engine runs independent resources in parallel.
  expect(calls(3).sort()).toEqual([
    "POST /endpoints 201",
    "POST /event_destinations 201",
    "POST /event_subscriptions 201",
    "POST /ip_policies 201",
    "POST /ip_policy_rules 201",
    "POST /reserved_domains 201",
    "POST /vault_secrets 201",
    "POST /vaults 201",
  ]);
  const ids = {
    domainId: deleted("reserved_domains"),
    vaultId: deleted("vaults"),
    secretId: deleted("vault_secrets"),
    ipPolicyId: deleted("ip_policies"),
    ipPolicyRuleId: deleted("ip_policy_rules"),
    destinationId: deleted("event_destinations"),
    subscriptionId: deleted("event_subscriptions"),
    endpointId: deleted("endpoints"),
  };
  expect(outputs()).toEqual({
    ...ids,
    cnameTarget: expect.stringMatching(/\.ngrok-cname\.com$/),
    endpointUrl: "https://app.demo.example.com",
    endpointDomain: ids.domainId,
  });
  const policy = /^ {4}the endpoint's policy on the service: (.*)$/m.exec(stepText(3))?.[1];
  expect(JSON.parse(policy ?? "")).toEqual({
    on_http_request: [
      { name: "office only", actions: [{ type: "restrict-ips", config: { ip_policies: [ids.ipPolicyId] } }] },
      {
        name: "to the app",
        actions: [
          { type: "add-headers", config: { headers: { "X-Upstream-Token": "${secrets.get('app-secrets', 'upstream-token')}" } } },
          { type: "forward-internal", config: { url: "https://app.internal" } },
        ],
      },
    ],
  });
  expect(stepText(3)).toContain(`\n    the subscription sends IP policy changes to: ["${ids.destinationId}"]\n`);
  // The rule allows the office's network (step 8: a request from it let in by the rule's CIDR), and
  // the secret's value went to the vault the policy names (the app got it from the policy's
  // secrets.get('app-secrets', 'upstream-token'), which the demo checked against the value it gave).
  expect(stepText(8)).toContain("restrict-ips: allowed 203.0.113.9 by 203.0.113.0/24\n");
  expect(stepText(8)).toContain("\n    the app got the request with X-Upstream-Token holding the vault secret (its value is not shown)\n");
});

test("the token and the Datadog key are nowhere in plaintext in the state or the engine output", () => {
  expect(stepText(3).endsWith("\n    the token and the Datadog key in the state (pulumi stack export) or anything the engine printed: nowhere")).toBe(true);
  expect(demo.stdout.includes("demo-datadog-key")).toBe(false);
});

test("preview then makes no API call and plans only the repair of what was edited outside the program", () => {
  expect(stepText(6).split("\n").slice(2)).toEqual(["    API calls: none", "    plan: 1 to update (the endpoint), 8 unchanged"]);
});

test("before the office moves, preview says on the endpoint, with 0 API calls, that step 8's two requests will swap answers; up then makes one PATCH of the rule", () => {
  const forwarded = (path: string) => `forwarded to https://app.internal${path} by on_http_request[1] "to the app"`;
  const refused = `403 by on_http_request[0] "office only"`;
  // The ids aside, every line the step printed. Step 8's requests come from the case file the demo
  // gives (ingress:trafficCases); the two after them are the probes inside each network.
  expect(stepText(9).replace(/ipr_\w+/, "ipr_ID").split("\n")).toEqual([
    "Step 9/11: another office network",
    "  The office moves to 198.51.100.0/24 (the program's officeCidr config). Before anything changes, preview says which requests will be answered otherwise; then up updates the IP policy's rule with one PATCH.",
    "    preview: 0 API calls; on CloudEndpoint app:",
    "      behaviour at preview: 4 of 7 requests answer differently:",
    `        GET https://app.demo.example.com/orders from 203.0.113.9: ${forwarded("/orders")} -> ${refused}`,
    `        GET https://app.demo.example.com/orders from 198.51.100.7: ${refused} -> ${forwarded("/orders")}`,
    `        GET https://app.demo.example.com/ from 203.0.113.1: ${forwarded("/")} -> ${refused}`,
    `        GET https://app.demo.example.com/ from 198.51.100.1: ${refused} -> ${forwarded("/")}`,
    "    up:",
    '    API call: PATCH /ip_policy_rules/ipr_ID -> 200  {"cidr":"198.51.100.0/24"}',
    "    the rule on the service: 198.51.100.0/24",
  ]);
});

test("destroy deletes the eight resources, one DELETE each, the endpoint before the domain, vault and IP policy it uses, and leaves nothing", () => {
  const deletes = calls(11);
  expect([...deletes].sort()).toEqual(
    ["endpoints", "event_destinations", "event_subscriptions", "ip_policies", "ip_policy_rules", "reserved_domains", "vault_secrets", "vaults"].map((c) => `DELETE /${c}/${deleted(c)} 204`),
  );
  const at = (prefix: string) => deletes.findIndex((c) => c.startsWith(`DELETE /${prefix}/`));
  expect([at("endpoints") < at("reserved_domains"), at("endpoints") < at("vaults"), at("endpoints") < at("ip_policies")]).toEqual([true, true, true]);
  expect(stepText(11).endsWith("\n    left on the service: nothing")).toBe(true);
});

test("a step whose check fails stops the demo with one line saying what differed, and exit code 1", async () => {
  // A demo of the demos' own runner (scripts/demo-narration.ts) whose third step's check fails.
  const failing = `const n = require("./scripts/demo-narration");
    n.runDemo({ intro: "a failing demo", steps: 3, emulatorStep: "empty", emulator: {}, prepareStep: "nothing", run: async () => {
      n.step("check", "compares");
      n.verify(false, "the endpoint's policy should have 2 rules; it has 1");
    } });`;
  const { code, stdout, stderr } = await runWithTsNode(["-e", failing]);
  expect(code).toBe(1);
  expect(stderr).toMatch(/^\n\[\d+s\] The demo failed: demo check failed: the endpoint's policy should have 2 rules; it has 1\n$/);
  expect(demoSteps(stdout)).toEqual(["1 start the emulator", "2 prepare the program", "3 check"]);
  expect(stdout).not.toContain("Done");
}, ENGINE_TEST_TIMEOUT_MS);
