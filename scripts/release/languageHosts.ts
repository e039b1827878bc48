// What the Java and .NET SDK builds share: the language hosts from `scripts/install-languages.sh
// --sdk-hosts` (cached; the first run builds them), the schema as released (its version set), and
// `pulumi package gen-sdk` run with those hosts beside the CLI, where it looks for them.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

export const REPO_ROOT = path.resolve(__dirname, "..", "..");

/** The options of an SDK build, as the release passes them. */
export interface SdkBuildOptions {
  /** The plugin's schema (plugin/schema.json or the release's copy of it). */
  schemaPath: string;
  /** Where the build's output goes (created if absent). */
  outDir: string;
  /** The version released: the schema's version is set to it before generating. */
  version: string;
  /** Receives one line per step. */
  log?: (line: string) => void;
}

/** The cache of scripts/install-*.sh, which the Maven repository of the Java build shares. */
export function cacheDir(): string {
  return process.env["PULUMI_INGRESS_CACHE"] ?? path.join(process.env["XDG_CACHE_HOME"] ?? path.join(os.homedir(), ".cache"), "pulumi-ingress");
}

/** The environment of every tool run here: no update check, no plugin download. */
function toolEnv(bin: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env["PATH"] ?? ""}`,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
  };
}

/** Runs a command to its end; its stdout, or an error naming it and holding both streams. */
export function runTool(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { ...options, maxBuffer: 256 << 20 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${path.basename(command)} ${args.join(" ")} failed: ${err.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/** What scripts/install-languages.sh makes: the CLI's bin folder (the language hosts, pulumi-ingress-gen-sdk) and the Python wheelhouse. */
export interface LanguageTools {
  bin: string;
  /** pulumi and what it needs as wheels: a virtualenv installs from it with --find-links. */
  wheelhouse: string;
}

let tools: Promise<LanguageTools> | undefined;

/** Runs scripts/install-languages.sh once per process; what it printed last (the wheelhouse, then the bin folder). */
export function languageTools(log: (line: string) => void): Promise<LanguageTools> {
  tools ??= (async () => {
    log("language hosts: scripts/install-languages.sh (cached after the first run)");
    const stdout = await runTool("bash", [path.join(REPO_ROOT, "scripts", "install-languages.sh")], { cwd: REPO_ROOT });
    const [wheelhouse = "", bin = ""] = stdout.trim().split("\n").slice(-2);
    if (wheelhouse === "" || bin === "") throw new Error(`scripts/install-languages.sh printed no wheelhouse and bin folder:\n${stdout}`);
    return { bin, wheelhouse };
  })();
  return tools;
}

let hosts: Promise<string> | undefined;

/** Runs scripts/install-languages.sh --sdk-hosts once per process; the CLI's bin folder, which holds the Java and .NET hosts. */
export function languageHostsBin(log: (line: string) => void): Promise<string> {
  hosts ??= (async () => {
    log("language hosts: scripts/install-languages.sh --sdk-hosts (cached after the first run)");
    const stdout = await runTool("bash", [path.join(REPO_ROOT, "scripts", "install-languages.sh"), "--sdk-hosts"], { cwd: REPO_ROOT });
    const bin = stdout.trim().split("\n").at(-1) ?? "";
    if (bin === "") throw new Error(`scripts/install-languages.sh --sdk-hosts printed no bin folder:\n${stdout}`);
    return bin;
  })();
  return hosts;
}

/** A package schema, as far as the SDK builds read it. */
export interface Schema {
  name: string;
  version?: string;
  description?: string;
  homepage?: string;
  repository?: string;
  license?: string;
  pluginDownloadURL?: string;
  logoUrl?: string;
  language?: Record<string, Record<string, unknown> | undefined>;
}

/** Reads the schema and returns it with `version` set. */
export async function releasedSchema(schemaPath: string, version: string): Promise<Schema> {
  const schema = JSON.parse(await fs.readFile(schemaPath, "utf8")) as Schema;
  if (typeof schema.name !== "string" || schema.name === "") throw new Error(`${schemaPath}: the schema has no name`);
  return { ...schema, version };
}

/**
 * `pulumi package gen-sdk SCHEMA --language LANG` with the hosts of `bin`, into a fresh temporary
 * folder; the folder it wrote (…/LANG), and a function that removes the temporary folder.
 */
export async function genSdk(bin: string, schema: Schema, language: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `pulumi-ingress-${language}-sdk-`));
  const cleanup = () => fs.rm(tmp, { recursive: true, force: true });
  try {
    const file = path.join(tmp, "schema.json");
    await fs.writeFile(file, JSON.stringify(schema, null, 2));
    await runTool(path.join(bin, "pulumi"), ["package", "gen-sdk", file, "--language", language, "--out", path.join(tmp, "out")], {
      cwd: tmp,
      env: toolEnv(bin),
    });
    return { dir: path.join(tmp, "out", language), cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
