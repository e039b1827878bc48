/** The simulator's engine: phases, rule matching, terminating actions, interpolation, errors. */
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { simulate, type SimRequest } from "../../../trafficPolicy/simulate";
import { interpolationParts } from "../../../trafficPolicy/simulate/cel/program";

const req = (over: Partial<SimRequest> = {}): SimRequest => ({ method: "GET", url: "https://shop.example.com/api/orders?id=7", headers: { "User-Agent": "curl/8" }, clientIp: "203.0.113.9", ...over });

test("rules run in order; a rule whose expressions do not all hold is skipped; a terminating action ends the phase", async () => {
  const o = await simulate(
    {
      on_http_request: [
        { name: "no", expressions: ["req.method == 'GET'", "req.url.path == '/x'"], actions: [{ type: "deny" }] },
        { name: "tag", expressions: ["req.url.path.startsWith('/api/')"], actions: [{ type: "add-headers", config: { headers: { "x-tag": "api" } } }] },
        { name: "answer", actions: [{ type: "custom-response", config: { status_code: 418, body: "teapot" } }, { type: "deny" }] },
        { name: "never", actions: [{ type: "deny" }] },
      ],
    },
    req(),
  );
  expect(o).toEqual({
    kind: "response",
    status: 418,
    headers: { "content-type": ["text/plain"] },
    body: "teapot",
    trace: {
      rules: [{ phase: "on_http_request", index: 1, name: "tag" }, { phase: "on_http_request", index: 2, name: "answer" }],
      actions: [
        { phase: "on_http_request", rule: 1, type: "add-headers", detail: "added x-tag: api" },
        { phase: "on_http_request", rule: 2, type: "custom-response", detail: "answered 418" },
      ],
      vars: {},
      logs: [],
      notSimulated: [],
      incomplete: false,
    },
  });
});

test("interpolation: text around `${...}` makes a string; a lone `${...}` in set-vars keeps its CEL type", async () => {
  const o = await simulate(
    { on_http_request: [{ actions: [{ type: "set-vars", config: { vars: [{ ids: "${getQueryParam('id')}" }, { line: "id=${vars.ids[0]} ua=${req.headers['User-Agent'][0]}" }] } }, { type: "custom-response", config: { body: "${vars.line}" } }] }] },
    req(),
  );
  expect(o.kind === "response" && o.body).toBe("id=7 ua=curl/8");
  expect(o.trace.vars).toEqual({ ids: ["7"], line: "id=7 ua=curl/8" });
});

test("on_tcp_connect sees conn.*; on_http_response runs on the upstream's answer; the outcome names the upstream and the request as forwarded", async () => {
  const o = await simulate(
    {
      on_tcp_connect: [{ expressions: ["inCidrRange(conn.client_ip, '198.51.100.0/24')"], actions: [{ type: "close-connection" }] }],
      on_http_request: [{ actions: [{ type: "url-rewrite", config: { from: "/api/", to: "/" } }, { type: "forward-internal", config: { url: "https://api.internal" } }] }],
      on_http_response: [{ expressions: ["res.status_code == 201"], actions: [{ type: "add-headers", config: { "headers": { "x-seen": "${res.status_code}" } } }] }],
    },
    req({ method: "POST", body: "{}" }),
    { upstream: (url, r) => ({ status: 201, headers: { "x-upstream": [`${url}${r.path}`] }, body: "made" }) },
  );
  expect(o.kind).toBe("upstream");
  if (o.kind !== "upstream") return;
  expect(o.upstream).toBe("https://api.internal");
  expect(o.request).toEqual({
    method: "POST",
    path: "/orders?id=7",
    headers: {
      host: ["shop.example.com"],
      "user-agent": ["curl/8"],
      "x-forwarded-for": ["203.0.113.9"],
      "x-forwarded-host": ["shop.example.com"],
      "x-forwarded-proto": ["https"],
    },
    body: "{}",
  });
  expect(o.response).toEqual({ status: 201, headers: { "x-seen": ["201"], "x-upstream": ["https://api.internal/orders?id=7"] }, body: "made" });
  const closed = await simulate({ on_tcp_connect: [{ expressions: ["inCidrRange(conn.client_ip, '198.51.100.0/24')"], actions: [{ type: "close-connection" }] }] }, req({ clientIp: "198.51.100.4" }));
  expect(closed.kind).toBe("closed");
});

test("a cloud endpoint whose request rules end without a terminating action answers as the service does for an offline endpoint", async () => {
  const o = await simulate({ on_http_request: [{ actions: [{ type: "add-headers", config: { headers: { a: "b" } } }] }] }, req());
  expect(o.kind === "response" && [o.status, o.headers["ngrok-error-code"], o.body]).toEqual([404, ["ERR_NGROK_3200"], "The endpoint https://shop.example.com is offline."]);
});

test("an expression that fails or is not a bool is one line naming the phase, rule and expression", async () => {
  await expect(simulate({ on_http_request: [{ name: "bad", expressions: ["req.url.path"], actions: [{ type: "deny" }] }] }, req())).rejects.toThrow(
    'on_http_request[0] (rule "bad"): expression "req.url.path" gives "/api/orders", not a bool',
  );
  await expect(simulate({ on_http_request: [{ actions: [{ type: "custom-response", config: { body: "${secrets.get('v', 'nope')}" } }] }] }, req())).rejects.toThrow(
    'on_http_request[0]: action custom-response: expression "secrets.get(\'v\', \'nope\')" fails: secrets.get: the vault "v" holds no secret "nope"',
  );
  await expect(simulate("on_http_request: []", req({ url: "/relative" }))).rejects.toThrow('request.url must be a full http(s) URL such as "https://shop.example.com/path"; got "/relative"');
});

test("reading a variable the simulator has no data for is reported, and the outcome is incomplete", async () => {
  const o = await simulate({ on_http_request: [{ expressions: ["req.user_agent.is_bot"], actions: [{ type: "deny" }] }] }, req());
  expect(o.trace.incomplete).toBe(true);
  expect(o.trace.notSimulated).toEqual([{ phase: "on_http_request", rule: -1, type: "variable", reason: "user-agent parsing (req.user_agent.*) is not simulated: its sub-fields read empty" }]);
});

test("forward-internal finds an internal endpoint by its canonical URL: a default port or a trailing slash on either side names the same endpoint", async () => {
  const inner = "on_http_request:\n  - actions:\n      - type: add-headers\n        config: { headers: { x-inner: yes } }";
  const forward = (url: string) => ({ on_http_request: [{ actions: [{ type: "forward-internal" as const, config: { url } }] }] });
  const reached = async (policyUrl: string, contextUrl: string) => {
    const o = await simulate(forward(policyUrl), req(), { internalEndpoints: { [contextUrl]: inner } });
    return o.kind === "upstream" ? [o.upstream, o.request.headers["x-inner"], o.trace.rules.map((r) => r.endpoint ?? "")] : o.kind;
  };
  expect(await reached("https://api.internal:443", "https://api.internal")).toEqual(["https://api.internal", ["yes"], ["", "https://api.internal"]]);
  expect(await reached("https://api.internal", "https://api.internal:443")).toEqual(["https://api.internal", ["yes"], ["", "https://api.internal"]]);
  expect(await reached("https://API.internal/", "https://api.internal:443/")).toEqual(["https://api.internal", ["yes"], ["", "https://api.internal"]]);
  expect(await reached("http://api.internal:80", "http://api.internal")).toEqual(["http://api.internal", ["yes"], ["", "http://api.internal"]]);
  // Another port is another endpoint: the service's offline answer.
  const other = await simulate(forward("https://api.internal:8443"), req(), { internalEndpoints: { "https://api.internal": inner } });
  expect(other.kind === "response" && [other.status, other.body]).toEqual([404, "The endpoint https://api.internal:8443 is offline."]);
  // on_error: continue goes on only when no form of the URL is known.
  const known = await simulate(
    { on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://api.internal:443", on_error: "continue" } }, { type: "deny" }] }] },
    req(),
    { internalEndpoints: { "https://api.internal": null } },
  );
  expect(known.kind === "upstream" && known.upstream).toBe("https://api.internal");
});

test("variables describe the request as the phase began, whenever an expression first reads them; a whole variable lists its fields in the documented order", async () => {
  const o = await simulate(
    {
      on_http_request: [
        { actions: [{ type: "add-headers", config: { headers: { host: "other.example.com" } } }] },
        { actions: [{ type: "custom-response", config: { body: "${req.host} ${req.url.host} ${req.headers['host'][0]} ${endpoint.port} ${endpoint}" } }] },
      ],
    },
    req({ headers: { cookie: "a=1" } }),
  );
  expect(o.kind === "response" && o.body).toBe(
    'shop.example.com shop.example.com other.example.com 443 {"url":"https://shop.example.com","addr":"shop.example.com:443","host":"shop.example.com","port":443,"protocol":"https","id":""}',
  );
});

test("a qualified name reads the variable's field, a missing field fails as CEL's selection does, and a comprehension's variable shadows a root", async () => {
  const rule = (expr: string) => ({ on_http_request: [{ name: "r", expressions: [expr], actions: [{ type: "deny" as const }] }] });
  const matched = async (expr: string) => (await simulate(rule(expr), req())).trace.rules.length;
  expect(await matched("req.url.path == '/api/orders' && conn.client_ip == '203.0.113.9' && req.url.query_params.id == ['7']")).toBe(1);
  // The same names, after the first expression noted them, inside a comprehension that binds `req`: the local value wins.
  expect(await matched("[{'method': 'local'}].exists(req, req.method == 'local')")).toBe(1);
  expect(await matched("req.method == 'GET'")).toBe(1);
  await expect(simulate(rule("req.url.nope == 'x'"), req())).rejects.toThrow('on_http_request[0] (rule "r"): expression "req.url.nope == \'x\'" fails: field not found: nope');
  await expect(simulate(rule("vars.missing == 1"), req())).rejects.toThrow('on_http_request[0] (rule "r"): expression "vars.missing == 1" fails: field not found: missing');
});

describe("interpolation parts: a `${` closes at its own brace, outside quoted literals", () => {
  test("nested braces and quoted braces stay in the expression; an unclosed one is refused with the text", () => {
    expect(interpolationParts("a ${ {'k': '}'}['k'] } b ${x}")).toEqual([{ text: "a " }, { expr: " {'k': '}'}['k'] " }, { text: " b " }, { expr: "x" }]);
    expect(() => interpolationParts("a ${ 'x' ")).toThrow("unclosed ${ in \"a ${ 'x' \"");
  });
});

test("forward-internal appends the client's IP and scheme to X-Forwarded-For and -Proto, and keeps the client's X-Forwarded-Host", async () => {
  // endpoints/cloud-endpoints/http.mdx "Upstream headers": appended when the request has them; the client's X-Forwarded-Host if it sent one.
  const o = await simulate(
    "on_http_request:\n  - actions:\n      - type: forward-internal\n        config: { url: https://api.internal }",
    req({ url: "http://shop.example.com/", headers: { "X-Forwarded-For": "198.51.100.7", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.example.com" } }),
    { internalEndpoints: { "https://api.internal": "on_http_request:\n  - actions:\n      - type: remove-headers\n        config: { headers: [x-forwarded-host] }" } },
  );
  if (o.kind !== "upstream") throw new Error(o.kind);
  expect([o.request.headers["x-forwarded-for"], o.request.headers["x-forwarded-proto"], o.request.headers["x-forwarded-host"]]).toEqual([["198.51.100.7, 203.0.113.9"], ["https, http"], undefined]);
  const kept = await simulate("on_http_request:\n  - actions:\n      - type: forward-internal\n        config: { url: https://api.internal }", req({ headers: { "X-Forwarded-Host": "www.example.com" } }));
  if (kept.kind !== "upstream") throw new Error(kept.kind);
  expect(kept.request.headers["x-forwarded-host"]).toEqual(["www.example.com"]);
});

describe("compress-response compresses the answer with the algorithm negotiated (traffic-policy/actions/compress-response.mdx)", () => {
  const through = (acceptEncoding: string, algorithms?: ("br" | "compress" | "deflate" | "gzip")[]) =>
    simulate({ on_http_response: [{ actions: [{ type: "compress-response", ...(algorithms ? { config: { algorithms } } : {}) }] }] }, req({ headers: { "Accept-Encoding": acceptEncoding } }), {
      endpoint: { url: "https://shop.example.com", upstream: "http://localhost:8080" },
      upstream: () => ({ status: 200, headers: { "content-type": ["text/plain"], "content-length": ["11"] }, body: "hello world" }),
    });
  test.each([
    ["gzip", (b: Buffer) => gunzipSync(b)],
    ["deflate", (b: Buffer) => inflateSync(b)],
    ["br", (b: Buffer) => brotliDecompressSync(b)],
  ] as const)("%s: the bytes decode to the body; Content-Length removed, Content-Encoding and Vary added", async (algorithm, decode) => {
    const o = await through(`${algorithm}, identity;q=0.1`);
    if (o.kind !== "upstream" || o.response === undefined) throw new Error(o.kind);
    expect(o.response.headers).toEqual({ "content-type": ["text/plain"], "content-encoding": [algorithm], vary: ["Accept-Encoding"] });
    expect(decode(Buffer.from(o.response.encoded ?? [])).toString("utf8")).toBe("hello world");
    expect(o.response.body).toBe("hello world");
  });
  test("compress (LZW), negotiated, is not simulated: the refusal of an action not simulated", async () => {
    const o = await through("compress", ["compress", "gzip"]);
    expect(o.kind === "upstream" && o.response).toEqual({ status: 403, headers: { "x-ingress-not-simulated": ["compress-response"] }, body: "" });
    expect(o.trace.notSimulated.map((n) => n.reason)).toEqual(["the compress encoding is not simulated (simulated: gzip, deflate, br)"]);
  });
});

test("a CR or LF that ${…} brings into a header value: 502 ERR_NGROK_3900 (errors/err_ngrok_3900.mdx) in custom-response, redirect and add-headers", async () => {
  const crlf = "${'a\\r\\nset-cookie: session=stolen'}";
  const expected = (type: string, field: string) => ({
    status: 502,
    headers: { "content-type": ["text/plain"], "ngrok-error-code": ["ERR_NGROK_3900"] },
    body: `CEL interpolation was unsuccessful in action ${type} field headers.${field}`,
  });
  const answered = await simulate({ on_http_request: [{ actions: [{ type: "custom-response", config: { body: "hi", headers: { "X-Echo": crlf } } }] }] }, req());
  expect(answered.kind === "response" && { status: answered.status, headers: answered.headers, body: answered.body }).toEqual(expected("custom-response", "X-Echo"));
  const redirected = await simulate({ on_http_request: [{ actions: [{ type: "redirect", config: { to: "/elsewhere", headers: { "x-why": crlf } } }] }] }, req());
  expect(redirected.kind === "response" && { status: redirected.status, headers: redirected.headers, body: redirected.body }).toEqual(expected("redirect", "x-why"));
  const forwarded = await simulate(
    { on_http_request: [{ actions: [{ type: "add-headers", config: { headers: { "x-user": crlf } } }, { type: "forward-internal", config: { url: "https://api.internal" } }] }] },
    req(),
  );
  expect(forwarded.kind === "response" && { status: forwarded.status, headers: forwarded.headers, body: forwarded.body }).toEqual(expected("add-headers", "x-user"));
  expect(forwarded.trace.actions.map((a) => a.detail)).toEqual(["headers.x-user holds CR, LF or NUL: 502 ERR_NGROK_3900"]);
});
