/**
 * Scale past 100: `up` of 1000 mixed resources through pulumi-ingress against the engine's floor
 * at 1000 (bench-noop, bench/noopPackage.ts, as in scale.ts; one round each, they take minutes), and the peak
 * memory (VmHWM) of the dynamic provider process during an `up` of 100 and of 1000 resources.
 *
 * The provider process is found by its command line (`@pulumi/pulumi/cmd/dynamic-provider`) and
 * its working directory (the stack's program folder), sampled every 100 ms from /proc (Linux only;
 * elsewhere the memory is reported as unknown).
 *
 * Runs alone too, with other sizes for a quick check:
 * `node -r ts-node/register/transpile-only bench/large.ts 20 40` (after `node scripts/pretest.js`).
 */
import { existsSync, promises as fs } from "node:fs";
import * as path from "node:path";
import type { Emulator } from "../emulator/types";
import { emulatorConfig, type Engine } from "../scripts/engine";
import { mixedProgram } from "./scale";
import {
  benchStack,
  bytes,
  CLOCK_TICKS,
  type ExportedResource,
  progress,
  ratio,
  resourcesOf,
  type Row,
  runAlone,
  seconds,
  statFields,
  timed,
  withBenchEmulator,
} from "./support";
import { writeNoopPackage } from "./noopPackage";
import { pluginStanza } from "../tests/support/plugin";

const OVERHEAD_GOAL = 1.15;

/** The processes of one `up`, by role, told apart by their command lines. */
export type Role = "engine" | "language host" | "program" | "provider";
const ROLES: readonly Role[] = ["engine", "language host", "program", "provider"];

function roleOf(cmdline: string): Role | undefined {
  // A dynamic provider, or a provider plugin run by the language host (@pulumi/pulumi's cmd/run-plugin).
  if (cmdline.includes("cmd/dynamic-provider") || cmdline.includes("cmd/run-plugin")) return "provider";
  if (cmdline.includes("pulumi-language-nodejs")) return "language host";
  if (cmdline.includes("@pulumi/pulumi/cmd/run") || cmdline.includes("cmd/run/index")) return "program";
  const [argv0 = "", script = ""] = cmdline.split("\0");
  // A provider plugin the engine ran as its executable (pulumi-resource-<name>, which runs `node <folder>/index.js`).
  if (path.basename(argv0) === "node" && path.basename(script) === "index.js" && existsSync(path.join(path.dirname(script), "PulumiPlugin.yaml"))) return "provider";
  return path.basename(argv0) === "pulumi" ? "engine" : undefined;
}

export interface ProcessProfile {
  /** Peak resident memory of the dynamic provider process, in bytes. */
  providerMemory: number | undefined;
  /** CPU time (user + system) per role, in ms, as last sampled before each process ended. */
  cpuMs: Record<Role, number>;
}

/**
 * Samples every 100 ms, from /proc, the processes of an `up` running in `dir` (the engine, the
 * language host, the program and the dynamic provider all start there): the provider's peak
 * memory (VmHWM) and each process's CPU time, summed by role. A process's last 100 ms escape the
 * sampling; each role's figure is a lower bound, alike for both programs compared.
 */
function watchProcesses(dir: string): { stop(): Promise<ProcessProfile> } {
  const peaks = new Map<number, number>();
  const cpu = new Map<number, { role: Role; ms: number }>();
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
        if ((await fs.readlink(`/proc/${pid}/cwd`)) !== dir) continue;
        const role = roleOf(await fs.readFile(`/proc/${pid}/cmdline`, "utf8"));
        if (role === undefined) continue;
        const fields = statFields(await fs.readFile(`/proc/${pid}/stat`, "utf8"));
        cpu.set(Number(pid), { role, ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS });
        if (role !== "provider") continue;
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
      const cpuMs = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
      for (const { role, ms } of cpu.values()) cpuMs[role] += ms;
      return { providerMemory: peaks.size === 0 ? undefined : Math.max(...peaks.values()), cpuMs };
    },
  };
}

const mib = (b: number | undefined): string => (b === undefined ? "unknown" : `${(b / 2 ** 20).toFixed(0)} MiB`);

/** The profile of two ups side by side (`names` says which is which): CPU by process, and the state each left. */
export const profileText = (ours: Up, floor: Up, names = "ours vs floor"): string =>
  `CPU by process, ${names}: ${ROLES.map((r) => `${r} ${seconds(ours.cpuMs[r])} vs ${seconds(floor.cpuMs[r])}`).join(", ")}; ` +
  `state ${bytes(ours.stateBytes)} vs ${bytes(floor.stateBytes)}`;

export interface Up extends ProcessProfile {
  ms: number;
  /** `pulumi stack export` bytes after the up. */
  stateBytes: number;
  /** The resources of that export. */
  resources: ExportedResource[];
}

/**
 * One `up` of `n` resources of mixedProgram over `pkg`, on a new stack, profiled. With `plugin`
 * (a plugin folder), the stack's Pulumi.yaml names it as the `ingress` provider.
 */
export async function upOnce(engine: Engine, emulator: Emulator, pkg: string, n: number, plugin?: { name: string; dir: string }): Promise<Up> {
  const label = plugin === undefined ? pkg : `${pkg} over ${plugin.name}`;
  const name = `large-${plugin?.name ?? pkg}-${n}`;
  const stack = await benchStack(engine, name, mixedProgram(pkg, n, name), emulatorConfig(emulator));
  if (plugin !== undefined) await fs.appendFile(path.join(stack.dir, "Pulumi.yaml"), pluginStanza(plugin.dir));
  progress(`up of ${n} resources, ${label}`);
  const watch = watchProcesses(stack.dir);
  const { ms, value } = await timed(() => stack.up());
  const profile = await watch.stop();
  if (value.summary.create !== n + 1) throw new Error(`${label} up created ${JSON.stringify(value.summary)}`);
  const state = await stack.exportState();
  return { ms, stateBytes: Buffer.byteLength(JSON.stringify(state)), resources: resourcesOf(state), ...profile };
}

/** The ups of this benchmark: the floor and pulumi-ingress at `large`, pulumi-ingress at `small`. */
export interface LargeUps {
  small: number;
  large: number;
  floor: Up;
  big: Up;
  little: Up;
}

export async function largeUps(engine: Engine, emulator: Emulator, small = 100, large = 1000): Promise<LargeUps> {
  await engine.installPackage("bench-noop", await writeNoopPackage());
  const floor = await upOnce(engine, emulator, "bench-noop", large);
  const big = await upOnce(engine, emulator, "pulumi-ingress", large);
  const little = await upOnce(engine, emulator, "pulumi-ingress", small);
  return { small, large, floor, big, little };
}

export function largeRows({ small, large, floor, big, little }: LargeUps): Row[] {
  const r = big.ms / floor.ms;
  return [
    {
      measure: `up of ${large} mixed resources / up of ${large} no-I/O dynamic resources (one round each)`,
      measured: `${ratio(r)} (${seconds(big.ms)} / ${seconds(floor.ms)}; ${profileText(big, floor)})`,
      goal: `<= ${OVERHEAD_GOAL}`,
      met: r <= OVERHEAD_GOAL ? "yes" : "no",
    },
    {
      measure: "peak memory (VmHWM) of the dynamic provider process during an up",
      measured: `${mib(little.providerMemory)} at ${small} resources, ${mib(big.providerMemory)} at ${large} (the no-I/O floor's at ${large}: ${mib(floor.providerMemory)})`,
      goal: "n/a",
      met: "n/a",
    },
  ];
}

if (require.main === module) {
  const [small, large] = process.argv.slice(2).map(Number);
  runAlone((engine) => withBenchEmulator(async (emulator) => largeRows(await largeUps(engine, emulator, small || 100, large || 1000))));
}
