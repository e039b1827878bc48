// `pulumi-ingress import` run in process against the emulator (and a scripted server for a 403 and
// for endpoints of agents): what it writes and prints, the calls it makes, and each bad input as one
// line that writes nothing. Its family vocabulary, walks and declarations come from the registry.
import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { readAccount } from "../../cli/import/account";
import { Code, type Value } from "../../cli/import/literals";
import { ONLY_WORDS, USAGE } from "../../cli/import/options";
import { planProgram } from "../../cli/import/plan";
import { programSource } from "../../cli/import/source";
import { type Endpoint, IngressClient } from "../../provider/ingressClient";
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { camelKeys } from "../../provider/inputs/naming";
import { diff as endpointDiff } from "../../provider/resources/cloudEndpoint/family";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { closedPort, startServer } from "../client/support";
import { makeChain } from "../support/certs";
import { type CommandRun, createdId, newFolderEachTest, runCommand, VERSIONS } from "../support/commandRuns";
import { line } from "../support/requestLog";

const OIDC_SECRET = "oidc-S3CRET-7f1c";
const BASIC_AUTH = "ops:endpoint-S3CRET-4e1a";

/** Cloud endpoints' policies: YAML, JSON, and one holding a secret (basic-auth credentials), which the program reads from stack config. */
const POLICIES = {
  shop: "on_http_request:\n  - actions:\n      - type: forward-internal\n        config:\n          url: https://app.internal\n",
  app: '{"on_http_request":[{"actions":[{"type":"deny","config":{"status_code":404}}]}]}',
  admin: `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials: ["${BASIC_AUTH}"]\n`,
};

let emulator: Emulator;
let ids: { cert: string; route: string; subscription: string; endpoints: string[] };
let keyPem: string;

const post = (pathname: string, body: unknown): Promise<string> => createdId(emulator, pathname, body);

beforeAll(async () => {
  emulator = await startEmulator({
    seed: {
      edges: [
        { id: "edghts_app", hostports: ["app.example.com:443"], description: "Main app" },
        { id: "edghts_empty", hostports: ["empty.example.com:443"] },
      ],
      backends: [{ id: "bkdtg_web" }],
      eventDestinations: [{ id: "ed_audit" }],
    },
  });
  const chain = await makeChain({ commonName: "app.example.com", dnsNames: ["app.example.com"] });
  keyPem = chain.privateKeyPem;
  ids = {
    cert: await post("/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, description: "app.example.com" }),
    route: await post("/edges/https/edghts_app/routes", {
      match_type: "path_prefix",
      match: "/",
      backend: { backend_id: "bkdtg_web" },
      oidc: { issuer: "https://id.example.com", client_id: "app", client_secret: OIDC_SECRET },
    }),
    subscription: await post("/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_audit"], description: "Audit" }),
    endpoints: [],
  };
  for (const body of [
    { url: "https://shop.example.com", traffic_policy: POLICIES.shop, description: "Storefront" },
    { url: "https://app.internal", traffic_policy: POLICIES.app, metadata: '{"team":"web"}', pooling_enabled: true },
    { url: "https://admin.example.com:443", traffic_policy: POLICIES.admin, bindings: ["public"] },
  ]) {
    ids.endpoints.push(await post("/endpoints", body));
  }
}, 60_000);

afterAll(() => emulator.close());

const dir = newFolderEachTest("import-command-", () => emulator);

/** Runs the command in `dir()`; returns its exit status and what it printed. */
const run = (args: string[], cwd = dir()): Promise<CommandRun> => runCommand(args, { cwd, versions: VERSIONS });

const calls = (): string[] => emulator.log.map(line);

/** Every file under `root`, relative, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
}

/** The program for the account as the service holds it now, as plan.ts and source.ts make it (their own tests check its text). */
async function programFor(pasted: boolean): Promise<string> {
  const client = new IngressClient({ apiKey: emulator.apiKey, baseUrl: emulator.baseUrl });
  const all = { only: new Set(FAMILY_NAMES), ids: new Map<string, string[]>() };
  return programSource(planProgram((await readAccount(client, all, () => undefined)).account), pasted);
}

/** The closing lines for the secrets of the whole account: the route's OIDC secret, and the endpoint policy holding one. */
const SECRET_LINES =
  "pulumi-ingress import: set the 1 secret the service does not return (each command asks for its value):\n" +
  "  pulumi config set --secret mainAppRouteOidcClientSecret\n" +
  "pulumi-ingress import: set the value that holds a secret, which the program does not write, to the text the service holds (each command asks for it, or reads it from stdin):\n" +
  "  pulumi config set --secret adminExampleComEndpointTrafficPolicy\n";

/** The walks of the families pinned here (the registry's first five), then one per further family the API lists. */
const PINNED = 5;
const EVERY_WALK = [
  "GET /tls_certificates 200",
  "GET /edges/https 200",
  "GET /event_subscriptions 200",
  "GET /endpoints 200",
  ...FAMILY_NAMES.slice(PINNED)
    .map((name) => FAMILIES[name])
    .filter((f) => f.importing.find.from === "list")
    .map((f) => `GET /${f.wire.key} 200`),
];

test("--out DIR: a complete project, one list walk per family and nothing else, the secret keys listed, no secret written or printed", async () => {
  const out = path.join(dir(), "imported");
  const r = await run(["import", "--out", "imported"]);
  expect(r).toEqual({
    code: 0,
    stdout:
      "pulumi-ingress import: wrote imported: 1 TLS certificate, 1 route, 1 event subscription, 3 cloud endpoints and 1 event destination; index.ts, certs/ (1 certificate chain), Pulumi.yaml, package.json, tsconfig.json, .gitignore, README.md\n" +
      SECRET_LINES +
      "pulumi-ingress import: next: see imported/README.md\n",
    stderr: "",
  });
  expect(calls()).toEqual(EVERY_WALK);
  expect(await filesUnder(out)).toEqual([".gitignore", "Pulumi.yaml", "README.md", "certs/appExampleComCert.pem", "index.ts", "package.json", "tsconfig.json"]);
  const index = await readFile(path.join(out, "index.ts"), "utf8");
  expect(index).toBe(await programFor(false));
  expect(index).toContain(`const mainAppRoute = new ingress.HttpsEdgeRoute("mainAppRoute", {\n  adoptId: "${ids.route}",\n  edgeId: mainAppEdge,\n`);
  expect(index).toContain('    clientSecret: config.requireSecret("mainAppRouteOidcClientSecret"),\n');
  expect(index).toContain(`  adoptId: "${ids.cert}",\n  certificatePem: fs.readFileSync("certs/appExampleComCert.pem", "utf8"),\n`);
  // The destination the program declares (named by its seeded target's kind) is the subscription's reference, declared before it.
  expect(index).toContain(`  adoptId: "${ids.subscription}",\n  sources: ["ip_policy_created.v0"],\n  destinationIds: [cloudwatchLogsDest.id],\n`);
  expect(index.indexOf("new ingress.EventDestination(")).toBeLessThan(index.indexOf("new ingress.EventSubscription("));
  expect(index).not.toContain('= "ed_audit";');
  expect(await readFile(path.join(out, "certs/appExampleComCert.pem"), "utf8")).toBe((await makeChain({ commonName: "app.example.com", dnsNames: ["app.example.com"] })).certificatePem);
  const everything = [r.stdout, r.stderr, ...(await Promise.all((await filesUnder(out)).map((f) => readFile(path.join(out, f), "utf8"))))].join("\n");
  for (const secret of [OIDC_SECRET, BASIC_AUTH, emulator.apiKey, ...keyPem.split("\n").filter((l) => l.length > 40)]) expect(everything).not.toContain(secret);
});

test("without --out: the program on stdout, the certificate chains in certs/, what to do on stderr", async () => {
  const r = await run(["import"]);
  expect(r.code).toBe(0);
  expect(r.stdout).toBe(await programFor(true));
  expect(r.stdout).toContain("changes nothing.\n// Keep your program's own imports and config where it has them.\nimport");
  expect(r.stderr).toBe("pulumi-ingress import: 1 TLS certificate, 1 route, 1 event subscription, 3 cloud endpoints and 1 event destination on stdout; certificate chains in certs/\n" + SECRET_LINES);
  expect(r.stdout).not.toContain(BASIC_AUTH);
  expect(await filesUnder(dir())).toEqual(["certs/appExampleComCert.pem"]);
  expect((await run(["import", "--only", "certificates"])).code).toBe(0);
  await writeFile(path.join(dir(), "certs/appExampleComCert.pem"), "another certificate\n");
  expect(await run(["import", "--only", "certificates"])).toEqual({
    code: 1,
    stdout: "",
    stderr: "pulumi-ingress import: certs/appExampleComCert.pem already holds another certificate chain; nothing was written\n",
  });
});

test("--format pulumi-import: the file of pulumi import --file on stdout (type token, the program's name, id; the program's order), the same walks, the secret it cannot carry named", async () => {
  emulator.clearLog();
  const r = await run(["import", "--format", "pulumi-import"]);
  const plan = planProgram((await readAccount(new IngressClient({ apiKey: emulator.apiKey, baseUrl: emulator.baseUrl }), { only: new Set(FAMILY_NAMES), ids: new Map() }, () => undefined)).account);
  expect(r).toEqual({
    code: 0,
    stdout: `${JSON.stringify({ resources: plan.declarations.map((d) => ({ type: `ingress:index:${d.kind}`, name: d.name, id: d.id })) }, null, 2)}\n`,
    stderr:
      "pulumi-ingress import: 1 TLS certificate, 1 route, 1 event subscription, 3 cloud endpoints and 1 event destination on stdout, for pulumi import --file\n" +
      "pulumi-ingress import: the service does not return this secret, so pulumi import leaves it out of the inputs; the program that declares the resource supplies it:\n" +
      "  oidc.clientSecret of route mainAppRoute\n",
  });
  const entries = (JSON.parse(r.stdout) as { resources: { type: string; name: string; id: string }[] }).resources;
  expect(entries.find((e) => e.id === ids.route)).toEqual({ type: "ingress:index:HttpsEdgeRoute", name: "mainAppRoute", id: ids.route });
  expect(calls()).toEqual([...EVERY_WALK, ...EVERY_WALK]);
  expect(await filesUnder(dir())).toEqual([]);
});

test("--only, --edge and --abuse-report: only those walks and reads", async () => {
  const report = await post("/abuse_reports", { urls: ["https://login.evil.test/"] });
  emulator.clearLog();
  const r = await run(["import", "--only", "routes", "--edge", "edghts_empty"]);
  expect(r).toEqual({ code: 0, stdout: "", stderr: "pulumi-ingress import: nothing to import\n" });
  const s = await run(["import", "--only", "subscriptions", "--abuse-report", report]);
  expect(s.code).toBe(0);
  expect(s.stdout).toContain(`const loginEvilTestReport = new ingress.AbuseReport("loginEvilTestReport", {\n  adoptId: "${report}",\n  urls: ["https://login.evil.test/"],\n});\n`);
  expect(calls()).toEqual(["GET /edges/https 200", "GET /event_subscriptions 200", `GET /abuse_reports/${report} 200`]);
});

test("--only endpoints: each cloud endpoint with its url, policy as the service holds it, description, metadata, binding and pooling; a policy holding a secret from stack config", async () => {
  const r = await run(["import", "--only", "endpoints"]);
  const [shop, app, admin] = ids.endpoints;
  expect(r).toEqual({
    code: 0,
    stdout: [
      "// Resources of the account brought under code by `pulumi-ingress import`. Each names the item it",
      "// takes over with adoptId: the first `pulumi up` reads them and changes nothing.",
      "// Keep your program's own imports and config where it has them.",
      'import * as pulumi from "@pulumi/pulumi";',
      'import * as ingress from "pulumi-ingress";',
      "",
      "const config = new pulumi.Config();",
      "",
      "// Cloud endpoints, each with its traffic policy as the service holds it. A policy that holds a",
      "// secret is read from the stack's secret config: this program never holds a secret.",
      'const storefrontEndpoint = new ingress.CloudEndpoint("storefrontEndpoint", {',
      `  adoptId: "${shop}",`,
      '  url: "https://shop.example.com",',
      String.raw`  trafficPolicy: "on_http_request:\n  - actions:\n      - type: forward-internal\n        config:\n          url: https://app.internal\n",`,
      '  description: "Storefront",',
      '  bindings: ["public"],',
      "});",
      "",
      'const appInternalEndpoint = new ingress.CloudEndpoint("appInternalEndpoint", {',
      `  adoptId: "${app}",`,
      '  url: "https://app.internal",',
      String.raw`  trafficPolicy: "{\"on_http_request\":[{\"actions\":[{\"type\":\"deny\",\"config\":{\"status_code\":404}}]}]}",`,
      String.raw`  metadata: "{\"team\":\"web\"}",`,
      '  bindings: ["internal"],',
      "  poolingEnabled: true,",
      "});",
      "",
      'const adminExampleComEndpoint = new ingress.CloudEndpoint("adminExampleComEndpoint", {',
      `  adoptId: "${admin}",`,
      '  url: "https://admin.example.com",',
      '  trafficPolicy: config.requireSecret("adminExampleComEndpointTrafficPolicy"),',
      '  bindings: ["public"],',
      "});",
      "",
    ].join("\n"),
    stderr:
      "pulumi-ingress import: 3 cloud endpoints on stdout\n" +
      "pulumi-ingress import: set the value that holds a secret, which the program does not write, to the text the service holds (each command asks for it, or reads it from stdin):\n" +
      "  pulumi config set --secret adminExampleComEndpointTrafficPolicy\n",
  });
  expect(calls()).toEqual(["GET /endpoints 200"]);
});

test("one conversion: each declared endpoint, its policy's secret config set to the text held, is the endpoint by the provider's diff (the adopting up sends no PATCH)", async () => {
  const client = new IngressClient({ apiKey: emulator.apiKey, baseUrl: emulator.baseUrl });
  const { account } = await readAccount(client, { only: new Set(["CloudEndpoint"] as const), ids: new Map() }, () => undefined);
  const program = planProgram(account);
  const held = new Map(account.CloudEndpoint.map((e) => [e.id, e]));
  const evaluate = (v: Value, e: Endpoint): unknown => {
    if (v instanceof Code) return v.text.startsWith("config.requireSecret(") ? e.traffic_policy : v.text;
    if (Array.isArray(v)) return v.map((x: Value) => evaluate(x, e));
    return typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, evaluate(x as Value, e)])) : v;
  };
  expect(program.declarations.map((d) => [d.kind, d.id])).toEqual(ids.endpoints.map((id) => ["CloudEndpoint", id]));
  for (const d of program.declarations) {
    const e = held.get(d.id) as Endpoint;
    const { adoptId: _, ...inputs } = evaluate(d.args, e) as Record<string, unknown>;
    expect([d.name, await endpointDiff(d.id, camelKeys(e) as never, inputs as never)]).toEqual([d.name, { changes: false, replaces: [], deleteBeforeReplace: false }]);
  }
});

test("endpoints the API lists of other types (agent, edge) are left out, and the summary says so", async () => {
  const server = await startServer();
  try {
    const at = "2026-01-02T03:04:05Z";
    const cloud = { id: "ep_cloud1", type: "cloud", created_at: at, url: "https://shop.example.com", hostport: "shop.example.com:443", proto: "https", traffic_policy: POLICIES.shop, bindings: ["public"], pooling_enabled: false };
    const agent = { id: "ep_agent1", type: "agent", created_at: at, url: "https://1234.ngrok.app", hostport: "1234.ngrok.app:443", proto: "https", bindings: ["public"] };
    const edge = { id: "ep_edge1", type: "edge", created_at: at, url: "https://app.example.com", hostport: "app.example.com:443", edge: { id: "edghts_app", uri: `${server.baseUrl}/edges/https/edghts_app` } };
    const page = (endpoints: unknown[]) => ({ status: 200, json: { endpoints, uri: `${server.baseUrl}/endpoints`, next_page_uri: null } });
    server.queue(page([agent, cloud, edge]), page([agent]));
    process.env.INGRESS_BASE_URL = server.baseUrl;
    const r = await run(["import", "--only", "endpoints"]);
    expect([r.code, r.stderr]).toEqual([
      0,
      "pulumi-ingress import: 1 cloud endpoint on stdout\n" +
        "pulumi-ingress import: left out 2 endpoints not of type cloud (agent and edge endpoints belong to their agents and edges)\n",
    ]);
    expect(r.stdout).toContain('const shopExampleComEndpoint = new ingress.CloudEndpoint("shopExampleComEndpoint", {\n  adoptId: "ep_cloud1",\n');
    expect(r.stdout).not.toMatch(/ep_agent1|ep_edge1/);
    expect(await run(["import", "--only", "endpoints"])).toEqual({
      code: 0,
      stdout: "",
      stderr: "pulumi-ingress import: nothing to import\npulumi-ingress import: left out 1 endpoint not of type cloud (agent and edge endpoints belong to their agents and edges)\n",
    });
    expect(server.requests.map((q) => `${q.method} ${q.url}`)).toEqual(["GET /endpoints?limit=100", "GET /endpoints?limit=100"]);
  } finally {
    await server.close();
  }
});

test("a route's traffic policy module holding a secret is read from stack config as the service holds it, as an endpoint's policy is; one without a secret is written as it is", async () => {
  const shared = emulator;
  emulator = await startEmulator({ seed: { edges: [{ id: "edghts_ops", hostports: ["ops.example.com:443"], description: "Ops" }] } });
  try {
    const guarded = `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials: ["${BASIC_AUTH}"]\n`;
    const open = "on_http_request:\n  - actions:\n      - type: deny\n";
    const route = (match: string, value: string, description: string) => post("/edges/https/edghts_ops/routes", { match_type: "path_prefix", match, description, traffic_policy: { value } });
    await route("/admin", guarded, "Admin");
    await route("/closed", open, "Closed");
    process.env.INGRESS_BASE_URL = emulator.baseUrl;
    const r = await run(["import", "--only", "routes"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  trafficPolicy: { value: config.requireSecret("adminRouteTrafficPolicy") },\n');
    expect(r.stdout).toContain(`  trafficPolicy: { value: ${JSON.stringify(open)} },\n`);
    expect(r.stderr).toBe(
      "pulumi-ingress import: 2 routes on stdout\n" +
        "pulumi-ingress import: set the value that holds a secret, which the program does not write, to the text the service holds (each command asks for it, or reads it from stdin):\n" +
        "  pulumi config set --secret adminRouteTrafficPolicy\n",
    );
    expect(r.stdout + r.stderr).not.toContain(BASIC_AUTH);
  } finally {
    await emulator.close();
    emulator = shared;
  }
});

test("the vocabulary is the registry's: each family found by an --only word or an id flag, named in the usage, introduced in the program", () => {
  expect(ONLY_WORDS.slice(0, 4)).toEqual(["certificates", "routes", "subscriptions", "endpoints"]);
  const usage = USAGE.replace(/\s+/g, " ");
  for (const name of FAMILY_NAMES) {
    const { find, summary, intro, noun } = FAMILIES[name].importing;
    const word = find.from === "ids" ? `[--${find.flag} ID]...` : find.only;
    expect([name, usage.includes(word), usage.includes(summary), intro.length > 0, noun.length > 0]).toEqual([name, true, true, true, true]);
  }
});

test("a destination with no target a program can declare (a state the service never holds, written into the state file): left out in one line naming it", async () => {
  const shared = emulator;
  const statePath = path.join(dir(), "state.json");
  const seeded = await startEmulator({ statePath, seed: { eventDestinations: [{ id: "ed_empty" }, { id: "ed_kept" }] } });
  await seeded.close();
  const file = JSON.parse(await readFile(statePath, "utf8")) as { state: { event_destinations: Record<string, { target: unknown }> } };
  (file.state.event_destinations["ed_empty"] as { target: unknown }).target = {};
  await writeFile(statePath, JSON.stringify(file));
  emulator = await startEmulator({ statePath });
  try {
    process.env.INGRESS_BASE_URL = emulator.baseUrl;
    const r = await run(["import", "--only", "destinations"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      "pulumi-ingress import: 1 event destination on stdout\n" +
        "pulumi-ingress import: left out event destination ed_empty: no target of a kind a program can declare (firehose, kinesis, cloudwatch_logs, datadog, azure_logs_ingestion); give each a target, then import again\n",
    );
    expect(r.stdout).toContain('  adoptId: "ed_kept",\n');
    expect(r.stdout).not.toContain("ed_empty");
  } finally {
    await emulator.close();
    emulator = shared;
  }
});

test("a long walk says how far it got on stderr", async () => {
  const shared = emulator;
  emulator = await startEmulator({ seed: { eventDestinations: [{ id: "ed_audit" }] } });
  try {
    for (let i = 0; i < 201; i++) await post("/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_audit"], metadata: `n${i}` });
    process.env.INGRESS_BASE_URL = emulator.baseUrl;
    emulator.clearLog();
    const r = await run(["import", "--only", "subscriptions"]);
    expect(r.stderr).toBe(
      "pulumi-ingress import: 100 event subscriptions read so far…\n" +
        "pulumi-ingress import: 200 event subscriptions read so far…\n" +
        "pulumi-ingress import: 201 event subscriptions on stdout\n",
    );
    expect(calls()).toEqual(["GET /event_subscriptions 200", "GET /event_subscriptions 200", "GET /event_subscriptions 200"]);
  } finally {
    await emulator.close();
    emulator = shared;
  }
}, 60_000);

describe("each bad input: one line, a non-zero exit, nothing written", () => {
  const out = () => path.join(dir(), "imported");
  const stopped = async (args: string[], line: string | RegExp): Promise<void> => {
    const r = await run(["import", "--out", "imported", ...args]);
    expect([r.code, r.stdout]).toEqual([1, ""]);
    expect(r.stderr.split("\n")).toHaveLength(2);
    if (typeof line === "string") expect(r.stderr).toBe(`${line}\n`);
    else expect(r.stderr).toMatch(line);
    expect(await filesUnder(dir())).toEqual([]);
    expect(await readdir(dir())).toEqual([]);
  };

  test("a wrong key", async () => {
    process.env.INGRESS_API_KEY = "wrong-key";
    await stopped(
      [],
      "pulumi-ingress import: the service refused the API key from the INGRESS_API_KEY environment variable (401 ERR_INVALID_CREDENTIALS: the API key is not valid); " +
        "set the right key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable; nothing was written",
    );
    expect(calls()).toEqual(["GET /tls_certificates 401"]);
  });

  test("a port where nothing listens", async () => {
    const closed = await closedPort();
    process.env.INGRESS_BASE_URL = `http://127.0.0.1:${closed.port}`;
    try {
      await stopped(
        [],
        new RegExp(
          `^pulumi-ingress import: cannot reach the API at http://127\\.0\\.0\\.1:\\d+ \\(from the INGRESS_BASE_URL environment variable\\): connection refused \\(ECONNREFUSED\\) on 5 attempts; ` +
            "check `ingress:baseUrl` or the INGRESS_BASE_URL environment variable; nothing was written\\n$",
        ),
      );
    } finally {
      await closed.release();
    }
  }, 60_000);

  test("a key that may not read a family (403)", async () => {
    const server = await startServer();
    try {
      server.queue({ status: 403, json: { error_code: "ERR_FORBIDDEN", status_code: 403, msg: "this key may not read event subscriptions", details: { operation_id: "op_1" } } });
      process.env.INGRESS_BASE_URL = server.baseUrl;
      await stopped(
        ["--only", "subscriptions"],
        "pulumi-ingress import: the API key from the INGRESS_API_KEY environment variable may not read /event_subscriptions (403 ERR_FORBIDDEN: this key may not read event subscriptions); " +
          "import with a key that may, or leave that family out with --only; nothing was written",
      );
      expect(server.requests.map((q) => `${q.method} ${q.url}`)).toEqual(["GET /event_subscriptions?limit=100"]);
    } finally {
      await server.close();
    }
  });

  test("an --edge the account does not have", async () => {
    await stopped(["--edge", "edghts_nope"], "pulumi-ingress import: no HTTPS edge edghts_nope on the account (the account has 2 HTTPS edges); nothing was written");
  });

  test("no key at all", async () => {
    delete process.env.INGRESS_API_KEY;
    await stopped([], "pulumi-ingress import: missing credentials: set the API key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable; nothing was written");
    expect(calls()).toEqual([]);
  });

  test("--out naming a folder with files in it", async () => {
    await mkdir(out());
    await writeFile(path.join(out(), "index.ts"), "// mine\n");
    const r = await run(["import", "--out", "imported"]);
    expect(r).toEqual({ code: 1, stdout: "", stderr: `pulumi-ingress import: ${out()} is not empty: --out takes a new or empty folder; nothing was written\n` });
    expect(await filesUnder(dir())).toEqual(["imported/index.ts"]);
  });

  test("a bad command line exits 2 with the usage", async () => {
    for (const [args, line] of [
      [["--only", "edges"], `pulumi-ingress import: --only takes ${ONLY_WORDS.join(", ")}; got "edges"`],
      [["--edge", "app"], 'pulumi-ingress import: --edge takes an id of the form edghts_<id>; got "app"'],
      [["--only", "certificates", "--edge", "edghts_app"], "pulumi-ingress import: --edge selects routes, which --only leaves out"],
      [["--bogus"], /^pulumi-ingress import: Unknown option '--bogus'/],
      [["--format", "yaml"], 'pulumi-ingress import: --format takes typescript or pulumi-import; got "yaml"'],
      [["--format", "pulumi-import", "--out", "x"], "pulumi-ingress import: --format pulumi-import writes the file on stdout (redirect it: > import.json); --out is for the program"],
    ] as const) {
      const r = await run(["import", ...args]);
      const first = typeof line === "string" ? line : expect.stringMatching(line);
      expect([r.code, r.stdout, r.stderr.split("\n")[0], r.stderr.split("\n")[1]]).toEqual([2, "", first, expect.stringMatching(/^usage: pulumi-ingress import /)]);
    }
    expect(calls()).toEqual([]);
  });
});

describe("in a Pulumi project: the stack's config gives the settings, and --stack leaves out what it manages", () => {
  /** A stand-in for the Pulumi CLI that answers `config` and `stack export` for stack `dev`, and records its arguments. */
  async function fakePulumi(state: unknown): Promise<string> {
    const bin = path.join(dir(), "fake-pulumi");
    const config = JSON.stringify({ "ingress:baseUrl": { value: emulator.baseUrl }, "ingress:apiKey": { value: emulator.apiKey, secret: true } });
    await writeFile(path.join(dir(), "state.json"), JSON.stringify(state));
    await writeFile(
      bin,
      `#!/bin/sh\necho "$@" >> "${path.join(dir(), "pulumi-calls")}"\ncase "$1 $2" in\n  "config --json") echo '${config}' ;;\n  "stack export") cat "${path.join(dir(), "state.json")}" ;;\n  *) echo "unexpected: $*" >&2; exit 1 ;;\nesac\n`,
    );
    await chmod(bin, 0o755);
    await writeFile(path.join(dir(), "Pulumi.yaml"), "name: mine\nruntime: nodejs\n");
    return bin;
  }

  test("re-run against a stack: only what it does not hold", async () => {
    delete process.env.INGRESS_API_KEY;
    delete process.env.INGRESS_BASE_URL;
    const token = (t: string) => `pulumi-nodejs:dynamic/ingress:${t}`;
    const bin = await fakePulumi({
      deployment: {
        resources: [
          { urn: `urn:pulumi:dev::mine::${token("TlsCertificate")}::appExampleComCert`, type: token("TlsCertificate"), id: ids.cert },
          { urn: `urn:pulumi:dev::mine::${token("HttpsEdgeRoute")}::mainAppRoute`, type: token("HttpsEdgeRoute"), id: ids.route },
          ...ids.endpoints.map((id, i) => ({ urn: `urn:pulumi:dev::mine::${token("CloudEndpoint")}::endpoint${i}`, type: token("CloudEndpoint"), id })),
        ],
      },
    });
    const sub = await run(["import", "--stack", "dev", "--pulumi", bin, "--cwd", dir()], tmpdir());
    expect(sub).toMatchObject({ code: 0, stderr: "pulumi-ingress import: 1 event subscription and 1 event destination on stdout\npulumi-ingress import: left out 5 items that stack dev already manages\n" });
    expect(sub.stdout).toContain(`const auditSubscription = new ingress.EventSubscription("auditSubscription", {`);
    expect(sub.stdout).not.toContain("mainAppEdge");
    expect((await readFile(path.join(dir(), "pulumi-calls"), "utf8")).split("\n")).toEqual([
      "config --json --show-secrets --stack dev --non-interactive",
      "stack export --stack dev --non-interactive",
      "",
    ]);
    expect(calls()).toEqual(EVERY_WALK);
  });

  test("a project with no stack selected: the environment gives the settings", async () => {
    const bin = path.join(dir(), "no-stack-pulumi");
    await writeFile(bin, "#!/bin/sh\necho 'error: no stack selected; please use `pulumi stack select` or `pulumi stack init` to choose one' >&2\nexit 1\n");
    await chmod(bin, 0o755);
    await writeFile(path.join(dir(), "Pulumi.yaml"), "name: mine\nruntime: nodejs\n");
    const r = await run(["import", "--only", "subscriptions", "--pulumi", bin]);
    expect([r.code, r.stderr]).toEqual([0, "pulumi-ingress import: 1 event subscription on stdout\n"]);
    const named = await run(["import", "--only", "subscriptions", "--pulumi", bin, "--stack", "dev"]);
    expect(named).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "pulumi-ingress import: `pulumi config --json --show-secrets` failed: error: no stack selected; please use `pulumi stack select` or `pulumi stack init` to choose one; nothing was written\n",
    });
  });

  test("--stack outside a project", async () => {
    const r = await run(["import", "--stack", "dev"]);
    expect(r).toEqual({ code: 1, stdout: "", stderr: "pulumi-ingress import: --stack dev is read in its project: run in the project's folder or pass --cwd DIR; nothing was written\n" });
  });
});

describe("after ngrok's sunset of edges (emulator edges modes)", () => {
  afterEach(() => emulator.setEdges("writable"));

  test("a read-only account: the same program as on a writable one, from reads only", async () => {
    emulator.setEdges("read-only");
    const r = await run(["import"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(await programFor(true));
    expect(calls().filter((c) => !c.startsWith("GET "))).toEqual([]);
    expect(calls()).toContain("GET /edges/https 200");
  });

  test("an account whose edges are gone: one line saying so and where to go, nothing written", async () => {
    emulator.setEdges("gone");
    const r = await run(["import", "--out", "imported"]);
    expect([r.code, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toMatch(
      /^pulumi-ingress import: GET \/edges\/https failed: 403 ERR_NGROK_7008 this account's edges are gone since ngrok's sunset of edges: they and their routes can no longer be read or changed; their replacement is a cloud endpoint \(docs\/leaving-edges\.md\) \(operation op_[0-9A-Za-z]{27}\); nothing was written\n$/,
    );
    expect(await filesUnder(dir())).toEqual([]);
  });
});
