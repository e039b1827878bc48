// Faults: `up` of 50 mixed resources while 20% of requests fail (503s, connection resets, 429s,
// responses lost after the service committed the change), the service is rate limited (real
// 429 bursts) and slow. It must converge within two runs with no duplicate and no orphan on the
// emulator; `destroy`, under the same faults, must then leave it empty but for the abuse reports,
// which the API can neither delete nor list (every one of them is accounted for below).
import type { RequestLogEntry } from "../../emulator/types";
import { makeChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, resourceErrors, type Run, startRun, type StateResource, upContinuing } from "../support/engine";
import { Figures } from "./figures";
import { everyAnswerLost } from "./everyAnswerLost";
import { twoOfEachReferenced } from "./support";

jest.setTimeout(15 * 60_000);

const figures = new Figures("faults");
const EDGE = "edghts_faults";
// Seed 4: in this suite's request order it makes lost answers hit creates (found again by a search)
// and makes run 1 fail an abuse report (filed again by run 2), so every path is walked. The order
// varies a little from run to run (the engine runs 8 operations at once), so what is asserted
// holds for any outcome the faults can produce; the README shows what this run met.
const FAULTS = { rate: 0.2, kinds: ["5xx", "reset", "429", "lost-response"] as const, seed: 4 };
const RATE_LIMIT = { requests: 10, windowMs: 1000 };
const LATENCY_MS = 25;
const COUNTS = { certs: 14, routes: 15, subs: 16, reports: 5 };

let rig: Run;

// Routes: each a different path, with a varied set of modules (secrets included).
const MODULE_SETS: Record<string, unknown>[] = [
  { compression: {} },
  { ipRestriction: { ipPolicyIds: ["ipp_a", "ipp_b"] }, requestHeaders: { add: { "X-Env": "test" }, remove: ["X-Debug"] } },
  { oauth: { provider: { google: { emailDomains: ["example.com"] } } }, circuitBreaker: { numBuckets: 10, errorThresholdPercentage: 0.5 } },
  { oidc: { issuer: "https://id.example.com", clientId: "oidc-client", clientSecret: "oidc-secret-faults" }, responseHeaders: { add: { "X-Frame-Options": "DENY" } } },
  { webhookVerification: { provider: "SLACK", secret: "webhook-secret-faults" }, userAgentFilter: { deny: ["(?i)curl"] } },
  { trafficPolicy: { value: "{\"inbound\":[]}" }, websocketTcpConverter: {} },
];
const routeArgs = (i: number) => ({
  edgeId: EDGE,
  matchType: i % 2 === 0 ? "path_prefix" : "exact_path",
  match: `/svc/${i}`,
  description: `route ${i}`,
  backend: { backendId: i % 2 === 0 ? "bkdtg_a" : "bkdtg_b" },
  ...MODULE_SETS[i % MODULE_SETS.length],
});
const SOURCES = ["ip_policy_created.v0", "ip_policy_updated.v0", "ip_policy_deleted.v0"];
const subArgs = (i: number) => ({
  sources: SOURCES.slice(0, 1 + (i % 3)),
  destinationIds: i % 2 === 0 ? ["ed_a"] : ["ed_a", "ed_b"],
  description: `subscription ${i}`,
  metadata: `{"i":${i}}`,
});
const reportArgs = (i: number) => ({ urls: [`https://phish-${i}.evil.test/login`], metadata: `ticket ${i}` });

const PROGRAM = `
const spec = JSON.parse(read("resources.json"));
for (const c of spec.certs) new ingress.TlsCertificate(c.name, { certificatePem: read(c.cert), privateKeyPem: read(c.key), description: c.name });
for (const r of spec.routes) new ingress.HttpsEdgeRoute(r.name, r.args);
for (const s of spec.subs) new ingress.EventSubscription(s.name, s.args);
for (const a of spec.reports) new ingress.AbuseReport(a.name, a.args);
`;

const stateResources = async (): Promise<StateResource[]> =>
  ((await rig.stack.exportState()).deployment as { resources?: StateResource[] }).resources ?? [];
const ofType = (all: StateResource[], type: string) => all.filter((r) => r.type === `pulumi-nodejs:dynamic/ingress:${type}`);
const nameOf = (r: StateResource) => r.urn.split("::").pop() ?? "";
const faulted = (log: RequestLogEntry[], kind: string) => log.filter((e) => e.fault === kind);
const isCreate = (e: RequestLogEntry) => e.method === "POST";

beforeAll(async () => {
  rig = await startRun("faults", { emulator: { seed: twoOfEachReferenced(EDGE) }, body: PROGRAM });
  await rig.stack.setConfig({ "ingress:rateLimit": { value: `${RATE_LIMIT.requests}/${RATE_LIMIT.windowMs}ms` } });
  const spec = { certs: [] as unknown[], routes: [] as unknown[], subs: [] as unknown[], reports: [] as unknown[] };
  for (let i = 0; i < COUNTS.certs; i++) {
    const chain = await makeChain({ keyType: "ecdsa", commonName: `svc-${i}.faults.test`, variant: `faults-${i}` });
    await rig.writeFile(`cert-${i}.pem`, chain.certificatePem);
    await rig.writeFile(`key-${i}.pem`, chain.privateKeyPem);
    spec.certs.push({ name: `cert-${i}`, cert: `cert-${i}.pem`, key: `key-${i}.pem` });
  }
  for (let i = 0; i < COUNTS.routes; i++) spec.routes.push({ name: `route-${i}`, args: routeArgs(i) });
  for (let i = 0; i < COUNTS.subs; i++) spec.subs.push({ name: `sub-${i}`, args: subArgs(i) });
  for (let i = 0; i < COUNTS.reports; i++) spec.reports.push({ name: `report-${i}`, args: reportArgs(i) });
  await rig.writeFile("resources.json", JSON.stringify(spec));
  rig.emulator.setRateLimit(RATE_LIMIT);
  rig.emulator.setLatency(LATENCY_MS);
}, ENGINE_SETUP_TIMEOUT_MS);

/**
 * Runs a refresh or destroy as a pipeline would: once more if it failed. Under 20% faults a read
 * or delete fails only when five of its attempts (the client's retries) met a fault other than 429, about
 * once in 3000 requests, and that is the only failure allowed.
 */
async function atMostTwice(name: string, step: () => Promise<unknown>): Promise<void> {
  for (let run = 1; ; run++) {
    try {
      await step();
      figures.detail(`50 resources: runs of ${name}`, run);
      return;
    } catch (e) {
      const errors = resourceErrors(String((e as Error).message));
      expect(errors.size).toBeGreaterThan(0);
      // Five attempts met a 5xx, reset or lost response; 429s among them are retried on top (their own bound).
      for (const message of errors.values()) expect(message).toMatch(/ failed after ([5-9]|\d\d+) attempts: /);
      expect(run).toBe(1);
    }
  }
}

afterAll(async () => {
  const log = rig?.emulator.log ?? [];
  figures.add("faultsInjected", log.filter((e) => e.fault !== undefined).length);
  for (const kind of FAULTS.kinds) figures.detail(`50 resources: faults injected, ${kind}`, faulted(log, kind).length);
  figures.detail("50 resources: 429s from the rate limit (not injected)", log.filter((e) => e.status === 429 && e.fault === undefined).length);
  figures.detail("50 resources: requests over up, refresh, preview and destroy", log.length);
  await rig?.dispose();
  await figures.write();
});

describe(`50 resources, ${FAULTS.rate * 100}% of requests failing, rate limited to ${RATE_LIMIT.requests}/s, ${LATENCY_MS} ms latency`, () => {
  let runs = 0;
  /** Abuse reports whose POST was answered by nothing after the service filed them: the one duplicate the API forces. */
  let reportsFiledTwice = 0;
  let lostReportBodies: string[] = [];

  test("up converges within two runs; every failure on the way is one the provider cannot resolve, said so", async () => {
    rig.emulator.setFaults({ ...FAULTS, kinds: [...FAULTS.kinds] });
    const started = rig.emulator.log.length;
    const failed: string[][] = [];
    for (;;) {
      runs++;
      const t = Date.now();
      const r = await upContinuing(rig.stack);
      figures.detail(`50 resources, up run ${runs}: ${r.ok ? "succeeded" : "failed"} in`, `${((Date.now() - t) / 1000).toFixed(1)} s`);
      if (r.ok) break;
      const errors = resourceErrors(r.output);
      failed.push([...errors.keys()]);
      // Only an abuse report may stay uncreated: the API cannot tell whether an ambiguous POST filed it.
      for (const [name, message] of errors) {
        // A POST refused with 429 first (the service did not act) is retried: then the failure counts its attempts.
        if (name.startsWith("report-")) expect(message).toMatch(/^the abuse report may have been filed: POST \/abuse_reports failed( after \d+ attempts)?: /);
        // Three ambiguous failures in a row, each followed by a search that found nothing; or the search itself failing.
        else expect(`${name}: ${message}`).toMatch(/(: this was attempt 3 of 3, and none of them created a .* \(checked after each\): running up again is safe| may have been created, and looking for it failed too )/);
      }
      expect(errors.size).toBeGreaterThan(0);
      expect(runs).toBeLessThan(4);
    }
    // A third run is needed only when the same abuse report met an ambiguous failure twice in a row
    // (at this rate 0.15² ≈ 2% per report): then its failures in runs 1 and 2 are the reason.
    if (runs > 2) expect(failed[1]?.every((n) => n.startsWith("report-") && failed[0]?.includes(n))).toBe(true);
    figures.detail("50 resources: runs of up until it succeeded", runs);

    const log = rig.emulator.log.slice(started);
    const lostReports = log.filter((e) => e.path === "/abuse_reports" && isCreate(e) && e.fault === "lost-response");
    reportsFiledTwice = lostReports.length;
    lostReportBodies = lostReports.map((e) => e.requestBody);
    const recovered = log.filter((e) => isCreate(e) && e.path !== "/abuse_reports" && e.fault === "lost-response");
    figures.detail("50 resources: creates whose answer was lost, found by a search and kept", recovered.length);
    figures.detail("50 resources: creates sent again after a search found nothing", log.filter((e) => isCreate(e) && (e.fault === "5xx" || e.fault === "reset")).length);
    figures.detail("50 resources: abuse reports filed twice, the first answer lost (no list to find them by)", reportsFiledTwice);
    figures.passed();
  });

  test("the emulator holds exactly the program: no duplicate, no orphan; abuse reports accounted one by one", async () => {
    const state = await stateResources();
    const snap = rig.emulator.snapshot();
    const idsOf = (type: string) => ofType(state, type).map((r) => String(r.id)).sort();

    expect(idsOf("TlsCertificate")).toHaveLength(COUNTS.certs);
    expect(idsOf("HttpsEdgeRoute")).toHaveLength(COUNTS.routes);
    expect(idsOf("EventSubscription")).toHaveLength(COUNTS.subs);
    expect(idsOf("AbuseReport")).toHaveLength(COUNTS.reports);
    expect(Object.keys(snap.tls_certificates).sort()).toEqual(idsOf("TlsCertificate"));
    expect(Object.keys(snap.routes).sort()).toEqual(idsOf("HttpsEdgeRoute"));
    expect(Object.keys(snap.event_subscriptions).sort()).toEqual(idsOf("EventSubscription"));

    // Each item is the one its resource declares (so none stands in for another).
    for (const r of ofType(state, "TlsCertificate")) expect(snap.tls_certificates[String(r.id)]?.description).toBe(nameOf(r));
    for (const r of ofType(state, "HttpsEdgeRoute")) {
      const i = Number(nameOf(r).split("-")[1]);
      const stored = snap.routes[String(r.id)];
      expect([stored?.match, stored?.description]).toEqual([`/svc/${i}`, `route ${i}`]);
      const declared = Object.keys(routeArgs(i)).filter((k) => !["edgeId", "matchType", "match", "description"].includes(k));
      expect(Object.keys(stored?.modules ?? {}).sort()).toEqual(declared.map((k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).sort());
    }
    for (const r of ofType(state, "EventSubscription")) {
      const i = Number(nameOf(r).split("-")[1]);
      const stored = snap.event_subscriptions[String(r.id)];
      expect([stored?.description, stored?.source_types, stored?.destination_ids]).toEqual([`subscription ${i}`, subArgs(i).sources, subArgs(i).destinationIds]);
    }

    // Abuse reports: the stack's five, plus one per report filed by a POST whose answer was lost.
    const reports = Object.values(snap.abuse_reports);
    const inState = new Set(idsOf("AbuseReport"));
    const extra = reports.filter((r) => !inState.has(r.id));
    expect(reports).toHaveLength(COUNTS.reports + reportsFiledTwice);
    expect(extra).toHaveLength(reportsFiledTwice);
    // Each report's URL is on the emulator once, plus once per lost answer to a POST of that URL.
    const lostPerUrl = (url: string) => lostReportBodies.filter((b) => b.includes(url)).length;
    for (let i = 0; i < COUNTS.reports; i++) {
      const url = reportArgs(i).urls[0] ?? "";
      expect(reports.filter((r) => r.urls[0] === url)).toHaveLength(1 + lostPerUrl(url));
    }

    // Duplicates: items beyond the first that stand for the same program resource; orphans: items no resource holds.
    const held = new Set([...idsOf("TlsCertificate"), ...idsOf("HttpsEdgeRoute"), ...idsOf("EventSubscription")]);
    const keys = [
      ...Object.values(snap.tls_certificates).map((c) => `cert ${c.certificate_pem}`),
      ...Object.values(snap.routes).map((r) => `route ${r.match_type} ${r.match}`),
      ...Object.values(snap.event_subscriptions).map((e) => `sub ${e.description ?? ""}`),
    ];
    const duplicates = keys.length - new Set(keys).size;
    const orphans = [...Object.keys(snap.tls_certificates), ...Object.keys(snap.routes), ...Object.keys(snap.event_subscriptions)].filter((id) => !held.has(id)).length;
    expect([duplicates, orphans]).toEqual([0, 0]);
    figures.set("duplicates", duplicates);
    figures.set("orphans", orphans);
    figures.detail("50 resources: certificates, routes, subscriptions, abuse reports", `${COUNTS.certs}, ${COUNTS.routes}, ${COUNTS.subs}, ${COUNTS.reports}`);
    figures.passed();
  });

  test("refresh under the same faults (run again if a read exhausted its retries) changes nothing; preview then shows no change", async () => {
    await atMostTwice("refresh", () => rig.stack.refresh());
    const preview = await rig.stack.preview();
    expect(preview.summary).toEqual({ same: 1 + COUNTS.certs + COUNTS.routes + COUNTS.subs + COUNTS.reports });
    figures.passed();
  });

  test("destroy under the same faults (run again if a delete exhausted its retries) leaves no certificate, route or subscription; the abuse reports stay filed", async () => {
    const before = Object.keys(rig.emulator.snapshot().abuse_reports).sort();
    await atMostTwice("destroy", () => rig.stack.destroy());
    expect(await stateResources()).toEqual([]);
    const snap = rig.emulator.snapshot();
    expect([snap.tls_certificates, snap.routes, snap.event_subscriptions]).toEqual([{}, {}, {}]);
    expect(Object.keys(snap.abuse_reports).sort()).toEqual(before);
    expect(rig.stack.allOutput()).toContain("abuse reports cannot be withdrawn: the report stays filed with the service; it was only removed from the stack");
    figures.detail("50 resources: abuse reports left filed after destroy (the API cannot withdraw one)", before.length);
    figures.passed();
  });
});

// Deterministic: every create's answer is lost after the service committed it. The faults above
// meet this at random; here each family meets it once, so each outcome is asserted exactly.
everyAnswerLost("dynamic", figures);
