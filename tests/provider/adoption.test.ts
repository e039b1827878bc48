// Adoption (adoptId) of resources made outside any program, a certificate's refused adoption, the
// lookups over several pages and the destroy of what was adopted: the families' dynamic providers in
// process against the emulator, step by step as the engine drives them
// (tests/support/providerSteps.ts), and the SDK's lookups called as the functions they are. Moved
// from tests/engine/adoptionAndPreview.test.ts, each test under its name there. What only the engine
// proves stayed there, one up and one preview: get()'s read-only references (the engine's read of
// an existing resource, its outputs in the stack's), unknown inputs in preview, and the expiry
// warning as the engine prints it. The lookups run in a program are tests/engine/lookups.test.ts's.
import * as abuseReport from "../../provider/resources/abuseReport/family";
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { getEventSubscriptions } from "../../sdk/eventSubscription";
import { getTlsCertificates } from "../../sdk/tlsCertificate";
import { makeChain, type TestChain } from "../support/certs";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const EDGE = "edghts_adopt";
const service = useProviderService({ seed: { edges: [{ id: EDGE }], eventDestinations: [{ id: "ed_adopt" }], backends: [{ id: "bkdtg_adopt" }] } });
const { mark, calls } = service;
const cert = stepsOf(tlsCertificate);
const sub = stepsOf(eventSubscription);
const route = stepsOf(httpsEdgeRoute);
const report = stepsOf(abuseReport);
const { ABUSE_REPORT_NOT_WITHDRAWN } = abuseReport;

let chain: TestChain;
const ids = { cert: "", sub: "", route: "", report: "" };

beforeAll(async () => {
  chain = await makeChain({ keyType: "ed25519", commonName: "adopt.example.com", variant: "adopt" });
  // Resources made outside any program, as an account that predates the stack has them.
  const e = service.emulator;
  const c = (await outOfBand(e, "POST", "/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, description: "by hand" })) as { id: string };
  const s = (await outOfBand(e, "POST", "/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_adopt"] })) as { id: string };
  const r = (await outOfBand(e, "POST", `/edges/https/${EDGE}/routes`, { match_type: "path_prefix", match: "/old", compression: {} })) as { id: string };
  const a = (await outOfBand(e, "POST", "/abuse_reports", { urls: ["https://bad.evil.test/"] })) as { id: string };
  Object.assign(ids, { cert: c.id, sub: s.id, route: r.id, report: a.id });
});

/** The program's inputs of each resource, as the SDK hands them to the provider. */
const adopted = () => ({
  cert: { adoptId: ids.cert, certificatePem: chain.certificatePem, privateKeyPem: chain.privateKeyPem, description: "managed" },
  sub: { adoptId: ids.sub, sources: ["ip_policy_created.v0"], destinationIds: ["ed_adopt"], description: "managed" },
  route: { adoptId: ids.route, edgeId: EDGE, matchType: "path_prefix", match: "/api", backend: { backendId: "bkdtg_adopt" } },
  report: { adoptId: ids.report, urls: ["https://bad.evil.test/"] },
});

test("adoptId takes over existing resources and reconciles them to the program, creating nothing", async () => {
  const inputs = adopted();
  mark();
  expect([await cert.up(inputs.cert), await sub.up(inputs.sub), await route.up(inputs.route), await report.up(inputs.report)]).toEqual(["create", "create", "create", "create"]);
  expect([cert.id, sub.id, route.id, report.id]).toEqual([ids.cert, ids.sub, ids.route, ids.report]);
  const routePath = `/edges/https/${EDGE}/routes/${ids.route}`;
  expect(calls().sort()).toEqual(
    [
      `DELETE ${routePath}/compression 204`,
      `GET ${routePath} 200`,
      `GET /abuse_reports/${ids.report} 200`,
      `GET /event_subscriptions/${ids.sub} 200`,
      `GET /tls_certificates/${ids.cert} 200`,
      `PATCH ${routePath} 200`,
      `PATCH /event_subscriptions/${ids.sub} 200`,
      `PATCH /tls_certificates/${ids.cert} 200`,
    ].sort(),
  );
  const state = service.emulator.snapshot();
  expect(Object.keys(state.tls_certificates)).toEqual([ids.cert]);
  expect(state.tls_certificates[ids.cert]?.description).toBe("managed");
  expect(state.routes[ids.route]?.match).toBe("/api");
  expect(Object.keys(state.routes[ids.route]?.modules ?? {})).toEqual(["backend"]);
  mark();
  expect([await cert.preview(inputs.cert), await sub.preview(inputs.sub), await route.preview(inputs.route), await report.preview(inputs.report)]).toEqual(["same", "same", "same", "same"]);
  expect(calls()).toEqual([]);
});

test("adopting a certificate with a different PEM is refused with the reason", async () => {
  const other = await makeChain({ keyType: "ecdsa", variant: "adopt-other" });
  const wrong = stepsOf(tlsCertificate);
  mark();
  await expect(wrong.up({ adoptId: ids.cert, certificatePem: other.certificatePem, privateKeyPem: other.privateKeyPem })).rejects.toThrow(
    `adoptId ${ids.cert}: that TLS certificate holds a different certificatePem than the program declares; declare the same certificate to adopt it`,
  );
  expect(calls()).toEqual([`GET /tls_certificates/${ids.cert} 200`]);
  expect(wrong.held).toBeUndefined();
});

test("lookups walk every page", async () => {
  const extras: string[] = [];
  for (let i = 0; i < 4; i++) {
    const made = await outOfBand(service.emulator, "POST", "/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_adopt"], description: `extra ${i}` });
    extras.push((made as { id: string }).id);
  }
  mark();
  expect((await getEventSubscriptions({ pageSize: 2 })).map((x) => x.description)).toEqual(["extra 3", "extra 2", "extra 1", "extra 0", "managed"]);
  expect((await getTlsCertificates({ pageSize: 1 })).map((x) => x.id)).toEqual([ids.cert]);
  expect(calls().filter((c) => c.startsWith("GET /event_subscriptions "))).toHaveLength(3);
  for (const id of extras) await outOfBand(service.emulator, "DELETE", `/event_subscriptions/${id}`);
});

test("destroy removes what was adopted, and forgets the report", async () => {
  for (const r of [cert, sub, route]) await r.destroy();
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    await report.destroy();
    expect(warn.mock.calls).toEqual([[`warning: ${ids.report}: ${ABUSE_REPORT_NOT_WITHDRAWN}`]]);
  } finally {
    warn.mockRestore();
  }
  const state = service.emulator.snapshot();
  expect([state.tls_certificates, state.event_subscriptions, state.routes]).toEqual([{}, {}, {}]);
  expect(Object.keys(state.abuse_reports)).toEqual([ids.report]);
});
