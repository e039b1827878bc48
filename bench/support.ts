/**
 * What the benchmarks share: the table row, timing, the emulator seed every program points at,
 * a certificate, and engine stacks whose programs load pulumi-ingress from node_modules exactly as
 * users' programs do (scripts/engine.ts drives the engine, as it does for the tests and the demo).
 */
import { FAMILIES, FAMILY_NAMES, type FamilyName } from "../provider/families";
import { apiPathsOf } from "../provider/contract/family";
import { execFileSync } from "node:child_process";
import { promises as fs, readFileSync } from "node:fs";
import * as path from "node:path";
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { startEmulator } from "../emulator";
import type { Emulator, RequestLogEntry, Seed } from "../emulator/types";
import { makeDemoCertificate, type DemoCertificate } from "../scripts/demo-cert";
import { createEngine, type Engine, type EngineStack } from "../scripts/engine";

/** One line of the results table. `met` is judged against the goal; `note` explains a miss. */
export interface Row {
  measure: string;
  measured: string;
  goal: string;
  met: "yes" | "no" | "n/a";
  note?: string;
}

/**
 * A benchmark run alone (`node -r ts-node/register/transpile-only bench/<name>.ts …`, for a quick
 * check): `measure` on a new engine, its rows printed as table lines, the engine removed after.
 */
export function runAlone(measure: (engine: Engine) => Promise<readonly Row[]>): void {
  (async () => {
    const engine = await createEngine();
    try {
      for (const r of await measure(engine)) console.log(`| ${r.measure} | ${r.measured} | ${r.goal} | ${r.met} |`);
    } finally {
      await engine.dispose();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

/** `measure` with an emulator holding the bench's seed, closed after. */
export async function withBenchEmulator<T>(measure: (emulator: Emulator) => Promise<T>): Promise<T> {
  const emulator = await startEmulator({ seed: SEED, abuseProcessingDelayMs: 500 });
  try {
    return await measure(emulator);
  } finally {
    await emulator.close();
  }
}

/** Progress goes to stderr, so stdout holds only the table. */
export const progress = (line: string): void => {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
};

export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/**
 * CPU time, in ms, used so far by this process's waited-for descendants (the Pulumi CLI and, through
 * it, the language host, the program and the provider processes), from /proc/self/stat (Linux;
 * undefined elsewhere). Unlike wall time it hardly depends on other load on the machine.
 */
export function childrenCpuMs(): number | undefined {
  try {
    // cutime and cstime: CPU time of the waited-for children.
    const fields = statFields(readFileSync("/proc/self/stat", "utf8"));
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * The fields of a /proc/<pid>/stat line after the command name, 0-based (so utime is 11, stime 12,
 * cutime 13, cstime 14, all in clock ticks); the name itself may hold spaces and parentheses.
 */
export const statFields = (stat: string): string[] => stat.slice(stat.lastIndexOf(")") + 2).split(" ");

/** CPU time of this process (the emulator runs here), in ms. */
export const ownCpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const ratio = (x: number): string => x.toFixed(2);
export const bytes = (n: number): string => `${Math.round(n).toLocaleString("en-US")} B`;

/** The ids every benchmark program points at. */
export const EDGE = "edghts_bench";
export const SEED: Seed = {
  edges: [{ id: EDGE }],
  backends: [{ id: "bkdtg_bench" }],
  ipPolicies: [{ id: "ipp_bench" }],
  eventDestinations: [{ id: "ed_bench", target: { kinesis: { stream_arn: "arn:aws:kinesis:eu-west-1:123456789012:stream/bench", auth: { role: { role_arn: "arn:aws:iam::123456789012:role/bench" } } } } }],
};

/** The family whose API paths the call's path is one of. */
const familyOf = (entry: RequestLogEntry): FamilyName | undefined => FAMILY_NAMES.find((f) => apiPathsOf(FAMILIES[f]).test(entry.path));

/** API calls per family in a slice of the emulator's log. */
export function callsByFamily(entries: readonly RequestLogEntry[]): Record<FamilyName, RequestLogEntry[]> {
  const out = Object.fromEntries(FAMILY_NAMES.map((f) => [f, []])) as unknown as Record<FamilyName, RequestLogEntry[]>;
  for (const e of entries) {
    const f = familyOf(e);
    if (f !== undefined) out[f].push(e);
  }
  return out;
}

let chain: Promise<DemoCertificate> | undefined;
/** One ECDSA (P-256) chain for every certificate of the run: key generation is not what is measured. */
const benchChain = (): Promise<DemoCertificate> => (chain ??= makeDemoCertificate("bench.example.com"));

/** A stack whose JS program reads cert.pem and key.pem from its own folder. */
export async function benchStack(engine: Engine, name: string, program: string, config: ConfigMap): Promise<EngineStack> {
  const stack = await engine.stack(name, { program, config });
  const c = await benchChain();
  await fs.writeFile(path.join(stack.dir, "cert.pem"), c.certificatePem);
  await fs.writeFile(path.join(stack.dir, "key.pem"), c.privateKeyPem);
  return stack;
}

/** The resources of an exported deployment. */
export interface ExportedResource {
  urn: string;
  type: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}
export const resourcesOf = (deployment: { deployment: unknown }): ExportedResource[] =>
  (deployment.deployment as { resources?: ExportedResource[] }).resources ?? [];
