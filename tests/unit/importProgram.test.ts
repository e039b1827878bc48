// The program an import writes, from an account as the service returns it: names, constants,
// references to what the program declares, modules as the program declares them, secrets as stack config, what a stack already holds.
import type { AbuseReport, Edge, EventSubscription, Route, TlsCertificate } from "../../provider/ingressClient";
import { type Account, emptyAccount } from "../../cli/import/account";
import { Code, type Value } from "../../cli/import/literals";
import { planProgram } from "../../cli/import/plan";
import { projectFiles } from "../../cli/import/project";
import { programSource } from "../../cli/import/source";
import { describeLeaf, parseCertificateChain } from "../../provider/certificates";
import { camelKeys } from "../../provider/inputs/naming";
import { planRouteUpdate } from "../../provider/resources/httpsEdgeRoute/plan";
import { type ChainSpec, makeChain } from "../support/certs";

const BASE = "https://api.example.test";
const ref = (path: string, id: string) => ({ id, uri: `${BASE}/${path}/${id}` });

const NO_MODULES = Object.fromEntries(
  ["backend", "ip_restriction", "circuit_breaker", "compression", "request_headers", "response_headers", "webhook_verification", "oauth", "saml", "oidc", "websocket_tcp_converter", "user_agent_filter", "traffic_policy"].map((m) => [m, null]),
);

function route(edgeId: string, id: string, createdAt: string, fields: Partial<Route>): Route {
  return { id, edge_id: edgeId, uri: `${BASE}/edges/https/${edgeId}/routes/${id}`, created_at: createdAt, match_type: "path_prefix", match: "/", ...NO_MODULES, policy: null, ...fields } as Route;
}

/** Certificates of a fixed validity, so that the comments the program gives them are the same on every run. */
const VALIDITY = { notBefore: new Date("2026-01-01T00:00:00Z"), notAfter: new Date("2027-01-01T00:00:00Z") };

/** A certificate as the service returns it: the fields it derives from the leaf of a real chain. */
async function certificate(id: string, createdAt: string, spec: ChainSpec, fields: Partial<TlsCertificate> = {}): Promise<TlsCertificate> {
  const { certificatePem } = await makeChain({ ...spec, validity: VALIDITY });
  const derived = describeLeaf(parseCertificateChain(certificatePem).leaf);
  return { id, uri: `${BASE}/tls_certificates/${id}`, created_at: createdAt, certificate_pem: certificatePem, issued_at: null, ...derived, ...fields };
}

const SAML_METADATA = '<EntityDescriptor entityID="https://idp.example.com"/>';

/** An account whose items come in no particular order, with two routes both described "API". */
async function makeAccount(): Promise<Account> {
  const app: Edge = {
    id: "edghts_app",
    uri: `${BASE}/edges/https/edghts_app`,
    created_at: "2025-01-01T00:00:00Z",
    description: "Main app",
    hostports: ["app.example.com:443"],
    routes: [
      route("edghts_app", "edghtsrt_b", "2025-02-02T00:00:00Z", {
        match: "/api/v2",
        description: "API",
        backend: { enabled: true, backend: ref("backends/tunnel_group", "bkdtg_api") },
        oidc: { enabled: true, cookie_prefix: "ingress.", issuer: "https://id.example.com", client_id: "app", scopes: ["openid", "email"], inactivity_timeout: 3600 },
        response_headers: { enabled: true, add: { "Strict-Transport-Security": "max-age=63072000" }, remove: ["Server"] },
      }),
      route("edghts_app", "edghtsrt_a", "2025-02-01T00:00:00Z", {
        match: "/api",
        description: "API",
        backend: { enabled: true, backend: ref("backends/tunnel_group", "bkdtg_api") },
        ip_restriction: { enabled: true, ip_policies: [ref("ip_policies", "ipp_office"), ref("ip_policies", "ipp_vpn")] },
        oauth: {
          enabled: true,
          cookie_prefix: "ingress.",
          options_passthrough: false,
          provider: { github: { client_id: "gh-app", scopes: ["read:org"], teams: ["acme/ops"], organizations: [], email_addresses: null }, google: null },
          auth_check_interval: 300,
        },
        compression: { enabled: false },
      }),
    ],
  };
  const hooks: Edge = {
    id: "edghts_hooks",
    uri: `${BASE}/edges/https/edghts_hooks`,
    created_at: "2025-01-02T00:00:00Z",
    hostports: ["hooks.example.com:8443"],
    routes: [
      route("edghts_hooks", "edghtsrt_c", "2025-02-03T00:00:00Z", {
        match_type: "exact_path",
        match: "/",
        metadata: '{"team":"payments"}',
        webhook_verification: { enabled: true, provider: "SLACK" },
        circuit_breaker: { enabled: true, tripped_duration: 10, rolling_window: 10, num_buckets: 10, volume_threshold: 20, error_threshold_percentage: 0.5 },
        websocket_tcp_converter: { enabled: true },
        user_agent_filter: { enabled: true, allow: [], deny: ["curl/.*"] },
      }),
      route("edghts_hooks", "edghtsrt_d", "2025-02-04T00:00:00Z", {
        match: "hooks.example.com/sns",
        webhook_verification: { enabled: true, provider: "SNS" },
        ip_restriction: { enabled: true, ip_policies: [] },
        traffic_policy: { enabled: true, value: "on_http_request:\n  - actions:\n      - type: deny\n" },
      }),
      route("edghts_hooks", "edghtsrt_e", "2025-02-05T00:00:00Z", {
        match: "/sso",
        description: "SSO",
        saml: {
          enabled: true,
          cookie_prefix: "sso.",
          options_passthrough: true,
          idp_metadata: SAML_METADATA,
          force_authn: false,
          allow_idp_initiated: true,
          authorized_groups: ["admins"],
          nameid_format: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
          entity_id: `${BASE}/saml/edghtsrt_e/metadata`,
          assertion_consumer_service_url: `${BASE}/saml/edghtsrt_e/acs`,
          single_logout_url: `${BASE}/saml/edghtsrt_e/slo`,
          request_signing_certificate_pem: "-----BEGIN CERTIFICATE-----\nsp\n-----END CERTIFICATE-----\n",
          metadata_url: `${BASE}/saml/edghtsrt_e/metadata`,
        },
        oauth: { enabled: true, provider: { google: { email_domains: ["example.com"] } } },
        request_headers: { enabled: true, add: {}, remove: [] },
      }),
    ],
  };
  const certificates = [
    await certificate("cert_2", "2025-03-02T00:00:00Z", { keyType: "ecdsa", commonName: "*.example.com", dnsNames: ["*.example.com"] }),
    await certificate("cert_1", "2025-03-01T00:00:00Z", { keyType: "rsa", commonName: "api.example.com" }, { description: "API certificate", metadata: "" }),
  ];
  const subscriptions: EventSubscription[] = [
    {
      id: "esb_1",
      uri: `${BASE}/event_subscriptions/esb_1`,
      created_at: "2025-04-01T00:00:00Z",
      sources: [{ type: "ip_policy_created.v0", uri: `${BASE}/event_subscriptions/esb_1/sources/ip_policy_created.v0` }],
      destinations: [ref("event_destinations", "ed_siem"), ref("event_destinations", "ed_mail")],
    },
  ];
  const abuseReports: AbuseReport[] = [
    { id: "abrp_1", uri: `${BASE}/abuse_reports/abrp_1`, created_at: "2025-05-01T00:00:00Z", urls: ["https://login.evil.test/x"], metadata: "ticket 42", status: "PROCESSED", hostnames: [] },
  ];
  return { ...emptyAccount(), TlsCertificate: certificates, HttpsEdgeRoute: [hooks, app], EventSubscription: subscriptions, AbuseReport: abuseReports };
}

let fixture: Account;
beforeAll(async () => {
  fixture = await makeAccount();
});
const account = (): Account => structuredClone(fixture);

const EXPECTED = `// Resources of the account brought under code by \`pulumi-ingress import\`. Each names the item it
// takes over with adoptId: the first \`pulumi up\` reads them and changes nothing.
import * as fs from "node:fs";
import * as pulumi from "@pulumi/pulumi";
import * as ingress from "pulumi-ingress";

const config = new pulumi.Config();

// What the resources point at, which this program does not declare.
// HTTPS edge app.example.com:443: Main app
const mainAppEdge = "edghts_app";
// HTTPS edge hooks.example.com:8443
const hooksExampleCom8443Edge = "edghts_hooks";
// Tunnel group backend of apiRoute and apiRoute2
const mainAppBackend = "bkdtg_api";
// IP policy of apiRoute
const apiIpPolicy = "ipp_office";
// IP policy of apiRoute
const apiIpPolicy2 = "ipp_vpn";
// Event destination of ipPolicyCreatedSubscription
const ipPolicyCreatedDestination = "ed_siem";
// Event destination of ipPolicyCreatedSubscription
const ipPolicyCreatedDestination2 = "ed_mail";

// TLS certificates, each chain in its file beside this program. An adopted certificate leaves
// out privateKeyPem: the service never returns a private key, and one is needed only to upload
// a certificate (a new one, or a changed certificatePem).
// api.example.com (rsa), valid until 2027-01-01T00:00:00Z
const apiCertificate = new ingress.TlsCertificate("apiCertificate", {
  adoptId: "cert_1",
  certificatePem: fs.readFileSync("certs/apiCertificate.pem", "utf8"),
  description: "API certificate",
});

// *.example.com (ecdsa), valid until 2027-01-01T00:00:00Z
const wildcardExampleComCert = new ingress.TlsCertificate("wildcardExampleComCert", {
  adoptId: "cert_2",
  certificatePem: fs.readFileSync("certs/wildcardExampleComCert.pem", "utf8"),
});

// Routes of HTTPS edges, every module as the service holds it. The service never returns client
// and webhook secrets: each is read from the stack's secret config.
const apiRoute = new ingress.HttpsEdgeRoute("apiRoute", {
  adoptId: "edghtsrt_a",
  edgeId: mainAppEdge,
  matchType: "path_prefix",
  match: "/api",
  description: "API",
  backend: { backendId: mainAppBackend },
  ipRestriction: { ipPolicyIds: [apiIpPolicy, apiIpPolicy2] },
  compression: { enabled: false },
  oauth: {
    provider: {
      github: {
        clientId: "gh-app",
        clientSecret: config.requireSecret("apiRouteOauthGithubClientSecret"),
        scopes: ["read:org"],
        teams: ["acme/ops"],
      },
    },
    authCheckInterval: 300,
  },
});

const apiRoute2 = new ingress.HttpsEdgeRoute("apiRoute2", {
  adoptId: "edghtsrt_b",
  edgeId: mainAppEdge,
  matchType: "path_prefix",
  match: "/api/v2",
  description: "API",
  backend: { backendId: mainAppBackend },
  responseHeaders: { add: { "Strict-Transport-Security": "max-age=63072000" }, remove: ["Server"] },
  oidc: {
    issuer: "https://id.example.com",
    clientId: "app",
    clientSecret: config.requireSecret("apiRoute2OidcClientSecret"),
    scopes: ["openid", "email"],
    inactivityTimeout: 3600,
  },
});

const hooksExampleCom8443Route = new ingress.HttpsEdgeRoute("hooksExampleCom8443Route", {
  adoptId: "edghtsrt_c",
  edgeId: hooksExampleCom8443Edge,
  matchType: "exact_path",
  match: "/",
  metadata: "{\\"team\\":\\"payments\\"}",
  circuitBreaker: {
    trippedDuration: 10,
    rollingWindow: 10,
    numBuckets: 10,
    volumeThreshold: 20,
    errorThresholdPercentage: 0.5,
  },
  webhookVerification: {
    provider: "SLACK",
    secret: config.requireSecret("hooksExampleCom8443RouteWebhookVerificationSecret"),
  },
  websocketTcpConverter: {},
  userAgentFilter: { deny: ["curl/.*"] },
});

const hooksExampleComSnsRoute = new ingress.HttpsEdgeRoute("hooksExampleComSnsRoute", {
  adoptId: "edghtsrt_d",
  edgeId: hooksExampleCom8443Edge,
  matchType: "path_prefix",
  match: "hooks.example.com/sns",
  ipRestriction: { ipPolicyIds: [] },
  webhookVerification: { provider: "SNS" },
  trafficPolicy: { value: "on_http_request:\\n  - actions:\\n      - type: deny\\n" },
});

const ssoRoute = new ingress.HttpsEdgeRoute("ssoRoute", {
  adoptId: "edghtsrt_e",
  edgeId: hooksExampleCom8443Edge,
  matchType: "path_prefix",
  match: "/sso",
  description: "SSO",
  requestHeaders: {},
  oauth: { provider: { google: { emailDomains: ["example.com"] } } },
  saml: {
    idpMetadata: "<EntityDescriptor entityID=\\"https://idp.example.com\\"/>",
    allowIdpInitiated: true,
    authorizedGroups: ["admins"],
    optionsPassthrough: true,
    cookiePrefix: "sso.",
  },
});

// Event subscriptions.
const ipPolicyCreatedSubscription = new ingress.EventSubscription("ipPolicyCreatedSubscription", {
  adoptId: "esb_1",
  sources: ["ip_policy_created.v0"],
  destinationIds: [ipPolicyCreatedDestination, ipPolicyCreatedDestination2],
});

// Abuse reports, named by id (the API cannot list them): a filed report cannot be changed or
// withdrawn; each resource follows its report's status.
const loginEvilTestReport = new ingress.AbuseReport("loginEvilTestReport", {
  adoptId: "abrp_1",
  urls: ["https://login.evil.test/x"],
  metadata: "ticket 42",
});
`;

test("the program: constants first, then one declaration per item in creation order, every module as the service holds it", () => {
  const source = programSource(planProgram(account()), false);
  expect(source).toBe(EXPECTED);
});

test("each secret the service does not return is a stack config key named after its resource and field; certificate chains are files", () => {
  const program = planProgram(account());
  expect(program.declarations.flatMap((d) => d.secrets)).toEqual([
    { key: "apiRouteOauthGithubClientSecret", what: "oauth.provider.github.clientSecret of route apiRoute" },
    { key: "apiRoute2OidcClientSecret", what: "oidc.clientSecret of route apiRoute2" },
    { key: "hooksExampleCom8443RouteWebhookVerificationSecret", what: "webhookVerification.secret of route hooksExampleCom8443Route" },
  ]);
  const pem = (id: string): string => account().TlsCertificate.find((c) => c.id === id)?.certificate_pem ?? "";
  expect(program.declarations.flatMap((d) => d.files)).toEqual([
    { path: "certs/apiCertificate.pem", content: pem("cert_1") },
    { path: "certs/wildcardExampleComCert.pem", content: pem("cert_2") },
  ]);
});

/** A declaration's arguments as the program evaluates them: constants to their ids, secrets to a value. */
function evaluated(args: Record<string, Value>, constants: ReadonlyMap<string, string>): unknown {
  const run = (v: Value): unknown => {
    if (v instanceof Code) return v.text.startsWith("config.requireSecret(") ? "a secret" : constants.get(v.text);
    if (Array.isArray(v)) return v.map(run);
    if (typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, run(x as Value)]));
    return v;
  };
  return run(args as Value);
}

test("every generated route equals its route on the service by the provider's rules: the adopting up sends no PATCH", () => {
  const program = planProgram(account());
  const constants = new Map(program.constants.map((c) => [c.name, c.id]));
  const routes = account().HttpsEdgeRoute.flatMap((e) => e.routes);
  const declared = program.declarations.filter((d) => d.kind === "HttpsEdgeRoute");
  expect(declared).toHaveLength(5);
  for (const d of declared) {
    const outputs = camelKeys(routes.find((r) => r.id === d.id)) as Record<string, unknown>;
    expect([d.name, planRouteUpdate(outputs, evaluated(d.args, constants) as Record<string, unknown>)]).toEqual([d.name, { deleteFirst: [], patch: undefined, deleteAfter: [] }]);
  }
});

test("with a stack: what it holds is left out, the others keep their names unless the stack gives one to another resource", () => {
  const stack = { ids: new Set(["edghtsrt_a", "cert_1"]), names: new Set(["apiRoute", "apiCertificate", "hooksExampleCom8443Route"]) };
  const program = planProgram(account(), stack);
  expect(program.held).toBe(2);
  expect(program.declarations.map((d) => d.name)).toEqual([
    "wildcardExampleComCert",
    "apiRoute2",
    "hooksExampleCom8443Route2",
    "hooksExampleComSnsRoute",
    "ssoRoute",
    "ipPolicyCreatedSubscription",
    "loginEvilTestReport",
  ]);
  expect(program.constants).toEqual([
    { name: "mainAppEdge", id: "edghts_app", comment: "HTTPS edge app.example.com:443: Main app" },
    { name: "hooksExampleCom8443Edge", id: "edghts_hooks", comment: "HTTPS edge hooks.example.com:8443" },
    { name: "mainAppBackend", id: "bkdtg_api", comment: "Tunnel group backend of apiRoute2" },
    { name: "ipPolicyCreatedDestination", id: "ed_siem", comment: "Event destination of ipPolicyCreatedSubscription" },
    { name: "ipPolicyCreatedDestination2", id: "ed_mail", comment: "Event destination of ipPolicyCreatedSubscription" },
  ]);
  expect(program.declarations.flatMap((d) => d.secrets.map((s) => s.key))).toEqual(["apiRoute2OidcClientSecret", "hooksExampleCom8443Route2WebhookVerificationSecret"]);
  expect(planProgram(account(), { ids: new Set(planProgram(account()).declarations.map((d) => d.id)), names: new Set() })).toEqual({ constants: [], declarations: [], held: 9 });
});

test("the project around the program: Pulumi.yaml, package.json with the package and @pulumi/pulumi, tsconfig.json, .gitignore, README with the next steps", () => {
  const files = projectFiles("imported", { pulumi: "^3.248.0", pulumiIngress: "^0.1.0", typesNode: "^20.19.0", typescript: "^5.9.3" }, ["apiRouteOidcClientSecret"]);
  expect(Object.fromEntries(files.map((f) => [f.path, f.content]))).toEqual({
    "Pulumi.yaml": "name: imported\ndescription: ingress resources brought under code by pulumi-ingress import\nruntime:\n  name: nodejs\n  options:\n    typescript: true\n",
    "package.json": `${JSON.stringify(
      {
        name: "imported",
        private: true,
        description: "ingress resources brought under code by pulumi-ingress import",
        main: "index.ts",
        dependencies: { "@pulumi/pulumi": "^3.248.0", "pulumi-ingress": "^0.1.0" },
        devDependencies: { "@types/node": "^20.19.0", typescript: "^5.9.3" },
      },
      null,
      2,
    )}\n`,
    "tsconfig.json": `${JSON.stringify(
      {
        compilerOptions: { strict: true, outDir: "bin", target: "es2020", module: "commonjs", moduleResolution: "node", sourceMap: true, skipLibCheck: true, forceConsistentCasingInFileNames: true },
        files: ["index.ts"],
      },
      null,
      2,
    )}\n`,
    ".gitignore": "/bin/\n/node_modules/\n",
    "README.md":
      "# imported\n\nThe account's resources, written by `pulumi-ingress import`: each resource of `index.ts` takes over an existing item with `adoptId`, " +
      "so the first `pulumi up` only reads them. Next: `npm install`, `pulumi stack init`, the account's settings (`pulumi config set ingress:baseUrl <url>` " +
      "and `pulumi config set --secret ingress:apiKey <key>`, or `INGRESS_BASE_URL` and `INGRESS_API_KEY`), the secrets the service does not return " +
      "(each command asks for its value), then `pulumi preview` and `pulumi up`.\n\n```sh\npulumi config set --secret apiRouteOidcClientSecret\n```\n",
  });
});

test("a reference to an item the program declares is that resource's id, declared after it; one it does not read stays a constant", () => {
  const item = (path: string, id: string, createdAt: string) => ({ id, uri: `${BASE}/${path}/${id}`, created_at: createdAt });
  const office = { ...item("ip_policies", "ipp_office", "2025-01-01T00:00:00Z"), description: "Office" };
  const rule = { ...item("ip_policy_rules", "ipr_1", "2025-01-02T00:00:00Z"), description: "HQ", cidr: "203.0.113.0/24", action: "allow", ip_policy: ref("ip_policies", "ipp_office") };
  const siem = { ...item("event_destinations", "ed_siem", "2025-01-03T00:00:00Z"), description: "SIEM", format: "json", target: {} };
  const vault = { ...item("vaults", "vault_1", "2025-01-04T00:00:00Z"), name: "webhooks" };
  const secret = { ...item("vault_secrets", "secret_1", "2025-01-05T00:00:00Z"), name: "github", vault: ref("vaults", "vault_1"), vault_name: "webhooks" };
  const subscription = {
    ...item("event_subscriptions", "esb_1", "2025-01-06T00:00:00Z"),
    description: "Audit",
    sources: [{ type: "ip_policy_created.v0", uri: `${BASE}/event_subscriptions/esb_1/sources/ip_policy_created.v0` }],
    destinations: [ref("event_destinations", "ed_siem"), ref("event_destinations", "ed_mail")],
  };
  const edge = {
    id: "edghts_app",
    uri: `${BASE}/edges/https/edghts_app`,
    created_at: "2024-12-01T00:00:00Z",
    hostports: ["app.example.com:443"],
    description: "Main app",
    routes: [route("edghts_app", "edghtsrt_1", "2025-01-07T00:00:00Z", { description: "Admin", ip_restriction: { enabled: true, ip_policies: [ref("ip_policies", "ipp_office")] } } as Partial<Route>)],
  } as unknown as Edge;
  const source = programSource(
    planProgram({ ...emptyAccount(), HttpsEdgeRoute: [edge], EventSubscription: [subscription], EventDestination: [siem], IpPolicy: [office], IpPolicyRule: [rule], Vault: [vault], Secret: [secret] }),
    false,
  );
  expect(source).toBe(`// Resources of the account brought under code by \`pulumi-ingress import\`. Each names the item it
// takes over with adoptId: the first \`pulumi up\` reads them and changes nothing.
import * as pulumi from "@pulumi/pulumi";
import * as ingress from "pulumi-ingress";

const config = new pulumi.Config();

// What the resources point at, which this program does not declare.
// HTTPS edge app.example.com:443: Main app
const mainAppEdge = "edghts_app";
// Event destination of auditSubscription
const auditDestination = "ed_mail";

// Event destinations. The service never returns a target's credentials: each is read from
// the stack's secret config (set it with \`pulumi config set --secret\` before \`pulumi up\`).
const siemDest = new ingress.EventDestination("siemDest", {
  adoptId: "ed_siem",
  target: {},
  description: "SIEM",
});

// Event subscriptions.
const auditSubscription = new ingress.EventSubscription("auditSubscription", {
  adoptId: "esb_1",
  sources: ["ip_policy_created.v0"],
  destinationIds: [siemDest.id, auditDestination],
  description: "Audit",
});

// Vaults, which hold the secrets Traffic Policies read with secrets.get('<vault name>', '<secret name>').
const webhooksVault = new ingress.Vault("webhooksVault", {
  adoptId: "vault_1",
  name: "webhooks",
});

// Secrets of vaults. The service never returns a secret's value: each is read from the stack's
// secret config, and sent to the service on the first up (adopting a secret sends its value).
const githubSecret = new ingress.Secret("githubSecret", {
  adoptId: "secret_1",
  vaultId: webhooksVault.id,
  name: "github",
  value: config.requireSecret("githubSecretValue"),
});

// IP policies: what routes' IP restrictions and restrict-ips name.
const officeIpPolicy = new ingress.IpPolicy("officeIpPolicy", {
  adoptId: "ipp_office",
  description: "Office",
});

// Routes of HTTPS edges, every module as the service holds it. The service never returns client
// and webhook secrets: each is read from the stack's secret config.
const adminRoute = new ingress.HttpsEdgeRoute("adminRoute", {
  adoptId: "edghtsrt_1",
  edgeId: mainAppEdge,
  matchType: "path_prefix",
  match: "/",
  description: "Admin",
  ipRestriction: { ipPolicyIds: [officeIpPolicy.id] },
});

// IP policy rules: each allows or denies one CIDR block for its IP policy.
const hqIpRule = new ingress.IpPolicyRule("hqIpRule", {
  adoptId: "ipr_1",
  ipPolicyId: officeIpPolicy.id,
  cidr: "203.0.113.0/24",
  action: "allow",
  description: "HQ",
});
`);
  // Without the IP policies (--only routes,ip-policy-rules), the policy is a constant again, and the
  // families keep registry order.
  const without = programSource(planProgram({ ...emptyAccount(), HttpsEdgeRoute: [edge], IpPolicyRule: [rule] }), false);
  expect(without).toContain(`// IP policy of adminRoute and hqIpRule
const adminIpPolicy = "ipp_office";
`);
  expect(without).toContain("  ipRestriction: { ipPolicyIds: [adminIpPolicy] },\n");
  expect(without).toContain("  ipPolicyId: adminIpPolicy,\n");
  expect(without.indexOf("new ingress.HttpsEdgeRoute(")).toBeLessThan(without.indexOf("new ingress.IpPolicyRule("));
});
