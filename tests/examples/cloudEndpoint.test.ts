// examples/cloud-endpoint under the real engine against an empty emulator: up makes every resource
// it uses, its endpoint's policy restricting to its IP policy and reading its secret; the secrets
// stay out of the state and the engine's output; preview shows no changes; destroy leaves nothing.
// `npm run demo` runs the same program through a change made outside it (tests/examples/demo.test.ts).
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startExample, values } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const DOMAIN = "cloud.example.com";
const TOKEN = "example-upstream-token-4f1d";
const DATADOG_KEY = "example-datadog-key-9c2e";
let run: Run;

beforeAll(async () => {
  run = await startExample("cloud-endpoint", {
    config: {
      domain: DOMAIN,
      upstreamToken: { value: TOKEN, secret: true },
      datadogApiKey: { value: DATADOG_KEY, secret: true },
      officeCidr: "198.51.100.0/24",
    },
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/** The one id of a collection of the emulator's state. */
const onlyId = (items: Record<string, unknown>): string => {
  const ids = Object.keys(items);
  if (ids.length !== 1) throw new Error(`expected one item, found ${ids.length}`);
  return ids[0] as string;
};

test("up makes the eight resources with one POST each, and the endpoint on the reserved domain", async () => {
  run.mark();
  const up = await run.stack.up();
  const state = run.emulator.snapshot();
  expect(up.summary).toEqual({ create: 9 });
  // Sorted: the engine runs independent resources in parallel.
  expect(run.calls().sort()).toEqual([
    "POST /endpoints 201",
    "POST /event_destinations 201",
    "POST /event_subscriptions 201",
    "POST /ip_policies 201",
    "POST /ip_policy_rules 201",
    "POST /reserved_domains 201",
    "POST /vault_secrets 201",
    "POST /vaults 201",
  ]);
  const ids = {
    domainId: onlyId(state.reserved_domains),
    vaultId: onlyId(state.vaults),
    secretId: onlyId(state.vault_secrets),
    ipPolicyId: onlyId(state.ip_policies),
    ipPolicyRuleId: onlyId(state.ip_policy_rules),
    destinationId: onlyId(state.event_destinations),
    subscriptionId: onlyId(state.event_subscriptions),
    endpointId: onlyId(state.endpoints),
  };
  expect(values(up.outputs)).toEqual({
    ...ids,
    cnameTarget: expect.stringMatching(/\.ngrok-cname\.com$/),
    endpointUrl: `https://${DOMAIN}`,
    endpointDomain: ids.domainId,
  });
  expect(state.ip_policy_rules[ids.ipPolicyRuleId]).toMatchObject({ cidr: "198.51.100.0/24", action: "allow" });
  expect(state.vaults[ids.vaultId]?.name).toBe("app-secrets");
  expect(state.vault_secrets[ids.secretId]).toMatchObject({ vault_id: ids.vaultId, name: "upstream-token" });
  expect(state.event_subscriptions[ids.subscriptionId]).toMatchObject({ destination_ids: [ids.destinationId] });
  expect(JSON.parse(state.endpoints[ids.endpointId]?.traffic_policy ?? "")).toEqual({
    on_http_request: [
      { name: "office only", actions: [{ type: "restrict-ips", config: { ip_policies: [ids.ipPolicyId] } }] },
      {
        name: "to the app",
        actions: [
          { type: "add-headers", config: { headers: { "X-Upstream-Token": "${secrets.get('app-secrets', 'upstream-token')}" } } },
          { type: "forward-internal", config: { url: "https://app.internal" } },
        ],
      },
    ],
  });
  // The secret's value went to the service, and only there.
  const secretPost = run.entries().find((e) => e.path === "/vault_secrets");
  expect((JSON.parse(secretPost?.requestBody ?? "{}") as { value?: string }).value).toBe(TOKEN);
});

test("the token and the Datadog key are nowhere in plaintext in the state or the engine output", async () => {
  const everything = JSON.stringify(await run.stack.exportState()) + run.stack.allOutput();
  expect([everything.includes(TOKEN), everything.includes(DATADOG_KEY)]).toEqual([false, false]);
});

test("preview then shows no changes and makes no API call", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: 9 });
  expect(run.calls()).toEqual([]);
});

test("destroy deletes the eight resources, one DELETE each, the endpoint before the domain, vault and IP policy it uses, and leaves nothing", async () => {
  const before = run.emulator.snapshot();
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: 9 });
  const calls = run.calls();
  expect([...calls].sort()).toEqual([
    `DELETE /endpoints/${onlyId(before.endpoints)} 204`,
    `DELETE /event_destinations/${onlyId(before.event_destinations)} 204`,
    `DELETE /event_subscriptions/${onlyId(before.event_subscriptions)} 204`,
    `DELETE /ip_policies/${onlyId(before.ip_policies)} 204`,
    `DELETE /ip_policy_rules/${onlyId(before.ip_policy_rules)} 204`,
    `DELETE /reserved_domains/${onlyId(before.reserved_domains)} 204`,
    `DELETE /vault_secrets/${onlyId(before.vault_secrets)} 204`,
    `DELETE /vaults/${onlyId(before.vaults)} 204`,
  ]);
  const at = (prefix: string) => calls.findIndex((c) => c.startsWith(`DELETE /${prefix}/`));
  expect([at("endpoints") < at("reserved_domains"), at("endpoints") < at("vaults"), at("endpoints") < at("ip_policies")]).toEqual([true, true, true]);
  const left = Object.entries(run.emulator.snapshot()).filter(([key, items]) => key !== "id_clock" && Object.keys(items as object).length > 0);
  expect(left).toEqual([]);
});
