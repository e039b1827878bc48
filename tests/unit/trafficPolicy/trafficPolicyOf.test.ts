// The SDK's trafficPolicyOf on a program's route args (Inputs, Outputs, secrets), and a route's
// trafficPolicy module taking a TrafficPolicy object, under Pulumi's mocks (outside a preview).
import * as pulumi from "@pulumi/pulumi";
import type { HttpsEdgeRouteInfo } from "../../../sdk/httpsEdgeRoute";
import { MigrationRefused, trafficPolicyOf, type RouteReport, type TrafficPolicy } from "../../../sdk/trafficPolicy";
import { trafficPolicyModuleText } from "../../../sdk/policyCarried";

beforeAll(async () => {
  await pulumi.runtime.setMocks(
    {
      newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }),
      call: () => ({}),
    },
    "app",
    "dev",
    false,
  );
});

const value = <T>(o: pulumi.Output<T>): Promise<T> => new Promise((resolve) => o.apply(resolve));
const secret = <T>(o: pulumi.Output<T>): Promise<boolean> => pulumi.isSecret(o);
/** The Output's own promise, which rejects when its apply throws (`apply` callbacks never see a failure). */
function settled<T>(o: pulumi.Output<T>): Promise<T> {
  const internal = o as unknown as { promise(): Promise<T>; isKnown: Promise<boolean>; isSecret: Promise<boolean> };
  // The Output's other promises reject with it; the test reads the failure from promise() alone.
  internal.isKnown.catch(() => undefined);
  internal.isSecret.catch(() => undefined);
  return internal.promise();
}

test("routes given as Outputs translate to the policy, not secret when no input is", async () => {
  const reports: RouteReport[][] = [];
  const policy = trafficPolicyOf(
    [
      { edgeId: "edghts_1", matchType: "path_prefix", match: pulumi.output("/"), backend: { backendId: "bkdtg_1" } },
      pulumi.output({ edgeId: "edghts_1", matchType: "path_prefix" as const, match: "/api", requestHeaders: { add: { "X-Api": "1" } }, backend: { backendId: "bkdtg_2" } }),
    ],
    { backends: pulumi.output({ bkdtg_1: "https://web.internal", bkdtg_2: "https://api.internal" }), onReport: (r) => reports.push(r) },
  );
  expect(await value(policy)).toEqual<TrafficPolicy>({
    on_http_request: [
      { name: "path_prefix /api: request headers", expressions: ["req.url.path.startsWith('/api')"], actions: [{ type: "add-headers", config: { headers: { "X-Api": "1" } } }] },
      { name: "path_prefix /api: backend", expressions: ["req.url.path.startsWith('/api')"], actions: [{ type: "forward-internal", config: { url: "https://api.internal" } }] },
      {
        name: "path_prefix /: backend",
        expressions: ["req.url.path.startsWith('/')", "!(req.url.path.startsWith('/api'))"],
        actions: [{ type: "forward-internal", config: { url: "https://web.internal" } }],
      },
    ],
  });
  expect(await secret(policy)).toBe(false);
  expect(reports.map((r) => r.map((x) => x.route))).toEqual([["path_prefix /", "path_prefix /api"]]);
});

test("a secret input makes the policy secret; the SDK's camelCase names reach the documented fields", async () => {
  const policy = trafficPolicyOf(
    [{ edgeId: "edghts_1", matchType: "exact_path", match: "/hook", webhookVerification: { provider: "GITHUB", secret: pulumi.secret("s3cret") } }],
    { backends: {} },
  );
  expect(await value(policy)).toEqual({
    on_http_request: [{ name: "exact_path /hook: webhook verification", expressions: ["req.url.path == '/hook'"], actions: [{ type: "verify-webhook", config: { provider: "github", secret: "s3cret" } }] }],
  });
  expect(await secret(policy)).toBe(true);
});

test("bad route args fail naming the route and the SDK's field", async () => {
  const policy = trafficPolicyOf([{ edgeId: "edghts_1", matchType: "path_prefix", match: "/", circuitBreaker: { errorThresholdPercentage: 50 } }], { backends: {} });
  await expect(settled(policy)).rejects.toThrow(
    new Error("routes[0]: circuitBreaker.errorThresholdPercentage must be between 0 and 1.0 (a fraction, not a percentage); got 50"),
  );
});

test("modules with no equivalent reject the Output with MigrationRefused, unless dropped", async () => {
  const routes = [{ edgeId: "edghts_1", matchType: "path_prefix" as const, match: "/", saml: { idpMetadata: "<xml/>" } }];
  await expect(settled(trafficPolicyOf(routes, { backends: {} }))).rejects.toBeInstanceOf(MigrationRefused);
  expect(await value(trafficPolicyOf(routes, { backends: {}, drop: ["saml"] }))).toEqual({});
});

test("a route's trafficPolicy module takes a TrafficPolicy object and sends its text", async () => {
  const doc: TrafficPolicy = { on_http_request: [{ actions: [{ type: "deny", config: { status_code: 404 } }] }] };
  const text = '{"on_http_request":[{"actions":[{"type":"deny","config":{"status_code":404}}]}]}';
  expect(trafficPolicyModuleText({ value: doc })).toEqual({ value: text });
  expect(trafficPolicyModuleText({ value: "on_http_request: []" })).toEqual({ value: "on_http_request: []" });
  expect(trafficPolicyModuleText(undefined)).toBeUndefined();
  const viaOutput = trafficPolicyModuleText(pulumi.output({ enabled: true, value: doc }));
  expect(await value(pulumi.output(viaOutput))).toEqual({ enabled: true, value: text });
  expect(await pulumi.isSecret(pulumi.output(viaOutput))).toBe(false);
});

test("a route's trafficPolicy module whose policy holds a secret is made secret, object or text, plain or Output", async () => {
  const basic: TrafficPolicy = { on_http_request: [{ actions: [{ type: "basic-auth", config: { credentials: ["ops:route-pw-0123"] } }] }] };
  const text = '{"on_http_request":[{"actions":[{"type":"basic-auth","config":{"credentials":["ops:route-pw-0123"]}}]}]}';
  const yaml = "on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials: [\"ops:route-pw-0123\"]\n";
  for (const [module, sent] of [
    [{ value: basic }, { value: text }],
    [{ value: yaml }, { value: yaml }],
    [pulumi.output({ enabled: true, value: basic }), { enabled: true, value: text }],
  ] as const) {
    const out = pulumi.output(trafficPolicyModuleText(module as never));
    expect({ value: await value(out), secret: await pulumi.isSecret(out) }).toEqual({ value: sent, secret: true });
  }
});

test("routes read from the service (getHttpsEdge's routes) translate too, their secrets read from the vault", async () => {
  const base = { edgeId: "edghts_2app", uri: "https://api.example.com/edges/https/edghts_2app/routes/", createdAt: "2026-11-23T00:00:00Z", metadata: null, policy: null };
  const none = {
    ipRestriction: null, circuitBreaker: null, compression: null, requestHeaders: null, responseHeaders: null, webhookVerification: null,
    oauth: null, saml: null, websocketTcpConverter: null, userAgentFilter: null, trafficPolicy: null,
  };
  const read: HttpsEdgeRouteInfo[] = [
    {
      ...base, ...none, id: "edghtsrt_2admin", uri: `${base.uri}edghtsrt_2admin`, matchType: "path_prefix" as const, match: "/admin", description: null,
      backend: { enabled: true, backend: { id: "bkdtg_2web", uri: "https://api.example.com/backends/tunnel_group/bkdtg_2web" } },
      oidc: { enabled: true, issuer: "https://id.example.com", clientId: "admin", cookiePrefix: "ingress.", inactivityTimeout: 0, maximumDuration: 0, scopes: ["openid"], optionsPassthrough: false },
    },
  ];
  const policy = await settled(trafficPolicyOf(read, { backends: { bkdtg_2web: "https://web.internal" }, vault: "team" }));
  expect(policy.on_http_request?.map((r) => r.actions[0])).toEqual([
    {
      type: "openid-connect",
      config: { issuer_url: "https://id.example.com", client_id: "admin", client_secret: "${secrets.get('team', 'edghtsrt-2admin-oidc-client-secret')}", scopes: ["openid"], allow_cors_preflight: false },
    },
    { type: "forward-internal", config: { url: "https://web.internal" } },
  ]);
});

test("a trafficPolicy module with no value or an invalid document passes unchanged, for the route's check to name it", async () => {
  expect(trafficPolicyModuleText({} as never)).toEqual({});
  const bad = { value: { on_http_request: [{ actions: [] }] } };
  expect(trafficPolicyModuleText(bad as never)).toEqual(bad);
  expect(await value(pulumi.output(trafficPolicyModuleText(pulumi.output({ value: undefined }) as never)))).toEqual({ value: undefined });
});
