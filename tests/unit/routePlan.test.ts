import { planRouteUpdate, routeDiffers, SECRET_PATHS, withoutSecrets } from "../../provider/resources/httpsEdgeRoute/plan";
import { secretsChanged } from "../../provider/lifecycle/secretRotation";

/** Outputs of a route as the service returned them (camelCase), with the given modules. */
const outputs = (modules: Record<string, unknown> = {}) => ({
  edgeId: "edghts_1", uri: "http://x/edges/https/edghts_1/routes/edghtsrt_1", createdAt: "2026-11-21T00:00:00Z",
  matchType: "path_prefix", match: "/api", description: "d", metadata: "",
  backend: null, ipRestriction: null, circuitBreaker: null, compression: null, requestHeaders: null, responseHeaders: null,
  webhookVerification: null, oauth: null, saml: null, oidc: null, websocketTcpConverter: null, userAgentFilter: null, trafficPolicy: null,
  policy: null, ...modules,
});
const program = (modules: Record<string, unknown> = {}) => ({ edgeId: "edghts_1", matchType: "path_prefix", match: "/api", description: "d", ...modules });

const backendOut = { enabled: true, backend: { id: "bkdtg_1", uri: "http://x/backends/tunnel_group/bkdtg_1" } };
const oauthOut = { enabled: true, provider: { google: { emailDomains: ["example.com"], clientId: null, clientSecret: null } }, cookiePrefix: "ingress.", inactivityTimeout: 0, maximumDuration: 0, authCheckInterval: 0, optionsPassthrough: false };
const oidcIn = { issuer: "https://idp.example.com", clientId: "c", clientSecret: "s3cret" };

describe("route plan", () => {
  test("in sync: no calls, service defaults are not diffs", () => {
    const olds = outputs({ backend: backendOut, oauth: oauthOut, compression: { enabled: true } });
    const news = program({ backend: { backendId: "bkdtg_1" }, oauth: { provider: { google: { emailDomains: ["example.com"] } } }, compression: {} });
    expect(planRouteUpdate(olds, news)).toEqual({ deleteFirst: [], patch: undefined, deleteAfter: [] });
    expect(routeDiffers(olds, news)).toBe(false);
  });

  test("description alone: one PATCH without modules; a removed description is cleared with an empty string", () => {
    expect(planRouteUpdate(outputs(), program({ description: "new" })).patch).toEqual({ description: "new" });
    const { description: _, ...withoutDescription } = program();
    expect(planRouteUpdate(outputs(), withoutDescription).patch).toEqual({ description: "" });
  });

  test("a changed module goes in the PATCH whole, alone", () => {
    const olds = outputs({ backend: backendOut, compression: { enabled: true } });
    const news = program({ backend: { backendId: "bkdtg_2" }, compression: {} });
    expect(planRouteUpdate(olds, news)).toEqual({ deleteFirst: [], patch: { backend: { backend_id: "bkdtg_2" } }, deleteAfter: [] });
  });

  test("a removed module is deleted, not patched", () => {
    const olds = outputs({ backend: backendOut, compression: { enabled: true } });
    expect(planRouteUpdate(olds, program({ backend: { backendId: "bkdtg_1" } }))).toEqual({ deleteFirst: [], patch: undefined, deleteAfter: ["compression"] });
  });

  test("fail closed: a removed backend goes first; a swapped authentication module is added before the old one goes", () => {
    const swap = planRouteUpdate(outputs({ backend: backendOut, oauth: oauthOut }), program({ backend: { backendId: "bkdtg_1" }, oidc: oidcIn }));
    expect(swap).toEqual({ deleteFirst: [], patch: { oidc: { issuer: "https://idp.example.com", client_id: "c", client_secret: "s3cret" } }, deleteAfter: ["oauth"] });
    const unplug = planRouteUpdate(outputs({ backend: backendOut, oauth: oauthOut, compression: { enabled: true } }), program({ oidc: oidcIn }));
    expect(unplug).toEqual({ deleteFirst: ["backend"], patch: { oidc: { issuer: "https://idp.example.com", client_id: "c", client_secret: "s3cret" } }, deleteAfter: ["compression", "oauth"] });
  });

  test("drift inside a module: an out-of-band list entry or a changed setting is a change; unset numbers are the service's", () => {
    const drifted = { ...oauthOut, provider: { google: { emailDomains: ["example.com"], emailAddresses: ["mallory@evil.test"] } } };
    expect(planRouteUpdate(outputs({ oauth: drifted }), program({ oauth: { provider: { google: { emailDomains: ["example.com"] } } } })).patch)
      .toEqual({ oauth: { provider: { google: { email_domains: ["example.com"] } } } });
    expect(routeDiffers(outputs({ circuitBreaker: { enabled: true, numBuckets: 10, errorThresholdPercentage: 0.5 } }), program({ circuitBreaker: { errorThresholdPercentage: 0.5 } }))).toBe(false);
    expect(routeDiffers(outputs({ compression: { enabled: false } }), program({ compression: {} }))).toBe(true);
  });

  test("a zero the program sets is the service's member left out (Go's omitempty), but for members the service writes when zero", () => {
    const samlOut = { enabled: true, idpMetadata: "<EntityDescriptor/>", cookiePrefix: "ingress.", nameidFormat: "f" };
    const samlIn = { idpMetadata: "<EntityDescriptor/>" };
    expect(routeDiffers(outputs({ saml: samlOut }), program({ saml: { ...samlIn, forceAuthn: false, maximumDuration: 0, optionsPassthrough: false } }))).toBe(false);
    expect(routeDiffers(outputs({ saml: samlOut }), program({ saml: { ...samlIn, forceAuthn: true } }))).toBe(true);
    // allow_idp_initiated is a pointer in ngrok-api-go: written when false, so its absence is not false.
    expect(routeDiffers(outputs({ saml: samlOut }), program({ saml: { ...samlIn, allowIdpInitiated: false } }))).toBe(true);
    expect(routeDiffers(outputs({ saml: { ...samlOut, allowIdpInitiated: false } }), program({ saml: { ...samlIn, allowIdpInitiated: false } }))).toBe(false);
  });

  test("lists are compared as sets; header names in add maps keep their case", () => {
    const olds = outputs({ ipRestriction: { enabled: true, ipPolicies: [{ id: "ipp_2", uri: "u2" }, { id: "ipp_1", uri: "u1" }] }, requestHeaders: { enabled: true, add: { "X-Env": "prod" }, remove: [] } });
    const news = program({ ipRestriction: { ipPolicyIds: ["ipp_1", "ipp_2"] }, requestHeaders: { add: { "X-Env": "prod" } } });
    expect(routeDiffers(olds, news)).toBe(false);
    expect(planRouteUpdate(olds, program({ ipRestriction: { ipPolicyIds: ["ipp_1", "ipp_2"] }, requestHeaders: { add: { "X-Env": "dev" } } })).patch)
      .toEqual({ request_headers: { add: { "X-Env": "dev" } } });
  });

  test("secrets are never compared with the service; check records which changed since the previous inputs", () => {
    const olds: Record<string, unknown> = withoutSecrets(outputs({ oidc: { enabled: true, issuer: "https://idp.example.com", clientId: "c", clientSecret: "echoed" } }));
    expect((olds["oidc"] as Record<string, unknown>)["clientSecret"]).toBeUndefined();
    expect(routeDiffers(olds, program({ oidc: oidcIn }))).toBe(false);
    const rotated = program({ oidc: { ...oidcIn, clientSecret: "rotated" } });
    expect(secretsChanged(program({ oidc: oidcIn }), rotated, SECRET_PATHS)).toEqual(["oidc.clientSecret"]);
    expect(secretsChanged(program({ oidc: oidcIn }), program({ oidc: oidcIn }), SECRET_PATHS)).toEqual([]);
    expect(planRouteUpdate(olds, { ...rotated, __secretsChanged: { paths: ["oidc.clientSecret"], generation: 1 } }).patch)
      .toEqual({ oidc: { issuer: "https://idp.example.com", client_id: "c", client_secret: "rotated" } });
  });

  test("a rotation is pending until the outputs say its generation was applied", () => {
    const olds: Record<string, unknown> = outputs({ oidc: { enabled: true, issuer: "https://idp.example.com", clientId: "c" } });
    const rotated = { ...program({ oidc: { ...oidcIn, clientSecret: "rotated" } }), __secretsChanged: { paths: ["oidc.clientSecret"], generation: 2 } };
    expect(routeDiffers(olds, rotated)).toBe(true);
    expect(routeDiffers({ ...olds, __secretsApplied: 1 }, rotated)).toBe(true);
    expect(routeDiffers({ ...olds, __secretsApplied: 2 }, rotated)).toBe(false);
    expect(() => routeDiffers(olds, { ...rotated, __secretsChanged: ["oidc.clientSecret"] })).toThrow(
      "pulumi-ingress: the __secretsChanged input is malformed (Invalid input: expected object, received array): this is a bug of the package",
    );
  });
});
