// A certificate adopted without its private key, through adoption, preview and replacement; and
// the lookups of what routes and subscriptions point at, run in a program. Under the real engine
// against the emulator, one stack.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, outOfBand, type Run, startRun } from "../support/engine";
import { makeChain, type TestChain } from "../support/certs";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const KEY_REQUIRED = "privateKeyPem is required to upload a certificate (a certificate adopted with adoptId may leave it out until its certificatePem changes)";

let s: Run;
let chain: TestChain;
let next: TestChain;
let certId = "";

beforeAll(async () => {
  chain = await makeChain({ keyType: "ecdsa", commonName: "keyless.example.com", variant: "keyless-engine" });
  next = await makeChain({ keyType: "ecdsa", commonName: "keyless.example.com", variant: "keyless-engine-next" });
  s = await startRun("keyless", {
    emulator: {
      seed: {
        edges: [{ id: "edghts_look1", hostports: ["look.example.com:443"], description: "look" }, { id: "edghts_look2" }],
        eventDestinations: [{ id: "ed_look", description: "audit" }],
        backends: [{ id: "bkdtg_look", labels: { app: "api" } }],
        ipPolicies: [{ id: "ipp_look", metadata: "office" }],
      },
    },
    body: "",
  });
  await s.writeFile("cert.pem", chain.certificatePem);
  await s.writeFile("next.pem", next.certificatePem);
  await s.writeFile("next.key", next.privateKeyPem);
  // Uploaded outside any program: the stack's owner has the certificate but not its key.
  const cert = (await outOfBand(s.emulator, "POST", "/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem, description: "by hand" })) as { id: string };
  certId = cert.id;
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("a certificate adopted with adoptId and no key goes up with a GET (and a PATCH of its description), then previews unchanged", async () => {
  await s.setProgram(`new ingress.TlsCertificate("cert", { adoptId: "${certId}", certificatePem: read("cert.pem"), description: "managed" });`);
  s.mark();
  const up = await s.stack.up();
  expect(up.summary).toEqual({ create: 2 });
  expect(s.calls()).toEqual([`GET /tls_certificates/${certId} 200`, `PATCH /tls_certificates/${certId} 200`]);
  expect(JSON.parse(s.entries()[1]?.requestBody ?? "")).toEqual({ description: "managed" });

  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("adopted with a matching description, the up makes GETs only", async () => {
  const other = (await outOfBand(s.emulator, "POST", "/tls_certificates", { certificate_pem: next.certificatePem, private_key_pem: next.privateKeyPem, description: "same" })) as { id: string };
  await s.setProgram(`new ingress.TlsCertificate("cert", { adoptId: "${certId}", certificatePem: read("cert.pem"), description: "managed" });
new ingress.TlsCertificate("same", { adoptId: "${other.id}", certificatePem: read("next.pem"), description: "same" });`);
  s.mark();
  expect((await s.stack.up()).summary).toEqual({ same: 2, create: 1 });
  expect(s.calls()).toEqual([`GET /tls_certificates/${other.id} 200`]);
  await s.setProgram(`new ingress.TlsCertificate("cert", { adoptId: "${certId}", certificatePem: read("cert.pem"), description: "managed" });`);
  await s.stack.up();
  await outOfBand(s.emulator, "DELETE", `/tls_certificates/${other.id}`).catch(() => undefined);
});

test("changing its certificatePem without a key fails at preview with the rule, before any call; with the key and without adoptId, up replaces it", async () => {
  await s.setProgram(`new ingress.TlsCertificate("cert", { adoptId: "${certId}", certificatePem: read("next.pem"), description: "managed" });`);
  s.mark();
  const failure = await failureOf(s.stack.preview());
  expect(failure).toContain(`error: pulumi-nodejs:dynamic/ingress:TlsCertificate resource 'cert' has a problem: ${KEY_REQUIRED}`);
  expect(failure).toContain(`has a problem: adoptId ${certId} names the certificate that this change of certificatePem replaces`);
  expect(s.calls()).toEqual([]);
  s.mark();

  await s.setProgram(`new ingress.TlsCertificate("cert", { adoptId: "${certId}", certificatePem: read("next.pem"), privateKeyPem: read("next.key"), description: "managed" });`);
  expect(await failureOf(s.stack.preview())).toContain(
    `has a problem: adoptId ${certId} names the certificate that this change of certificatePem replaces; remove adoptId to upload the new certificate`,
  );
  expect(s.calls()).toEqual([]);

  await s.setProgram(`new ingress.TlsCertificate("cert", { certificatePem: read("next.pem"), privateKeyPem: read("next.key"), description: "managed" });`);
  s.mark();
  const up = await s.stack.up();
  expect(up.summary).toEqual({ same: 1, replace: 1 });
  expect(s.calls()).toEqual(["POST /tls_certificates 201", `DELETE /tls_certificates/${certId} 204`]);
  const state = s.emulator.snapshot().tls_certificates;
  expect(Object.values(state).map((c) => [c.description, c.certificate_pem === next.certificatePem])).toEqual([["managed", true]]);
});

test("lookups of edges, event destinations, tunnel group backends and IP policies", async () => {
  await outOfBand(s.emulator, "POST", "/edges/https/edghts_look1/routes", { match_type: "path_prefix", match: "/api", backend: { backend_id: "bkdtg_look" }, ip_restriction: { ip_policy_ids: ["ipp_look"] } });
  await s.setProgram(`new ingress.TlsCertificate("cert", { certificatePem: read("next.pem"), privateKeyPem: read("next.key"), description: "managed" });
const edge = ingress.getHttpsEdge("edghts_look1");
exports.edge = edge.then((e) => ({ hostports: e.hostports, description: e.description, metadata: e.metadata, routes: e.routes.map((r) => [r.match, r.backend.backend.id, r.ipRestriction.ipPolicies.map((p) => p.id), r.oauth]) }));
exports.edges = ingress.getHttpsEdges({ pageSize: 1 }).then((es) => es.map((e) => [e.id, e.routes.length]));
exports.destination = ingress.getEventDestination("ed_look").then((d) => [d.id, d.description, d.format]);
exports.backend = ingress.getTunnelGroupBackend("bkdtg_look").then((b) => b.labels);
exports.policy = ingress.getIpPolicy("ipp_look").then((p) => [p.id, p.description, p.metadata]);`);
  s.mark();
  const up = await s.stack.up();
  expect(Object.fromEntries(Object.entries(up.outputs).map(([k, v]) => [k, v.value]))).toEqual({
    edge: { hostports: ["look.example.com:443"], description: "look", metadata: null, routes: [["/api", "bkdtg_look", ["ipp_look"], null]] },
    edges: [["edghts_look2", 0], ["edghts_look1", 1]],
    destination: ["ed_look", "audit", "json"],
    backend: { app: "api" },
    policy: ["ipp_look", null, "office"],
  });
  expect(s.calls().filter((c) => c.startsWith("GET /edges/https "))).toEqual(["GET /edges/https 200", "GET /edges/https 200"]);
});
