// Bad input: a matrix of invalid inputs across the four families, each refused at preview by the
// provider's check with a message naming the field and the rule, and not one API call; the
// families' dynamic providers in process against the emulator, step by step as the engine drives
// them (tests/support/providerSteps.ts). Moved from the engine suite tests/reliability/badInput.test.ts,
// each test under its name there. Each case is one invalid resource carrying as many independent
// bad inputs as can coexist, and its whole list of failures is asserted, in order (the engine
// reports every failure of the first invalid resource it meets, so the engine suite batched them
// so). An input another resource's output would give (its id, unknown in preview) is the engine's
// unknown sentinel here, as the dynamic provider host hands it to check (pulumi#6310).
//
// What only the engine proves stayed in tests/reliability/badInput.test.ts, one preview: the
// failures as the engine prints them, one line each (a field's failure under its top-level input,
// a failure inside an input holding secrets against the resource as a whole, so that the engine
// prints no secret value), with an input unknown because another resource gives it.
import { generateKeyPairSync } from "node:crypto";
import * as abuseReport from "../../provider/resources/abuseReport/family";
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { UNKNOWN } from "../../provider/inputs/unknowns";
import { rfc3339 } from "../../provider/wire/time";
import { Figures } from "../reliability/figures";
import { makeChain, type TestChain } from "../support/certs";
import { useProviderService } from "../support/providerService";
import { CheckFailed, stepsOf } from "../support/providerSteps";

const figures = new Figures("badInput");
const service = useProviderService({ seed: { edges: [{ id: "edghts_a" }], eventDestinations: [{ id: "ed_a" }] } });
const { mark, calls } = service;
let good: TestChain;
let other: TestChain;
let expired: TestChain;
let encryptedKey = "";
let dsaKey = "";

type Family = "TlsCertificate" | "HttpsEdgeRoute" | "EventSubscription" | "AbuseReport";
const FAMILIES = { TlsCertificate: tlsCertificate, HttpsEdgeRoute: httpsEdgeRoute, EventSubscription: eventSubscription, AbuseReport: abuseReport };

/** A check failure: the property (`""` for the resource as a whole) and the reason. */
type Failure = { property: string; reason: string };
const p = (property: string, reason: string): Failure => ({ property, reason });
/** A failure reported against the resource as a whole (the engine would print a secret field's value). */
const whole = (reason: string): Failure => ({ property: "", reason });
/** The inputs that hold a secret field: a failure inside one names no input (the engine would print its value). */
const HOLDING_SECRETS = new Set(["oauth", "oidc", "webhookVerification"]);
/** A field's failure: its top-level input named, the reason keeping the whole path. */
const same = (field: string, rule: string): Failure => {
  const top = field.split(/[.[]/)[0] ?? field;
  return HOLDING_SECRETS.has(top) ? whole(`${field} ${rule}`) : p(top, `${field} ${rule}`);
};

/** The URN input the SDK gives every abuse report beside the program's arguments (check leaves it out). */
const reportUrn = { [abuseReport.REPORT_URN]: "urn:pulumi:badinput::badinput::pulumi-nodejs:dynamic/ingress:AbuseReport::bad" };

interface Preview {
  family: Family;
  /** What the preview shows, for the test's name. */
  what: string;
  /** The inputs of the one invalid resource, as the engine hands them to check. */
  args: () => Record<string, unknown>;
  /** Every failure check must return for it, in order; each is one bad input. */
  expected: () => Failure[];
}

const PREVIEWS: Preview[] = [
  {
    family: "HttpsEdgeRoute",
    what: "limits, enums, id prefixes, types, unknown fields and pairings of every module",
    args: () => ({
      edgeId: "ed_wrong", matchType: "prefix", match: "not a path", description: "é".repeat(128), metadata: "é".repeat(2049),
      backend: { backendId: "ipp_1" },
      ipRestriction: { ipPolicyIds: ["bkdtg_1"] },
      circuitBreaker: { numBuckets: 129, errorThresholdPercentage: 50, trippedDuration: 4294967296, rollingWindow: -1, volumeThreshold: 1.5 },
      compression: { enabled: "yes" },
      requestHeaders: { add: { "X-Count": 1 } },
      responseHeaders: { remove: "X-Powered-By" },
      webhookVerification: { provider: "STRIPE" },
      oauth: { provider: { google: { clientId: "g" }, facebook: { scopes: ["email"] }, gitlab: { teams: ["acme/ops"] }, microsoft: { organizations: ["acme"] } }, inactivityTimeout: -1, authCheckInterval: 4294967296 },
      saml: { forceAuthn: true },
      oidc: { issuer: "", clientId: "c" },
      websocketTcpConverter: { mode: "binary" },
      userAgentFilter: { allow: "curl" },
      trafficPolicy: {},
      tls: true,
      adoptId: "edghts_a",
    }),
    expected: () => [
      same("edgeId", `must be an HTTPS edge id of the form edghts_<id>; got "ed_wrong"`),
      same("matchType", `must be one of "exact_path", "path_prefix"; got "prefix"`),
      same("match", `must be a route selector of the form /path, host or host/path; got "not a path"`),
      same("description", "must be at most 255 bytes (UTF-8); got 256 bytes"),
      same("metadata", "must be at most 4096 bytes (UTF-8); got 4098 bytes"),
      same("backend.backendId", `must be a backend id of the form bkd<kind>_<id>; got "ipp_1"`),
      same("ipRestriction.ipPolicyIds[0]", `must be an IP policy id of the form ipp_<id>; got "bkdtg_1"`),
      same("circuitBreaker.trippedDuration", "must be a whole number from 0 to 4294967295; got 4294967296"),
      same("circuitBreaker.rollingWindow", "must be a whole number from 0 to 4294967295; got -1"),
      same("circuitBreaker.numBuckets", "must be a whole number from 0 to 128; got 129"),
      same("circuitBreaker.volumeThreshold", "must be a whole number from 0 to 4294967295; got 1.5"),
      same("circuitBreaker.errorThresholdPercentage", "must be between 0 and 1.0 (a fraction, not a percentage); got 50"),
      same("compression.enabled", "must be a boolean (true or false); got string"),
      same("requestHeaders.add.X-Count", "must be a string; got number"),
      same("responseHeaders.remove", "must be a list; got string"),
      same("webhookVerification.secret", "is required for every provider except SNS"),
      same("oauth.provider.facebook.scopes", "may be set only with your own OAuth app (client_id and client_secret); the managed app takes no scopes"),
      same("oauth.provider.microsoft.organizations", "is allowed only for the github provider"),
      same("oauth.provider.google.clientSecret", "is required when client_id is set (your own OAuth app needs both)"),
      same("oauth.provider.gitlab.teams", "is allowed only for the github provider"),
      same("oauth.inactivityTimeout", "must be a whole number from 0 to 4294967295; got -1"),
      same("oauth.authCheckInterval", "must be a whole number from 0 to 4294967295; got 4294967296"),
      same("saml.idpMetadata", "is required"),
      same("oidc.issuer", "must not be empty"),
      same("oidc.clientSecret", "is required"),
      same("websocketTcpConverter.mode", "is not a known field (allowed fields are listed in the API reference)"),
      same("userAgentFilter.allow", "must be a list; got string"),
      same("trafficPolicy.value", "is required"),
      same("tls", "is not a known field (allowed fields are listed in the API reference)"),
      same("adoptId", `must be an edge route id of the form edghtsrt_<id>; got "edghts_a"`),
    ],
  },
  {
    family: "HttpsEdgeRoute",
    what: "required fields, empty values and wrong types",
    args: () => ({
      description: 42, metadata: ["m"],
      backend: "bkdtg_a",
      webhookVerification: { provider: "" },
      oauth: { provider: {} },
      saml: { idpMetadata: "<EntityDescriptor/>", nameidFormat: "" },
      oidc: { issuer: "https://id.example.com", clientId: "c", clientSecret: "oidc-secret-bad-input", scopes: "openid" },
    }),
    expected: () => [
      same("edgeId", "is required"),
      same("matchType", "is required"),
      same("match", "is required"),
      same("description", "must be a string; got number"),
      same("metadata", "must be a string; got array"),
      same("backend", "must be an object; got string"),
      same("webhookVerification.provider", "must not be empty"),
      same("webhookVerification.secret", "is required for every provider except SNS"),
      whole("oauth.provider must configure one identity provider (github, facebook, microsoft, google, linkedin, gitlab, twitch, amazon)"),
      same("saml.nameidFormat", "must not be empty"),
      same("oidc.scopes", "must be a list; got string"),
    ],
  },
  {
    family: "HttpsEdgeRoute",
    what: "unknown values in preview hold back only the rules they could decide",
    args: () => ({
      edgeId: UNKNOWN, matchType: "exact", match: "/u", description: UNKNOWN, metadata: "x".repeat(4097),
      oauth: { provider: { github: { clientId: UNKNOWN, scopes: ["read:org"] }, twitch: { teams: ["a/b"] } } },
    }),
    expected: () => [
      same("matchType", `must be one of "exact_path", "path_prefix"; got "exact"`),
      same("metadata", "must be at most 4096 bytes (UTF-8); got 4097 bytes"),
      same("oauth.provider.twitch.teams", "is allowed only for the github provider"),
    ],
  },
  {
    family: "EventSubscription",
    what: "an unknown destination beside a known one with the wrong prefix",
    args: () => ({ sources: ["ip_policy_created.v0"], destinationIds: [UNKNOWN, "edx_1"] }),
    expected: () => [same("destinationIds[1]", 'must be an event destination id of the form ed_<id>; got "edx_1"')],
  },
  {
    family: "EventSubscription",
    what: "limits in characters, id prefixes, repeats, unknown fields (no sources is the service's to judge)",
    args: () => ({ sources: [], destinationIds: ["esb_1", "ed_a", "ed_a"], description: "é".repeat(256), metadata: "x".repeat(4097), filter: "all", adoptId: "cert_1" }),
    expected: () => [
      same("description", "must be at most 255 characters; got 256"),
      same("metadata", "must be at most 4096 characters; got 4097"),
      same("destinationIds[0]", `must be an event destination id of the form ed_<id>; got "esb_1"`),
      same("destinationIds[2]", `repeats "ed_a"; each destination may appear once`),
      same("filter", "is not a known field of EventSubscription"),
      same("adoptId", `must be an event subscription id of the form esb_<id>; got "cert_1"`),
    ],
  },
  {
    family: "EventSubscription",
    what: "repeated sources (any event type form is the service's to judge), required destinations, wrong types",
    args: () => ({ sources: ["IpPolicyCreated", "ip_policy_created.v0", "ip_policy_created.v0", "ip_policy_deleted.v1"], description: 42, metadata: false }),
    expected: () => [
      same("description", "must be a string; got number"),
      same("metadata", "must be a string; got boolean"),
      same("sources[2]", `repeats "ip_policy_created.v0"; each source type may appear once`),
      same("destinationIds", "is required"),
    ],
  },
  {
    family: "EventSubscription",
    what: "unknown list entries and an unknown description beside over-long metadata",
    args: () => ({ sources: [UNKNOWN, "Bad"], destinationIds: [UNKNOWN], description: UNKNOWN, metadata: "é".repeat(4097) }),
    expected: () => [same("metadata", "must be at most 4096 characters; got 4097")],
  },
  {
    family: "AbuseReport",
    what: "URL forms, metadata in bytes, unknown fields, id prefix",
    args: () => ({ urls: ["mailto:abuse@evil.test", "ftp://files.evil.test/x", "https://ok.evil.test/", 7, "https://"], metadata: "é".repeat(2049), reason: "phishing", adoptId: "esb_1", ...reportUrn }),
    expected: () => [
      same("urls[0]", `must be an absolute http:// or https:// URL with a hostname; got "mailto:abuse@evil.test"`),
      same("urls[1]", `must be an absolute http:// or https:// URL with a hostname; got "ftp://files.evil.test/x"`),
      same("urls[3]", "must be a string; got number"),
      same("urls[4]", `must be an absolute http:// or https:// URL with a hostname; got "https://"`),
      same("metadata", "must be at most 4096 bytes (UTF-8); got 4098 bytes"),
      same("reason", "is not a known field (allowed fields are listed in the API reference)"),
      same("adoptId", `must be an abuse report id of the form abrp_<id>; got "esb_1"`),
    ],
  },
  {
    family: "AbuseReport",
    what: "no URL, metadata of the wrong type",
    args: () => ({ urls: [], metadata: 5, ...reportUrn }),
    expected: () => [same("urls", "must have at least 1 entry"), same("metadata", "must be a string; got number")],
  },
  {
    family: "AbuseReport",
    what: "urls missing; an unknown metadata holds back nothing else",
    args: () => ({ metadata: UNKNOWN, ...reportUrn }),
    expected: () => [same("urls", "is required")],
  },
  {
    family: "AbuseReport",
    what: "an invalid URL beside an unknown metadata",
    args: () => ({ urls: ["evil.test/login"], metadata: UNKNOWN, ...reportUrn }),
    expected: () => [same("urls[0]", `must be an absolute http:// or https:// URL with a hostname; got "evil.test/login"`)],
  },
  {
    family: "TlsCertificate",
    what: "a key that does not match the leaf, beside description and metadata over their limits in bytes",
    args: () => ({ certificatePem: good.certificatePem, privateKeyPem: other.privateKeyPem, description: "é".repeat(128), metadata: "x".repeat(4097), name: "api", adoptId: "abrp_1" }),
    expected: () => [
      same("description", "must be at most 255 bytes (UTF-8); got 256 bytes"),
      same("metadata", "must be at most 4096 bytes (UTF-8); got 4097 bytes"),
      same("name", "is not a known field (allowed fields are listed in the API reference)"),
      // The program's fields first, then adoptId: the lifecycle's one order for every family.
      whole("privateKeyPem does not match the public key of the leaf certificate (the first certificate of certificatePem)"),
      same("adoptId", `must be a TLS certificate id of the form cert_<id>; got "abrp_1"`),
    ],
  },
  {
    family: "TlsCertificate",
    what: "an expired certificate, beside description and metadata of the wrong type",
    args: () => ({ certificatePem: expired.certificatePem, privateKeyPem: expired.privateKeyPem, description: 42, metadata: true }),
    expected: () => [
      same("description", "must be a string; got number"),
      same("metadata", "must be a string; got boolean"),
      same("certificatePem", `has expired: the leaf certificate was valid until ${rfc3339(expired.notAfter)}`),
    ],
  },
  {
    family: "TlsCertificate",
    what: "certificatePem missing, privateKeyPem of the wrong type",
    args: () => ({ privateKeyPem: 42 }),
    expected: () => [same("certificatePem", "is required"), whole("privateKeyPem must be a string; got number")],
  },
  {
    family: "TlsCertificate",
    what: "privateKeyPem missing",
    args: () => ({ certificatePem: good.certificatePem }),
    expected: () => [whole("privateKeyPem is required to upload a certificate (a certificate adopted with adoptId may leave it out until its certificatePem changes)")],
  },
  {
    family: "TlsCertificate",
    what: "an unknown description beside over-long metadata (malformed PEM found too)",
    args: () => ({ certificatePem: good.certificatePem.replace("-----END CERTIFICATE-----", ""), privateKeyPem: good.privateKeyPem, description: UNKNOWN, metadata: "é".repeat(2049) }),
    expected: () => [
      same("metadata", "must be at most 4096 bytes (UTF-8); got 4098 bytes"),
      same("certificatePem", `is not valid PEM: "-----BEGIN CERTIFICATE-----" has no matching "-----END CERTIFICATE-----" line before the next block`),
    ],
  },
  ...(
    [
      ["a PEM without its END line", () => good.certificatePem.split("-----END")[0], `certificatePem is not valid PEM: "-----BEGIN CERTIFICATE-----" has no matching "-----END CERTIFICATE-----" line`],
      ["a block that is not base64", () => "-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----\n", `certificatePem is not valid PEM: block 1 ("CERTIFICATE") does not hold valid base64 data`],
      ["the private key in certificatePem", () => good.privateKeyPem, `certificatePem holds a private key (block 1, "PRIVATE KEY"); send it as privateKeyPem and keep only certificates here`],
      ["the chain out of order", () => `${good.caPem}\n${good.leafPem}\n`, "reversed"],
    ] as const
  ).map(([what, certificate, reason]): Preview => ({
    family: "TlsCertificate",
    what,
    args: () => ({ certificatePem: certificate(), privateKeyPem: good.privateKeyPem }),
    expected: () => [p("certificatePem", reason === "reversed" ? reversedChainReason() : reason)],
  })),
  ...(
    [
      ["a certificate in privateKeyPem", () => good.certificatePem, "privateKeyPem holds a certificate but no private key; send certificates as certificatePem"],
      ["two keys", () => good.privateKeyPem + other.privateKeyPem, "privateKeyPem must contain exactly one private key; found 2"],
      ["an encrypted key", () => encryptedKey, "privateKeyPem is encrypted; upload the key without a passphrase"],
      ["a key type the service does not take (DSA)", () => dsaKey, "privateKeyPem holds a key of type dsa; supported key types are rsa, ecdsa and ed25519"],
    ] as const
  ).map(([what, key, reason]): Preview => ({
    family: "TlsCertificate",
    what,
    args: () => ({ certificatePem: good.certificatePem, privateKeyPem: key() }),
    expected: () => [whole(reason)],
  })),
];

/** The message for a chain listed CA first: names come from the certificates themselves. */
const reversedChainReason = (): string =>
  `certificatePem is not a chain in order: certificate 2 (${good.leaf.subject}) did not issue certificate 1 (issuer ${good.ca.issuer}); list the leaf first, then each issuer`;

/** The failures of a preview that must fail at check. */
async function failuresOf(preview: Promise<unknown>): Promise<Failure[]> {
  try {
    await preview;
  } catch (e) {
    if (e instanceof CheckFailed) return e.failures;
    throw e;
  }
  throw new Error("the preview passed check");
}

beforeAll(async () => {
  [good, other, expired] = await Promise.all([
    makeChain({ keyType: "ecdsa", commonName: "good.example.test", variant: "bad-input-good" }),
    makeChain({ keyType: "ecdsa", commonName: "other.example.test", variant: "bad-input-other" }),
    makeChain({ keyType: "ecdsa", validity: "expired", variant: "bad-input-expired" }),
  ]);
  encryptedKey = generateKeyPairSync("ec", { namedCurve: "P-256", privateKeyEncoding: { type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "pass" }, publicKeyEncoding: { type: "spki", format: "pem" } }).privateKey;
  // Its size does not matter (any DSA key is refused for its type); the smallest is the quickest to make.
  dsaKey = generateKeyPairSync("dsa", { modulusLength: 1024, divisorLength: 160, privateKeyEncoding: { type: "pkcs8", format: "pem" }, publicKeyEncoding: { type: "spki", format: "pem" } }).privateKey;
});

afterAll(async () => {
  figures.detail("previews run (one invalid resource each)", PREVIEWS.length);
  for (const family of ["TlsCertificate", "HttpsEdgeRoute", "EventSubscription", "AbuseReport"] as const) {
    figures.detail(`bad inputs: ${family}`, PREVIEWS.filter((c) => c.family === family).reduce((n, c) => n + c.expected().length, 0));
  }
  await figures.write();
});

test("the matrix holds at least 60 bad inputs across the four families", () => {
  const total = PREVIEWS.reduce((n, c) => n + c.expected().length, 0);
  expect(total).toBeGreaterThanOrEqual(60);
  expect(new Set(PREVIEWS.map((c) => c.family)).size).toBe(4);
});

test.each(PREVIEWS.map((c, i) => [`${c.family} #${i + 1}: ${c.what}`, i] as const))("%s", async (_name, i) => {
  const c = PREVIEWS[i] as Preview;
  const expected = c.expected();
  mark();
  expect(await failuresOf(stepsOf(FAMILIES[c.family]).preview(c.args()))).toEqual(expected);
  expect(calls()).toEqual([]);
  figures.passed(expected.length);
  figures.add("refusedWithoutCall", expected.length);
});

// After every preview of the matrix: not one of them reached the service.
test("the emulator logged no call over the whole matrix", () => {
  expect(service.emulator.log).toEqual([]);
});
