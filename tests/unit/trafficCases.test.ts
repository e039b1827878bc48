/**
 * Policy tests (trafficPolicy/cases.ts, cli/traffic): the same case file through
 * `runCases` (as jest and the policy pack run it) and through `pulumi-ingress traffic test`, a
 * stack's CloudEndpoint read from its export, and docs/traffic.md's table of what is not
 * simulated against the simulator's own list.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import * as path from "node:path";
import { main } from "../../cli/main";
import type { Io } from "../../cli/command";
import { caseContext, failureLine, readCaseFile, runCases, summaryLine } from "../../trafficPolicy/cases";
import { endpointPolicyOf } from "../../cli/traffic/stackPolicy";
import { NOT_SIMULATED } from "../../trafficPolicy/simulate";
import { trafficCasesPass } from "../../policy/src/trafficCaseRules";
import { typeToken } from "../../provider/tokens";
import { block, readDoc, section } from "../support/markdown";

const ROOT = path.join(__dirname, "..", "..");
const FIXTURES = path.join(ROOT, "tests", "fixtures", "traffic");
const CASES = path.join(FIXTURES, "shop-cases.yaml");
const POLICY = path.join(FIXTURES, "shop-policy.yaml");
const SCRATCH = path.join(ROOT, ".tmp", "traffic-cases");

/** The shop's policy with the 404 turned into a 410, and the API opened to everyone. */
async function brokenPolicy(): Promise<string> {
  const text = (await readFile(POLICY, "utf8")).replace("status_code: 404", "status_code: 410").replace("ip_policies: [ipp_office]", "allow: [0.0.0.0/0]");
  await mkdir(SCRATCH, { recursive: true });
  const file = path.join(SCRATCH, "broken-policy.yaml");
  await writeFile(file, text);
  return file;
}

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: Io = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd: FIXTURES };
  const code = await main(["traffic", ...args], io);
  return { code, stdout, stderr };
}

test("the shop's cases pass through runCases, each decided by the rule that ended it", async () => {
  const file = await readCaseFile(CASES);
  const results = await runCases(file.cases, await readFile(POLICY, "utf8"), caseContext(file));
  expect(results.map((r) => [r.name, r.passed, r.decidedBy, r.differences])).toEqual([
    ["office reaches the API", true, 'on_http_request[1] "api"', []],
    ["others are refused", true, 'on_http_request[0] "office only"', []],
    ["anything else is not found", true, 'on_http_request[2] "not found"', []],
  ]);
  expect(summaryLine(results)).toBe("3 cases: 3 passed, 0 failed");
});

test("a policy that breaks them: one line per failing case naming the rule and what differed", async () => {
  const file = await readCaseFile(CASES);
  const results = await runCases(file.cases, await readFile(await brokenPolicy(), "utf8"), caseContext(file));
  expect(results.filter((r) => !r.passed).map(failureLine)).toEqual([
    'FAIL others are refused: decided by on_http_request[1] "api": reached https://api.internal, expected status 403',
    'FAIL anything else is not found: decided by on_http_request[2] "not found": status 410, expected 404',
  ]);
  expect(summaryLine(results)).toBe("3 cases: 1 passed, 2 failed");
});

test("pulumi-ingress traffic test: exit 0 and the summary when every case passes; 1 and the failing lines when not", async () => {
  expect(await cli(["test", "shop-cases.yaml", "--policy", "shop-policy.yaml"])).toEqual({ code: 0, stdout: "3 cases: 3 passed, 0 failed\n", stderr: "" });
  expect(await cli(["test", "shop-cases.yaml", "--policy", await brokenPolicy()])).toEqual({
    code: 1,
    stdout:
      'FAIL others are refused: decided by on_http_request[1] "api": reached https://api.internal, expected status 403\n' +
      'FAIL anything else is not found: decided by on_http_request[2] "not found": status 410, expected 404\n' +
      "3 cases: 1 passed, 2 failed\n",
    stderr: "",
  });
});

test.each([
  [["test", "shop-cases.yaml"], "give the policy with --policy FILE or --stack NAME (one of them)"],
  [["test"], "the case file is required: pulumi-ingress traffic test CASES.yaml"],
  [["run", "x.yaml"], 'unknown subcommand "run"; the subcommands are test and diff'],
  [["test", "shop-cases.yaml", "--policy", "p.yaml", "--endpoint", "https://x.example.com"], "--endpoint and --show-secrets pick a CloudEndpoint of --stack; with --policy FILE, the case file's endpoint gives the URL"],
])("a bad command line %j exits 2 with one line and the usage", async (args, message) => {
  const r = await cli(args);
  expect(r.code).toBe(2);
  expect(r.stderr.split("\n")[0]).toBe(`pulumi-ingress traffic: ${message}`);
  expect(r.stderr).toContain("usage: pulumi-ingress traffic test CASES.yaml --policy FILE");
});

test("a case file or policy that cannot be used stops with one line naming it, exit 1", async () => {
  await mkdir(SCRATCH, { recursive: true });
  const bad = path.join(SCRATCH, "bad-cases.yaml");
  await writeFile(bad, "cases:\n  - name: x\n    request: { path: api, clientIp: nowhere }\n    expect: { status: 200 }\n");
  const r = await cli(["test", bad, "--policy", "shop-policy.yaml"]);
  expect([r.code, r.stdout]).toEqual([1, ""]);
  expect(r.stderr).toBe(`pulumi-ingress traffic: ${bad}: cases[0].request.path must start with /; cases[0].request.clientIp must be an IPv4 or IPv6 address\n`);
  const missing = await cli(["test", "shop-cases.yaml", "--policy", "nope.yaml"]);
  expect([missing.code, missing.stderr]).toEqual([1, `pulumi-ingress traffic: ${path.join(FIXTURES, "nope.yaml")}: no such file\n`]);
});

test("a stack's CloudEndpoint is found by its URL, with the IP policies of its IpPolicyRules", () => {
  const exported = {
    deployment: {
      resources: [
        { urn: "urn:pulumi:dev::p::pulumi:pulumi:Stack::p-dev", type: "pulumi:pulumi:Stack" },
        { urn: "urn:pulumi:dev::p::x$pulumi-nodejs:dynamic/ingress:IpPolicyRule::office", type: typeToken("IpPolicyRule"), outputs: { ipPolicyId: "ipp_1", cidr: "203.0.113.0/24", action: "allow" } },
        { urn: "urn:pulumi:dev::p::x$pulumi-nodejs:dynamic/ingress:CloudEndpoint::shop", type: typeToken("CloudEndpoint"), outputs: { url: "https://shop.example.com", trafficPolicy: "on_http_request: []" } },
        {
          urn: "urn:pulumi:dev::p::x$pulumi-nodejs:dynamic/ingress:CloudEndpoint::vaulted",
          type: typeToken("CloudEndpoint"),
          outputs: { url: "https://vaulted.example.com", trafficPolicy: { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: "v1:abc" } },
        },
      ],
    },
  };
  expect(endpointPolicyOf(exported, "https://SHOP.example.com:443")).toEqual({ name: "shop", policy: "on_http_request: []", ipPolicies: { ipp_1: [{ cidr: "203.0.113.0/24", action: "allow" }] } });
  expect(() => endpointPolicyOf(exported, "https://vaulted.example.com")).toThrow('the policy of CloudEndpoint "vaulted" is secret in the state; pass --show-secrets to let pulumi stack export decrypt it');
  expect(() => endpointPolicyOf(exported, "https://other.example.com")).toThrow("the stack has no CloudEndpoint with url https://other.example.com; its CloudEndpoints: https://shop.example.com, https://vaulted.example.com");
});

test("the policy pack's rule: the case files of its config run on the endpoint's policy; unknowns and other endpoints are not judged", async () => {
  const context = { name: "shop", stack: "dev", now: new Date(), baseDir: FIXTURES };
  const text = await readFile(POLICY, "utf8");
  expect(await trafficCasesPass.violations({ url: "https://shop.example.com", trafficPolicy: text }, { ...context, config: { cases: ["shop-cases.yaml"] } })).toEqual([]);
  expect(await trafficCasesPass.violations({ url: "https://shop.example.com", trafficPolicy: await readFile(await brokenPolicy(), "utf8") }, { ...context, config: { cases: ["shop-cases.yaml"] } })).toEqual([
    'CloudEndpoint "shop" breaks a traffic case of shop-cases.yaml: FAIL others are refused: decided by on_http_request[1] "api": reached https://api.internal, expected status 403. Change the policy, or the case if the new behavior is meant.',
    'CloudEndpoint "shop" breaks a traffic case of shop-cases.yaml: FAIL anything else is not found: decided by on_http_request[2] "not found": status 410, expected 404. Change the policy, or the case if the new behavior is meant.',
  ]);
  const unknown = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
  expect(await trafficCasesPass.violations({ url: "https://shop.example.com", trafficPolicy: { on_http_request: [{ actions: [{ type: "restrict-ips", config: { ip_policies: [unknown] } }] }] } }, { ...context, config: { cases: ["shop-cases.yaml"] } })).toEqual([]);
  expect(await trafficCasesPass.violations({ url: "https://other.example.com", trafficPolicy: "on_http_request: []" }, { ...context, config: { cases: ["shop-cases.yaml"] } })).toEqual([]);
  expect(await trafficCasesPass.violations({ url: "https://shop.example.com", trafficPolicy: text }, { ...context, config: { cases: ["missing.yaml"] } })).toEqual([
    `CloudEndpoint "shop": the case file ${path.join(FIXTURES, "missing.yaml")}: no such file; fix it or remove it from cases of ingress-traffic-cases in the pack's config.`,
  ]);
});

test("docs/traffic.md's case file passes on the shop's policy (tests/fixtures/traffic/shop-policy.yaml)", async () => {
  await mkdir(SCRATCH, { recursive: true });
  const file = path.join(SCRATCH, "doc-cases.yaml");
  await writeFile(file, block(section(readDoc("docs/traffic.md"), "Testing", "docs/traffic.md"), "yaml", "docs/traffic.md#testing"));
  expect(await cli(["test", file, "--policy", "shop-policy.yaml"])).toEqual({ code: 0, stdout: "3 cases: 3 passed, 0 failed\n", stderr: "" });
});

test("docs/traffic.md's table of what is not simulated is the simulator's NOT_SIMULATED", () => {
  const table = section(readDoc("docs/traffic.md"), "What is not simulated", "docs/traffic.md")
    .split("\n")
    .filter((l) => /^\| `/.test(l))
    .map((l) => {
      const m = /^\| `([^`]+)` \| (.*) \|$/.exec(l);
      return [m?.[1], m?.[2]];
    });
  expect(table).toEqual(Object.entries(NOT_SIMULATED).sort(([a], [b]) => (a < b ? -1 : 1)));
});

test("a case whose request meets an action not simulated fails, even when the refusal is the status it expects", async () => {
  const results = await runCases(
    [{ name: "waf", request: { path: "/" }, expect: { status: 403 } }],
    "on_http_request:\n  - actions:\n      - type: owasp-crs-request\n      - type: deny",
    { endpoint: { url: "https://shop.example.com" } },
  );
  expect(results.map(failureLine)).toEqual([
    `FAIL waf: decided by on_http_request[0]: on_http_request[0] owasp-crs-request is not simulated (${NOT_SIMULATED["owasp-crs-request"]})`,
  ]);
});
