// trafficPolicyOf and CloudEndpoint given a Vault (issue 32, point 6): the policy's secrets.get
// reads name the vault resource's name, and an endpoint given a vault refuses a policy that reads
// from another one, before any API call. Outside a deployment: a Vault here is its name output.
import * as pulumi from "@pulumi/pulumi";
import * as cep from "../../provider/resources/cloudEndpoint/family";
import { UNKNOWN } from "../../provider/inputs/unknowns";
import { vaultReferences } from "../../trafficPolicy/vaultReferences";
import { endpointInputs } from "../../sdk/cloudEndpoint";
import type { HttpsEdgeRouteInfo } from "../../sdk/httpsEdgeRoute";
import { trafficPolicyOf } from "../../sdk/trafficPolicy";
import type { Vault } from "../../sdk/vault";

/** A vault as the SDK reads it: its name output. */
const vaultNamed = (name: string): Vault => ({ name: pulumi.output(name) }) as unknown as Vault;

const value = <T>(o: pulumi.Output<T>): Promise<T> => new Promise((resolve) => o.apply(resolve));

const route: HttpsEdgeRouteInfo = {
  edgeId: "edghts_2app", id: "edghtsrt_2admin", uri: "https://api.example.com/edges/https/edghts_2app/routes/edghtsrt_2admin", createdAt: "2026-11-23T00:00:00Z",
  metadata: null, description: null, policy: null, matchType: "path_prefix", match: "/admin",
  ipRestriction: null, circuitBreaker: null, compression: null, requestHeaders: null, responseHeaders: null, oauth: null, saml: null,
  websocketTcpConverter: null, userAgentFilter: null, trafficPolicy: null, oidc: null,
  webhookVerification: { enabled: true, provider: "github" },
  backend: { enabled: true, backend: { id: "bkdtg_2web", uri: "https://api.example.com/backends/tunnel_group/bkdtg_2web" } },
};

test("trafficPolicyOf given a Vault reads the routes' secrets from the vault's name", async () => {
  const vault = vaultNamed("webhooks-vault");
  const policy = trafficPolicyOf([route], { backends: { bkdtg_2web: "https://web.internal" }, vault });
  expect((await value(policy)).on_http_request?.[0]?.actions[0]).toEqual({
    type: "verify-webhook",
    config: { provider: "github", secret: "${secrets.get('webhooks-vault', 'edghtsrt-2admin-webhook-verification-secret')}" },
  });
  expect(vaultReferences(await value(policy))).toEqual([{ vault: "webhooks-vault", secret: "edghtsrt-2admin-webhook-verification-secret" }]);
});

test("a CloudEndpoint given a Vault passes the vault's name to its provider, and nothing when given none", async () => {
  const inputs = endpointInputs({ url: "https://app.example.com", trafficPolicy: "on_http_request: []\n", vault: vaultNamed("team-vault") });
  expect(await value(pulumi.output(inputs["vault"]))).toBe("team-vault");
  expect(Object.keys(endpointInputs({ url: "https://app.example.com", trafficPolicy: "on_http_request: []\n" }))).toEqual(["url", "trafficPolicy"]);
});

describe("the CloudEndpoint provider's check of the policy against its vault", () => {
  const reads = (vault: string) => `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials:\n            - "ops:\${secrets.get('${vault}', 'ops-password')}"\n`;
  const base = { url: "https://app.example.com" };

  test("a policy reading from the endpoint's vault passes", async () => {
    expect((await cep.check({}, { ...base, trafficPolicy: reads("team-vault"), vault: "team-vault" })).failures).toEqual([]);
  });

  test("a policy reading from an unknown vault is refused, as the resource's failure (the policy may hold secrets)", async () => {
    expect((await cep.check({}, { ...base, trafficPolicy: reads("other"), vault: "team-vault" })).failures).toEqual([
      {
        property: "",
        reason: `trafficPolicy reads secret "ops-password" from vault "other", which is not the endpoint's vault "team-vault" (a policy given a vault reads its secrets from that vault)`,
      },
    ]);
  });

  test("without a vault, or with one not known yet, nothing is checked; a vault that is not a name is refused", async () => {
    expect((await cep.check({}, { ...base, trafficPolicy: reads("other") })).failures).toEqual([]);
    expect((await cep.check({}, { ...base, trafficPolicy: reads("other"), vault: UNKNOWN })).failures).toEqual([]);
    expect((await cep.check({}, { ...base, trafficPolicy: reads("other"), vault: 3 })).failures).toEqual([{ property: "vault", reason: "vault must be a Vault resource (its name); got number" }]);
  });

  test("the vault is never sent: diff compares the policy and fields alone", async () => {
    const outs = { url: "https://app.example.com", trafficPolicy: reads("team-vault"), bindings: ["public"], poolingEnabled: false } as unknown as cep.CepOutputs;
    expect((await cep.diff("ep_1", outs, { ...base, trafficPolicy: reads("team-vault"), vault: "renamed-vault" })).changes).toBe(false);
  });
});

test("vaultReferences finds every secrets.get, in either quotes, once each", () => {
  expect(vaultReferences({ a: [`\${secrets.get("v1", "s1")}`, "x secrets.get('v2','s2') y secrets.get('v1', 's1')"] })).toEqual([
    { vault: "v1", secret: "s1" },
    { vault: "v2", secret: "s2" },
  ]);
});
