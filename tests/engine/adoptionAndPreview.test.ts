// Read-only references (get), unknowns in preview and the expiry warning: under the real engine
// against the emulator, one stack, one up and one preview. The up adopts resources made outside
// any program (adoptId) and reads them again through get(): the engine's read of an existing
// resource of every family, its outputs in the stack's. The preview holds unknown inputs (a new
// certificate's id flowing into the adopted resources) and a certificate expiring soon, whose
// warning the engine prints. Moved in process, each test under its name here
// (tests/provider/adoption.test.ts): adoptId's calls and the state it leaves, the clean preview
// after it, the refused adoption of another certificate, the lookups over several pages (as SDK
// functions; in a program they are tests/engine/lookups.test.ts's), and the destroy of what was
// adopted.
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
const cert = new ingress.TlsCertificate("cert", { adoptId: "${ids.cert}", certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: "managed" });
const sub = new ingress.EventSubscription("sub", { adoptId: "${ids.sub}", sources: ["ip_policy_created.v0"], destinationIds: ["ed_adopt"], description: "managed" });
const route = new ingress.HttpsEdgeRoute("route", { adoptId: "${ids.route}", edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", backend: { backendId: "bkdtg_adopt" } });
const report = new ingress.AbuseReport("report", { adoptId: "${ids.report}", urls: ["https://bad.evil.test/"] });
`;

test("get() gives read-only references to existing resources of every family", async () => {
  // Each reference takes the adopted resource's id, an Output: it is read once the adoption is done.
  await s.setProgram(`${adoptProgram()}
exports.certCn = ingress.TlsCertificate.get("certRef", cert.id).subjectCommonName;
exports.subSources = ingress.EventSubscription.get("subRef", sub.id).sources.apply((xs) => xs.map((x) => x.type));
exports.reportUrls = ingress.AbuseReport.get("reportRef", report.id).urls;
exports.routeMatch = ingress.HttpsEdgeRoute.get("routeRef", route.id, { edgeId: "${EDGE}" }).match;
exports.ids = [cert.id, sub.id, route.id, report.id];`);
  s.mark();
  const up = await s.stack.up();
  expect(up.summary).toEqual({ create: 5 });
  // The adopted resources are those made outside the program: nothing is made.
  expect(up.outputs["ids"]?.value).toEqual([ids.cert, ids.sub, ids.route, ids.report]);
  expect(s.calls().filter((c) => c.startsWith("POST "))).toEqual([]);
  expect(up.outputs["certCn"]?.value).toBe("adopt.example.com");
  expect(up.outputs["subSources"]?.value).toEqual(["ip_policy_created.v0"]);
  expect(up.outputs["reportUrls"]?.value).toEqual(["https://bad.evil.test/"]);
  // Read after the adoption changed the route's match from /old.
  expect(up.outputs["routeMatch"]?.value).toBe("/api");
});

let preview: { summary: Record<string, number>; stdout: string };
let soon: TestChain;

test("in preview, unknown inputs pass check, diff reports a change, and no API call is made", async () => {
  const fresh = await makeChain({ keyType: "rsa", commonName: "fresh.example.com", variant: "fresh" });
  await s.writeFile("fresh.pem", fresh.certificatePem);
  await s.writeFile("fresh.key", fresh.privateKeyPem);
  soon = await makeChain({ keyType: "ecdsa", validity: "expiring", variant: "soon" });
  await s.writeFile("soon.pem", soon.certificatePem);
  await s.writeFile("soon.key", soon.privateKeyPem);
  // The new certificate's id is unknown in preview, and flows into inputs of the other resources;
  // the certificate expiring soon is the next test's.
  await s.setProgram(`
const fresh = new ingress.TlsCertificate("fresh", { certificatePem: read("fresh.pem"), privateKeyPem: read("fresh.key") });
new ingress.TlsCertificate("cert", { adoptId: "${ids.cert}", certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: fresh.id.apply((id) => "next to " + id) });
new ingress.EventSubscription("sub", { adoptId: "${ids.sub}", sources: ["ip_policy_created.v0"], destinationIds: ["ed_adopt"], description: "managed", metadata: fresh.id });
new ingress.HttpsEdgeRoute("route", { adoptId: "${ids.route}", edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", backend: { backendId: "bkdtg_adopt" }, requestHeaders: { add: { "X-Cert": fresh.id } } });
new ingress.AbuseReport("report", { adoptId: "${ids.report}", urls: ["https://bad.evil.test/"] });
new ingress.TlsCertificate("soon", { certificatePem: read("soon.pem"), privateKeyPem: read("soon.key") });
`);
  s.mark();
  preview = await s.stack.preview();
  // The stack and the report the same; fresh and soon to create; the three the unknown id flows into
  // to update; the four references the program no longer reads dropped from the stack (no call).
  expect(preview.summary).toEqual({ same: 2, create: 2, update: 3, discard: 4 });
  expect(s.calls()).toEqual([]);
});

test("a leaf expiring within 30 days draws a warning naming the date", () => {
  expect(preview.stdout).toContain(`certificatePem: the leaf certificate expires in 9 days (${soon.notAfter.toISOString()}); renew it soon`);
});
