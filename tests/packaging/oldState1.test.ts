// A stack written by pulumi-ingress 0.1.0 at commit 9f8a0dc (tests/fixtures/state-1), one resource
// of every family pointing at the others, still works with the package as users get it now (the
// packed tarball in the user project). Its resources' `__provider` is
// `require("pulumi-ingress/dist/provider/providers/<family>.js")`: `pulumi refresh` and `pulumi
// destroy` load exactly that from the state without running the program, and `pulumi up` diffs and
// updates through it. A subpath that is no longer shipped, or that an `exports` map hides, fails them.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { REPO_ROOT } from "../support/engine";
import { forgottenReport, importOldState, type OldState, providerRequires, providersOf010 } from "../support/oldState";

const FIXTURE = "state-1";

const DOMAIN = "rd_0Vc8Rj2ndPiJr1PyzfZMzQFvBNl";
const VAULT = "vault_0Vc8RiyNSPGDjlJdHnT4lAJVAyV";
const SECRET = "secret_0Vc8RjAEDHLKhKf7reMfYDl86Py";
const POLICY = "ipp_0Vc8Rj2SJH2MEe4HBRg1SSxdMeE";
const RULE = "ipr_0Vc8RjAt2557rAkgt5acggyw1D1";
const ENDPOINT = "ep_0Vc8RjFVVL5qUhxV7laDvcgSMOK";
const DESTINATION = "ed_0Vc8RjABECisGkKCmgALs6gAZWW";
const SUBSCRIPTION = "esb_0Vc8RjC4YFhETlmRV2XWZKeF6Cw";
const CERT = "cert_0Vc8Rj6B5O6tewA1pBebEHOYIz4";
const EDGE = "edghts_state1";
const BACKEND = "bkdtg_state1";
const ROUTE = "edghtsrt_0Vc8Rj3erjZCn5AX69qo6bz6xMm";
const REPORT = "abrp_0Vc8Rj6DKp5qJuYPuyKmeDt8Gb9";

/** The fixture's program, with `from` (found exactly once) replaced by `to`. */
function edit(program: string, from: string, to: string): string {
  const parts = program.split(from);
  if (parts.length !== 2) throw new Error(`the fixture's index.js holds ${JSON.stringify(from)} ${parts.length - 1} times, not once`);
  return parts.join(to);
}

let old: OldState;

beforeAll(async () => {
  old = await importOldState({
    folder: FIXTURE,
    stack: "state1",
    baseUrl: "http://127.0.0.1:47212",
    baseUrlCount: 20,
    passphrase: "pulumi-ingress-state-1-fixture",
  });
}, 60_000);

afterAll(async () => {
  await old?.dispose();
});

test("the fixture's providers are 0.1.0's: one require of dist/provider/providers/<family>.js each, for every family", () => {
  expect(providerRequires(old.resources())).toEqual(
    providersOf010([
      ["Vault", VAULT, "vault"],
      ["HttpsEdgeRoute", ROUTE, "route"],
      ["IpPolicy", POLICY, "ipPolicy"],
      ["ReservedDomain", DOMAIN, "reservedDomain"],
      ["TlsCertificate", CERT, "tlsCertificate"],
      ["EventDestination", DESTINATION, "eventDestination"],
      ["AbuseReport", REPORT, "abuseReport"],
      ["Secret", SECRET, "secret"],
      ["IpPolicyRule", RULE, "ipPolicyRule"],
      ["EventSubscription", SUBSCRIPTION, "eventSubscription"],
      ["CloudEndpoint", ENDPOINT, "cloudEndpoint"],
    ]),
  );
});

test("refresh loads the old providers, reads each resource with one GET and finds all 12 unchanged", async () => {
  const from = old.emulator.log.length;
  const result = await old.stack.refresh({ color: "never" });
  expect(result.summary.result).toBe("succeeded");
  expect(result.summary.resourceChanges).toEqual({ same: 12 });
  expect(old.callsSince(from)).toEqual([
    `GET /abuse_reports/${REPORT} 200`,
    `GET /edges/https/${EDGE}/routes/${ROUTE} 200`,
    `GET /endpoints/${ENDPOINT} 200`,
    `GET /event_destinations/${DESTINATION} 200`,
    `GET /event_subscriptions/${SUBSCRIPTION} 200`,
    `GET /ip_policies/${POLICY} 200`,
    `GET /ip_policy_rules/${RULE} 200`,
    `GET /reserved_domains/${DOMAIN} 200`,
    `GET /tls_certificates/${CERT} 200`,
    `GET /vault_secrets/${SECRET} 200`,
    `GET /vaults/${VAULT} 200`,
  ]);
});

test("up of the fixture's program with a new vault description and a new endpoint policy: one PATCH each, the other 9 unchanged", async () => {
  const fixture = path.join(REPO_ROOT, "tests", "fixtures", FIXTURE);
  const program = edit(
    edit(await fs.readFile(path.join(fixture, "index.js"), "utf8"), `{ name: "state-1-vault", description: "state 1" }`, `{ name: "state-1-vault", description: "state 1, updated" }`),
    `body: "state 1" }`,
    `body: "state 1, updated" }`,
  );
  await fs.writeFile(path.join(old.project, "index.js"), program);
  await fs.copyFile(path.join(fixture, "tls.crt"), path.join(old.project, "tls.crt"));

  const from = old.emulator.log.length;
  const result = await old.stack.up({ color: "never" });
  expect(result.summary.result).toBe("succeeded");
  expect(result.summary.resourceChanges).toEqual({ same: 10, update: 2 });
  expect(old.callsSince(from)).toEqual([`PATCH /endpoints/${ENDPOINT} 200`, `PATCH /vaults/${VAULT} 200`]);
  const held = old.emulator.snapshot();
  expect(held.vaults[VAULT]?.description).toBe("state 1, updated");
  expect(JSON.parse(held.endpoints[ENDPOINT]?.traffic_policy ?? "")).toEqual({
    on_http_request: [
      { actions: [{ type: "restrict-ips", config: { ip_policies: [POLICY] } }] },
      { actions: [{ type: "add-headers", config: { headers: { "x-upstream-token": "${secrets.get('state-1-vault', 'upstream-token')}" } } }] },
      { actions: [{ type: "custom-response", config: { status_code: 200, body: "state 1, updated" } }] },
    ],
  });
});

test("destroy deletes every resource the service lets go, each with one DELETE; the abuse report is only forgotten, with a warning", async () => {
  const from = old.emulator.log.length;
  const result = await old.stack.destroy({ color: "never" });
  expect(result.summary.result).toBe("succeeded");
  expect(result.summary.resourceChanges).toEqual({ delete: 12 });
  expect(old.callsSince(from)).toEqual([
    `DELETE /edges/https/${EDGE}/routes/${ROUTE} 204`,
    `DELETE /endpoints/${ENDPOINT} 204`,
    `DELETE /event_destinations/${DESTINATION} 204`,
    `DELETE /event_subscriptions/${SUBSCRIPTION} 204`,
    `DELETE /ip_policies/${POLICY} 204`,
    `DELETE /ip_policy_rules/${RULE} 204`,
    `DELETE /reserved_domains/${DOMAIN} 204`,
    `DELETE /tls_certificates/${CERT} 204`,
    `DELETE /vault_secrets/${SECRET} 204`,
    `DELETE /vaults/${VAULT} 204`,
  ]);
  expect(result.stdout.slice(result.stdout.indexOf("Diagnostics:"))).toContain(forgottenReport("report", REPORT));
  // What the service holds, in every collection the emulator has (those of families newer than the
  // state included): the report, and the edge and backend the fixture's emulator was seeded with.
  const { id_clock: _clock, ...collections } = old.emulator.snapshot();
  const held = Object.entries(collections).filter(([, items]) => Object.keys(items as object).length > 0);
  expect(Object.fromEntries(held.map(([name, items]) => [name, Object.keys(items as object)]))).toEqual({ abuse_reports: [REPORT], edges: [EDGE], backends: [BACKEND] });
  expect(Object.keys(collections)).toEqual(expect.arrayContaining(["tls_certificates", "routes", "event_subscriptions", "endpoints", "event_destinations", "reserved_domains", "vaults", "vault_secrets", "ip_policies", "ip_policy_rules"]));
  expect((await old.stack.exportStack()).deployment.resources).toBeUndefined();
});
