// examples/quickstart under the real engine against the emulator: up, preview with no changes,
// destroy. The certificate and key go through stack config here (tls-certificate uses files).
import { makeChain, serviceTime, type TestChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, pemLines, type Run, startExample, values } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_quickstart";
let run: Run;
let chain: TestChain;

beforeAll(async () => {
  chain = await makeChain({ keyType: "ecdsa", commonName: "quickstart.example.com", dnsNames: ["quickstart.example.com"] });
  run = await startExample("quickstart", {
    emulator: { seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_quickstart" }], ipPolicies: [{ id: "ipp_quickstart" }], eventDestinations: [{ id: "ed_quickstart" }] } },
    config: {
      edgeId: EDGE,
      backendId: "bkdtg_quickstart",
      ipPolicyId: "ipp_quickstart",
      destinationId: "ed_quickstart",
      certificatePem: chain.certificatePem,
      privateKeyPem: { value: chain.privateKeyPem, secret: true },
      abuseReportUrls: JSON.stringify(["https://login.phish.invalid/"]),
    },
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("up creates one resource of each family with one POST each", async () => {
  run.mark();
  const up = await run.stack.up();
  const state = run.emulator.snapshot();
  const [certId] = Object.keys(state.tls_certificates);
  const [routeId] = Object.keys(state.routes);
  const [subscriptionId] = Object.keys(state.event_subscriptions);
  const [abuseReportId] = Object.keys(state.abuse_reports);
  const base = run.emulator.baseUrl;
  expect(up.summary).toEqual({ create: 5 });
  // Sorted: the engine runs the resources in parallel.
  expect(run.calls().sort()).toEqual([
    "POST /abuse_reports 201",
    `POST /edges/https/${EDGE}/routes 201`,
    "POST /event_subscriptions 201",
    "POST /tls_certificates 201",
  ]);
  expect(values(up.outputs)).toEqual({
    certificateId: certId,
    certificateCommonName: "quickstart.example.com",
    certificateNotAfter: serviceTime(chain.notAfter),
    routeId,
    routeUri: `${base}/edges/https/${EDGE}/routes/${routeId}`,
    routeRequestHeaders: { "X-Served-By": "pulumi-ingress" },
    subscriptionId,
    subscriptionSources: [
      { type: "ip_policy_created.v0", uri: `${base}/event_subscriptions/${subscriptionId}/sources/ip_policy_created.v0` },
      { type: "ip_policy_updated.v0", uri: `${base}/event_subscriptions/${subscriptionId}/sources/ip_policy_updated.v0` },
    ],
    abuseReportId,
    abuseReportStatus: "PENDING",
  });
  expect(Object.keys(state.routes[routeId ?? ""]?.modules ?? {}).sort()).toEqual(["backend", "compression", "ip_restriction", "oauth", "request_headers"]);
});

test("the private key from config is nowhere in plaintext in the state or the engine output", async () => {
  const everything = JSON.stringify(await run.stack.exportState()) + run.stack.allOutput();
  for (const line of pemLines(chain.privateKeyPem)) expect(everything.includes(line)).toBe(false);
});

test("preview then shows no changes and makes no API call", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: 5 });
  expect(run.calls()).toEqual([]);
});

test("destroy deletes all but the abuse report (which cannot be withdrawn), one DELETE each", async () => {
  const before = run.emulator.snapshot();
  const routeId = Object.keys(before.routes)[0];
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: 5 });
  expect(run.calls().sort()).toEqual([
    `DELETE /edges/https/${EDGE}/routes/${routeId} 204`,
    `DELETE /event_subscriptions/${Object.keys(before.event_subscriptions)[0]} 204`,
    `DELETE /tls_certificates/${Object.keys(before.tls_certificates)[0]} 204`,
  ]);
  const after = run.emulator.snapshot();
  expect([after.tls_certificates, after.routes, after.event_subscriptions]).toEqual([{}, {}, {}]);
  expect(Object.keys(after.abuse_reports)).toEqual(Object.keys(before.abuse_reports));
});
