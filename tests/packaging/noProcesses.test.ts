// A program that imports the package starts no process: every file of the installed package that
// loading it brings in (the SDK, the registry, every family's provider and what they import) is read,
// and none of them may reach for child_process, worker_threads or cluster. The commands (recover)
// (recover, import) and the policy pack, which run processes or run apart from programs, are not
// loaded at all.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { familyFolder, FAMILY_NAMES } from "../../provider/families";
import { ENGINE_SETUP_TIMEOUT_MS, userProject } from "../support/engine";

const PROCESS_MODULES = /\brequire\(["'](?:node:)?(?:child_process|worker_threads|cluster)["']\)|from ["'](?:node:)?(?:child_process|worker_threads|cluster)["']/;

let installed = "";
let loaded: string[] = [];

beforeAll(async () => {
  installed = path.join(await userProject(), "node_modules", "pulumi-ingress");
  // A fresh Node process, as a program's: the package's own files in the require cache after loading it.
  const script = `
    require(${JSON.stringify(installed)});
    const own = (f) => f.startsWith(${JSON.stringify(installed + path.sep)}) && !f.slice(${installed.length}).includes("${path.sep}node_modules${path.sep}");
    console.log(JSON.stringify(Object.keys(require.cache).filter(own)));`;
  const out = execFileSync(process.execPath, ["-e", script], { cwd: path.dirname(path.dirname(installed)), encoding: "utf8" });
  loaded = (JSON.parse(out) as string[]).map((f) => path.relative(installed, f)).sort();
}, ENGINE_SETUP_TIMEOUT_MS);

test("loading the package loads the SDK, the registry and every family's provider, and neither command nor policy pack", () => {
  for (const f of ["dist/sdk/index.js", "dist/provider/families.js", ...FAMILY_NAMES.map((family) => `dist/provider/resources/${familyFolder(family)}/provider.js`)]) {
    expect(loaded).toContain(f);
  }
  // The modules old states require are not a program's: only the engine's provider host loads them.
  expect(loaded.filter((f) => f.startsWith("dist/provider/providers/"))).toEqual([]);
  expect(loaded.filter((f) => ["dist/recover/", "dist/cli/", "dist/policy/", "dist/emulator/"].some((room) => f.startsWith(room)))).toEqual([]);
});

test("no file a program loads uses child_process, worker_threads or cluster", () => {
  expect(loaded.length).toBeGreaterThan(20);
  expect(loaded.filter((f) => PROCESS_MODULES.test(readFileSync(path.join(installed, f), "utf8")))).toEqual([]);
});

test("the pattern finds the commands' use of child_process (the check can fail)", () => {
  expect(PROCESS_MODULES.test(readFileSync(path.join(installed, "dist", "provider", "stack", "pulumiCli.js"), "utf8"))).toBe(true);
});
