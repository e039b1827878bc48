// The SDKs generated from the plugin's schema with Pulumi's own code generators (scripts/gen-sdk):
// the schema is what `pulumi package get-schema` prints for the installed package's plugin, and the
// Python SDK is also what `pulumi package gen-sdk --language python` writes (the same files). A
// Python program gets its SDK as a user does (docs/other-languages.md): `pulumi package add
// <plugin folder>` generates it into sdks/ingress, records the package in Pulumi.yaml and the SDK
// in requirements.txt, and installs both with `pulumi` into the program's virtualenv (`virtualenv:
// venv`) through scripts/hosts' Python host. The program then runs against the emulator: up
// creates each resource with one POST, a preview then makes no call, destroy deletes them, and no
// secret is in plaintext in the state or the output. (Go programs: goProgram.test.ts.)
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { parse } from "yaml";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";
import { generateSdks, languageTools, pluginSchema, run as runCommand, SDK_DIR, stackEnv, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { endpointsSeed, pythonEndpointsProgram } from "../support/endpointsPrograms";
import { lifecycleTests } from "../support/programLifecycle";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = { secretValue: "python-vault-secret-0123456789", ddKey: "python-dd-api-key-0123456789" };


/** Where `pulumi package gen-sdk` writes (its own `python/` folder under it). */
const CLI_SDK_DIR = path.join(SDK_DIR, "cli");

let run: Run;
let sdks: { python: string; go: string };
let plugin: string;
/** What `pulumi package add` printed. */
let added: string;

beforeAll(async () => {
  const { wheelhouse } = await languageTools();
  run = await startRun("python", {
    body: "",
    emulator: { seed: endpointsSeed("python") },
    config: Object.fromEntries(Object.entries(SECRETS).map(([k, value]) => [k, { value, secret: true }])),
    // The wheelhouse stands for PyPI: Pulumi's toolchain pip-installs pulumi and the SDK from it.
    env: { PIP_NO_INDEX: "1", PIP_FIND_LINKS: wheelhouse },
  });
  plugin = await installedPlugin();
  sdks = await generateSdks(await pluginSchema(run.stack, plugin));
  // The Python SDK as gen-sdk makes it: the CLI's gen-sdk, through the Python host's GeneratePackage.
  const cli = run.stack.stack.workspace.pulumiCommand.command;
  await runCommand(cli, ["package", "gen-sdk", plugin, "--language", "python", "--out", CLI_SDK_DIR], { cwd: run.stack.dir, env: stackEnv(run.stack) });
  await writeProgram(run.stack, {
    "Pulumi.yaml": "name: python\nruntime:\n  name: python\n  options:\n    virtualenv: venv\n",
    "requirements.txt": "pulumi==3.248.0\n",
    "__main__.py": pythonEndpointsProgram("python"),
  });
  // The one command a user runs (the wheelhouse stands for PyPI).
  added = await runCommand(cli, ["package", "add", plugin], { cwd: run.stack.dir, env: stackEnv(run.stack) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/** Every file under `dir`, by its path relative to it, with its text. */
async function tree(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  return Object.fromEntries(await Promise.all(files.sort().map(async (f) => [f, await fs.readFile(path.join(dir, f), "utf8")] as const)));
}

test("the Python SDK is Pulumi's generated package for ingress, the same from the CLI's gen-sdk and from scripts/gen-sdk", async () => {
  const plugin = JSON.parse(await fs.readFile(path.join(sdks.python, "pulumi_ingress", "pulumi-plugin.json"), "utf8")) as Record<string, unknown>;
  expect(plugin).toMatchObject({ resource: true, name: "ingress" });
  const modules = (await fs.readdir(path.join(sdks.python, "pulumi_ingress"))).filter((f) => f.endsWith(".py")).sort();
  expect(modules).toEqual(expect.arrayContaining(["vault.py", "secret.py", "https_edge_route.py", "cloud_endpoint.py", "provider.py"]));
  expect(await tree(path.join(CLI_SDK_DIR, "python"))).toEqual(await tree(sdks.python));
});

test("`pulumi package add <plugin folder>` records the package in Pulumi.yaml and its SDK in requirements.txt, and installs it", async () => {
  expect(added).toContain("import pulumi_ingress as pulumi_ingress");
  expect(parse(await fs.readFile(path.join(run.stack.dir, "Pulumi.yaml"), "utf8"))).toEqual({
    name: "python",
    runtime: { name: "python", options: { virtualenv: "venv" } },
    packages: { ingress: plugin },
  });
  expect(await fs.readFile(path.join(run.stack.dir, "requirements.txt"), "utf8")).toBe("pulumi==3.248.0\nsdks/ingress\n");
  const sdk = path.join(run.stack.dir, "sdks", "ingress", "pulumi_ingress");
  expect(JSON.parse(await fs.readFile(path.join(sdk, "pulumi-plugin.json"), "utf8"))).toMatchObject({ resource: true, name: "ingress" });
  // The same modules as gen-sdk's, each generated alike.
  const modules = (dir: string) => fs.readdir(dir).then((fs_) => fs_.filter((f) => f.endsWith(".py")).sort());
  expect(await modules(sdk)).toEqual(await modules(path.join(sdks.python, "pulumi_ingress")));
  expect(await fs.readFile(path.join(sdk, "vault.py"), "utf8")).toBe(await fs.readFile(path.join(sdks.python, "pulumi_ingress", "vault.py"), "utf8"));
  await fs.access(path.join(run.stack.dir, "venv", "bin", "python"));
});

lifecycleTests("Python", () => run, { vaultName: "python-vault", secrets: Object.values(SECRETS) });
