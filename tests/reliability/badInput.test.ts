// Bad input: a matrix of invalid inputs across the four families, each refused at `preview` by
// the provider's check with a message naming the field and the rule, and not one API call.
//
// How it is batched, and why: the engine stops a deployment at the first resource whose check
// fails (pkg/resource/deploy/step_generator.go: the invalid resource returns a bail error, and
// deployment_executor.go stops on it), so one preview reports the failures of one resource only;
// the other resources' failures never show. It does report every failure of that resource, each
// on its own line. So each preview below declares one invalid resource carrying as many
// independent bad inputs as can coexist, and every one of its messages is asserted exactly (the
// engine's whole list, in order). Certificate and key problems are found one at a time (the PEM
// parser stops at the first), so those get a preview each, with field rules riding along.
import { generateKeyPairSync } from "node:crypto";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { rfc3339 } from "../../provider/wire/time";
import { makeChain, type TestChain } from "../support/certs";
import { type CheckFailure, checkFailures, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";
import { Figures } from "./figures";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const figures = new Figures("badInput");
let rig: Run;
let good: TestChain;
let other: TestChain;
let expired: TestChain;

/** A valid resource whose id is unknown in preview: its outputs stand for values not known yet (pulumi#6310). */
const HELPER = `const helper = new ingress.EventSubscription("helper", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_a"] });`;
const tls = (args: string) => `new ingress.TlsCertificate("bad", { ${args} });`;
const route = (args: string) => `new ingress.HttpsEdgeRoute("bad", { ${args} });`;
const sub = (args: string) => `new ingress.EventSubscription("bad", { ${args} });`;
const report = (args: string) => `new ingress.AbuseReport("bad", { ${args} });`;

const p = (property: string, reason: string): CheckFailure => ({ property, reason });
/** A failure reported against the resource as a whole (the engine would print a secret field's value). */
const whole = (reason: string): CheckFailure => ({ property: "", reason });
/** The inputs that hold a secret field: a failure inside one names no input (the engine would print its value). */
const HOLDING_SECRETS = new Set(["oauth", "oidc", "webhookVerification"]);
/** A field's failure as the engine gets it: its top-level input named, the reason keeping the whole path. */
const same = (field: string, rule: string): CheckFailure => {
  const top = field.split(/[.[]/)[0] ?? field;
  return HOLDING_SECRETS.has(top) ? whole(`${field} ${rule}`) : p(top, `${field} ${rule}`);
};

interface Preview {
  family: "TlsCertificate" | "HttpsEdgeRoute" | "EventSubscription" | "AbuseReport";
  /** What the preview shows, for the test's name. */
  what: string;
  /** The program: one invalid resource named `bad` (after the helper, when it uses unknowns). */
  program: string;
  /** Every failure the engine must print for it, in order; each is one bad input. */
  expected: () => CheckFailure[];
}

const PREVIEWS: Preview[] = [
  {
    family: "HttpsEdgeRoute",
    what: "limits, enums, id prefixes, types, unknown fields and pairings of every module",
    program: route(`
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
    `),
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
    program: route(`
      description: 42, metadata: ["m"],
      backend: "bkdtg_a",
      webhookVerification: { provider: "" },
      oauth: { provider: {} },
      saml: { idpMetadata: "<EntityDescriptor/>", nameidFormat: "" },
      oidc: { issuer: "https://id.example.com", clientId: "c", clientSecret: "oidc-secret-bad-input", scopes: "openid" },
    `),
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
    program: `${HELPER}\n${route(`
      edgeId: helper.id, matchType: "exact", match: "/u", description: helper.id, metadata: "x".repeat(4097),
      oauth: { provider: { github: { clientId: helper.id, scopes: ["read:org"] }, twitch: { teams: ["a/b"] } } },
    `)}`,
    expected: () => [
      same("matchType", `must be one of "exact_path", "path_prefix"; got "exact"`),
      same("metadata", "must be at most 4096 bytes (UTF-8); got 4097 bytes"),
      same("oauth.provider.twitch.teams", "is allowed only for the github provider"),
    ],
  },
  {
    family: "EventSubscription",
    what: "an unknown destination beside a known one with the wrong prefix",
    program: `${HELPER}\n${sub(`sources: ["ip_policy_created.v0"], destinationIds: [helper.id, "edx_1"]`)}`,
    expected: () => [same("destinationIds[1]", 'must be an event destination id of the form ed_<id>; got "edx_1"')],
  },
  {
    family: "EventSubscription",
    what: "limits in characters, id prefixes, repeats, unknown fields (no sources is the service's to judge)",
    program: sub(`sources: [], destinationIds: ["esb_1", "ed_a", "ed_a"], description: "é".repeat(256), metadata: "x".repeat(4097), filter: "all", adoptId: "cert_1"`),
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
    program: sub(`sources: ["IpPolicyCreated", "ip_policy_created.v0", "ip_policy_created.v0", "ip_policy_deleted.v1"], description: 42, metadata: false`),
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
    program: `${HELPER}\n${sub(`sources: [helper.id, "Bad"], destinationIds: [helper.id], description: helper.id, metadata: "é".repeat(4097)`)}`,
    expected: () => [
      same("metadata", "must be at most 4096 characters; got 4097"),
    ],
  },
  {
    family: "AbuseReport",
    what: "URL forms, metadata in bytes, unknown fields, id prefix",
    program: report(`urls: ["mailto:abuse@evil.test", "ftp://files.evil.test/x", "https://ok.evil.test/", 7, "https://"], metadata: "é".repeat(2049), reason: "phishing", adoptId: "esb_1"`),
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
    program: report(`urls: [], metadata: 5`),
    expected: () => [same("urls", "must have at least 1 entry"), same("metadata", "must be a string; got number")],
  },
  {
    family: "AbuseReport",
    what: "urls missing; an unknown metadata holds back nothing else",
    program: `${HELPER}\n${report(`metadata: helper.id`)}`,
    expected: () => [same("urls", "is required")],
  },
  {
    family: "AbuseReport",
    what: "an invalid URL beside an unknown metadata",
    program: `${HELPER}\n${report(`urls: ["evil.test/login"], metadata: helper.id`)}`,
    expected: () => [same("urls[0]", `must be an absolute http:// or https:// URL with a hostname; got "evil.test/login"`)],
  },
  {
    family: "TlsCertificate",
    what: "a key that does not match the leaf, beside description and metadata over their limits in bytes",
    program: tls(`certificatePem: read("good.pem"), privateKeyPem: read("other.key"), description: "é".repeat(128), metadata: "x".repeat(4097), name: "api", adoptId: "abrp_1"`),
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
    program: tls(`certificatePem: read("expired.pem"), privateKeyPem: read("expired.key"), description: 42, metadata: true`),
    expected: () => [
      same("description", "must be a string; got number"),
      same("metadata", "must be a string; got boolean"),
      same("certificatePem", `has expired: the leaf certificate was valid until ${rfc3339(expired.notAfter)}`),
    ],
  },
  {
    family: "TlsCertificate",
    what: "certificatePem missing, privateKeyPem of the wrong type",
    program: tls(`privateKeyPem: 42`),
    expected: () => [same("certificatePem", "is required"), whole("privateKeyPem must be a string; got number")],
  },
  {
    family: "TlsCertificate",
    what: "privateKeyPem missing",
    program: tls(`certificatePem: read("good.pem")`),
    expected: () => [whole("privateKeyPem is required to upload a certificate (a certificate adopted with adoptId may leave it out until its certificatePem changes)")],
  },
  {
    family: "TlsCertificate",
    what: "an unknown description beside over-long metadata (malformed PEM found too)",
    program: `${HELPER}\n${tls(`certificatePem: read("good.pem").replace("-----END CERTIFICATE-----", ""), privateKeyPem: read("good.key"), description: helper.id, metadata: "é".repeat(2049)`)}`,
    expected: () => [
      same("metadata", "must be at most 4096 bytes (UTF-8); got 4098 bytes"),
      same("certificatePem", `is not valid PEM: "-----BEGIN CERTIFICATE-----" has no matching "-----END CERTIFICATE-----" line before the next block`),
    ],
  },
  ...(
    [
      ["a PEM without its END line", `certificatePem: read("good.pem").split("-----END")[0]`, `certificatePem is not valid PEM: "-----BEGIN CERTIFICATE-----" has no matching "-----END CERTIFICATE-----" line`],
      ["a block that is not base64", `certificatePem: "-----BEGIN CERTIFICATE-----\\nnot base64!\\n-----END CERTIFICATE-----\\n"`, `certificatePem is not valid PEM: block 1 ("CERTIFICATE") does not hold valid base64 data`],
      ["the private key in certificatePem", `certificatePem: read("good.key")`, `certificatePem holds a private key (block 1, "PRIVATE KEY"); send it as privateKeyPem and keep only certificates here`],
      ["the chain out of order", `certificatePem: read("reversed.pem")`, "reversed"],
    ] as const
  ).map(([what, certificate, reason]): Preview => ({
    family: "TlsCertificate",
    what,
    program: tls(`${certificate}, privateKeyPem: read("good.key")`),
    expected: () => [p("certificatePem", reason === "reversed" ? reversedChainReason() : reason)],
  })),
  ...(
    [
      ["a certificate in privateKeyPem", `privateKeyPem: read("good.pem")`, "privateKeyPem holds a certificate but no private key; send certificates as certificatePem"],
      ["two keys", `privateKeyPem: read("good.key") + read("other.key")`, "privateKeyPem must contain exactly one private key; found 2"],
      ["an encrypted key", `privateKeyPem: read("encrypted.key")`, "privateKeyPem is encrypted; upload the key without a passphrase"],
      ["a key type the service does not take (DSA)", `privateKeyPem: read("dsa.key")`, "privateKeyPem holds a key of type dsa; supported key types are rsa, ecdsa and ed25519"],
    ] as const
  ).map(([what, key, reason]): Preview => ({
    family: "TlsCertificate",
    what,
    program: tls(`certificatePem: read("good.pem"), ${key}`),
    expected: () => [whole(reason)],
  })),
];

/** The message for a chain listed CA first: names come from the certificates themselves. */
const reversedChainReason = (): string =>
  `certificatePem is not a chain in order: certificate 2 (${good.leaf.subject}) did not issue certificate 1 (issuer ${good.ca.issuer}); list the leaf first, then each issuer`;

/** Previews run side by side, each lane a stack of its own: a preview mostly waits (process starts, RPCs). */
const LANES = 2;
/** What each preview printed, by its index in PREVIEWS; `undefined` when it succeeded. */
const outputs = new Map<number, string | undefined>();

beforeAll(async () => {
  [good, other, expired] = await Promise.all([
    makeChain({ keyType: "ecdsa", commonName: "good.example.test", variant: "bad-input-good" }),
    makeChain({ keyType: "ecdsa", commonName: "other.example.test", variant: "bad-input-other" }),
    makeChain({ keyType: "ecdsa", validity: "expired", variant: "bad-input-expired" }),
  ]);
  rig = await startRun("badinput", { emulator: { seed: { edges: [{ id: "edghts_a" }], eventDestinations: [{ id: "ed_a" }] } }, body: "" });
  const encrypted = generateKeyPairSync("ec", { namedCurve: "P-256", privateKeyEncoding: { type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "pass" }, publicKeyEncoding: { type: "spki", format: "pem" } });
  const dsa = generateKeyPairSync("dsa", { modulusLength: 2048, divisorLength: 224, privateKeyEncoding: { type: "pkcs8", format: "pem" }, publicKeyEncoding: { type: "spki", format: "pem" } });
  const files: [string, string][] = [
    ["good.pem", good.certificatePem],
    ["good.key", good.privateKeyPem],
    ["other.key", other.privateKeyPem],
    ["expired.pem", expired.certificatePem],
    ["expired.key", expired.privateKeyPem],
    ["reversed.pem", `${good.caPem}\n${good.leafPem}\n`],
    ["encrypted.key", encrypted.privateKey],
    ["dsa.key", dsa.privateKey],
  ];
  const lanes = [{ stack: rig.stack, setProgram: rig.setProgram, dir: rig.stack.dir }];
  for (let i = 1; i < LANES; i++) {
    const lane = await rig.addStack(`badinput${i}`);
    lanes.push({ ...lane, dir: lane.stack.dir });
  }
  await Promise.all(lanes.flatMap((lane) => files.map(([name, text]) => fs.writeFile(path.join(lane.dir, name), text))));
  let next = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      for (let i = next++; i < PREVIEWS.length; i = next++) {
        await lane.setProgram((PREVIEWS[i] as Preview).program);
        outputs.set(i, await lane.stack.preview().then(() => undefined, (e: Error) => e.message));
      }
    }),
  );
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  figures.detail("previews run (one invalid resource each)", PREVIEWS.length);
  figures.detail("previews run side by side", LANES);
  for (const family of ["TlsCertificate", "HttpsEdgeRoute", "EventSubscription", "AbuseReport"] as const) {
    figures.detail(`bad inputs: ${family}`, PREVIEWS.filter((c) => c.family === family).reduce((n, c) => n + c.expected().length, 0));
  }
  await rig?.dispose();
  await figures.write();
});

test("the matrix holds at least 60 bad inputs across the four families", () => {
  const total = PREVIEWS.reduce((n, c) => n + c.expected().length, 0);
  expect(total).toBeGreaterThanOrEqual(60);
  expect(new Set(PREVIEWS.map((c) => c.family)).size).toBe(4);
});

// Every preview of the matrix ran in beforeAll; not one of them may have reached the service.
test("the emulator logged no call over the whole matrix", () => {
  expect(rig.emulator.log).toEqual([]);
});

test.each(PREVIEWS.map((c, i) => [`${c.family} #${i + 1}: ${c.what}`, i] as const))("%s", (_name, i) => {
  const output = outputs.get(i);
  expect(output).toBeDefined(); // the preview failed
  const expected = (PREVIEWS[i] as Preview).expected();
  expect(checkFailures(output ?? "", "bad")).toEqual(expected);
  expect(rig.emulator.log).toEqual([]);
  figures.passed(expected.length);
  figures.add("refusedWithoutCall", expected.length);
});
