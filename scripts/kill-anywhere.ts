// Kill anywhere: an `up` of 40 mixed resources (TLS certificates, HTTPS edge routes, event
// subscriptions) on the real engine against the emulator, killed with SIGKILL, with every process of
// the run (CLI, language host, providers), at a moment drawn from a seed; then the flow of
// docs/recovery.md after an interrupted `up` (`pulumi cancel`, `pulumi-ingress-recover --yes`,
// `pulumi up`); then
// the service must hold exactly one item per declared resource and nothing the state does not hold,
// `pulumi preview` must show no change, and the state's ids must be the service's. A kill that
// leaves the file backend's checkpoint sidecar empty (every command then says `failed to load
// checkpoint: EOF`) is met with docs/recovery.md's step for it: the empty sidecar is removed.
//
//   node -r ts-node/register/transpile-only scripts/kill-anywhere.ts [--plugin] [--points 20] [--seed N] [--window MS]
//
// With --plugin the program is YAML, through Pulumi's YAML language host and the provider plugin
// (plugin/): one resource of every family of the registry but abuse reports (as below), from the
// families' lifecycle declarations (tests/lifecycle/families/), so the resources that point at
// others (a secret at its vault, a rule at its policy) are created in order.
//
// With PULUMI_INGRESS_RELIABILITY_README=1 the run's summary is written into
// tests/reliability/README.md (the block `kill`, or `kill-plugin` with --plugin).
//
// Each point runs on a fresh stack and emulator, so a point's figures are its own and a failure
// cannot spill into the next. The stack's first `up` declares nothing: a recorded `up` is what the
// recover command searches from (a stack whose very first `up` was killed needs a person, as
// docs/recovery.md says). Abuse reports are left out: the API cannot list them, so an interrupted report is,
// by design, one the recover command hands to a person.
//
// The kill moment is a fraction (from the seed) of the window, by default the time one unkilled
// `up` of the same program took at the start of the run, counted from the CLI's start: so kills land
// before any create, among the creates, while the engine writes its checkpoints, and near the end.
// The service answers each request after LATENCY_MS, which spreads the creates over that window.
// Exits 1 when any point fails.
import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import * as os from "node:os";
import { mulberry32 } from "../emulator/machinery/knobs";
import type { RequestLogEntry, Seed, State } from "../emulator/types";
import { resourceToken, typeToken } from "../provider/tokens";
import { FAMILIES, type FamilyName } from "../provider/families";
import { emptySidecars, fileBackendDir, saysEof } from "../recover/tornSidecar";
import { LIFECYCLE_FAMILIES, lifecycleFiles, lifecycleSeed } from "../tests/lifecycle/families/all";
import { makeChain } from "../tests/support/certs";
import { killedUp, type Run, startRun, type StateResource, userProject } from "../tests/support/engine";
import { languageTools, writeProgram } from "../tests/support/languages";
import { installedPlugin } from "../tests/support/plugin";
import { declare, yamlProgram } from "../tests/support/yamlProgram";

/** Delay the emulator adds before handling each request of the killed `up`. */
export const LATENCY_MS = 1000;
/** The dynamic program's resources: 40 in all. */
export const COUNTS = { certs: 13, routes: 14, subs: 13 } as const;
export const RESOURCES = COUNTS.certs + COUNTS.routes + COUNTS.subs;
/** The documented steps after the kill, in order. */
export const RECOVERY_STEPS = ["pulumi cancel --yes", "pulumi-ingress-recover --yes", "pulumi up --yes"] as const;

const EDGES = ["edghts_killa", "edghts_killb"];
const SEED = {
  edges: EDGES.map((id) => ({ id })),
  backends: [{ id: "bkdtg_a" }, { id: "bkdtg_b" }],
  ipPolicies: [{ id: "ipp_a" }],
  eventDestinations: [{ id: "ed_a" }, { id: "ed_b" }],
};

// Routes carry varied modules, a secret among them, so their creates differ in size and reads.
const MODULE_SETS: Record<string, unknown>[] = [
  {},
  { compression: {} },
  { ipRestriction: { ipPolicyIds: ["ipp_a"] }, requestHeaders: { add: { "X-Env": "kill" }, remove: ["X-Debug"] } },
  { oidc: { issuer: "https://id.example.com", clientId: "oidc-client", clientSecret: "oidc-secret-kill" } },
  { circuitBreaker: { numBuckets: 10, errorThresholdPercentage: 0.5 }, userAgentFilter: { deny: ["(?i)curl"] } },
];
const SOURCES = ["ip_policy_created.v0", "ip_policy_updated.v0", "ip_policy_deleted.v0"];

// Every declared resource has a description of its own: what the duplicate count groups by.
const PROGRAM = `
const spec = JSON.parse(read("resources.json"));
for (const c of spec.certs) new ingress.TlsCertificate(c.name, { certificatePem: read(c.cert), privateKeyPem: read(c.key), description: c.name });
for (const r of spec.routes) new ingress.HttpsEdgeRoute(r.name, r.args);
for (const s of spec.subs) new ingress.EventSubscription(s.name, s.args);
`;

/** The emulator's collection of a family: its wire key. */
const collectionOf = (f: FamilyName): keyof State => FAMILIES[f].wire.key as keyof State;

/** A program the run kills: what it declares and how a stack is made to declare it. */
export interface KillProgram {
  /** What the program is, for the summary. */
  label: string;
  /** The README block of its run. */
  block: string;
  /** How many resources of each family it declares. */
  counts: Partial<Record<FamilyName, number>>;
  /** The engine's type token of a family's resources. */
  token: (family: FamilyName) => string;
  /** The account the run starts with: what the resources point at. */
  seed: Seed;
  /** Writes the program's files and a program that declares nothing. */
  setUp(run: Run): Promise<void>;
  /** Makes the program declare every resource. */
  declareAll(run: Run): Promise<void>;
}

/** The dynamic SDK's program (Node.js): certificates, routes and subscriptions. */
export const DYNAMIC: KillProgram = {
  label: `the dynamic SDK (Node.js), ${RESOURCES} resources (${COUNTS.certs} certificates, ${COUNTS.routes} routes, ${COUNTS.subs} subscriptions)`,
  block: "kill",
  counts: { TlsCertificate: COUNTS.certs, HttpsEdgeRoute: COUNTS.routes, EventSubscription: COUNTS.subs },
  token: typeToken,
  seed: SEED,
  setUp: writeDynamicFiles,
  declareAll: (run) => run.setProgram(PROGRAM),
};

/** The families of the plugin's program: every family but abuse reports, which the API cannot list (see above). */
const PLUGIN_FAMILIES = LIFECYCLE_FAMILIES.filter((f) => f.type !== "AbuseReport");

/** The plugin's program (YAML): one resource of each family. */
export const PLUGIN: KillProgram = {
  label: `the provider plugin (a YAML program), ${PLUGIN_FAMILIES.length} resources, one of each family but abuse reports (${PLUGIN_FAMILIES.map((f) => f.type).join(", ")})`,
  block: "kill-plugin",
  counts: Object.fromEntries(PLUGIN_FAMILIES.map((f) => [f.type, 1])),
  token: resourceToken,
  seed: lifecycleSeed() as Seed,
  setUp: async (run) => {
    await languageTools();
    await writeProgram(run.stack, { "Pulumi.yaml": yamlProgram(run.stack.name, await installedPlugin(), { names: {}, resources: {} }), ...(await lifecycleFiles()) });
  },
  declareAll: async (run) => {
    const declared = declare("kill", await lifecycleFiles(), PLUGIN_FAMILIES);
    await writeProgram(run.stack, { "Pulumi.yaml": yamlProgram(run.stack.name, await installedPlugin(), declared) });
  },
};

/** How many resources `program` declares. */
const declaredCount = (program: KillProgram): number => Object.values(program.counts).reduce((n, c) => n + c, 0);
const familiesOf = (program: KillProgram): FamilyName[] => Object.keys(program.counts) as FamilyName[];

/** A fresh run holding the program's files, its stack's first `up` (declaring nothing) done. */
async function prepare(name: string, program: KillProgram): Promise<{ run: Run; answeredAt: Map<RequestLogEntry, number> }> {
  const answeredAt = new Map<RequestLogEntry, number>();
  const run = await startRun(name, { emulator: { seed: program.seed, onRequest: (e) => answeredAt.set(e, Date.now()) }, body: "" });
  await program.setUp(run);
  await run.stack.up();
  await program.declareAll(run);
  return { run, answeredAt };
}

/** The dynamic program's files: the certificates and resources.json, which the program reads. */
async function writeDynamicFiles(run: Run): Promise<void> {
  const spec: Record<"certs" | "routes" | "subs", unknown[]> = { certs: [], routes: [], subs: [] };
  for (let i = 0; i < COUNTS.certs; i++) {
    const chain = await makeChain({ keyType: "ecdsa", commonName: `svc-${i}.kill.test`, variant: `kill-${i}` });
    await run.writeFile(`cert-${i}.pem`, chain.certificatePem);
    await run.writeFile(`key-${i}.pem`, chain.privateKeyPem);
    spec.certs.push({ name: `cert-${i}`, cert: `cert-${i}.pem`, key: `key-${i}.pem` });
  }
  for (let i = 0; i < COUNTS.routes; i++) {
    spec.routes.push({
      name: `route-${i}`,
      args: {
        edgeId: EDGES[i % EDGES.length],
        matchType: i % 3 === 0 ? "exact_path" : "path_prefix",
        match: `/svc/${i}`,
        description: `route-${i}`,
        backend: { backendId: i % 2 === 0 ? "bkdtg_a" : "bkdtg_b" },
        ...MODULE_SETS[i % MODULE_SETS.length],
      },
    });
  }
  for (let i = 0; i < COUNTS.subs; i++) {
    spec.subs.push({
      name: `sub-${i}`,
      args: { sources: SOURCES.slice(0, 1 + (i % 3)), destinationIds: i % 2 === 0 ? ["ed_a"] : ["ed_a", "ed_b"], description: `sub-${i}`, metadata: `{"i":${i}}` },
    });
  }
  await run.writeFile("resources.json", JSON.stringify(spec));
}

/** The time one unkilled `up` of the program takes, in ms, with the service's latency: the window kill moments are drawn from. */
export async function calibrate(program: KillProgram = DYNAMIC): Promise<number> {
  const { run } = await prepare("kill-calibrate", program);
  try {
    run.emulator.setLatency(LATENCY_MS);
    const t = Date.now();
    await run.stack.up();
    return Date.now() - t;
  } finally {
    await run.dispose();
  }
}

/** The fraction of the window at which seed `seed` kills. */
export const killFraction = (seed: number): number => mulberry32(seed)();

/** Where in the `up` a kill landed. */
export type Phase = "before any create" | "among the creates" | "after the last create was answered" | "after the up ended";

export interface PointResult {
  seed: number;
  /** Planned moment of the kill, ms after the CLI started. */
  plannedMs: number;
  /** Measured moment, ms after the CLI started (timers run late on a loaded machine). */
  killMs: number;
  processesKilled: number;
  phase: Phase;
  /** Checkpoint sidecars the kill left empty, removed before the recovery could read the stack. */
  tornSidecars: number;
  /** Creates (POSTs) that had reached the service at the kill, and of those how many it had answered. */
  createsSent: number;
  createsAnswered: number;
  /** Creates the service completed (201), the answers the kill kept from the engine included. */
  createsCommitted: number;
  /** Resources of the program the checkpoint held after the kill, and creates it recorded as pending. */
  checkpointed: number;
  pendingCreates: number;
  /** The recover command's findings: creates found on the service and adopted, and creates that made nothing. */
  found: number;
  madeNothing: number;
  recoverExit: number | null;
  /** What the final `up` did, as the engine counts it. */
  finalUp: Record<string, number>;
  /** Service items beyond the first per declared resource. */
  duplicates: number;
  /** Service items the state does not hold. */
  orphans: number;
  /** Whether `pulumi preview` after the final `up` showed no change. */
  converged: boolean;
  /** Whether the state's ids are exactly the service's. */
  idsMatch: boolean;
  /** Why the point failed; absent when it passed. */
  failure?: string;
  durationMs: number;
}

/** The pulumi-ingress-recover bin of the user project with `args` (`--yes` by default), run as a pipeline would, in the stack's folder with its environment. */
export async function recover(run: Run, args: readonly string[] = ["--yes"]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const bin = path.join(await userProject(), "node_modules", ".bin", "pulumi-ingress-recover");
  const ws = run.stack.stack.workspace;
  // Asynchronously: the emulator answers from this process.
  const child = spawn(bin, ["--stack", run.stack.name, "--pulumi", ws.pulumiCommand.command, ...args], { cwd: run.stack.dir, env: { ...process.env, ...ws.envVars } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout, stderr })));
}

const managed = (resources: StateResource[], program: KillProgram, family: FamilyName): StateResource[] =>
  resources.filter((r) => r.type === program.token(family) && r.external !== true);

/** The ids of the items the run's account starts with: on the service, held by no state, and no orphans. */
const seededIds = (seed: Seed): Set<string> =>
  new Set(Object.values(seed).flatMap((items: unknown) => (Array.isArray(items) ? items.map((x) => String((x as { id?: unknown }).id)) : [])));

async function checkpoint(run: Run): Promise<{ resources: StateResource[]; pendingCreates: number }> {
  const d = (await run.stack.exportState()).deployment as { resources?: StateResource[]; pending_operations?: { type: string }[] };
  return { resources: d.resources ?? [], pendingCreates: (d.pending_operations ?? []).filter((p) => p.type === "creating").length };
}

/**
 * docs/recovery.md's step for a kill that cut the CLI while it rewrote a state file's sidecar: the stack
 * cannot be read (`EOF`), and the empty sidecars are removed. Returns how many.
 */
async function removeTornSidecars(run: Run): Promise<number> {
  const dir = fileBackendDir(run.stack.stack.workspace.envVars["PULUMI_BACKEND_URL"] ?? "");
  const torn = dir === undefined ? [] : await emptySidecars(dir);
  if (torn.length === 0) return 0;
  const reads = await Promise.allSettled([run.stack.exportState(), run.stack.stack.history()]);
  // An empty sidecar of a file no command reads (the checkpoint's `.bak`) is rewritten by the next write.
  if (!reads.some((r) => r.status === "rejected" && saysEof(String(r.reason)))) return 0;
  for (const file of torn) await fs.rm(file);
  return torn.length;
}

/** The error diagnostics of the killed up's event log (killedUp writes it into the engine's folder). */
async function eventErrors(run: Run): Promise<string> {
  const logs = (await fs.readdir(run.engine.dir)).filter((f) => f.startsWith(`${run.stack.name}-killed-`));
  const lines: string[] = [];
  for (const f of logs) {
    for (const l of (await fs.readFile(path.join(run.engine.dir, f), "utf8")).split("\n")) {
      const d = l === "" ? undefined : (JSON.parse(l) as { diagnosticEvent?: { severity?: string; message?: string } }).diagnosticEvent;
      if (d?.severity === "error" && d.message !== undefined) lines.push(d.message.trim());
    }
  }
  return lines.join("\n") || "(no error in the event log)";
}

/** One kill point: a fresh stack, its `up` killed `fraction(seed) × windowMs` after the CLI started, the documented recovery, the checks. */
export async function killPoint(seed: number, windowMs: number, program: KillProgram = DYNAMIC): Promise<PointResult> {
  const started = Date.now();
  const plannedMs = Math.floor(killFraction(seed) * windowMs);
  const resources = declaredCount(program);
  const { run, answeredAt } = await prepare(`kill-${seed}`, program);
  const result: PointResult = {
    seed,
    plannedMs,
    killMs: 0,
    processesKilled: 0,
    tornSidecars: 0,
    phase: "before any create",
    createsSent: 0,
    createsAnswered: 0,
    createsCommitted: 0,
    checkpointed: 0,
    pendingCreates: 0,
    found: 0,
    madeNothing: 0,
    recoverExit: null,
    finalUp: {},
    duplicates: 0,
    orphans: 0,
    converged: false,
    idsMatch: false,
    durationMs: 0,
  };
  try {
    run.emulator.setLatency(LATENCY_MS);
    const from = run.emulator.log.length;
    const spawned = Date.now();
    result.processesKilled = await killedUp(run, "the CLI's start", () => true, plannedMs);
    const killedAt = Date.now();
    result.killMs = killedAt - spawned;
    // Requests the service held at the kill complete anyway, as on a real service: wait for them.
    await new Promise((r) => setTimeout(r, LATENCY_MS + 1500));
    run.emulator.setLatency(0);
    const creates = run.emulator.log.slice(from).filter((e) => e.method === "POST");
    result.createsSent = creates.filter((e) => Date.parse(e.at) <= killedAt).length;
    result.createsAnswered = creates.filter((e) => (answeredAt.get(e) ?? Infinity) <= killedAt).length;
    result.createsCommitted = creates.filter((e) => e.status === 201).length;

    result.tornSidecars = await removeTornSidecars(run);
    const killed = await checkpoint(run);
    result.checkpointed = familiesOf(program).reduce((n, f) => n + managed(killed.resources, program, f).length, 0);
    result.pendingCreates = killed.pendingCreates;
    // A killed up leaves no history entry: two updates mean the kill came after the up ended.
    const updates = (await run.stack.stack.history()).filter((u) => u.kind === "update");
    const ended = updates.length > 1;
    if (ended && updates[0]?.result !== "succeeded") {
      throw new Error(`the up ended on its own (${String(updates[0]?.result)}) before the kill:\n${await eventErrors(run)}`);
    }
    result.phase = ended
      ? "after the up ended"
      : result.createsSent === 0
        ? "before any create"
        : result.createsAnswered < resources
          ? "among the creates"
          : "after the last create was answered";

    // The flow after an interrupted up (docs/recovery.md).
    await run.stack.stack.cancel();
    const r = await recover(run);
    result.recoverExit = r.status;
    result.found = r.stdout.split("\n").filter((l) => l.startsWith("found ")).length;
    result.madeNothing = r.stdout.split("\n").filter((l) => l.startsWith("nothing made by ")).length;
    // Every create the service completed is in the state now: checkpointed before the kill, or found.
    if (result.createsCommitted !== result.checkpointed + result.found) {
      throw new Error(`${result.createsCommitted} creates completed on the service, but ${result.checkpointed} checkpointed and ${result.found} found:\n${r.stdout}`);
    }
    if (r.status !== 0) throw new Error(`pulumi-ingress-recover exited ${String(r.status)}:\n${r.stdout}${r.stderr}`);
    const up = await run.stack.up();
    result.finalUp = up.summary as Record<string, number>;

    const preview = await run.stack.preview();
    result.converged = Object.keys(preview.summary).every((op) => op === "same");
    const state = await checkpoint(run);
    const service = run.emulator.snapshot();
    const problems: string[] = [];
    const seeded = seededIds(program.seed);
    for (const f of familiesOf(program)) {
      const items = (Object.values(service[collectionOf(f)]) as { id: string; description?: string }[]).filter((x) => !seeded.has(x.id));
      const held = managed(state.resources, program, f);
      const heldIds = held.map((x) => x.id ?? "").sort();
      const serviceIds = items.map((x) => x.id).sort();
      result.orphans += serviceIds.filter((id) => !heldIds.includes(id)).length;
      const perDescription = new Map<string, number>();
      for (const x of items) perDescription.set(x.description ?? "", (perDescription.get(x.description ?? "") ?? 0) + 1);
      for (const n of perDescription.values()) result.duplicates += n - 1;
      const declared = program.counts[f] ?? 0;
      if (JSON.stringify(heldIds) !== JSON.stringify(serviceIds)) problems.push(`${f}: state ids ${heldIds.join(",")} but service ids ${serviceIds.join(",")}`);
      if (held.length !== declared || perDescription.size !== declared) problems.push(`${f}: ${declared} declared, ${held.length} in the state, ${perDescription.size} distinct on the service`);
    }
    result.idsMatch = problems.length === 0;
    if (result.duplicates > 0) problems.push(`${result.duplicates} duplicate(s) on the service`);
    if (result.orphans > 0) problems.push(`${result.orphans} orphan(s) on the service`);
    if (!result.converged) problems.push(`preview after the final up: ${JSON.stringify(preview.summary)}`);
    if ((result.finalUp["create"] ?? 0) !== resources - result.checkpointed - result.found) problems.push(`the final up created ${result.finalUp["create"] ?? 0}, not the ${resources - result.checkpointed - result.found} the state lacked`);
    if (state.pendingCreates > 0) problems.push(`${state.pendingCreates} pending create(s) left in the state`);
    if (problems.length > 0) result.failure = problems.join("; ");
  } catch (e) {
    result.failure = e instanceof Error ? e.message : String(e);
  } finally {
    result.durationMs = Date.now() - started;
    await run.dispose();
  }
  return result;
}

/** What the final `up` changed, as the engine counts it (`14 create`), or `no change`. */
const finalUpText = (p: PointResult): string =>
  Object.entries(p.finalUp)
    .filter(([op]) => op !== "same")
    .map(([op, n]) => `${n} ${op}`)
    .join(", ") || "no change";

/** One line per point. */
export function describePoint(p: PointResult, windowMs: number): string {
  return [
    `seed ${p.seed}: killed at ${p.killMs} ms (planned ${p.plannedMs} of ${windowMs}), ${p.processesKilled} processes, ${p.phase}${p.tornSidecars > 0 ? `, ${p.tornSidecars} checkpoint sidecar(s) left empty and removed` : ""}`,
    `creates sent ${p.createsSent}, answered ${p.createsAnswered}, completed by the service ${p.createsCommitted}; checkpointed ${p.checkpointed}, pending creates ${p.pendingCreates}`,
    `recover: ${p.found} found, ${p.madeNothing} made nothing (exit ${String(p.recoverExit)})`,
    `final up: ${finalUpText(p)}`,
    `duplicates ${p.duplicates}, orphans ${p.orphans}, ${p.converged ? "converged" : "NOT converged"}, ids ${p.idsMatch ? "equal" : "DIFFER"}`,
    `${(p.durationMs / 1000).toFixed(1)} s`,
    p.failure === undefined ? "ok" : `FAILED: ${p.failure}`,
  ].join("; ");
}

/** The run's totals, one figure a line. */
export function summarize(points: readonly PointResult[], baseSeed: number, windowMs: number, program: KillProgram = DYNAMIC): string[] {
  const sum = (k: "duplicates" | "orphans" | "found" | "madeNothing" | "pendingCreates" | "tornSidecars") => points.reduce((n, p) => n + p[k], 0);
  const phases = (["before any create", "among the creates", "after the last create was answered", "after the up ended"] as const).map(
    (ph) => `${points.filter((p) => p.phase === ph).length} ${ph}`,
  );
  return [
    `kill points: ${points.length} (seeds ${baseSeed}..${baseSeed + points.length - 1}), window ${windowMs} ms, service latency ${LATENCY_MS} ms, through ${program.label}`,
    `kill moments: ${phases.join(", ")}`,
    `recovery: ${RECOVERY_STEPS.join(", then ")}`,
    `checkpoint sidecars left empty by the kill (file backend), removed as docs/recovery.md says: ${sum("tornSidecars")}`,
    `pending creates after the kills: ${sum("pendingCreates")}; found on the service and adopted: ${sum("found")}; made nothing, dropped: ${sum("madeNothing")}`,
    `duplicates: ${sum("duplicates")}`,
    `orphans: ${sum("orphans")}`,
    `converged (preview with no change): ${points.filter((p) => p.converged).length} of ${points.length}`,
    `state ids equal the service's: ${points.filter((p) => p.idsMatch).length} of ${points.length}`,
    `failed points: ${points.filter((p) => p.failure !== undefined).length}`,
  ];
}

/** The run's summary and its points, as the `kill` block of tests/reliability/README.md. */
function writeFigures(summary: readonly string[], points: readonly PointResult[], windowMs: number, program: KillProgram): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plain script that owns the README's blocks
  const { writeBlock, commit } = require("./reliability-readme") as { writeBlock(name: string, text: string): void; commit(): string };
  const flag = program === PLUGIN ? " --plugin" : "";
  writeBlock(
    program.block,
    [
      `## Kill anywhere${program === PLUGIN ? " through the plugin" : ""} (\`npm run test:kill${flag === "" ? "" : ` --${flag}`}\`)`,
      "",
      `Run ${new Date().toISOString()} at commit ${commit()}, load average ${os.loadavg()[0]?.toFixed(1) ?? "?"} on ${os.cpus().length} CPUs; replay one point with \`npm run test:kill --${flag} --points 1 --seed <seed> --window ${windowMs}\`.`,
      "",
      ...summary.map((l) => `- ${l}`),
      "",
      "| seed | killed at (ms) | moment | creates sent / answered / completed | checkpointed | found | made nothing | empty sidecars removed | final up | result |",
      "|---|---|---|---|---|---|---|---|---|---|",
      ...points.map((p) => {
        return `| ${p.seed} | ${p.killMs} | ${p.phase} | ${p.createsSent} / ${p.createsAnswered} / ${p.createsCommitted} | ${p.checkpointed} | ${p.found} | ${p.madeNothing} | ${p.tornSidecars} | ${finalUpText(p)} | ${p.failure === undefined ? "ok" : `FAILED: ${p.failure.replace(/\|/g, "\\|").replace(/\n/g, " ")}`} |`;
      }),
    ].join("\n"),
  );
}

function parseArgs(argv: readonly string[]): { points: number; seed: number; window: number | undefined; program: KillProgram } {
  const o = { points: 20, seed: Date.now() % 1_000_000, window: undefined as number | undefined, program: DYNAMIC };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === "--plugin") {
      o.program = PLUGIN;
      continue;
    }
    const raw = argv[++i];
    const n = Number(raw);
    if (raw === undefined || !Number.isInteger(n) || n < (flag === "--seed" ? 0 : 1)) {
      throw new Error(`${String(flag)} needs a whole number${flag === "--seed" ? "" : " above 0"}; got ${String(raw)}`);
    }
    if (flag === "--points") o.points = n;
    else if (flag === "--seed") o.seed = n;
    else if (flag === "--window") o.window = n;
    else throw new Error(`unknown argument ${String(flag)}; usage: kill-anywhere.ts [--plugin] [--points N] [--seed N] [--window MS]`);
  }
  return o;
}

async function main(): Promise<number> {
  const o = parseArgs(process.argv.slice(2));
  console.log(`kill-anywhere: ${o.points} points from seed ${o.seed}, through ${o.program.label}`);
  const windowMs = o.window ?? (await calibrate(o.program));
  if (o.window === undefined) console.log(`window: one unkilled up of ${declaredCount(o.program)} resources took ${windowMs} ms`);
  const points: PointResult[] = [];
  for (let i = 0; i < o.points; i++) {
    const p = await killPoint(o.seed + i, windowMs, o.program);
    points.push(p);
    console.log(`point ${i + 1}/${o.points}: ${describePoint(p, windowMs)}`);
  }
  const summary = summarize(points, o.seed, windowMs, o.program);
  console.log("\nsummary");
  for (const l of summary) console.log(l);
  if (process.env["PULUMI_INGRESS_RELIABILITY_README"] === "1") writeFigures(summary, points, windowMs, o.program);
  return points.some((p) => p.failure !== undefined) ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exit(2);
    },
  );
}
