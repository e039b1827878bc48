// A release as its users get it (scripts/release, `npm run release`): built into a temporary
// folder, served by a local HTTP server standing in for the release page (the schema's
// pluginDownloadURL points at it, so the engine downloads the plugin from there), and the PATH of
// a machine without Node.js: only the Pulumi CLI, Python and Go.
import { promises as fs } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import type { PluginTarget } from "../../scripts/release/targets";
import { buildRelease, type Release, type SdkLanguage } from "../../scripts/release/release";
import { run } from "./languages";

/** The only target CI builds: this machine's. */
export const THIS_MACHINE: PluginTarget = { os: "linux", arch: "amd64" };

/**
 * Where the tests keep the plugin's archive they build (scripts/release/pluginArchives.ts, under
 * the hash of its sources): building it takes about 3 GB of memory and half a minute of CPU, so the
 * first test that needs it builds it and the others (the release, the executable alone) copy it.
 */
export const PLUGIN_CACHE = path.join(__dirname, "..", "..", ".tmp", "plugin-archives");

export interface ServedRelease {
  release: Release;
  /** A temporary folder holding the release folder, for the test's own files; removed by close(). */
  root: string;
  /** The release page's download folder: the pluginDownloadURL the release was built with. */
  downloadUrl: string;
  /** The paths the server was asked for, in order. */
  requests: string[];
  /** Every step's line of the build. */
  buildLog: string[];
  close(): Promise<void>;
}

/**
 * Starts the release page on a free loopback port, then builds the release (its `sdks`, the
 * plugin for `targets`) with that page as pluginDownloadURL. The page serves the release folder's
 * files under `/releases/download/v<version>/`, as GitHub serves a release's assets.
 */
export async function serveRelease(options: { sdks: readonly SdkLanguage[]; targets?: readonly PluginTarget[] }): Promise<ServedRelease> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-release-"));
  const outDir = path.join(root, "release");
  const requests: string[] = [];
  let prefix = "";
  const server = createServer((req, res) => {
    const url = req.url ?? "";
    requests.push(`${req.method ?? ""} ${url}`);
    const name = url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : "";
    // Top-level files only, as a release page holds them.
    if (name === "" || name.includes("/") || name.startsWith(".")) {
      res.writeHead(404).end();
      return;
    }
    fs.readFile(path.join(outDir, name)).then(
      (body) => res.writeHead(200, { "content-type": "application/octet-stream", "content-length": body.length }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = async (): Promise<void> => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(root, { recursive: true, force: true });
  };
  try {
    const { port } = server.address() as AddressInfo;
    const version = (JSON.parse(await fs.readFile(path.join(__dirname, "..", "..", "package.json"), "utf8")) as { version: string }).version;
    prefix = `/releases/download/v${version}/`;
    const downloadUrl = `http://127.0.0.1:${port}${prefix.slice(0, -1)}`;
    const buildLog: string[] = [];
    const release = await buildRelease({
      outDir,
      pluginDownloadUrl: downloadUrl,
      sdks: options.sdks,
      targets: options.targets ?? [THIS_MACHINE],
      pluginCache: PLUGIN_CACHE,
      log: (line) => buildLog.push(line),
    });
    return { release, root, downloadUrl, requests, buildLog, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/** The archive downloads among the server's requests. */
export const archiveRequests = (served: ServedRelease): string[] => served.requests.filter((r) => r.endsWith(".tar.gz"));

/** The commands a machine without Node.js has, by name: the Pulumi CLI (its language hosts beside it), Python and Go. */
async function userCommands(cliBin: string): Promise<Record<string, string>> {
  const python = (await run("python3", ["-c", "import os, sys; print(os.path.realpath(sys.executable))"], { cwd: os.tmpdir() })).trim();
  const go = (await run("go", ["env", "GOROOT"], { cwd: os.tmpdir() })).trim();
  return { pulumi: path.join(cliBin, "pulumi"), python3: python, python, go: path.join(go, "bin", "go") };
}

/**
 * A bin folder of links to only the user's commands, to be the whole PATH of the engine: no node,
 * npm or npx is found on it (checked). The CLI still finds its language hosts beside itself.
 */
export async function pathWithoutNode(dir: string, cliBin: string): Promise<string> {
  const bin = path.join(dir, "user-bin");
  await fs.mkdir(bin, { recursive: true });
  for (const [name, target] of Object.entries(await userCommands(cliBin))) await fs.symlink(target, path.join(bin, name));
  const found = (await fs.readdir(bin)).filter((f) => ["node", "npm", "npx"].includes(f));
  if (found.length > 0) throw new Error(`${bin} holds ${found.join(", ")}`);
  return bin;
}

/** The plugins installed in a PULUMI_HOME: `resource-ingress-v0.3.0` and the like. */
export async function installedPlugins(pulumiHome: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(pulumiHome, "plugins")).catch(() => [] as string[]);
  return entries.filter((e) => !e.endsWith(".lock") && !e.endsWith(".partial") && !e.startsWith(".")).sort();
}
