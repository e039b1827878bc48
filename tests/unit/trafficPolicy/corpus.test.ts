/**
 * Fidelity corpus (issue #42, point 4): what ngrok-docs' action and macro pages state for their
 * examples, run through `simulate`: request in, outcome out, each case citing its page
 * (ngrok-docs 56a5f996). Every documented action is simulated or listed in NOT_SIMULATED; every
 * documented macro has a case.
 */
import { gzipSync } from "node:zlib";
import { NOT_SIMULATED, SIMULATED_ACTIONS, simulate, type SimContext, type SimRequest } from "../../../trafficPolicy/simulate";
import { parsePolicy } from "../../../trafficPolicy/model/document";
import { expressionProblems } from "../../../trafficPolicy/expressions";
import { DOCUMENTED_MACROS, MACRO_CASES, MACRO_PAGE, MACRO_REQUEST, MACRO_RESPONSE } from "./corpusMacros";

/** The action pages of traffic-policy/actions/ (index.mdx aside), each with the `type` it documents (oidc.mdx documents `openid-connect`). */
const ACTION_PAGES_SOURCE = "ngrok-docs traffic-policy/actions/*.mdx";
const DOCUMENTED_ACTIONS: Record<string, string> = {
  "add-headers": "add-headers", "ai-gateway": "ai-gateway", "basic-auth": "basic-auth", "circuit-breaker": "circuit-breaker",
  "close-connection": "close-connection", "compress-response": "compress-response", "custom-response": "custom-response", deny: "deny",
  "forward-internal": "forward-internal", "http-request": "http-request", "jwt-validation": "jwt-validation", log: "log", oauth: "oauth",
  oidc: "openid-connect", "owasp-crs-request": "owasp-crs-request", "owasp-crs-response": "owasp-crs-response", "rate-limit": "rate-limit",
  redirect: "redirect", "remove-headers": "remove-headers", "request-body-find-replace": "request-body-find-replace",
  "response-body-find-replace": "response-body-find-replace", "restrict-ips": "restrict-ips", saml: "saml", "set-vars": "set-vars",
  "sse-find-replace": "sse-find-replace", "terminate-tls": "terminate-tls", "url-rewrite": "url-rewrite", "verify-webhook": "verify-webhook",
};

const req = (over: Partial<SimRequest> = {}): SimRequest => ({ method: "GET", url: "https://app.example.com/", headers: {}, clientIp: "203.0.113.9", ...over });

interface ActionCase {
  page: string;
  says: string;
  policy: string;
  request: SimRequest;
  context?: SimContext;
  /** The outcome's decisive fields; `did`: the trace's action details, in order. */
  expect: Record<string, unknown>;
}

const ACTION_CASES: ActionCase[] = [
  {
    page: "traffic-policy/actions/add-headers.mdx",
    says: "headers are added to the request before it reaches the upstream; names lower case",
    policy: "on_http_request:\n  - actions:\n      - type: add-headers\n        config: { headers: { X-Client-IP: '${conn.client_ip}' } }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    expect: { kind: "upstream", upstream: "https://app.internal", headers: { "x-client-ip": ["203.0.113.9"] } },
  },
  {
    page: "traffic-policy/actions/remove-headers.mdx",
    says: "the configured headers are removed from the request",
    policy: "on_http_request:\n  - actions:\n      - type: remove-headers\n        config: { headers: [X-Secret] }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ headers: { "X-Secret": "1", "X-Keep": "2" } }),
    expect: { kind: "upstream", headers: { "x-keep": ["2"] } },
  },
  {
    page: "traffic-policy/actions/custom-response.mdx",
    says: "answers with the configured status, body and headers; content-type inferred",
    policy: "on_http_request:\n  - actions:\n      - type: custom-response\n        config: { status_code: 503, body: '{\"status\":\"maintenance\"}' }",
    request: req(),
    expect: { kind: "response", status: 503, headers: { "content-type": ["application/json"] }, body: '{"status":"maintenance"}' },
  },
  {
    page: "gateway/examples/ip-restrictions-basic-auth.mdx",
    says: "the catch-all custom-response with `headers: {}` answers its status and body, content-type inferred",
    policy: "on_http_request:\n  - actions:\n      - type: custom-response\n        config:\n          status_code: 401\n          headers: {}\n          body: >-\n            <!DOCTYPE html>\n            <html lang=\"en\">Unauthorized</html>",
    request: req(),
    expect: { kind: "response", status: 401, headers: { "content-type": ["text/html"] }, body: '<!DOCTYPE html> <html lang="en">Unauthorized</html>' },
  },
  {
    page: "traffic-policy/actions/deny.mdx",
    says: "on_http_request: answers 403 by default, no body",
    policy: "on_http_request:\n  - actions:\n      - type: deny",
    request: req(),
    expect: { kind: "response", status: 403, body: "" },
  },
  {
    page: "traffic-policy/actions/deny.mdx",
    says: "on_tcp_connect: the connection is closed",
    policy: "on_tcp_connect:\n  - expressions: [\"conn.client_ip == '192.168.1.200'\"]\n    actions:\n      - type: deny",
    request: req({ clientIp: "192.168.1.200" }),
    expect: { kind: "closed" },
  },
  {
    page: "traffic-policy/actions/close-connection.mdx",
    says: "the connection is closed without an answer",
    policy: "on_http_request:\n  - actions:\n      - type: close-connection",
    request: req(),
    expect: { kind: "closed" },
  },
  {
    page: "traffic-policy/actions/redirect.mdx",
    says: "from/to rewrite the URL and answer 302 with the Location (how-it-works.mdx: /api/v1/ to /api/v2/)",
    policy: "on_http_request:\n  - expressions: [\"req.url.path.startsWith('/api/v1/')\"]\n    actions:\n      - type: redirect\n        config: { from: /api/v1/, to: /api/v2/ }",
    request: req({ url: "https://app.example.com/api/v1/users" }),
    expect: { kind: "response", status: 302, headers: { location: ["https://app.example.com/api/v2/users"] } },
  },
  {
    page: "traffic-policy/actions/url-rewrite.mdx",
    says: "every match of `from` in the full URL is replaced by `to`; the request goes on",
    policy: "on_http_request:\n  - actions:\n      - type: url-rewrite\n        config: { from: '/products/([0-9]+)', to: '/items/$1' }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ url: "https://app.example.com/products/42?x=1" }),
    expect: { kind: "upstream", path: "/items/42?x=1" },
  },
  {
    page: "traffic-policy/actions/restrict-ips.mdx",
    says: "allowed only in an allowed CIDR and in no denied one; refused with 403 in HTTP phases",
    policy: "on_http_request:\n  - actions:\n      - type: restrict-ips\n        config: { allow: [203.0.113.0/24], deny: [203.0.113.66/32] }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ clientIp: "203.0.113.66" }),
    expect: { kind: "response", status: 403 },
  },
  {
    page: "traffic-policy/actions/restrict-ips.mdx",
    says: "the CIDRs of the IP policies in ip_policies count",
    policy: "on_http_request:\n  - actions:\n      - type: restrict-ips\n        config: { ip_policies: [ipp_office] }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ clientIp: "198.51.100.7" }),
    context: { ipPolicies: { ipp_office: [{ cidr: "198.51.100.0/24", action: "allow" }] } },
    expect: { kind: "upstream", upstream: "https://app.internal" },
  },
  {
    page: "traffic-policy/actions/basic-auth.mdx",
    says: "no credentials: 401 (the example's `curl` without the header)",
    policy: "on_http_request:\n  - actions:\n      - type: basic-auth\n        config: { realm: sample-realm, credentials: ['user:password1'] }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    expect: { kind: "response", status: 401, headers: { "www-authenticate": ['Basic realm="sample-realm"'] } },
  },
  {
    page: "traffic-policy/actions/basic-auth.mdx",
    says: "valid credentials go on",
    policy: "on_http_request:\n  - actions:\n      - type: basic-auth\n        config: { credentials: ['user:password1'] }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ headers: { Authorization: `Basic ${Buffer.from("user:password1").toString("base64")}` } }),
    expect: { kind: "upstream", upstream: "https://app.internal" },
  },
  {
    page: "traffic-policy/actions/rate-limit.mdx",
    says: "over capacity in the window: 429 with retry-after (capacity 1 here, two requests)",
    policy: "on_http_request:\n  - actions:\n      - type: rate-limit\n        config: { name: one, algorithm: sliding_window, capacity: 1, rate: 60s, bucket_key: [conn.client_ip] }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    context: { state: { rateLimits: { "one\u0000203.0.113.9": [Date.parse("2026-01-01T00:00:00Z") - 10_000] } }, now: new Date("2026-01-01T00:00:00Z") },
    expect: { kind: "response", status: 429, headers: { "retry-after": ["50"] } },
  },
  {
    page: "traffic-policy/actions/set-vars.mdx",
    says: "variables set are readable by later actions",
    policy: "on_http_request:\n  - actions:\n      - type: set-vars\n        config: { vars: [{ tier: gold }, { greeting: 'hi ${vars.tier}' }] }\n      - type: custom-response\n        config: { body: '${vars.greeting}' }",
    request: req(),
    expect: { kind: "response", status: 200, body: "hi gold", vars: { tier: "gold", greeting: "hi gold" } },
  },
  {
    page: "traffic-policy/actions/log.mdx",
    says: "metadata, interpolated, goes to the request's log",
    policy: "on_http_request:\n  - actions:\n      - type: log\n        config: { metadata: { path: '${req.url.path}' } }\n      - type: deny",
    request: req({ url: "https://app.example.com/x" }),
    expect: { kind: "response", logs: [{ phase: "on_http_request", rule: 0, metadata: { path: "/x" } }] },
  },
  {
    page: "traffic-policy/actions/forward-internal.mdx",
    says: "the request goes to the internal endpoint, whose own policy runs",
    policy: "on_http_request:\n  - actions:\n      - type: forward-internal\n        config: { url: https://api.internal }",
    request: req({ url: "https://app.example.com/orders" }),
    context: { internalEndpoints: { "https://api.internal": "on_http_request:\n  - actions:\n      - type: add-headers\n        config: { headers: { x-inner: yes } }" } },
    expect: { kind: "upstream", upstream: "https://api.internal", path: "/orders", headers: { "x-inner": ["yes"] } },
  },
  {
    page: "traffic-policy/actions/forward-internal.mdx",
    says: "the Host stays the forwarding endpoint's; X-Forwarded-For, X-Forwarded-Host and X-Forwarded-Proto are set (the page's example request)",
    policy: "on_http_request:\n  - actions:\n      - type: forward-internal\n        config: { url: https://example.internal }",
    request: req({ url: "https://forward-internal-example.ngrok.app/", headers: { "User-Agent": "curl/8", Accept: "*/*" } }),
    expect: {
      kind: "upstream",
      upstream: "https://example.internal",
      headers: { host: ["forward-internal-example.ngrok.app"], "x-forwarded-for": ["203.0.113.9"], "x-forwarded-host": ["forward-internal-example.ngrok.app"], "x-forwarded-proto": ["https"] },
    },
  },
  {
    page: "traffic-policy/actions/compress-response.mdx",
    says: "the highest q-value algorithm; Content-Encoding and Vary added, Content-Length removed",
    policy: "on_http_response:\n  - actions:\n      - type: compress-response",
    request: req({ headers: { "Accept-Encoding": "gzip;q=1.0, br; q=0.5, *;q=0" } }),
    context: { endpoint: { url: "https://app.example.com", upstream: "http://localhost:8080" }, upstream: () => ({ status: 200, headers: { "content-length": ["2"] }, body: "ok" }) },
    expect: { kind: "upstream", response: { status: 200, headers: { "content-encoding": ["gzip"], vary: ["Accept-Encoding"] }, body: "ok", encoded: gzipSync("ok") } },
  },
  {
    page: "traffic-policy/actions/request-body-find-replace.mdx",
    says: "every match replaced, capture groups allowed, Content-Length updated",
    policy: "on_http_request:\n  - actions:\n      - type: request-body-find-replace\n        config: { replacements: [{ from: 'api_key=([a-zA-Z0-9]+)', to: 'api_key=REDACTED' }] }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ method: "POST", body: "api_key=abc123&x=1", headers: { "content-length": "18" } }),
    expect: { kind: "upstream", body: "api_key=REDACTED&x=1", headers: { "content-length": ["20"] } },
  },
  {
    page: "traffic-policy/actions/response-body-find-replace.mdx",
    says: "the upstream's body is changed in on_http_response",
    policy: "on_http_response:\n  - actions:\n      - type: response-body-find-replace\n        config: { replacements: [{ from: 'error_code: ([0-9]+)', to: 'error_code: HIDDEN' }] }",
    request: req(),
    context: { endpoint: { url: "https://app.example.com", upstream: "http://localhost:8080" }, upstream: () => ({ status: 500, headers: {}, body: "error_code: 42" }) },
    expect: { kind: "upstream", response: { status: 500, headers: {}, body: "error_code: HIDDEN" } },
  },
  {
    page: "traffic-policy/actions/circuit-breaker.mdx",
    says: "once the error share of enough answers reaches the threshold, requests are refused (503)",
    policy: "on_http_request:\n  - actions:\n      - type: circuit-breaker\n        config: { error_threshold: 0.5, volume_threshold: 2 }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    context: { now: new Date(1_000_000), state: { circuitBreakers: { "\u0000on_http_request[0].circuit-breaker": { results: [{ at: 999_000, failed: true }, { at: 999_500, failed: true }], trippedUntil: null } } } },
    expect: { kind: "response", status: 503 },
  },
  {
    page: "traffic-policy/actions/jwt-validation.mdx",
    says: "all tokens must be present, else 401",
    policy: "on_http_request:\n  - actions:\n      - type: jwt-validation\n        config:\n          issuer: { allow_list: [{ value: 'https://example.com/issuer' }] }\n          http: { tokens: [{ type: access_token, method: header, name: Authorization, prefix: 'Bearer ' }] }\n          jws: { allowed_algorithms: [RS256], keys: { sources: { additional_jkus: ['https://example.com/issuer/jku'] } } }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    expect: { kind: "response", status: 401 },
  },
  {
    page: "traffic-policy/actions/verify-webhook.mdx",
    says: "a request whose signature does not verify is refused with 403",
    policy: "on_http_request:\n  - actions:\n      - type: verify-webhook\n        config: { provider: github, secret: whsec }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ method: "POST", body: "{}", headers: { "x-hub-signature-256": "sha256=00" } }),
    expect: { kind: "response", status: 403 },
  },
  {
    page: "traffic-policy/actions/verify-webhook.mdx",
    says: "gitlab: the basic example's X-Gitlab-Token equal to the secret verifies, and the custom response answers",
    policy: "on_http_request:\n  - actions:\n      - type: verify-webhook\n        config: { provider: gitlab, secret: secret! }\n      - type: custom-response\n        config:\n          status_code: 200\n          headers: { content-type: text/plain }\n          body: GitLab webhook verified",
    request: req({ method: "POST", headers: { "X-Gitlab-Token": "secret!" } }),
    expect: { kind: "response", status: 200, headers: { "content-type": ["text/plain"] }, body: "GitLab webhook verified" },
  },
  {
    page: "traffic-policy/actions/verify-webhook.mdx",
    says: "gitlab: another token is refused with 403",
    policy: "on_http_request:\n  - actions:\n      - type: verify-webhook\n        config: { provider: gitlab, secret: secret! }\n      - type: custom-response\n        config: { body: GitLab webhook verified }",
    request: req({ method: "POST", headers: { "X-Gitlab-Token": "secret?" } }),
    expect: { kind: "response", status: 403, body: "" },
  },
  {
    page: "traffic-policy/actions/oauth.mdx",
    says: "without a session the action answers a redirect that starts the login flow",
    policy: "on_http_request:\n  - actions:\n      - type: oauth\n        config: { provider: google }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    expect: { kind: "response", status: 302 },
  },
  {
    page: "traffic-policy/actions/oidc.mdx",
    says: "a logged-in user goes on, with actions.ngrok.oidc.identity set",
    policy: "on_http_request:\n  - actions:\n      - type: openid-connect\n        config: { issuer_url: 'https://idp.example.com', client_id: c, client_secret: s }\n      - type: add-headers\n        config: { headers: { x-email: '${actions.ngrok.oidc.identity.email}' } }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    context: { identity: { email: "ann@example.com" } },
    expect: { kind: "upstream", headers: { "x-email": ["ann@example.com"] } },
  },
  // traffic-policy/secrets.mdx: "Secrets are supported in all Traffic Policy actions and fields that support CEL", and the
  // value "is evaluated at runtime and never persisted in policy documents or logs": the upstream gets it, the trace reads [secret].
  {
    page: "traffic-policy/secrets.mdx",
    says: "a secret, its substring(3) and its lowerAscii() in add-headers reach the upstream; the trace holds none of them",
    policy: "on_http_request:\n  - actions:\n      - type: add-headers\n        config:\n          headers:\n            x-whole: \"${secrets.get('vault-name', 'secret-name')}\"\n            x-sub: \"${secrets.get('vault-name', 'secret-name').substring(3)}\"\n            x-lower: \"${secrets.get('vault-name', 'secret-name').lowerAscii()}\"\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    context: { secrets: { "vault-name": { "secret-name": "S3cr3t-Value" } } },
    expect: {
      kind: "upstream",
      headers: { "x-whole": ["S3cr3t-Value"], "x-sub": ["r3t-Value"], "x-lower": ["s3cr3t-value"] },
      did: ["added x-whole: [secret], x-sub: [secret], x-lower: [secret]", "forwarded to https://app.internal"],
    },
  },
  {
    page: "traffic-policy/secrets.mdx",
    says: "set-vars keeps a secret's value for later actions; vars and the log action's metadata read [secret]",
    policy: "on_http_request:\n  - actions:\n      - type: set-vars\n        config: { vars: [{ token: \"${secrets.get('vault-name', 'secret-name')}\" }] }\n      - type: log\n        config: { metadata: { token: \"${vars.token.upperAscii()}\" } }\n      - type: add-headers\n        config: { headers: { authorization: \"Bearer ${vars.token}\" } }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req(),
    context: { secrets: { "vault-name": { "secret-name": "S3cr3t-Value" } } },
    expect: {
      kind: "upstream",
      headers: { authorization: ["Bearer S3cr3t-Value"] },
      vars: { token: "[secret]" },
      logs: [{ phase: "on_http_request", rule: 0, metadata: { token: "[secret]" } }],
    },
  },
  {
    page: "traffic-policy/actions/url-rewrite.mdx",
    says: "a url-rewrite that puts a secret in the host forwards there; the trace's rewrite reads [secret] for it",
    policy: "on_http_request:\n  - actions:\n      - type: url-rewrite\n        config: { from: app, to: \"${secrets.get('vault-name', 'secret-name')}\" }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ url: "https://app.example.com/orders" }),
    context: { secrets: { "vault-name": { "secret-name": "S3cr3t-Value" } } },
    expect: {
      kind: "upstream",
      path: "/orders",
      headers: { host: ["s3cr3t-value.example.com"] },
      did: ["rewrote https://app.example.com/orders to [secret]", "forwarded to https://app.internal"],
    },
  },
  {
    page: "traffic-policy/secrets.mdx",
    says: "basic-auth credentials from a vault (the page's example) let the user in; the password reads [secret] where the trace would show it",
    policy: "on_http_request:\n  - actions:\n      - type: basic-auth\n        config: { credentials: [\"user123:${secrets.get('my-vault', 'password')}\"] }\n      - type: log\n        config: { metadata: { presented: \"${string(base64.decode(req.headers['authorization'][0].substring(6)))}\" } }\n      - type: forward-internal\n        config: { url: https://app.internal }",
    request: req({ headers: { authorization: `Basic ${Buffer.from("user123:hunter2-pw").toString("base64")}` } }),
    context: { secrets: { "my-vault": { password: "hunter2-pw" } } },
    expect: {
      kind: "upstream",
      logs: [{ phase: "on_http_request", rule: 0, metadata: { presented: "[secret]" } }],
      did: ["authorized user123", "logged presented", "forwarded to https://app.internal"],
    },
  },
];

/** The decisive fields of an outcome, in the shape the cases state them. */
async function observed(c: ActionCase): Promise<Record<string, unknown>> {
  const o = await simulate(c.policy, c.request, c.context);
  const out: Record<string, unknown> = { kind: o.kind };
  for (const key of Object.keys(c.expect)) {
    if (key === "kind") continue;
    if (key === "vars" || key === "logs") out[key] = o.trace[key];
    else if (key === "did") out[key] = o.trace.actions.map((a) => a.detail);
    else if (o.kind === "upstream" && ["headers", "path", "body"].includes(key)) {
      const h = o.request.headers;
      out[key] = key === "headers" ? Object.fromEntries(Object.keys(c.expect.headers as object).map((k) => [k, h[k]])) : o.request[key as "path" | "body"];
    } else if (o.kind === "response" && key === "headers") out[key] = Object.fromEntries(Object.keys(c.expect.headers as object).map((k) => [k, o.headers[k]]));
    else out[key] = (o as unknown as Record<string, unknown>)[key];
  }
  return out;
}

describe("actions, as their pages state", () => {
  test.each(ACTION_CASES.map((c) => [`${c.page}: ${c.says}`, c] as const))("%s", async (_name, c) => {
    expect(await observed(c)).toEqual(c.expect);
  });
});

describe(`macros, as ${MACRO_PAGE} states`, () => {
  test.each(MACRO_CASES.map((c) => [`${c.macro}: ${c.expr}`, c] as const))("%s", async (_name, c) => {
    const policy = { on_http_response: [{ actions: [{ type: "set-vars" as const, config: { vars: [{ v: `\${${c.expr}}` }] } }] }] };
    const o = await simulate(policy, MACRO_REQUEST, {
      endpoint: { url: "https://app.example.com", upstream: "http://localhost:8080" },
      secrets: { "vault-name": { "secret-name": "s3cr3t" } },
      upstream: () => MACRO_RESPONSE,
    });
    expect(o.trace.vars).toEqual({ v: c.traced ?? c.value });
  });

  test("every macro the page documents has a case", () => {
    const covered = new Set(MACRO_CASES.map((c) => c.macro));
    expect(DOCUMENTED_MACROS.filter((m) => !covered.has(m))).toEqual([]);
  });
});

test(`every action documented (${ACTION_PAGES_SOURCE}) is simulated or listed as not simulated, and nothing else is`, () => {
  const documented = Object.values(DOCUMENTED_ACTIONS).sort();
  expect([...new Set([...SIMULATED_ACTIONS, ...Object.keys(NOT_SIMULATED)])].sort()).toEqual(documented);
  const withCases = new Set(ACTION_CASES.map((c) => c.page.replace(/^traffic-policy\/actions\/|\.mdx$/g, "")).map((p) => DOCUMENTED_ACTIONS[p]));
  expect(SIMULATED_ACTIONS.filter((a) => !withCases.has(a))).toEqual([]);
});

test("an action not simulated fails closed: deny's default 403 (traffic-policy/actions/deny.mdx), no body, a header naming it; the actions after it do not run", async () => {
  const o = await simulate("on_http_request:\n  - actions:\n      - type: owasp-crs-request\n      - type: custom-response\n        config: { body: let in }", req());
  expect(o).toEqual({
    kind: "response",
    status: 403,
    headers: { "x-ingress-not-simulated": ["owasp-crs-request"] },
    body: "",
    trace: {
      rules: [{ phase: "on_http_request", index: 0 }],
      actions: [{ phase: "on_http_request", rule: 0, type: "owasp-crs-request", detail: "not simulated: refused 403" }],
      vars: {},
      logs: [],
      notSimulated: [{ phase: "on_http_request", rule: 0, type: "owasp-crs-request", reason: NOT_SIMULATED["owasp-crs-request"] }],
      incomplete: true,
    },
  });
});

test("in on_tcp_connect and on_http_response too: terminate-tls answers the refusal; owasp-crs-response replaces the upstream's answer", async () => {
  const tls = await simulate("on_tcp_connect:\n  - actions:\n      - type: terminate-tls\non_http_request:\n  - actions:\n      - type: custom-response\n        config: { body: let in }", req());
  expect(tls.kind === "response" && [tls.status, tls.headers, tls.body]).toEqual([403, { "x-ingress-not-simulated": ["terminate-tls"] }, ""]);
  const res = await simulate("on_http_response:\n  - actions:\n      - type: owasp-crs-response", req(), {
    endpoint: { url: "https://app.example.com", upstream: "http://localhost:8080" },
    upstream: () => ({ status: 200, headers: { "content-type": ["text/plain"] }, body: "ok" }),
  });
  expect(res.kind === "upstream" && res.response).toEqual({ status: 403, headers: { "x-ingress-not-simulated": ["owasp-crs-response"] }, body: "" });
});

test("verify-webhook for a provider whose scheme is not simulated fails closed the same way", async () => {
  const o = await simulate("on_http_request:\n  - actions:\n      - type: verify-webhook\n        config: { provider: zoom, secret: zoom-webhook-secret }\n      - type: custom-response\n        config: { body: let in }", req({ method: "POST" }));
  expect(o.kind === "response" && [o.status, o.headers, o.body]).toEqual([403, { "x-ingress-not-simulated": ["verify-webhook"] }, ""]);
  expect(o.trace.notSimulated).toEqual([
    { phase: "on_http_request", rule: 0, type: "verify-webhook", reason: "the zoom signature scheme is not simulated (simulated: gitlab, github, slack, stripe, shopify)" },
  ]);
});

test("check refuses none of the corpus's documented policies and macro examples (their expressions parse and read what their phases have)", () => {
  const refused = ACTION_CASES.flatMap((c) => expressionProblems(parsePolicy(c.policy), "trafficPolicy"));
  const macros = MACRO_CASES.flatMap((c) => expressionProblems({ on_http_response: [{ actions: [{ type: "set-vars", config: { vars: [{ v: `\${${c.expr}}` }] } }] }] }, "trafficPolicy"));
  expect([...refused, ...macros]).toEqual([]);
  expect(ACTION_CASES.length + MACRO_CASES.length).toBeGreaterThan(0);
});
