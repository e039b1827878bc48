/**
 * What one start of the provider plugin costs, as the engine starts it, before and after the plugin
 * folder gained its executable: before, the folder's PulumiPlugin.yaml goes through the Node language
 * host's RunPlugin, which runs `node @pulumi/pulumi/cmd/run-plugin <folder> <engine address>`
 * (scripts/hosts, as Pulumi's host does; run-plugin registers TypeScript support and opens an
 * inspector session for every Node plugin); after, the engine runs the folder's
 * pulumi-resource-ingress directly (`node index.js <engine address>`, no language host). Each start
 * is timed from spawn to the port line the engine waits for, on the installed package's folder, the
 * two alternated round by round so that a change of load touches both alike; medians. A second row
 * times the plugin as one executable with Node embedded (scripts/release/pluginArchives.ts, built here
 * for this machine, with V8's code cache) against the same `node index.js` executable, in the same
 * rounds; a third, the same executable on Bun, the runtime of the darwin-arm64 archive, built for
 * this machine.
 *
 * Runs alone too: `node -r ts-node/register/transpile-only bench/pluginStart.ts [rounds]` (after
 * `node scripts/pretest.js`).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";
import { buildPluginExecutable, RUNTIMES } from "../scripts/release/pluginArchives";
import { hostTarget } from "../scripts/release/targets";
import { userProject } from "../scripts/engine";
import { median, progress, ratio, type Row, runAlone } from "./support";

const ROUNDS = 7;
/** An engine address nobody listens on: the plugin only dials the engine to log a warning. */
const ENGINE_ADDRESS = "127.0.0.1:1";

/** Milliseconds from spawning `command` to its first line on stdout; the process is then stopped. */
async function toPort(command: string, args: readonly string[], cwd: string): Promise<number> {
  const start = performance.now();
  const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ms = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", () => resolve(performance.now() - start));
    child.once("error", reject);
    void exited.then(() => reject(new Error(`${path.basename(command)} exited before printing its port`)));
  });
  child.kill();
  await exited;
  return ms;
}

export async function measurePluginStart(rounds = ROUNDS): Promise<Row[]> {
  const dir = path.join(await userProject(), "node_modules", "pulumi-ingress", "plugin");
  const runPlugin = require.resolve("@pulumi/pulumi/cmd/run-plugin", { paths: [dir] });
  const work = await mkdtemp(path.join(os.tmpdir(), "bench-plugin-sea-"));
  const single = path.join(work, "pulumi-resource-ingress");
  const onBun = path.join(work, "bun", "pulumi-resource-ingress");
  const target = hostTarget();
  if (target === undefined) throw new Error(`the npm registry serves no Node with single executable applications for ${process.platform}-${process.arch}`);
  progress(`plugin start: building the one executable for ${target.os}-${target.arch}`);
  await buildPluginExecutable({ target, outFile: single, runtime: RUNTIMES["node-sea"] });
  await buildPluginExecutable({ target, outFile: onBun, runtime: RUNTIMES.bun });
  const before: number[] = [];
  const after: number[] = [];
  const embedded: number[] = [];
  const bunEmbedded: number[] = [];
  progress(`plugin start: ${rounds} rounds of run-plugin, of the executable and of the one executable`);
  try {
    for (let i = 0; i < rounds; i++) {
      before.push(await toPort(process.execPath, [runPlugin, dir, ENGINE_ADDRESS], dir));
      after.push(await toPort(path.join(dir, "pulumi-resource-ingress"), [ENGINE_ADDRESS], dir));
      embedded.push(await toPort(single, [ENGINE_ADDRESS], work));
      bunEmbedded.push(await toPort(onBun, [ENGINE_ADDRESS], work));
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const [b, a, e, u] = [median(before), median(after), median(embedded), median(bunEmbedded)];
  return [
    {
      measure: `plugin start time, spawn to port, after (the executable pulumi-resource-ingress) / before (run-plugin of the PulumiPlugin.yaml folder) (median of ${rounds} rounds each)`,
      measured: `${ratio(a / b)} (${Math.round(a)} ms / ${Math.round(b)} ms)`,
      goal: "< 1.00",
      met: a < b ? "yes" : "no",
    },
    {
      measure: `plugin start time, spawn to port, the one executable with Node embedded (scripts/release/pluginArchives.ts, ${target.os}-${target.arch}, V8's code cache) / the executable pulumi-resource-ingress (node index.js) (median of ${rounds} rounds each)`,
      measured: `${ratio(e / a)} (${Math.round(e)} ms / ${Math.round(a)} ms)`,
      goal: "<= 0.50",
      met: e <= a / 2 ? "yes" : "no",
    },
    {
      measure: `plugin start time, spawn to port, the one executable on Bun (darwin-arm64's runtime, built for ${target.os}-${target.arch}, no bytecode) / the one executable with Node embedded (median of ${rounds} rounds each)`,
      measured: `${ratio(u / e)} (${Math.round(u)} ms / ${Math.round(e)} ms)`,
      goal: "none",
      met: "n/a",
      note: "recorded: docs/plugin.md says why each platform gets its runtime",
    },
  ];
}

if (require.main === module) runAlone(() => measurePluginStart(Number(process.argv[2]) || ROUNDS));
