// The policy pack's rules on resource inputs as the engine hands them over: plain values, secrets
// unwrapped, and unknowns (preview) as the engine's sentinels behind @pulumi/policy's proxy.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { PolicyResource, ResourceValidationArgs, ResourceValidationPolicy, StackValidationArgs, StackValidationPolicy } from "@pulumi/policy";
import * as policyProxy from "@pulumi/policy/proxy";
import { certificateExpiry, certificateNamesCoverCommonName, certificateRsaKeySize } from "../../policy/src/certificateRules";
import { eventDestinationAwsRole } from "../../policy/src/eventDestinationRules";
import { domainCertificateManaged } from "../../policy/src/domainRules";
import { eventSubscriptionComplete } from "../../policy/src/eventSubscriptionRules";
import { ipPolicyRuleAllowsEverything } from "../../policy/src/ipPolicyRules";
import { moduleWithoutTrafficPolicyEquivalent } from "../../policy/src/deprecatedModules";
import { defaults, type IngressRule, type StackResource } from "../../policy/src/rule";
import { routeMatchUnique } from "../../policy/src/routeMatchUnique";
import { circuitBreakerCanTrip, headersAddAndRemove, oauthOwnAppInProduction, routeProtected } from "../../policy/src/routeRules";
import { INGRESS_RULES, ingressPolicies, toPolicy } from "../../policy/src/rules";
import { makeChain } from "../support/certs";

// @internal in @pulumi/policy (absent from its declarations), but it is what wraps every rule's inputs.
const { unknownCheckingProxy } = policyProxy as unknown as { unknownCheckingProxy: <T>(props: T) => T };

const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
const UNKNOWN_OBJECT = "dd056dcd-154b-4c76-9bd3-c8f88648b5ff";
const NOW = new Date();

function run<C extends object>(rule: IngressRule<C>, props: Record<string, unknown>, opts: { name?: string; stack?: string; config?: Partial<C> } = {}): string[] {
  return rule.violations(props, { name: opts.name ?? "r", stack: opts.stack ?? "dev", config: { ...defaults(rule), ...opts.config }, now: NOW });
}

const BACKEND = { backendId: "bkdtg_2abc" };
const OPEN_ROUTE_MESSAGE =
  'HttpsEdgeRoute "r" sends traffic to its backend with no authentication and no IP restriction: add one of oauth, saml, oidc, ipRestriction, webhookVerification (enabled), ' +
  'or, if the route is meant to be public, add "r" to publicRoutes of ingress-route-protected in the policy pack\'s config.';

describe("ingress-route-protected", () => {
  test("a route with a backend and no protecting module is refused, naming the route and the fixes", () => {
    expect(run(routeProtected, { backend: BACKEND, compression: {} })).toEqual([OPEN_ROUTE_MESSAGE]);
  });

  test.each(["oauth", "saml", "oidc", "ipRestriction", "webhookVerification"])("%s protects the route", (module) => {
    expect(run(routeProtected, { backend: BACKEND, [module]: {} })).toEqual([]);
  });

  test("a disabled protecting module does not count; a disabled backend serves nothing", () => {
    expect(run(routeProtected, { backend: BACKEND, oauth: { enabled: false, provider: {} } })).toEqual([OPEN_ROUTE_MESSAGE]);
    expect(run(routeProtected, { backend: { ...BACKEND, enabled: false } })).toEqual([]);
    expect(run(routeProtected, {})).toEqual([]);
  });

  test("a route named in publicRoutes passes", () => {
    expect(run(routeProtected, { backend: BACKEND }, { config: { publicRoutes: ["status", "r"] } })).toEqual([]);
  });

  test("unknown in preview: a module, its enabled flag, or the backend", () => {
    expect(run(routeProtected, { backend: BACKEND, oauth: UNKNOWN_OBJECT })).toEqual([]);
    expect(run(routeProtected, { backend: BACKEND, ipRestriction: { enabled: UNKNOWN, ipPolicyIds: ["ipp_1"] } })).toEqual([]);
    expect(run(routeProtected, { backend: UNKNOWN_OBJECT })).toEqual([]);
  });
});

describe("ingress-oauth-own-app-in-production", () => {
  const managed = { oauth: { provider: { google: { emailDomains: ["example.com"] } } } };

  test("the managed app on a production stack is refused; other stacks are not judged", () => {
    expect(run(oauthOwnAppInProduction, managed, { stack: "prod" })).toEqual([
      'HttpsEdgeRoute "r" signs users in with the service\'s managed google OAuth app on production stack "prod": set oauth.provider.google.clientId and clientSecret to your own OAuth app\'s.',
    ]);
    expect(run(oauthOwnAppInProduction, managed, { stack: "dev" })).toEqual([]);
    expect(run(oauthOwnAppInProduction, managed, { stack: "live", config: { productionStacks: ["live"] } })).toHaveLength(1);
  });

  test("your own app passes; an unknown client id or provider member is not judged", () => {
    expect(run(oauthOwnAppInProduction, { oauth: { provider: { github: { clientId: "Iv1.abc", clientSecret: "s" } } } }, { stack: "prod" })).toEqual([]);
    expect(run(oauthOwnAppInProduction, { oauth: { provider: { github: { clientId: UNKNOWN, clientSecret: UNKNOWN } } } }, { stack: "prod" })).toEqual([]);
    expect(run(oauthOwnAppInProduction, { oauth: { provider: { github: UNKNOWN_OBJECT } } }, { stack: "prod" })).toEqual([]);
    expect(run(oauthOwnAppInProduction, { oauth: { enabled: false, provider: { google: {} } } }, { stack: "prod" })).toEqual([]);
  });
});

describe("ingress-circuit-breaker-can-trip", () => {
  test("an error threshold of 1.0 never trips", () => {
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { errorThresholdPercentage: 1 } })).toEqual([
      'HttpsEdgeRoute "r" has a circuit breaker with errorThresholdPercentage 1, which trips only when every request fails: set it below 1.0 (a fraction, for example 0.5 for half the requests).',
    ]);
  });

  test("a volume threshold the rolling window cannot see at the peak rate", () => {
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { rollingWindow: 10, volumeThreshold: 5000 } })).toEqual([
      'HttpsEdgeRoute "r" has a circuit breaker that needs 5000 requests in its 10-second rolling window before it can trip, more than the 1000 the window sees at 100 requests per second: ' +
        "lower volumeThreshold or lengthen rollingWindow (or raise peakRequestsPerSecond of ingress-circuit-breaker-can-trip if the route sees more).",
    ]);
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { rollingWindow: 10, volumeThreshold: 5000 } }, { config: { peakRequestsPerSecond: 500 } })).toEqual([]);
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { rollingWindow: 10, volumeThreshold: 1000 } })).toEqual([]);
  });

  test("a window of 0 seconds or 0 buckets counts nothing", () => {
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { rollingWindow: 0, volumeThreshold: 1 } })).toEqual([
      'HttpsEdgeRoute "r" has a circuit breaker whose rolling window counts no requests (rollingWindow 0): set rollingWindow and numBuckets above 0, or leave them unset for the service\'s defaults.',
    ]);
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { numBuckets: 0 } })[0]).toContain("(numBuckets 0)");
  });

  test("service defaults, unknowns and a disabled breaker are not judged", () => {
    expect(run(circuitBreakerCanTrip, { circuitBreaker: {} })).toEqual([]);
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { rollingWindow: UNKNOWN, volumeThreshold: 5000, errorThresholdPercentage: UNKNOWN } })).toEqual([]);
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { enabled: false, errorThresholdPercentage: 1 } })).toEqual([]);
    expect(run(circuitBreakerCanTrip, { circuitBreaker: { enabled: UNKNOWN, errorThresholdPercentage: 1 } })).toEqual([]);
  });
});

describe("ingress-headers-add-and-remove", () => {
  test("a header both added and removed, in either module, case-insensitively", () => {
    expect(
      run(headersAddAndRemove, {
        requestHeaders: { add: { "X-Env": "prod", "X-Other": "1" }, remove: ["x-env", UNKNOWN] },
        responseHeaders: { add: { Server: "edge" }, remove: ["server", "Via"] },
      }),
    ).toEqual([
      'HttpsEdgeRoute "r" both adds and removes the header "x-env" in requestHeaders: keep it in requestHeaders.add or in requestHeaders.remove, not both.',
      'HttpsEdgeRoute "r" both adds and removes the header "server" in responseHeaders: keep it in responseHeaders.add or in responseHeaders.remove, not both.',
    ]);
  });

  test("distinct headers, unknown lists and disabled modules pass", () => {
    expect(run(headersAddAndRemove, { requestHeaders: { add: { "X-A": "1" }, remove: ["X-B"] } })).toEqual([]);
    expect(run(headersAddAndRemove, { requestHeaders: { add: { "X-A": "1" }, remove: UNKNOWN } })).toEqual([]);
    expect(run(headersAddAndRemove, { requestHeaders: { enabled: false, add: { "X-A": "1" }, remove: ["X-A"] } })).toEqual([]);
  });
});

describe("ingress-domain-certificate-managed", () => {
  test("an uploaded certificate is one advisory line naming the domain and the certificate", () => {
    expect(run(domainCertificateManaged, { domain: "app.example.com", certificateId: "cert_2abc" }, { name: "app" })).toEqual([
      'ReservedDomain "app" uses the uploaded certificate cert_2abc, which you must renew and rotate yourself: ' +
        "remove certificateId (or set certificateManagementPolicy) so the service obtains and renews the domain's certificate, unless you need your own.",
    ]);
  });

  test("a managed or default certificate, and an unknown id, are not judged", () => {
    expect(run(domainCertificateManaged, { domain: "app.example.com" })).toEqual([]);
    expect(run(domainCertificateManaged, { domain: "app.example.com", certificateManagementPolicy: { privateKeyType: "rsa" } })).toEqual([]);
    expect(run(domainCertificateManaged, { domain: "app.example.com", certificateId: UNKNOWN })).toEqual([]);
  });
});

describe("ingress-ip-policy-rule-allows-everything", () => {
  test("allow on 0.0.0.0/0 or ::/0 (in any spelling) is pointed out, saying what it lets through", () => {
    expect(run(ipPolicyRuleAllowsEverything, { ipPolicyId: "ipp_1", cidr: "0.0.0.0/0", action: "allow" }, { name: "open" })).toEqual([
      'IpPolicyRule "open" allows 0.0.0.0/0, every IPv4 address: an IP restriction naming its policy lets everyone through but what the policy\'s deny rules match. ' +
        "Allow only the networks that need access, or, if the policy is a list of deny rules, keep it (set this rule to disabled in the pack's config to silence it).",
    ]);
    expect(run(ipPolicyRuleAllowsEverything, { cidr: "::0/0", action: "allow" }, { name: "open6" })[0]).toMatch(/^IpPolicyRule "open6" allows ::0\/0, every IPv6 address: /);
  });

  test("a deny rule, a narrower CIDR, an invalid or unknown CIDR pass", () => {
    expect(run(ipPolicyRuleAllowsEverything, { cidr: "0.0.0.0/0", action: "deny" })).toEqual([]);
    expect(run(ipPolicyRuleAllowsEverything, { cidr: "0.0.0.0/1", action: "allow" })).toEqual([]);
    expect(run(ipPolicyRuleAllowsEverything, { cidr: "0.0.0.0", action: "allow" })).toEqual([]);
    expect(run(ipPolicyRuleAllowsEverything, { cidr: UNKNOWN, action: "allow" })).toEqual([]);
  });
});

describe("ingress-event-subscription-complete", () => {
  test("no source, no destination", () => {
    expect(run(eventSubscriptionComplete, { sources: [], destinationIds: [] }, { name: "audit" })).toEqual([
      'EventSubscription "audit" has no source, so it delivers nothing: add at least one event type to sources.',
      'EventSubscription "audit" has no destination, so its events go nowhere: add at least one event destination id to destinationIds.',
    ]);
    expect(run(eventSubscriptionComplete, {}, { name: "audit" })).toHaveLength(2);
  });

  test("complete or unknown lists pass", () => {
    expect(run(eventSubscriptionComplete, { sources: ["ip_policy_created.v0"], destinationIds: ["ed_1"] })).toEqual([]);
    expect(run(eventSubscriptionComplete, { sources: UNKNOWN, destinationIds: [UNKNOWN] })).toEqual([]);
  });
});

describe("ingress-event-destination-aws-role", () => {
  test("an AWS target with long-term access keys is named, with the field and what to give instead", () => {
    const creds = { awsAccessKeyId: "AKIA1", awsSecretAccessKey: "s" };
    expect(run(eventDestinationAwsRole, { target: { kinesis: { streamArn: "arn:k", auth: { creds } } } }, { name: "siem" })).toEqual([
      'EventDestination "siem" signs in to AWS with long-term access keys (target.kinesis.auth.creds): give it auth.role, an IAM role ngrok assumes, which has no secret to store or rotate.',
    ]);
  });

  test("a role, another kind, or an unknown target or auth passes", () => {
    expect(run(eventDestinationAwsRole, { target: { firehose: { deliveryStreamArn: "arn:f", auth: { role: { roleArn: "arn:r" } } } } })).toEqual([]);
    expect(run(eventDestinationAwsRole, { target: { datadog: { apiKey: "k" } } })).toEqual([]);
    expect(run(eventDestinationAwsRole, { target: UNKNOWN })).toEqual([]);
    expect(run(eventDestinationAwsRole, { target: { cloudwatchLogs: { logGroupArn: "arn:l", auth: UNKNOWN } } })).toEqual([]);
  });
});

describe("certificate rules", () => {
  test("ingress-certificate-expiry: expired, expiring within the minimum, or valid long enough", async () => {
    const expired = await makeChain({ validity: "expired" });
    expect(run(certificateExpiry, { certificatePem: expired.certificatePem }, { name: "web" })).toEqual([
      `TlsCertificate "web" expired on ${expired.notAfter.toISOString()}, less than the 30 days required: renew it and give certificatePem the new certificate (and privateKeyPem its key).`,
    ]);
    const expiring = await makeChain({ validity: "expiring" }); // ends in 10 days
    const days = Math.floor((expiring.notAfter.getTime() - NOW.getTime()) / 86_400_000);
    expect(run(certificateExpiry, { certificatePem: expiring.certificatePem }, { name: "web" })).toEqual([
      `TlsCertificate "web" expires on ${expiring.notAfter.toISOString()}, in ${days} days, less than the 30 days required: renew it and give certificatePem the new certificate (and privateKeyPem its key).`,
    ]);
    expect(run(certificateExpiry, { certificatePem: expiring.certificatePem }, { config: { minDaysValid: 7 } })).toEqual([]);
    expect(run(certificateExpiry, { certificatePem: (await makeChain()).certificatePem })).toEqual([]);
  });

  test("ingress-certificate-rsa-key-size: a 1024-bit RSA key is refused; 2048-bit RSA and ECDSA pass", async () => {
    const small = await makeChain({ keyType: "rsa", rsaBits: 1024 });
    expect(run(certificateRsaKeySize, { certificatePem: small.certificatePem }, { name: "web" })).toEqual([
      'TlsCertificate "web" has a 1024-bit RSA key, under the 2048 bits required: issue the certificate for an RSA key of at least 2048 bits (or an ECDSA key).',
    ]);
    expect(run(certificateRsaKeySize, { certificatePem: (await makeChain({ keyType: "rsa" })).certificatePem })).toEqual([]);
    expect(run(certificateRsaKeySize, { certificatePem: (await makeChain({ keyType: "ecdsa" })).certificatePem })).toEqual([]);
  });

  test("ingress-certificate-names-cover-common-name: SANs must cover the CN (wildcards count, the CN itself does not)", async () => {
    const uncovered = await makeChain({ commonName: "www.example.com", dnsNames: ["api.example.com"] });
    expect(run(certificateNamesCoverCommonName, { certificatePem: uncovered.certificatePem }, { name: "web" })).toEqual([
      'TlsCertificate "web" has the common name "www.example.com", which its subject alternative names (DNS:api.example.com) do not cover: reissue it with "www.example.com" among its DNS (or IP) names.',
    ]);
    const none = await makeChain({ commonName: "www.example.com" });
    expect(run(certificateNamesCoverCommonName, { certificatePem: none.certificatePem })[0]).toContain("(none)");
    expect(run(certificateNamesCoverCommonName, { certificatePem: (await makeChain({ commonName: "www.example.com", dnsNames: ["*.example.com"] })).certificatePem })).toEqual([]);
    expect(run(certificateNamesCoverCommonName, { certificatePem: (await makeChain({ commonName: "10.0.0.1", ips: ["10.0.0.1"] })).certificatePem })).toEqual([]);
  });

  test("an unknown or malformed PEM is not judged (the provider's checks name a malformed one)", () => {
    for (const rule of [certificateExpiry, certificateRsaKeySize, certificateNamesCoverCommonName] as IngressRule<object>[]) {
      expect(run(rule, { certificatePem: UNKNOWN })).toEqual([]);
      expect(run(rule, { certificatePem: "not a pem" })).toEqual([]);
    }
  });
});

describe("ingress-route-match-unique", () => {
  const EDGE = "edghts_2abc";
  const ROUTE_URN = (name: string) => `urn:pulumi:dev::p::pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute::${name}`;
  const routeOf = (name: string, props: Record<string, unknown>): StackResource => ({ name, urn: ROUTE_URN(name), props: { edgeId: EDGE, matchType: "path_prefix", ...props } });
  const unique = (...resources: StackResource[]) => routeMatchUnique.violations(resources, { stack: "dev", config: {}, now: NOW });
  /** The violation of a group: `routes` as [name, match text], sorted by name. */
  const message = (routes: [string, string][], match: string, edge = EDGE) =>
    `${routes.map(([n, m]) => `HttpsEdgeRoute "${n}" (${m})`).join(routes.length === 2 ? " and " : ", ").replace(/, (?=[^,]*$)/, " and ")} ` +
    `${routes.length === 2 ? "both" : "all"} match "${match}" on edge ${edge}, and the service keeps one route per match on an edge, ` +
    `whatever the match type (ERR_NGROK_7126): give ${routes.length === 2 ? "one of them" : "all but one"} another match, or merge them into one route.`;

  test("two routes with the same match type and match on one edge: one violation naming both by name, whatever their order", () => {
    const expected = [{ urn: ROUTE_URN("api-v2"), message: message([["api", 'path_prefix "/api"'], ["api-v2", 'path_prefix "/api"']], "/api") }];
    expect(unique(routeOf("api", { match: "/api" }), routeOf("api-v2", { match: "/api" }))).toEqual(expected);
    expect(unique(routeOf("api-v2", { match: "/api" }), routeOf("api", { match: "/api" }))).toEqual(expected);
  });

  test("the same match with another match type is refused by the service too", () => {
    expect(unique(routeOf("a", { match: "/x" }), routeOf("b", { matchType: "exact_path", match: "/x" }))).toEqual([
      { urn: ROUTE_URN("b"), message: message([["a", 'path_prefix "/x"'], ["b", 'exact_path "/x"']], "/x") },
    ]);
  });

  test("three alike: one violation naming all three", () => {
    expect(unique(routeOf("c", { match: "/" }), routeOf("a", { match: "/" }), routeOf("b", { match: "/" }))).toEqual([
      { urn: ROUTE_URN("b"), message: message([["a", 'path_prefix "/"'], ["b", 'path_prefix "/"'], ["c", 'path_prefix "/"']], "/") },
    ]);
  });

  test("other matches, or the same match on other edges, pass (matches compare as written)", () => {
    expect(unique(routeOf("a", { match: "/api" }), routeOf("b", { match: "/api/" }), routeOf("c", { match: "/API" }), routeOf("d", { edgeId: "edghts_2other", match: "/api" }))).toEqual([]);
  });

  test("an edge or match unknown in preview is not judged; an unknown match type still is, unnamed", () => {
    expect(unique(routeOf("a", { match: "/api" }), routeOf("b", { match: UNKNOWN }))).toEqual([]);
    expect(unique(routeOf("a", { match: "/api" }), routeOf("b", { edgeId: UNKNOWN, match: "/api" }))).toEqual([]);
    expect(unique(routeOf("a", { match: "/api" }), routeOf("b", { matchType: UNKNOWN, match: "/api" }))).toEqual([
      { urn: ROUTE_URN("b"), message: message([["a", 'path_prefix "/api"'], ["b", '"/api"']], "/api") },
    ]);
  });

  test("one route twice in the program (read with get, and adopted or managed) is not a duplicate", () => {
    const id = "edghtsrt_2abc";
    const read = routeOf("ref", { match: "/api", uri: `https://api.example.com/edges/https/${EDGE}/routes/${id}` });
    expect(unique(read, routeOf("managed", { match: "/api", adoptId: id }))).toEqual([]);
    expect(unique(read, routeOf("managed", { match: "/api", uri: `https://api.example.com/edges/https/${EDGE}/routes/${id}` }))).toEqual([]);
    expect(unique(read, routeOf("other", { match: "/api", adoptId: "edghtsrt_2def" }))).toHaveLength(1);
  });
});

describe("ingress-module-without-traffic-policy-equivalent", () => {
  const rule = moduleWithoutTrafficPolicyEquivalent;
  const lead = (name: string, what: string) => `HttpsEdgeRoute "${name}" uses ${what} (deprecated with HTTPS edges on 2025-12-31), with no Traffic Policy equivalent: `;
  const SAML =
    lead("sso", "module saml") +
    "Traffic Policy has no SAML action (guides/migration/modules-to-traffic-policy-actions.mdx); use the openid-connect action with your identity provider's OIDC app.";
  const WEBSOCKET =
    lead("sso", "module websocketTcpConverter") +
    "Traffic Policy has no websocket-to-TCP converter (guides/migration/edges-to-endpoints.mdx); serve the conversion from your own upstream behind a forward-internal.";
  const saml = { idpMetadata: "<EntityDescriptor/>" };

  test("saml and websocketTcpConverter, each named with the translation's alternative", () => {
    expect(run(rule, { backend: BACKEND, saml, websocketTcpConverter: {} }, { name: "sso" })).toEqual([SAML, WEBSOCKET]);
  });

  test("GitHub teams or organizations in oauth; other OAuth providers convert", () => {
    expect(run(rule, { oauth: { provider: { github: { teams: ["acme/ops"] } } } }, { name: "admin" })).toEqual([
      lead("admin", "GitHub teams or organizations in module oauth") +
        "GitHub teams and organizations have no documented oauth action setting; restrict by e-mail or domain (oauth action, restrict-by-email example) or write your own expression.",
    ]);
    expect(run(rule, { oauth: { provider: { github: { emailDomains: ["example.com"] } } } })).toEqual([]);
  });

  test("a trafficPolicy with on_tcp_connect rules; one with HTTP rules only converts; an unreadable one is the provider's to refuse", () => {
    const tcp = JSON.stringify({ on_tcp_connect: [{ actions: [{ type: "deny" }] }] });
    expect(run(rule, { trafficPolicy: { value: tcp } }, { name: "raw" })).toEqual([
      lead("raw", "on_tcp_connect rules in module trafficPolicy") +
        "its on_tcp_connect rules cannot be limited to one route (no request is known when a connection opens); move them to the endpoint's policy yourself.",
    ]);
    expect(run(rule, { trafficPolicy: { value: "on_http_request:\n  - actions:\n      - type: deny\n" } })).toEqual([]);
    expect(run(rule, { trafficPolicy: { value: "{not a policy" } })).toEqual([]);
  });

  test("modules that convert, disabled modules, and modules that do not check pass", () => {
    expect(run(rule, { backend: BACKEND, compression: {}, oidc: { issuer: "https://id.example.com", clientId: "c", clientSecret: "s" }, ipRestriction: { ipPolicyIds: ["ipp_1"] } })).toEqual([]);
    expect(run(rule, { saml: { ...saml, enabled: false }, websocketTcpConverter: { enabled: false } })).toEqual([]);
    expect(run(rule, { saml: { forceAuthn: "yes" } })).toEqual([]);
  });

  test("unknown in preview: the module, its enabled flag, or a value the translation reads", () => {
    expect(run(rule, { saml: UNKNOWN_OBJECT })).toEqual([]);
    expect(run(rule, { saml: { ...saml, enabled: UNKNOWN } })).toEqual([]);
    expect(run(rule, { oauth: { provider: { github: { teams: [UNKNOWN] } } } })).toEqual([]);
    expect(run(rule, { trafficPolicy: { value: UNKNOWN } })).toEqual([]);
  });
});

describe("as @pulumi/policy policies", () => {
  function validate(policy: ResourceValidationPolicy, args: Partial<ResourceValidationArgs> & { props: Record<string, unknown> }): string[] {
    const reported: string[] = [];
    const full = { type: "pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute", name: "r", urn: "urn:pulumi:prod::p::pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute::r", getConfig: () => ({}), ...args };
    const validation = policy.validateResource;
    if (typeof validation !== "function") throw new Error("expected one validation function");
    void validation(full as unknown as ResourceValidationArgs, (message) => reported.push(message));
    return reported;
  }

  test("the rules read through @pulumi/policy's unknown-checking proxy without tripping it", () => {
    const props = unknownCheckingProxy({ backend: BACKEND, oauth: UNKNOWN_OBJECT, circuitBreaker: { errorThresholdPercentage: 1, rollingWindow: UNKNOWN } });
    const [protectedPolicy, , , , , breaker] = ingressPolicies();
    expect(validate(protectedPolicy!, { props })).toEqual([]);
    expect(validate(breaker!, { props })).toEqual([expect.stringContaining("errorThresholdPercentage 1,")]);
  });

  test("the stack comes from the URN, the settings from the pack's config over the defaults, and other types are skipped", () => {
    const policy = toPolicy(oauthOwnAppInProduction);
    const props = { oauth: { provider: { amazon: {} } } };
    expect(validate(policy, { props })).toHaveLength(1);
    expect(validate(policy, { props, getConfig: <T>() => ({ productionStacks: ["live"] }) as T })).toEqual([]);
    expect(validate(policy, { props, type: "pulumi-nodejs:dynamic/ingress:TlsCertificate" })).toEqual([]);
  });

  test("a stack rule becomes a stack policy: routes only, read through the proxy, reported against the second route by name", () => {
    const policy = toPolicy(routeMatchUnique) as StackValidationPolicy;
    const resource = (type: string, name: string, props: Record<string, unknown>) =>
      ({ type: `pulumi-nodejs:dynamic/ingress:${type}`, name, urn: `urn:pulumi:prod::p::pulumi-nodejs:dynamic/ingress:${type}::${name}`, props: unknownCheckingProxy(props) }) as unknown as PolicyResource;
    const route = { edgeId: "edghts_2abc", matchType: "path_prefix", match: "/api", oauth: UNKNOWN_OBJECT };
    const reported: [string, string | undefined][] = [];
    const args = {
      resources: [resource("HttpsEdgeRoute", "a", route), resource("EventSubscription", "s", { edgeId: "edghts_2abc", match: "/api" }), resource("HttpsEdgeRoute", "b", route)],
      getConfig: () => ({}),
    } as unknown as StackValidationArgs;
    void policy.validateStack(args, (message, urn) => reported.push([message, urn]));
    expect(reported).toEqual([[expect.stringMatching(/^HttpsEdgeRoute "a" \(path_prefix "\/api"\) and HttpsEdgeRoute "b" /), "urn:pulumi:prod::p::pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute::b"]]);
  });

  test("the policy pack guide's table (docs/policy-pack.md) lists every rule, in order, with its default level", async () => {
    const guide = await fs.readFile(path.join(__dirname, "..", "..", "docs", "policy-pack.md"), "utf8");
    const rows = [...guide.matchAll(/^\| `(ingress-[a-z-]+)` \|.*\| (mandatory|advisory) \|.*\|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(INGRESS_RULES.map((r) => [r.name, r.enforcementLevel]));
  });

  test("every rule has a unique name, a description and a config schema with defaults", () => {
    const policies = ingressPolicies();
    expect(policies.map((p) => p.name)).toEqual(INGRESS_RULES.map((r) => r.name));
    expect(new Set(policies.map((p) => p.name)).size).toBe(19);
    expect(policies.map((p) => [p.name, p.enforcementLevel])).toEqual([
      ["ingress-route-protected", "mandatory"],
      ["ingress-oauth-own-app-in-production", "mandatory"],
      ["ingress-certificate-expiry", "mandatory"],
      ["ingress-certificate-rsa-key-size", "mandatory"],
      ["ingress-certificate-names-cover-common-name", "mandatory"],
      ["ingress-circuit-breaker-can-trip", "advisory"],
      ["ingress-headers-add-and-remove", "advisory"],
      ["ingress-event-subscription-complete", "mandatory"],
      ["ingress-event-destination-aws-role", "advisory"],
      ["ingress-route-match-unique", "mandatory"],
      ["ingress-module-without-traffic-policy-equivalent", "advisory"],
      ["ingress-domain-certificate-managed", "advisory"],
      ["ingress-vault-name-unique", "mandatory"],
      ["ingress-secret-name-unique", "mandatory"],
      ["ingress-ip-policy-rule-allows-everything", "advisory"],
      ["ingress-ip-restriction-locks-out", "advisory"],
      ["ingress-credential-acl-restricts", "advisory"],
      ["ingress-traffic-cases", "mandatory"],
      ["ingress-agent-ingress-domain-unique", "mandatory"],
    ]);
    expect(policies[0]!.configSchema).toEqual({ properties: { publicRoutes: expect.objectContaining({ type: "array", default: [] }) } });
  });

  test("levels override defaults; an unknown rule name is refused with the list of rules", () => {
    expect(ingressPolicies({ "ingress-route-protected": "advisory" })[0]!.enforcementLevel).toBe("advisory");
    expect(() => ingressPolicies({ "ingress-route-open": "disabled" })).toThrow(
      'ingressPolicies: no rule named "ingress-route-open"; the rules are ingress-route-protected, ingress-oauth-own-app-in-production, ingress-certificate-expiry, ' +
        "ingress-certificate-rsa-key-size, ingress-certificate-names-cover-common-name, ingress-circuit-breaker-can-trip, ingress-headers-add-and-remove, ingress-event-subscription-complete, ingress-event-destination-aws-role, " +
        "ingress-route-match-unique, ingress-module-without-traffic-policy-equivalent, ingress-domain-certificate-managed, ingress-vault-name-unique, ingress-secret-name-unique, ingress-ip-policy-rule-allows-everything, ingress-ip-restriction-locks-out, ingress-credential-acl-restricts, ingress-traffic-cases",
    );
  });
});
