/**
 * Scale past 100: `up` of 1000 mixed resources through pulumi-ingress against the engine's floor
 * at 1000 (bench/fixtures/noop, as in scale.ts; one round each, they take minutes), and the peak
 * memory (VmHWM) of the dynamic provider process during an `up` of 100 and of 1000 resources.
 *
 * The provider process is found by its command line (`@pulumi/pulumi/cmd/dynamic-provider`) and
 * its working directory (the stack's program folder), sampled every 100 ms from /proc (Linux only;
 * elsewhere the memory is reported as unknown).
 *
 * Runs alone too, with other sizes for a quick check:
 * `node -r ts-node/register/transpile-only bench/large.ts 20 40` (after `node scripts/pretest.js`).
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../emulator";
import type { Emulator } from "../emulator/types";
import { createEngine, type Engine } from "../tests/support/engine";
import { mixedProgram } from "./scale";
import { benchStack, emulatorConfig, progress, ratio, type Row, SEED, seconds, timed } from "./support";

const OVERHEAD_GOAL = 1.15;

/** Peak resident memory, in bytes, of the dynamic provider processes running in `dir`, sampled until stopped. */
function watchProviderMemory(dir: string): { stop(): Promise<number | undefined> } {
  const peaks = new Map<number, number>();
  let stopped = false;
  const sample = async (): Promise<void> => {
    let pids: string[];
    try {
      pids = (await fs.readdir("/proc")).filter((p) => /^\d+$/.test(p));
    } catch {
      return;
    }
    for (const pid of pids) {
      try {
        const cmd = await fs.readFile(`/proc/${pid}/cmdline`, "utf8");
        if (!cmd.includes("cmd/dynamic-provider")) continue;
        if ((await fs.readlink(`/proc/${pid}/cwd`)) !== dir) continue;
        const hwm = /VmHWM:\s+(\d+) kB/.exec(await fs.readFile(`/proc/${pid}/status`, "utf8"));
        if (hwm) peaks.set(Number(pid), Math.max(peaks.get(Number(pid)) ?? 0, Number(hwm[1]) * 1024));
      } catch {
        // gone meanwhile, or not ours to read
      }
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await sample();
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return peaks.size === 0 ? undefined : Math.max(...peaks.values());
    },
  };
}

const mib = (b: number | undefined): string => (b === undefined ? "unknown" : `${(b / 2 ** 20).toFixed(0)} MiB`);

async function upOnce(engine: Engine, emulator: Emulator, pkg: "bench-noop" | "pulumi-ingress", n: number): Promise<{ ms: number; memory: number | undefined }> {
  const stack = await benchStack(engine, `large-${pkg}-${n}`, mixedProgram(pkg, n), emulatorConfig(emulator));
  progress(`up of ${n} resources, ${pkg}`);
  const memory = watchProviderMemory(stack.dir);
  const { ms, value } = await timed(() => stack.up());
  const peak = await memory.stop();
  if (value.summary.create !== n + 1) throw new Error(`${pkg} up created ${JSON.stringify(value.summary)}`);
  return { ms, memory: peak };
}

export async function measureLarge(engine: Engine, emulator: Emulator, small = 100, large = 1000): Promise<Row[]> {
  await engine.installPackage("bench-noop", path.join(__dirname, "fixtures", "noop"));
  const floor = await upOnce(engine, emulator, "bench-noop", large);
  const big = await upOnce(engine, emulator, "pulumi-ingress", large);
  const little = await upOnce(engine, emulator, "pulumi-ingress", small);
  const r = big.ms / floor.ms;
  return [
    {
      measure: `up of ${large} mixed resources / up of ${large} no-I/O dynamic resources (one round each)`,
      measured: `${ratio(r)} (${seconds(big.ms)} / ${seconds(floor.ms)})`,
      goal: `<= ${OVERHEAD_GOAL}`,
      met: r <= OVERHEAD_GOAL ? "yes" : "no",
    },
    {
      measure: "peak memory (VmHWM) of the dynamic provider process during an up",
      measured: `${mib(little.memory)} at ${small} resources, ${mib(big.memory)} at ${large} (the no-I/O floor's at ${large}: ${mib(floor.memory)})`,
      goal: "n/a",
      met: "n/a",
    },
  ];
}

if (require.main === module) {
  const [small, large] = process.argv.slice(2).map(Number);
  (async () => {
    const emulator = await startEmulator({ seed: SEED, abuseProcessingDelayMs: 500 });
    const engine = await createEngine();
    try {
      const rows = await measureLarge(engine, emulator, small || 100, large || 1000);
      for (const row of rows) console.log(`| ${row.measure} | ${row.measured} | ${row.goal} | ${row.met} |`);
    } finally {
      await engine.dispose();
      await emulator.close();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
