// `npm run demo` (its part after scripts/pretest.js, which `npm test` has already run): it must
// exit 0, narrate every step of examples/cloud-endpoint's story, show the policy edit refresh
// caught and its one-PATCH repair, the requests through the traffic plane before and after the
// office network changes, leave nothing on the emulator, and clean up.
import { existsSync } from "node:fs";
import * as path from "node:path";
import { demoSteps, programDir, runDemoScript, runWithTsNode, TRAFFIC_DEMO_STEPS } from "../support/demo";
import { ENGINE_TEST_TIMEOUT_MS } from "../support/engine";

test("the demo runs examples/cloud-endpoint end to end, exits 0 and cleans up", async () => {
  const { code, stdout, stderr } = await runDemoScript("demo.ts");
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
  expect(stdout).toMatch(/Step 9\/11: another office network\n.*\n {4}API call: PATCH \/ip_policy_rules\/ipr_\w+ -> 200 {2}\{"cidr":"198\.51\.100\.0\/24"\}\n {4}the rule on the service: 198\.51\.100\.0\/24\n\n/);
  expect(stdout).toContain(`Step 10/11: the same requests, after the change\n  The policy is the same; the IP policy it names now allows the new network, so the answers swap.\n${allowed("198.51.100.7", "198.51.100.0/24")}\n${refused("203.0.113.9")}\n\n`);
  expect(stdout).not.toContain("demo-upstream-token");
  expect(stdout).toContain("left on the service: nothing");
  expect(stdout).toContain("Done: every step did what it said");
  const workDir = programDir(stdout);
  expect(workDir).toMatch(/^\/.+\/pulumi-ingress-user-project-[0-9a-f]{10}\/engine\/run-\d+-[0-9a-f]+\/cloud-endpoint$/);
  expect(existsSync(path.dirname(workDir ?? "/"))).toBe(false);
}, ENGINE_TEST_TIMEOUT_MS);

test("a step whose check fails stops the demo with one line saying what differed, and exit code 1", async () => {
  // A demo of the demos' own runner (scripts/demo-narration.ts) whose third step's check fails.
  const demo = `const n = require("./scripts/demo-narration");
    n.runDemo({ intro: "a failing demo", steps: 3, emulatorStep: "empty", emulator: {}, prepareStep: "nothing", run: async () => {
      n.step("check", "compares");
      n.verify(false, "the endpoint's policy should have 2 rules; it has 1");
    } });`;
  const { code, stdout, stderr } = await runWithTsNode(["-e", demo]);
  expect(code).toBe(1);
  expect(stderr).toMatch(/^\n\[\d+s\] The demo failed: demo check failed: the endpoint's policy should have 2 rules; it has 1\n$/);
  expect(demoSteps(stdout)).toEqual(["1 start the emulator", "2 prepare the program", "3 check"]);
  expect(stdout).not.toContain("Done");
}, ENGINE_TEST_TIMEOUT_MS);
