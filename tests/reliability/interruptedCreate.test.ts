// Interrupted creates: the engine is killed (SIGKILL, every process of the run) while the service
// holds three creates, which it then completes: a certificate, a route and an event subscription
// exist on the service, and the checkpoint records their creates as pending, with no id. `pulumi
// refresh` cannot tell what they made and keeps the records. The documented step after a cancelled
// job, `pulumi-ingress-recover --yes` (the package's bin, from the user project), finds each and
// imports it; the next `pulumi up` then leaves exactly one of each on the service, none orphaned.
// A subscription identical to the new one, already in the state, is never taken for it. A kill
// that leaves the file backend's checkpoint sidecar empty is named, with its remedy.
import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { fileBackendDir, TORN_SIDECAR_ERROR } from "../../recover/tornSidecar";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, userProject } from "../support/engine";
import { makeChain } from "../support/certs";
import { killedUp, startRig, type Rig } from "./support";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_pending";
/** Long enough that the kill lands while the emulator holds the three creates. */
const LATENCY_MS = 3000;
let rig: Rig;
let recoverBin = "";
let firstSubscription = "";

const SUBSCRIPTION = `{ sources: ["ip_policy_created.v0"], destinationIds: ["ed_pending"], description: "same" }`;
const program = (withNew: boolean) => `
const first = new ingress.EventSubscription("esb-first", ${SUBSCRIPTION});
exports.first = first.id;
${
  withNew
    ? // The read goes first: until the service has answered once, the provider sends one request at a time.
      `const ref = ingress.EventSubscription.get("ref", first.id);
new ingress.TlsCertificate("cert", { certificatePem: read("cert.pem"), privateKeyPem: read("key.pem") }, { dependsOn: [ref] });
new ingress.HttpsEdgeRoute("route", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/pending", backend: { backendId: "bkdtg_p" } }, { dependsOn: [ref] });
new ingress.EventSubscription("esb-second", ${SUBSCRIPTION}, { dependsOn: [ref] });`
    : ""
}
`;

/** The stack's pending operations, as `type name`. */
async function pendingOps(): Promise<string[]> {
  const state = await rig.stack.exportState();
  const ops = (state.deployment as { pending_operations?: { type: string; resource: { urn: string } }[] }).pending_operations ?? [];
  return ops.map((p) => `${p.type} ${p.resource.urn.split("::").pop() ?? ""}`).sort();
}

/** Runs the recover bin as a pipeline would, in the stack's folder with its environment (asynchronously: the emulator runs in this process). */
function recover(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const ws = rig.stack.stack.workspace;
  const child = spawn(recoverBin, ["--stack", rig.stack.name, "--pulumi", ws.pulumiCommand.command, ...args], { cwd: rig.stack.dir, env: { ...process.env, ...ws.envVars } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout, stderr })));
}

const urnOf = (name: string, type: string) => `urn:pulumi:${rig.stack.name}::${rig.stack.name}::pulumi-nodejs:dynamic/ingress:${type}::${name}`;
const snapshot = () => rig.emulator.snapshot();

beforeAll(async () => {
  rig = await startRig("pending", {
    emulator: { seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_p" }], eventDestinations: [{ id: "ed_pending" }] } },
    body: program(false),
  });
  const pair = await makeChain({ keyType: "ecdsa", commonName: "pending.example.com" });
  await rig.writeFile("cert.pem", pair.certificatePem);
  await rig.writeFile("key.pem", pair.privateKeyPem);
  recoverBin = path.join(await userProject(), "node_modules", ".bin", "pulumi-ingress-recover");
  const up = await rig.stack.up();
  firstSubscription = String(up.outputs["first"]?.value);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await rig?.dispose();
});

/** Kills an `up` of the program with the three new resources while the service holds their creates, which it then completes. */
async function killWhileCreating(): Promise<void> {
  await rig.setProgram(program(true));
  rig.emulator.setLatency(LATENCY_MS);
  rig.mark();
  // The three creates start once the read is answered; halfway through their latency, everything the run started is killed.
  const started = (events: string, n: string) => new RegExp(`"resourcePreEvent":\\{"metadata":\\{"op":"create","urn":"[^"]*::${n}"`).test(events);
  await killedUp(rig, "the three creates", (events) => ["cert", "route", "esb-second"].every((n) => started(events, n)), LATENCY_MS / 2);
  await new Promise((r) => setTimeout(r, LATENCY_MS + 1500));
  rig.emulator.setLatency(0);
}

test("the engine killed while the service holds three creates, which it then completes", async () => {
  await killWhileCreating();
  expect(rig.calls().sort()).toEqual([`GET /event_subscriptions/${firstSubscription} 200`, "POST /edges/https/edghts_pending/routes 201", "POST /event_subscriptions 201", "POST /tls_certificates 201"]);
  expect(Object.keys(snapshot().tls_certificates)).toHaveLength(1);
  expect(Object.keys(snapshot().event_subscriptions)).toHaveLength(2);
  expect(await pendingOps()).toEqual(["creating cert", "creating esb-second", "creating route"]);
});

test("pulumi refresh keeps the pending creates (it cannot tell what they made)", async () => {
  await rig.stack.stack.cancel();
  await rig.stack.refresh();
  expect(await pendingOps()).toEqual(["creating cert", "creating esb-second", "creating route"]);
});

test("pulumi-ingress-recover finds each one and imports it; the identical subscription in the state is not taken", async () => {
  const certId = Object.keys(snapshot().tls_certificates)[0] ?? "";
  const routeId = Object.keys(snapshot().routes)[0] ?? "";
  const secondSubscription = Object.keys(snapshot().event_subscriptions).find((id) => id !== firstSubscription) ?? "";
  rig.mark();
  const r = await recover("--yes");
  expect(r.stderr).not.toContain("pulumi-ingress-recover:");
  const lines = r.stdout.split("\n").filter((l) => /^(found|nothing|needs you|\d+ interrupted)/.test(l));
  expect(lines).toEqual([
    expect.stringMatching(/^3 interrupted create\(s\) of pulumi-ingress resources; looking for what each made since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    ...[
      [urnOf("cert", "TlsCertificate"), certId, "TLS certificate with this certificatePem"],
      [urnOf("route", "HttpsEdgeRoute"), routeId, `route of type path_prefix matching /pending on ${EDGE}`],
      [urnOf("esb-second", "EventSubscription"), secondSubscription, "event subscription with these sources, destinations, description and metadata"],
    ]
      .map(([urn, id, what]) => `found ${urn}: ${id}, the ${what}`)
      .sort((a, b) => r.stdout.indexOf(a) - r.stdout.indexOf(b)),
  ]);
  expect(r.status).toBe(0);
  expect(await pendingOps()).toEqual([]);
  // Lists to search, then one read per imported resource; nothing created or deleted.
  expect(rig.entries().filter((e) => e.method !== "GET")).toEqual([]);
  expect((await recover()).stdout.trim()).toBe("no interrupted create of a pulumi-ingress resource in this stack");
});

test("the next up keeps what was found: exactly one of each on the service, none orphaned", async () => {
  rig.mark();
  const up = await rig.stack.up();
  expect(rig.entries().filter((e) => e.method !== "GET")).toEqual([]);
  expect(up.summary).toEqual({ same: 5 });
  expect(Object.keys(snapshot().tls_certificates)).toHaveLength(1);
  expect(Object.keys(snapshot().routes)).toHaveLength(1);
  expect(Object.keys(snapshot().event_subscriptions)).toHaveLength(2);
  const state = await rig.stack.exportState();
  // Managed resources only: the read (`ref`) holds esb-first's id as an external reference.
  const managed = (state.deployment as { resources?: { type: string; id?: string; external?: boolean }[] }).resources?.filter((x) => x.type.includes("dynamic/ingress") && x.external !== true);
  const ids = managed?.map((x) => x.id).sort();
  expect(ids).toEqual([...Object.keys(snapshot().tls_certificates), ...Object.keys(snapshot().routes), ...Object.keys(snapshot().event_subscriptions)].sort());
});

test("a kill that leaves the file backend's checkpoint sidecar empty: recover names the sidecar and how to remove it; after that the stack reads again", async () => {
  const ws = rig.stack.stack.workspace;
  const backend = fileBackendDir(ws.envVars["PULUMI_BACKEND_URL"] ?? "") ?? "";
  const sidecar = path.join(backend, ".pulumi", "stacks", rig.stack.name, `${rig.stack.name}.json.attrs`);
  // What a kill between the CLI's truncating and rewriting the sidecar leaves (scripts/kill-anywhere.ts lands there by chance).
  await fs.writeFile(sidecar, "");
  expect(await failureOf(rig.stack.stack.cancel())).toContain(`error: ${TORN_SIDECAR_ERROR}`);
  const r = await recover("--yes");
  expect(r.status).toBe(1);
  expect(r.stdout).toBe("");
  expect(r.stderr).toBe(
    [
      `pulumi-ingress-recover: \`pulumi stack export\` failed: error: ${TORN_SIDECAR_ERROR}`,
      "the file backend's sidecar is empty: the kill cut the Pulumi CLI while it rewrote it in place (the state files themselves are written whole, by rename).",
      "A sidecar holds only its file's content type and checksum: remove it, then run the recovery again from `pulumi cancel --yes`:",
      `  rm '${sidecar}'`,
      "",
    ].join("\n"),
  );
  await fs.rm(sidecar);
  await rig.stack.stack.cancel();
  expect((await recover("--yes")).stdout.trim()).toBe("no interrupted create of a pulumi-ingress resource in this stack");
  expect((await rig.stack.preview()).summary).toEqual({ same: 5 });
});
