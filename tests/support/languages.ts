// Programs in other languages than TypeScript, through the provider plugin (plugin/): YAML through
// Pulumi's own YAML language host, Python and Go through the generated SDKs and scripts/hosts. The
// tools come from scripts/install-languages.sh (cached; the first run on a machine builds them),
// which never skips: a tool that cannot be installed fails the test that needs it, in CI too.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { type EngineStack, REPO_ROOT } from "./engine";

export interface LanguageTools {
  /** The CLI's bin folder, which now also holds pulumi-language-yaml, pulumi-language-python and pulumi-ingress-gen-sdk. */
  bin: string;
  /** pulumi 3.248.0 and what it needs, as wheels: a virtualenv installs from it with no index (PIP_NO_INDEX, PIP_FIND_LINKS). */
  wheelhouse: string;
}

/** The example folders that are YAML programs (Pulumi.yaml, package.json for the plugin, README.md). */
export const YAML_EXAMPLES = ["yaml"] as const;

/** Where an example's Pulumi.yaml names the plugin: the package installed beside it with npm. */
export const EXAMPLE_PLUGIN_PATH = "./node_modules/pulumi-ingress/plugin";

let tools: Promise<LanguageTools> | undefined;

/** Runs scripts/install-languages.sh once per process (seconds when cached) and returns what it printed last. */
export function languageTools(): Promise<LanguageTools> {
  tools ??= run("bash", [path.join(REPO_ROOT, "scripts", "install-languages.sh")], { cwd: REPO_ROOT }).then((stdout) => {
    const [wheelhouse = "", bin = ""] = stdout.trim().split("\n").slice(-2);
    if (wheelhouse === "" || bin === "") throw new Error(`scripts/install-languages.sh printed no wheelhouse and bin folder:\n${stdout}`);
    return { bin, wheelhouse };
  });
  return tools;
}

/** The environment a stack's CLI runs with (its workspace's variables over this process's). */
export const stackEnv = (stack: EngineStack): NodeJS.ProcessEnv => ({ ...process.env, ...stack.stack.workspace.envVars });

/** `pulumi package get-schema DIR` as the stack's CLI runs it: the plugin's schema, parsed. */
export async function pluginSchema(stack: EngineStack, pluginDir: string): Promise<Record<string, unknown>> {
  const cli = stack.stack.workspace.pulumiCommand.command;
  return JSON.parse(await run(cli, ["package", "get-schema", pluginDir], { cwd: stack.dir, env: stackEnv(stack) })) as Record<string, unknown>;
}

/** Where the generated SDKs go: ignored by git, rewritten by every run. */
export const SDK_DIR = path.join(REPO_ROOT, ".tmp", "sdk");

/** Writes `schema` to SDK_DIR/schema.json and the Python and Go SDKs generated from it to SDK_DIR/python and SDK_DIR/go. */
export async function generateSdks(schema: Record<string, unknown>): Promise<{ python: string; go: string }> {
  const { bin } = await languageTools();
  await fs.mkdir(SDK_DIR, { recursive: true });
  const file = path.join(SDK_DIR, "schema.json");
  await fs.writeFile(file, JSON.stringify(schema, null, 2));
  await run(path.join(bin, "pulumi-ingress-gen-sdk"), ["-schema", file, "-out", SDK_DIR, "-languages", "python,go"], { cwd: REPO_ROOT });
  return { python: path.join(SDK_DIR, "python"), go: path.join(SDK_DIR, "go") };
}

/**
 * Makes the stack's folder a program in another language: `files` written beside the stack's own
 * config, `Pulumi.yaml` among them, with the stack's project name (the engine made the stack for a
 * Node.js program of that name; the CLI reads Pulumi.yaml afresh at every step).
 */
export async function writeProgram(stack: EngineStack, files: Record<string, string>): Promise<void> {
  const project = files["Pulumi.yaml"];
  if (project === undefined || !new RegExp(`^name: ${stack.name}$`, "m").test(project)) {
    throw new Error(`the program's Pulumi.yaml must be given and named ${stack.name}, the stack's project`);
  }
  for (const leftover of ["index.js", "package.json"]) await fs.rm(path.join(stack.dir, leftover), { force: true });
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(stack.dir, name)), { recursive: true });
    await fs.writeFile(path.join(stack.dir, name), content);
  }
}

/** Runs a command to its end; its stdout, or an error holding both streams. */
export function run(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { ...options, maxBuffer: 256 << 20 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${path.basename(command)} ${args.join(" ")} failed: ${err.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
  });
}
