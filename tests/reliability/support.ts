// Shared by the reliability suites: an engine stack with the provider's log file and environment
// of our choosing (tests/support/scenario.ts takes neither), failure capture, and readers of what
// the engine prints.
import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator, EmulatorOptions, RequestLogEntry } from "../../emulator/types";
import { createEngine, type Engine, type EngineStack } from "../support/engine";
import { descendants } from "../support/processes";
import { programSource } from "../support/scenario";

export interface Rig {
  emulator: Emulator;
  /** Another stack on the same engine and emulator, with its own program; config and environment as the first's unless given. */
  addStack(name: string, options?: Pick<RigOptions, "config" | "env">): Promise<{ stack: EngineStack; setProgram(body: string): Promise<void> }>;
  engine: Engine;
  stack: EngineStack;
  /** The provider's log (INGRESS_LOG_FILE): one line per HTTP attempt. */
  logFile: string;
  writeFile(name: string, content: string): Promise<void>;
  /** Rewrites the program from a body that has `ingress`, `pulumi` and `read(file)` in scope. */
  setProgram(body: string): Promise<void>;
  /** Forgets the calls logged so far. */
  mark(): void;
  /** Calls since the last mark, whole. */
  entries(): RequestLogEntry[];
  /** Calls since the last mark, as `METHOD /path status`. */
  calls(): string[];
  /** The provider log's lines so far. */
  providerLog(): Promise<string[]>;
  dispose(): Promise<void>;
}

export interface RigOptions {
  emulator?: EmulatorOptions;
  body: string;
  /** Stack config; by default the emulator's URL and key (as a secret). */
  config?: Record<string, { value: string; secret?: boolean }>;
  env?: Record<string, string>;
}

/** The program around a body, with `pulumi` in scope too (for `dependsOn` and unknowns). */
const source = (body: string): string => programSource(`const pulumi = require("@pulumi/pulumi");\n${body}`);

export async function startRig(name: string, options: RigOptions): Promise<Rig> {
  const emulator = await startEmulator({ abuseProcessingDelayMs: 500, ...options.emulator });
  const engine = await createEngine();
  const logFile = path.join(engine.dir, `${name}-provider.log`);
  const stackOptions = {
    config: options.config ?? { "ingress:baseUrl": { value: emulator.baseUrl }, "ingress:apiKey": { value: emulator.apiKey, secret: true } },
    env: { INGRESS_LOG_FILE: logFile, ...options.env },
  };
  const stack = await engine.stack(name, { program: source(options.body), ...stackOptions });
  let from = emulator.log.length;
  const entries = () => emulator.log.slice(from);
  return {
    emulator,
    addStack: async (extra, more) => {
      const other = await engine.stack(extra, {
        program: source(""),
        config: more?.config ?? stackOptions.config,
        env: { ...stackOptions.env, ...more?.env },
      });
      return { stack: other, setProgram: (body) => other.setProgram(source(body)) };
    },
    engine,
    stack,
    logFile,
    writeFile: (file, content) => fs.writeFile(path.join(stack.dir, file), content),
    setProgram: (body) => stack.setProgram(source(body)),
    mark: () => {
      from = emulator.log.length;
    },
    entries,
    calls: () => entries().map(line),
    providerLog: async () => (await fs.readFile(logFile, "utf8").catch(() => "")).split("\n").filter((l) => l !== ""),
    dispose: async () => {
      await engine.dispose();
      await emulator.close();
    },
  };
}

export const line = (e: RequestLogEntry): string => `${e.method} ${e.path} ${e.status}`;

/** The message of a step that must fail (the engine's output); throws when it succeeds. */
export async function failure(step: Promise<unknown>): Promise<string> {
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
    // Resources of this package only: the stack resource adds its own "update failed".
    const header = /^ {2}pulumi-nodejs:dynamic\/ingress:\w+ \(([^)]+)\):$/.exec(raw);
    if (header) {
      current = header[1];
      continue;
    }
    const err = /^ {4}error: (.*)$/.exec(raw);
    if (err && current !== undefined && !errors.has(current)) errors.set(current, err[1] ?? "");
  }
  return errors;
}

/**
 * `pulumi up` of the rig's stack in a process of its own (the Automation API does not hand the
 * process out), writing an engine event log, and killed with SIGKILL, every process of the run
 * (CLI, language host, providers, as when a CI runner is lost), `afterMs` after the events first
 * satisfy `ready`. Returns how many processes were killed. Throws, with the engine's output, when
 * the run ends or two minutes pass before `ready` (`what` names what was awaited).
 */
export async function killedUp(rig: Rig, what: string, ready: (events: string) => boolean, afterMs: number): Promise<number> {
  const ws = rig.stack.stack.workspace;
  const events = path.join(rig.engine.dir, `${rig.stack.name}-killed-${Date.now()}.jsonl`);
  const cli = spawn(ws.pulumiCommand.command, ["up", "--yes", "--skip-preview", "--non-interactive", "--stack", rig.stack.name, "--event-log", events], {
    cwd: rig.stack.dir,
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
