/**
 * The emulator's traffic plane (emulator/traffic): the Host header picks the endpoint, the policy
 * runs on the account as it is (IP policies, vault secrets, internal endpoints), forwards reach the
 * mapped local servers, and the traffic log says what matched and ran, never a secret.
 */
import { readFile, rm, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { join } from "node:path";
import type { Emulator } from "../../emulator";
import { parseArgs, trafficLogLine } from "../../emulator/cli";
import { parseUpstream, upstreamMap } from "../../emulator/traffic/upstreams";
import { sendThrough, startUpstream } from "../support/traffic";
import { type Api, spawnCli, start } from "./helpers";

const TOKEN = "tok-unit-9f3";
/** A secret with both letter cases, so that its lowercase differs from it. */
const MIXED = "Mixed-Case-S3cret";
let emulator: Emulator;
let api: Api;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let plane: string;
const ids: Record<string, string> = {};

const endpoint = async (url: string, policy: unknown, bindings?: string[]): Promise<string> => {
  const r = await api.post("/endpoints", { url, traffic_policy: JSON.stringify(policy), ...(bindings ? { bindings } : {}) });
  expect(r.status).toBe(201);
  return r.body.id as string;
};
const forward = (url: string) => ({ type: "forward-internal", config: { url } });

beforeAll(async () => {
  upstream = await startUpstream();
  ({ emulator, api } = await start({ trafficPort: 0, upstreams: { "https://api.internal:443": upstream.url, "https://down.internal": "http://127.0.0.1:1" } }));
  plane = emulator.trafficUrl ?? "";
  expect((await api.post("/ip_policy_rules", { ip_policy_id: "ipp_one", cidr: "203.0.113.0/24", action: "allow" })).status).toBe(201);
  const vault = await api.post("/vaults", { name: "shop" });
  expect((await api.post("/vault_secrets", { vault_id: vault.body.id, name: "api-token", value: TOKEN })).status).toBe(201);
  expect((await api.post("/vault_secrets", { vault_id: vault.body.id, name: "mixed", value: MIXED })).status).toBe(201);
  const mixed = "secrets.get('shop', 'mixed')";
  ids["vault"] = await endpoint("https://vault.example.com", {
    on_http_request: [
      {
        name: "derived",
        actions: [
          { type: "add-headers", config: { headers: { "x-whole": `\${${mixed}}`, "x-sub": `\${${mixed}.substring(3)}`, "x-lower": `\${${mixed}.lowerAscii()}` } } },
          { type: "url-rewrite", config: { from: "vault", to: `\${${mixed}}` } },
          forward("https://api.internal"),
        ],
      },
    ],
  });
  ids["shop"] = await endpoint("https://shop.example.com", {
    on_http_request: [
      { name: "office only", actions: [{ type: "restrict-ips", config: { ip_policies: ["ipp_one"] } }] },
      {
        name: "api",
        expressions: ["req.url.path.startsWith('/api/')"],
        actions: [
          { type: "add-headers", config: { headers: { "x-api-token": "${secrets.get('shop', 'api-token')}" } } },
          { type: "url-rewrite", config: { from: "/api/(.*)", to: "/$1" } },
          forward("https://api.internal"),
        ],
      },
      { name: "not found", actions: [{ type: "custom-response", config: { status_code: 404, body: "no such page" } }] },
    ],
    on_http_response: [{ name: "stamp", actions: [{ type: "add-headers", config: { headers: { "x-served-by": "plane" } } }] }],
  });
  ids["down"] = await endpoint("https://down.example.com", { on_http_request: [{ actions: [forward("https://down.internal")] }] });
  ids["lost"] = await endpoint("https://lost.example.com", { on_http_request: [{ actions: [forward("https://nowhere.internal")] }] });
  ids["bye"] = await endpoint("https://bye.example.com", { on_http_request: [{ actions: [{ type: "close-connection" }] }] });
  ids["chainInternal"] = await endpoint("https://chain.internal", {
    on_http_request: [{ name: "inner", actions: [{ type: "add-headers", config: { headers: { "x-chain": "inner" } } }, forward("https://api.internal")] }],
  });
  const answer = (body: string) => ({ on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 200, body } }] }] });
  ids["wild"] = await endpoint("https://*.apps.example.com", answer("wildcard"));
  ids["exact"] = await endpoint("https://www.apps.example.com", answer("exact"));
  ids["waf"] = await endpoint("https://waf.example.com", { on_http_request: [{ actions: [{ type: "owasp-crs-request" }, forward("https://api.internal")] }] });
  // gateway/examples/ip-restrictions-basic-auth.mdx: the catch-all custom-response has `headers: {}`.
  ids["gate"] = await endpoint("https://gate.example.com", { on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 401, headers: {}, body: "<!DOCTYPE html> <html>no</html>" } }] }] });
  ids["zip"] = await endpoint("https://zip.example.com", { on_http_request: [{ actions: [forward("https://api.internal")] }], on_http_response: [{ actions: [{ type: "compress-response" }] }] });
  const crlf = "${'a\\r\\nset-cookie: session=stolen'}";
  ids["crlf"] = await endpoint("https://crlf.example.com", { on_http_request: [{ actions: [{ type: "custom-response", config: { body: "hi", headers: { "x-echo": crlf } } }] }] });
  ids["crlfwd"] = await endpoint("https://crlfwd.example.com", { on_http_request: [{ actions: [{ type: "add-headers", config: { headers: { "x-user": crlf } } }, forward("https://api.internal")] }] });
  ids["chain"] = await endpoint("https://chain.example.com", { on_http_request: [{ name: "outer", actions: [forward("https://chain.internal")] }] });
});

afterAll(async () => {
  await emulator?.close();
  await upstream?.close();
});

beforeEach(() => {
  emulator.clearLog();
  upstream.received.length = 0;
});

test("the handle names the plane; the API's log holds none of its requests", async () => {
  expect(plane).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await sendThrough(plane, { host: "shop.example.com", path: "/other", clientIp: "203.0.113.9" });
  expect(emulator.log).toEqual([]);
  expect(emulator.trafficLog).toHaveLength(1);
});

test("an address of the IP policy reaches the upstream rewritten, with the secret, and the answer runs on_http_response", async () => {
  const a = await sendThrough(plane, { host: "shop.example.com:8080", path: "/api/orders?page=2", clientIp: "203.0.113.9", headers: { "x-trace": "t1" } });
  expect([a.status, a.body, a.headers["x-served-by"]]).toEqual([200, "upstream saw /orders?page=2", "plane"]);
  expect(upstream.received.map((r) => [r.method, r.path, r.headers["x-api-token"], r.headers["x-trace"], r.headers["x-ingress-client-ip"]])).toEqual([
    ["GET", "/orders?page=2", TOKEN, "t1", undefined],
  ]);
  expect(emulator.trafficLog).toEqual([
    {
      kind: "traffic",
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      method: "GET",
      host: "shop.example.com",
      path: "/api/orders",
      query: "page=2",
      clientIp: "203.0.113.9",
      endpointId: ids["shop"],
      status: 200,
      upstream: "https://api.internal",
      forwardedPath: "/orders?page=2",
      rules: ['on_http_request[0] "office only"', 'on_http_request[1] "api"', 'on_http_response[0] "stamp"'],
      // The secret's value, which add-headers' detail quotes, is redacted.
      actions: [
        "on_http_request[0] restrict-ips: allowed 203.0.113.9 by 203.0.113.0/24",
        "on_http_request[1] add-headers: added x-api-token: [secret]",
        "on_http_request[1] url-rewrite: rewrote https://shop.example.com/api/orders?page=2 to https://shop.example.com/orders?page=2",
        "on_http_request[1] forward-internal: forwarded to https://api.internal",
        "on_http_response[0] add-headers: added x-served-by: plane",
      ],
      notSimulated: [],
    },
  ]);
});

test("a secret, its substring(3), its lowerAscii() and a url-rewrite putting it in the host reach the upstream; the log holds none of them", async () => {
  const a = await sendThrough(plane, { host: "vault.example.com", path: "/p?q=1", clientIp: "203.0.113.9" });
  expect(a.status).toBe(200);
  expect(upstream.received.map((r) => [r.path, r.headers["x-whole"], r.headers["x-sub"], r.headers["x-lower"], r.headers["host"]])).toEqual([
    ["/p?q=1", MIXED, "ed-Case-S3cret", "mixed-case-s3cret", "mixed-case-s3cret.example.com"],
  ]);
  const [entry] = emulator.trafficLog;
  // The rewritten URL came from a secret: its path is printed as secret too, whichever part holds it.
  expect([entry?.upstream, entry?.forwardedPath, entry?.actions]).toEqual([
    "https://api.internal",
    "[secret]",
    [
      'on_http_request[0] add-headers: added x-whole: [secret], x-sub: [secret], x-lower: [secret]',
      "on_http_request[0] url-rewrite: rewrote https://vault.example.com/p?q=1 to [secret]",
      "on_http_request[0] forward-internal: forwarded to https://api.internal",
    ],
  ]);
  const line = trafficLogLine(entry as never).toLowerCase();
  expect(["mixed-case-s3cret", "ed-case-s3cret"].filter((v) => line.includes(v))).toEqual([]);
});

test("an address outside the IP policy gets restrict-ips' 403 and nothing is forwarded", async () => {
  const a = await sendThrough(plane, { host: "shop.example.com", path: "/api/orders", clientIp: "198.51.100.1" });
  expect(a.status).toBe(403);
  expect(upstream.received).toEqual([]);
  // The response phase runs on the policy's own answers too (custom-response's warning).
  expect(emulator.trafficLog.map((e) => [e.status, e.rules, e.upstream])).toEqual([[403, ['on_http_request[0] "office only"', 'on_http_response[0] "stamp"'], undefined]]);
});

test("without x-ingress-client-ip the client is the peer's address, 127.0.0.1, here refused", async () => {
  expect((await sendThrough(plane, { host: "shop.example.com", path: "/api/orders" })).status).toBe(403);
  expect(emulator.trafficLog[0]?.clientIp).toBe("127.0.0.1");
});

test("another path gets the policy's custom response, and on_http_response still runs", async () => {
  const a = await sendThrough(plane, { host: "shop.example.com", path: "/other", clientIp: "203.0.113.9" });
  expect([a.status, a.body, a.headers["ngrok-error-code"]]).toEqual([404, "no such page", undefined]);
});

test("an unknown host gets ERR_NGROK_3200, the endpoint is offline", async () => {
  const a = await sendThrough(plane, { host: "nowhere.example.com", path: "/", clientIp: "203.0.113.9" });
  expect([a.status, a.headers["ngrok-error-code"], a.headers["content-type"], a.body]).toEqual([404, "ERR_NGROK_3200", "text/plain; charset=utf-8", "The endpoint is offline.\n"]);
  expect(emulator.trafficLog.map((e) => [e.host, e.status, e.errorCode, e.endpointId])).toEqual([["nowhere.example.com", 404, "ERR_NGROK_3200", undefined]]);
});

test("a wildcard endpoint serves the hosts under it; an exact host's endpoint comes first", async () => {
  const wild = await sendThrough(plane, { host: "shop.apps.example.com", path: "/" });
  const exact = await sendThrough(plane, { host: "WWW.apps.example.com", path: "/" });
  const above = await sendThrough(plane, { host: "apps.example.com", path: "/" });
  expect([wild.body, exact.body, above.status]).toEqual(["wildcard", "exact", 404]);
  expect(emulator.trafficLog.map((e) => e.endpointId)).toEqual([ids["wild"], ids["exact"], undefined]);
});

test("an internal endpoint's policy runs on the way: its header, then the mapped upstream", async () => {
  const a = await sendThrough(plane, { host: "chain.example.com", path: "/x", clientIp: "192.0.2.1" });
  expect([a.status, a.body]).toEqual([200, "upstream saw /x"]);
  expect(upstream.received.map((r) => r.headers["x-chain"])).toEqual(["inner"]);
  expect(emulator.trafficLog[0]?.upstream).toBe("https://api.internal");
});

test("a forward to an internal URL that nothing serves is ERR_NGROK_3200; a mapped local server that is down, 502 ERR_NGROK_8012", async () => {
  const lost = await sendThrough(plane, { host: "lost.example.com", path: "/", clientIp: "192.0.2.1" });
  expect([lost.status, lost.headers["ngrok-error-code"], lost.body]).toEqual([404, "ERR_NGROK_3200", "The endpoint https://nowhere.internal is offline."]);
  const down = await sendThrough(plane, { host: "down.example.com", path: "/", clientIp: "192.0.2.1" });
  expect([down.status, down.headers["ngrok-error-code"]]).toEqual([502, "ERR_NGROK_8012"]);
  expect(down.body).toMatch(/^The upstream http:\/\/127\.0\.0\.1:1 for https:\/\/down\.internal could not be reached: connect ECONNREFUSED 127\.0\.0\.1:1\n$/);
});

test("an action not simulated fails closed: 403, no body, x-ingress-not-simulated naming it; nothing is forwarded; the log says why", async () => {
  const a = await sendThrough(plane, { host: "waf.example.com", path: "/", clientIp: "192.0.2.1" });
  expect([a.status, a.headers["x-ingress-not-simulated"], a.body]).toEqual([403, "owasp-crs-request", ""]);
  expect(upstream.received).toEqual([]);
  expect(emulator.trafficLog.map((e) => [e.status, e.upstream, e.actions, e.notSimulated])).toEqual([
    [
      403,
      undefined,
      ["on_http_request[0] owasp-crs-request: not simulated: refused 403"],
      ["on_http_request[0] owasp-crs-request: the OWASP Core Rule Set is a large external rule base run by ngrok's WAF; not reproduced offline"],
    ],
  ]);
});

test("the docs' gateway example, a custom-response with headers: {}, is stored and answers", async () => {
  const a = await sendThrough(plane, { host: "gate.example.com", path: "/", clientIp: "192.0.2.1" });
  expect([a.status, a.headers["content-type"], a.body]).toEqual([401, "text/html", "<!DOCTYPE html> <html>no</html>"]);
});

test("forward-internal's X-Forwarded-For, -Host and -Proto reach the upstream, the client's own X-Forwarded-For first", async () => {
  await sendThrough(plane, { host: "chain.example.com", path: "/x", clientIp: "192.0.2.1", headers: { "x-forwarded-for": "198.51.100.7" } });
  expect(upstream.received.map((r) => [r.headers["x-forwarded-for"], r.headers["x-forwarded-host"], r.headers["x-forwarded-proto"]])).toEqual([
    ["198.51.100.7, 192.0.2.1", "chain.example.com", "https"],
  ]);
});

test.each([
  ["gzip", gunzipSync],
  ["br", brotliDecompressSync],
] as const)("through the plane, a compressed answer decodes, sent chunked with no Content-Length: %s", async (algorithm, decode) => {
  const a = await sendThrough(plane, { host: "zip.example.com", path: "/z", clientIp: "192.0.2.1", headers: { "accept-encoding": algorithm } });
  // Chunked, with no Content-Length, as ngrok's compress-response page says.
  expect([a.status, a.headers["content-encoding"], a.headers["vary"], a.headers["content-length"], a.headers["transfer-encoding"]]).toEqual([200, algorithm, "Accept-Encoding", undefined, "chunked"]);
  expect(decode(a.bytes).toString("utf8")).toBe("upstream saw /z");
});

test("a CR/LF that ${…} brings into a header: 502 ERR_NGROK_3900, as answered and as logged, in a custom response and in a forwarded header", async () => {
  const answered = await sendThrough(plane, { host: "crlf.example.com", path: "/", clientIp: "192.0.2.1" });
  const forwarded = await sendThrough(plane, { host: "crlfwd.example.com", path: "/", clientIp: "192.0.2.1" });
  expect([answered, forwarded].map((a) => [a.status, a.headers["ngrok-error-code"], a.headers["set-cookie"], a.body])).toEqual([
    [502, "ERR_NGROK_3900", undefined, "CEL interpolation was unsuccessful in action custom-response field headers.x-echo"],
    [502, "ERR_NGROK_3900", undefined, "CEL interpolation was unsuccessful in action add-headers field headers.x-user"],
  ]);
  expect(upstream.received).toEqual([]);
  expect(emulator.trafficLog.map((e) => [e.host, e.status, e.errorCode, e.upstream])).toEqual([
    ["crlf.example.com", 502, "ERR_NGROK_3900", undefined],
    ["crlfwd.example.com", 502, "ERR_NGROK_3900", undefined],
  ]);
});

test("close-connection closes the connection without an answer", async () => {
  await expect(sendThrough(plane, { host: "bye.example.com", path: "/", clientIp: "192.0.2.1" })).rejects.toThrow("socket hang up");
  expect(emulator.trafficLog.map((e) => e.status)).toEqual(["closed"]);
});

test("an x-ingress-client-ip that is not an address is refused with one line", async () => {
  const a = await sendThrough(plane, { host: "shop.example.com", path: "/", clientIp: "somewhere" });
  expect([a.status, a.headers["ngrok-error-code"], a.body]).toEqual([400, "ERR_INGRESS_CLIENT_IP", 'x-ingress-client-ip must be an IPv4 or IPv6 address; got "somewhere"\n']);
});

test("a secret's value is in no API answer, log, snapshot or traffic entry; an update's new value is the one read", async () => {
  const [secret] = Object.values(emulator.snapshot().vault_secrets);
  expect(JSON.stringify(emulator.snapshot())).not.toContain(TOKEN);
  expect((await api.get(`/vault_secrets/${secret?.id ?? ""}`)).text).not.toContain(TOKEN);
  expect((await api.patch(`/vault_secrets/${secret?.id ?? ""}`, { value: "tok-rotated" })).status).toBe(200);
  await sendThrough(plane, { host: "shop.example.com", path: "/api/a", clientIp: "203.0.113.9" });
  expect(upstream.received.map((r) => r.headers["x-api-token"])).toEqual(["tok-rotated"]);
  expect(JSON.stringify(emulator.trafficLog)).not.toContain("tok-rotated");
  expect(trafficLogLine(emulator.trafficLog[0] as never)).not.toContain("tok-rotated");
});

test("the --log line of a traffic entry is the entry as JSON, told apart by its kind", () => {
  const e = { kind: "traffic", at: "2030-01-01T00:00:00.000Z", method: "GET", host: "a.example.com", path: "/", query: "", clientIp: "192.0.2.1", status: 404, errorCode: "ERR_NGROK_3200", rules: [], actions: [], notSimulated: [] } as const;
  expect(trafficLogLine({ ...e, rules: [], actions: [], notSimulated: [] })).toBe(
    '{"kind":"traffic","at":"2030-01-01T00:00:00.000Z","method":"GET","host":"a.example.com","path":"/","query":"","clientIp":"192.0.2.1","status":404,"errorCode":"ERR_NGROK_3200","rules":[],"actions":[],"notSimulated":[]}\n',
  );
});

describe("flags", () => {
  test("--traffic-port and repeated --upstream", () => {
    expect(parseArgs(["--traffic-port", "0", "--upstream", "https://api.internal:443=http://127.0.0.1:3000/", "--upstream=http://web.internal=http://localhost:8080"])).toEqual({
      trafficPort: 0,
      upstreams: { "https://api.internal": "http://127.0.0.1:3000", "http://web.internal": "http://localhost:8080" },
    });
  });
  test.each([
    [["--upstream", "https://api.internal=http://127.0.0.1:3000"], "--upstream needs --traffic-port: upstreams are where the traffic plane forwards"],
    [["--traffic-port", "0", "--upstream", "api"], '--upstream must look like INTERNAL_URL=LOCAL_URL (https://api.internal=http://127.0.0.1:3000); got "api"'],
    [["--traffic-port", "0", "--upstream", "https://api.internal=ftp://x"], '--upstream https://api.internal=…: the local URL must use http or https; got "ftp://x"'],
    [["--traffic-port", "0", "--upstream", "https://api.internal=http://127.0.0.1:3000/v1"], '--upstream https://api.internal=…: the local URL must be an origin (scheme://host[:port], no path, query or credentials); got "http://127.0.0.1:3000/v1"'],
    [["--traffic-port", "0", "--upstream", "tcp://db.internal:5432=http://127.0.0.1:1"], "--upstream tcp://db.internal:5432: must be an http or https endpoint URL; got scheme tcp"],
    [["--traffic-port", "0", "--upstream", "https://a.internal=http://x:1", "--upstream", "https://a.internal:443=http://y:1"], "--upstream https://a.internal is given twice"],
    [["--traffic-port", "http"], '--traffic-port must be a whole number up to 65535; got "http"'],
  ])("%j is refused", (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
  test("the option's map is checked the same way", () => {
    expect([...upstreamMap({ "https://api.internal:443": "http://127.0.0.1:3000" })]).toEqual([["https://api.internal", "http://127.0.0.1:3000"]]);
    expect(parseUpstream("https://API.internal=http://127.0.0.1:9")).toEqual(["https://api.internal", "http://127.0.0.1:9"]);
    expect(() => upstreamMap({ "https://api.internal": "nope" })).toThrow('--upstream https://api.internal=…: the local URL must be a URL such as http://127.0.0.1:3000; got "nope"');
  });
});

describe("the CLI", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "emulator-traffic-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test("prints the plane's URL on a second line and logs traffic lines to --log", async () => {
    const log = join(dir, "log.jsonl");
    const cli = spawnCli(["--traffic-port", "0", "--log", log]);
    let out = "";
    cli.child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    await cli.line;
    while (out.split("\n").length < 3) await new Promise((r) => setTimeout(r, 20));
    const url = /\npulumi-ingress-emulator traffic plane on (http:\/\/127\.0\.0\.1:\d+) \(the Host header picks the endpoint\)\n$/.exec(out)?.[1];
    expect(url).toBeDefined();
    const a = await sendThrough(url ?? "", { host: "none.example.com", path: "/x?y=1", clientIp: "192.0.2.9" });
    expect(a.status).toBe(404);
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
    const lines = (await readFile(log, "utf8")).trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([
      { kind: "traffic", at: expect.any(String), method: "GET", host: "none.example.com", path: "/x", query: "y=1", clientIp: "192.0.2.9", status: 404, errorCode: "ERR_NGROK_3200", rules: [], actions: [], notSimulated: [] },
    ]);
  });
});
