/**
 * API calls per operation and family, counted in the emulator's request log around each engine
 * step of one stack holding one resource of each family, each declared as the lifecycle test
 * declares it (tests/lifecycle/families/<Type>.ts), so a new family is in it with no edit here.
 * Run alone: `node -r ts-node/register/transpile-only bench/apiCalls.ts`.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { Emulator, Seed } from "../emulator/types";
import { emulatorConfig, type Engine } from "../scripts/engine";
import { FAMILIES, FAMILY_NAMES, type FamilyName } from "../provider/families";
import { LIFECYCLE_FAMILIES, lifecycleFiles, lifecycleSeed } from "../tests/lifecycle/families/all";
import { programSource } from "../tests/support/engine";
import { benchStack, callsByFamily, progress, runAlone, withBenchEmulator, type Row } from "./support";

/** What a step changes beyond the description: inputs merged over a family's declared ones (the route's extra modules, the report's urls). */
interface Spec {
  description: string;
  args: Partial<Record<FamilyName, Record<string, unknown>>>;
}

/**
 * The program of one resource per family, each declared with `description`; each class takes
 * spec.json's inputs for its family over the declaration's (the route's extra modules, the report's urls).
 */
const program = (description: string): string =>
  programSource(`const sdk = ingress;
const spec = JSON.parse(read("spec.json"));
{
  const ingress = new Proxy(sdk, { get: (classes, type) => function (name, args, opts) { return new classes[type](name, { ...args, ...spec.args[type] }, opts); } });
  const resources = {};
${LIFECYCLE_FAMILIES.map((f) => f.declare(description)).join("\n")}
}`);

/** Modules the route gets beyond its declared ones; the module removal takes the last two away. */
const MODULES = {
  oauth: { provider: { google: { emailDomains: ["example.com"] } } },
  compression: {},
  requestHeaders: { add: { "X-Bench": "1" } },
};
const { compression: _c, requestHeaders: _r, ...WITHOUT_TWO } = MODULES;
const REMOVED_MODULES = 2;

type Counts = Record<FamilyName, number>;
const show = (c: Counts, families: readonly FamilyName[] = FAMILY_NAMES) => families.map((f) => `${FAMILIES[f].what} ${c[f]}`).join(", ");

export async function measureApiCalls(engine: Engine, emulator: Emulator): Promise<Row[]> {
  // What the declarations point at (ids already there are left as they are) and the files they read.
  await emulator.seed(lifecycleSeed() as Seed);
  const stack = await benchStack(engine, "calls", program("v1"), emulatorConfig(emulator));
  for (const [name, text] of Object.entries(await lifecycleFiles())) await fs.writeFile(path.join(stack.dir, name), text);
  const setSpec = async (spec: Spec) => {
    await fs.writeFile(path.join(stack.dir, "spec.json"), JSON.stringify(spec));
    await stack.setProgram(program(spec.description));
  };
  const step = (description: string, modules: Record<string, unknown>, abuseUrl: string): Spec => ({ description, args: { HttpsEdgeRoute: modules, AbuseReport: { urls: [abuseUrl] } } });

  /** Runs one engine step and counts the API calls it made, per family. */
  async function count(what: string, run: () => Promise<unknown>): Promise<Counts> {
    progress(`API calls: ${what}`);
    const from = emulator.log.length;
    await run();
    const by = callsByFamily(emulator.log.slice(from));
    const other = emulator.log.length - from - FAMILY_NAMES.reduce((n, f) => n + by[f].length, 0);
    if (other !== 0) throw new Error(`${what}: ${other} API calls outside the families`);
    return Object.fromEntries(FAMILY_NAMES.map((f) => [f, by[f].length])) as Counts;
  }

  await setSpec(step("v1", MODULES, "https://phish-1.evil.test/"));
  const create = await count("create", () => stack.up());
  // The abuse report's urls change too: reports are create-only, so that is a replacement.
  await setSpec(step("v2", MODULES, "https://phish-2.evil.test/"));
  const update = await count("in-place update", () => stack.up());
  await setSpec(step("v2", WITHOUT_TWO, "https://phish-2.evil.test/"));
  const removal = await count("module removal", () => stack.up());
  const refresh = await count("refresh", () => stack.refresh());
  // A preview with a change pending in every family, a module removal and a replacement included.
  await setSpec(step("v3", {}, "https://phish-3.evil.test/"));
  const preview = await count("preview", () => stack.preview());
  const destroy = await count("delete", () => stack.destroy());

  const all = (c: Counts, n: number, families: readonly FamilyName[] = FAMILY_NAMES) => families.every((f) => c[f] === n);
  const updatable: FamilyName[] = FAMILY_NAMES.filter((f) => f !== "AbuseReport");
  const rows: Row[] = [
    { measure: "API calls per create", measured: show(create), goal: "1", met: all(create, 1) ? "yes" : "no" },
    {
      measure: "API calls per in-place update (description)",
      measured: `${show(update, updatable)}; abuse ${update.AbuseReport} (create-only: a change is a new report)`,
      goal: "1",
      met: all(update, 1) ? "yes" : "no",
    },
    {
      measure: `API calls per removed route module (${REMOVED_MODULES} removed)`,
      measured: `${removal.HttpsEdgeRoute / REMOVED_MODULES} (${removal.HttpsEdgeRoute} calls)`,
      goal: "1 per removed module",
      met: removal.HttpsEdgeRoute === REMOVED_MODULES && FAMILY_NAMES.every((f) => f === "HttpsEdgeRoute" || removal[f] === 0) ? "yes" : "no",
    },
    { measure: "API calls per refresh", measured: show(refresh), goal: "1", met: all(refresh, 1) ? "yes" : "no" },
    {
      measure: "API calls per delete",
      measured: `${show(destroy, updatable)}; abuse ${destroy.AbuseReport} (a filed report cannot be withdrawn)`,
      goal: "1 (abuse reports: none possible)",
      met: all(destroy, 1, updatable) && destroy.AbuseReport === 0 ? "yes" : "no",
    },
    { measure: `API calls per preview (changes pending in all ${FAMILY_NAMES.length})`, measured: show(preview), goal: "0", met: all(preview, 0) ? "yes" : "no" },
  ];
  return rows;
}

if (require.main === module) runAlone((engine) => withBenchEmulator((emulator) => measureApiCalls(engine, emulator)));
