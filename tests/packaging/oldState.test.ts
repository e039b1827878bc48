// A stack written by pulumi-ingress 0.1.0 at commit 08749f5 (tests/fixtures/state-0) still works
// with the package as users get it now (the packed tarball in the user project). Its resources'
// `__provider` is `require("pulumi-ingress/dist/provider/providers/<family>.js")`, and `pulumi
// refresh` and `pulumi destroy` load exactly that from the state without running the program: a
// subpath that is no longer shipped, or that an `exports` map hides, fails both.
import { forgottenReport, importOldState, type OldState, providerRequires, providersOf010 } from "../support/oldState";

const CERT = "cert_0Vbp9oKIIhomN3hXL2ytxAOHKAT";
const ROUTE = "edghtsrt_0Vbp9oJ3c4kBIBu2UUvVUM0jDwr";
const EDGE = "edghts_oldstate";
const SUBSCRIPTION = "esb_0Vbp9oKOk9Tqhm9ZwyYdukKDrCY";
const REPORT = "abrp_0Vbp9oKPDfqiCPeOwgou7RF0fMJ";

let old: OldState;

beforeAll(async () => {
  old = await importOldState({
    folder: "state-0",
    stack: "old",
    baseUrl: "http://127.0.0.1:47211",
    baseUrlCount: 10,
    passphrase: "pulumi-ingress-old-state-fixture",
  });
}, 60_000);

afterAll(async () => {
  await old?.dispose();
});

test("the fixture's providers are 0.1.0's: one require of dist/provider/providers/<family>.js each", () => {
  expect(providerRequires(old.resources())).toEqual(
    providersOf010([
      ["TlsCertificate", CERT, "tlsCertificate"],
      ["HttpsEdgeRoute", ROUTE, "route"],
      ["EventSubscription", SUBSCRIPTION, "eventSubscription"],
      ["AbuseReport", REPORT, "abuseReport"],
    ]),
  );
});

test("refresh loads the old providers, reads each resource with one GET and finds all 5 unchanged", async () => {
  const from = old.emulator.log.length;
  const result = await old.stack.refresh({ color: "never" });
  expect(result.summary.result).toBe("succeeded");
  expect(result.summary.resourceChanges).toEqual({ same: 5 });
  expect(old.callsSince(from)).toEqual([
    `GET /abuse_reports/${REPORT} 200`,
    `GET /edges/https/${EDGE}/routes/${ROUTE} 200`,
    `GET /event_subscriptions/${SUBSCRIPTION} 200`,
    `GET /tls_certificates/${CERT} 200`,
  ]);
});

test("destroy deletes the certificate, route and subscription; the abuse report is only forgotten, with a warning", async () => {
  const from = old.emulator.log.length;
  const result = await old.stack.destroy({ color: "never" });
  expect(result.summary.result).toBe("succeeded");
  expect(result.summary.resourceChanges).toEqual({ delete: 5 });
  expect(old.callsSince(from)).toEqual([
    `DELETE /edges/https/${EDGE}/routes/${ROUTE} 204`,
    `DELETE /event_subscriptions/${SUBSCRIPTION} 204`,
    `DELETE /tls_certificates/${CERT} 204`,
  ]);
  const diagnostics = result.stdout.slice(result.stdout.indexOf("Diagnostics:"));
  expect(diagnostics).toContain(forgottenReport("report", REPORT));
  const held = old.emulator.snapshot();
  expect({
    tls_certificates: Object.keys(held.tls_certificates),
    routes: Object.keys(held.routes),
    event_subscriptions: Object.keys(held.event_subscriptions),
    abuse_reports: Object.keys(held.abuse_reports),
  }).toEqual({ tls_certificates: [], routes: [], event_subscriptions: [], abuse_reports: [REPORT] });
  expect((await old.stack.exportStack()).deployment.resources).toBeUndefined();
});
