// `pulumi-ingress migrate` run in process against the emulator: the policy it writes for an edge's
// routes (secrets read from a vault, never written), its report, the one call it makes, and each
// refusal or bad input as lines that write nothing.
import { readFile, readdir } from "node:fs/promises";
import * as path from "node:path";
import { parse } from "yaml";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { translateRoutes, type MigrationRoute } from "../../provider/resources/httpsEdgeRoute/toPolicy/translate";
import { type CommandRun, createdId, newFolderEachTest, runCommand } from "../support/commandRuns";
import { line } from "../support/requestLog";

const OIDC_SECRET = "oidc-S3CRET-7f1c";
const OAUTH_SECRET = "oauth-S3CRET-99aa";

let emulator: Emulator;
const ids: Record<string, string> = {};

const post = (pathname: string, body: unknown): Promise<string> => createdId(emulator, pathname, body);

beforeAll(async () => {
  emulator = await startEmulator({
    seed: {
      edges: [
        { id: "edghts_app", hostports: ["app.example.com:443"] },
        { id: "edghts_saml", hostports: ["sso.example.com:443"] },
      ],
      backends: [{ id: "bkdtg_web" }, { id: "bkdtg_api" }],
      ipPolicies: [{ id: "ipp_office" }],
    },
  });
  ids["root"] = await post("/edges/https/edghts_app/routes", {
    match_type: "path_prefix",
    match: "/",
    description: "site",
    backend: { backend_id: "bkdtg_web" },
    oauth: { provider: { google: { client_id: "app-id", client_secret: OAUTH_SECRET, email_domains: ["example.com"] } } },
  });
  ids["api"] = await post("/edges/https/edghts_app/routes", {
    match_type: "path_prefix",
    match: "/api",
    backend: { backend_id: "bkdtg_api" },
    ip_restriction: { ip_policy_ids: ["ipp_office"] },
    oidc: { issuer: "https://id.example.com", client_id: "api", client_secret: OIDC_SECRET },
    request_headers: { add: { "x-from": "edge" }, remove: ["cookie"] },
  });
  ids["health"] = await post("/edges/https/edghts_app/routes", { match_type: "exact_path", match: "/health", backend: { backend_id: "bkdtg_api" } });
  ids["sso"] = await post("/edges/https/edghts_saml/routes", {
    match_type: "path_prefix",
    match: "/",
    backend: { backend_id: "bkdtg_web" },
    saml: { idp_metadata: "<EntityDescriptor/>" },
  });
}, 60_000);

afterAll(() => emulator.close());

const dir = newFolderEachTest("migrate-command-", () => emulator);

const run = (args: string[]): Promise<CommandRun> => runCommand(["migrate", ...args], { cwd: dir() });

const calls = (): string[] => emulator.log.map(line);
const BACKENDS = ["--backend", "bkdtg_web=https://web.internal", "--backend", "bkdtg_api=https://api.internal,https://api-standby.internal"];

/** The routes as the service holds them, secrets replaced by the vault's reads. */
function expectedRoutes(vault: string): MigrationRoute[] {
  const secret = (name: string): string => `\${secrets.get('${vault}', '${name}')}`;
  return [
    {
      id: ids["root"],
      match_type: "path_prefix",
      match: "/",
      description: "site",
      backend: { enabled: true, backend_id: "bkdtg_web" },
      oauth: {
        enabled: true,
        provider: { google: { client_id: "app-id", client_secret: secret(`${ids["root"]}-oauth-google-client-secret`.replace(/_/g, "-")), email_domains: ["example.com"] } },
      },
    },
    {
      id: ids["api"],
      match_type: "path_prefix",
      match: "/api",
      backend: { enabled: true, backend_id: "bkdtg_api" },
      ip_restriction: { enabled: true, ip_policy_ids: ["ipp_office"] },
      oidc: { enabled: true, issuer: "https://id.example.com", client_id: "api", client_secret: secret(`${ids["api"]}-oidc-client-secret`.replace(/_/g, "-")) },
      request_headers: { enabled: true, add: { "x-from": "edge" }, remove: ["cookie"] },
    },
    { id: ids["health"], match_type: "exact_path", match: "/health", backend: { enabled: true, backend_id: "bkdtg_api" } },
  ] as MigrationRoute[];
}

test("writes the policy of the edge's routes on stdout, with one GET and no secret", async () => {
  const r = await run(["--format", "yaml", "--edge", "edghts_app", ...BACKENDS]);
  expect(r.code).toBe(0);
  expect(calls()).toEqual(["GET /edges/https/edghts_app 200"]);
  const [first, second, ...rest] = r.stdout.split("\n");
  expect([first, second]).toEqual([
    "# Traffic Policy equivalent to the 3 routes of HTTPS edge edghts_app, written by pulumi-ingress migrate.",
    "# For a Cloud Endpoint on https://app.example.com.",
  ]);
  const backends = { bkdtg_web: "https://web.internal", bkdtg_api: { failover: ["https://api.internal", "https://api-standby.internal"] } };
  expect(parse(rest.join("\n"))).toEqual(translateRoutes(expectedRoutes("pulumi-ingress"), { backends }).policy);
  expect(r.stdout).not.toContain(OIDC_SECRET);
  expect(r.stderr).not.toContain(OIDC_SECRET);
  expect(r.stdout + r.stderr).not.toContain(OAUTH_SECRET);
  expect(await readdir(dir())).toEqual([]);
});

test("the report: one block per route, one line per module, and the vault secrets to store", async () => {
  const r = await run(["--format", "yaml", "--edge", "edghts_app", ...BACKENDS, "--vault", "team-secrets"]);
  expect(r.code).toBe(0);
  const lines = r.stderr.trimEnd().split("\n");
  expect(lines[0]).toBe("pulumi-ingress migrate: HTTPS edge edghts_app: 3 routes → Traffic Policy on stdout");
  const titles = lines.filter((l) => /^pulumi-ingress migrate: route /.test(l)).map((l) => l.replace(/ when .*/, ""));
  expect(titles).toEqual([
    `pulumi-ingress migrate: route "site" (${ids["root"]})`,
    `pulumi-ingress migrate: route "path_prefix /api" (${ids["api"]})`,
    `pulumi-ingress migrate: route "exact_path /health" (${ids["health"]})`,
  ]);
  const modules = lines.filter((l) => l.startsWith("  ") && !l.includes("secrets")).map((l) => l.trim().split(":")[0]);
  expect(modules.filter((m) => m?.startsWith("converted") || m?.startsWith("caveat"))).toHaveLength(lines.filter((l) => /^ {2}(converted|caveat)/.test(l)).length);
  expect(lines.slice(-3)).toEqual([
    `pulumi-ingress migrate: the policy reads 2 secrets the service never returns from the vault "team-secrets"; store each there before using it (traffic-policy/secrets):`,
    `  ${`${ids["root"]}-oauth-google-client-secret`.replace(/_/g, "-")}  route "site" (${ids["root"]}): oauth provider.google.client_secret`,
    `  ${`${ids["api"]}-oidc-client-secret`.replace(/_/g, "-").padEnd(`${ids["root"]}-oauth-google-client-secret`.length)}  route "path_prefix /api" (${ids["api"]}): oidc client_secret`,
  ]);
});

test("--out writes the policy to a file, and again only when it is the same", async () => {
  const r = await run(["--format", "yaml", "--edge", "edghts_app", ...BACKENDS, "--out", "policy.yml"]);
  expect(r.code).toBe(0);
  expect(r.stdout).toBe("");
  const written = await readFile(path.join(dir(), "policy.yml"), "utf8");
  expect(r.stderr.split("\n")[0]).toBe("pulumi-ingress migrate: HTTPS edge edghts_app: 3 routes → Traffic Policy on policy.yml");
  expect((await run(["--format", "yaml", "--edge", "edghts_app", ...BACKENDS, "--out", "policy.yml"])).code).toBe(0);
  const other = await run(["--format", "yaml", "--edge", "edghts_app", "--backend", "bkdtg_web=https://web2.internal", "--backend", "bkdtg_api=https://api.internal", "--out", "policy.yml"]);
  expect([other.code, other.stderr]).toEqual([
    1,
    `pulumi-ingress migrate: ${path.join(dir(), "policy.yml")} already holds something else: --out takes a new file; nothing was written\n`,
  ]);
  expect(await readFile(path.join(dir(), "policy.yml"), "utf8")).toBe(written);
});

test("--out DIR writes a program: the edge's items adopted, a vault secret per secret the policy reads, the endpoint, the routes until step 2", async () => {
  const r = await run(["--edge", "edghts_app", ...BACKENDS, "--out", "prog"]);
  expect([r.code, r.stdout]).toEqual([0, ""]);
  expect(calls()).toEqual(["GET /edges/https/edghts_app 200", "GET /ip_policies/ipp_office 200", "GET /reserved_domains 200", "GET /vaults 200"]);
  expect(await readdir(path.join(dir(), "prog"))).toEqual([".gitignore", "Pulumi.yaml", "README.md", "index.ts", "package.json", "tsconfig.json"]);
  const index = await readFile(path.join(dir(), "prog", "index.ts"), "utf8");
  expect([...index.matchAll(/^const (\w+) = new ingress\.(\w+)\(/gm)].map((m) => `${m[2]} ${m[1]}`)).toEqual([
    "IpPolicy ipPolicy",
    "Vault pulumiIngressVault",
    "Secret siteRouteOauthGoogleClientSecret",
    "Secret apiRouteOidcClientSecret",
    "CloudEndpoint appExampleComEndpoint",
    "HttpsEdgeRoute siteRoute",
    "HttpsEdgeRoute apiRoute",
    "HttpsEdgeRoute healthRoute",
  ]);
  expect(index).toContain('const webInternalUrl = "https://web.internal";\n');
  expect(index).toContain('const apiInternalUrl = "https://api.internal";\n');
  expect(index).toContain("const trafficPolicy = pulumi.all({ ipPolicy: ipPolicy.id }).apply(\n  (ipPolicies): ingress.TrafficPolicy => ({\n");
  expect(index).toContain(
    [
      'const appExampleComEndpoint = new ingress.CloudEndpoint("appExampleComEndpoint", {',
      '  url: "https://app.example.com",',
      '  description: "HTTPS edge edghts_app, migrated by pulumi-ingress migrate",',
      "  trafficPolicy: trafficPolicy,",
      "  vault: pulumiIngressVault,",
      "}, { dependsOn: [siteRouteOauthGoogleClientSecret, apiRouteOidcClientSecret] });",
    ].join("\n"),
  );
  expect(index).toContain(`  name: "${`${ids["api"]}-oidc-client-secret`.replace(/_/g, "-")}",\n  value: config.requireSecret("apiRouteOidcClientSecret"),\n`);
  expect(index).toContain("  ipRestriction: { ipPolicyIds: [ipPolicy.id] },\n");
  expect(index.match(/\}, \{ retainOnDelete: true, dependsOn: \[appExampleComEndpoint\] \}\);\n/g)).toHaveLength(3);
  const lines = r.stderr.trimEnd().split("\n");
  expect(lines[0]).toBe("pulumi-ingress migrate: HTTPS edge edghts_app: 3 routes → Pulumi program in prog");
  expect(lines.slice(-4)).toEqual([
    "pulumi-ingress migrate: set the 2 secrets the service never returns (each command asks for its value; the value the route holds):",
    "  pulumi config set --secret siteRouteOauthGoogleClientSecret",
    "  pulumi config set --secret apiRouteOidcClientSecret",
    "pulumi-ingress migrate: next: see prog/README.md",
  ]);
  const written = (await Promise.all((await readdir(path.join(dir(), "prog"))).map((f) => readFile(path.join(dir(), "prog", f), "utf8")))).join("\n");
  for (const secret of [OIDC_SECRET, OAUTH_SECRET]) expect(written).not.toContain(secret);
  const again = await run(["--edge", "edghts_app", ...BACKENDS, "--out", "prog"]);
  expect([again.code, again.stderr]).toEqual([1, `pulumi-ingress migrate: ${path.join(dir(), "prog")} is not empty: --out takes a new or empty folder; nothing was written\n`]);
});

test("--out DIR with a vault the account has: the vault and the secrets it already holds are adopted, the others created", async () => {
  const vaultId = await post("/vaults", { name: "team-secrets" });
  const oidcName = `${ids["api"]}-oidc-client-secret`.replace(/_/g, "-");
  const storedId = await post("/vault_secrets", { vault_id: vaultId, name: oidcName, value: "old-value" });
  emulator.clearLog();
  try {
    const r = await run(["--edge", "edghts_app", ...BACKENDS, "--vault", "team-secrets", "--out", "prog"]);
    expect(r.code).toBe(0);
    expect(calls()).toEqual(["GET /edges/https/edghts_app 200", "GET /ip_policies/ipp_office 200", "GET /reserved_domains 200", "GET /vaults 200", "GET /vault_secrets 200"]);
    const index = await readFile(path.join(dir(), "prog", "index.ts"), "utf8");
    expect(index).toContain(`const teamSecretsVault = new ingress.Vault("teamSecretsVault", {\n  adoptId: "${vaultId}",\n  name: "team-secrets",\n});\n`);
    expect(index).toContain(
      `const apiRouteOidcClientSecret = new ingress.Secret("apiRouteOidcClientSecret", {\n  adoptId: "${storedId}",\n  vaultId: teamSecretsVault.id,\n  name: "${oidcName}",\n  value: config.requireSecret("apiRouteOidcClientSecret"),\n});\n`,
    );
    expect(index).toContain(`const siteRouteOauthGoogleClientSecret = new ingress.Secret("siteRouteOauthGoogleClientSecret", {\n  vaultId: teamSecretsVault.id,\n`);
    expect(index).not.toContain("pulumiIngressVault");
  } finally {
    await fetch(`${emulator.baseUrl}/vault_secrets/${storedId}`, { method: "DELETE", headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2" } });
    await fetch(`${emulator.baseUrl}/vaults/${vaultId}`, { method: "DELETE", headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2" } });
  }
});

test("a SAML route is refused with the documented alternative, and --drop saml leaves it out", async () => {
  const r = await run(["--format", "yaml", "--edge", "edghts_saml", "--backend", "bkdtg_web=https://web.internal", "--out", "p.yml"]);
  expect(r.code).toBe(1);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(new RegExp(`^pulumi-ingress migrate: cannot translate 1 module to Traffic Policy:\n  - route "path_prefix /" \\(${ids["sso"]}\\), module saml: .*; to leave it out instead, pass drop: \\["saml"\\]; nothing was written\n$`));
  expect(await readdir(dir())).toEqual([]);
  const dropped = await run(["--format", "yaml", "--edge", "edghts_saml", "--backend", "bkdtg_web=https://web.internal", "--drop", "saml"]);
  expect(dropped.code).toBe(0);
  expect(dropped.stderr).toContain(`\n  dropped   saml: left out as asked (drop: "saml")\n`);
});

test("a backend left unmapped is refused, naming it", async () => {
  const r = await run(["--format", "yaml", "--edge", "edghts_app", "--backend", "bkdtg_web=https://web.internal"]);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain(`module backend: backend bkdtg_api is not mapped; add it to options.backends`);
});

test.each([
  [[], "--edge is required"],
  [["--edge", "rt_1"], `--edge takes an id of the form edghts_<id>; got "rt_1"`],
  [["--edge", "edghts_app", "--backend", "web=https://x"], `--backend takes BACKEND_ID=URL (bkdtg_123=https://app.internal); got "web=https://x"`],
  [["--edge", "edghts_app", "--backend", "bkdtg_web=app.internal"], `--backend bkdtg_web takes ID=URL with an absolute URL (https://app.internal); got "app.internal"`],
  [["--edge", "edghts_app", "--backend", "bkdtg_web=ftp://x"], `--backend bkdtg_web: the URL must be http:// or https://; got "ftp://x"`],
  [["--edge", "edghts_app", "--backend", "bkdtg_web=https://a", "--backend", "bkdtg_web=https://b"], "--backend names bkdtg_web twice"],
  [["--edge", "edghts_app", "--drop", "oauth"], `--drop takes saml, websocket_tcp_converter, weighted_backend, oauth_github_teams, traffic_policy; got "oauth"`],
  [["--edge", "edghts_app", "--vault", "a b"], `--vault takes a name of letters, digits, "-" and "_"; got "a b"`],
  [["--edge", "edghts_app"], "--out DIR is required: the folder of the program (or --format yaml for the policy alone)"],
  [["--edge", "edghts_app", "--format", "json"], `--format takes program or yaml; got "json"`],
])("bad command line %j: one line and the usage, exit 2, no call", async (args, message) => {
  const r = await run(args);
  expect(r.code).toBe(2);
  expect(r.stderr.split("\n")[0]).toBe(`pulumi-ingress migrate: ${message}`);
  expect(r.stderr).toContain("usage: pulumi-ingress migrate --edge ID");
  expect(calls()).toEqual([]);
});

test("an edge the account does not have: the client's 404 in one line, nothing written", async () => {
  const r = await run(["--edge", "edghts_nope", "--out", "p.yml"]);
  expect(r.code).toBe(1);
  expect(r.stderr.split("\n")).toHaveLength(2);
  expect(r.stderr).toMatch(/^pulumi-ingress migrate: .*404.*; nothing was written\n$/);
  expect(await readdir(dir())).toEqual([]);
});

describe("after ngrok's sunset of edges (emulator edges modes)", () => {
  afterEach(() => emulator.setEdges("writable"));

  test("a read-only account: the policy as on any other, from the one GET", async () => {
    emulator.setEdges("read-only");
    const r = await run(["--format", "yaml", "--edge", "edghts_app", ...BACKENDS]);
    expect(r.code).toBe(0);
    expect(calls()).toEqual(["GET /edges/https/edghts_app 200"]);
    expect(r.stdout.split("\n")[0]).toBe("# Traffic Policy equivalent to the 3 routes of HTTPS edge edghts_app, written by pulumi-ingress migrate.");
  });

  test.each([[["--out", "program"]], [["--format", "yaml"]]])("an account whose edges are gone (%j): one line saying so and where to go, nothing written", async (format) => {
    emulator.setEdges("gone");
    const r = await run(["--edge", "edghts_app", ...BACKENDS, ...format]);
    expect([r.code, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toMatch(
      /^pulumi-ingress migrate: GET \/edges\/https\/edghts_app failed: 403 ERR_NGROK_7008 this account's edges are gone since ngrok's sunset of edges: they and their routes can no longer be read or changed; their replacement is a cloud endpoint \(docs\/leaving-edges\.md\) \(operation op_[0-9A-Za-z]{27}\); nothing was written\n$/,
    );
    expect(await readdir(dir())).toEqual([]);
  });
});
