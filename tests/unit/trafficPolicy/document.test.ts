// The Traffic Policy document: its text for the service, YAML for people, reading either back,
// and the problems check() reports.
import { durationSeconds, durationText, parsePolicy, policyIssues, policyText, policyYaml, type TrafficPolicy } from "../../../trafficPolicy/model/document";

const POLICY: TrafficPolicy = {
  on_tcp_connect: [{ actions: [{ type: "restrict-ips", config: { enforce: true, allow: ["10.0.0.0/8"] } }] }],
  on_http_request: [
    {
      name: "api",
      expressions: ["req.url.path.startsWith('/api')"],
      actions: [
        { type: "circuit-breaker", config: { error_threshold: 0.5, window_duration: "10s", tripped_duration: "2m" } },
        { type: "forward-internal", config: { url: "https://api.internal", on_error: "continue" } },
        { type: "custom-response", config: { status_code: 503, body: "down" } },
      ],
    },
  ],
  on_http_response: [{ actions: [{ type: "compress-response" }] }],
};

test("policyText: an object becomes JSON with keys in the document's order; a string passes unchanged", () => {
  const reordered = { on_http_response: POLICY.on_http_response, on_http_request: [{ actions: [{ config: { url: "https://a.internal" }, type: "forward-internal" }], name: "n" }] } as TrafficPolicy;
  expect(policyText(reordered)).toBe(
    '{"on_http_request":[{"name":"n","actions":[{"type":"forward-internal","config":{"url":"https://a.internal"}}]}],"on_http_response":[{"actions":[{"type":"compress-response"}]}]}',
  );
  expect(policyText("on_http_request: []\n")).toBe("on_http_request: []\n");
});

test("policyYaml: the YAML the docs write", () => {
  expect(policyYaml({ on_http_request: [{ name: "r", expressions: ["true"], actions: [{ type: "forward-internal", config: { url: "https://a.internal" } }] }] })).toBe(
    'on_http_request:\n  - name: r\n    expressions:\n      - "true"\n    actions:\n      - type: forward-internal\n        config:\n          url: https://a.internal\n',
  );
});

test("round trip: YAML and JSON text read back to the same document", () => {
  expect(parsePolicy(policyYaml(POLICY))).toEqual(POLICY);
  expect(parsePolicy(policyText(POLICY))).toEqual(POLICY);
});

test("parsePolicy: each problem named by its path and rule, in one error", () => {
  const text = [
    "on_http_request:",
    "  - name: r1",
    "    actions:",
    "      - type: forward-internal",
    "        config: { url: https://x.internal, bogus: 1 }",
    "      - type: nope",
    "      - type: circuit-breaker",
    "        config: { error_threshold: 2, window_duration: 5m }",
    "  - actions: []",
    "on_foo: []",
  ].join("\n");
  expect(() => parsePolicy(text)).toThrow(
    new Error(
      "invalid traffic policy:\n" +
        '  - on_http_request[0] (rule "r1").actions[0].config.bogus is not a known field (allowed fields are listed in the Traffic Policy reference)\n' +
        '  - on_http_request[0] (rule "r1").actions[1].type must be one of the action types "add-headers", "remove-headers", "restrict-ips", "circuit-breaker", "compress-response", "verify-webhook", "oauth", "openid-connect", "forward-internal", "set-vars", "custom-response", "url-rewrite", "redirect", "rate-limit", "basic-auth", "log", "close-connection", "deny", "ai-gateway", "http-request", "jwt-validation", "owasp-crs-request", "owasp-crs-response", "terminate-tls", "request-body-find-replace", "response-body-find-replace", "sse-find-replace"; got "nope"\n' +
        '  - on_http_request[0] (rule "r1").actions[2].config.error_threshold must be at most 1; got 2\n' +
        '  - on_http_request[0] (rule "r1").actions[2].config.window_duration must be from 1s to 2m; got "5m"\n' +
        "  - on_http_request[1].actions must have at least 1 entry\n" +
        "  - on_foo is not a known field (allowed fields are listed in the Traffic Policy reference)",
    ),
  );
});

test("parsePolicy: text that is not a document", () => {
  let message = "";
  try {
    parsePolicy("on_http_request: [");
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message).toBe("invalid traffic policy: not YAML or JSON: Flow sequence in block collection must be sufficiently indented and end with a ] at line 1, column 19");
  expect(() => parsePolicy("- a")).toThrow(new Error("invalid traffic policy: must be a map of phases (on_tcp_connect, on_http_request, on_http_response); got a list"));
  expect(() => parsePolicy("")).toThrow(new Error("invalid traffic policy: must be a map of phases (on_tcp_connect, on_http_request, on_http_response); got nothing"));
});

test("policyText refuses an invalid object before anything is sent", () => {
  expect(() => policyText({ on_http_request: [{ actions: [{ type: "oauth", config: { provider: "" } }] }] })).toThrow(
    new Error("invalid traffic policy:\n  - on_http_request[0].actions[0].config.provider must not be empty"),
  );
});

test("policyIssues: the plain path as property, the rule's name in the reason; strings only checked for emptiness", () => {
  expect(policyIssues({ on_http_request: [{ name: "r", actions: [{ type: "circuit-breaker", config: { error_threshold: 0.5, tripped_duration: "10" } }] }] }, "trafficPolicy")).toEqual([
    {
      property: "trafficPolicy.on_http_request[0].actions[0].config.tripped_duration",
      reason: 'trafficPolicy.on_http_request[0] (rule "r").actions[0].config.tripped_duration must be a duration such as "10s", "2m" or "1h30m"; got "10"',
    },
  ]);
  expect(policyIssues({ on_http_request: [{ actions: [{ type: "deny", config: { status_code: 99 } }] }] }, "trafficPolicy")).toEqual([
    { property: "trafficPolicy.on_http_request[0].actions[0].config.status_code", reason: "trafficPolicy.on_http_request[0].actions[0].config.status_code must be at least 100; got 99" },
  ]);
  expect(policyIssues(" ", "trafficPolicy")).toEqual([{ property: "trafficPolicy", reason: "trafficPolicy must not be empty" }]);
  expect(policyIssues("on_http_request: []", "trafficPolicy")).toEqual([]);
  expect(policyIssues(POLICY, "trafficPolicy")).toEqual([]);
});

test("durations: written as the docs write them, and read back in seconds", () => {
  expect([0, 10, 90, 3600, 5400, 86400].map(durationText)).toEqual(["0s", "10s", "1m30s", "1h", "1h30m", "24h"]);
  expect(["10s", "2m", "1h30m", "1.5s", "500ms"].map(durationSeconds)).toEqual([10, 120, 5400, 1.5, 0.5]);
});

test("documented actions a user's own policy may use are read with their limits", () => {
  const text = [
    "on_http_request:",
    "  - actions:",
    "      - type: rate-limit",
    "        config: { name: api, algorithm: sliding_window, capacity: 100, rate: 30s, bucket_key: [conn.client_ip] }",
    "      - type: redirect",
    "        config: { to: https://example.com, status_code: 200 }",
  ].join("\n");
  expect(() => parsePolicy(text)).toThrow(
    new Error(
      "invalid traffic policy:\n" +
        '  - on_http_request[0].actions[0].config.rate must be from 1m to 24h; got "30s"\n' +
        "  - on_http_request[0].actions[1].config.status_code must be at least 300; got 200",
    ),
  );
  expect(parsePolicy("on_http_request:\n  - actions:\n      - type: basic-auth\n        config: { credentials: ['u:p'] }\n      - type: close-connection\n")).toEqual({
    on_http_request: [{ actions: [{ type: "basic-auth", config: { credentials: ["u:p"] } }, { type: "close-connection" }] }],
  });
});

test("headers: custom-response and redirect take an empty map (the docs' gateway example has one); add-headers needs one header", () => {
  // gateway/examples/ip-restrictions-basic-auth.mdx: the catch-all custom-response has `headers: {}`.
  expect(parsePolicy("on_http_request:\n  - actions:\n      - type: custom-response\n        config: { status_code: 401, headers: {}, body: no }\n")).toEqual({
    on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 401, headers: {}, body: "no" } }] }],
  });
  expect(parsePolicy("on_http_request:\n  - actions:\n      - type: redirect\n        config: { to: https://example.com, headers: {} }\n")).toEqual({
    on_http_request: [{ actions: [{ type: "redirect", config: { to: "https://example.com", headers: {} } }] }],
  });
  const eleven = `{ ${Array.from({ length: 11 }, (_, i) => `h${i}: v`).join(", ")} }`;
  expect(() => parsePolicy(`on_http_request:\n  - actions:\n      - type: add-headers\n        config: { headers: {} }\n      - type: custom-response\n        config: { headers: ${eleven} }\n`)).toThrow(
    new Error(
      "invalid traffic policy:\n" +
        "  - on_http_request[0].actions[0].config.headers must have from 1 to 10 headers; got 0\n" +
        "  - on_http_request[0].actions[1].config.headers must have at most 10 headers; got 11",
    ),
  );
});
