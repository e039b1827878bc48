// `pulumi-ingress import` as users run it (the bin installed in the user project, the account's URL
// and key in the environment) against a realistic account: 3 edges, 12 routes using all 13 modules
// (secrets in OAuth, OIDC and webhook modules), 8 certificates, 4 subscriptions, 4 cloud endpoints
// (policies in YAML and JSON, one holding a secret; public and internal, pooled). The project it
// writes type-checks under `tsc --strict`, and under the real engine `pulumi up` adopts everything
// with GETs alone, a preview then makes no call, and one edited module is one PATCH.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { LocalWorkspace, type Stack } from "@pulumi/pulumi/automation";
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { makeChain } from "../support/certs";
import { LATER_FAMILY_PATHS, postLaterFamilies } from "../support/laterFamilies";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, outOfBand, pemLines, type Run, startRun, userProject } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = {
  github: "gh-client-S3CRET-1b9e",
  oidc: "oidc-client-S3CRET-58ad",
  slack: "slack-signing-S3CRET-c0d2",
  githubHook: "github-hook-S3CRET-77f4",
  basicAuth: "ops:basic-auth-S3CRET-3d9a",
};
const IDP_METADATA = '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/saml"/>';

const SEED = {
  edges: [
    { id: "edghts_app", hostports: ["app.example.com:443"], description: "Customer app" },
    { id: "edghts_admin", hostports: ["admin.example.com:443"], description: "Back office" },
    { id: "edghts_hooks", hostports: ["hooks.example.com:443"] },
  ],
  backends: [{ id: "bkdtg_app" }, { id: "bkdtg_admin" }, { id: "bkdtg_hooks" }],
  ipPolicies: [{ id: "ipp_office" }, { id: "ipp_vpn" }],
  // Targets that sign in with a role: the service returns all of them, so the import declares them whole.
  eventDestinations: [
    { id: "ed_siem", description: "SIEM", target: { cloudwatch_logs: { log_group_arn: "arn:aws:logs:eu-west-1:123456789012:log-group:siem", auth: { role: { role_arn: "arn:aws:iam::123456789012:role/ngrok-siem" } } } } },
    { id: "ed_chat", description: "Chat", target: { kinesis: { stream_arn: "arn:aws:kinesis:eu-west-1:123456789012:stream/chat", auth: { role: { role_arn: "arn:aws:iam::123456789012:role/ngrok-chat" } } } } },
  ],
};

/** The routes, in the order they are created: every module is used by at least one, and no secret is in a response. */
const ROUTES: [edge: string, body: Record<string, unknown>][] = [
  ["edghts_app", { match_type: "path_prefix", match: "/", description: "Storefront", backend: { backend_id: "bkdtg_app" }, compression: {}, response_headers: { add: { "Strict-Transport-Security": "max-age=63072000" }, remove: ["Server"] }, circuit_breaker: { error_threshold_percentage: 0.5, volume_threshold: 20 } }],
  ["edghts_app", { match_type: "path_prefix", match: "/api", description: "Public API", backend: { backend_id: "bkdtg_app" }, request_headers: { add: { "X-Env": "prod" } }, user_agent_filter: { deny: ["curl/.*"] }, traffic_policy: { value: "on_http_request:\n  - actions:\n      - type: rate-limit\n" } }],
  ["edghts_app", { match_type: "path_prefix", match: "/ws", backend: { backend_id: "bkdtg_app" }, websocket_tcp_converter: {}, ip_restriction: { ip_policy_ids: ["ipp_office"] } }],
  ["edghts_app", { match_type: "path_prefix", match: "/account", description: "Accounts", backend: { backend_id: "bkdtg_app" }, oidc: { issuer: "https://id.example.com", client_id: "storefront", client_secret: SECRETS.oidc, scopes: ["openid", "email"], inactivity_timeout: 3600 } }],
  ["edghts_app", { match_type: "path_prefix", match: "/api/v2", description: "Public API", backend: { backend_id: "bkdtg_app" }, response_headers: { add: { "Api-Version": "2" } } }],
  ["edghts_admin", { match_type: "path_prefix", match: "/", description: "Back office", backend: { backend_id: "bkdtg_admin" }, oauth: { provider: { github: { client_id: "backoffice", client_secret: SECRETS.github, organizations: ["acme"] } }, auth_check_interval: 300 }, ip_restriction: { ip_policy_ids: ["ipp_office", "ipp_vpn"] } }],
  ["edghts_admin", { match_type: "path_prefix", match: "/sso", backend: { backend_id: "bkdtg_admin" }, saml: { idp_metadata: IDP_METADATA, authorized_groups: ["admins"], force_authn: true } }],
  ["edghts_admin", { match_type: "path_prefix", match: "/reports", backend: { backend_id: "bkdtg_admin" }, oauth: { provider: { google: { email_domains: ["example.com"] } } }, compression: { enabled: false } }],
  ["edghts_admin", { match_type: "exact_path", match: "/metrics", backend: { backend_id: "bkdtg_admin" }, ip_restriction: { ip_policy_ids: ["ipp_vpn"] }, user_agent_filter: { allow: ["Prometheus/.*"] } }],
  ["edghts_hooks", { match_type: "exact_path", match: "/slack", backend: { backend_id: "bkdtg_hooks" }, webhook_verification: { provider: "SLACK", secret: SECRETS.slack } }],
  ["edghts_hooks", { match_type: "exact_path", match: "/sns", backend: { backend_id: "bkdtg_hooks" }, webhook_verification: { provider: "SNS" } }],
  ["edghts_hooks", { match_type: "exact_path", match: "/github", backend: { backend_id: "bkdtg_hooks" }, webhook_verification: { provider: "GITHUB", secret: SECRETS.githubHook }, request_headers: { remove: ["Cookie"] } }],
];

const CERTIFICATES = [
  { spec: { commonName: "app.example.com", dnsNames: ["app.example.com"] }, description: "Storefront" },
  { spec: { keyType: "ed25519" as const, commonName: "admin.example.com", dnsNames: ["admin.example.com"] } },
  { spec: { commonName: "hooks.example.com", dnsNames: ["hooks.example.com"], variant: "hooks" } },
  { spec: { commonName: "*.example.com", dnsNames: ["*.example.com"], variant: "wildcard" }, description: "Wildcard" },
  { spec: { commonName: "api.example.com", dnsNames: ["api.example.com"], variant: "api" }, metadata: '{"owner":"platform"}' },
  { spec: { commonName: "app.example.com", dnsNames: ["app.example.com"], variant: "next" }, description: "Storefront" },
  { spec: { commonName: "status.example.com", dnsNames: ["status.example.com"], variant: "status" } },
  { spec: { commonName: "", dnsNames: ["legacy.example.com"], variant: "legacy" } },
];

const SUBSCRIPTIONS = [
  { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_siem"], description: "Security audit" },
  { sources: [{ type: "ip_policy_updated.v0" }, { type: "ip_policy_deleted.v0" }], destination_ids: ["ed_siem", "ed_chat"] },
  { sources: [{ type: "tls_certificate_created.v0" }], destination_ids: ["ed_chat"], description: "Certificates", metadata: "team=platform" },
  { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_chat"], description: "Security audit" },
];

/** Cloud endpoints, created in this order; the last one's policy holds a secret (basic-auth credentials). */
const ENDPOINTS = [
  {
    url: "https://shop.example.com",
    traffic_policy: "on_http_request:\n  - actions:\n      - type: forward-internal\n        config:\n          url: https://shop.internal\n",
    description: "Storefront",
  },
  { url: "https://shop.internal", traffic_policy: '{"on_http_request":[{"actions":[{"type":"custom-response","config":{"status_code":200,"body":"ok"}}]}]}', pooling_enabled: true },
  { url: "https://status.example.com", traffic_policy: '{"on_http_request":[{"actions":[{"type":"deny","config":{"status_code":503}}]}]}', metadata: '{"owner":"sre"}', bindings: ["public"] },
  {
    url: "https://ops.example.com:443",
    traffic_policy: `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials: ["${SECRETS.basicAuth}"]\n      - type: forward-internal\n        config:\n          url: https://shop.internal\n`,
  },
];

let run: Run;
let project: string;
let out: string;
let imported: Stack;
const ids = { certificates: [] as string[], routes: [] as string[], subscriptions: [] as string[], endpoints: [] as string[], domain: "", vault: "", rule: "", rest: [] as string[] };
const privateKeys: string[] = [];
/** Everything the command printed, for the secret search. */
let printed = "";

/** The package's bin, from the user project, as `npx pulumi-ingress` runs it. */
function bin(args: string[], options: { cwd: string; env: Record<string, string | undefined> }): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(path.join(project, "node_modules", ".bin", "pulumi-ingress"), args, { cwd: options.cwd, env: options.env, encoding: "utf8" }, (e, stdout, stderr) => {
      printed += stdout + stderr;
      resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
}

/** The environment of a user's shell: the account's settings there, and nothing of this test's own. */
const accountEnv = (): Record<string, string | undefined> => ({ PATH: process.env.PATH, HOME: process.env.HOME, INGRESS_BASE_URL: run.emulator.baseUrl, INGRESS_API_KEY: run.emulator.apiKey });

/** The engine's environment (its CLI first on PATH, its backend and passphrase), without the account's settings. */
const engineEnv = (): Record<string, string | undefined> => ({ ...process.env, ...run.stack.stack.workspace.envVars, INGRESS_BASE_URL: undefined, INGRESS_API_KEY: undefined });

/** Every file under `root`, relative, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
}

beforeAll(async () => {
  project = await userProject();
  run = await startRun("import-account", { emulator: { seed: SEED }, body: "" });
  out = path.join(run.engine.dir, "imported");
  for (const c of CERTIFICATES) {
    const chain = await makeChain(c.spec);
    privateKeys.push(chain.privateKeyPem);
    const body = { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, ...(c.description ? { description: c.description } : {}), ...(c.metadata ? { metadata: c.metadata } : {}) };
    ids.certificates.push(((await outOfBand(run.emulator, "POST", "/tls_certificates", body)) as { id: string }).id);
  }
  for (const [edge, body] of ROUTES) ids.routes.push(((await outOfBand(run.emulator, "POST", `/edges/https/${edge}/routes`, body)) as { id: string }).id);
  for (const body of SUBSCRIPTIONS) ids.subscriptions.push(((await outOfBand(run.emulator, "POST", "/event_subscriptions", body)) as { id: string }).id);
  for (const body of ENDPOINTS) ids.endpoints.push(((await outOfBand(run.emulator, "POST", "/endpoints", body)) as { id: string }).id);
  // The endpoints world's families whose items the service shows whole (a vault's secret is not: its value must be sent once).
  ids.domain = ((await outOfBand(run.emulator, "POST", "/reserved_domains", { domain: "imported.example.com", description: "Imported" })) as { id: string }).id;
  ids.vault = ((await outOfBand(run.emulator, "POST", "/vaults", { name: "imported-vault", description: "Imported" })) as { id: string }).id;
  ids.rule = ((await outOfBand(run.emulator, "POST", "/ip_policy_rules", { ip_policy_id: "ipp_office", cidr: "198.51.100.0/24", action: "deny", description: "Blocked" })) as { id: string }).id;
  // The rest of the account, one of each later family (ids.rest, in the order of LATER_FAMILY_PATHS).
  ids.rest = await postLaterFamilies(run.emulator, "ipp_vpn");
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

const SECRET_KEYS = ["accountsRouteOidcClientSecret", "backOfficeRouteOauthGithubClientSecret", "slackRouteWebhookVerificationSecret", "githubRouteWebhookVerificationSecret"];
/** The config key of the endpoint policy that holds a secret: the program reads its whole text from there. */
const POLICY_KEY = "opsExampleComEndpointTrafficPolicy";
/** One walk per family: the first five's pinned (abuse reports cannot be listed), then each later listed family's, in the registry's order. */
const WALKS = [
  "GET /tls_certificates 200",
  "GET /edges/https 200",
  "GET /event_subscriptions 200",
  "GET /endpoints 200",
  ...FAMILY_NAMES.slice(5)
    .map((name) => FAMILIES[name])
    .filter((f) => f.importing.find.from === "list")
    .map((f) => `GET /${f.wire.key} 200`),
];

test("the import writes a complete project from one walk per family, names every item, lists the secret keys and prints no secret", async () => {
  run.mark();
  const r = await bin(["import", "--out", "imported"], { cwd: run.engine.dir, env: accountEnv() });
  expect(r).toEqual({
    code: 0,
    stdout:
      "pulumi-ingress import: wrote imported: 8 TLS certificates, 12 routes, 4 event subscriptions, 4 cloud endpoints, 2 event destinations, 1 reserved domain, 1 vault, 2 IP policies, 1 IP policy rule, 1 TCP address, 1 certificate authority, 1 agent ingress, 1 IP restriction, 1 SSH certificate authority, 1 SSH credential, 1 service user, 1 credential and 1 API key; index.ts, certs/ (8 certificate chains), cas/ (1 CA certificate), Pulumi.yaml, package.json, tsconfig.json, .gitignore, README.md\n" +
      "pulumi-ingress import: set the 4 secrets the service does not return (each command asks for its value):\n" +
      SECRET_KEYS.map((k) => `  pulumi config set --secret ${k}\n`).join("") +
      "pulumi-ingress import: set the value that holds a secret, which the program does not write, to the text the service holds (each command asks for it, or reads it from stdin):\n" +
      `  pulumi config set --secret ${POLICY_KEY}\n` +
      "pulumi-ingress import: next: see imported/README.md\n",
    stderr: "",
  });
  expect(run.calls()).toEqual(WALKS);
  const index = await fs.readFile(path.join(out, "index.ts"), "utf8");
  const declared = [...index.matchAll(/^const (\w+) = new ingress\.(\w+)\("(\w+)", \{\n {2}adoptId: "(\w+)",$/gm)].map((m) => [m[2], m[1], m[4]]);
  expect(declared.map(([kind, name]) => `${kind} ${name}`)).toEqual([
    "TlsCertificate storefrontCert",
    "TlsCertificate adminExampleComCert",
    "TlsCertificate hooksExampleComCert",
    "TlsCertificate wildcardCert",
    "TlsCertificate apiExampleComCert",
    "TlsCertificate storefrontCert2",
    "TlsCertificate statusExampleComCert",
    "TlsCertificate legacyExampleComCert",
    "CloudEndpoint storefrontEndpoint",
    "CloudEndpoint shopInternalEndpoint",
    "CloudEndpoint statusExampleComEndpoint",
    "CloudEndpoint opsExampleComEndpoint",
    "EventDestination chatDest",
    "EventDestination siemDest",
    "EventSubscription securityAuditSubscription",
    "EventSubscription ipPolicyUpdatedSubscription",
    "EventSubscription certificatesSubscription",
    "EventSubscription securityAuditSubscription2",
    "ReservedDomain importedDomain",
    "Vault importedVault",
    "IpPolicy ipPolicy",
    "IpPolicy ipPolicy2",
    "HttpsEdgeRoute storefrontRoute",
    "HttpsEdgeRoute publicApiRoute",
    "HttpsEdgeRoute wsRoute",
    "HttpsEdgeRoute accountsRoute",
    "HttpsEdgeRoute publicApiRoute2",
    "HttpsEdgeRoute backOfficeRoute",
    "HttpsEdgeRoute ssoRoute",
    "HttpsEdgeRoute reportsRoute",
    "HttpsEdgeRoute metricsRoute",
    "HttpsEdgeRoute slackRoute",
    "HttpsEdgeRoute snsRoute",
    "HttpsEdgeRoute githubRoute",
    "IpPolicyRule blockedIpRule",
    "TcpAddress databaseTcpAddress",
    "CertificateAuthority clientsCa",
    "AgentIngress devicesIngress",
    "IpRestriction endpointsIpRestriction",
    "SshCertificateAuthority hostsSshCa",
    "SshCredential deviceSshCredential",
    "ServiceUser deployBotsServiceUser",
    "Credential agentsCredential",
    "ApiKey ciKey",
  ]);
  // Families in registry order, each after those it refers to: the destinations before the subscriptions
  // sending to them, the IP policies before the routes restricted to them. Seeded items come in id
  // order (the emulator's lists sort by id): ed_chat before ed_siem.
  expect(declared.map(([, , id]) => id)).toEqual([...ids.certificates, ...ids.endpoints, "ed_chat", "ed_siem", ...ids.subscriptions, ids.domain, ids.vault, ...SEED.ipPolicies.map((p) => p.id), ...ids.routes, ids.rule, ...ids.rest]);
  expect(index).toContain(
    [
      'const shopInternalEndpoint = new ingress.CloudEndpoint("shopInternalEndpoint", {',
      `  adoptId: "${ids.endpoints[1] ?? ""}",`,
      '  url: "https://shop.internal",',
      `  trafficPolicy: ${JSON.stringify(ENDPOINTS[1]?.traffic_policy)},`,
      '  bindings: ["internal"],',
      "  poolingEnabled: true,",
      "});",
      "",
      'const statusExampleComEndpoint = new ingress.CloudEndpoint("statusExampleComEndpoint", {',
      `  adoptId: "${ids.endpoints[2] ?? ""}",`,
      '  url: "https://status.example.com",',
      `  trafficPolicy: ${JSON.stringify(ENDPOINTS[2]?.traffic_policy)},`,
      `  metadata: ${JSON.stringify(ENDPOINTS[2]?.metadata)},`,
      '  bindings: ["public"],',
      "});",
      "",
      'const opsExampleComEndpoint = new ingress.CloudEndpoint("opsExampleComEndpoint", {',
      `  adoptId: "${ids.endpoints[3] ?? ""}",`,
      '  url: "https://ops.example.com",',
      `  trafficPolicy: config.requireSecret("${POLICY_KEY}"),`,
      '  bindings: ["public"],',
      "});",
      "",
    ].join("\n"),
  );
  expect(index).toContain(
    [
      "// What the resources point at, which this program does not declare.",
      "// HTTPS edge admin.example.com:443: Back office",
      'const backOfficeEdge = "edghts_admin";',
      "// HTTPS edge app.example.com:443: Customer app",
      'const customerAppEdge = "edghts_app";',
      "// HTTPS edge hooks.example.com:443",
      'const hooksExampleComEdge = "edghts_hooks";',
      "// Tunnel group backend of storefrontRoute, publicApiRoute, wsRoute, accountsRoute and publicApiRoute2",
      'const customerAppBackend = "bkdtg_app";',
      "// Tunnel group backend of backOfficeRoute, ssoRoute, reportsRoute and metricsRoute",
      'const backOfficeBackend = "bkdtg_admin";',
      "// Tunnel group backend of slackRoute, snsRoute and githubRoute",
      'const hooksExampleComBackend = "bkdtg_hooks";',
      "",
      "// TLS certificates",
    ].join("\n"),
  );
  // What the program declares is named by its resource's id, never by a constant.
  expect(index).not.toMatch(/^const \w+ = "(ipp|ed|vault)_/m);
  expect(index).toContain("  ipRestriction: { ipPolicyIds: [ipPolicy.id] },\n");
  expect(index).toContain("  destinationIds: [siemDest.id, chatDest.id],\n");
  expect(index).toContain("  ipPolicyId: ipPolicy.id,\n");
  // The account's later families refer to each other as the program's own resources.
  expect(index).toContain("  ipPolicyIds: [ipPolicy2.id],\n");
  expect(index).toContain("  ownerId: deployBotsServiceUser.id,\n");
  expect(await filesUnder(out)).toEqual([
    ".gitignore",
    "Pulumi.yaml",
    "README.md",
    "cas/clientsCa.pem",
    ...["adminExampleComCert", "apiExampleComCert", "hooksExampleComCert", "legacyExampleComCert", "statusExampleComCert", "storefrontCert", "storefrontCert2", "wildcardCert"].map((n) => `certs/${n}.pem`),
    "index.ts",
    "package.json",
    "tsconfig.json",
  ]);
  const installed = JSON.parse(await fs.readFile(path.join(project, "node_modules", "@pulumi", "pulumi", "package.json"), "utf8")) as { version: string };
  const manifest = JSON.parse(await fs.readFile(path.join(out, "package.json"), "utf8")) as Record<string, unknown>;
  expect(manifest["dependencies"]).toEqual({ "@pulumi/pulumi": `^${installed.version}`, "pulumi-ingress": "^0.2.0" });
  const written = (await Promise.all((await filesUnder(out)).map((f) => fs.readFile(path.join(out, f), "utf8")))).join("\n");
  for (const secret of [...Object.values(SECRETS), run.emulator.apiKey, ...privateKeys.flatMap(pemLines)]) expect(written).not.toContain(secret);
});

/** Runs a command in the generated project: its exit code and what it printed. */
const inProject = (cmd: string, args: string[]) =>
  new Promise<{ code: number; output: string }>((resolve) =>
    execFile(cmd, args, { cwd: out, encoding: "utf8", maxBuffer: 16 << 20 }, (e, stdout, stderr) => resolve({ code: e ? 1 : 0, output: stdout + stderr })),
  );

test("the project installs (this package from its tarball, the rest as its package.json asks) and type-checks under tsc --strict", async () => {
  // The package is not on the registry: its packed tarball stands in for it, as in the user project.
  const userManifest = JSON.parse(await fs.readFile(path.join(project, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  const installed = JSON.parse(await fs.readFile(path.join(project, "node_modules", "@pulumi", "pulumi", "package.json"), "utf8")) as { version: string };
  const tarball = (userManifest.dependencies["pulumi-ingress"] ?? "").replace(/^file:/, "");
  const install = await inProject("npm", ["install", "--no-audit", "--no-fund", "--no-save", tarball, `@pulumi/pulumi@${installed.version}`]);
  expect(install.code).toBe(0);
  for (const pkg of ["pulumi-ingress", "@pulumi/pulumi", "typescript", "@types/node"]) await fs.access(path.join(out, "node_modules", pkg, "package.json"));
  expect(await inProject(path.join(out, "node_modules", ".bin", "tsc"), ["--strict", "--noEmit", "-p", out])).toEqual({ code: 0, output: "" });
});

test("pulumi up adopts every item with GETs alone, cloud endpoints among them (the secret-holding policy set in stack config as the service holds it); a preview then makes no call", async () => {
  const ws = run.stack.stack.workspace;
  imported = await LocalWorkspace.createStack({ stackName: "imported", workDir: out }, { pulumiCommand: ws.pulumiCommand, envVars: ws.envVars, secretsProvider: "passphrase" });
  const values = [SECRETS.oidc, SECRETS.github, SECRETS.slack, SECRETS.githubHook];
  await imported.setAllConfig({
    "ingress:baseUrl": { value: run.emulator.baseUrl },
    "ingress:apiKey": { value: run.emulator.apiKey, secret: true },
    ...Object.fromEntries(SECRET_KEYS.map((k, i) => [`imported:${k}`, { value: values[i] ?? "", secret: true }])),
    [`imported:${POLICY_KEY}`]: { value: ENDPOINTS[3]?.traffic_policy ?? "", secret: true },
  });
  run.mark();
  const up = await imported.up({ color: "never" });
  expect(up.summary.resourceChanges).toEqual({ create: 45 });
  const gets = [
    ...ids.certificates.map((id) => `GET /tls_certificates/${id} 200`),
    ...ids.routes.map((id, i) => `GET /edges/https/${ROUTES[i]?.[0] ?? ""}/routes/${id} 200`),
    ...ids.subscriptions.map((id) => `GET /event_subscriptions/${id} 200`),
    ...ids.endpoints.map((id) => `GET /endpoints/${id} 200`),
    ...SEED.eventDestinations.map(({ id }) => `GET /event_destinations/${id} 200`),
    ...SEED.ipPolicies.map(({ id }) => `GET /ip_policies/${id} 200`),
    `GET /reserved_domains/${ids.domain} 200`,
    `GET /vaults/${ids.vault} 200`,
    `GET /ip_policy_rules/${ids.rule} 200`,
    ...ids.rest.map((id, i) => `GET ${LATER_FAMILY_PATHS[i] ?? ""}/${id} 200`),
  ];
  expect(run.calls().sort()).toEqual(gets.sort());

  run.mark();
  const preview = await imported.preview({ expectNoChanges: true, color: "never" });
  expect(preview.changeSummary).toEqual({ same: 45 });
  expect(run.calls()).toEqual([]);
  // The policy holding a secret is secret in the state (input and output), as the SDK makes it.
  const { deployment } = (await imported.exportStack()) as { deployment: { resources: { urn: string; inputs: Record<string, unknown>; outputs: Record<string, unknown> }[] } };
  const ops = deployment.resources.find((r) => r.urn.endsWith("CloudEndpoint::opsExampleComEndpoint"));
  const secret = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", plaintext: JSON.stringify(ENDPOINTS[3]?.traffic_policy) };
  expect([ops?.inputs["trafficPolicy"], ops?.outputs["trafficPolicy"]]).toEqual([secret, secret]);
});

test("one module edited in the generated code is one PATCH", async () => {
  const file = path.join(out, "index.ts");
  const index = await fs.readFile(file, "utf8");
  expect(index.split("  compression: {},\n")).toHaveLength(2);
  await fs.writeFile(file, index.replace("  compression: {},\n", "  compression: { enabled: false },\n"));
  run.mark();
  const up = await imported.up({ color: "never" });
  expect(up.summary.resourceChanges).toEqual({ update: 1, same: 44 });
  expect(run.calls()).toEqual([`PATCH /edges/https/edghts_app/routes/${ids.routes[0] ?? ""} 200`]);
});

test("re-run against the stack: only what it does not manage yet, the settings read from its config through the Pulumi CLI", async () => {
  run.mark();
  const none = await bin(["import", "--stack", "imported"], { cwd: out, env: engineEnv() });
  expect(none).toEqual({ code: 0, stdout: "", stderr: "pulumi-ingress import: nothing to import: stack imported already manages all 44 items\n" });
  expect(run.calls()).toEqual(WALKS);
  const sub = (await outOfBand(run.emulator, "POST", "/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_chat"], description: "Security audit" })) as { id: string };
  run.mark();
  const one = await bin(["import", "--stack", "imported"], { cwd: out, env: engineEnv() });
  expect(one.stderr).toBe("pulumi-ingress import: 1 event subscription on stdout\npulumi-ingress import: left out 44 items that stack imported already manages\n");
  expect(one.stdout).toContain(
    [
      "// What the resources point at, which this program does not declare.",
      "// Event destination of securityAuditSubscription3",
      'const ipPolicyUpdatedDestination = "ed_chat";',
      "",
      "// Event subscriptions.",
      'const securityAuditSubscription3 = new ingress.EventSubscription("securityAuditSubscription3", {',
      `  adoptId: "${sub.id}",`,
      '  sources: ["ip_policy_created.v0"],',
      "  destinationIds: [ipPolicyUpdatedDestination],",
      '  description: "Security audit",',
      "});",
    ].join("\n"),
  );
  expect(run.calls()).toEqual(WALKS);
});

test("a wrong key: one line, a non-zero exit, nothing written", async () => {
  const r = await bin(["import", "--out", "refused"], { cwd: run.engine.dir, env: { ...accountEnv(), INGRESS_API_KEY: "not-the-key" } });
  expect(r).toEqual({
    code: 1,
    stdout: "",
    stderr:
      "pulumi-ingress import: the service refused the API key from the INGRESS_API_KEY environment variable (401 ERR_INVALID_CREDENTIALS: the API key is not valid); " +
      "set the right key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable; nothing was written\n",
  });
  await expect(fs.access(path.join(run.engine.dir, "refused"))).rejects.toThrow("ENOENT");
});

test("no run of the command printed a secret", () => {
  expect(printed).toContain("pulumi config set --secret accountsRouteOidcClientSecret");
  for (const secret of [...Object.values(SECRETS), run.emulator.apiKey, ...privateKeys.flatMap(pemLines)]) expect(printed).not.toContain(secret);
});
