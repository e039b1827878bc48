// The shipped policy pack under the real engine, as a user runs it after `npm install pulumi-ingress`:
// `pulumi preview --policy-pack node_modules/pulumi-ingress/policy` from a project that installed the
// packed tarball. Mandatory rules fail the preview with their message, advisory ones warn, the pack's
// config changes levels and settings, unknown values are never judged, and no preview calls the API.
// Tests that can share a preview share it (one program holding what each looks at, previewed once
// by the first test that asks): seven previews for eleven tests. The rules themselves, case by case,
// are tests/policy/*Rules.test.ts's, in process.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { makeChain, type TestChain } from "../support/certs";
import { type PolicyPreview, previewWithPolicyPack } from "../support/policy";
import { createEngine, type Engine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, REPO_ROOT, userProject } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let emulator: Emulator;
let engine: Engine;
let pack: string;
let valid: TestChain;

beforeAll(async () => {
  [emulator, engine] = await Promise.all([startEmulator({}), createEngine()]);
  pack = path.join(await userProject(), "node_modules", "pulumi-ingress", "policy");
  valid = await makeChain({ keyType: "rsa", commonName: "www.example.com", dnsNames: ["www.example.com", "example.com"] });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await engine?.dispose();
  await emulator?.close();
});

const EDGE = "edghts_2abcdefghijklmnopqrstuvwx";
const BACKEND = { backendId: "bkdtg_2abcdefghijklmnopqrstuvwx" };
const route = (name: string, modules: Record<string, unknown>, extra = ""): string =>
  `new ingress.HttpsEdgeRoute(${JSON.stringify(name)}, { edgeId: ${JSON.stringify(EDGE)}, matchType: "path_prefix", match: "/${name}", ` +
  `backend: ${JSON.stringify(BACKEND)}, ...${JSON.stringify(modules)}${extra} });`;
const certificate = (name: string, chain: TestChain, wrap = (pem: string) => pem): string =>
  `new ingress.TlsCertificate(${JSON.stringify(name)}, { certificatePem: ${wrap(JSON.stringify(chain.certificatePem))}, ` +
  `privateKeyPem: ${JSON.stringify(chain.privateKeyPem)} });`;
const program = (...lines: string[]): string => ['const ingress = require("pulumi-ingress");', ...lines, ""].join("\n");
const OWN_GITHUB_APP = { oauth: { provider: { github: { clientId: "Iv1.0123456789abcdef", clientSecret: "s3cret", emailDomains: ["example.com"] } } } };

/** Previews `source` with the shipped pack (and `packConfig`) on a new stack. */
const preview = (stackName: string, source: string, packConfig?: object): Promise<PolicyPreview> =>
  previewWithPolicyPack(engine, emulator, { stackName, source, packDir: pack, ...(packConfig === undefined ? {} : { packConfig }) });

/** A preview the tests that look at it share: made by the first that asks. */
function shared(make: () => Promise<PolicyPreview>): () => Promise<PolicyPreview> {
  let made: Promise<PolicyPreview> | undefined;
  return () => (made ??= make());
}

// A compliant program, and values unknown in preview: `web.id` is unknown until `up` creates the
// certificate, and so is everything computed from it (a module switched on by it, a PEM from it).
const compliant = shared(async () => {
  const expired = await makeChain({ keyType: "rsa", commonName: "old.example.com", dnsNames: ["old.example.com"], validity: "expired" });
  return preview(
    "compliant",
    program(
      route("api", { ...OWN_GITHUB_APP, circuitBreaker: { rollingWindow: 10, volumeThreshold: 20, errorThresholdPercentage: 0.5 } }),
      route("hooks", { webhookVerification: { provider: "SNS" }, requestHeaders: { add: { "X-Env": "prod" }, remove: ["X-Debug"] } }),
      `const web = ${certificate("web", valid)}`,
      'new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_2abcdefghijklmnopqrstuvwx"] });',
      route("later-api", {}, ', oauth: { enabled: web.id.apply(() => true), provider: { github: { clientId: "Iv1.0123456789abcdef", clientSecret: "s" } } }'),
      certificate("later", expired, (pem) => `web.id.apply(() => ${pem})`),
    ),
  );
});

test("a compliant program passes with no violation", async () => {
  const r = await compliant();
  expect(r.passed).toBe(true);
  expect(r.output).not.toMatch(/ingress-[a-z-]+ {2}\(/);
  expect(r.output).not.toContain("can't run policy");
});

/** A guarded route matching "/api" on the edge, with the given match type. */
const guarded = (name: string, matchType: string) =>
  `new ingress.HttpsEdgeRoute(${JSON.stringify(name)}, { edgeId: ${JSON.stringify(EDGE)}, matchType: ${JSON.stringify(matchType)}, match: "/api", ` +
  `backend: ${JSON.stringify(BACKEND)}, ipRestriction: { ipPolicyIds: ["ipp_2abcdefghijklmnopqrstuvwx"] } });`;

// Mandatory rules broken on a stack named "prod", resource rules and the stack rule alike.
let expiring: TestChain;
const mandatory = shared(async () => {
  expiring = await makeChain({ keyType: "rsa", commonName: "soon.example.com", dnsNames: ["soon.example.com"], validity: "expiring" });
  const weak = await makeChain({ keyType: "rsa", rsaBits: 1024, commonName: "weak.example.com", dnsNames: ["weak.example.com"] });
  const uncovered = await makeChain({ keyType: "rsa", commonName: "www.example.com", dnsNames: ["api.example.com"] });
  return preview(
    "prod",
    program(
      route("open", { compression: {} }),
      route("managed", { oauth: { provider: { google: { emailDomains: ["example.com"] } } } }),
      certificate("expiring", expiring),
      certificate("weak", weak),
      certificate("uncovered", uncovered),
      guarded("api", "path_prefix"),
      guarded("api-v2", "path_prefix"),
      guarded("api-exact", "exact_path"),
    ),
  );
});

test("mandatory rules fail the preview, each with its message naming the resource", async () => {
  const r = await mandatory();
  expect(r.passed).toBe(false);
  for (const message of [
    'HttpsEdgeRoute "open" sends traffic to its backend with no authentication and no IP restriction: add one of oauth, saml, oidc, ipRestriction, webhookVerification (enabled), ' +
      'or, if the route is meant to be public, add "open" to publicRoutes of ingress-route-protected in the policy pack\'s config.',
    'HttpsEdgeRoute "managed" signs users in with the service\'s managed google OAuth app on production stack "prod": set oauth.provider.google.clientId and clientSecret to your own OAuth app\'s.',
    `TlsCertificate "expiring" expires on ${expiring.notAfter.toISOString()}, in 9 days, less than the 30 days required: renew it and give certificatePem the new certificate (and privateKeyPem its key).`,
    'TlsCertificate "weak" has a 1024-bit RSA key, under the 2048 bits required: issue the certificate for an RSA key of at least 2048 bits (or an ECDSA key).',
    'TlsCertificate "uncovered" has the common name "www.example.com", which its subject alternative names (DNS:api.example.com) do not cover: reissue it with "www.example.com" among its DNS (or IP) names.',
  ]) {
    expect(r.output).toContain(message);
  }
  for (const rule of ["ingress-route-protected", "ingress-oauth-own-app-in-production", "ingress-certificate-expiry", "ingress-certificate-rsa-key-size", "ingress-certificate-names-cover-common-name"]) {
    expect(r.output).toContain(`[mandatory]  ${rule}`);
  }
});

// The provider's own checks refuse these too (the engine then stops at the first refused resource),
// so each is previewed alone.
test("a subscription with no source or destination is named by the rule", async () => {
  const r = await preview("subscriptions", program('new ingress.EventSubscription("empty", { sources: [], destinationIds: [] });'));
  expect(r.passed).toBe(false);
  expect(r.output).toContain('EventSubscription "empty" has no source, so it delivers nothing: add at least one event type to sources.');
  expect(r.output).toContain('EventSubscription "empty" has no destination, so its events go nowhere: add at least one event destination id to destinationIds.');
});

test("an expired certificate is named by the rule", async () => {
  const expired = await makeChain({ keyType: "rsa", commonName: "old.example.com", dnsNames: ["old.example.com"], validity: "expired" });
  const r = await preview("expired", program(certificate("old", expired)));
  expect(r.passed).toBe(false);
  expect(r.output).toContain(
    `TlsCertificate "old" expired on ${expired.notAfter.toISOString()}, less than the 30 days required: renew it and give certificatePem the new certificate (and privateKeyPem its key).`,
  );
  expect(r.output).toContain("[mandatory]  ingress-certificate-expiry");
});

test("advisory rules warn and the preview passes", async () => {
  const r = await preview(
    "advisory",
    program(
      route("api", { ipRestriction: { ipPolicyIds: ["ipp_2abcdefghijklmnopqrstuvwx"] }, circuitBreaker: { errorThresholdPercentage: 1 }, responseHeaders: { add: { Server: "edge" }, remove: ["server"] } }),
      route("sso", { saml: { idpMetadata: "<EntityDescriptor/>" } }),
      'const office = new ingress.IpPolicy("office");',
      'new ingress.IpPolicyRule("everyone", { ipPolicyId: office.id, cidr: "0.0.0.0/0", action: "allow" });',
    ),
  );
  expect(r.passed).toBe(true);
  expect(r.output).toContain("[advisory]  ingress-ip-policy-rule-allows-everything");
  expect(r.output).toContain('IpPolicyRule "everyone" allows 0.0.0.0/0, every IPv4 address: an IP restriction naming its policy lets everyone through');
  expect(r.output).toContain("[advisory]  ingress-module-without-traffic-policy-equivalent");
  expect(r.output).toContain(
    'HttpsEdgeRoute "sso" uses module saml (deprecated with HTTPS edges on 2025-12-31), with no Traffic Policy equivalent: ' +
      "Traffic Policy has no SAML action (guides/migration/modules-to-traffic-policy-actions.mdx); use the openid-connect action with your identity provider's OIDC app.",
  );
  expect(r.output).toContain("[advisory]  ingress-circuit-breaker-can-trip");
  expect(r.output).toContain(
    'HttpsEdgeRoute "api" has a circuit breaker with errorThresholdPercentage 1, which trips only when every request fails: set it below 1.0 (a fraction, for example 0.5 for half the requests).',
  );
  expect(r.output).toContain("[advisory]  ingress-headers-add-and-remove");
  expect(r.output).toContain('HttpsEdgeRoute "api" both adds and removes the header "server" in responseHeaders: keep it in responseHeaders.add or in responseHeaders.remove, not both.');
});

test("two routes with one match on an edge: the stack rule fails the preview, naming both, before any API call", async () => {
  const r = await mandatory();
  expect(r.passed).toBe(false);
  expect(r.output).toContain("[mandatory]  ingress-route-match-unique");
  expect(r.output).toContain(
    `HttpsEdgeRoute "api" (path_prefix "/api"), HttpsEdgeRoute "api-exact" (exact_path "/api") and HttpsEdgeRoute "api-v2" (path_prefix "/api") all match "/api" on edge ${EDGE}, ` +
      "and the service keeps one route per match on an edge, whatever the match type (ERR_NGROK_7126): give all but one another match, or merge them into one route.",
  );
});

/** The policy-config.json the policy pack guide (docs/policy-pack.md) writes. */
async function guidePolicyConfig(): Promise<object> {
  const guide = await fs.readFile(path.join(REPO_ROOT, "docs", "policy-pack.md"), "utf8");
  const json = /cat > policy-config\.json <<'JSON'\n([\s\S]*?)\nJSON\n/.exec(guide)?.[1];
  if (json === undefined) throw new Error("docs/policy-pack.md has no policy-config.json block");
  return JSON.parse(json) as object;
}

const CASES = path.join(REPO_ROOT, "tests", "fixtures", "traffic", "shop-cases.yaml");
/** The endpoint the traffic cases (CASES) are about, with `policy`. */
const shop = (policy: string) => `new ingress.CloudEndpoint("shop", { url: "https://shop.example.com", trafficPolicy: ${JSON.stringify(policy)} });`;
const shopPolicy = () => fs.readFile(path.join(REPO_ROOT, "tests", "fixtures", "traffic", "shop-policy.yaml"), "utf8");
const configuredRoutes = [
  route("status", {}),
  route("api", { ...OWN_GITHUB_APP, circuitBreaker: { rollingWindow: 10, volumeThreshold: 5000 }, requestHeaders: { add: { "X-A": "1" }, remove: ["X-A"] } }),
];
// The guide's config with the traffic cases beside it: the routes, and the endpoint keeping its cases.
const configured = shared(async () =>
  preview("configured", program(...configuredRoutes, shop(await shopPolicy())), { ...(await guidePolicyConfig()), "ingress-traffic-cases": { cases: [CASES] } }),
);
// The breaker rule made mandatory at its default setting, and the endpoint breaking a case.
const strict = shared(async () =>
  preview("configured-strict", program(...configuredRoutes, shop((await shopPolicy()).replace("status_code: 404", "status_code: 410"))), {
    "ingress-circuit-breaker-can-trip": "mandatory",
    "ingress-traffic-cases": { cases: [CASES] },
  }),
);

test("the pack's config from the policy pack guide: a public route, a mandatory breaker rule with its setting, a disabled rule", async () => {
  const r = await configured();
  expect(r.passed).toBe(true);
  expect(r.output).not.toMatch(/ingress-[a-z-]+ {2}\(/);

  const s = await strict();
  expect(s.passed).toBe(false);
  expect(s.output).toContain("[mandatory]  ingress-circuit-breaker-can-trip");
  expect(s.output).toContain('HttpsEdgeRoute "api" has a circuit breaker that needs 5000 requests in its 10-second rolling window before it can trip');
  expect(s.output).toContain('HttpsEdgeRoute "status" sends traffic to its backend with no authentication and no IP restriction');
});

test("values unknown in preview are never judged: a module switched on by another resource's output, a PEM from an output", async () => {
  // The route "later-api" (no protection until its oauth's `enabled` is known) and the expired
  // certificate "later" (its PEM an output) of the compliant program: no rule names either.
  const r = await compliant();
  expect(r.passed).toBe(true);
  expect(r.output).not.toContain('"later-api"');
  expect(r.output).not.toContain('"later"');
  expect(r.output).not.toMatch(/ingress-[a-z-]+ {2}\(/);
});

test("ingress-traffic-cases: a CloudEndpoint whose policy breaks a case of the config's case file is refused at preview, naming the case", async () => {
  // The configured preview's endpoint keeps its cases (that preview passes, no rule named), the strict one's breaks one.
  expect((await configured()).output).not.toContain('CloudEndpoint "shop"');
  const broken = await strict();
  expect(broken.passed).toBe(false);
  expect(broken.output).toContain("[mandatory]  ingress-traffic-cases");
  expect(broken.output).toContain(
    `CloudEndpoint "shop" breaks a traffic case of ${CASES}: FAIL anything else is not found: decided by on_http_request[2] "not found": status 410, expected 404. Change the policy, or the case if the new behavior is meant.`,
  );
});
