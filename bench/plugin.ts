/**
 * The provider plugin (plugin/) at scale: `up` of 100 and of 1000 mixed resources (bench/scale.ts's
 * mixedProgram) through the plugin, declared with bench-plugin-sdk (bench/pluginSdk.ts, the classes
 * a generated SDK has), against the same through the dynamic SDK (bench/large.ts's ups of the same
 * run, not measured twice) and against the plugin's own floor, bench-twin-plugin
 * (bench/twinPlugin.ts: the same tokens, schema and start, no I/O, and entries in the state with
 * the members of the real plugin's, answered from one sample of each type that an up through the
 * real plugin leaves first). One round each, profiled by process as large.ts does; and the state
 * each left, in bytes per resource.
 *
 * Runs alone too, with other sizes for a quick check (it measures large.ts's ups first):
 * `node -r ts-node/register/transpile-only bench/plugin.ts 20 40` (after `node scripts/pretest.js`).
 */
import * as path from "node:path";
import type { Emulator } from "../emulator/types";
import { resourceToken } from "../provider/tokens";
import { type Engine, userProject } from "../scripts/engine";
import { largeRows, largeUps, type LargeUps, profileText, type Up, upOnce } from "./large";
import { writePluginSdk } from "./pluginSdk";
import { MIXED_FAMILIES } from "./scale";
import { bytes, ratio, type Row, runAlone, seconds, withBenchEmulator } from "./support";
import { assertSameMembers, twinSamples, writeTwinPlugin } from "./twinPlugin";

/**
 * The issues' goals: the plugin at most 0.85 of the dynamic SDK's time (#34), and at most 1.10 of
 * its no-I/O twin's, whose entries have the same members (#43).
 */
const DYNAMIC_GOAL = 0.85;
const OVERHEAD_GOAL = 1.1;

const perResource = (up: Up, n: number): string => bytes(up.stateBytes / n);

export async function measurePlugin(engine: Engine, emulator: Emulator, dynamic: LargeUps): Promise<Row[]> {
  const { small, large } = dynamic;
  const installed = path.join(await userProject(), "node_modules", "pulumi-ingress", "plugin");
  await engine.installPackage("bench-plugin-sdk", await writePluginSdk(path.join(installed, "schema.json")));
  const plugin = { name: "plugin", dir: installed };
  // One entry of each type through the real plugin: what the twin answers with.
  const tokens = MIXED_FAMILIES.map(resourceToken);
  const sample = await upOnce(engine, emulator, "bench-plugin-sdk", MIXED_FAMILIES.length, plugin);
  await engine.installPackage("bench-twin-plugin", await writeTwinPlugin(installed, twinSamples(sample.resources, tokens)));
  // Named as long as the plugin: the stack's name is in every URN of the state.
  const twin = { name: "p-twin", dir: path.join(engine.dir, "node_modules", "bench-twin-plugin") };
  const floor = await upOnce(engine, emulator, "bench-plugin-sdk", large, twin);
  const big = await upOnce(engine, emulator, "bench-plugin-sdk", large, plugin);
  assertSameMembers(big.resources, floor.resources, tokens);
  const littleFloor = await upOnce(engine, emulator, "bench-plugin-sdk", small, twin);
  const little = await upOnce(engine, emulator, "bench-plugin-sdk", small, plugin);
  const vsDynamic = big.ms / dynamic.big.ms;
  const vsFloor = big.ms / floor.ms;
  return [
    {
      measure: `up of ${large} mixed resources through the plugin / the same through the dynamic SDK (one round each)`,
      measured:
        `${ratio(vsDynamic)} (${seconds(big.ms)} / ${seconds(dynamic.big.ms)}; ${profileText(big, dynamic.big, "plugin vs dynamic SDK")}; ` +
        `against the no-I/O dynamic floor ${ratio(big.ms / dynamic.floor.ms)})`,
      goal: `<= ${DYNAMIC_GOAL}`,
      met: vsDynamic <= DYNAMIC_GOAL ? "yes" : "no",
    },
    {
      measure: `up of ${large} mixed resources through the plugin / up of ${large} through its no-I/O twin, entries of the same members (one round each)`,
      measured: `${ratio(vsFloor)} (${seconds(big.ms)} / ${seconds(floor.ms)}; ${profileText(big, floor, "plugin vs its floor")})`,
      goal: `<= ${OVERHEAD_GOAL}`,
      met: vsFloor <= OVERHEAD_GOAL ? "yes" : "no",
    },
    {
      measure: `up of ${small} mixed resources through the plugin (one round each)`,
      measured:
        `${seconds(little.ms)}: / the dynamic SDK (${seconds(dynamic.little.ms)}) ${ratio(little.ms / dynamic.little.ms)}, ` +
        `/ its no-I/O twin (${seconds(littleFloor.ms)}) ${ratio(little.ms / littleFloor.ms)}`,
      goal: "n/a",
      met: "n/a",
    },
    {
      measure: "state bytes per resource (stack export / resources), plugin vs dynamic SDK",
      measured:
        `at ${large}: plugin ${perResource(big, large)}, dynamic SDK ${perResource(dynamic.big, large)} ` +
        `(no-I/O floors: plugin's twin ${perResource(floor, large)}, dynamic ${perResource(dynamic.floor, large)}); ` +
        `at ${small}: plugin ${perResource(little, small)}, dynamic SDK ${perResource(dynamic.little, small)}`,
      goal: "n/a",
      met: "n/a",
    },
  ];
}

if (require.main === module) {
  const [small, large] = process.argv.slice(2).map(Number);
  runAlone((engine) =>
    withBenchEmulator(async (emulator) => {
      const dynamic = await largeUps(engine, emulator, small || 100, large || 1000);
      return [...largeRows(dynamic), ...(await measurePlugin(engine, emulator, dynamic))];
    }),
  );
}
