// The realistic account `pulumi-ingress import` is proven on, in process
// (tests/unit/importAccount.test.ts: the walk, the naming, what it writes and prints) and under the
// real engine (tests/engine/import.test.ts: the written project installs, type-checks under
// `tsc --strict`, and `pulumi up` adopts it): 3 edges, 12 routes using all 13 modules (secrets in
// OAuth, OIDC and webhook modules), 8 certificates, 4 subscriptions, 4 cloud endpoints (policies in
// YAML and JSON, one holding a secret; public and internal, pooled), and one item of every later family.
import type { Emulator } from "../../emulator/types";
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { makeChain } from "./certs";
import { postLaterFamilies } from "./laterFamilies";
import { outOfBand } from "./outOfBand";

export const SECRETS = {
  github: "gh-client-S3CRET-1b9e",
  oidc: "oidc-client-S3CRET-58ad",
  slack: "slack-signing-S3CRET-c0d2",
  githubHook: "github-hook-S3CRET-77f4",
  basicAuth: "ops:basic-auth-S3CRET-3d9a",
};
const IDP_METADATA = '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/saml"/>';

export const SEED = {
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
export const ROUTES: [edge: string, body: Record<string, unknown>][] = [
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
export const ENDPOINTS = [
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

/** The config keys of the secrets the service does not return, in the order the command lists them. */
export const SECRET_KEYS = ["accountsRouteOidcClientSecret", "backOfficeRouteOauthGithubClientSecret", "slackRouteWebhookVerificationSecret", "githubRouteWebhookVerificationSecret"];
/** Their values, in the order of {@link SECRET_KEYS}. */
export const SECRET_VALUES = [SECRETS.oidc, SECRETS.github, SECRETS.slack, SECRETS.githubHook];
/** The config key of the endpoint policy that holds a secret: the program reads its whole text from there. */
export const POLICY_KEY = "opsExampleComEndpointTrafficPolicy";
/** One walk per family: the first five's pinned (abuse reports cannot be listed), then each later listed family's, in the registry's order. */
export const WALKS = [
  "GET /tls_certificates 200",
  "GET /edges/https 200",
  "GET /event_subscriptions 200",
  "GET /endpoints 200",
  ...FAMILY_NAMES.slice(5)
    .map((name) => FAMILIES[name])
    .filter((f) => f.importing.find.from === "list")
    .map((f) => `GET /${f.wire.key} 200`),
];

/** The ids of what {@link seedAccount} made, in the order made, and the certificates' private keys. */
export interface AccountIds {
  certificates: string[];
  routes: string[];
  subscriptions: string[];
  endpoints: string[];
  domain: string;
  vault: string;
  rule: string;
  /** One of each later family, in the order of LATER_FAMILY_PATHS. */
  rest: string[];
  privateKeys: string[];
}

/** Makes the account on an emulator started with {@link SEED}, as another tool would. */
export async function seedAccount(emulator: Emulator): Promise<AccountIds> {
  const ids: AccountIds = { certificates: [], routes: [], subscriptions: [], endpoints: [], domain: "", vault: "", rule: "", rest: [], privateKeys: [] };
  const made = async (pathname: string, body: unknown): Promise<string> => ((await outOfBand(emulator, "POST", pathname, body)) as { id: string }).id;
  for (const c of CERTIFICATES) {
    const chain = await makeChain(c.spec);
    ids.privateKeys.push(chain.privateKeyPem);
    const body = { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, ...(c.description ? { description: c.description } : {}), ...(c.metadata ? { metadata: c.metadata } : {}) };
    ids.certificates.push(await made("/tls_certificates", body));
  }
  for (const [edge, body] of ROUTES) ids.routes.push(await made(`/edges/https/${edge}/routes`, body));
  for (const body of SUBSCRIPTIONS) ids.subscriptions.push(await made("/event_subscriptions", body));
  for (const body of ENDPOINTS) ids.endpoints.push(await made("/endpoints", body));
  // The endpoints world's families whose items the service shows whole (a vault's secret is not: its value must be sent once).
  ids.domain = await made("/reserved_domains", { domain: "imported.example.com", description: "Imported" });
  ids.vault = await made("/vaults", { name: "imported-vault", description: "Imported" });
  ids.rule = await made("/ip_policy_rules", { ip_policy_id: "ipp_office", cidr: "198.51.100.0/24", action: "deny", description: "Blocked" });
  // The rest of the account, one of each later family.
  ids.rest = await postLaterFamilies(emulator, "ipp_vpn");
  return ids;
}
