// The release (`npm run release`, scripts/release) as users of other languages get it, on a
// machine without Node.js: the engine's PATH holds only the Pulumi CLI, Python and Go (no node, npm
// or npx), PULUMI_HOME starts empty, and a local HTTP server stands in for the release page, which
// the release's schema names as pluginDownloadURL. One release is built for both programs, with the
// plugin for this machine only (linux-amd64) and the Python SDK.
// - YAML: `pulumi plugin install resource ingress <version> --server <page>`, then a program naming
//   no plugin path, with automatic plugin downloads off: the installed plugin serves it.
// - Python: only the release's wheel pip-installed into a fresh virtualenv (pulumi from the cached
//   wheels, standing for PyPI); the engine downloads the plugin itself, from the wheel's
//   pluginDownloadURL.
// Each runs the endpoints world against the emulator (tests/support/programLifecycle.ts): up with
// one POST per resource, a clean preview, no secret in plaintext, destroy. Go: tests/languages.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { archiveName } from "../../scripts/release/pluginArchives";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";
import { endpointsSeed, pythonEndpointsProgram, yamlEndpointsProgram } from "../support/endpointsPrograms";
import { languageTools, run as runCommand, stackEnv, writeProgram } from "../support/languages";
import { lifecycleTests } from "../support/programLifecycle";
import { archiveRequests, installedPlugins, pathWithoutNode, type ServedRelease, serveRelease, THIS_MACHINE } from "../support/release";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = { secretValue: "release-vault-secret-0123456789", ddKey: "release-dd-api-key-0123456789" };
const secretConfig = Object.fromEntries(Object.entries(SECRETS).map(([k, value]) => [k, { value, secret: true }]));

let served: ServedRelease;
let wheelhouse = "";
/** The engine's whole PATH. */
let userBin = "";

beforeAll(async () => {
  const tools = await languageTools();
  wheelhouse = tools.wheelhouse;
  served = await serveRelease({ sdks: ["python"] });
  userBin = await pathWithoutNode(served.root, tools.bin);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await served?.close();
});

/** The archive's download path on the release page. */
const archivePath = (): string => `GET ${new URL(served.downloadUrl).pathname}/${archiveName(served.release.version, THIS_MACHINE)}`;

/** A run whose engine has only the user's commands on PATH (and no Node.js options); `env` adds to its environment. */
const userRun = (name: string, env: Record<string, string> = {}): Promise<Run> =>
  startRun(name, { body: "", emulator: { seed: endpointsSeed(name) }, config: secretConfig, env: { PATH: userBin, NODE_OPTIONS: "", ...env } });

test("the release holds the plugin archive, the schema, the wheel and sdist, the release notes and SHA256SUMS over every file", () => {
  const version = served.release.version;
  expect(served.release.files).toEqual([
    "RELEASE_NOTES.md",
    archiveName(version, THIS_MACHINE),
    `pulumi_ingress-${version}-py3-none-any.whl`,
    `pulumi_ingress-${version}.tar.gz`,
    "schema.json",
    "SHA256SUMS",
  ]);
  // Each step's own line, which ends with its duration.
  const steps = served.buildLog.filter((l) => / \(\d+\.\d s\)$/.test(l)).map((l) => l.replace(/ \(\d+\.\d s\)$/, ""));
  expect(steps).toEqual([
    `release: release notes: RELEASE_NOTES.md from CHANGELOG.md's "## ${version}"`,
    `release: plugin archives: ${archiveName(version, THIS_MACHINE)}`,
    `release: schema: schema.json, version ${version}, pluginDownloadURL ${served.downloadUrl}`,
    "release: SDK sources: python from Pulumi's generators (scripts/gen-sdk)",
    `release: Python SDK: pulumi_ingress-${version}-py3-none-any.whl, pulumi_ingress-${version}.tar.gz`,
    "release: checksums: SHA256SUMS",
  ]);
});

describe("YAML: pulumi plugin install from the release page, then up", () => {
  let run: Run;

  beforeAll(async () => {
    run = await userRun("yamlrelease");
    const env = stackEnv(run.stack);
    expect(await installedPlugins(env.PULUMI_HOME ?? "")).toEqual([]);
    await writeProgram(run.stack, { "Pulumi.yaml": yamlEndpointsProgram("yamlrelease") });
    served.requests.length = 0;
    await runCommand(path.join(run.engine.bin, "pulumi"), ["plugin", "install", "resource", "ingress", served.release.version, "--server", served.downloadUrl], { cwd: run.stack.dir, env });
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await run?.dispose();
  });

  test("`pulumi plugin install resource ingress <version> --server <page>` downloads the archive and installs the plugin", async () => {
    expect(archiveRequests(served)).toEqual([archivePath()]);
    expect(await installedPlugins(stackEnv(run.stack).PULUMI_HOME ?? "")).toEqual([`resource-ingress-v${served.release.version}`]);
  });

  lifecycleTests("YAML", () => run, { vaultName: "yamlrelease-vault", secrets: Object.values(SECRETS) });
});

describe("Python: the wheel alone in a fresh virtualenv; the engine downloads the plugin from its pluginDownloadURL", () => {
  let run: Run;

  beforeAll(async () => {
    // Automatic plugin downloads on, as on a user's machine.
    run = await userRun("pyrelease", { PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "false" });
    const env = stackEnv(run.stack);
    await writeProgram(run.stack, {
      "Pulumi.yaml": "name: pyrelease\nruntime:\n  name: python\n  options:\n    virtualenv: venv\n",
      "__main__.py": pythonEndpointsProgram("pyrelease"),
    });
    const wheel = path.join(served.release.outDir, served.release.files.find((f) => f.endsWith(".whl")) ?? "");
    await runCommand("python3", ["-m", "venv", "venv"], { cwd: run.stack.dir, env });
    // pulumi and the SDK's other requirements from the cached wheels, standing for PyPI.
    await runCommand(path.join(run.stack.dir, "venv", "bin", "python"), ["-m", "pip", "install", "--quiet", "--no-index", "--find-links", wheelhouse, wheel], { cwd: run.stack.dir, env });
    served.requests.length = 0;
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await run?.dispose();
  });

  test("the wheel's pulumi-plugin.json names the release page and the version", async () => {
    const site = (await fs.readdir(path.join(run.stack.dir, "venv", "lib"))).map((d) => path.join(run.stack.dir, "venv", "lib", d, "site-packages"))[0] ?? "";
    expect(JSON.parse(await fs.readFile(path.join(site, "pulumi_ingress", "pulumi-plugin.json"), "utf8"))).toEqual({
      resource: true,
      name: "ingress",
      version: served.release.version,
      server: served.downloadUrl,
    });
    expect(await installedPlugins(stackEnv(run.stack).PULUMI_HOME ?? "")).toEqual([]);
  });

  lifecycleTests("Python", () => run, { vaultName: "pyrelease-vault", secrets: Object.values(SECRETS) });

  test("the engine downloaded the plugin once, from the release page", async () => {
    expect(archiveRequests(served)).toEqual([archivePath()]);
    expect(await installedPlugins(stackEnv(run.stack).PULUMI_HOME ?? "")).toEqual([`resource-ingress-v${served.release.version}`]);
  });
});
