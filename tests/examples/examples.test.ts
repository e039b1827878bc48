// The examples as their users run them, under the real engine against the emulator, on one engine
// (one emulator and one stack per example), in as few steps as prove what only the engine proves.
// Formerly one file and one engine per example; where each of their tests went:
// - examples/abuse-report, event-subscription, https-edge-route and tls-certificate (formerly
//   abuseReport, eventSubscription, httpsEdgeRoute and tlsCertificate.test.ts): their up, here,
//   under its name there (configured by stack config alone; its calls, its outputs as the engine
//   resolves them, no secret in the state or the engine's output), and the inputs the program
//   registers, which tests/examples/cases.ts names. Their preview (no change, no call) and destroy
//   (one DELETE; none for the abuse report) are the provider's answers to exactly those inputs:
//   in process, under their names, in tests/provider/examples.test.ts.
// - examples/quickstart (formerly quickstart.test.ts): its up with the certificate and key through
//   stack config, and the key nowhere in plaintext, here. Its preview (no API call) and destroy (all
//   but the abuse report) went to `npm run demo:edges`, which runs the same program with the files
//   through refresh, preview, up and destroy (tests/examples/demoEdges.test.ts); the CLI runs it at
//   the repository root in tests/examples/rootProject.test.ts.
// - examples/cloud-endpoint (formerly cloudEndpoint.test.ts): run once under the engine, by `npm run
//   demo`; tests/examples/demo.test.ts checks on what the demo shows what cloudEndpoint.test.ts checked.
// - the type-check the engine's ts-node made at each step: one program of the user project's
//   TypeScript, with the examples' tsconfig.json, checks every TypeScript example once ("the
//   TypeScript examples"); the engine runs them transpile-only here, as the demos do.
// - examples/yaml (formerly yaml.test.ts): its up, preview and destroy through Pulumi's YAML language
//   host and the plugin, here, each test under its name there.
// - examples/policy-pack (formerly policyPack.test.ts): its two previews are one, here: `pulumi
//   preview --policy-pack` of a program with a route that breaks the team's rules and one that keeps
//   them, each test under its name there.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { Deployment } from "@pulumi/pulumi/automation";
import type * as TypeScript from "typescript";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { makeChain, serviceTime, type TestChain } from "../support/certs";
import {
  createEngine,
  type Engine,
  ENGINE_SETUP_TIMEOUT_MS,
  ENGINE_TEST_TIMEOUT_MS,
  EXAMPLES,
  EXAMPLES_DIR,
  findResource,
  pemLines,
  type Run,
  startExample,
  startRun,
  type UpStepResult,
  userProject,
  values,
} from "../support/engine";
import { EXAMPLE_PLUGIN_PATH, languageTools, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { type PolicyPreview, previewWithPolicyPack } from "../support/policy";
import { type ExampleCase, exampleCases, HTTPS_EDGE_ROUTE_CLIENT_SECRET, maskedInputs, SECRET_SHOWN, type SingleExample, TLS_CERTIFICATE_CHAIN } from "./cases";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let engine: Engine;
let cases: Record<SingleExample, ExampleCase>;
let tlsChain: TestChain;

beforeAll(async () => {
  [engine, tlsChain] = await Promise.all([createEngine(), makeChain(TLS_CERTIFICATE_CHAIN)]);
  cases = exampleCases(tlsChain);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await engine?.dispose();
});

/**
 * The engine's ts-node only transpiles the examples here: their type-check, the same TypeScript with
 * the same config, is one program of the user project's TypeScript ("the TypeScript examples").
 */
const TRANSPILE_ONLY = { PULUMI_NODEJS_TRANSPILE_ONLY: "true" };

/** A run of `example` on the file's engine; its own emulator, with abuse reports processed after 500 ms. */
async function exampleRun(c: ExampleCase): Promise<Run> {
  const run = await startExample(c.example, { engine, env: TRANSPILE_ONLY, config: c.config, ...(c.seed === undefined ? {} : { emulator: { seed: c.seed } }) });
  for (const [file, content] of Object.entries(c.files ?? {})) await run.writeFile(file, content);
  return run;
}

/** Whether a state value is one the engine encrypted. */
const isSecret = (v: unknown): boolean => typeof v === "object" && v !== null && "ciphertext" in v;

/** A state value with every encrypted value read as SECRET_SHOWN. */
function masked(v: unknown): unknown {
  if (isSecret(v)) return SECRET_SHOWN;
  if (Array.isArray(v)) return v.map(masked);
  if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, masked(x)]));
  return v;
}

/** The inputs the engine stored for the resource `name`, but for its serialized provider. */
function registered(state: Deployment, name: string): unknown {
  const { __provider: _provider, ...inputs } = findResource(state, name).inputs ?? {};
  return masked(inputs);
}

interface SingleCase {
  example: SingleExample;
  /** The name of its up test (the former file's). */
  up: string;
  check(run: Run, up: UpStepResult): void;
  /** A secret the config gives: its test's name and the plaintext that must be nowhere. */
  secret?: { test: string; plaintext: string };
}

const SINGLE: SingleCase[] = [
  {
    example: "abuse-report",
    up: "up files the report with one POST; it and its hostnames start PENDING",
    check(run, up) {
      const reports = run.emulator.snapshot().abuse_reports;
      const [id] = Object.keys(reports);
      expect(up.summary).toEqual({ create: 2 });
      expect(run.calls()).toEqual(["POST /abuse_reports 201"]);
      expect(values(up.outputs)).toEqual({
        id,
        status: "PENDING",
        hostnames: [
          { hostname: "login.phish.invalid", status: "PENDING" },
          { hostname: "cdn.phish.invalid", status: "PENDING" },
        ],
      });
      expect(reports[id ?? ""]?.metadata).toBe("SEC-1234");
    },
  },
  {
    example: "event-subscription",
    up: "up creates the subscription with one POST",
    check(run, up) {
      const [id] = Object.keys(run.emulator.snapshot().event_subscriptions);
      const uri = `${run.emulator.baseUrl}/event_subscriptions/${id}`;
      expect(up.summary).toEqual({ create: 2 });
      expect(run.calls()).toEqual(["POST /event_subscriptions 201"]);
      expect(values(up.outputs)).toEqual({
        id,
        sources: ["ip_policy_created.v0", "ip_policy_updated.v0", "ip_policy_deleted.v0"].map((type) => ({ type, uri: `${uri}/sources/${type}` })),
        destinationIds: ["ed_siem", "ed_chat"],
      });
    },
  },
  {
    example: "https-edge-route",
    up: "up creates the route with all seven modules in one POST",
    check(run, up) {
      const [id] = Object.keys(run.emulator.snapshot().routes);
      expect(up.summary).toEqual({ create: 2 });
      expect(run.calls()).toEqual(["POST /edges/https/edghts_example/routes 201"]);
      expect(values(up.outputs)).toEqual({
        id,
        uri: `${run.emulator.baseUrl}/edges/https/edghts_example/routes/${id}`,
        backendId: "bkdtg_app",
        ipPolicyIds: ["ipp_office", "ipp_vpn"],
        oidcIssuer: "https://accounts.example.com",
      });
      const body = JSON.parse(run.entries()[0]?.requestBody ?? "{}") as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual([
        "backend", "circuit_breaker", "compression", "description", "ip_restriction", "match", "match_type", "oidc", "request_headers", "response_headers",
      ]);
      expect(body["request_headers"]).toEqual({ add: { "X-Forwarded-Env": "https-edge-route" } });
    },
    secret: { test: "the client secret is nowhere in plaintext in the state or the engine output", plaintext: HTTPS_EDGE_ROUTE_CLIENT_SECRET },
  },
  {
    example: "tls-certificate",
    up: "up uploads the certificate with one POST; its outputs are read from the leaf",
    check(run, up) {
      const certs = run.emulator.snapshot().tls_certificates;
      const [id] = Object.keys(certs);
      expect(up.summary).toEqual({ create: 2 });
      expect(run.calls()).toEqual(["POST /tls_certificates 201"]);
      expect(values(up.outputs)).toEqual({
        id,
        subjectCommonName: "www.example.com",
        dnsNames: ["www.example.com", "*.www.example.com"],
        notAfter: serviceTime(tlsChain.notAfter),
        privateKeyType: "rsa",
        issuerCommonName: "Example Issuing CA",
      });
      expect(certs[id ?? ""]?.description).toBe("managed by pulumi-ingress");
      expect(certs[id ?? ""]?.metadata).toBe('{"owner":"web-team"}');
    },
  },
];

describe.each(SINGLE)("examples/$example", (t) => {
  let run: Run;

  beforeAll(async () => {
    run = await exampleRun(cases[t.example]);
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await run?.dispose();
  });

  test(t.up, async () => {
    run.mark();
    t.check(run, await run.stack.up());
  });

  test("the engine stores exactly the inputs tests/provider/examples.test.ts previews and destroys in process", async () => {
    const c = cases[t.example];
    expect(registered(await run.stack.exportState(), c.resource)).toEqual(maskedInputs(c.inputs));
  });

  if (t.secret !== undefined) {
    const { test: name, plaintext } = t.secret;
    test(name, async () => {
      const everything = JSON.stringify(await run.stack.exportState()) + run.stack.allOutput();
      expect(everything.includes(plaintext)).toBe(false);
    });
  }
});

describe("examples/quickstart", () => {
  const EDGE = "edghts_quickstart";
  let run: Run;
  let chain: TestChain;

  beforeAll(async () => {
    chain = await makeChain({ keyType: "ecdsa", commonName: "quickstart.example.com", dnsNames: ["quickstart.example.com"] });
    run = await startExample("quickstart", {
      engine,
      env: TRANSPILE_ONLY,
      emulator: { seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_quickstart" }], ipPolicies: [{ id: "ipp_quickstart" }], eventDestinations: [{ id: "ed_quickstart" }] } },
      config: {
        edgeId: EDGE,
        backendId: "bkdtg_quickstart",
        ipPolicyId: "ipp_quickstart",
        destinationId: "ed_quickstart",
        certificatePem: chain.certificatePem,
        privateKeyPem: { value: chain.privateKeyPem, secret: true },
        abuseReportUrls: JSON.stringify(["https://login.phish.invalid/"]),
      },
    });
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await run?.dispose();
  });

  test("up creates one resource of each family with one POST each", async () => {
    run.mark();
    const up = await run.stack.up();
    const state = run.emulator.snapshot();
    const [certId] = Object.keys(state.tls_certificates);
    const [routeId] = Object.keys(state.routes);
    const [subscriptionId] = Object.keys(state.event_subscriptions);
    const [abuseReportId] = Object.keys(state.abuse_reports);
    const base = run.emulator.baseUrl;
    expect(up.summary).toEqual({ create: 5 });
    // Sorted: the engine runs the resources in parallel.
    expect(run.calls().sort()).toEqual(["POST /abuse_reports 201", `POST /edges/https/${EDGE}/routes 201`, "POST /event_subscriptions 201", "POST /tls_certificates 201"]);
    expect(values(up.outputs)).toEqual({
      certificateId: certId,
      certificateCommonName: "quickstart.example.com",
      certificateNotAfter: serviceTime(chain.notAfter),
      routeId,
      routeUri: `${base}/edges/https/${EDGE}/routes/${routeId}`,
      routeRequestHeaders: { "X-Served-By": "pulumi-ingress" },
      subscriptionId,
      subscriptionSources: [
        { type: "ip_policy_created.v0", uri: `${base}/event_subscriptions/${subscriptionId}/sources/ip_policy_created.v0` },
        { type: "ip_policy_updated.v0", uri: `${base}/event_subscriptions/${subscriptionId}/sources/ip_policy_updated.v0` },
      ],
      abuseReportId,
      abuseReportStatus: "PENDING",
    });
    expect(Object.keys(state.routes[routeId ?? ""]?.modules ?? {}).sort()).toEqual(["backend", "compression", "ip_restriction", "oauth", "request_headers"]);
  });

  test("the private key from config is nowhere in plaintext in the state or the engine output", async () => {
    const everything = JSON.stringify(await run.stack.exportState()) + run.stack.allOutput();
    expect(pemLines(chain.privateKeyPem).filter((line) => everything.includes(line))).toEqual([]);
  });
});

describe("the TypeScript examples", () => {
  test("type-check with the TypeScript and the config of the engine's ts-node, against the installed package", async () => {
    // What the engine's ts-node does before it runs a program (the runs above, and the demos, are
    // transpile-only): each example's index.ts with its tsconfig.json, in a folder of the user
    // project, checked by the user project's TypeScript; and a probe with a type error, which must
    // be the one error reported.
    const project = await userProject();
    const root = path.join(engine.dir, "typecheck");
    const tsconfigs = new Set<string>();
    for (const example of EXAMPLES) {
      const dir = path.join(root, example);
      await fs.mkdir(dir, { recursive: true });
      for (const file of ["index.ts", "tsconfig.json"]) await fs.copyFile(path.join(EXAMPLES_DIR, example, file), path.join(dir, file));
      tsconfigs.add(await fs.readFile(path.join(dir, "tsconfig.json"), "utf8"));
    }
    // One tsconfig.json for all: one program checks them all.
    expect(tsconfigs.size).toBe(1);
    const probe = path.join(root, "probe.ts");
    await fs.writeFile(probe, 'import * as ingress from "pulumi-ingress";\nexport const n: number = new ingress.Vault("v", { name: "v" }).name;\n');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the user project's copy, as ts-node loads it there
    const ts = require(path.join(project, "node_modules", "typescript")) as typeof TypeScript;
    const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d: TypeScript.Diagnostic) => { throw new Error(String(d.messageText)); } };
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, EXAMPLES[0], "tsconfig.json"), { noEmit: true }, host);
    if (parsed === undefined) throw new Error("the examples' tsconfig.json did not parse");
    const program = ts.createProgram({ rootNames: [...EXAMPLES.map((e) => path.join(root, e, "index.ts")), probe], options: parsed.options });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${path.relative(root, d.file?.fileName ?? "")}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(diagnostics).toEqual(["probe.ts: Type 'Output<string>' is not assignable to type 'number'."]);
    // The package they were checked against is the one installed from the tarball.
    expect(program.getSourceFiles().some((f) => f.fileName === path.join(project, "node_modules", "pulumi-ingress", "dist", "sdk", "index.d.ts"))).toBe(true);
  });
});

describe("examples/yaml", () => {
  const TOKEN = "yaml-example-upstream-token-0123456789";
  let run: Run;

  beforeAll(async () => {
    await languageTools();
    run = await startRun("yaml", { engine, body: "", config: { upstreamToken: { value: TOKEN, secret: true } } });
    const project = await fs.readFile(path.join(EXAMPLES_DIR, "yaml", "Pulumi.yaml"), "utf8");
    expect(project).toContain(`path: ${EXAMPLE_PLUGIN_PATH}\n`);
    await writeProgram(run.stack, { "Pulumi.yaml": project.replace(`path: ${EXAMPLE_PLUGIN_PATH}\n`, `path: ${await installedPlugin()}\n`) });
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await run?.dispose();
  });

  test("up creates the vault, its secret, the IP policy and its rule, then the endpoint, one POST each", async () => {
    run.mark();
    const up = await run.stack.up();
    expect(up.summary).toEqual({ create: 6 });
    const posts = run.calls().filter((c) => c.startsWith("POST "));
    expect([...posts].sort()).toEqual(["POST /endpoints 201", "POST /ip_policies 201", "POST /ip_policy_rules 201", "POST /vault_secrets 201", "POST /vaults 201"]);
    expect(posts.at(-1)).toBe("POST /endpoints 201");
    const out = values(up.outputs) as Record<string, string>;
    expect(out["endpointUrl"]).toBe("https://yaml-example.example.com");
    const endpoint = run.emulator.snapshot().endpoints[out["endpointId"] ?? ""];
    expect(endpoint?.description).toBe("the YAML example");
    expect(JSON.parse(endpoint?.traffic_policy ?? "")).toEqual({
      on_http_request: [
        { actions: [{ type: "restrict-ips", config: { ip_policies: [out["ipPolicyId"]] } }] },
        { actions: [{ type: "add-headers", config: { headers: { authorization: "Bearer ${secrets.get('yaml-example', 'upstream-token')}" } } }] },
      ],
    });
    expect(Object.values(run.emulator.snapshot().ip_policy_rules).map((r) => r.cidr)).toEqual(["203.0.113.0/24"]);
  });

  test("a preview then makes no call and shows no change", async () => {
    run.mark();
    expect((await run.stack.preview()).summary).toEqual({ same: 6 });
    expect(run.calls()).toEqual([]);
  });

  test("the token and the API key are never in plaintext in the state or the output", async () => {
    const state = JSON.stringify(await run.stack.exportState());
    for (const s of [TOKEN, run.emulator.apiKey]) expect([s, state.includes(s), run.stack.allOutput().includes(s)]).toEqual([s, false, false]);
  });

  test("destroy deletes the five resources", async () => {
    run.mark();
    expect((await run.stack.destroy()).summary).toEqual({ delete: 6 });
    expect(run.calls().filter((c) => c.startsWith("DELETE ")).length).toBe(5);
    const state = run.emulator.snapshot();
    expect([state.vaults, state.vault_secrets, state.ip_policies, state.ip_policy_rules, state.endpoints]).toEqual([{}, {}, {}, {}, {}]);
  });
});

describe("examples/policy-pack", () => {
  // A team's own pack built from the package's rules, run as its users run it: copied next to a
  // project that installed the packed tarball, TypeScript compiled by the engine's ts-node,
  // `pulumi preview --policy-pack <its folder>`: one preview of a program with a route that breaks
  // the team's rules (`api`) and one that keeps them (`described`).
  let emulator: Emulator;
  let preview: PolicyPreview;

  const route = (name: string, match: string, extra: string): string =>
    [
      `new ingress.HttpsEdgeRoute(${JSON.stringify(name)}, { edgeId: "edghts_2abcdefghijklmnopqrstuvwx", matchType: "path_prefix", match: ${JSON.stringify(match)},`,
      '  backend: { backendId: "bkdtg_2abcdefghijklmnopqrstuvwx" }, ipRestriction: { ipPolicyIds: ["ipp_2abcdefghijklmnopqrstuvwx"] },',
      '  requestHeaders: { add: { "X-A": "1" }, remove: ["X-A"] },',
      `  ${extra} });`,
    ].join("\n");

  /** Each violation the engine printed, as `<policy> (<resource>)`. */
  const violations = (output: string): string[] => [...output.matchAll(/((?:acme|ingress)-[a-z-]+) {2}\(([^)]*)\)/g)].map((m) => `${m[1]} (${m[2]})`);

  beforeAll(async () => {
    emulator = await startEmulator({});
    const pack = path.join(engine.dir, "policy-pack");
    await fs.cp(path.join(EXAMPLES_DIR, "policy-pack"), pack, { recursive: true });
    const source = [
      'const ingress = require("pulumi-ingress");',
      route("api", "/api", "circuitBreaker: { errorThresholdPercentage: 1 },"),
      route("described", "/described", 'description: "the public API", circuitBreaker: { errorThresholdPercentage: 0.5 },'),
      "",
    ].join("\n");
    // previewWithPolicyPack asserts the preview made no API call.
    preview = await previewWithPolicyPack(engine, emulator, { stackName: "policy-pack-routes", source, packDir: pack });
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await emulator?.close();
  });

  test("the team's own rule and the levels it chose fail the preview; the disabled header rule stays quiet", () => {
    expect(preview.passed).toBe(false);
    expect(preview.output).toContain("acme-ingress@v1.0.0");
    expect(preview.output).toContain("[mandatory]  acme-route-described");
    expect(preview.output).toContain('HttpsEdgeRoute "api" has no description: say what the route serves.');
    expect(preview.output).toContain("[mandatory]  ingress-circuit-breaker-can-trip");
    expect(preview.output).not.toContain("ingress-headers-add-and-remove");
    expect(emulator.requestCount).toBe(0);
  });

  test("a described route with a breaker that can trip passes", () => {
    // Every violation printed is the other route's: none names `described`.
    expect([...new Set(violations(preview.output))].sort()).toEqual([
      "acme-route-described (pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute: api)",
      "ingress-circuit-breaker-can-trip (pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute: api)",
    ]);
  });
});
