// Adoption (adoptId), read-only references (get), lookups over several pages, unknowns in
// preview, and the expiry warning: under the real engine against the emulator, one stack.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, outOfBand, type Run, startRun } from "../support/engine";
import { makeChain, type TestChain } from "../support/certs";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_adopt";
let s: Run;
let chain: TestChain;
const ids = { cert: "", sub: "", route: "", report: "" };

beforeAll(async () => {
  chain = await makeChain({ keyType: "ed25519", commonName: "adopt.example.com", variant: "adopt" });
  s = await startRun("adopt", {
    emulator: { seed: { edges: [{ id: EDGE }], eventDestinations: [{ id: "ed_adopt" }], backends: [{ id: "bkdtg_adopt" }] } },
    body: "",
  });
  await s.writeFile("cert.pem", chain.certificatePem);
  await s.writeFile("key.pem", chain.privateKeyPem);
  // Resources made outside any program, as an account that predates the stack has them.
  const cert = (await outOfBand(s.emulator, "POST", "/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, description: "by hand" })) as { id: string };
  const sub = (await outOfBand(s.emulator, "POST", "/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_adopt"] })) as { id: string };
  const route = (await outOfBand(s.emulator, "POST", `/edges/https/${EDGE}/routes`, { match_type: "path_prefix", match: "/old", compression: {} })) as { id: string };
  const report = (await outOfBand(s.emulator, "POST", "/abuse_reports", { urls: ["https://bad.evil.test/"] })) as { id: string };
  Object.assign(ids, { cert: cert.id, sub: sub.id, route: route.id, report: report.id });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

const adoptProgram = () => `
new ingress.TlsCertificate("cert", { adoptId: "${ids.cert}", certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: "managed" });
new ingress.EventSubscription("sub", { adoptId: "${ids.sub}", sources: ["ip_policy_created.v0"], destinationIds: ["ed_adopt"], description: "managed" });
new ingress.HttpsEdgeRoute("route", { adoptId: "${ids.route}", edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", backend: { backendId: "bkdtg_adopt" } });
new ingress.AbuseReport("report", { adoptId: "${ids.report}", urls: ["https://bad.evil.test/"] });
`;

test("adoptId takes over existing resources and reconciles them to the program, creating nothing", async () => {
  await s.setProgram(adoptProgram());
  s.mark();
  const up = await s.stack.up();
  expect(up.summary).toEqual({ create: 5 });
  const routePath = `/edges/https/${EDGE}/routes/${ids.route}`;
  expect(s.calls().sort()).toEqual([
    `DELETE ${routePath}/compression 204`,
    `GET ${routePath} 200`,
    `GET /abuse_reports/${ids.report} 200`,
    `GET /event_subscriptions/${ids.sub} 200`,
    `GET /tls_certificates/${ids.cert} 200`,
    `PATCH ${routePath} 200`,
    `PATCH /event_subscriptions/${ids.sub} 200`,
    `PATCH /tls_certificates/${ids.cert} 200`,
  ].sort());
  const state = s.emulator.snapshot();
  expect(Object.keys(state.tls_certificates)).toEqual([ids.cert]);
  expect(state.tls_certificates[ids.cert]?.description).toBe("managed");
  expect(state.routes[ids.route]?.match).toBe("/api");
  expect(Object.keys(state.routes[ids.route]?.modules ?? {})).toEqual(["backend"]);
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 5 });
  expect(s.calls()).toEqual([]);
});

test("adopting a certificate with a different PEM is refused with the reason", async () => {
  const other = await makeChain({ keyType: "ecdsa", variant: "adopt-other" });
  await s.writeFile("other.pem", other.certificatePem);
  await s.writeFile("other.key", other.privateKeyPem);
  await s.setProgram(`${adoptProgram()}
new ingress.TlsCertificate("wrong", { adoptId: "${ids.cert}", certificatePem: read("other.pem"), privateKeyPem: read("other.key") });`);
  await expect(s.stack.up()).rejects.toThrow(`adoptId ${ids.cert}: that TLS certificate holds a different certificatePem than the program declares; declare the same certificate to adopt it`);
});

test("get() gives read-only references to existing resources of every family", async () => {
  await s.setProgram(`${adoptProgram()}
exports.certCn = ingress.TlsCertificate.get("certRef", "${ids.cert}").subjectCommonName;
exports.subSources = ingress.EventSubscription.get("subRef", "${ids.sub}").sources.apply((xs) => xs.map((x) => x.type));
exports.reportUrls = ingress.AbuseReport.get("reportRef", "${ids.report}").urls;
exports.routeMatch = ingress.HttpsEdgeRoute.get("routeRef", "${ids.route}", { edgeId: "${EDGE}" }).match;`);
  const up = await s.stack.up();
  expect(up.outputs["certCn"]?.value).toBe("adopt.example.com");
  expect(up.outputs["subSources"]?.value).toEqual(["ip_policy_created.v0"]);
  expect(up.outputs["reportUrls"]?.value).toEqual(["https://bad.evil.test/"]);
  expect(up.outputs["routeMatch"]?.value).toBe("/api");
});

test("lookups walk every page", async () => {
  const extras: string[] = [];
  for (let i = 0; i < 4; i++) {
    const sub = await outOfBand(s.emulator, "POST", "/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_adopt"], description: `extra ${i}` });
    extras.push((sub as { id: string }).id);
  }
  await s.setProgram(`${adoptProgram()}
exports.subs = ingress.getEventSubscriptions({ pageSize: 2 }).then((xs) => xs.map((x) => x.description));
exports.certs = ingress.getTlsCertificates({ pageSize: 1 }).then((xs) => xs.map((x) => x.id));`);
  s.mark();
  const up = await s.stack.up();
  expect(up.outputs["subs"]?.value).toEqual(["extra 3", "extra 2", "extra 1", "extra 0", "managed"]);
  expect(up.outputs["certs"]?.value).toEqual([ids.cert]);
  expect(s.calls().filter((c) => c.startsWith("GET /event_subscriptions "))).toHaveLength(3);
  for (const id of extras) await outOfBand(s.emulator, "DELETE", `/event_subscriptions/${id}`);
});

test("in preview, unknown inputs pass check, diff reports a change, and no API call is made", async () => {
  const fresh = await makeChain({ keyType: "rsa", commonName: "fresh.example.com", variant: "fresh" });
  await s.writeFile("fresh.pem", fresh.certificatePem);
  await s.writeFile("fresh.key", fresh.privateKeyPem);
  // The new certificate's id is unknown in preview, and flows into inputs of the other resources.
  await s.setProgram(`
const fresh = new ingress.TlsCertificate("fresh", { certificatePem: read("fresh.pem"), privateKeyPem: read("fresh.key") });
new ingress.TlsCertificate("cert", { adoptId: "${ids.cert}", certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: fresh.id.apply((id) => "next to " + id) });
new ingress.EventSubscription("sub", { adoptId: "${ids.sub}", sources: ["ip_policy_created.v0"], destinationIds: ["ed_adopt"], description: "managed", metadata: fresh.id });
new ingress.HttpsEdgeRoute("route", { adoptId: "${ids.route}", edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", backend: { backendId: "bkdtg_adopt" }, requestHeaders: { add: { "X-Cert": fresh.id } } });
new ingress.AbuseReport("report", { adoptId: "${ids.report}", urls: ["https://bad.evil.test/"] });
`);
  s.mark();
  const preview = await s.stack.preview();
  expect(preview.summary).toEqual({ same: 2, create: 1, update: 3 });
  expect(s.calls()).toEqual([]);
});

test("a leaf expiring within 30 days draws a warning naming the date", async () => {
  const soon = await makeChain({ keyType: "ecdsa", validity: "expiring", variant: "soon" });
  await s.writeFile("soon.pem", soon.certificatePem);
  await s.writeFile("soon.key", soon.privateKeyPem);
  await s.setProgram(`new ingress.TlsCertificate("soon", { certificatePem: read("soon.pem"), privateKeyPem: read("soon.key") });`);
  const preview = await s.stack.preview();
  expect(preview.stdout).toContain(`certificatePem: the leaf certificate expires in 9 days (${soon.notAfter.toISOString()}); renew it soon`);
});

test("destroy removes what was adopted, and forgets the report", async () => {
  await s.setProgram(adoptProgram());
  await s.stack.up();
  await s.stack.destroy();
  const state = s.emulator.snapshot();
  expect([state.tls_certificates, state.event_subscriptions, state.routes]).toEqual([{}, {}, {}]);
  expect(Object.keys(state.abuse_reports)).toEqual([ids.report]);
});
