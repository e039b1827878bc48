// The behaviour diff at preview: the probes two policies name, and the lines for the requests whose outcome changes.
import { behaviourDiff, behaviourMessage } from "../../../trafficPolicy/behaviourDiff";
import { parsePolicy } from "../../../trafficPolicy/model/document";
import { insideAndOutside, namedBy, probeRequests, sampleOf } from "../../../trafficPolicy/probes";
import { caseFilePaths } from "../../../provider/resources/cloudEndpoint/behaviour";
import { officeOnly } from "../../support/traffic";

const URL = "https://shop.example.com";
test("a CIDR gives an address inside and one just outside", () => {
  expect(insideAndOutside("203.0.113.0/24")).toEqual(["203.0.113.1", "203.0.114.1"]);
  expect(insideAndOutside("10.1.2.3/8")).toEqual(["10.0.0.1", "11.0.0.1"]);
  expect(insideAndOutside("198.51.100.7/32")).toEqual(["198.51.100.7", "198.51.100.8"]);
  expect(insideAndOutside("255.255.255.0/24")).toEqual(["255.255.255.1", "255.255.254.255"]);
});

test("a regex gives a string it matches", () => {
  expect(sampleOf("^/v[0-9]+/orders$")).toBe("/v1/orders");
  expect(sampleOf("^/api/(users|teams)/\\d+")).toBe("/api/users/1");
  expect(new RegExp("^/api/(users|teams)/\\d+").test(sampleOf("^/api/(users|teams)/\\d+"))).toBe(true);
});

test("every CIDR, path, prefix, regex, method, header, query parameter and host the policies name is probed once", () => {
  const a = parsePolicy(`on_http_request:
  - expressions: ["req.url.path.startsWith('/api')", "req.method == 'POST' || req.method in ['DELETE']"]
    actions: [{ type: deny }]
  - expressions: ["req.headers['x-env'][0] == 'beta'", "'debug' in req.url.query_params", "conn.client_ip == '192.0.2.77'"]
    actions: [{ type: restrict-ips, config: { allow: ["203.0.113.0/24"] } }]
  - expressions: ["req.url.path.matches('^/v[0-9]+/')", "req.host == 'admin.example.com'"]
    actions: [{ type: url-rewrite, config: { from: "/old/(.*)", to: "/new/$1" } }]`);
  const b = parsePolicy(`on_http_request:
  - expressions: ["req.url.path.startsWith('/api')", "'x-env' in req.headers"]
    actions: [{ type: restrict-ips, config: { allow: ["203.0.113.0/24", "198.51.100.0/24"] } }]`);
  const named = namedBy([a, b]);
  expect(named).toEqual({
    cidrs: ["192.0.2.77/32", "203.0.113.0/24", "198.51.100.0/24"],
    paths: ["/api", "/v1/", "/old/x"],
    methods: ["POST", "DELETE"],
    headers: [{ name: "x-env", value: "beta" }],
    query: [{ name: "debug", value: "probe" }],
    hosts: ["admin.example.com"],
  });
  const lines = probeRequests(named, URL).map((r) => `${r.method} ${r.url} ${JSON.stringify(r.headers ?? {})} ${r.clientIp}`);
  expect(lines).toEqual([
    "GET https://shop.example.com/ {} 192.0.2.1",
    "GET https://shop.example.com/ {} 192.0.2.77",
    "GET https://shop.example.com/ {} 192.0.2.78",
    "GET https://shop.example.com/ {} 203.0.113.1",
    "GET https://shop.example.com/ {} 203.0.114.1",
    "GET https://shop.example.com/ {} 198.51.100.1",
    "GET https://shop.example.com/ {} 198.51.101.1",
    "GET https://shop.example.com/api {} 192.0.2.1",
    "GET https://shop.example.com/v1/ {} 192.0.2.1",
    "GET https://shop.example.com/old/x {} 192.0.2.1",
    "POST https://shop.example.com/ {} 192.0.2.1",
    "DELETE https://shop.example.com/ {} 192.0.2.1",
    'GET https://shop.example.com/ {"x-env":"beta"} 192.0.2.1',
    "GET https://shop.example.com/?debug=probe {} 192.0.2.1",
    "GET https://admin.example.com/ {} 192.0.2.1",
    // Each again from inside each CIDR.
    "GET https://shop.example.com/api {} 192.0.2.77",
    "GET https://shop.example.com/v1/ {} 192.0.2.77",
    "GET https://shop.example.com/old/x {} 192.0.2.77",
    "POST https://shop.example.com/ {} 192.0.2.77",
    "DELETE https://shop.example.com/ {} 192.0.2.77",
    'GET https://shop.example.com/ {"x-env":"beta"} 192.0.2.77',
    "GET https://shop.example.com/?debug=probe {} 192.0.2.77",
    "GET https://admin.example.com/ {} 192.0.2.77",
    "GET https://shop.example.com/api {} 203.0.113.1",
    "GET https://shop.example.com/v1/ {} 203.0.113.1",
    "GET https://shop.example.com/old/x {} 203.0.113.1",
    "POST https://shop.example.com/ {} 203.0.113.1",
    "DELETE https://shop.example.com/ {} 203.0.113.1",
    'GET https://shop.example.com/ {"x-env":"beta"} 203.0.113.1',
    "GET https://shop.example.com/?debug=probe {} 203.0.113.1",
    "GET https://admin.example.com/ {} 203.0.113.1",
    "GET https://shop.example.com/api {} 198.51.100.1",
    "GET https://shop.example.com/v1/ {} 198.51.100.1",
    "GET https://shop.example.com/old/x {} 198.51.100.1",
    "POST https://shop.example.com/ {} 198.51.100.1",
    "DELETE https://shop.example.com/ {} 198.51.100.1",
    'GET https://shop.example.com/ {"x-env":"beta"} 198.51.100.1',
    "GET https://shop.example.com/?debug=probe {} 198.51.100.1",
    "GET https://admin.example.com/ {} 198.51.100.1",
  ]);
});

test("changing the network swaps the answers of an address of each: two lines, before -> after, each with its rule", async () => {
  const d = await behaviourDiff({ before: { policy: officeOnly("203.0.113.0/24"), url: URL }, after: { policy: officeOnly("198.51.100.0/24"), url: URL } });
  expect(d).toEqual({
    run: 5,
    lines: [
      'GET https://shop.example.com/ from 203.0.113.1: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"',
      'GET https://shop.example.com/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "hello" by on_http_request[1] "hello"',
    ],
  });
  expect(behaviourMessage(d)).toBe(
    [
      "behaviour at preview: 2 of 5 requests answer differently:",
      '  GET https://shop.example.com/ from 203.0.113.1: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"',
      '  GET https://shop.example.com/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "hello" by on_http_request[1] "hello"',
    ].join("\n"),
  );
});

test("the user's requests come first; a forward, a header-only change and an expression error are each one line", async () => {
  const before = `on_http_request:
  - actions: [{ type: forward-internal, config: { url: "https://api.internal" } }]`;
  const after = `on_http_request:
  - expressions: ["req.headers['x-env'][0] == 'beta'"]
    actions: [{ type: add-headers, config: { headers: { x-beta: "1" } } }]
  - actions: [{ type: forward-internal, config: { url: "https://api.internal" } }]`;
  const d = await behaviourDiff({
    before: { policy: before, url: URL },
    after: { policy: after, url: URL },
    requests: [{ method: "PUT", url: `${URL}/orders`, clientIp: "203.0.113.9", headers: { "x-env": "beta" } }],
  });
  expect(d.lines).toEqual([
    "PUT https://shop.example.com/orders with x-env: beta from 203.0.113.9: forwarded to https://api.internal/orders by on_http_request[0] -> forwarded to https://api.internal/orders by on_http_request[1] (headers changed: x-beta)",
    // Without the header, the new expression's index fails: the simulator's one line.
    "GET https://shop.example.com/ from 192.0.2.1: forwarded to https://api.internal/ by on_http_request[0] -> error: on_http_request[0]: expression \"req.headers['x-env'][0] == 'beta'\" fails: field not found: x-env",
    "GET https://shop.example.com/ with x-env: beta from 192.0.2.1: forwarded to https://api.internal/ by on_http_request[0] -> forwarded to https://api.internal/ by on_http_request[1] (headers changed: x-beta)",
  ]);
  const broken = await behaviourDiff({ before: { policy: before, url: URL }, after: { policy: `on_http_request:\n  - expressions: ["req.url.path"]\n    actions: [{ type: deny }]`, url: URL } });
  expect(broken.lines).toEqual([
    'GET https://shop.example.com/ from 192.0.2.1: forwarded to https://api.internal/ by on_http_request[0] -> error: on_http_request[0]: expression "req.url.path" gives "/", not a bool',
  ]);
});

test("a secret of the policy or of the cases is masked as the log masks it", async () => {
  const answer = (body: string) => `on_http_request:
  - actions:
      - type: basic-auth
        config: { credentials: ["ann:hunter22"] }
      - type: custom-response
        config: { status_code: 200, body: "${body}" }`;
  const d = await behaviourDiff({
    before: { policy: answer("pw hunter22"), url: URL },
    after: { policy: answer("token tok-123"), url: URL },
    requests: [{ method: "GET", url: `${URL}/`, clientIp: "192.0.2.1", headers: { authorization: `Basic ${Buffer.from("ann:hunter22").toString("base64")}` } }],
    context: { secrets: { shop: { token: "tok-123" } } },
  });
  expect(d.lines).toEqual([
    'GET https://shop.example.com/ with authorization: [secret] from 192.0.2.1: 200 "[secret]" by on_http_request[0] -> 200 "[secret]" by on_http_request[0] (what differs is secret)',
  ]);
});

test("a secret the policy holds is masked whether or not its action ran: a login's client secret", async () => {
  const policy = (body: string) => `on_http_request:
  - expressions: ["req.url.path.startsWith('/login')"]
    actions:
      - type: oauth
        config: { provider: google, client_id: shop-app, client_secret: login-client-secret-9 }
  - actions:
      - type: custom-response
        config: { status_code: 200, body: "${body}" }`;
  const d = await behaviourDiff({
    before: { policy: policy("hello"), url: URL },
    after: { policy: policy("was login-client-secret-9"), url: URL },
    requests: [{ method: "GET", url: `${URL}/`, clientIp: "192.0.2.1" }],
  });
  expect(d.lines).toEqual(['GET https://shop.example.com/ from 192.0.2.1: 200 "hello" by on_http_request[1] -> 200 "[secret]" by on_http_request[1]']);
});

test("a value computed from a secret is masked too: its substring and its lowercase", async () => {
  const answer = (body: string) => `on_http_request:
  - actions:
      - type: custom-response
        config: { status_code: 200, body: "${body}" }`;
  const d = await behaviourDiff({
    before: { policy: answer("key ${secrets.get('shop', 'token').substring(3)}"), url: URL },
    after: { policy: answer("key ${secrets.get('shop', 'token').lowerAscii()}"), url: URL },
    requests: [{ method: "GET", url: `${URL}/`, clientIp: "192.0.2.1" }],
    context: { secrets: { shop: { token: "TOK-SECRET-123" } } },
  });
  expect(d.lines).toEqual(['GET https://shop.example.com/ from 192.0.2.1: 200 "[secret]" by on_http_request[0] -> 200 "[secret]" by on_http_request[0] (what differs is secret)']);
});

test("it stops at the bound of requests, and says so in one line", async () => {
  const d = await behaviourDiff({ before: { policy: officeOnly("203.0.113.0/24"), url: URL }, after: { policy: officeOnly("198.51.100.0/24"), url: URL }, limits: { requests: 2 } });
  expect(d).toEqual({
    run: 2,
    lines: ['GET https://shop.example.com/ from 203.0.113.1: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"'],
    cut: "ran 2 of 5 requests (at most 2 per endpoint); the rest were not run",
  });
  expect(behaviourMessage(d).split("\n")).toEqual([
    "behaviour at preview: 1 of 2 requests answers differently:",
    '  GET https://shop.example.com/ from 203.0.113.1: 200 "hello" by on_http_request[1] "hello" -> 403 by on_http_request[0] "office only"',
    "  ran 2 of 5 requests (at most 2 per endpoint); the rest were not run",
  ]);
});

test("the case files config names: a JSON list or paths separated by commas", () => {
  expect(caseFilePaths('["a.yaml", "b.yaml"]')).toEqual(["a.yaml", "b.yaml"]);
  expect(caseFilePaths("a.yaml, b.yaml")).toEqual(["a.yaml", "b.yaml"]);
  expect(caseFilePaths(undefined)).toEqual([]);
});

test("the CloudEndpoint family's diff says it on the resource, with the requests of the case files config names, their secrets masked", async () => {
  const { readFileSync } = await import("node:fs");
  const path = await import("node:path");
  const runtime = await import("../../../provider/process/runtime");
  const cep = await import("../../../provider/resources/cloudEndpoint/family");
  const fixtures = path.join(__dirname, "..", "..", "fixtures", "traffic");
  const before = readFileSync(path.join(fixtures, "shop-policy.yaml"), "utf8");
  const after = before.replace(
    /- type: forward-internal\n\s+config:\n\s+url: https:\/\/api.internal/,
    "- type: custom-response\n        config: { status_code: 200, body: \"token ${secrets.get('shop', 'api-token')}\" }",
  );
  runtime.configure({ config: { get: (k) => (k === "ingress:trafficCases" ? JSON.stringify([path.join(fixtures, "shop-cases.yaml")]) : undefined) } });
  const said: string[] = [];
  const warn = jest.spyOn(console, "warn").mockImplementation((m: string) => void said.push(m));
  try {
    const olds = { url: "https://shop.example.com", trafficPolicy: before, bindings: ["public"] } as Parameters<typeof cep.diff>[1];
    const r = await cep.diff("ep_1", olds, { url: "https://shop.example.com", trafficPolicy: after, bindings: ["public"] });
    expect(r.changes).toBe(true);
  } finally {
    warn.mockRestore();
    runtime.configure({ config: { get: () => undefined } });
  }
  expect(said).toEqual([
    [
      "info: behaviour at preview: 3 of 10 requests answer differently:",
      '  GET https://shop.example.com/api/orders?page=2 from 203.0.113.9: forwarded to https://api.internal/orders?page=2 by on_http_request[1] "api" -> 200 "[secret]" by on_http_request[1] "api"',
      // The probes: the rewrite's path and the prefix, from inside the IP policy of the cases' context.
      '  GET https://shop.example.com/api/ from 203.0.113.1: forwarded to https://api.internal/ by on_http_request[1] "api" -> 200 "[secret]" by on_http_request[1] "api"',
      '  GET https://shop.example.com/api/x from 203.0.113.1: forwarded to https://api.internal/x by on_http_request[1] "api" -> 200 "[secret]" by on_http_request[1] "api"',
    ].join("\n"),
  ]);
});
