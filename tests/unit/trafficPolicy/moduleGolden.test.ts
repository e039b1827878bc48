// One golden document per route module, against the documented mapping: field names and units as
// the action references give them (ngrok-docs snippets/traffic-policy/actions/<action>/config.mdx).
import { translateRoutes, type MigrationRoute } from "../../../provider/resources/httpsEdgeRoute/toPolicy/translate";

const ROOT = "req.url.path.startsWith('/')";
const route = (modules: Partial<MigrationRoute>): MigrationRoute => ({ match_type: "path_prefix", match: "/", description: "site", ...modules });
const policyOf = (modules: Partial<MigrationRoute>) => translateRoutes([route(modules)], { backends: {} }).policy;
const moduleReport = (modules: Partial<MigrationRoute>) => translateRoutes([route(modules)], { backends: {} }).report[0]?.modules;

test("backend: forward-internal to the mapped internal endpoint, last in on_http_request", () => {
  const t = translateRoutes([route({ backend: { backend_id: "bkdtg_1" }, request_headers: { add: { "X-A": "1" } } })], { backends: { bkdtg_1: "https://app.internal" } });
  expect(t.policy).toEqual({
    on_http_request: [
      { name: "site: request headers", expressions: [ROOT], actions: [{ type: "add-headers", config: { headers: { "X-A": "1" } } }] },
      { name: "site: backend", expressions: [ROOT], actions: [{ type: "forward-internal", config: { url: "https://app.internal" } }] },
    ],
  });
  expect(t.report[0]?.modules).toEqual([
    { module: "backend", status: "converted", note: "forward-internal to https://app.internal" },
    { module: "request_headers", status: "converted", note: "add-headers" },
  ]);
});

test("backend: a failover list forwards to each with on_error continue, the last halting", () => {
  const t = translateRoutes([route({ backend: { backend_id: "bkdfo_1" } })], { backends: { bkdfo_1: { failover: ["https://a.internal", "https://b.internal"] } } });
  expect(t.policy).toEqual({
    on_http_request: [
      {
        name: "site: backend",
        expressions: [ROOT],
        actions: [
          { type: "forward-internal", config: { url: "https://a.internal", on_error: "continue" } },
          { type: "forward-internal", config: { url: "https://b.internal" } },
        ],
      },
    ],
  });
});

test("ip_restriction: restrict-ips with the policy ids, enforced, per request", () => {
  expect(policyOf({ ip_restriction: { ip_policy_ids: ["ipp_1", "ipp_2"] } })).toEqual({
    on_http_request: [{ name: "site: ip restriction", expressions: [ROOT], actions: [{ type: "restrict-ips", config: { enforce: true, ip_policies: ["ipp_1", "ipp_2"] } }] }],
  });
  expect(moduleReport({ ip_restriction: { ip_policy_ids: ["ipp_1"] } })).toContainEqual({
    module: "ip_restriction",
    status: "caveat",
    note: "restrict-ips in on_http_request (per route), not on_tcp_connect as the guide shows for a whole edge",
  });
});

test("circuit_breaker: seconds become durations, the fraction becomes error_threshold", () => {
  expect(policyOf({ circuit_breaker: { tripped_duration: 30, rolling_window: 60, num_buckets: 10, volume_threshold: 100, error_threshold_percentage: 0.25 } })).toEqual({
    on_http_request: [
      {
        name: "site: circuit breaker",
        expressions: [ROOT],
        actions: [{ type: "circuit-breaker", config: { error_threshold: 0.25, volume_threshold: 100, window_duration: "1m", tripped_duration: "30s" } }],
      },
    ],
  });
});

test("circuit_breaker: the documented default threshold when unset; values the action cannot hold are reported", () => {
  expect(policyOf({ circuit_breaker: { rolling_window: 300, num_buckets: 20 } })).toEqual({
    on_http_request: [{ name: "site: circuit breaker", expressions: [ROOT], actions: [{ type: "circuit-breaker", config: { error_threshold: 0.5 } }] }],
  });
  expect(moduleReport({ circuit_breaker: { rolling_window: 300, num_buckets: 20 } })).toContainEqual({
    module: "circuit_breaker",
    status: "caveat",
    note: "circuit-breaker; rolling_window 300s is over the action's 2m maximum; left out, so the default 10s applies; num_buckets 20 cannot be kept: the action fixes it at 10",
  });
});

test("compression: compress-response in on_http_response", () => {
  expect(policyOf({ compression: {} })).toEqual({
    on_http_response: [{ name: "site: compression", expressions: [ROOT], actions: [{ type: "compress-response" }] }],
  });
});

test("request_headers: add-headers then remove-headers in on_http_request", () => {
  expect(policyOf({ request_headers: { add: { "X-Test": "123" }, remove: ["X-Remove-Me"] } })).toEqual({
    on_http_request: [
      {
        name: "site: request headers",
        expressions: [ROOT],
        actions: [
          { type: "add-headers", config: { headers: { "X-Test": "123" } } },
          { type: "remove-headers", config: { headers: ["X-Remove-Me"] } },
        ],
      },
    ],
  });
});

test("response_headers: add-headers then remove-headers in on_http_response, at most 10 headers an action", () => {
  const add = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`X-${i}`, `${i}`]));
  const policy = policyOf({ response_headers: { add, remove: ["Server"] } });
  expect(policy).toEqual({
    on_http_response: [
      {
        name: "site: response headers",
        expressions: [ROOT],
        actions: [
          { type: "add-headers", config: { headers: Object.fromEntries(Object.entries(add).slice(0, 10)) } },
          { type: "add-headers", config: { headers: { "X-10": "10" } } },
          { type: "remove-headers", config: { headers: ["Server"] } },
        ],
      },
    ],
  });
});

test("webhook_verification: verify-webhook with the provider's lower-case identifier", () => {
  expect(policyOf({ webhook_verification: { provider: "SLACK", secret: "abcdef" } })).toEqual({
    on_http_request: [{ name: "site: webhook verification", expressions: [ROOT], actions: [{ type: "verify-webhook", config: { provider: "slack", secret: "abcdef" } }] }],
  });
});

test("oauth: set-vars, oauth with durations, then custom-response 403 for anyone not allowed", () => {
  const policy = policyOf({
    oauth: {
      provider: { google: { client_id: "abc", client_secret: "def", scopes: ["email"], email_addresses: ["user@example.com"], email_domains: ["example.com"] } },
      options_passthrough: true,
      inactivity_timeout: 600,
      maximum_duration: 86400,
      auth_check_interval: 300,
    },
  });
  expect(policy).toEqual({
    on_http_request: [
      {
        name: "site: oauth allowed identities",
        expressions: [ROOT],
        actions: [{ type: "set-vars", config: { vars: [{ allowed_emails: ["user@example.com"] }, { allowed_email_domains: ["example.com"] }] } }],
      },
      {
        name: "site: oauth",
        expressions: [ROOT],
        actions: [
          {
            type: "oauth",
            config: {
              provider: "google",
              client_id: "abc",
              client_secret: "def",
              scopes: ["email"],
              max_session_duration: "24h",
              idle_session_timeout: "10m",
              userinfo_refresh_interval: "5m",
              allow_cors_preflight: true,
            },
          },
        ],
      },
      {
        name: "site: oauth deny others",
        expressions: [
          ROOT,
          "req.method != 'OPTIONS'",
          "!(actions.ngrok.oauth.identity.email in vars.allowed_emails || vars.allowed_email_domains.exists(d, actions.ngrok.oauth.identity.email.endsWith('@' + d)))",
        ],
        actions: [{ type: "custom-response", config: { status_code: 403 } }],
      },
    ],
  });
});

test("oauth: without allow-lists only the oauth action; cookie_prefix is reported as left out", () => {
  expect(policyOf({ oauth: { provider: { github: {} }, cookie_prefix: "app." } })).toEqual({
    on_http_request: [{ name: "site: oauth", expressions: [ROOT], actions: [{ type: "oauth", config: { provider: "github" } }] }],
  });
  expect(moduleReport({ oauth: { provider: { github: {} }, cookie_prefix: "app." } })).toContainEqual({
    module: "oauth",
    status: "caveat",
    note: "oauth; cookie_prefix has no equivalent and is left out (the guide's auth_cookie_domain sets a domain, not a prefix)",
  });
});

test("oidc: openid-connect with issuer_url and idle_session_duration", () => {
  expect(
    policyOf({
      oidc: { issuer: "https://example.com", client_id: "abc", client_secret: "def", scopes: ["openid", "email"], options_passthrough: false, maximum_duration: 3600, inactivity_timeout: 600 },
    }),
  ).toEqual({
    on_http_request: [
      {
        name: "site: oidc",
        expressions: [ROOT],
        actions: [
          {
            type: "openid-connect",
            config: {
              issuer_url: "https://example.com",
              client_id: "abc",
              client_secret: "def",
              scopes: ["openid", "email"],
              max_session_duration: "1h",
              idle_session_duration: "10m",
              allow_cors_preflight: false,
            },
          },
        ],
      },
    ],
  });
});

test("user_agent_filter: deny 403 when no allow entry matches and the user agent is missing or matches a deny entry", () => {
  expect(policyOf({ user_agent_filter: { allow: ["(?i)google-images"], deny: ["(?i)google", "[Bb]ing"] } })).toEqual({
    on_http_request: [
      {
        name: "site: user agent filter",
        expressions: [
          ROOT,
          "!(req.user_agent.matches('(?i)google-images'))",
          "!('user-agent' in req.headers) || req.user_agent.matches('(?i)google') || req.user_agent.matches('[Bb]ing')",
        ],
        actions: [{ type: "deny", config: { status_code: 403 } }],
      },
    ],
  });
});

test("user_agent_filter: with no entries only a request without User-Agent is denied", () => {
  expect(policyOf({ user_agent_filter: {} })).toEqual({
    on_http_request: [{ name: "site: user agent filter", expressions: [ROOT, "!('user-agent' in req.headers)"], actions: [{ type: "deny", config: { status_code: 403 } }] }],
  });
});

test("traffic_policy: the route's own rules keep their order under the route's expressions", () => {
  const value = JSON.stringify({
    on_http_request: [{ name: "teapot", expressions: ["req.method == 'BREW'"], actions: [{ type: "custom-response", config: { status_code: 418 } }] }],
    on_http_response: [{ actions: [{ type: "add-headers", config: { headers: { "X-Brewed": "yes" } } }] }],
  });
  expect(policyOf({ traffic_policy: { value } })).toEqual({
    on_http_request: [{ name: "site: teapot", expressions: [ROOT, "req.method == 'BREW'"], actions: [{ type: "custom-response", config: { status_code: 418 } }] }],
    on_http_response: [{ name: "site: traffic policy rule 2", expressions: [ROOT], actions: [{ type: "add-headers", config: { headers: { "X-Brewed": "yes" } } }] }],
  });
});

test("saml and websocket_tcp_converter, when dropped, leave no rules and say so", () => {
  const t = translateRoutes([route({ saml: { idp_metadata: "<xml/>" }, websocket_tcp_converter: {} })], { backends: {}, drop: ["saml", "websocket_tcp_converter"] });
  expect(t.policy).toEqual({});
  expect(t.report[0]?.modules).toEqual([
    { module: "backend", status: "caveat", note: "the route has no backend: requests it serves get no response from the policy" },
    { module: "saml", status: "dropped", note: 'left out as asked (drop: "saml")' },
    { module: "websocket_tcp_converter", status: "dropped", note: 'left out as asked (drop: "websocket_tcp_converter")' },
  ]);
});

test("a disabled module is reported dropped and emits nothing", () => {
  const t = translateRoutes([route({ compression: { enabled: false } })], { backends: {} });
  expect(t.policy).toEqual({});
  expect(t.report[0]?.modules).toContainEqual({ module: "compression", status: "dropped", note: "disabled on the route (enabled: false); nothing to convert" });
});

test("modules run in order: restriction, user agents, webhook, authentication, circuit breaker, headers, own policy, backend", () => {
  const t = translateRoutes(
    [
      route({
        backend: { backend_id: "bkdtg_1" },
        request_headers: { add: { "X-A": "1" } },
        traffic_policy: { value: "on_http_request:\n  - actions:\n      - type: deny\n" },
        circuit_breaker: {},
        oidc: { issuer: "https://id.example.com", client_id: "c", client_secret: "s" },
        webhook_verification: { provider: "SNS" },
        user_agent_filter: { deny: ["bot"] },
        ip_restriction: { ip_policy_ids: [] },
      }),
    ],
    { backends: { bkdtg_1: "https://app.internal" } },
  );
  expect(t.policy.on_http_request?.map((r) => r.name)).toEqual([
    "site: ip restriction",
    "site: user agent filter",
    "site: webhook verification",
    "site: oidc",
    "site: circuit breaker",
    "site: request headers",
    "site: traffic policy rule 1",
    "site: backend",
  ]);
});
