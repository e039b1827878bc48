// The CloudEndpoint provider's check and diff, called directly: rules with the SDK's field names,
// unknowns in preview, and what is (and is not) a change.
import * as cep from "../../provider/resources/cloudEndpoint/family";
import { UNKNOWN } from "../../provider/inputs/unknowns";

const failures = async (news: Record<string, unknown>) => (await cep.check({}, news)).failures ?? [];

const DENY = "on_http_request:\n  - actions:\n      - type: deny\n";
const valid = { url: "https://app.example.com", trafficPolicy: DENY };

describe("check", () => {
  test("a valid endpoint passes and keeps its inputs", async () => {
    const r = await cep.check({}, { ...valid, description: "d", bindings: ["public"], poolingEnabled: true });
    expect(r.failures).toEqual([]);
    expect(r.inputs).toEqual({ ...valid, description: "d", bindings: ["public"], poolingEnabled: true });
  });

  test("url rules are named with the SDK's field names", async () => {
    expect(await failures({ ...valid, url: "https://app.example.com/x" })).toEqual([
      { property: "url", reason: 'url must be an endpoint URL (scheme://hostname[:port], with no path, query or credentials); got "https://app.example.com/x"' },
    ]);
    expect(await failures({ ...valid, url: "https://app.internal", bindings: ["public"] })).toEqual([
      { property: "url", reason: 'url must not use a .internal hostname for the public binding (use the internal binding); got "https://app.internal"' },
    ]);
    expect(await failures({ ...valid, url: "https://app.example.com:8443" })).toEqual([{ property: "url", reason: "url must use port 443 for a public https endpoint; got 8443" }]);
  });

  test("bindings, pooling, description, metadata, unknown fields and type", async () => {
    expect(
      await failures({ ...valid, bindings: ["public", "internal"], poolingEnabled: "yes", description: "x".repeat(256), metadata: 4, colour: "red", type: "cloud" }),
    ).toEqual([
      { property: "description", reason: "description must be at most 255 bytes (UTF-8); got 256 bytes" },
      { property: "metadata", reason: "metadata must be a string; got number" },
      { property: "bindings", reason: "bindings must have exactly 1 entry (an endpoint has one binding); got 2" },
      { property: "poolingEnabled", reason: "poolingEnabled must be a boolean (true or false); got string" },
      { property: "colour", reason: "colour is not a known field (allowed fields are listed in the API reference)" },
      { property: "type", reason: "type is not a known field of CloudEndpoint (every CloudEndpoint is a cloud endpoint)" },
    ]);
  });

  test("the policy is required, non-empty, a valid document, and fits the url's protocol and binding; reported against the resource, since the engine would print a policy that may hold secrets", async () => {
    expect(await failures({ url: valid.url })).toEqual([{ property: "", reason: "trafficPolicy is required" }]);
    expect(await failures({ ...valid, trafficPolicy: " " })).toEqual([
      { property: "", reason: "trafficPolicy must not be empty (a cloud endpoint handles its traffic with its policy alone)" },
    ]);
    expect(await failures({ ...valid, trafficPolicy: "on_http_request:\n  - actions:\n      - type: teleport\n" })).toEqual([
      {
        property: "",
        reason:
          'trafficPolicy is not a valid traffic policy: on_http_request[0].actions[0].type must be one of the action types "add-headers", "remove-headers", "restrict-ips", "circuit-breaker", "compress-response", "verify-webhook", "oauth", "openid-connect", "forward-internal", "set-vars", "custom-response", "url-rewrite", "redirect", "rate-limit", "basic-auth", "log", "close-connection", "deny", "ai-gateway", "http-request", "jwt-validation", "owasp-crs-request", "owasp-crs-response", "terminate-tls", "request-body-find-replace", "response-body-find-replace", "sse-find-replace"; got "teleport"',
      },
    ]);
    expect(await failures({ ...valid, url: "tcp://db.internal:5432" })).toEqual([
      { property: "", reason: "trafficPolicy must not use the on_http_request phase on a tcp endpoint (only on_tcp_connect applies)" },
    ]);
  });

  test("an expression that does not parse is one line against the resource", async () => {
    const line = 'trafficPolicy on_http_request rule "office only" expression "req.method == " does not parse: <input>:1:12: found = but expecting end of input';
    const doc = { on_http_request: [{ name: "office only", expressions: ["req.method == "], actions: [{ type: "deny" }] }] };
    expect(await failures({ ...valid, trafficPolicy: JSON.stringify(doc) })).toEqual([{ property: "", reason: line }]);
  });

  test("a policy object (as the SDK passes an invalid one) is reported at its paths", async () => {
    expect(await failures({ ...valid, trafficPolicy: { on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "" } }] }] } })).toEqual([
      { property: "", reason: "trafficPolicy.on_http_request[0].actions[0].config.url must not be empty" },
    ]);
  });

  test("adoptId must be an endpoint id", async () => {
    expect(await failures({ ...valid, adoptId: "esb_1" })).toEqual([{ property: "adoptId", reason: 'adoptId must be an endpoint id of the form ep_<id>; got "esb_1"' }]);
    expect(await failures({ ...valid, adoptId: "ep_1" })).toEqual([]);
  });

  test("unknowns pass; a url is not judged against an unknown binding, but its own form still is", async () => {
    expect(await failures({ url: UNKNOWN, trafficPolicy: UNKNOWN, bindings: UNKNOWN })).toEqual([]);
    expect(await failures({ ...valid, url: "https://app.internal", bindings: [UNKNOWN] })).toEqual([]);
    expect(await failures({ ...valid, url: "ftp://x", bindings: UNKNOWN })).toEqual([
      { property: "url", reason: 'url must be an endpoint URL (the scheme must be one of http, https, tls, tcp); got "ftp://x"' },
    ]);
  });
});

describe("diff", () => {
  const olds: cep.CepOutputs = {
    uri: "http://e/endpoints/ep_1",
    createdAt: "2030-01-01T00:00:00Z",
    updatedAt: "2030-01-01T00:00:00Z",
    type: "cloud",
    url: "https://app.example.com",
    proto: "https",
    hostport: "app.example.com:443",
    trafficPolicy: DENY,
    description: null,
    metadata: null,
    bindings: ["public"],
    poolingEnabled: false,
    domain: null,
  };
  const changes = async (news: Record<string, unknown>) => cep.diff("ep_1", olds, { ...valid, ...news } as cep.CepInputs);

  test("the service's forms are not changes: default port, case, inferred binding, the policy written as JSON", async () => {
    expect(await changes({ url: "HTTPS://App.Example.com:443" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await changes({ bindings: ["public"], poolingEnabled: false, description: "" })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
    expect(await changes({ trafficPolicy: JSON.stringify({ on_http_request: [{ actions: [{ type: "deny" }] }] }) })).toEqual({ changes: false, replaces: [], deleteBeforeReplace: false });
  });

  test("a new url, policy, binding or pooling is an in-place change, never a replacement", async () => {
    for (const news of [{ url: "https://other.example.com" }, { trafficPolicy: "on_http_request:\n  - actions:\n      - type: deny\n        config:\n          status_code: 404\n" }, { bindings: ["kubernetes"] }, { poolingEnabled: true }, { metadata: "m" }]) {
      expect(await changes(news)).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
    }
  });

  test("an unknown is a change in preview", async () => {
    expect((await changes({ url: UNKNOWN })).changes).toBe(true);
  });
});

test("samePolicy: the same text, or YAML and JSON of the same document; never two different ones", () => {
  expect(cep.samePolicy("not: [valid", "not: [valid")).toBe(true);
  expect(cep.samePolicy(DENY, '{"on_http_request":[{"actions":[{"type":"deny"}]}]}')).toBe(true);
  expect(cep.samePolicy(DENY, '{"on_http_response":[{"actions":[{"type":"deny"}]}]}')).toBe(false);
  expect(cep.samePolicy("a: [", "b: [")).toBe(false);
});
