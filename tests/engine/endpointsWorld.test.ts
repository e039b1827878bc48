// The endpoints world in one program, under the real engine against the emulator: a vault and two
// secrets its cloud endpoint's policy reads, a reserved domain the endpoint serves, an IP policy
// with a rule the policy restricts to, and an event subscription sending to an event destination.
// Up creates everything in dependency order; no secret value reaches the state or the engine's
// output; a changed secret value is one PATCH; destroy leaves nothing.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = { alpha: "alpha-s3cret-value", beta: "beta-s3cret-value", dd: "dd-api-key-s3cret" };

const PROGRAM = `
const config = new pulumi.Config();
const vault = new ingress.Vault("vault", { name: "world-vault" });
const alpha = new ingress.Secret("alpha", { vaultId: vault.id, name: "alpha", value: config.requireSecret("alpha") });
const beta = new ingress.Secret("beta", { vaultId: vault.id, name: "beta", value: config.requireSecret("beta") });
const domain = new ingress.ReservedDomain("domain", { domain: "world.example.com" });
const office = new ingress.IpPolicy("office", { description: "office" });
const officeV4 = new ingress.IpPolicyRule("officeV4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });
const endpoint = new ingress.CloudEndpoint("endpoint", {
  url: pulumi.interpolate\`https://\${domain.domain}\`,
  vault,
  trafficPolicy: {
    on_http_request: [
      { actions: [{ type: "restrict-ips", config: { ip_policies: [office.id] } }] },
      { actions: [{ type: "add-headers", config: { headers: {
        "x-alpha": "\${secrets.get('world-vault', 'alpha')}",
        "x-beta": "\${secrets.get('world-vault', 'beta')}",
      } } }] },
    ],
  },
}, { dependsOn: [alpha, beta, officeV4] });
const siem = new ingress.EventDestination("siem", { target: { datadog: { apiKey: config.requireSecret("dd"), ddsite: "datadoghq.eu" } } });
const audit = new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: [siem.id] });
exports.ids = pulumi.all({ vault: vault.id, alpha: alpha.id, beta: beta.id, domain: domain.id, office: office.id, officeV4: officeV4.id, endpoint: endpoint.id, siem: siem.id, audit: audit.id });
`;

let s: Run;
let ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startRun("world", {
    body: PROGRAM,
    config: Object.fromEntries(Object.entries(SECRETS).map(([k, value]) => [k, { value, secret: true }])),
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

/** Where no secret value may be: the exported state and everything the engine printed. */
async function noSecretIn(): Promise<void> {
  const state = JSON.stringify(await s.stack.exportState());
  const printed = s.stack.allOutput();
  for (const value of Object.values(SECRETS)) expect([value, state.includes(value), printed.includes(value)]).toEqual([value, false, false]);
}

test("up creates every resource with one POST, each after what it points at", async () => {
  s.mark();
  const up = await s.stack.up();
  expect(up.summary).toEqual({ create: 10 });
  ids = up.outputs["ids"]?.value as Record<string, string>;
  const posts = s.calls().filter((c) => c.startsWith("POST "));
  expect(posts.sort()).toEqual(
    ["/vaults", "/vault_secrets", "/vault_secrets", "/reserved_domains", "/ip_policies", "/ip_policy_rules", "/endpoints", "/event_destinations", "/event_subscriptions"]
      .map((p) => `POST ${p} 201`)
      .sort(),
  );
  const at = (path: string) => s.calls().findIndex((c) => c.startsWith(`POST ${path} `));
  const lastAt = (path: string) => s.calls().map((c) => c.startsWith(`POST ${path} `)).lastIndexOf(true);
  expect(at("/vaults")).toBeLessThan(at("/vault_secrets"));
  expect(lastAt("/vault_secrets")).toBeLessThan(at("/endpoints"));
  expect(at("/reserved_domains")).toBeLessThan(at("/endpoints"));
  expect(at("/ip_policies")).toBeLessThan(at("/ip_policy_rules"));
  expect(at("/ip_policy_rules")).toBeLessThan(at("/endpoints"));
  expect(at("/event_destinations")).toBeLessThan(at("/event_subscriptions"));
  const state = s.emulator.snapshot();
  const endpoint = state.endpoints[ids["endpoint"] ?? ""];
  expect(endpoint?.url).toBe("https://world.example.com");
  expect(endpoint?.traffic_policy).toContain(ids["office"]);
  expect(endpoint?.traffic_policy).toContain("secrets.get('world-vault', 'alpha')");
  expect(Object.values(state.event_subscriptions).map((x) => x.destination_ids)).toEqual([[ids["siem"]]]);
  await noSecretIn();
});

test("a preview then makes no call and changes nothing", async () => {
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 10 });
  expect(s.calls()).toEqual([]);
});

test("a changed secret value is one PATCH, and no secret value reaches the state or the output", async () => {
  SECRETS.beta = "beta-rotated-s3cret";
  await s.stack.setConfig({ "world:beta": { value: SECRETS.beta, secret: true } });
  s.mark();
  expect((await s.stack.up()).summary).toEqual({ same: 9, update: 1 });
  expect(s.calls()).toEqual([`PATCH /vault_secrets/${ids["beta"] ?? ""} 200`]);
  expect(JSON.parse(s.entries()[0]?.requestBody ?? "")).toEqual({ value: SECRETS.beta });
  await noSecretIn();
});

test("destroy deletes everything, each before what it points at, and leaves the account empty", async () => {
  s.mark();
  expect((await s.stack.destroy()).summary).toEqual({ delete: 10 });
  const state = s.emulator.snapshot();
  expect([state.vaults, state.vault_secrets, state.reserved_domains, state.ip_policies, state.ip_policy_rules, state.endpoints, state.event_destinations, state.event_subscriptions]).toEqual([
    {}, {}, {}, {}, {}, {}, {}, {},
  ]);
  expect(s.calls().every((c) => c.startsWith("DELETE ") && / 204$/.test(c))).toBe(true);
});
