// Issue 42's acceptance, the answers of the emulator's traffic plane to a program's IP policy, vault
// secret and CloudEndpoint: the families' dynamic providers in process against the emulator, step by
// step as the engine drives them (tests/support/providerSteps.ts), the policy object handed over as
// the SDK hands it (its JSON text; the vault as its name). Moved from tests/engine/trafficPlane.test.ts,
// each test under its name there: the refusal, the 404, ERR_NGROK_3200, and a policy change's one
// PATCH changing the answers; the shop's cases, run as `pulumi-ingress traffic test --stack` runs
// them (the endpoint's policy and its IP policy's rules read from the resources' outputs by the
// command's own endpointPolicyOf), now failing where the policy changed, each on one line. What only
// the engine proves stayed there, one up: the program's outputs (the IP policy's id, the secret from
// stack config) reaching the plane, and the command reading the stack's state (exit 0, all pass).
// The command's exit status 1 when a case fails is tests/unit/trafficCases.test.ts's.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { endpointPolicyOf } from "../../cli/traffic/stackPolicy";
import { caseContext, failureLine, readCaseFile, runCases, summaryLine } from "../../trafficPolicy/cases";
import * as cloudEndpoint from "../../provider/resources/cloudEndpoint/family";
import * as ipPolicy from "../../provider/resources/ipPolicy/family";
import * as ipPolicyRule from "../../provider/resources/ipPolicyRule/family";
import * as secretFamily from "../../provider/resources/secret/family";
import * as vaultFamily from "../../provider/resources/vault/family";
import { typeToken } from "../../provider/tokens";
import { policyCarried } from "../../sdk/policyCarried";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";
import { type Answer, sendThrough, shopCases, startUpstream } from "../support/traffic";

const TOKEN = "tok-3f9a-shop";
const HOST = "shop.example.com";

let upstream: Awaited<ReturnType<typeof startUpstream>>;
const service = useProviderService(async () => {
  upstream = await startUpstream();
  return { trafficPort: 0, upstreams: { "https://api.internal": upstream.url } };
});
const { mark, calls } = service;
const office = stepsOf(ipPolicy);
const officeV4 = stepsOf(ipPolicyRule);
const vault = stepsOf(vaultFamily);
const token = stepsOf(secretFamily);
const shop = stepsOf(cloudEndpoint);

/** The endpoint's inputs as the SDK hands them over: its policy (extra `allow` CIDRs, the 404's status and body given) as JSON text, the vault as its name. */
function endpoint(extraAllow: string[], otherStatus: number, otherBody: string): Record<string, unknown> {
  const policy = {
    on_http_request: [
      { name: "office only", actions: [{ type: "restrict-ips", config: { ip_policies: [office.id], ...(extraAllow.length ? { allow: extraAllow } : {}) } }] },
      {
        name: "api",
        expressions: ["req.url.path.startsWith('/api/')"],
        actions: [
          { type: "add-headers", config: { headers: { "x-api-token": "${secrets.get('shop', 'api-token')}" } } },
          { type: "url-rewrite", config: { from: "/api/(.*)", to: "/$1" } },
          { type: "forward-internal", config: { url: "https://api.internal" } },
        ],
      },
      { name: "not found", actions: [{ type: "custom-response", config: { status_code: otherStatus, body: otherBody } }] },
    ],
  };
  return { url: `https://${HOST}`, trafficPolicy: policyCarried(policy).text, vault: "shop" };
}

let plane = "";
let tmp = "";
const through = (p: string, clientIp: string): Promise<Answer> => sendThrough(plane, { host: HOST, path: p, clientIp });

beforeAll(async () => {
  plane = service.emulator.trafficUrl ?? "";
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-traffic-"));
  await office.up({ description: "office network" });
  await officeV4.up({ ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });
  await vault.up({ name: "shop" });
  await token.up({ vaultId: vault.id, name: "api-token", value: TOKEN });
  await shop.up(endpoint([], 404, "no such page"));
  // What the engine suite's first test proves through the program.
  expect([(await through("/api/orders", "203.0.113.9")).status, upstream.received.map((r) => r.headers["x-api-token"])]).toEqual([200, [TOKEN]]);
});

afterAll(async () => {
  await upstream?.close();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

/**
 * What `pulumi-ingress traffic test cases.yaml --stack` prints on the resources as held: the
 * endpoint's policy and the IP policies of the rules, read as the command reads `pulumi stack export`.
 */
async function trafficTest(): Promise<string> {
  const urn = (type: string, name: string) => `urn:pulumi:traffic-plane::traffic-plane::${typeToken(type)}::${name}`;
  const exported = {
    deployment: {
      resources: [
        { urn: urn("CloudEndpoint", "shop"), type: typeToken("CloudEndpoint"), outputs: shop.outputs },
        { urn: urn("IpPolicyRule", "officeV4"), type: typeToken("IpPolicyRule"), outputs: officeV4.outputs },
      ],
    },
  };
  const file = path.join(tmp, "cases.yaml");
  await fs.writeFile(file, shopCases(HOST));
  const cases = await readCaseFile(file);
  const found = endpointPolicyOf(exported, cases.endpoint ?? "");
  const context = caseContext(cases);
  const results = await runCases(cases.cases, found.policy, { ...context, endpoint: context.endpoint ?? { url: `https://${HOST}` }, ipPolicies: { ...found.ipPolicies, ...context.ipPolicies } });
  return [...results.filter((r) => !r.passed).map(failureLine), summaryLine(results)].map((l) => `${l}\n`).join("");
}

test("an address outside the IP policy is refused as restrict-ips refuses: 403, nothing forwarded", async () => {
  const forwarded = upstream.received.length;
  const answer = await through("/api/orders", "198.51.100.1");
  expect([answer.status, answer.body, answer.headers["content-length"]]).toEqual([403, "", "0"]);
  expect(upstream.received).toHaveLength(forwarded);
  expect(service.emulator.trafficLog.at(-1)?.actions).toEqual(["on_http_request[0] restrict-ips: refused 198.51.100.1: 403"]);
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
  // Before: the shop's cases all pass.
  expect(await trafficTest()).toBe("3 cases: 3 passed, 0 failed\n");
  mark();
  expect(await shop.up(endpoint(["198.51.100.0/24"], 410, "gone for good"))).toBe("update");
  expect(calls().filter((c) => !c.startsWith("GET "))).toEqual([`PATCH /endpoints/${shop.id} 200`]);
  const allowed = await through("/api/orders", "198.51.100.1");
  expect([allowed.status, allowed.body]).toEqual([200, "upstream saw /orders"]);
  expect(upstream.received.at(-1)?.headers["x-api-token"]).toBe(TOKEN);
  const other = await through("/other", "203.0.113.9");
  expect([other.status, other.body]).toEqual([410, "gone for good"]);
  expect((await through("/api/orders", "192.0.2.7")).status).toBe(403);
  expect(service.emulator.trafficLog.at(-1)?.actions).toEqual(["on_http_request[0] restrict-ips: refused 192.0.2.7: 403"]);
  // The same cases now fail where the policy changed, each on one line.
  expect(await trafficTest()).toBe(
    'FAIL others are refused: decided by on_http_request[1] "api": reached https://api.internal, expected status 403\n' +
      'FAIL anything else is not found: decided by on_http_request[2] "not found": status 410, expected 404; body "gone for good", expected "no such page"\n' +
      "3 cases: 1 passed, 2 failed\n",
  );
});
