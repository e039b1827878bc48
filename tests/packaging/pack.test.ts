// What `npm pack` puts in the tarball: the built package and nothing a user does not need (no
// TypeScript sources, source maps, Go sources, build scripts or tests).
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { familyFolder, FAMILY_NAMES, STATE_0_1_0_PROVIDERS } from "../../provider/families";
import { REPO_ROOT } from "../support/engine";

interface PackJson {
  files: { path: string; mode: number }[];
}

let files: string[];
/** Each file's mode in the tarball, by path. */
let modes: Record<string, number>;
let staged: string;

const run = (cmd: string, args: string[]) =>
  new Promise<string>((resolve, reject) =>
    execFile(cmd, args, { cwd: REPO_ROOT, maxBuffer: 16 << 20 }, (err, out, errOut) => (err ? reject(new Error(`${err.message}\n${errOut}`)) : resolve(out))),
  );

beforeAll(async () => {
  // The package is packed and published from its staged folder (scripts/stage.js), as the user project's tarball is.
  staged = (await run(process.execPath, [path.join(REPO_ROOT, "scripts", "stage.js")])).trim();
  const stdout = await run("npm", ["pack", staged, "--dry-run", "--json", "--silent"]);
  const packed = (JSON.parse(stdout) as PackJson[])[0]?.files ?? [];
  files = packed.map((f) => f.path).sort();
  modes = Object.fromEntries(packed.map((f) => [f.path, f.mode]));
}, 60_000);

test("the published package.json is the repository's without its npm scripts and devDependencies", async () => {
  const published = JSON.parse(await fs.readFile(path.join(staged, "package.json"), "utf8")) as Record<string, unknown>;
  const { scripts, devDependencies, ...rest } = JSON.parse(await fs.readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as Record<string, unknown>;
  expect(Object.keys(scripts as object).length).toBeGreaterThan(5);
  expect(Object.keys(devDependencies as object).length).toBeGreaterThan(5);
  expect(published).toEqual(rest);
});

test("npm publish from the repository root is refused with the command that publishes the staged package", async () => {
  await expect(run("npm", ["publish", "--dry-run"])).rejects.toThrow("Publish the staged package instead: npm run build && npm publish $(node scripts/stage.js)");
});

test("the tarball holds package.json, README.md, LICENSE, the policy pack and provider plugin folders and built JavaScript with its declarations only", () => {
  expect(files.filter((f) => !/^dist\/(trafficPolicy|provider|sdk|emulator|recover|cli|policy|plugin)\/.+\.(js|d\.ts)$/.test(f))).toEqual([
    "LICENSE",
    "README.md",
    "package.json",
    "plugin/PulumiPlugin.yaml",
    "plugin/index.js",
    "plugin/pulumi-resource-ingress",
    "plugin/schema.json",
    "policy/PulumiPolicy.yaml",
    "policy/index.js",
    "policy/rules.d.ts",
    "policy/rules.js",
  ]);
});

test("the plugin's executable ships executable, so the engine starts it without a language host", () => {
  expect((modes["plugin/pulumi-resource-ingress"] ?? 0).toString(8)).toBe("755");
});

test("every compiled module ships with its declaration file", () => {
  const js = files.filter((f) => f.startsWith("dist/") && f.endsWith(".js")).map((f) => f.slice(0, -3));
  const dts = files.filter((f) => f.startsWith("dist/") && f.endsWith(".d.ts")).map((f) => f.slice(0, -5));
  expect(js.length).toBeGreaterThan(50);
  expect(dts).toEqual(js);
});

test("main, types, bin and the inspect preload named in the README are in it", async () => {
  const pkg = JSON.parse(await fs.readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as { main: string; types: string; bin: Record<string, string> };
  expect(files).toEqual(expect.arrayContaining([pkg.main, pkg.types, ...Object.values(pkg.bin), "dist/sdk/preload.js"]));
  expect(await fs.readFile(path.join(REPO_ROOT, "README.md"), "utf8")).toContain("node_modules/pulumi-ingress/dist/sdk/preload.js");
});

test("no compiled module points at a source map or a TypeScript source", async () => {
  const pointing: string[] = [];
  for (const f of files.filter((x) => x.endsWith(".js"))) {
    if ((await fs.readFile(path.join(REPO_ROOT, f), "utf8")).includes("sourceMappingURL")) pointing.push(f);
  }
  expect(pointing).toEqual([]);
});

test("the exports map declares the entry points, the bins and the provider modules that states require, and each is shipped", async () => {
  const pkg = JSON.parse(await fs.readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as { exports: Record<string, string | Record<string, string>>; bin: Record<string, string> };
  expect(Object.keys(pkg.exports)).toEqual([".", "./policy/rules", "./client", "./emulator", "./traffic", "./traffic/cases", "./preload", "./bin/emulator", "./bin/recover", "./bin/pulumi-ingress", "./dist/provider/providers/*.js", "./dist/provider/resources/*/provider.js", "./package.json"]);
  const targets = Object.values(pkg.exports).flatMap((t) => (typeof t === "string" ? [t] : Object.values(t))).filter((t) => !t.includes("*"));
  for (const t of targets) expect(files).toContain(t.slice(2));
  for (const bin of Object.values(pkg.bin)) expect(targets).toContain(`./${bin}`);
  // The modules the states of 0.1.0 require, and those every family's resources name now.
  for (const family of STATE_0_1_0_PROVIDERS) expect(files).toContain(`dist/provider/providers/${family}.js`);
  for (const family of FAMILY_NAMES) expect(files).toContain(`dist/provider/resources/${familyFolder(family)}/provider.js`);
});

test("typesVersions gives every typed entry point's types (client, emulator, traffic) to TypeScript resolving without exports (moduleResolution node), as the exports map does", async () => {
  const pkg = JSON.parse(await fs.readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as {
    exports: Record<string, Record<string, string>>;
    typesVersions: Record<string, Record<string, string[]>>;
  };
  const typed = Object.keys(pkg.exports).filter((k) => k !== "." && typeof pkg.exports[k] === "object" && pkg.exports[k]?.types !== undefined);
  const fromExports = Object.fromEntries(typed.map((k) => [k.slice(2), [pkg.exports[k]?.types?.slice(2)]]));
  expect(Object.keys(fromExports)).toEqual(["policy/rules", "client", "emulator", "traffic", "traffic/cases"]);
  expect(pkg.typesVersions).toEqual({ "*": fromExports });
  for (const [entry] of Object.values(fromExports)) expect(files).toContain(entry);
});

test("the declarations show pulumi.Input written out and no internal helper", async () => {
  const dts = await Promise.all(files.filter((f) => /^dist\/sdk\/.+\.d\.ts$/.test(f)).map(async (f) => [f, await fs.readFile(path.join(REPO_ROOT, f), "utf8")] as const));
  expect(dts.length).toBeGreaterThan(5);
  expect(dts.filter(([, text]) => /\bIn<|\bList\b|stackTracesOff|outputSlots|secretAt|registration\(/.test(text)).map(([f]) => f)).toEqual([]);
  const route = dts.find(([f]) => f === "dist/sdk/httpsEdgeRoute.d.ts")?.[1] ?? "";
  expect(route).toContain("edgeId: pulumi.Input<string>;");
  const index = dts.find(([f]) => f === "dist/sdk/index.d.ts")?.[1] ?? "";
  expect(index).not.toContain("provider/");
});

test("package-lock.json's root entry matches package.json, so npm install on a clean clone leaves the lock as it is", async () => {
  const pkg = JSON.parse(await fs.readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as Record<string, unknown>;
  const lock = JSON.parse(await fs.readFile(path.join(REPO_ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, Record<string, unknown>> };
  const root = lock.packages[""] ?? {};
  for (const field of ["bin", "engines", "peerDependencies", "dependencies", "devDependencies"]) expect([field, root[field]]).toEqual([field, pkg[field]]);
});
