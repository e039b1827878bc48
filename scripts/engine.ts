// The real Pulumi engine (CLI v3.248.0, built by scripts/install-pulumi.sh) driven through the
// Automation API, fully offline: a file:// backend and PULUMI_HOME in a temporary folder,
// passphrase secrets, no update check, no plugin downloads. The tests' harness
// (tests/support/engine.ts), the benchmarks (bench/) and the demo build on it.
//
// Programs live under <user project>/engine/<run>/<stack>/ so that Node resolves their packages
// the way a user's program does: fixture packages from <run>/node_modules (see installPackage), then
// the user project's node_modules: pulumi-ingress installed from its packed tarball, and
// @pulumi/pulumi (scripts/user-project.js; PULUMI_INGRESS_USER_PROJECT names another one, as the
// runtime matrix does). The project lies outside this repository, so nothing resolves from the
// repository's own node_modules. That matters because Pulumi's closure serializer captures modules
// under node_modules as `require(...)` and everything else by value.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import {
  type ConfigMap,
  type Deployment,
  type EngineEvent,
  LocalWorkspace,
  type OpType,
  type OutputMap,
  PulumiCommand,
  type Stack,
} from "@pulumi/pulumi/automation";
import type { Emulator } from "../emulator/types";

export const REPO_ROOT = path.resolve(__dirname, "..");

const PASSPHRASE = "pulumi-ingress-engine-tests";

// Some Node releases loop in util.inspect for 25-50 s over @pulumi/pulumi's source-mapped frames
// when Pulumi's runner prints a failing program's error. The engine's node processes preload the
// package's own workaround, as the README tells users to do (it engages only where the loop exists).
const PRELOAD = path.join("node_modules", "pulumi-ingress", "dist", "sdk", "preload.js");

export interface StepResult {
  stdout: string;
  stderr: string;
  /** Resource operation counts, the stack resource included (e.g. `{ create: 2 }`). */
  summary: Partial<Record<OpType, number>>;
}

export interface UpStepResult extends StepResult {
  outputs: OutputMap;
}

export interface StackOptions {
  /** Source of the program: `index.js`, or `index.ts` when `typescript` is true. */
  program: string;
  /** Run the program as TypeScript (ts-node, type-checked unless PULUMI_NODEJS_TRANSPILE_ONLY=true is in env). */
  typescript?: boolean;
  /** Stack configuration, e.g. `{ "ingress:baseUrl": { value: url }, "ingress:apiKey": { value: k, secret: true } }`. */
  config?: ConfigMap;
  /** Extra environment for the CLI, and so for the program and the dynamic provider processes. */
  env?: Record<string, string>;
}

export interface EngineStack {
  readonly name: string;
  /** The program directory. */
  readonly dir: string;
  /** The Automation API stack, for anything the helpers below do not cover. */
  readonly stack: Stack;
  /** Rewrites the program source between steps. */
  setProgram(source: string): Promise<void>;
  setConfig(config: ConfigMap): Promise<void>;
  /** `refresh`: `--refresh`, the stack refreshed in the same step before the update. */
  up(options?: { refresh?: boolean }): Promise<UpStepResult>;
  /**
   * `policyPacks`: `--policy-pack` folders; `policyPackConfigs`: their `--policy-pack-config` files
   * (same order).
   */
  preview(options?: { policyPacks?: string[]; policyPackConfigs?: string[] }): Promise<StepResult>;
  /** `runProgram`: `--run-program`, which runs the program and so reads the current stack config; `clearPendingCreates`: `--clear-pending-creates`. */
  refresh(options?: { runProgram?: boolean; clearPendingCreates?: boolean }): Promise<StepResult>;
  destroy(options?: { runProgram?: boolean }): Promise<StepResult>;
  /** `pulumi stack export` (secrets stay encrypted). */
  exportState(): Promise<Deployment>;
  /** Every byte of engine output seen so far: stdout, stderr and exports of every step, then its engine events, one per line. */
  allOutput(): string;
}

export interface Engine {
  /** The run's temporary folder (programs, state backend, PULUMI_HOME, node_modules for fixtures). */
  readonly dir: string;
  /** The folder holding `pulumi` and `pulumi-language-nodejs`. */
  readonly bin: string;
  /** Copies a package folder into the run's node_modules so programs `require(name)` it from there. */
  installPackage(name: string, sourceDir: string): Promise<void>;
  stack(name: string, options: StackOptions): Promise<EngineStack>;
  /** Removes the run's folder (kept when PULUMI_INGRESS_KEEP_ENGINE_DIR is set, for debugging). */
  dispose(): Promise<void>;
}

let cliBin: Promise<string> | undefined;

/**
 * The Pulumi CLI's bin directory: PULUMI_INGRESS_CLI_BIN when set (the engine tests' global setup,
 * tests/support/engineSetup.js, sets it once per jest run), else what scripts/install-pulumi.sh
 * prints last (seconds when the CLI is cached). Never skips: a CLI that cannot be built fails the
 * caller.
 */
export function pulumiBin(): Promise<string> {
  const resolved = process.env["PULUMI_INGRESS_CLI_BIN"];
  if (resolved !== undefined && resolved !== "") return Promise.resolve(resolved);
  cliBin ??= new Promise((resolve, reject) => {
    const script = path.join(REPO_ROOT, "scripts", "install-pulumi.sh");
    execFile("bash", [script], { cwd: REPO_ROOT, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      const lines = stdout.trim().split("\n");
      const bin = lines[lines.length - 1]?.trim() ?? "";
      if (err || bin === "") {
        reject(new Error(`scripts/install-pulumi.sh failed: ${err?.message ?? "no bin directory printed"}\n${stderr}`));
      } else {
        resolve(bin);
      }
    });
  });
  return cliBin;
}

/** The user project the programs run in; fails when scripts/pretest.js has not made it. */
export async function userProject(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS script shared with pretest
  const { defaultDir } = require("./user-project.js") as { defaultDir(): string };
  const dir = process.env.PULUMI_INGRESS_USER_PROJECT ?? defaultDir();
  try {
    await fs.access(path.join(dir, "node_modules", "pulumi-ingress", "package.json"));
  } catch {
    throw new Error(`no user project with pulumi-ingress installed at ${dir}: run \`node scripts/pretest.js\` first`);
  }
  return dir;
}

export async function createEngine(): Promise<Engine> {
  const bin = await pulumiBin();
  const pulumiCommand = await PulumiCommand.get({ root: path.dirname(bin) });
  const project = await userProject();
  const dir = path.join(project, "engine", `run-${process.pid}-${randomBytes(4).toString("hex")}`);
  const home = path.join(dir, ".pulumi-home");
  const state = path.join(dir, ".state");
  await fs.mkdir(home, { recursive: true });
  await fs.mkdir(state, { recursive: true });
  await fs.mkdir(path.join(dir, "node_modules"), { recursive: true });
  const preload = path.join(project, PRELOAD);

  // `bin` also holds the dynamic provider plugin (pulumi-resource-pulumi-nodejs): the CLI takes it
  // from beside itself, so no other copy may come first on PATH (that draws a warning per run).
  const baseEnv: Record<string, string> = {
    PATH: [bin, process.env.PATH ?? ""].join(path.delimiter),
    PULUMI_HOME: home,
    PULUMI_BACKEND_URL: `file://${state}`,
    PULUMI_CONFIG_PASSPHRASE: PASSPHRASE,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(preload)}`].filter(Boolean).join(" "),
  };
  const names = new Set<string>();

  return {
    dir,
    bin,
    async installPackage(name, sourceDir) {
      const target = path.join(dir, "node_modules", name);
      await fs.rm(target, { recursive: true, force: true });
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.cp(sourceDir, target, { recursive: true });
    },
    async stack(name, options) {
      if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(name) || names.has(name)) {
        throw new Error(`stack name ${JSON.stringify(name)} is invalid or already used in this engine`);
      }
      names.add(name);
      return createStack(dir, name, options, pulumiCommand, { ...baseEnv, ...options.env });
    },
    async dispose() {
      if (!process.env.PULUMI_INGRESS_KEEP_ENGINE_DIR) {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}

async function createStack(
  runDir: string,
  name: string,
  options: StackOptions,
  pulumiCommand: PulumiCommand,
  envVars: Record<string, string>,
): Promise<EngineStack> {
  const dir = path.join(runDir, name);
  const typescript = options.typescript ?? false;
  const programFile = path.join(dir, typescript ? "index.ts" : "index.js");
  await fs.mkdir(dir, { recursive: true });
  // Without its own package.json the program would be taken for the repository's package (cmd/run
  // looks up the nearest package.json for "main").
  await fs.writeFile(path.join(dir, "package.json"), JSON.stringify({ name: `${name}-program`, private: true }, null, 2));
  await fs.writeFile(programFile, options.program);

  const stack = await LocalWorkspace.createStack(
    { stackName: name, workDir: dir },
    {
      pulumiCommand,
      envVars,
      secretsProvider: "passphrase",
      // typescript: false keeps plain JS programs from loading the TypeScript compiler.
      projectSettings: { name, runtime: { name: "nodejs", options: { typescript } } },
    },
  );
  if (options.config) {
    await stack.setAllConfig(options.config);
  }
  /** `pulumi <args>` on this stack's folder and environment: its stdout. */
  const cli = (args: string[]): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      execFile(pulumiCommand.command, [...args, "--non-interactive"], { cwd: dir, env: { ...process.env, ...envVars }, maxBuffer: 256 << 20 }, (err, out, errOut) =>
        err ? reject(new Error(`pulumi ${args.slice(0, 2).join(" ")} failed on stack ${name}: ${err.message}\n${errOut}`)) : resolve(out),
      );
    });
  // The Automation API reads each step's summary back with `pulumi stack history` (one more CLI run,
  // a second or so, after every up, refresh and destroy); the step's own summary event holds the
  // same counts, so the history is not read: `summaryOf` gives them.
  (stack as unknown as { info: () => Promise<undefined> }).info = async () => undefined;
  // Likewise it reads an up's outputs twice (`pulumi stack output`, masked, then with
  // --show-secrets) to tell the secret ones; the stack's outputs event of the up says which are
  // secret (their values written as `[secret]`), so only the plaintext is read; and when it holds
  // no secret at all (most stacks export nothing), it is the plaintext, and no CLI run is needed.
  let stackOutputs: Record<string, unknown> | undefined;
  (stack.workspace as unknown as { stackOutputs: (stackName: string) => Promise<OutputMap> }).stackOutputs = async (stackName) => {
    const event = stackOutputs;
    const plaintext =
      event !== undefined && !JSON.stringify(event).includes('"[secret]"')
        ? event
        : (JSON.parse(await cli(["stack", "output", "--json", "--show-secrets", "--stack", stackName])) as Record<string, unknown>);
    const masked = event ?? (JSON.parse(await cli(["stack", "output", "--json", "--stack", stackName])) as Record<string, unknown>);
    return Object.fromEntries(Object.entries(plaintext).map(([key, value]) => [key, { value, secret: isSecretOutput(masked[key]) }]));
  };
  let summary: Partial<Record<OpType, number>> | undefined;
  const summaryOf = (op: string): Partial<Record<OpType, number>> => {
    if (summary === undefined) throw new Error(`pulumi ${op} on stack ${name} ended with no summary event`);
    return summary;
  };

  // Everything the engine printed, in order; its events, one JSON line each, apart: the CLI's
  // output arrives in chunks that need not end a line, and an event appended after such a chunk
  // would no longer start its line (tests tell debug traces by how their lines start). `text` is
  // the stdout/stderr part of the current step, for error messages.
  let transcript = "";
  let events = "";
  let text = "";
  const record = (chunk: string) => {
    transcript += chunk;
  };
  const recordText = (chunk: string) => {
    transcript += chunk;
    text += chunk;
  };
  const streams = {
    onOutput: recordText,
    onError: recordText,
    onEvent: (event: EngineEvent) => {
      events += `${JSON.stringify(event)}\n`;
      if (event.summaryEvent !== undefined) summary = event.summaryEvent.resourceChanges;
      const outputs = event.resOutputsEvent?.metadata;
      if (outputs?.type === "pulumi:pulumi:Stack") stackOutputs = outputs.new?.outputs;
    },
    color: "never" as const,
  };

  // Runs one engine step; a failure carries the engine's stdout/stderr.
  async function step<T>(op: string, run: () => Promise<T>): Promise<T> {
    text = "";
    summary = undefined;
    stackOutputs = undefined;
    try {
      return await run();
    } catch (err) {
      // A CommandError's message repeats the CLI's output twice; its parts say it once.
      const result =
        typeof err === "object" && err !== null
          ? (err as { commandResult?: { stdout: string; stderr: string } }).commandResult
          : undefined;
      const message = result
        ? [result.stdout, result.stderr].filter((s) => s.trim() !== "").join("\n")
        : err instanceof Error
          ? err.message
          : String(err);
      record(`${message}\n`);
      const output = text.trim() !== "" && !message.includes(text.trim()) ? `\n--- engine output ---\n${text}` : "";
      throw new Error(`pulumi ${op} failed on stack ${name}:\n${message}${output}`, { cause: err });
    }
  }

  return {
    name,
    dir,
    stack,
    async setProgram(source) {
      await fs.writeFile(programFile, source);
    },
    async setConfig(config) {
      await stack.setAllConfig(config);
    },
    async up(options = {}) {
      const r = await step("up", () => stack.up({ ...streams, ...options }));
      return { stdout: r.stdout, stderr: r.stderr, outputs: r.outputs, summary: summaryOf("up") };
    },
    async preview(options = {}) {
      const r = await step("preview", () => stack.preview({ ...streams, ...options }));
      return { stdout: r.stdout, stderr: r.stderr, summary: r.changeSummary };
    },
    async refresh(options = {}) {
      const r = await step("refresh", () => stack.refresh({ ...streams, ...options }));
      return { stdout: r.stdout, stderr: r.stderr, summary: summaryOf("refresh") };
    },
    async destroy(options = {}) {
      const r = await step("destroy", () => stack.destroy({ ...streams, ...options }));
      return { stdout: r.stdout, stderr: r.stderr, summary: summaryOf("destroy") };
    },
    async exportState() {
      // Plain `pulumi stack export`: LocalWorkspace.exportStack adds --show-secrets, which decrypts.
      const stdout = await cli(["stack", "export", "--stack", name]);
      record(stdout);
      return JSON.parse(stdout) as Deployment;
    },
    allOutput() {
      return `${transcript}\n${events}`;
    },
  };
}

/** Whether a stack output, as `pulumi stack output --json` or the engine's events show it masked, is a secret. */
function isSecretOutput(masked: unknown): boolean {
  if (masked === "[secret]") return true;
  return masked !== null && typeof masked === "object" && (masked as Record<string, unknown>)["ciphertext"] === "[secret]";
}

/** Stack config that points the provider at `emulator`, its key as a secret, with `extra` on top. */
export const emulatorConfig = (emulator: Pick<Emulator, "baseUrl" | "apiKey">, extra: ConfigMap = {}): ConfigMap => ({
  "ingress:baseUrl": { value: emulator.baseUrl },
  "ingress:apiKey": { value: emulator.apiKey, secret: true },
  ...extra,
});
