// `pulumi-ingress traffic diff`: the endpoints of a stack's state against its preview, and its command line.
import { endpointChanges } from "../../cli/traffic/previewPolicies";
import { trafficOptions } from "../../cli/traffic/options";
import { behaviourDiff } from "../../provider/trafficPolicy/behaviourDiff";
import { UNKNOWN } from "../../provider/inputs/unknowns";

const EP = "pulumi-nodejs:dynamic/ingress:CloudEndpoint";
const RULE = "pulumi-nodejs:dynamic/ingress:IpPolicyRule";
const urn = (type: string, name: string) => `urn:pulumi:dev::shop::${type}::${name}`;
const restrict = `on_http_request:
  - name: office only
    actions: [{ type: restrict-ips, config: { ip_policies: [ipp_office] } }]
  - actions: [{ type: custom-response, config: { status_code: 200, body: hello } }]`;

const exported = {
  deployment: {
    resources: [
      { urn: urn(EP, "shop"), type: EP, outputs: { url: "https://shop.example.com", trafficPolicy: restrict } },
      { urn: urn(EP, "new-one"), type: EP, outputs: { url: "https://new.example.com", trafficPolicy: restrict } },
      { urn: urn(RULE, "office"), type: RULE, outputs: { ipPolicyId: "ipp_office", cidr: "203.0.113.0/24", action: "allow" } },
    ],
  },
};

test("an endpoint whose IP policy's rule changes in the preview is compared with the rule as it was and as it will be", async () => {
  const preview = {
    steps: [
      { op: "same", urn: urn(EP, "shop"), newState: { type: EP, inputs: { url: "https://shop.example.com", trafficPolicy: restrict } } },
      { op: "update", urn: urn(RULE, "office"), newState: { type: RULE, inputs: { ipPolicyId: "ipp_office", cidr: "198.51.100.0/24", action: "allow" } } },
      { op: "update", urn: urn(EP, "new-one"), newState: { type: EP, inputs: { url: "https://new.example.com", trafficPolicy: UNKNOWN } } },
    ],
  };
  const changes = endpointChanges(exported, preview);
  expect(changes).toEqual([
    {
      name: "shop",
      before: { url: "https://shop.example.com", policy: restrict, ipPolicies: { ipp_office: [{ cidr: "203.0.113.0/24", action: "allow" }] }, reads: {} },
      after: { url: "https://shop.example.com", policy: restrict, ipPolicies: { ipp_office: [{ cidr: "198.51.100.0/24", action: "allow" }] }, reads: {} },
    },
  ]);
  const [c] = changes;
  if (c === undefined) throw new Error("no change");
  const d = await behaviourDiff({
    before: { policy: c.before.policy, url: c.before.url, context: { ipPolicies: c.before.ipPolicies } },
    after: { policy: c.after.policy, url: c.after.url, context: { ipPolicies: c.after.ipPolicies } },
    requests: [
      { method: "GET", url: "https://shop.example.com/", clientIp: "203.0.113.1" },
      { method: "GET", url: "https://shop.example.com/", clientIp: "198.51.100.1" },
    ],
  });
  expect(d.lines).toEqual([
    'GET https://shop.example.com/ from 203.0.113.1: 200 "hello" by on_http_request[1] -> 403 by on_http_request[0] "office only"',
    'GET https://shop.example.com/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "hello" by on_http_request[1]',
  ]);
});

test("a policy secret in the state or the preview stops with one line asking for --show-secrets", () => {
  const secret = { deployment: { resources: [{ urn: urn(EP, "shop"), type: EP, outputs: { url: "https://shop.example.com", trafficPolicy: { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: "x" } } }] } };
  expect(() => endpointChanges(secret, { steps: [] })).toThrow('the policy of CloudEndpoint "shop" is secret in the state; pass --show-secrets');
});

test("what an endpoint says its policy reads is read from the state's outputs and the preview's inputs, secrets revealed by --show-secrets", () => {
  const SIG = "4dabf18193072939515e22adb298388d";
  const SECRET = "1b47061264138c4ac30d75fd1eb44270";
  const rules = (cidr: string) => [{ ipPolicyId: "ipp_office", cidr, action: "allow" }];
  const secrets = [{ vault: "shop", name: "greeting", value: "hi" }];
  const state = (held: unknown) => ({
    deployment: { resources: [{ urn: urn(EP, "shop"), type: EP, outputs: { url: "https://shop.example.com", trafficPolicy: restrict, policyReads: { ipPolicyRules: rules("203.0.113.0/24"), secrets: held } } }] },
  });
  const preview = (held: unknown) => ({
    steps: [{ op: "update", urn: urn(EP, "shop"), newState: { type: EP, inputs: { url: "https://shop.example.com", trafficPolicy: restrict, policyReads: { ipPolicyRules: rules("198.51.100.0/24"), secrets: held } } } }],
  });
  const shown = { [SIG]: SECRET, plaintext: JSON.stringify(secrets) };
  expect(endpointChanges(state(shown), preview(secrets)).map((c) => [c.before.reads, c.after.reads])).toEqual([
    [
      { ipPolicyRules: rules("203.0.113.0/24"), secrets },
      { ipPolicyRules: rules("198.51.100.0/24"), secrets },
    ],
  ]);
  expect(() => endpointChanges(state({ [SIG]: SECRET, ciphertext: "x" }), preview(secrets))).toThrow('the secrets CloudEndpoint "shop" reads (policyReads) are secret in the state; pass --show-secrets');
  expect(() => endpointChanges(state(shown), preview("[secret]"))).toThrow('the secrets CloudEndpoint "shop" reads (policyReads) are secret in the preview; pass --show-secrets');
});

test("traffic diff's command line: the stack, the endpoint, case files and --show-secrets", () => {
  expect(trafficOptions(["diff", "--stack", "dev", "--endpoint", "https://shop.example.com", "--cases", "a.yaml", "--cases", "b.yaml", "--show-secrets"], "/p")).toEqual({
    sub: "diff",
    stack: "dev",
    cwd: "/p",
    pulumi: "pulumi",
    help: false,
    endpoint: "https://shop.example.com",
    cases: ["/p/a.yaml", "/p/b.yaml"],
    showSecrets: true,
  });
});
