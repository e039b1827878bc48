// Create recovery and the call guard, in process: the providers' create functions against the
// emulator with deterministic faults, so every call and every message can be asserted exactly.
// tests/provider/faults.test.ts and tests/provider/authorization.test.ts show the same for a whole program at once.
import { mulberry32 } from "../../emulator/machinery/knobs";
import { startEmulator } from "../../emulator";
import type { Emulator, Faults } from "../../emulator/types";
import * as abuseReport from "../../provider/resources/abuseReport/family";
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import * as route from "../../provider/resources/httpsEdgeRoute/family";
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { makeChain, type TestChain } from "../support/certs";
import { failureOf, line, outOfBand, withoutOperationIds } from "../support/engine";
import { Figures } from "./figures";

const EDGE = "edghts_recovery";
const figures = new Figures("recovery");
let emulator: Emulator;
let chain: TestChain;
/** The emulator's clock runs this far behind, to make items that existed before an attempt. */
let clockOffsetMs = 0;
let from = 0;
const calls = () => emulator.log.slice(from).map(line);
const mark = () => {
  from = emulator.log.length;
};
const env = { ...process.env };

function useService(apiKey: string, baseUrl: string): void {
  process.env["INGRESS_API_KEY"] = apiKey;
  process.env["INGRESS_BASE_URL"] = baseUrl;
}

/** Faults on creates only, so the searches that follow a failed create are answered. */
const onCreates = (kinds: Faults["kinds"], rate = 1, seed = 1): Faults => ({ rate, kinds, seed, methods: ["POST"] });

beforeAll(async () => {
  emulator = await startEmulator({
    seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_a" }], eventDestinations: [{ id: "ed_a" }] },
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  chain = await makeChain({ keyType: "ecdsa", commonName: "recovery.example.test", variant: "recovery" });
  useService(emulator.apiKey, emulator.baseUrl);
});

afterEach(() => {
  emulator.setFaults(undefined);
  clockOffsetMs = 0;
});

afterAll(async () => {
  process.env = env;
  figures.set("faultsInjected", emulator?.log.filter((e) => e.fault !== undefined).length ?? 0);
  await emulator?.close();
  await figures.write();
});

const certInputs = () => ({ certificatePem: chain.certificatePem, privateKeyPem: chain.privateKeyPem, description: "recovered" });
const esbInputs = { sources: ["ip_policy_created.v0"], destinationIds: ["ed_a"], description: "recovered", metadata: "m" };
// As check leaves them for a create (which sends every secret, so records no rotation).
const routeInputs = {
  edgeId: EDGE,
  matchType: "path_prefix" as const,
  match: "/recovered",
  backend: { backendId: "bkdtg_a" },
  compression: {},
  oidc: { issuer: "https://id.example.com", clientId: "c", clientSecret: "oidc-secret-recovery" },
};

describe("a create whose response is lost after the service committed it is found, not sent again", () => {
  test("TLS certificate: one POST, one list, and the certificate it finds is the one returned", async () => {
    emulator.setFaults(onCreates(["lost-response"]));
    mark();
    const created = await tlsCertificate.create(certInputs());
    expect(calls()).toEqual(["POST /tls_certificates reset", "GET /tls_certificates 200"]);
    expect(Object.keys(emulator.snapshot().tls_certificates)).toEqual([created.id]);
    expect(created.outs?.["description"]).toBe("recovered");
    await tlsCertificate.remove(created.id);
    figures.passed();
  });

  test("event subscription: one POST, one list", async () => {
    emulator.setFaults(onCreates(["lost-response"]));
    mark();
    const created = await eventSubscription.create(esbInputs);
    expect(calls()).toEqual(["POST /event_subscriptions reset", "GET /event_subscriptions 200"]);
    expect(Object.keys(emulator.snapshot().event_subscriptions)).toEqual([created.id]);
    await eventSubscription.remove(created.id);
    figures.passed();
  });

  test("route: one POST, one read of the edge with its routes, and no PATCH (the route holds what was sent, secrets too)", async () => {
    emulator.setFaults(onCreates(["lost-response"]));
    mark();
    const created = await route.create(routeInputs);
    expect(calls()).toEqual([`POST /edges/https/${EDGE}/routes reset`, `GET /edges/https/${EDGE} 200`]);
    expect(Object.keys(emulator.snapshot().routes)).toEqual([created.id]);
    expect(created.outs?.["compression"]).toEqual({ enabled: true });
    await route.remove(created.id, { edgeId: EDGE });
    figures.passed();
  });

  test("abuse report: the API cannot list them, so the error says it may have been filed and how to adopt it", async () => {
    emulator.setFaults(onCreates(["lost-response"]));
    mark();
    const message = await failureOf(abuseReport.create({ urls: ["https://lost.evil.test/"] }));
    expect(calls()).toEqual(["POST /abuse_reports reset"]);
    expect(message).toMatch(
      new RegExp(
        "^the abuse report may have been filed: POST /abuse_reports failed: connection reset \\(ECONNRESET\\); the API has no way to list abuse reports, " +
          "so it cannot be looked for: ask the service for the id \\(abrp_…\\) of a report of https://lost.evil.test/ filed at or after \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ, " +
          "and adopt it with adoptId once you know its id; running up again without adoptId files another report$",
      ),
    );
    // It was filed (lost-response commits first): the one report the stack does not know about, as the error says.
    expect(Object.values(emulator.snapshot().abuse_reports).map((r) => r.urls)).toEqual([["https://lost.evil.test/"]]);
    figures.passed();
  });
});

describe("a create that surely created nothing is sent again, never more than three times", () => {
  test("a 5xx on the first POST only: a search finds nothing, and the second POST creates it", async () => {
    // The first seed whose first draw hits (rate 0.5) and whose next draw misses: a fault on the first POST only.
    const seed = [...Array(1000).keys()].find((s) => {
      const r = mulberry32(s);
      const hit = r() < 0.5;
      r(); // the kind
      return hit && r() >= 0.5;
    });
    emulator.setFaults(onCreates(["5xx"], 0.5, seed));
    mark();
    const created = await eventSubscription.create(esbInputs);
    expect(calls()).toEqual(["POST /event_subscriptions 503", "GET /event_subscriptions 200", "POST /event_subscriptions 201"]);
    expect(Object.keys(emulator.snapshot().event_subscriptions)).toEqual([created.id]);
    await eventSubscription.remove(created.id);
    figures.passed();
  });

  test("every POST refused: three attempts, a search after each, a clear error, nothing created", async () => {
    emulator.setFaults(onCreates(["5xx"]));
    mark();
    const message = await failureOf(tlsCertificate.create(certInputs()));
    expect(calls()).toEqual(Array(3).fill(["POST /tls_certificates 503", "GET /tls_certificates 200"]).flat());
    expect(withoutOperationIds(message)).toBe(
      "POST /tls_certificates failed: 503 ERR_SERVICE_UNAVAILABLE the service is temporarily unavailable (injected fault) (operation op_…); " +
        "this was attempt 3 of 3, and none of them created a TLS certificate (checked after each): running up again is safe",
    );
    expect(emulator.snapshot().tls_certificates).toEqual({});
    figures.passed();
  });
});

describe("nothing that existed before the attempt is ever adopted", () => {
  test("an identical certificate uploaded earlier is passed over; only the one the attempt made is taken", async () => {
    clockOffsetMs = -10_000;
    const old = (await outOfBand(emulator, "POST", "/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem })) as { id: string };
    clockOffsetMs = 0;
    emulator.setFaults(onCreates(["lost-response"]));
    const created = await tlsCertificate.create(certInputs());
    expect(created.id).not.toBe(old.id);
    expect(Object.keys(emulator.snapshot().tls_certificates).sort()).toEqual([old.id, created.id].sort());
    await tlsCertificate.remove(created.id);
    figures.passed();
  });

  test("when the attempts made nothing, an identical route made before them is still not taken", async () => {
    clockOffsetMs = -10_000;
    const old = (await outOfBand(emulator, "POST", `/edges/https/${EDGE}/routes`, { match_type: "path_prefix", match: "/recovered" })) as { id: string };
    clockOffsetMs = 0;
    emulator.setFaults(onCreates(["reset"]));
    mark();
    const message = await failureOf(route.create(routeInputs));
    expect(calls()).toEqual(Array(3).fill([`POST /edges/https/${EDGE}/routes reset`, `GET /edges/https/${EDGE} 200`]).flat());
    expect(message).toBe(
      `POST /edges/https/${EDGE}/routes failed: connection reset (ECONNRESET); this was attempt 3 of 3, and none of them created a route (checked after each): running up again is safe`,
    );
    expect(Object.keys(emulator.snapshot().routes)).toEqual([old.id]);
    await route.remove(old.id, { edgeId: EDGE });
    figures.passed();
  });
});

test("two identical creates of one process, both answers lost: neither guesses which is its own", async () => {
  emulator.setFaults(onCreates(["lost-response"]));
  const [a, b] = await Promise.allSettled([eventSubscription.create(esbInputs), eventSubscription.create(esbInputs)]);
  const ids = Object.keys(emulator.snapshot().event_subscriptions);
  expect(ids).toHaveLength(2);
  for (const r of [a, b]) {
    expect(r.status).toBe("rejected");
    const message = String((r as PromiseRejectedResult).reason.message);
    expect(message.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/, "<time>")).toBe(
      "POST /event_subscriptions failed: connection reset (ECONNRESET); 2 event subscriptions with these sources, destinations, description and metadata " +
        `were created since <time> and none is in use by this deployment (${[...ids].reverse().join(", ")}): adopt the right one with adoptId and delete the others`,
    );
  }
  for (const id of ids) await eventSubscription.remove(id);
  figures.passed();
});

describe("the call guard: a refusal is not repeated for every remaining resource", () => {
  afterEach(() => useService(emulator.apiKey, emulator.baseUrl));

  test("a wrong API key: eight creates at once cost one request, and all fail with one message", async () => {
    useService("wrong-key", emulator.baseUrl);
    mark();
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => eventSubscription.create({ ...esbInputs, description: `k${i}` })));
    expect(calls()).toEqual(["POST /event_subscriptions 401"]);
    const messages = new Set(results.map((r) => (r.status === "rejected" ? String(r.reason.message) : "created")));
    expect([...messages]).toEqual([
      "the service refused the API key from the INGRESS_API_KEY environment variable (401 ERR_INVALID_CREDENTIALS: the API key is not valid); " +
        "nothing more is sent with this key. Set the right key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable",
    ]);
    figures.passed();
  });

  test("a key not authorized for abuse reports: four reports cost one POST; other operations go on", async () => {
    useService(emulator.restrictedApiKey, emulator.baseUrl);
    mark();
    const results = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => abuseReport.create({ urls: [`https://r${i}.evil.test/`] })));
    const sub = await eventSubscription.create(esbInputs);
    expect(calls().filter((c) => c.startsWith("POST /abuse_reports"))).toEqual(["POST /abuse_reports 403"]);
    const messages = new Set(results.map((r) => (r.status === "rejected" ? withoutOperationIds(String(r.reason.message)) : "filed")));
    expect([...messages]).toEqual([
      "this account is not authorized to file abuse reports: ask the service to authorize it for abuse reports " +
        "(POST /abuse_reports failed: 403 ERR_ABUSE_REPORTS_NOT_AUTHORIZED this account is not authorized to create abuse reports (operation op_…))",
    ]);
    await eventSubscription.remove(sub.id);
    figures.passed();
  });
});
