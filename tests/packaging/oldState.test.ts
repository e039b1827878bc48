// A stack written by pulumi-ingress 0.1.0 at commit 08749f5 (tests/fixtures/state-0) still works
// with the package as users get it now (the packed tarball in the user project). Its resources'
// `__provider` is `require("pulumi-ingress/dist/provider/providers/<family>.js")`, and `pulumi
// refresh` and `pulumi destroy` load exactly that from the state without running the program: a
// subpath that is no longer shipped, or that an `exports` map hides, fails both.
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { type Deployment, LocalWorkspace, PulumiCommand, Stack } from "@pulumi/pulumi/automation";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { line, pulumiBin, REPO_ROOT, userProject } from "../support/engine";

const FIXTURE = path.join(REPO_ROOT, "tests", "fixtures", "state-0");
/** The emulator's address when the fixture was made; the state records it (see the fixture's README). */
const FIXTURE_BASE_URL = "http://127.0.0.1:47211";
/** The fixture's secrets passphrase (test-only). */
const PASSPHRASE = "pulumi-ingress-old-state-fixture";
const STACK = "old";

const CERT = "cert_0Vbp9oKIIhomN3hXL2ytxAOHKAT";
const ROUTE = "edghtsrt_0Vbp9oJ3c4kBIBu2UUvVUM0jDwr";
const EDGE = "edghts_oldstate";
const SUBSCRIPTION = "esb_0Vbp9oKOk9Tqhm9ZwyYdukKDrCY";
const REPORT = "abrp_0Vbp9oKPDfqiCPeOwgou7RF0fMJ";

interface CheckpointResource {
  urn: string;
  type: string;
  id?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}

let emulator: Emulator;
let dir: string;
let stack: Stack;
let checkpoint: Deployment;
const resources = (): CheckpointResource[] => (checkpoint.deployment as { resources: CheckpointResource[] }).resources;

beforeAll(async () => {
  dir = path.join(await userProject(), "engine", `old-state-${process.pid}-${randomBytes(4).toString("hex")}`);
  const project = path.join(dir, "project");
  await fs.mkdir(path.join(dir, ".pulumi-home"), { recursive: true });
  await fs.mkdir(path.join(dir, ".state"), { recursive: true });
  await fs.mkdir(project, { recursive: true });

  // The emulator holding the fixture's certificate, route, subscription and report (a copy: it rewrites its file).
  const emulatorState = path.join(dir, "emulator-state.json");
  await fs.copyFile(path.join(FIXTURE, "emulator-state.json"), emulatorState);
  emulator = await startEmulator({ statePath: emulatorState });

  // The same service at another address: the recorded base URL becomes the emulator's, nothing else changes.
  const rebase = (text: string) => text.split(FIXTURE_BASE_URL).join(emulator.baseUrl);
  const text = await fs.readFile(path.join(FIXTURE, "checkpoint.json"), "utf8");
  expect(text.split(FIXTURE_BASE_URL).length - 1).toBe(10);
  checkpoint = JSON.parse(rebase(text)) as Deployment;
  await fs.copyFile(path.join(FIXTURE, "Pulumi.yaml"), path.join(project, "Pulumi.yaml"));
  // Its encryptionsalt, with the passphrase, decrypts the state's secrets.
  await fs.writeFile(path.join(project, `Pulumi.${STACK}.yaml`), rebase(await fs.readFile(path.join(FIXTURE, `Pulumi.${STACK}.yaml`), "utf8")));

  const bin = await pulumiBin();
  const ws = await LocalWorkspace.create({
    workDir: project,
    pulumiCommand: await PulumiCommand.get({ root: path.dirname(bin) }),
    secretsProvider: "passphrase",
    envVars: {
      PATH: [bin, process.env["PATH"] ?? ""].join(path.delimiter),
      PULUMI_HOME: path.join(dir, ".pulumi-home"),
      PULUMI_BACKEND_URL: `file://${path.join(dir, ".state")}`,
      PULUMI_CONFIG_PASSPHRASE: PASSPHRASE,
      PULUMI_SKIP_UPDATE_CHECK: "true",
      PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    },
  });
  stack = await Stack.create(STACK, ws);
  await stack.importStack(checkpoint);
}, 60_000);

afterAll(async () => {
  await emulator?.close();
  if (dir !== undefined && !process.env["PULUMI_INGRESS_KEEP_ENGINE_DIR"]) await fs.rm(dir, { recursive: true, force: true });
});

/** Every call the emulator answered since `from`, as `METHOD /path status`, sorted (the engine runs steps in parallel). */
const callsSince = (from: number): string[] => emulator.log.slice(from).map(line).sort();

test("the fixture's providers are 0.1.0's: one require of dist/provider/providers/<family>.js each", () => {
  const families: Record<string, string> = {
    TlsCertificate: "tlsCertificate",
    HttpsEdgeRoute: "route",
    EventSubscription: "eventSubscription",
    AbuseReport: "abuseReport",
  };
  const dynamic = resources().filter((r) => r.type.startsWith("pulumi-nodejs:dynamic/ingress:"));
  expect(dynamic.map((r) => [r.type, r.id])).toEqual([
    ["pulumi-nodejs:dynamic/ingress:TlsCertificate", CERT],
    ["pulumi-nodejs:dynamic/ingress:HttpsEdgeRoute", ROUTE],
    ["pulumi-nodejs:dynamic/ingress:EventSubscription", SUBSCRIPTION],
    ["pulumi-nodejs:dynamic/ingress:AbuseReport", REPORT],
  ]);
  for (const r of dynamic) {
    const family = families[r.type.slice("pulumi-nodejs:dynamic/ingress:".length)];
    for (const props of [r.inputs, r.outputs]) {
      const provider = String(props?.["__provider"]);
      expect(provider.match(/require\("[^"]*"\)/g)).toEqual([`require("pulumi-ingress/dist/provider/providers/${family}.js")`]);
    }
  }
});

test("refresh loads the old providers, reads each resource with one GET and finds all 5 unchanged", async () => {
  const from = emulator.log.length;
  const result = await stack.refresh({ color: "never" });
  expect(result.summary.result).toBe("succeeded");
  expect(result.summary.resourceChanges).toEqual({ same: 5 });
  expect(callsSince(from)).toEqual([
    `GET /abuse_reports/${REPORT} 200`,
    `GET /edges/https/${EDGE}/routes/${ROUTE} 200`,
    `GET /event_subscriptions/${SUBSCRIPTION} 200`,
    `GET /tls_certificates/${CERT} 200`,
  ]);
});

test("destroy deletes the certificate, route and subscription; the abuse report is only forgotten, with a warning", async () => {
  const from = emulator.log.length;
  const result = await stack.destroy({ color: "never" });
  expect(result.summary.result).toBe("succeeded");
  expect(result.summary.resourceChanges).toEqual({ delete: 5 });
  expect(callsSince(from)).toEqual([
    `DELETE /edges/https/${EDGE}/routes/${ROUTE} 204`,
    `DELETE /event_subscriptions/${SUBSCRIPTION} 204`,
    `DELETE /tls_certificates/${CERT} 204`,
  ]);
  const diagnostics = result.stdout.slice(result.stdout.indexOf("Diagnostics:"));
  expect(diagnostics).toContain(
    "  pulumi-nodejs:dynamic/ingress:AbuseReport (report):\n" +
      `    warning: ${REPORT}: abuse reports cannot be withdrawn: the report stays filed with the service; it was only removed from the stack\n`,
  );
  const held = emulator.snapshot();
  expect({
    tls_certificates: Object.keys(held.tls_certificates),
    routes: Object.keys(held.routes),
    event_subscriptions: Object.keys(held.event_subscriptions),
    abuse_reports: Object.keys(held.abuse_reports),
  }).toEqual({ tls_certificates: [], routes: [], event_subscriptions: [], abuse_reports: [REPORT] });
  expect((await stack.exportStack()).deployment.resources).toBeUndefined();
});
