// A new family's cost, shown: a throwaway family (Widget, tests/fixtures/scaffold/own/) is added to a
// copy of the tree with its own files and the edits docs/architecture.md lists (edits.json), and
// nothing else but what the registry derives (package.json's description, the docs' family lists,
// the plugin's schema). The copy compiles and
// its registry test passes; each listed edit is forced: without it, the compiler or that test fails.
// The copies are made one after the other in one folder, so the registry test's later runs find
// their unchanged files in jest's transform cache (keyed by path) instead of compiling them again.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { FAMILY_LIST_FILES, SDK_INDEX } from "../../scripts/describe-package";
import { TYPESCRIPT_PRELOAD } from "../support/typescriptPreload";

const ROOT = path.join(__dirname, "..", "..");
const FIXTURE = path.join(ROOT, "tests", "fixtures", "scaffold");
const COPIED = ["trafficPolicy", "provider", "sdk", "emulator", "cli", "recover", "policy", "plugin", "bench", "scripts", "tests", "docs", "tsconfig.json", "jest.config.js", "package.json", "README.md"];

interface Edit {
  file: string;
  why: string;
  replace?: [string, string][];
  append?: string;
}
const EDITS = JSON.parse(readFileSync(path.join(FIXTURE, "edits.json"), "utf8")) as Edit[];

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules") return [];
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/** The files docs/architecture.md says a new family edits outside its own files, in its order. */
function documentedEdits(): string[] {
  const doc = readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8");
  const section = doc.slice(doc.indexOf("## What a new family edits"), doc.indexOf("\n## ", doc.indexOf("## What a new family edits") + 1));
  return [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1] as string);
}

function apply(dir: string, edit: Edit): void {
  const file = path.join(dir, edit.file);
  let text = readFileSync(file, "utf8");
  for (const [find, put] of edit.replace ?? []) {
    if (!text.includes(find)) throw new Error(`${edit.file} no longer holds the scaffold's anchor ${JSON.stringify(find)}: update tests/fixtures/scaffold/edits.json`);
    text = text.replace(find, put);
  }
  writeFileSync(file, text + (edit.append ?? ""));
}

/** The folder of this run's copies: made again by each scaffold() (a test uses its copy before the next is made). */
const DIR = path.join(os.tmpdir(), `pulumi-ingress-scaffold-${process.pid}`);

/**
 * A copy of the tree with the Widget family's own files and the given edits, and what the registry
 * derives; the plugin's schema only when `schema` (only the whole family's test reads it: it takes
 * a quarter of a copy's time).
 */
function scaffold(edits: readonly Edit[], { schema = true } = {}): string {
  const dir = DIR;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  const own = path.join(FIXTURE, "own");
  cpSync(own, dir, { recursive: true });
  for (const edit of edits) apply(dir, edit);
  // What `npm run docs` derives, by its scripts (compiled by esbuild: ts-node's start costs seconds a run).
  execFileSync(process.execPath, [...TYPESCRIPT_PRELOAD, "scripts/describe-package.ts"], { cwd: dir, stdio: "pipe" });
  // The plugin's schema (the script fails, and leaves it, when the SDK lacks the family's export).
  if (schema) spawnSync(process.execPath, [...TYPESCRIPT_PRELOAD, "scripts/plugin-schema.ts"], { cwd: dir, stdio: "pipe" });
  // Examples load the built package, which a unit run does not have: the sources are what counts here.
  writeFileSync(path.join(dir, "tsconfig.scaffold.json"), JSON.stringify({ extends: "./tsconfig.json", include: ["trafficPolicy", "provider", "sdk", "emulator", "recover", "cli", "plugin/src", "tests", "bench", "scripts"] }));
  return dir;
}

/** `tsc --noEmit` of the whole copy, or of `file` and what it imports (a third of the time). */
function tsc(dir: string, file?: string) {
  if (file !== undefined) writeFileSync(path.join(dir, "tsconfig.scaffold.json"), JSON.stringify({ extends: "./tsconfig.json", include: [], files: [file] }));
  return spawnSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "--noEmit", "-p", "tsconfig.scaffold.json"], { cwd: dir, encoding: "utf8" });
}
const registryTest = (dir: string) =>
  spawnSync(process.execPath, [path.join(ROOT, "node_modules", "jest", "bin", "jest.js"), "--selectProjects", "unit", "--ci", "tests/unit/families.test.ts"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, PULUMI_INGRESS_SUMMARY: "" },
  });

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

test("docs/architecture.md lists at most four edits outside a family's own files, the ones the scaffold makes", () => {
  expect(documentedEdits()).toEqual(EDITS.map((e) => e.file));
  expect(EDITS.length).toBeLessThanOrEqual(4);
});

test("a new family: its own files, the four edits and what the registry derives compile and pass the registry's test", () => {
  const dir = scaffold(EDITS);
  const ownFiles = filesUnder(path.join(FIXTURE, "own")).sort();
  expect(ownFiles).toEqual([
    "docs/resources/widget.md",
    "emulator/resources/widget/rules.ts",
    "provider/resources/widget/family.ts",
    "provider/resources/widget/fields.ts",
    "provider/resources/widget/provider.ts",
    "provider/resources/widget/wire.ts",
    "sdk/widget.ts",
    "tests/lifecycle/families/Widget.ts",
    "tests/types/parity/Widget.ts",
  ]);
  // What changed outside the family's own files: the edits, and what npm run docs derives (package.json's description, the docs' family lists, the schema).
  const changed = COPIED.flatMap((entry) => (statSync(path.join(ROOT, entry)).isDirectory() ? filesUnder(path.join(ROOT, entry), ROOT) : [entry])).filter(
    (f) => readFileSync(path.join(ROOT, f), "utf8") !== readFileSync(path.join(dir, f), "utf8"),
  );
  expect(changed.sort()).toEqual([...new Set([...EDITS.map((e) => e.file), "package.json", "plugin/schema.json", SDK_INDEX, ...FAMILY_LIST_FILES])].sort());
  expect(JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).description).toContain("widgets");
  // The provider plugin serves the family from the registry; its schema declares it from the SDK's class.
  const schema = JSON.parse(readFileSync(path.join(dir, "plugin", "schema.json"), "utf8")) as { resources: Record<string, { inputProperties: object }> };
  expect(Object.keys(schema.resources)).toContain("ingress:index:Widget");

  const compiled = tsc(dir);
  expect(compiled.stdout + compiled.stderr).toBe("");
  const tested = registryTest(dir);
  if (tested.status !== 0) console.log(tested.stderr);
  expect([tested.status, tested.stderr.match(/Tests: .*/)?.[0]]).toEqual([0, expect.stringMatching(/^Tests: +\d+ passed, \d+ total$/)]);
}, 300_000);

test("each edit is forced: without the README's section or the emulator's rules filed the registry's test fails, each in its own test; without the client's member the compiler does", () => {
  // One copy for the three: the two registry checks fail as separate tests, each naming what is missing.
  const dir = scaffold(
    EDITS.filter((e) => e.file !== "README.md" && e.file !== "emulator/families.ts"),
    { schema: false },
  );
  const tested = registryTest(dir);
  expect(tested.status).toBe(1);
  const failures = Object.fromEntries(
    tested.stderr
      .split(/^ {2}● /m)
      .slice(1)
      .map((block) => [block.slice(0, block.indexOf("\n")), block] as const),
  );
  // Each failing test of tests/unit/families.test.ts (its title) and what its message must name.
  const expected = {
    "README.md: every family in what it is, and a section with an example of its own under Resources": "Widget",
    "emulator/families.ts files every family's service rules that its emulator folder states (the `…Rules` exports of emulator/resources/<family>/rules.ts) in RULES": "emulator/resources/widget/rules.ts: widgetRules",
  };
  expect(Object.keys(failures)).toEqual(Object.keys(expected));
  for (const [title, named] of Object.entries(expected)) expect([title, failures[title]]).toEqual([title, expect.stringContaining(named)]);
  // The same copy less the client's member: the error is the family's own file's, which compiling
  // that file and what it imports shows.
  writeFileSync(path.join(dir, "provider", "ingressClient", "members.ts"), readFileSync(path.join(ROOT, "provider", "ingressClient", "members.ts")));
  const noMember = tsc(dir, "provider/resources/widget/family.ts");
  expect(noMember.stdout).toContain(`provider/resources/widget/family.ts`);
  expect(noMember.stdout).toContain(`Type '"widgets"' is not assignable to type 'ClientMember'`);
}, 300_000);
