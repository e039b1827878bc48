// The whole account in one program, under the real engine against the emulator behind a service
// that answers as ngrok's does: every family of the registry, referring to each other as users
// write them. A credential and an API key owned by a service user; an IP restriction of type
// endpoints on the program's IP policy; a TCP cloud endpoint on the program's TCP address; a
// terminate-tls policy naming the program's certificate authority; a cloud endpoint given the
// program's vault, whose policy reads the vault's name. Up makes one POST per resource, each after
// what it points at; refresh finds no drift; the next up's plan makes no call and changes nothing
// but a secret whose value changed, one PATCH; no token, private key or secret value is in
// plaintext in the state, the outputs or what the engine printed; destroy deletes each resource
// before what it points at and leaves nothing of the program on the emulator but the abuse report,
// which the service cannot withdraw. Four steps: up, refresh, up, destroy. The clean preview right
// after the first up is the second up's plan: refresh, in between, found every resource as up
// stored it, so that plan starts from the same state.
//
// Three engine suites were folded into this one stack (one set-up and four steps instead of four
// suites of three or four steps each):
// - tests/engine/ngrokLikeService.test.ts: the program talks to the emulator through
//   tests/live/proxy.ts (`Ngrok-Version` required, every empty member left out of each answer, a
//   member the package does not know added to each item), so up, refresh (no drift), the plan after
//   it and destroy go through answers read liberally, with the real CLI and the installed package.
//   Every family's lifecycle functions through that proxy, in process, are tests/live/proxied.test.ts's.
// - tests/engine/endpointsWorld.test.ts: the vault, its secret, the domain, the IP policy and rule,
//   the endpoint, the destination and its subscription, each made after what it points at and
//   deleted before it (the service refuses the other order: ERR_NGROK_446 for a domain); a clean
//   plan with no call; a changed secret value is one PATCH; no secret value in the state or
//   anything the engine printed.
// - tests/engine/vaultInPolicies.test.ts: the endpoint given a Vault waits for the vault and the
//   secret, its policy reads the vault's name (an Output), and it is deleted before the secret, the
//   secret before the vault. A policy reading from another vault refused at preview with no call
//   is tests/provider/vaultInPolicies.test.ts's (check's rule itself tests/unit/vaultInPolicies.test.ts's).
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { makeChain } from "../support/certs";
import { ed25519PublicKeyLine } from "../support/sshKey";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun, visibleOutput } from "../support/engine";
import { startNgrokProxy, type NgrokProxy } from "../live/proxy";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = { vaultSecret: "whole-account-s3cret-value", ddApiKey: "dd-api-key-whole-s3cret" };

const PROGRAM = `
const config = new pulumi.Config();
const cert = new ingress.TlsCertificate("cert", { certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: "whole" });
const route = new ingress.HttpsEdgeRoute("route", { edgeId: "edghts_whole", matchType: "path_prefix", match: "/", backend: { backendId: "bkdtg_whole" } });
const siem = new ingress.EventDestination("siem", { target: { datadog: { apiKey: config.requireSecret("ddApiKey"), ddsite: "datadoghq.eu" } } });
const audit = new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: [siem.id] });
const report = new ingress.AbuseReport("report", { urls: ["https://phish.example.test/login"] });
const domain = new ingress.ReservedDomain("domain", { domain: "whole.example.com" });
const vault = new ingress.Vault("vault", { name: "whole-vault" });
const secret = new ingress.Secret("secret", { vaultId: vault.id, name: "token", value: config.requireSecret("vaultSecret") });
const office = new ingress.IpPolicy("office", { description: "office" });
const officeV4 = new ingress.IpPolicyRule("officeV4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });
const tcp = new ingress.TcpAddress("tcp", { description: "database" });
const ca = new ingress.CertificateAuthority("ca", { caPem: read("ca.pem"), description: "clients" });
const bots = new ingress.ServiceUser("bots", { name: "whole-bots" });
const credential = new ingress.Credential("agents", { ownerId: bots.id, acl: ["bind:whole.example.com"], description: "agents" });
const apiKey = new ingress.ApiKey("ci", { ownerId: bots.id, description: "ci" });
const restriction = new ingress.IpRestriction("endpoints", { type: "endpoints", ipPolicyIds: [office.id], description: "endpoints from the office" });
const agents = new ingress.AgentIngress("agentIngress", { domain: "connect.whole.example.com" });
const sshCa = new ingress.SshCertificateAuthority("sshCa", { privateKeyType: "ed25519", description: "hosts" });
const sshKey = new ingress.SshCredential("sshKey", { publicKey: read("id.pub"), ownerId: bots.id, acl: ["bind:whole.example.com"] });
const web = new ingress.CloudEndpoint("web", {
  url: pulumi.interpolate\`https://\${domain.domain}\`,
  vault,
  trafficPolicy: {
    on_tcp_connect: [{ actions: [{ type: "terminate-tls", config: { mutual_tls_certificate_authorities: [ca.id] } }] }],
    on_http_request: [
      { actions: [{ type: "restrict-ips", config: { ip_policies: [office.id] } }] },
      { expressions: ["req.url.path.startsWith('/ai/')"], actions: [{ type: "ai-gateway" }] },
      { actions: [{ type: "add-headers", config: { headers: { "x-token": pulumi.interpolate\`\\\${secrets.get('\${vault.name}', 'token')}\` } } }] },
    ],
  },
}, { dependsOn: [secret, officeV4] });
const aiKey = new ingress.AiGatewayApiKey("aiKey", { endpointId: web.id, description: "assistant" });
const db = new ingress.CloudEndpoint("db", {
  url: pulumi.interpolate\`tcp://\${tcp.addr}\`,
  trafficPolicy: { on_tcp_connect: [{ actions: [{ type: "restrict-ips", config: { ip_policies: [office.id] } }] }] },
});
exports.credentialToken = credential.token;
exports.apiKeyToken = apiKey.token;
exports.aiKeyToken = aiKey.token;
exports.ids = pulumi.all({ cert: cert.id, route: route.id, siem: siem.id, audit: audit.id, report: report.id, domain: domain.id, vault: vault.id, secret: secret.id,
  office: office.id, officeV4: officeV4.id, tcp: tcp.id, ca: ca.id, bots: bots.id, credential: credential.id, apiKey: apiKey.id, restriction: restriction.id,
  agents: agents.id, sshCa: sshCa.id, sshKey: sshKey.id, web: web.id, db: db.id, aiKey: aiKey.id });
`;

/** The POST each resource of the program makes, by its name in `ids`. */
const POSTS: Record<string, string> = {
  cert: "/tls_certificates",
  route: "/edges/https/edghts_whole/routes",
  siem: "/event_destinations",
  audit: "/event_subscriptions",
  report: "/abuse_reports",
  domain: "/reserved_domains",
  vault: "/vaults",
  secret: "/vault_secrets",
  office: "/ip_policies",
  officeV4: "/ip_policy_rules",
  tcp: "/reserved_addrs",
  ca: "/certificate_authorities",
  bots: "/service_users",
  credential: "/credentials",
  apiKey: "/api_keys",
  restriction: "/ip_restrictions",
  agents: "/agent_ingresses",
  sshCa: "/ssh_certificate_authorities",
  sshKey: "/ssh_credentials",
  web: "/endpoints",
  db: "/endpoints",
  aiKey: "/ai_gateway_api_keys",
};
const N = Object.keys(POSTS).length;

let s: Run;
let proxy: NgrokProxy;
let ids: Record<string, string> = {};
let tokens: string[] = [];
let privatePems: string[] = [];
/** Secret values the program held before a rotation. */
const rotatedAway: string[] = [];

/** Each resource before the one that points at it: made in this order, deleted in the other. */
const BEFORE: [string, string][] = [
  ["siem", "audit"],
  ["vault", "secret"],
  ["vault", "web"],
  ["secret", "web"],
  ["office", "officeV4"],
  ["officeV4", "web"],
  ["office", "restriction"],
  ["office", "db"],
  ["domain", "web"],
  ["tcp", "db"],
  ["ca", "web"],
  ["bots", "credential"],
  ["bots", "apiKey"],
  ["bots", "sshKey"],
  ["web", "aiKey"],
];

beforeAll(async () => {
  s = await startRun("whole", {
    body: PROGRAM,
    config: Object.fromEntries(Object.entries(SECRETS).map(([k, value]) => [k, { value, secret: true }])),
    emulator: { seed: { edges: [{ id: "edghts_whole" }], backends: [{ id: "bkdtg_whole" }] } },
  });
  // The program talks to the emulator through a service answering as ngrok's does.
  proxy = await startNgrokProxy(s.emulator.baseUrl);
  await s.stack.setConfig({ "ingress:baseUrl": { value: proxy.baseUrl } });
  const chain = await makeChain({ keyType: "ecdsa", commonName: "whole.example.com", dnsNames: ["whole.example.com"] });
  await s.writeFile("cert.pem", chain.certificatePem);
  await s.writeFile("key.pem", chain.privateKeyPem);
  await s.writeFile("ca.pem", chain.caPem);
  await s.writeFile("id.pub", `${ed25519PublicKeyLine("whole@example")}\n`);
  privatePems = [chain.privateKeyPem];
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
  await proxy?.close();
});

/**
 * Where no secret may be in plaintext: the exported state and what the engine printed (the config's
 * secret values: nowhere in its output, its debug traces included; the tokens and keys: nowhere the
 * engine shows); the stack's outputs that hold one (the tokens) are marked secret, so `pulumi stack
 * output` shows `[secret]`.
 */
async function nothingInPlaintext(): Promise<void> {
  const state = JSON.stringify(await s.stack.exportState());
  const all = s.stack.allOutput();
  const printed = visibleOutput(all);
  for (const value of [...Object.values(SECRETS), ...rotatedAway]) expect([value.slice(0, 12), state.includes(value), all.includes(value)]).toEqual([value.slice(0, 12), false, false]);
  for (const value of [...tokens, ...privatePems.map((p) => p.split("\n")[1] ?? p)]) {
    expect([value.slice(0, 12), state.includes(value), printed.includes(value)]).toEqual([value.slice(0, 12), false, false]);
  }
  const outputs = await s.stack.stack.outputs();
  expect([outputs["credentialToken"]?.secret, outputs["apiKeyToken"]?.secret, outputs["aiKeyToken"]?.secret]).toEqual([true, true, true]);
}

test("the program holds every family of the registry", () => {
  expect(FAMILY_NAMES.filter((f) => !PROGRAM.includes(`new ingress.${f}(`))).toEqual([]);
  expect(new Set(Object.values(POSTS))).toEqual(new Set(FAMILY_NAMES.map((f) => (f === "HttpsEdgeRoute" ? "/edges/https/edghts_whole/routes" : FAMILIES[f].wire.path))));
});

test("up makes one POST per resource, each after what it points at, through answers without their empty members", async () => {
  expect((await s.stack.stack.getConfig("ingress:baseUrl")).value).toBe(proxy.baseUrl);
  s.mark();
  const up = await s.stack.up();
  expect(up.summary).toEqual({ create: N + 1 });
  ids = up.outputs["ids"]?.value as Record<string, string>;
  tokens = [up.outputs["credentialToken"], up.outputs["apiKeyToken"], up.outputs["aiKeyToken"]].map((o) => {
    expect(o?.secret).toBe(true);
    return String(o?.value);
  });
  expect(tokens.every((t) => t.length >= 20)).toBe(true);
  const posts = s.calls().filter((c) => c.startsWith("POST "));
  expect(posts.sort()).toEqual(Object.values(POSTS).map((p) => `POST ${p} 201`).sort());
  expect(s.calls().filter((c) => !c.startsWith("POST "))).toEqual([]);
  // Every request came with the Ngrok-Version the proxy requires.
  expect(s.entries().filter((e) => e.requestHeaders["ngrok-version"] !== "2")).toEqual([]);
  // Each POST's place in the log; the two endpoints by the URL they post.
  const entries = s.entries();
  const posted = (path: string, body?: string) => entries.findIndex((e) => e.method === "POST" && e.path === path && (body === undefined || (e.requestBody ?? "").includes(body)));
  const at: Record<string, number> = {
    ...Object.fromEntries(Object.entries(POSTS).map(([name, path]) => [name, posted(path)])),
    web: posted("/endpoints", "https://whole.example.com"),
    db: posted("/endpoints", "tcp://"),
  };
  for (const [first, then] of BEFORE) expect([first, then, (at[first] ?? -1) >= 0 && (at[first] ?? -1) < (at[then] ?? -1)]).toEqual([first, then, true]);
  const state = s.emulator.snapshot() as unknown as Record<string, Record<string, Record<string, unknown>>>;
  const item = (collection: string, name: string) => state[collection]?.[ids[name] ?? ""];
  expect(item("credentials", "credential")?.["owner_id"]).toBe(ids["bots"]);
  expect(item("api_keys", "apiKey")?.["owner_id"]).toBe(ids["bots"]);
  expect(item("ip_restrictions", "restriction")?.["ip_policy_ids"]).toEqual([ids["office"]]);
  expect(item("endpoints", "db")?.["url"]).toBe(`tcp://${String(item("reserved_addrs", "tcp")?.["addr"])}`);
  expect(item("endpoints", "web")?.["url"]).toBe("https://whole.example.com");
  const webPolicy = String(item("endpoints", "web")?.["traffic_policy"]);
  expect([webPolicy.includes(ids["ca"] ?? "-"), webPolicy.includes(ids["office"] ?? "-")]).toEqual([true, true]);
  // The header's secrets.get names the vault by its name output, resolved before the endpoint's POST.
  expect(webPolicy).toContain(`"x-token":"\${secrets.get('whole-vault', 'token')}"`);
  expect(item("event_subscriptions", "audit")?.["destination_ids"]).toEqual([ids["siem"]]);
  await nothingInPlaintext();
});

test("refresh finds no drift through answers without their empty members, and keeps the tokens the service no longer returns, still secret", async () => {
  // Nothing read differs from what up stored: the state is the one up left.
  expect((await s.stack.refresh()).summary).toEqual({ same: N + 1 });
  const outputs = await s.stack.stack.outputs();
  expect([outputs["credentialToken"]?.value, outputs["apiKeyToken"]?.value, outputs["aiKeyToken"]?.value, outputs["credentialToken"]?.secret]).toEqual([tokens[0], tokens[1], tokens[2], true]);
  await nothingInPlaintext();
});

test("a preview then makes no call and changes nothing; a changed secret value is one PATCH, and no secret value reaches the state or the output", async () => {
  // The up's plan, from the state up left (refresh changed nothing), calls nothing and changes
  // nothing but the secret whose value the config changed.
  rotatedAway.push(SECRETS.vaultSecret);
  SECRETS.vaultSecret = "whole-account-rotated-s3cret";
  await s.stack.setConfig({ "whole:vaultSecret": { value: SECRETS.vaultSecret, secret: true } });
  s.mark();
  expect((await s.stack.up()).summary).toEqual({ same: N, update: 1 });
  expect(s.calls()).toEqual([`PATCH /vault_secrets/${ids["secret"] ?? ""} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ value: SECRETS.vaultSecret });
  await nothingInPlaintext();
});

test("destroy deletes everything but the filed abuse report, each before what it points at, and leaves nothing else of the program on the emulator", async () => {
  s.mark();
  expect((await s.stack.destroy()).summary).toEqual({ delete: N + 1 });
  const state = s.emulator.snapshot() as unknown as Record<string, Record<string, unknown>>;
  const left = Object.entries(POSTS)
    .filter(([name]) => name !== "route")
    .flatMap(([name]) => Object.values(state).flatMap((items) => (items && typeof items === "object" && (ids[name] ?? "") in items ? [name] : [])));
  expect(left).toEqual(["report"]);
  expect(state["routes"]).toEqual({});
  const calls = s.calls();
  expect(calls.filter((c) => !(c.startsWith("DELETE ") && / 204$/.test(c)))).toEqual([]);
  expect(calls).toHaveLength(N - 1);
  const deleted = (name: string) => calls.findIndex((c) => c.startsWith("DELETE ") && c.includes(`/${ids[name] ?? "-"} `));
  for (const [first, then] of BEFORE) expect([then, first, deleted(then) >= 0 && deleted(then) < deleted(first)]).toEqual([then, first, true]);
});
