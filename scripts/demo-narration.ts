/**
 * What the demos (scripts/demo.ts, scripts/demo-edges.ts) share: numbered, timed steps, each
 * checking its own result; the API calls the emulator received; what `refresh` changed in the
 * state; and the run itself: the emulator, the engine in a temporary folder, and their removal at
 * the end, failure, Ctrl-C or not. A demo exits 0 only if every step did what it says, and
 * otherwise prints one line saying what differed.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { ConfigValue, OutputMap } from "@pulumi/pulumi/automation";
import { startEmulator, type Emulator, type EmulatorOptions, type RequestLogEntry } from "pulumi-ingress/emulator";
import { createEngine, emulatorConfig, type Engine, type EngineStack, REPO_ROOT } from "./engine";

let stepNo = 0;
let steps = 0;
let started = 0;
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;

/** Prints the next step's title, numbered and timed, and what it does. */
export function step(title: string, explanation: string): void {
  stepNo += 1;
  console.log(`\n[${elapsed()}] Step ${stepNo}/${steps}: ${title}`);
  console.log(`  ${explanation}`);
}

/** One indented line under the current step. */
export const detail = (line: string): void => console.log(`    ${line}`);

/** A step's own check: the demo stops, failed, when what it just showed is not what it claimed. */
export function verify(condition: boolean, what: string): void {
  if (!condition) throw new Error(`demo check failed: ${what}`);
}

/** Compact JSON for one line, long values cut. */
export function show(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 110 ? `${text.slice(0, 107)}...` : text;
}

/** A stack's outputs, one line each, secrets hidden. */
export function printOutputs(outputs: OutputMap): void {
  const width = Math.max(...Object.keys(outputs).map((k) => k.length));
  for (const [key, { value, secret }] of Object.entries(outputs)) detail(`${key.padEnd(width)}  ${secret ? "[secret]" : show(value)}`);
}

/** The API calls the emulator received since `from`, one line each; `withBodies`: with each PATCH's body. */
export function printCalls(emulator: Emulator, from: number, withBodies = false): RequestLogEntry[] {
  const calls = emulator.log.slice(from);
  if (calls.length === 0) detail("API calls: none");
  for (const c of calls) {
    const body = withBodies && c.method === "PATCH" ? `  ${show(c.requestBody)}` : "";
    detail(`API call: ${c.method} ${c.path} -> ${c.status}${body}`);
  }
  return calls;
}

interface StateResource {
  urn: string;
  type: string;
  outputs?: Record<string, unknown>;
}

/** Each resource's outputs by `Type name`, from `pulumi stack export` (secrets stay encrypted). */
export async function outputsByResource(stack: EngineStack): Promise<Map<string, Record<string, unknown>>> {
  const resources = ((await stack.exportState()).deployment as { resources?: StateResource[] }).resources ?? [];
  const map = new Map<string, Record<string, unknown>>();
  for (const r of resources) {
    if (!r.type.startsWith("pulumi-nodejs:dynamic/")) continue;
    map.set(`${r.type.split(":").pop() ?? r.type} ${r.urn.split("::").pop() ?? r.urn}`, r.outputs ?? {});
  }
  return map;
}

// An encrypted secret is a fresh ciphertext after every write, so it is never compared: not as a
// field, nor inside one (a CloudEndpoint's policyReads holds its secrets' values).
const isEncrypted = (v: unknown) => typeof v === "object" && v !== null && "ciphertext" in v;
const comparable = (v: unknown): string => JSON.stringify(v, (_key, x: unknown) => (isEncrypted(x) ? "[secret]" : x));

/**
 * The outputs that differ between two exports: `resource: field: old -> new`, each value as
 * `render` writes it (default {@link show}).
 */
export function drift(
  before: Map<string, Record<string, unknown>>,
  after: Map<string, Record<string, unknown>>,
  render: (field: string, value: unknown) => string = (_field, value) => show(value),
): string[] {
  const lines: string[] = [];
  for (const [resource, old] of before) {
    const now = after.get(resource);
    if (now === undefined) {
      lines.push(`${resource}: gone from the service`);
      continue;
    }
    for (const key of Object.keys({ ...old, ...now })) {
      if (key === "__provider" || isEncrypted(old[key]) || isEncrypted(now[key])) continue;
      if (comparable(old[key]) !== comparable(now[key])) lines.push(`${resource}: ${key}: ${render(key, old[key])} -> ${render(key, now[key])}`);
    }
  }
  return lines;
}

/**
 * A stack of `examples/<example>` as its users run it: its index.ts and tsconfig.json, the provider
 * pointed at `emulator`, and `config` (keys of the example's own, whose project is named like its
 * folder); `env` adds to the engine's environment. Says where the program was copied.
 */
export async function exampleStack(
  engine: Engine,
  emulator: Emulator,
  example: string,
  config: Record<string, ConfigValue>,
  env: Record<string, string> = {},
): Promise<EngineStack> {
  const source = path.join(REPO_ROOT, "examples", example);
  const stack = await engine.stack(example, {
    program: await fs.readFile(path.join(source, "index.ts"), "utf8"),
    typescript: true,
    config: emulatorConfig(emulator, Object.fromEntries(Object.entries(config).map(([key, value]) => [`${example}:${key}`, value]))),
    env,
  });
  await fs.copyFile(path.join(source, "tsconfig.json"), path.join(stack.dir, "tsconfig.json"));
  detail(`program: examples/${example}/index.ts, copied to ${stack.dir} (in a project outside this repository that installed the packed package)`);
  return stack;
}

/** A demo: its first line, its steps, the emulator it runs against and what it does with it. */
export interface Demo {
  /** The line printed first: what the demo runs. */
  intro: string;
  /** How many steps it shows, the two of the set-up (the emulator, the program) included. */
  steps: number;
  /** What the first step says of the emulator it starts. */
  emulatorStep: string;
  /** The emulator's options (its seed, how fast abuse reports are processed). */
  emulator: EmulatorOptions;
  /** What the second step says it prepares. */
  prepareStep: string;
  /** The demo's own steps, from preparing the program on. */
  run(emulator: Emulator, engine: Engine): Promise<void>;
}

/** Runs `demo`: the emulator, a temporary engine, the demo's steps, then the clean-up; sets the exit code. */
export async function runDemo(demo: Demo): Promise<void> {
  started = Date.now();
  steps = demo.steps;
  console.log(demo.intro);
  try {
    step("start the emulator", demo.emulatorStep);
    const emulator = await startEmulator(demo.emulator);
    detail(`listening on ${emulator.baseUrl}, API key ${emulator.apiKey}`);

    step("prepare the program", demo.prepareStep);
    let engine: Engine | undefined;
    // Ctrl-C still cleans up: the temporary folder and the emulator go away with the process.
    const interrupted = () => {
      console.error("\ninterrupted: cleaning up");
      void Promise.allSettled([engine?.dispose(), emulator.close()]).then(() => process.exit(130));
    };
    process.once("SIGINT", interrupted);
    try {
      engine = await createEngine();
      await demo.run(emulator, engine);
    } finally {
      process.removeListener("SIGINT", interrupted);
      await engine?.dispose();
      await emulator.close();
    }
    console.log(`\n[${elapsed()}] Done: every step did what it said, and the temporary folder and the emulator are gone.`);
  } catch (err) {
    console.error(`\n[${elapsed()}] The demo failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
