// Issue 42's acceptance: a program's IP policy, vault secret and CloudEndpoint, put up by the real
// engine against the emulator, then served by its traffic plane: requests go where the policy says,
// with the secret, the rewrite, the refusal and the 404, and a policy change changes the answers.
import { execFile } from "node:child_process";
import * as path from "node:path";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun, userProject } from "../support/engine";
import { type Answer, sendThrough, startUpstream } from "../support/traffic";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const TOKEN = "tok-3f9a-shop";
const HOST = "shop.example.com";

/** The program, its policy's extra `allow` CIDRs and the 404's status and body given. */
const program = (extraAllow: string[], otherStatus: number, otherBody: string) => `
const office = new ingress.IpPolicy("office", { description: "office network" });
const officeV4 = new ingress.IpPolicyRule("officeV4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });
const vault = new ingress.Vault("shop", { name: "shop" });
const token = new ingress.Secret("apiToken", { vaultId: vault.id, name: "api-token", value: new pulumi.Config().requireSecret("apiToken") });
const policy = office.id.apply((id) => ({
  on_http_request: [
    { name: "office only", actions: [{ type: "restrict-ips", config: { ip_policies: [id]${extraAllow.length ? `, allow: ${JSON.stringify(extraAllow)}` : ""} } }] },
    {
      name: "api",
      expressions: ["req.url.path.startsWith('/api/')"],
      actions: [
        { type: "add-headers", config: { headers: { "x-api-token": "\${secrets.get('shop', 'api-token')}" } } },
        { type: "url-rewrite", config: { from: "/api/(.*)", to: "/$1" } },
        { type: "forward-internal", config: { url: "https://api.internal" } },
      ],
    },
    { name: "not found", actions: [{ type: "custom-response", config: { status_code: ${otherStatus}, body: ${JSON.stringify(otherBody)} } }] },
  ],
}));
const shop = new ingress.CloudEndpoint("shop", { url: "https://${HOST}", trafficPolicy: policy, vault }, { dependsOn: [officeV4, token] });
exports.url = shop.url;
`;

let s: Run;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let plane: string;

/** The shop's cases, for `pulumi-ingress traffic test --stack` (docs/traffic.md "Testing"). */
const CASES = `endpoint: https://${HOST}
context:
  secrets: { shop: { api-token: case-token } }
cases:
  - name: office reaches the API
    request: { path: /api/orders, clientIp: 203.0.113.9 }
    expect: { upstream: https://api.internal, path: /orders, headers: { x-api-token: case-token } }
  - name: others are refused
    request: { path: /api/orders, clientIp: 198.51.100.1 }
    expect: { status: 403 }
  - name: anything else is not found
    request: { path: /other, clientIp: 203.0.113.9 }
    expect: { status: 404, body: no such page }
`;

/** `pulumi-ingress traffic test cases.yaml --stack <the run's stack>` as a user runs it: the bin installed in the user project, in the program's folder. */
async function trafficTest(): Promise<{ code: number; stdout: string; stderr: string }> {
  const bin = path.join(await userProject(), "node_modules", ".bin", "pulumi-ingress");
  const env = { ...process.env, ...s.stack.stack.workspace.envVars };
  return new Promise((resolve) => {
    execFile(bin, ["traffic", "test", "cases.yaml", "--stack", s.stack.stack.name], { cwd: s.stack.dir, env, encoding: "utf8" }, (e, stdout, stderr) => {
      resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
}

const through = (path: string, clientIp: string): Promise<Answer> => sendThrough(plane, { host: HOST, path, clientIp });

beforeAll(async () => {
  upstream = await startUpstream();
  s = await startRun("traffic-plane", {
    body: program([], 404, "no such page"),
    emulator: { trafficPort: 0, upstreams: { "https://api.internal": upstream.url } },
    config: { apiToken: { value: TOKEN, secret: true } },
  });
  plane = s.emulator.trafficUrl ?? "";
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
  await upstream?.close();
});

test("after up, an address of the IP policy asking for /api/orders reaches the upstream as /orders with the secret", async () => {
  expect(plane).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const up = await s.stack.up();
  expect(up.outputs["url"]?.value).toBe(`https://${HOST}`);
  const answer = await through("/api/orders", "203.0.113.9");
  expect([answer.status, answer.body]).toEqual([200, "upstream saw /orders"]);
  expect(upstream.received.map((r) => [r.method, r.path, r.headers["x-api-token"], r.headers["x-ingress-client-ip"]])).toEqual([["GET", "/orders", TOKEN, undefined]]);
  const entry = s.emulator.trafficLog.at(-1);
  expect(entry).toMatchObject({ kind: "traffic", host: HOST, path: "/api/orders", clientIp: "203.0.113.9", status: 200, upstream: "https://api.internal", forwardedPath: "/orders" });
  expect(entry?.rules).toEqual(['on_http_request[0] "office only"', 'on_http_request[1] "api"']);
  expect(entry?.actions).toEqual([
    "on_http_request[0] restrict-ips: allowed 203.0.113.9 by 203.0.113.0/24",
    "on_http_request[1] add-headers: added x-api-token: [secret]",
    "on_http_request[1] url-rewrite: rewrote https://shop.example.com/api/orders to https://shop.example.com/orders",
    "on_http_request[1] forward-internal: forwarded to https://api.internal",
  ]);
  expect(JSON.stringify(s.emulator.trafficLog)).not.toContain(TOKEN);
});

test("pulumi-ingress traffic test --stack runs the cases on the stack's CloudEndpoint, with its IP policy from the state: all pass", async () => {
  await s.writeFile("cases.yaml", CASES);
  expect(await trafficTest()).toEqual({ code: 0, stdout: "3 cases: 3 passed, 0 failed\n", stderr: "" });
});

test("an address outside the IP policy is refused as restrict-ips refuses: 403, nothing forwarded", async () => {
  const answer = await through("/api/orders", "198.51.100.1");
  expect([answer.status, answer.body, answer.headers["content-length"]]).toEqual([403, "", "0"]);
  expect(upstream.received).toHaveLength(1);
  expect(s.emulator.trafficLog.at(-1)?.actions).toEqual(["on_http_request[0] restrict-ips: refused 198.51.100.1: 403"]);
});

test("another path gets the policy's 404", async () => {
  const answer = await through("/other", "203.0.113.9");
  expect([answer.status, answer.body]).toEqual([404, "no such page"]);
  expect(answer.headers["ngrok-error-code"]).toBeUndefined();
});

test("a host no endpoint serves gets the service's ERR_NGROK_3200", async () => {
  const answer = await sendThrough(plane, { host: "nowhere.example.com", path: "/", clientIp: "203.0.113.9" });
  expect([answer.status, answer.headers["ngrok-error-code"], answer.body]).toEqual([404, "ERR_NGROK_3200", "The endpoint is offline.\n"]);
});

test("after a policy change and up, the answers change accordingly", async () => {
  await s.setProgram(program(["198.51.100.0/24"], 410, "gone for good"));
  s.mark();
  await s.stack.up();
  expect(s.calls().filter((c) => !c.startsWith("GET "))).toEqual([expect.stringMatching(/^PATCH \/endpoints\/ep_[A-Za-z0-9]+ 200$/)]);
  const allowed = await through("/api/orders", "198.51.100.1");
  expect([allowed.status, allowed.body]).toEqual([200, "upstream saw /orders"]);
  expect(upstream.received.at(-1)?.headers["x-api-token"]).toBe(TOKEN);
  const other = await through("/other", "203.0.113.9");
  expect([other.status, other.body]).toEqual([410, "gone for good"]);
  expect((await through("/api/orders", "192.0.2.7")).status).toBe(403);
  expect(s.emulator.trafficLog.at(-1)?.actions).toEqual(["on_http_request[0] restrict-ips: refused 192.0.2.7: 403"]);
  // The same cases now fail where the policy changed, each on one line.
  expect(await trafficTest()).toEqual({
    code: 1,
    stdout:
      'FAIL others are refused: decided by on_http_request[1] "api": reached https://api.internal, expected status 403\n' +
      'FAIL anything else is not found: decided by on_http_request[2] "not found": status 410, expected 404; body "gone for good", expected "no such page"\n' +
      "3 cases: 1 passed, 2 failed\n",
    stderr: "",
  });
});
