// The one harness for tests that run the real Pulumi engine. Layout:
// - scripts/engine.ts: the engine itself (the CLI, the user project, stacks and their steps),
//   shared with bench/ and the demo, and re-exported here. Tests that need stacks of their own
//   (several engines, other backends, their own emulator process) call createEngine.
// - here: a run, that is the emulator in this process, an engine and one stack, whose program is
//   a body (`startRun`) or one of examples/ as its users run it (`startExample`); the options say
//   what differs: the emulator's options, stack config, environment. Then what the suites do with
//   a run: steps that must fail, an `up` killed midway, out-of-band calls, and readers of what the
//   engine printed and stored.
// - tests/reliability/support.ts: the same harness under the names some reliability suites import.
import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { ConfigMap, ConfigValue, Deployment } from "@pulumi/pulumi/automation";
import { startEmulator } from "../../emulator";
import type { Emulator, EmulatorOptions, RequestLogEntry } from "../../emulator/types";
import { createEngine, emulatorConfig, type Engine, type EngineStack, REPO_ROOT, type StackOptions } from "../../scripts/engine";
import { descendants } from "./processes";
import { line } from "./requestLog";

export * from "../../scripts/engine";
export { line } from "./requestLog";
export { outOfBand } from "./outOfBand";

/** A generous per-test timeout for engine tests: one engine operation takes a few seconds. */
export const ENGINE_TEST_TIMEOUT_MS = 300_000;

/** Timeout for the hook that creates the engine; covers a cold build of the CLI (several minutes). */
export const ENGINE_SETUP_TIMEOUT_MS = 30 * 60_000;

export const EXAMPLES_DIR = path.join(REPO_ROOT, "examples");

/** The example folders, each a Pulumi project. */
export const EXAMPLES = ["quickstart", "cloud-endpoint", "tls-certificate", "https-edge-route", "event-subscription", "abuse-report"] as const;
export type ExampleName = (typeof EXAMPLES)[number];

/** The example folders that are policy packs (run with `--policy-pack`, not as projects). */
export const POLICY_PACK_EXAMPLES = ["policy-pack"] as const;

/** The project name in an example's Pulumi.yaml: its config keys live under that namespace. */
export async function projectName(example: ExampleName): Promise<string> {
  const yaml = await fs.readFile(path.join(EXAMPLES_DIR, example, "Pulumi.yaml"), "utf8");
  const name = /^name:\s*(\S+)\s*$/m.exec(yaml)?.[1];
  if (name === undefined) throw new Error(`examples/${example}/Pulumi.yaml has no name`);
  return name;
}

/**
 * The program around a body: the package loaded the way a user's program loads it, with `ingress`
 * and `read(file)` (a file next to the program) in scope.
 */
export const programSource = (body: string): string => `"use strict";
const fs = require("node:fs");
const path = require("node:path");
const ingress = require("pulumi-ingress");
const read = (f) => fs.readFileSync(path.join(__dirname, f), "utf8");
${body}
`;

/** A run's program: {@link programSource} with `pulumi` in scope too (for `dependsOn` and unknowns). */
const runSource = (body: string): string => programSource(`const pulumi = require("@pulumi/pulumi");\n${body}`);

/** Stack config: a key without a namespace gets the project's (the stack's name); plain text is not secret. */
export type RunConfig = Record<string, string | ConfigValue>;

export interface RunOptions {
  /** The emulator's options (its seed, keys, faults…); abuse reports read as processed after 500 ms unless they say otherwise. */
  emulator?: EmulatorOptions;
  /** Stack config on top of `ingress:baseUrl` and `ingress:apiKey`, which point at the emulator (the key as a secret). */
  config?: RunConfig;
  /** Extra environment for the CLI, and so for the program and the provider. */
  env?: Record<string, string>;
  /** An engine to make the stack on, shared with other runs of the file (its stack names must differ); `dispose` leaves it. Default: an engine of the run's own. */
  engine?: Engine;
}

export interface Run {
  emulator: Emulator;
  engine: Engine;
  stack: EngineStack;
  /** The provider's log (INGRESS_LOG_FILE): one line per HTTP attempt. */
  logFile: string;
  /** Writes a file next to the program (certificates, keys). */
  writeFile(name: string, content: string): Promise<void>;
  /** Rewrites the program from a body that has `ingress`, `pulumi` and `read(file)` in scope. */
  setProgram(body: string): Promise<void>;
  /** Another stack on the same engine and emulator, its program a body; `config` replaces the run's, `env` adds to it. */
  addStack(name: string, options?: { config?: RunConfig; env?: Record<string, string> }): Promise<{ stack: EngineStack; setProgram(body: string): Promise<void> }>;
  /** Forgets the calls logged so far. */
  mark(): void;
  /** Calls since the last mark, in the order the emulator answered them, as `METHOD /path status`. */
  calls(): string[];
  /** Calls since the last mark, whole. */
  entries(): RequestLogEntry[];
  /** The provider log's lines so far. */
  providerLog(): Promise<string[]>;
  dispose(): Promise<void>;
}

/** A run whose program is `body`, with `ingress`, `pulumi` and `read(file)` in scope, on a stack and project named `name`. */
export function startRun(name: string, options: RunOptions & { body: string }): Promise<Run> {
  return start(name, { program: runSource(options.body) }, options);
}

/**
 * A run of an example as its users run it: its own index.ts and tsconfig.json, compiled and
 * type-checked by the engine's ts-node, configured by stack config alone, on a stack named like
 * its project (so `config` keys without a namespace are the example's own).
 */
export async function startExample(example: ExampleName, options: RunOptions = {}): Promise<Run> {
  const source = path.join(EXAMPLES_DIR, example);
  const program = await fs.readFile(path.join(source, "index.ts"), "utf8");
  const run = await start(await projectName(example), { program, typescript: true }, options);
  await fs.copyFile(path.join(source, "tsconfig.json"), path.join(run.stack.dir, "tsconfig.json"));
  return run;
}

const configMap = (project: string, config: RunConfig): ConfigMap =>
  Object.fromEntries(Object.entries(config).map(([key, v]) => [key.includes(":") ? key : `${project}:${key}`, typeof v === "string" ? { value: v } : v]));

async function start(name: string, program: Pick<StackOptions, "program" | "typescript">, options: RunOptions): Promise<Run> {
  const emulator = await startEmulator({ abuseProcessingDelayMs: 500, ...options.emulator });
  const engine = options.engine ?? (await createEngine());
  const logFile = path.join(engine.dir, `${name}-provider.log`);
  const config = { ...emulatorConfig(emulator), ...configMap(name, options.config ?? {}) };
  const env = { INGRESS_LOG_FILE: logFile, ...options.env };
  const stack = await engine.stack(name, { ...program, config, env });
  let from = emulator.log.length;
  const entries = () => emulator.log.slice(from);
  return {
    emulator,
    engine,
    stack,
    logFile,
    writeFile: (file, content) => fs.writeFile(path.join(stack.dir, file), content),
    setProgram: (body) => stack.setProgram(runSource(body)),
    addStack: async (extra, more) => {
      const other = await engine.stack(extra, {
        program: runSource(""),
        config: more?.config ? configMap(extra, more.config) : config,
        env: { ...env, ...more?.env },
      });
      return { stack: other, setProgram: (body) => other.setProgram(runSource(body)) };
    },
    mark: () => {
      from = emulator.log.length;
    },
    entries,
    calls: () => entries().map(line),
    providerLog: async () => (await fs.readFile(logFile, "utf8").catch(() => "")).split("\n").filter((l) => l !== ""),
    dispose: async () => {
      if (options.engine === undefined) await engine.dispose();
      await emulator.close();
    },
  };
}


/** Awaits a step that must fail and returns its message (an engine step's includes the engine's output). */
export async function failureOf(step: Promise<unknown>): Promise<string> {
  try {
    await step;
  } catch (e) {
    return String((e as Error).message);
  }
  throw new Error("the step succeeded but was expected to fail");
}

/**
 * `up` as a pipeline runs a large stack (`--continue-on-error`): every resource is attempted and
 * the failures are reported at the end, instead of the engine stopping at the first. Returns the
 * engine's output, and whether it succeeded.
 */
export async function upContinuing(stack: EngineStack): Promise<{ ok: boolean; output: string }> {
  let out = "";
  const streams = { onOutput: (t: string) => (out += t), onError: (t: string) => (out += t), color: "never" as const };
  try {
    await stack.stack.up({ ...streams, continueOnError: true });
    return { ok: true, output: out };
  } catch (e) {
    const result = (e as { commandResult?: { stdout: string; stderr: string } }).commandResult;
    return { ok: false, output: result ? `${result.stdout}\n${result.stderr}` : String(e) };
  }
}

/**
 * `pulumi up` of the run's stack in a process of its own (the Automation API does not hand the
 * process out), writing an engine event log, and killed with SIGKILL, every process of the run
 * (CLI, language host, providers, as when a CI runner is lost), `afterMs` after the events first
 * satisfy `ready`. Returns how many processes were killed. Throws, with the engine's output, when
 * the run ends or two minutes pass before `ready` (`what` names what was awaited).
 */
export async function killedUp(run: Run, what: string, ready: (events: string) => boolean, afterMs: number): Promise<number> {
  const ws = run.stack.stack.workspace;
  const events = path.join(run.engine.dir, `${run.stack.name}-killed-${Date.now()}.jsonl`);
  const cli = spawn(ws.pulumiCommand.command, ["up", "--yes", "--skip-preview", "--non-interactive", "--stack", run.stack.name, "--event-log", events], {
    cwd: run.stack.dir,
    // --event-log is one of the CLI's debug flags: PULUMI_DEBUG_COMMANDS makes it available.
    env: { ...process.env, ...ws.envVars, PULUMI_DEBUG_COMMANDS: "true" },
  });
  let output = "";
  cli.stdout.on("data", (d: Buffer) => (output += d.toString()));
  cli.stderr.on("data", (d: Buffer) => (output += d.toString()));
  let done = false;
  const exited = new Promise<void>((resolve) =>
    cli.on("exit", () => {
      done = true;
      resolve();
    }),
  );
  const deadline = Date.now() + 120_000;
  while (!ready(await fs.readFile(events, "utf8").catch(() => ""))) {
    if (done || Date.now() > deadline) throw new Error(`${what} never happened:\n${output}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  await new Promise((r) => setTimeout(r, afterMs));
  const tree = [cli.pid as number, ...descendants(cli.pid as number)];
  for (const pid of tree) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  await exited;
  return tree.length;
}

/** The plain values of a step's outputs. */
export const values = (outputs: Record<string, { value: unknown }>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(outputs).map(([k, v]) => [k, v.value]));

/** A resource of an exported deployment, by its name (the last URN segment) and optionally type. */
export interface StateResource {
  urn: string;
  type: string;
  id?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  [key: string]: unknown;
}

export function findResource(state: Deployment, name: string, type?: string): StateResource {
  const resources = ((state.deployment as { resources?: StateResource[] }).resources ?? []).filter(
    (r) => r.urn.endsWith(`::${name}`) && (type === undefined || r.type === type),
  );
  if (resources.length !== 1) {
    throw new Error(`expected one resource named ${name} in the state, found ${resources.length}`);
  }
  return resources[0] as StateResource;
}

/** Every distinctive line of a PEM body: none may appear anywhere in plaintext. */
export const pemLines = (pem: string): string[] =>
  pem.split("\n").filter((l) => l.length >= 40 && !l.startsWith("-----"));

/**
 * Where a secret may be searched for: the engine's output and events without the SDK's own
 * debug-level RPC traces. @pulumi/pulumi logs every RegisterResource response at debug level,
 * secret values included, and in preview that response is the resource's inputs; that trace is
 * shown only with --debug. {@link debugTraceLines} returns those lines, so tests can prove every
 * other occurrence is absent and that the traces are all of that one kind.
 */
export function visibleOutput(all: string): string {
  return all.split("\n").filter((l) => !isDebugDiagnostic(l)).join("\n");
}

function debugTraceLines(all: string): string[] {
  return all.split("\n").filter(isDebugDiagnostic);
}

function isDebugDiagnostic(line: string): boolean {
  return line.startsWith('{"sequence":') && line.includes('"diagnosticEvent":{"prefix":"debug: "');
}

/** The debug lines that carry one of `secrets`: each must be the SDK's RPC trace. */
export function secretsInDebugTraces(all: string, secrets: readonly string[]): string[] {
  return debugTraceLines(all).filter((l) => secrets.some((s) => l.includes(s)));
}

/** Operation ids differ on every call: `op_3Nc…` becomes `op_…` for exact comparisons. */
export const withoutOperationIds = (text: string): string => text.replace(/\bop_[A-Za-z0-9]+/g, "op_…");

/** One check failure as the engine prints it: the property (`""` for the resource as a whole) and the reason. */
export interface CheckFailure {
  property: string;
  reason: string;
}

/**
 * The check failures the engine reported for one resource, each once, in the order printed. The
 * engine prints each twice (progress and Diagnostics); the Diagnostics section is read.
 */
export function checkFailures(output: string, name: string): CheckFailure[] {
  const diagnostics = output.slice(output.indexOf("Diagnostics:"));
  const found: CheckFailure[] = [];
  const seen = new Set<string>();
  // A property's value is printed as it is, so a PEM spreads over lines: hence [\s\S]*? up to the reason.
  const re = new RegExp(`error: pulumi-nodejs:dynamic/ingress:\\w+ resource '${name}'(?:: property (\\S+) value \\{[\\s\\S]*?\\})? has a problem: (.*)$`, "gm");
  for (const m of diagnostics.matchAll(re)) {
    const f = { property: m[1] ?? "", reason: m[2] ?? "" };
    const key = JSON.stringify(f);
    if (!seen.has(key)) found.push(f);
    seen.add(key);
  }
  return found;
}

/**
 * The error each failed resource of this package reported in the Diagnostics section, by
 * resource name: the first line after `error: ` under `<type> (<name>):`.
 */
export function resourceErrors(output: string): Map<string, string> {
  const diagnostics = output.slice(output.indexOf("Diagnostics:"));
  const errors = new Map<string, string>();
  let current: string | undefined;
  for (const raw of diagnostics.split("\n")) {
    // Resources of this package only (the dynamic SDK's or the plugin's): the stack resource adds its own "update failed".
    const header = /^ {2}(?:pulumi-nodejs:dynamic\/ingress|ingress:index):\w+ \(([^)]+)\):$/.exec(raw);
    if (header) {
      current = header[1];
      continue;
    }
    const err = /^ {4}error: (.*)$/.exec(raw);
    if (err && current !== undefined && !errors.has(current)) errors.set(current, err[1] ?? "");
  }
  return errors;
}
