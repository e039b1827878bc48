// The providers' check, called directly: rules, SDK field names, unknowns in preview.
import * as abuse from "../../provider/resources/abuseReport/family";
import * as esb from "../../provider/resources/eventSubscription/family";
import * as route from "../../provider/resources/httpsEdgeRoute/family";
import * as tls from "../../provider/resources/tlsCertificate/family";
import { UNKNOWN } from "../../provider/inputs/unknowns";

const failures = async (check: typeof route.check, news: Record<string, unknown>, olds: Record<string, unknown> = {}) =>
  (await check(olds, news)).failures ?? [];

const routeIn = { edgeId: "edghts_1", matchType: "path_prefix", match: "/api" };

describe("route check", () => {
  test("a valid route passes and keeps its inputs", async () => {
    const r = await route.check({}, { ...routeIn, backend: { backendId: "bkdtg_1" } });
    expect(r.failures).toEqual([]);
    expect(r.inputs).toEqual({ ...routeIn, backend: { backendId: "bkdtg_1" } });
  });

  test("wrong types and ids are named with the SDK's field names", async () => {
    expect(await failures(route.check, { ...routeIn, edgeId: 7, description: 5, ipRestriction: { ipPolicyIds: ["pol_1"] } })).toEqual([
      { property: "edgeId", reason: "edgeId must be a string; got number" },
      { property: "description", reason: "description must be a string; got number" },
      { property: "ipRestriction", reason: 'ipRestriction.ipPolicyIds[0] must be an IP policy id of the form ipp_<id>; got "pol_1"' },
    ]);
  });

  test("unknown values pass; a rule pairing an unknown with a known field waits for it", async () => {
    expect(await failures(route.check, { ...routeIn, edgeId: UNKNOWN, match: UNKNOWN, oauth: { provider: { google: { clientId: UNKNOWN, scopes: ["email"] } } } })).toEqual([]);
    expect(await failures(route.check, { ...routeIn, oauth: UNKNOWN, description: UNKNOWN })).toEqual([]);
  });

  test("an unknown beside an independent invalid field still fails that field", async () => {
    expect(await failures(route.check, { ...routeIn, description: UNKNOWN, metadata: "x".repeat(4097) })).toEqual([
      { property: "metadata", reason: "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes" },
    ]);
  });

  test("an unknown entry of a list leaves its known siblings checked", async () => {
    expect(await failures(route.check, { ...routeIn, requestHeaders: { remove: [UNKNOWN, 42] }, ipRestriction: { ipPolicyIds: ["pol_1", UNKNOWN] } })).toEqual([
      { property: "ipRestriction", reason: 'ipRestriction.ipPolicyIds[0] must be an IP policy id of the form ipp_<id>; got "pol_1"' },
      { property: "requestHeaders", reason: "requestHeaders.remove[1] must be a string; got number" },
    ]);
  });

  test("check records which secrets changed since the previous inputs, and only those", async () => {
    const oidc = { issuer: "https://i.example.com", clientId: "c", clientSecret: "one" };
    expect((await route.check({ ...routeIn, oidc }, { ...routeIn, oidc })).inputs).toEqual({ ...routeIn, oidc });
    expect((await route.check({ ...routeIn, oidc }, { ...routeIn, oidc: { ...oidc, clientSecret: "two" } })).inputs?.["__secretsChanged"]).toEqual({ paths: ["oidc.clientSecret"], generation: 1 });
  });

  test("a create records no rotation: it sends every secret", async () => {
    const oidc = { issuer: "https://i.example.com", clientId: "c", clientSecret: "one" };
    expect((await route.check({}, { ...routeIn, oidc })).inputs).toEqual({ ...routeIn, oidc });
  });

  test("the rotation's generation is carried while nothing changes, and the next rotation takes the next one", async () => {
    const oidc = { issuer: "https://i.example.com", clientId: "c", clientSecret: "one" };
    const rotatedOnce = { ...routeIn, oidc: { ...oidc, clientSecret: "two" }, __secretsChanged: { paths: ["oidc.clientSecret"], generation: 1 } };
    expect((await route.check(rotatedOnce, { ...routeIn, oidc: { ...oidc, clientSecret: "two" } })).inputs?.["__secretsChanged"]).toEqual({ paths: [], generation: 1 });
    expect((await route.check(rotatedOnce, { ...routeIn, oidc })).inputs?.["__secretsChanged"]).toEqual({ paths: ["oidc.clientSecret"], generation: 2 });
  });
});

describe("certificate check", () => {
  test("a malformed PEM is refused before any call, reported against the resource when it is the key", async () => {
    expect(await failures(tls.check, { certificatePem: "not a pem", privateKeyPem: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n" })).toEqual([
      { property: "certificatePem", reason: "certificatePem must contain a PEM-encoded certificate (-----BEGIN CERTIFICATE-----); found none" },
    ]);
    expect(await failures(tls.check, { certificatePem: "c", privateKeyPem: "" })).toEqual([
      { property: "", reason: "privateKeyPem must not be empty" },
    ]);
  });
});

describe("event subscription and abuse report check", () => {
  test("sources are named as the list of types users write", async () => {
    expect(await failures(esb.check, { sources: ["ok.v0", "ok.v0"], destinationIds: ["ed_1"], colour: "red" })).toEqual([
      { property: "sources", reason: 'sources[1] repeats "ok.v0"; each source type may appear once' },
      { property: "colour", reason: "colour is not a known field of EventSubscription" },
    ]);
  });

  test("an unknown entry of a list leaves its known siblings checked", async () => {
    expect(await failures(esb.check, { sources: [UNKNOWN, 7], destinationIds: [UNKNOWN, "edx_1"] })).toEqual([
      { property: "sources", reason: "sources[1] must be a string; got number" },
      { property: "destinationIds", reason: 'destinationIds[1] must be an event destination id of the form ed_<id>; got "edx_1"' },
    ]);
    expect(await failures(abuse.check, { urls: [UNKNOWN, "ftp://files.evil.test/x"] })).toEqual([
      { property: "urls", reason: 'urls[1] must be an absolute http:// or https:// URL with a hostname; got "ftp://files.evil.test/x"' },
    ]);
  });

  test("adoptId must carry the family's prefix", async () => {
    expect(await failures(abuse.check, { urls: ["https://a.evil.test/"], adoptId: "esb_1" })).toEqual([
      { property: "adoptId", reason: 'adoptId must be an abuse report id of the form abrp_<id>; got "esb_1"' },
    ]);
  });
});
