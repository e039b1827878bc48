// Secrets: every secret the suite uses (the API key, two private keys, OAuth and OIDC client
// secrets, webhook secrets before and after a rotation) is looked for everywhere it could leak:
// `pulumi stack export` without --show-secrets after each step, everything the engine printed or
// reported, the provider's log, every error message, and the requests as the provider sent them
// (the emulator's log). Each may appear only where it must: the API key in the Authorization
// header alone; a private key in the body of its own certificate's POST alone; a client or
// webhook secret in the bodies of route calls that set that module alone.
//
// Issue #58: the rotation's up and the refresh after it are one engine step, `pulumi up
// --refresh` (what it printed and the state it left are searched as the two steps' were: four
// state exports instead of five). Everything here is what the engine stores and prints, so it
// stays on the engine; the request bodies of each family are asserted in process as well
// (tests/provider/, one file per family).
import type { RequestLogEntry } from "../../emulator/types";
import { makeChain, type TestChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, pemLines, type Run, startRun } from "../support/engine";
import { Figures } from "./figures";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const figures = new Figures("secrets");
const EDGE = "edghts_secrets";
const API_KEY = "rel-secrets-api-key-7c1d9e04b2";
const SECRETS = {
  github: "gh-client-secret-5d41402abc4b",
  oidc: "oidc-client-secret-7d793037a076",
  webhook: "webhook-secret-1f3870be274f",
  rotated: "webhook-secret-rotated-8277e0910d",
  failing: "oidc-client-secret-of-a-failing-route-02c8",
};

let rig: Run;
let chains: TestChain[];
/** `pulumi stack export` (no --show-secrets) after each step. */
const stateExports: string[] = [];
/** Every error message a step produced. */
const errors: string[] = [];

const program = (webhookSecret: string, extra = "") => `
const certs = [0, 1].map((i) => new ingress.TlsCertificate("cert-" + i, { certificatePem: read("cert-" + i + ".pem"), privateKeyPem: read("key-" + i + ".pem") }));
new ingress.HttpsEdgeRoute("guarded", {
  edgeId: "${EDGE}", matchType: "path_prefix", match: "/guarded",
  backend: { backendId: "bkdtg_a" },
  oauth: { provider: { github: { clientId: "gh-client", clientSecret: read("github.secret"), scopes: ["read:org"] } } },
  webhookVerification: { provider: "SLACK", secret: "${webhookSecret}" },
});
new ingress.HttpsEdgeRoute("sso", {
  edgeId: "${EDGE}", matchType: "exact_path", match: "/sso",
  backend: { backendId: "bkdtg_a" },
  oidc: { issuer: "https://id.example.com", clientId: "oidc-client", clientSecret: read("oidc.secret") },
});
new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_a"] });
new ingress.AbuseReport("report", { urls: ["https://phish.evil.test/"] });
${extra}
`;

/** Records what a step left behind: the exported state. */
async function snapshotState(): Promise<void> {
  stateExports.push(JSON.stringify(await rig.stack.exportState()));
}

beforeAll(async () => {
  chains = await Promise.all([0, 1].map((i) => makeChain({ keyType: i === 0 ? "ecdsa" : "rsa", commonName: `s${i}.secrets.test`, variant: `secrets-${i}` })));
  rig = await startRun("secrets", {
    emulator: {
      apiKeys: [{ key: API_KEY, abuseReports: true }],
      seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_a" }], eventDestinations: [{ id: "ed_a" }] },
    },
    body: program(SECRETS.webhook),
  });
  await rig.stack.setConfig({ "ingress:apiKey": { value: API_KEY, secret: true } });
  for (const [i, c] of chains.entries()) {
    await rig.writeFile(`cert-${i}.pem`, c.certificatePem);
    await rig.writeFile(`key-${i}.pem`, c.privateKeyPem);
  }
  await rig.writeFile("github.secret", SECRETS.github);
  await rig.writeFile("oidc.secret", SECRETS.oidc);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  figures.detail("secrets looked for", `${Object.keys(SECRETS).length + 3} (the API key, 2 private keys, ${Object.keys(SECRETS).length} client and webhook secrets)`);
  figures.detail("state exports searched", stateExports.length);
  figures.detail("error messages searched", errors.length);
  figures.detail("requests checked header by header and body by body", rig?.emulator.log.length ?? 0);
  await rig?.dispose();
  await figures.write();
});

describe("a stack's life with every kind of secret", () => {
  test("up, a rotated webhook secret, refresh, a check failure, a failure at the service, destroy", async () => {
    await rig.stack.up();
    await snapshotState();

    await rig.setProgram(program(SECRETS.rotated));
    rig.mark();
    // The rotation and a refresh, one step: the refresh reads every resource, then one PATCH.
    await rig.stack.up({ refresh: true });
    const changes = rig.entries().filter((e) => e.method !== "GET");
    expect(changes.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([expect.stringMatching(/^PATCH \/edges\/https\/edghts_secrets\/routes\/edghtsrt_\w+ 200$/)]);
    expect(JSON.parse(changes[0]?.requestBody ?? "")).toEqual({ webhook_verification: { provider: "SLACK", secret: SECRETS.rotated } });
    // The refresh's reads, one per resource (in the engine's order, which varies): the API key went on each too.
    const reads = rig.calls().filter((c) => c.startsWith("GET ")).map((c) => c.replace(/\/(abrp|cert|esb|edghtsrt)_\w+ /, "/$1_… "));
    expect(reads.sort()).toEqual(
      [
        "GET /abuse_reports/abrp_… 200",
        "GET /event_subscriptions/esb_… 200",
        "GET /tls_certificates/cert_… 200",
        "GET /tls_certificates/cert_… 200",
        `GET /edges/https/${EDGE}/routes/edghtsrt_… 200`,
        `GET /edges/https/${EDGE}/routes/edghtsrt_… 200`,
      ].sort(),
    );
    await snapshotState();

    // Check fails beside the secrets: the engine prints values of failing properties, never these.
    await rig.setProgram(program(SECRETS.rotated, `new ingress.HttpsEdgeRoute("bad", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/bad", webhookVerification: { provider: "SLACK", secret: "${SECRETS.rotated}", extra: 1 }, oidc: { issuer: "https://id.example.com", clientId: "c", clientSecret: "${SECRETS.failing}", scopes: "openid" } });`));
    errors.push(await failureOf(rig.stack.preview()));
    expect(errors[0]).toContain("oidc.scopes must be a list; got string");

    // The service refuses a route (its backend does not exist) that carries a client secret.
    await rig.setProgram(program(SECRETS.rotated, `new ingress.HttpsEdgeRoute("refused", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/refused", backend: { backendId: "bkdtg_missing" }, oidc: { issuer: "https://id.example.com", clientId: "c", clientSecret: "${SECRETS.failing}" } });`));
    errors.push(await failureOf(rig.stack.up()));
    expect(errors[1]).toContain("backend.backend_id bkdtg_missing does not exist");
    await snapshotState();

    await rig.setProgram(program(SECRETS.rotated));
    await rig.stack.destroy();
    await snapshotState();
    figures.passed();
  });
});

describe("where each secret appears", () => {
  const log = () => rig.emulator.log;
  const body = (e: RequestLogEntry): Record<string, unknown> => (e.requestBody ? (JSON.parse(e.requestBody) as Record<string, unknown>) : {});
  const routeCall = (e: RequestLogEntry) => (e.method === "POST" || e.method === "PATCH") && e.path.startsWith(`/edges/https/${EDGE}/routes`);
  /** Every needle of every secret, by secret name: private keys by each of their PEM lines. */
  const needles = (): Record<string, string[]> => ({
    apiKey: [API_KEY],
    ...Object.fromEntries(chains.map((c, i) => [`privateKey${i}`, pemLines(c.privateKeyPem)])),
    ...Object.fromEntries(Object.entries(SECRETS).map(([k, v]) => [k, [v]])),
  });
  /** Hits of each secret in a text: the number of its needles found. */
  const hits = (text: string): Record<string, number> =>
    Object.fromEntries(Object.entries(needles()).map(([k, list]) => [k, list.filter((n) => text.includes(n)).length]));
  const none = (): Record<string, number> => Object.fromEntries(Object.keys(needles()).map((k) => [k, 0]));
  const leaks = (found: Record<string, number>) => Object.values(found).reduce((n, x) => n + x, 0);

  test("stack export after every step: none, in plaintext", () => {
    expect(stateExports).toHaveLength(4);
    const found = hits(stateExports.join("\n"));
    figures.add("leakedSecrets", leaks(found));
    expect(found).toEqual(none());
    // The export does hold the secrets, encrypted: they were there to leak.
    expect(stateExports[0]).toContain("ciphertext");
    figures.passed();
  });

  test("everything the engine printed and reported: none", () => {
    const found = hits(rig.stack.allOutput());
    figures.add("leakedSecrets", leaks(found));
    expect(found).toEqual(none());
    figures.passed();
  });

  test("the provider's log: none (one line per request, and there were requests)", async () => {
    const lines = await rig.providerLog();
    expect(lines.length).toBeGreaterThan(10);
    const found = hits(lines.join("\n"));
    figures.add("leakedSecrets", leaks(found));
    expect(found).toEqual(none());
    figures.passed();
  });

  test("every error message: none", () => {
    expect(errors).toHaveLength(2);
    const found = hits(errors.join("\n"));
    figures.add("leakedSecrets", leaks(found));
    expect(found).toEqual(none());
    figures.passed();
  });

  test("the API key: accepted on every request, in no other header, URL or body", () => {
    expect(log().filter((e) => e.status === 401)).toEqual([]);
    const elsewhere = log().filter((e) => [JSON.stringify(e.requestHeaders), e.path, e.query, e.requestBody].some((t) => t.includes(API_KEY)));
    figures.add("leakedSecrets", elsewhere.length);
    expect(elsewhere.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    figures.passed();
  });

  test("each private key: in the body of its own certificate's POST, and nowhere else", () => {
    for (const c of chains) {
      const carrying = log().filter((e) => pemLines(c.privateKeyPem).some((l) => JSON.stringify(e).includes(l)));
      const own = carrying.filter((e) => e.method === "POST" && e.path === "/tls_certificates" && body(e)["private_key_pem"] === c.privateKeyPem && body(e)["certificate_pem"] === c.certificatePem);
      figures.add("leakedSecrets", carrying.length - own.length);
      expect(carrying.map((e) => `${e.method} ${e.path}`)).toEqual(["POST /tls_certificates"]);
      expect(own).toHaveLength(1);
    }
    figures.passed();
  });

  test("each client or webhook secret: in the bodies of the route calls that set its module, and nowhere else", () => {
    const expected: [string, string, (b: Record<string, unknown>) => unknown][] = [
      [SECRETS.github, "oauth", (b) => (b["oauth"] as { provider: { github: { client_secret: string } } }).provider.github.client_secret],
      [SECRETS.oidc, "oidc", (b) => (b["oidc"] as { client_secret: string }).client_secret],
      [SECRETS.webhook, "webhook_verification", (b) => (b["webhook_verification"] as { secret: string }).secret],
      [SECRETS.rotated, "webhook_verification", (b) => (b["webhook_verification"] as { secret: string }).secret],
      [SECRETS.failing, "oidc", (b) => (b["oidc"] as { client_secret: string }).client_secret],
    ];
    for (const [secret, module, at] of expected) {
      const carrying = log().filter((e) => JSON.stringify(e).includes(secret));
      const settingIt = log().filter((e) => routeCall(e) && body(e)[module] != null && at(body(e)) === secret);
      figures.add("leakedSecrets", carrying.length - settingIt.length);
      expect(carrying).toEqual(settingIt);
      expect(settingIt.length).toBeGreaterThan(0);
    }
    figures.passed();
  });
});
