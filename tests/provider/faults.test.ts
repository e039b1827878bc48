// Faults: `up` of 50 mixed resources while 20% of requests fail (503s, connection resets, 429s,
// responses lost after the service committed the change), the service is rate limited (real 429
// bursts) and slow. It must converge within two runs with no duplicate and no orphan on the
// emulator; `destroy`, under the same faults, must then leave it empty but for the abuse reports,
// which the API can neither delete nor list (every one of them is accounted for below). The
// families' dynamic providers in process against the emulator, step by step as the engine drives
// them (tests/support/providerSteps.ts), eight operations at once as the engine runs them in its
// one provider process, every resource attempted as `up --continue-on-error` does, the rate limit
// given as stack config (handed to `configure` as the dynamic provider host hands it). Moved from
// the engine suite tests/reliability/faults.test.ts, each test under its name there, with the
// every-answer-lost suite it ran through the dynamic SDK (tests/reliability/everyAnswerLost.ts).
//
// Proven elsewhere, not here again: each family's recovery of a lost create alone, and creates sent
// again after a search found nothing (tests/reliability/recovery.test.ts); the client's retries and
// pacing (tests/client/retry.test.ts, tests/client/pacer.test.ts). Under the engine: the same
// every-answer-lost suite through the provider plugin (tests/reliability/pluginLostResponse.test.ts):
// `up --continue-on-error` going on past a failed resource, the engine keeping in its state what the
// failed run created, and its failure printed under the resource; how the engine prints a failure
// (tests/engine/failureLines.test.ts) and the warning of a report left filed (tests/engine/leftWithoutDelete.test.ts).
import { Config } from "@pulumi/pulumi/cmd/dynamic-provider/config";
import type { RequestLogEntry } from "../../emulator/types";
import * as abuseReport from "../../provider/resources/abuseReport/family";
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { Figures } from "../reliability/figures";
import { makeChain, type TestChain } from "../support/certs";
import { useProviderService } from "../support/providerService";
import { type ProviderSteps, stepsOf } from "../support/providerSteps";

const figures = new Figures("faults");
const EDGE = "edghts_faults";
// Seed 4: in the engine suite's request order it made lost answers hit creates (found again by a
// search) and made run 1 fail an abuse report (filed again by run 2). The order varies from run to
// run (eight operations at once), so what is asserted holds for any outcome the faults can produce;
// the README shows what this run met.
const FAULTS = { rate: 0.2, kinds: ["5xx", "reset", "429", "lost-response"] as const, seed: 4 };
// The rate limit the client paces to (given as stack config) and the emulator enforces (real 429s
// with their Retry-After): 20/s, not 10/s, so the four runs wait half as long on it; eight operations
// at once still meet real 429s at 20/s (3 in a run measured; none at 40/s).
const RATE_LIMIT = { requests: 20, windowMs: 1000 };
const LATENCY_MS = 25;
const COUNTS = { certs: 14, routes: 15, subs: 16, reports: 5 };
/** Operations at once: the engine's on the 2 CPUs the suite was measured on (4 × CPUs). */
const PARALLEL = 8;
// The account of tests/reliability/support.ts's twoOfEachReferenced (not imported: that module loads
// the engine harness): two of each item a route or a subscription refers to.
const service = useProviderService({
  seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_a" }, { id: "bkdtg_b" }], ipPolicies: [{ id: "ipp_a" }, { id: "ipp_b" }], eventDestinations: [{ id: "ed_a" }, { id: "ed_b" }] },
  // As the engine suites' emulator (tests/support/engine.ts): reports read as processed after 500 ms.
  abuseProcessingDelayMs: 500,
});

type Json = Record<string, unknown>;
type Kind = "TlsCertificate" | "HttpsEdgeRoute" | "EventSubscription" | "AbuseReport";
/** A resource of a stack: its name, family, inputs and steps. */
interface Resource {
  name: string;
  type: Kind;
  args: Json;
  steps: ProviderSteps;
}
const FAMILIES = { TlsCertificate: tlsCertificate, HttpsEdgeRoute: httpsEdgeRoute, EventSubscription: eventSubscription, AbuseReport: abuseReport };
const resource = (type: Kind, name: string, args: Json): Resource => ({ name, type, args, steps: stepsOf(FAMILIES[type]) });
/** The URN input the SDK gives every abuse report beside the program's arguments (its destroy's warning goes to it). */
const urn = (stack: string, name: string): Json => ({ [abuseReport.REPORT_URN]: `urn:pulumi:${stack}::${stack}::pulumi-nodejs:dynamic/ingress:AbuseReport::${name}` });

// Routes: each a different path, with a varied set of modules (secrets included).
const MODULE_SETS: Json[] = [
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

/** The program's 50 resources, in the order it declares them. */
let stack: Resource[] = [];
const ofType = (all: Resource[], type: Kind) => all.filter((r) => r.type === type && r.steps.held !== undefined);
const faulted = (log: RequestLogEntry[], kind: string) => log.filter((e) => e.fault === kind);
const isCreate = (e: RequestLogEntry) => e.method === "POST";

/** The stack config, as the dynamic provider host hands it to `configure`; the key and base URL come from the environment. */
async function stackConfig(values: Record<string, string>): Promise<void> {
  await stepsOf(eventSubscription).provider.configure?.({ config: new Config(values, "faults") });
}

/**
 * One step of each of `resources`, `parallel` at a time, every one attempted (as the engine with
 * --continue-on-error): each failed resource's message, by name.
 */
async function stepAll(resources: Resource[], step: (r: Resource) => Promise<unknown>, parallel = PARALLEL): Promise<Map<string, string>> {
  const errors = new Map<string, string>();
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let i = next++; i < resources.length; i = next++) {
      const r = resources[i] as Resource;
      await step(r).catch((e: unknown) => void errors.set(r.name, String((e as Error).message)));
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return errors;
}
const upAll = (resources: Resource[], parallel?: number) => stepAll(resources, (r) => r.steps.up(r.args), parallel);

/** The warnings printed: a provider not under the engine prints a resource's warning (provider/process/engineLog.ts). */
let warnings: string[] = [];

beforeAll(async () => {
  await stackConfig({ "ingress:rateLimit": `${RATE_LIMIT.requests}/${RATE_LIMIT.windowMs}ms` });
  const chains: TestChain[] = [];
  for (let i = 0; i < COUNTS.certs; i++) chains.push(await makeChain({ keyType: "ecdsa", commonName: `svc-${i}.faults.test`, variant: `faults-${i}` }));
  stack = [
    ...chains.map((c, i) => resource("TlsCertificate", `cert-${i}`, { certificatePem: c.certificatePem, privateKeyPem: c.privateKeyPem, description: `cert-${i}` })),
    ...Array.from({ length: COUNTS.routes }, (_, i) => resource("HttpsEdgeRoute", `route-${i}`, routeArgs(i))),
    ...Array.from({ length: COUNTS.subs }, (_, i) => resource("EventSubscription", `sub-${i}`, subArgs(i))),
    ...Array.from({ length: COUNTS.reports }, (_, i) => resource("AbuseReport", `report-${i}`, { ...reportArgs(i), ...urn("faults", `report-${i}`) })),
  ];
  service.emulator.setRateLimit(RATE_LIMIT);
  service.emulator.setLatency(LATENCY_MS);
  jest.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
});

/**
 * Runs a refresh or destroy as a pipeline would: once more if it failed. Under 20% faults a read
 * or delete fails only when five of its attempts (the client's retries) met a fault other than 429, about
 * once in 3000 requests, and that is the only failure allowed.
 */
async function atMostTwice(name: string, step: () => Promise<Map<string, string>>): Promise<void> {
  for (let run = 1; ; run++) {
    const errors = await step();
    if (errors.size === 0) {
      figures.detail(`50 resources: runs of ${name}`, run);
      return;
    }
    // Five attempts met a 5xx, reset or lost response; 429s among them are retried on top (their own bound).
    for (const message of errors.values()) expect(message).toMatch(/ failed after ([5-9]|\d\d+) attempts: /);
    expect(run).toBe(1);
  }
}

afterAll(async () => {
  const log = service.emulator.log;
  figures.add("faultsInjected", log.filter((e) => e.fault !== undefined).length);
  for (const kind of FAULTS.kinds) figures.detail(`50 resources: faults injected, ${kind}`, faulted(log, kind).length);
  figures.detail("50 resources: 429s from the rate limit (not injected)", log.filter((e) => e.status === 429 && e.fault === undefined).length);
  figures.detail("50 resources: requests over up, refresh, preview and destroy", log.length);
  await figures.write();
});

describe(`50 resources, ${FAULTS.rate * 100}% of requests failing, rate limited to ${RATE_LIMIT.requests}/s, ${LATENCY_MS} ms latency`, () => {
  let runs = 0;
  /** Abuse reports whose POST was answered by nothing after the service filed them: the one duplicate the API forces. */
  let reportsFiledTwice = 0;
  let lostReportBodies: string[] = [];

  test("up converges within two runs; every failure on the way is one the provider cannot resolve, said so", async () => {
    service.emulator.setFaults({ ...FAULTS, kinds: [...FAULTS.kinds] });
    const started = service.emulator.log.length;
    const failed: string[][] = [];
    for (;;) {
      runs++;
      const t = Date.now();
      const errors = await upAll(stack);
      figures.detail(`50 resources, up run ${runs}: ${errors.size === 0 ? "succeeded" : "failed"} in`, `${((Date.now() - t) / 1000).toFixed(1)} s`);
      if (errors.size === 0) break;
      failed.push([...errors.keys()]);
      // Only an abuse report may stay uncreated: the API cannot tell whether an ambiguous POST filed it.
      for (const [name, message] of errors) {
        // A POST refused with 429 first (the service did not act) is retried: then the failure counts its attempts.
        if (name.startsWith("report-")) expect(message).toMatch(/^the abuse report may have been filed: POST \/abuse_reports failed( after \d+ attempts)?: /);
        // Three ambiguous failures in a row, each followed by a search that found nothing; or the search itself failing.
        // (The engine suite wanted ": this was attempt", which the provider never says: the run it was measured on met no such case.)
        else expect(`${name}: ${message}`).toMatch(/(; this was attempt 3 of 3, and none of them created a .* \(checked after each\): running up again is safe| may have been created, and looking for it failed too )/);
      }
      expect(runs).toBeLessThan(4);
    }
    // A third run is needed only when the same abuse report met an ambiguous failure twice in a row
    // (at this rate 0.15² ≈ 2% per report): then its failures in runs 1 and 2 are the reason.
    if (runs > 2) expect(failed[1]?.every((n) => n.startsWith("report-") && failed[0]?.includes(n))).toBe(true);
    figures.detail("50 resources: runs of up until it succeeded", runs);

    const log = service.emulator.log.slice(started);
    const lostReports = log.filter((e) => e.path === "/abuse_reports" && isCreate(e) && e.fault === "lost-response");
    reportsFiledTwice = lostReports.length;
    lostReportBodies = lostReports.map((e) => e.requestBody);
    const recovered = log.filter((e) => isCreate(e) && e.path !== "/abuse_reports" && e.fault === "lost-response");
    figures.detail("50 resources: creates whose answer was lost, found by a search and kept", recovered.length);
    figures.detail("50 resources: creates sent again after a search found nothing", log.filter((e) => isCreate(e) && (e.fault === "5xx" || e.fault === "reset")).length);
    figures.detail("50 resources: abuse reports filed twice, the first answer lost (no list to find them by)", reportsFiledTwice);
    figures.passed();
  });

  test("the emulator holds exactly the program: no duplicate, no orphan; abuse reports accounted one by one", () => {
    const snap = service.emulator.snapshot();
    const idsOf = (type: Kind) => ofType(stack, type).map((r) => r.steps.id).sort();

    expect(idsOf("TlsCertificate")).toHaveLength(COUNTS.certs);
    expect(idsOf("HttpsEdgeRoute")).toHaveLength(COUNTS.routes);
    expect(idsOf("EventSubscription")).toHaveLength(COUNTS.subs);
    expect(idsOf("AbuseReport")).toHaveLength(COUNTS.reports);
    expect(Object.keys(snap.tls_certificates).sort()).toEqual(idsOf("TlsCertificate"));
    expect(Object.keys(snap.routes).sort()).toEqual(idsOf("HttpsEdgeRoute"));
    expect(Object.keys(snap.event_subscriptions).sort()).toEqual(idsOf("EventSubscription"));

    // Each item is the one its resource declares (so none stands in for another).
    for (const r of ofType(stack, "TlsCertificate")) expect(snap.tls_certificates[r.steps.id]?.description).toBe(r.name);
    for (const r of ofType(stack, "HttpsEdgeRoute")) {
      const i = Number(r.name.split("-")[1]);
      const stored = snap.routes[r.steps.id];
      expect([stored?.match, stored?.description]).toEqual([`/svc/${i}`, `route ${i}`]);
      const declared = Object.keys(routeArgs(i)).filter((k) => !["edgeId", "matchType", "match", "description"].includes(k));
      expect(Object.keys(stored?.modules ?? {}).sort()).toEqual(declared.map((k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).sort());
    }
    for (const r of ofType(stack, "EventSubscription")) {
      const i = Number(r.name.split("-")[1]);
      const stored = snap.event_subscriptions[r.steps.id];
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
    await atMostTwice("refresh", () => stepAll(stack, (r) => r.steps.refresh()));
    const previews = await Promise.all(stack.map((r) => r.steps.preview(r.args)));
    expect(previews).toEqual(Array(COUNTS.certs + COUNTS.routes + COUNTS.subs + COUNTS.reports).fill("same"));
    figures.passed();
  });

  test("destroy under the same faults (run again if a delete exhausted its retries) leaves no certificate, route or subscription; the abuse reports stay filed", async () => {
    const before = Object.keys(service.emulator.snapshot().abuse_reports).sort();
    const reportsHeld = ofType(stack, "AbuseReport").map((r) => r.steps.id);
    warnings = [];
    // A second run destroys what the first left, as the engine's state holds it.
    await atMostTwice("destroy", () => stepAll(stack.filter((r) => r.steps.held !== undefined), (r) => r.steps.destroy()));
    expect(stack.filter((r) => r.steps.held !== undefined)).toEqual([]);
    const snap = service.emulator.snapshot();
    expect([snap.tls_certificates, snap.routes, snap.event_subscriptions]).toEqual([{}, {}, {}]);
    expect(Object.keys(snap.abuse_reports).sort()).toEqual(before);
    // Each report the stack held says that it stays filed, once.
    expect(warnings.sort()).toEqual(reportsHeld.map((id) => `warning: ${id}: ${abuseReport.ABUSE_REPORT_NOT_WITHDRAWN}`).sort());
    figures.detail("50 resources: abuse reports left filed after destroy (the API cannot withdraw one)", before.length);
    figures.passed();
  });
});

// Deterministic: every create's answer is lost after the service committed it. The faults above
// meet this at random; here each family meets it once, so each outcome is asserted exactly.
describe("every create's answer lost: nothing is sent twice (dynamic SDK)", () => {
  const LOST_EDGE = "edghts_lost";
  // An emulator of its own (the engine suite's run had one), and no stack config but the environment's.
  const lost = useProviderService({ seed: { edges: [{ id: LOST_EDGE }], backends: [{ id: "bkdtg_a" }], eventDestinations: [{ id: "ed_a" }] }, abuseProcessingDelayMs: 500 });
  let program: Resource[] = [];
  const report = (adoptId?: string) =>
    resource("AbuseReport", "report", { urls: ["https://lost.evil.test/"], ...(adoptId === undefined ? {} : { adoptId }), ...urn("lost-dynamic", "report") });

  beforeAll(async () => {
    await stackConfig({});
    const chain = await makeChain({ keyType: "ecdsa", commonName: "lost.faults.test", variant: "lost" });
    program = [
      resource("TlsCertificate", "cert", { certificatePem: chain.certificatePem, privateKeyPem: chain.privateKeyPem, description: "lost" }),
      resource("EventSubscription", "sub", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_a"], description: "lost" }),
      resource("HttpsEdgeRoute", "route", { edgeId: LOST_EDGE, matchType: "path_prefix", match: "/lost", backend: { backendId: "bkdtg_a" }, oidc: { issuer: "https://id.example.com", clientId: "c", clientSecret: "oidc-secret-lost" } }),
      report(),
    ];
  });

  afterAll(() => {
    figures.add("faultsInjected", lost.emulator.log.filter((e) => e.fault !== undefined).length);
  });

  test("one POST per resource; the certificate, subscription and route are found and kept; the report's error says it may have been filed", async () => {
    lost.emulator.setFaults({ rate: 1, kinds: ["lost-response"], methods: ["POST"] });
    lost.mark();
    const errors = await upAll(program);
    expect([...errors.keys()]).toEqual(["report"]);
    expect(errors.get("report")).toMatch(
      /^the abuse report may have been filed: POST \/abuse_reports failed: connection reset \(ECONNRESET\); the API has no way to list abuse reports, so it cannot be looked for: ask the service for the id \(abrp_…\) of a report of https:\/\/lost.evil.test\/ filed at or after \S+Z, and adopt it with adoptId once you know its id; running up again without adoptId files another report$/,
    );
    expect(lost.calls().sort()).toEqual(
      [
        "POST /tls_certificates reset", "GET /tls_certificates 200",
        "POST /event_subscriptions reset", "GET /event_subscriptions 200",
        `POST /edges/https/${LOST_EDGE}/routes reset`, `GET /edges/https/${LOST_EDGE} 200`,
        "POST /abuse_reports reset",
      ].sort(),
    );
    const snap = lost.emulator.snapshot();
    const held = program.filter((r) => r.steps.held !== undefined).map((r) => r.steps.id).sort();
    expect(held).toEqual([...Object.keys(snap.tls_certificates), ...Object.keys(snap.event_subscriptions), ...Object.keys(snap.routes)].sort());
    expect(Object.keys(snap.abuse_reports)).toHaveLength(1);
    figures.detail("every answer lost: creates found by a search and kept (certificate, subscription, route)", held.length);
    figures.passed();
  });

  test("adopting the filed report by the id the service gives leaves exactly one of each; nothing is created again", async () => {
    lost.emulator.setFaults(undefined);
    const [reportId] = Object.keys(lost.emulator.snapshot().abuse_reports);
    program = [...program.slice(0, 3), report(reportId)];
    lost.mark();
    expect(await upAll(program)).toEqual(new Map());
    expect(lost.calls()).toEqual([`GET /abuse_reports/${reportId} 200`]);
    const snap = lost.emulator.snapshot();
    const counts = [snap.tls_certificates, snap.event_subscriptions, snap.routes, snap.abuse_reports].map((c) => Object.keys(c).length);
    expect(counts).toEqual([1, 1, 1, 1]);
    figures.add("duplicates", counts.reduce((n, c) => n + c - 1, 0));
    figures.detail("every answer lost: the filed abuse report, adopted by its id", 1);
    expect(await Promise.all(program.map((r) => r.steps.preview(r.args)))).toEqual(["same", "same", "same", "same"]);
    expect(await stepAll(program, (r) => r.steps.destroy())).toEqual(new Map());
    expect([lost.emulator.snapshot().tls_certificates, lost.emulator.snapshot().routes, lost.emulator.snapshot().event_subscriptions]).toEqual([{}, {}, {}]);
    figures.passed();
  });
});
