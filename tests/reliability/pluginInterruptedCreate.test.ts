// An interrupted create through the provider plugin: a YAML program (Pulumi's YAML language host,
// the installed package's plugin), its `up` killed with SIGKILL (every process of the run) while the
// service holds a certificate's and a subscription's creates, which it then completes. (They wait
// on an IP policy created first: until the service has answered once, the plugin's client sends
// one request at a time, so only then are both held at once.) The
// checkpoint records both creates as pending, with the plugin's type tokens (`ingress:index:*`).
// `pulumi-ingress-recover --yes` finds each and writes it into the state; the next `up` creates
// nothing: exactly one POST per resource reached the service, ever. The certificate's private key,
// secret in the plugin's state, stays encrypted through the recovery.
import { recover } from "../../scripts/kill-anywhere";
import { makeChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, killedUp, pemLines, type Run, startRun, type StateResource } from "../support/engine";
import { languageTools, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { yamlProgram } from "../support/yamlProgram";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

/** Long enough that the kill lands while the emulator holds both creates. */
const LATENCY_MS = 3000;
const NAMES = ["cert", "sub"];
/** Options of a resource created after the gate (a new object each: the YAML writer would make a shared one an alias, which Pulumi refuses). */
const afterGate = () => ({ dependsOn: ["${gate}"] });
const RESOURCES = {
  gate: { type: "ingress:index:IpPolicy", properties: { description: "gate" } },
  cert: {
    type: "ingress:index:TlsCertificate",
    properties: { certificatePem: { "fn::readFile": "./cert.pem" }, privateKeyPem: { "fn::readFile": "./key.pem" }, description: "held" },
    options: afterGate(),
  },
  sub: { type: "ingress:index:EventSubscription", properties: { sources: ["ip_policy_created.v0"], destinationIds: ["ed_held"], description: "held" }, options: afterGate() },
};

let run: Run;
let pluginDir = "";
let privateKey = "";

/** The Pulumi.yaml declaring the two resources, or none. */
const program = (withResources: boolean): string =>
  yamlProgram(run.stack.name, pluginDir, withResources ? { names: { IpPolicy: "gate", TlsCertificate: "cert", EventSubscription: "sub" }, resources: RESOURCES } : { names: {}, resources: {} });

/** The stack's pending operations, as `type name`. */
async function pendingOps(): Promise<string[]> {
  const ops = ((await run.stack.exportState()).deployment as { pending_operations?: { type: string; resource: { urn: string } }[] }).pending_operations ?? [];
  return ops.map((p) => `${p.type} ${p.resource.urn.split("::").pop() ?? ""}`).sort();
}

const urnOf = (name: string, type: string) => `urn:pulumi:${run.stack.name}::${run.stack.name}::ingress:index:${type}::${name}`;
const posts = () => run.emulator.log.filter((e) => e.method === "POST").map((e) => `${e.method} ${e.path} ${e.status}`);

beforeAll(async () => {
  await languageTools();
  run = await startRun("plugin-pending", { body: "", emulator: { seed: { eventDestinations: [{ id: "ed_held" }] } } });
  pluginDir = await installedPlugin();
  const pair = await makeChain({ keyType: "ecdsa", commonName: "held.example.com", variant: "plugin-held" });
  privateKey = pair.privateKeyPem;
  // The stack's first up declares nothing: a recorded up is what recover searches from.
  await writeProgram(run.stack, { "Pulumi.yaml": program(false), "cert.pem": pair.certificatePem, "key.pem": pair.privateKeyPem });
  await run.stack.up();
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("the engine killed while the service holds the two creates, which it then completes: both pending in the checkpoint", async () => {
  await writeProgram(run.stack, { "Pulumi.yaml": program(true) });
  run.emulator.setLatency(LATENCY_MS);
  run.mark();
  const started = (events: string, n: string) => new RegExp(`"resourcePreEvent":\\{"metadata":\\{"op":"create","urn":"[^"]*::${n}"`).test(events);
  // Both creates begun, then halfway through the service's latency: the requests are held, unanswered.
  await killedUp(run, "the two creates", (events) => NAMES.every((n) => started(events, n)), LATENCY_MS / 2);
  const answeredBeforeKill = run.calls();
  await new Promise((r) => setTimeout(r, LATENCY_MS + 1500));
  run.emulator.setLatency(0);
  expect(answeredBeforeKill).toEqual(["POST /ip_policies 201"]);
  expect(run.calls().sort()).toEqual(["POST /event_subscriptions 201", "POST /ip_policies 201", "POST /tls_certificates 201"]);
  expect(await pendingOps()).toEqual(["creating cert", "creating sub"]);
});

test("pulumi-ingress-recover --yes finds each create of an ingress:index resource and writes it into the state", async () => {
  await run.stack.stack.cancel();
  const certId = Object.keys(run.emulator.snapshot().tls_certificates)[0] ?? "";
  const subId = Object.keys(run.emulator.snapshot().event_subscriptions)[0] ?? "";
  const dry = await recover(run, []);
  expect(dry.stdout.split("\n").at(-2)).toBe("run again with --yes to adopt 2 found resource(s) into the state and read them (pulumi stack import, then pulumi refresh --target each)");
  expect(await pendingOps()).toEqual(["creating cert", "creating sub"]);
  run.mark();
  const r = await recover(run);
  expect(r.stderr).toBe("");
  const lines = r.stdout.split("\n").filter((l) => /^(found|nothing|needs you|\d+ interrupted)/.test(l));
  // One line per pending create, in the order the checkpoint lists them: the engine's, which varies between runs.
  expect([lines[0], ...lines.slice(1).sort()]).toEqual([
    expect.stringMatching(/^2 interrupted create\(s\) of pulumi-ingress resources; looking for what each made since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    `found ${urnOf("sub", "EventSubscription")}: ${subId}, the event subscription with these sources, destinations, description and metadata`,
    `found ${urnOf("cert", "TlsCertificate")}: ${certId}, the TLS certificate with this certificatePem`,
  ]);
  expect(r.status).toBe(0);
  expect(await pendingOps()).toEqual([]);
  // Lists to search, then one read per adopted resource: nothing created or deleted.
  expect(run.entries().filter((e) => e.method !== "GET")).toEqual([]);
  const state = await run.stack.exportState();
  const held = ((state.deployment as { resources?: StateResource[] }).resources ?? []).filter((x) => x.type.startsWith("ingress:index:"));
  const gateId = Object.keys(run.emulator.snapshot().ip_policies)[0] ?? "";
  expect(held.map((x) => `${x.type} ${x.id ?? ""}`).sort()).toEqual([`ingress:index:EventSubscription ${subId}`, `ingress:index:IpPolicy ${gateId}`, `ingress:index:TlsCertificate ${certId}`]);
  // The key stays a secret (encrypted) in the state the recovery wrote and the refresh read back.
  const text = JSON.stringify(state);
  for (const l of pemLines(privateKey)) expect([l, text.includes(l)]).toEqual([l, false]);
  expect((await recover(run, [])).stdout.trim()).toBe("no interrupted create of a pulumi-ingress resource in this stack");
});

test("the next up makes no second create: one POST per resource ever reached the service", async () => {
  run.mark();
  const up = await run.stack.up();
  expect(up.summary).toEqual({ same: 4 });
  expect(run.entries().filter((e) => e.method !== "GET")).toEqual([]);
  expect(posts().sort()).toEqual(["POST /event_subscriptions 201", "POST /ip_policies 201", "POST /tls_certificates 201"]);
  expect([Object.keys(run.emulator.snapshot().tls_certificates).length, Object.keys(run.emulator.snapshot().event_subscriptions).length]).toEqual([1, 1]);
  expect((await run.stack.preview()).summary).toEqual({ same: 4 });
});
