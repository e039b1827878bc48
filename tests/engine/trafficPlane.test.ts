// Issue 42's acceptance: a program's IP policy, vault secret and CloudEndpoint, put up by the real
// engine against the emulator, then served by its traffic plane: a request goes where the policy
// says, with the secret from stack config and the rewrite, the IP policy known by the id the
// program handed on; `pulumi-ingress traffic test --stack` reads the endpoint and its IP policy
// from the stack's state. One up. Moved in process, each test under its name here
// (tests/provider/trafficPlane.test.ts): the refusal, the 404, ERR_NGROK_3200, and a policy change
// (one PATCH) changing the answers and failing the same cases, each on one line.
import { execFile } from "node:child_process";
import * as path from "node:path";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun, userProject } from "../support/engine";
import { type Answer, sendThrough, shopCases, startUpstream } from "../support/traffic";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const TOKEN = "tok-3f9a-shop";
const HOST = "shop.example.com";

const PROGRAM = `
const office = new ingress.IpPolicy("office", { description: "office network" });
const officeV4 = new ingress.IpPolicyRule("officeV4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });
const vault = new ingress.Vault("shop", { name: "shop" });
const token = new ingress.Secret("apiToken", { vaultId: vault.id, name: "api-token", value: new pulumi.Config().requireSecret("apiToken") });
const policy = office.id.apply((id) => ({
  on_http_request: [
    { name: "office only", actions: [{ type: "restrict-ips", config: { ip_policies: [id] } }] },
    {
      name: "api",
      expressions: ["req.url.path.startsWith('/api/')"],
      actions: [
        { type: "add-headers", config: { headers: { "x-api-token": "\${secrets.get('shop', 'api-token')}" } } },
        { type: "url-rewrite", config: { from: "/api/(.*)", to: "/$1" } },
        { type: "forward-internal", config: { url: "https://api.internal" } },
      ],
    },
    { name: "not found", actions: [{ type: "custom-response", config: { status_code: 404, body: "no such page" } }] },
  ],
}));
const shop = new ingress.CloudEndpoint("shop", { url: "https://${HOST}", trafficPolicy: policy, vault }, { dependsOn: [officeV4, token] });
exports.url = shop.url;
`;

let s: Run;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let plane: string;

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
    body: PROGRAM,
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
  await s.writeFile("cases.yaml", shopCases(HOST));
  expect(await trafficTest()).toEqual({ code: 0, stdout: "3 cases: 3 passed, 0 failed\n", stderr: "" });
});
