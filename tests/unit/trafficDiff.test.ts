// `pulumi-ingress traffic diff`: the endpoints of a stack's state against its preview, what it
// prints for them (against JSON the real CLI printed), the case files it runs, and its command line.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { runTraffic } from "../../cli/traffic/command";
import { caseFiles, diffReport } from "../../cli/traffic/diff";
import { endpointChanges } from "../../cli/traffic/previewPolicies";
import { trafficOptions } from "../../cli/traffic/options";
import { behaviourDiff } from "../../trafficPolicy/behaviourDiff";
import { UNKNOWN } from "../../provider/inputs/unknowns";

const EP = "pulumi-nodejs:dynamic/ingress:CloudEndpoint";
const RULE = "pulumi-nodejs:dynamic/ingress:IpPolicyRule";
const urn = (type: string, name: string) => `urn:pulumi:dev::shop::${type}::${name}`;
const restrict = `on_http_request:
  - name: office only
    actions: [{ type: restrict-ips, config: { ip_policies: [ipp_office] } }]
  - actions: [{ type: custom-response, config: { status_code: 200, body: hello } }]`;

const exported = {
  deployment: {
    resources: [
      { urn: urn(EP, "shop"), type: EP, outputs: { url: "https://shop.example.com", trafficPolicy: restrict } },
      { urn: urn(EP, "new-one"), type: EP, outputs: { url: "https://new.example.com", trafficPolicy: restrict } },
      { urn: urn(RULE, "office"), type: RULE, outputs: { ipPolicyId: "ipp_office", cidr: "203.0.113.0/24", action: "allow" } },
    ],
  },
};

test("an endpoint whose IP policy's rule changes in the preview is compared with the rule as it was and as it will be", async () => {
  const preview = {
    steps: [
      { op: "same", urn: urn(EP, "shop"), newState: { type: EP, inputs: { url: "https://shop.example.com", trafficPolicy: restrict } } },
      { op: "update", urn: urn(RULE, "office"), newState: { type: RULE, inputs: { ipPolicyId: "ipp_office", cidr: "198.51.100.0/24", action: "allow" } } },
      { op: "update", urn: urn(EP, "new-one"), newState: { type: EP, inputs: { url: "https://new.example.com", trafficPolicy: UNKNOWN } } },
    ],
  };
  const changes = endpointChanges(exported, preview);
  expect(changes).toEqual([
    {
      name: "shop",
      urn: urn(EP, "shop"),
      before: { url: "https://shop.example.com", policy: restrict, ipPolicies: { ipp_office: [{ cidr: "203.0.113.0/24", action: "allow" }] }, reads: {} },
      after: { url: "https://shop.example.com", policy: restrict, ipPolicies: { ipp_office: [{ cidr: "198.51.100.0/24", action: "allow" }] }, reads: {} },
    },
  ]);
  const [c] = changes;
  if (c === undefined || "secret" in c) throw new Error("no change in the clear");
  const d = await behaviourDiff({
    before: { policy: c.before.policy, url: c.before.url, context: { ipPolicies: c.before.ipPolicies } },
    after: { policy: c.after.policy, url: c.after.url, context: { ipPolicies: c.after.ipPolicies } },
    requests: [
      { method: "GET", url: "https://shop.example.com/", clientIp: "203.0.113.1" },
      { method: "GET", url: "https://shop.example.com/", clientIp: "198.51.100.1" },
    ],
  });
  expect(d.lines).toEqual([
    'GET https://shop.example.com/ from 203.0.113.1: 200 "hello" by on_http_request[1] -> 403 by on_http_request[0] "office only"',
    'GET https://shop.example.com/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "hello" by on_http_request[1]',
  ]);
});

test("a policy secret in the state (not decrypted) or in the preview makes the endpoint one whose lines are the provider's", () => {
  const encrypted = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: "x" };
  const state = (policy: unknown) => ({ deployment: { resources: [{ urn: urn(EP, "shop"), type: EP, outputs: { url: "https://shop.example.com", trafficPolicy: policy } }] } });
  const preview = (policy: unknown) => ({ steps: [{ op: "update", urn: urn(EP, "shop"), newState: { type: EP, inputs: { url: "https://shop.example.com/", trafficPolicy: policy } } }] });
  const secret = { name: "shop", urn: urn(EP, "shop"), oldUrl: "https://shop.example.com", url: "https://shop.example.com/", secret: true };
  expect(endpointChanges(state(encrypted), { steps: [] })).toEqual([{ ...secret, url: "https://shop.example.com" }]);
  expect(endpointChanges(state(restrict), preview("[secret]"))).toEqual([secret]);
});

test("what an endpoint says its policy reads is read from the state's outputs and the preview's inputs, secrets revealed by --show-secrets", () => {
  const SIG = "4dabf18193072939515e22adb298388d";
  const SECRET = "1b47061264138c4ac30d75fd1eb44270";
  const rules = (cidr: string) => [{ ipPolicyId: "ipp_office", cidr, action: "allow" }];
  const secrets = [{ vault: "shop", name: "greeting", value: "hi" }];
  const state = (held: unknown) => ({
    deployment: { resources: [{ urn: urn(EP, "shop"), type: EP, outputs: { url: "https://shop.example.com", trafficPolicy: restrict, policyReads: { ipPolicyRules: rules("203.0.113.0/24"), secrets: held } } }] },
  });
  const preview = (held: unknown) => ({
    steps: [{ op: "update", urn: urn(EP, "shop"), newState: { type: EP, inputs: { url: "https://shop.example.com", trafficPolicy: restrict, policyReads: { ipPolicyRules: rules("198.51.100.0/24"), secrets: held } } } }],
  });
  const shown = { [SIG]: SECRET, plaintext: JSON.stringify(secrets) };
  expect(endpointChanges(state(shown), preview(secrets)).map((c) => ("secret" in c ? c : [c.before.reads, c.after.reads]))).toEqual([
    [
      { ipPolicyRules: rules("203.0.113.0/24"), secrets },
      { ipPolicyRules: rules("198.51.100.0/24"), secrets },
    ],
  ]);
  const secret = [{ name: "shop", urn: urn(EP, "shop"), oldUrl: "https://shop.example.com", url: "https://shop.example.com", secret: true }];
  expect(endpointChanges(state({ [SIG]: SECRET, ciphertext: "x" }), preview(secrets))).toEqual(secret);
  // What the real CLI gives, --show-secrets or not (tests/fixtures/traffic/diff/).
  expect(endpointChanges(state(shown), preview("[secret]"))).toEqual(secret);
});

// JSON the real CLI printed (recorded under tests/fixtures/traffic/diff/<version>/ from one engine
// run each of v3.248.0 and v3.274.1): stack `diff` made with CloudEndpoint "open" letting in
// 203.0.113.0/24 and "shop" answering a vault secret (policyReads.secrets, from config secret
// `greeting` = OLD) in a header and its body; then the program changed to let "open" in from
// 198.51.100.0/24 and the config to NEW; `stack export` and `preview --json`, each with and
// without --show-secrets.
const OLD = `Qx7"vK\\9mWz2Lp4Rt6Yb8Nc1Hd3Jf5Gs0Tu2Vw4Xy6Za8Bq`;
const NEW = `Mr3\\eP"5kDw7Hj9Fn1Cs3Gv5Bt7Lx9Qz1Wy3Ua5Oi7Ke9Sd`;
const recorded = (version: string, name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, "..", "fixtures", "traffic", "diff", version, `${name}.json`), "utf8"));
const OPEN_LINES = [
  'CloudEndpoint "open" (https://open.example.com):',
  "behaviour at preview: 2 of 5 requests answer differently:",
  '  GET https://open.example.com/ from 203.0.113.1: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"',
  '  GET https://open.example.com/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "hello" by on_http_request[1] "hello"',
];
const SHOP_LINES = [
  'CloudEndpoint "shop" (https://secret.example.com):',
  "behaviour at preview: 1 of 1 request answers differently:",
  '  GET https://secret.example.com/ from 192.0.2.1: 200 "[secret]" by on_http_request[0] "greet" -> 200 "[secret]" by on_http_request[0] "greet" (what differs is secret)',
];
/** Every run of 8 characters of the secrets `text` holds. */
const secretRunsIn = (text: string): string[] => [OLD, NEW].flatMap((s) => Array.from({ length: s.length - 7 }, (_, i) => s.slice(i, i + 8))).filter((r) => text.includes(r));

describe.each(["v3.248.0", "v3.274.1"])("against what CLI %s printed", (version) => {
  test.each([
    ["without --show-secrets", ""],
    ["with --show-secrets", "-show-secrets"],
  ])("%s: the endpoint in the clear worked out here, the one holding a secret as its provider said at preview, masked", async (_, suffix) => {
    const exported = recorded(version, `export${suffix}`);
    const preview = recorded(version, `preview${suffix}`);
    const out = await diffReport(exported, preview, { endpoint: undefined, cases: [] });
    expect(out).toBe([...OPEN_LINES, ...SHOP_LINES, ""].join("\n"));
    expect(secretRunsIn(out)).toEqual([]);
  });

  test("without the provider's lines, the endpoint in the clear is still worked out here; the one holding a secret, whose provider said nothing, is not listed", async () => {
    const preview = { ...(recorded(version, "preview-show-secrets") as object), diagnostics: [] };
    expect(await diffReport(recorded(version, "export-show-secrets"), preview, { endpoint: undefined, cases: [] })).toBe([...OPEN_LINES, ""].join("\n"));
  });

  test("--endpoint picks the endpoint holding a secret alone", async () => {
    expect(await diffReport(recorded(version, "export"), recorded(version, "preview"), { endpoint: "https://secret.example.com", cases: [] })).toBe([...SHOP_LINES, ""].join("\n"));
  });
});

test("the requests of the case files run too, in the endpoint worked out here", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "traffic-diff-"));
  const file = path.join(dir, "open-cases.yaml");
  writeFileSync(file, "endpoint: https://open.example.com\ncases:\n  - name: office\n    request: { path: /office, clientIp: 203.0.113.77 }\n    expect: { status: 200 }\n");
  try {
    const out = await diffReport(recorded("v3.248.0", "export"), recorded("v3.248.0", "preview"), { endpoint: "https://open.example.com", cases: [file] });
    expect(out).toBe(
      [
        'CloudEndpoint "open" (https://open.example.com):',
        "behaviour at preview: 3 of 6 requests answer differently:",
        '  GET https://open.example.com/office from 203.0.113.77: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"',
        ...OPEN_LINES.slice(2),
        "",
      ].join("\n"),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a provider that could not work the behaviour out at preview stops traffic diff with its line", async () => {
  const preview = recorded("v3.248.0", "preview") as { diagnostics: { urn: string; message: string }[] };
  const diagnostics = preview.diagnostics.map((d) => (d.urn.endsWith("::shop") ? { ...d, message: "behaviour at preview could not be worked out: cases.yaml: no such file\n" } : d));
  await expect(diffReport(recorded("v3.248.0", "export"), { ...preview, diagnostics }, { endpoint: undefined, cases: [] })).rejects.toThrow(
    'CloudEndpoint "shop": behaviour at preview could not be worked out: cases.yaml: no such file',
  );
});

describe("the command, with a stand-in for the Pulumi CLI serving what the real one printed", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "traffic-diff-cli-"));
    writeFileSync(path.join(dir, "Pulumi.yaml"), "name: diff\nruntime: nodejs\n");
    writeFileSync(path.join(dir, "open-cases.yaml"), "endpoint: https://open.example.com\ncases:\n  - name: office\n    request: { path: /office, clientIp: 203.0.113.77 }\n    expect: { status: 200 }\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A `pulumi` that records each call's arguments and INGRESS_TRAFFIC_CASES, and answers stack export and preview --json from the v3.248.0 recording (`preview` in place of its preview's). */
  function fakePulumi(preview?: unknown): string {
    const bin = path.join(dir, "fake-pulumi");
    const fixtures = path.join(__dirname, "..", "fixtures", "traffic", "diff", "v3.248.0");
    const previewFile = preview === undefined ? path.join(fixtures, "preview.json") : path.join(dir, "preview.json");
    if (preview !== undefined) writeFileSync(previewFile, JSON.stringify(preview));
    const log = path.join(dir, "calls");
    writeFileSync(
      bin,
      [
        "#!/bin/sh",
        `echo "$* INGRESS_TRAFFIC_CASES=\${INGRESS_TRAFFIC_CASES-unset}" >> "${log}"`,
        'case "$1 $2 $3" in',
        `  "stack export --show-secrets") cat "${path.join(fixtures, "export-show-secrets.json")}" ;;`,
        `  "stack export --stack") cat "${path.join(fixtures, "export.json")}" ;;`,
        `  "preview --json "*) cat "${previewFile}" ;;`,
        '  *) echo "unexpected: $*" >&2; exit 1 ;;',
        "esac",
        "",
      ].join("\n"),
    );
    chmodSync(bin, 0o755);
    return bin;
  }

  async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string; calls: string[] }> {
    let [stdout, stderr] = ["", ""];
    const code = await runTraffic(["diff", "--stack", "diff", ...args], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd: dir });
    const calls = readFileSync(path.join(dir, "calls"), "utf8").trimEnd().split("\n");
    return { code, stdout, stderr, calls };
  }

  test("--cases reach the preview as INGRESS_TRAFFIC_CASES and run here too; --show-secrets goes to both commands; exit 0", async () => {
    const saved = process.env["INGRESS_TRAFFIC_CASES"];
    delete process.env["INGRESS_TRAFFIC_CASES"];
    try {
      const cases = path.join(dir, "open-cases.yaml");
      expect(await run(["--cases", "open-cases.yaml", "--show-secrets", "--pulumi", fakePulumi()])).toEqual({
        code: 0,
        stdout: [
          'CloudEndpoint "open" (https://open.example.com):',
          "behaviour at preview: 3 of 6 requests answer differently:",
          '  GET https://open.example.com/office from 203.0.113.77: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"',
          ...OPEN_LINES.slice(2),
          ...SHOP_LINES,
          "",
        ].join("\n"),
        stderr: "",
        calls: [
          "stack export --show-secrets --stack diff --non-interactive INGRESS_TRAFFIC_CASES=unset",
          `preview --json --show-secrets --stack diff --non-interactive INGRESS_TRAFFIC_CASES=${JSON.stringify([cases])}`,
        ],
      });
    } finally {
      if (saved !== undefined) process.env["INGRESS_TRAFFIC_CASES"] = saved;
    }
  });

  test("--cases on a stack whose config sets ingress:trafficCases stops in one line, exit 1", async () => {
    const preview = { ...(recorded("v3.248.0", "preview") as { config: object }), config: { "ingress:trafficCases": "cases/shop.yaml" } };
    const r = await run(["--cases", "open-cases.yaml", "--pulumi", fakePulumi(preview)]);
    expect([r.code, r.stdout, r.stderr]).toEqual([1, "", "pulumi-ingress traffic: stack config ingress:trafficCases names the case files the preview runs, not --cases: drop --cases, or change the config\n"]);
  });
});

describe("the case files traffic diff and the preview's provider run", () => {
  // The preview's `config` as the real CLI prints it: each key to its value.
  const configured = (value: string) => ({ config: { "ingress:baseUrl": "http://127.0.0.1:4040", "ingress:trafficCases": value }, steps: [] });

  test("--cases, as given (the preview gets them as INGRESS_TRAFFIC_CASES)", () => {
    expect(caseFiles(["/p/a.yaml"], { config: {} }, "/elsewhere/b.yaml", "/p")).toEqual(["/p/a.yaml"]);
  });

  test("else INGRESS_TRAFFIC_CASES, from the project's folder, as the provider reads it; else none", () => {
    expect(caseFiles([], { config: {} }, "a.yaml,cases/b.yaml", "/p")).toEqual(["/p/a.yaml", "/p/cases/b.yaml"]);
    expect(caseFiles([], { config: {} }, undefined, "/p")).toEqual([]);
  });

  test("stack config ingress:trafficCases over INGRESS_TRAFFIC_CASES, as the provider takes it", () => {
    expect(caseFiles([], configured('["cases/shop.yaml"]'), "a.yaml", "/p")).toEqual(["/p/cases/shop.yaml"]);
  });

  test("--cases beside the config, or a secret config, stops in one line", () => {
    expect(() => caseFiles(["/p/a.yaml"], configured("cases/shop.yaml"), undefined, "/p")).toThrow(
      "stack config ingress:trafficCases names the case files the preview runs, not --cases: drop --cases, or change the config",
    );
    expect(() => caseFiles([], configured("[secret]"), undefined, "/p")).toThrow("stack config ingress:trafficCases is secret, so the case files it names cannot be read: set it as plain text");
  });
});

test("traffic diff's command line: the stack, the endpoint, case files and --show-secrets", () => {
  expect(trafficOptions(["diff", "--stack", "dev", "--endpoint", "https://shop.example.com", "--cases", "a.yaml", "--cases", "b.yaml", "--show-secrets"], "/p")).toEqual({
    sub: "diff",
    stack: "dev",
    cwd: "/p",
    pulumi: "pulumi",
    help: false,
    endpoint: "https://shop.example.com",
    cases: ["/p/a.yaml", "/p/b.yaml"],
    showSecrets: true,
  });
});
