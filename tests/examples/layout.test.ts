// Every example is a Pulumi TypeScript project a user can copy out of the repository: its own
// Pulumi.yaml, package.json and tsconfig.json, the package imported by name, and a README that
// names every config key the program reads.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { EXAMPLES, EXAMPLES_DIR, POLICY_PACK_EXAMPLES, projectName } from "../support/engine";
import { EXAMPLE_PLUGIN_PATH, YAML_EXAMPLES } from "../support/languages";

const read = (example: string, file: string) => fs.readFile(path.join(EXAMPLES_DIR, example, file), "utf8");

test("examples/ holds exactly the documented examples", async () => {
  const dirs = (await fs.readdir(EXAMPLES_DIR, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  expect(dirs.sort()).toEqual([...EXAMPLES, ...POLICY_PACK_EXAMPLES, ...YAML_EXAMPLES].sort());
});

describe.each(YAML_EXAMPLES)("examples/%s (a YAML program)", (example) => {
  test("has exactly Pulumi.yaml, package.json and README.md", async () => {
    expect((await fs.readdir(path.join(EXAMPLES_DIR, example))).sort()).toEqual(["Pulumi.yaml", "README.md", "package.json"]);
  });

  test("Pulumi.yaml is named after its folder, runs as YAML and names the plugin of the package installed beside it", async () => {
    const project = await read(example, "Pulumi.yaml");
    expect(project).toMatch(new RegExp(`^name: ${example}$`, "m"));
    expect(project).toMatch(/^runtime: yaml$/m);
    expect(project).toContain(`plugins:\n  providers:\n    - name: ingress\n      path: ${EXAMPLE_PLUGIN_PATH}\n`);
  });

  test("docs/other-languages.md shows its plugin stanza (the README gives the released plugin, with no npm)", async () => {
    const stanza = `plugins:\n  providers:\n    - name: ingress\n      path: ${EXAMPLE_PLUGIN_PATH}\n`;
    expect((await fs.readFile(path.join(EXAMPLES_DIR, "..", "docs", "other-languages.md"), "utf8")).includes(stanza)).toBe(true);
  });

  test("package.json depends on pulumi-ingress and @pulumi/pulumi only, which the plugin runs on", async () => {
    const pkg = JSON.parse(await read(example, "package.json")) as { dependencies?: Record<string, string> };
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(["@pulumi/pulumi", "pulumi-ingress"]);
  });

  test("README.md names every config key Pulumi.yaml declares", async () => {
    const config = /^config:\n((?: {2}.*\n)+)/m.exec(await read(example, "Pulumi.yaml"))?.[1] ?? "";
    const keys = [...config.matchAll(/^ {2}(\w+):$/gm)].map((m) => m[1] as string);
    expect(keys.length).toBeGreaterThan(0);
    const readme = await read(example, "README.md");
    expect(keys.filter((k) => !readme.includes(`\`${k}\``))).toEqual([]);
  });
});

describe.each(POLICY_PACK_EXAMPLES)("examples/%s (a policy pack)", (example) => {
  test("has exactly PulumiPolicy.yaml, package.json, index.ts and README.md", async () => {
    expect((await fs.readdir(path.join(EXAMPLES_DIR, example))).sort()).toEqual(["PulumiPolicy.yaml", "README.md", "index.ts", "package.json"]);
  });

  test("PulumiPolicy.yaml runs it on Node.js; package.json has a version and depends on @pulumi/policy and pulumi-ingress", async () => {
    expect(await read(example, "PulumiPolicy.yaml")).toMatch(/^runtime: nodejs$/m);
    const pkg = JSON.parse(await read(example, "package.json")) as { version?: string; main?: string; dependencies?: Record<string, string> };
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.main).toBe("index.ts");
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(["@pulumi/policy", "pulumi-ingress"]);
  });

  test("index.ts takes the rules from the package by name", async () => {
    const source = await read(example, "index.ts");
    expect(source).toContain('from "pulumi-ingress/policy/rules";');
    expect(source).not.toMatch(/from "\.\.?\//);
  });
});

describe.each(EXAMPLES)("examples/%s", (example) => {
  test("has exactly Pulumi.yaml, package.json, tsconfig.json, index.ts and README.md", async () => {
    expect((await fs.readdir(path.join(EXAMPLES_DIR, example))).sort()).toEqual(["Pulumi.yaml", "README.md", "index.ts", "package.json", "tsconfig.json"]);
  });

  test("Pulumi.yaml names the project after its folder and runs it as TypeScript", async () => {
    expect(await projectName(example)).toBe(example);
    expect(await read(example, "Pulumi.yaml")).toMatch(/^runtime:\n {2}name: nodejs\n {2}options:\n {4}typescript: true\n/m);
  });

  test("package.json depends on pulumi-ingress and @pulumi/pulumi, and runs index.ts", async () => {
    const pkg = JSON.parse(await read(example, "package.json")) as { main?: string; dependencies?: Record<string, string> };
    expect(pkg.main).toBe("index.ts");
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(["@pulumi/pulumi", "pulumi-ingress"]);
  });

  test("index.ts imports the package by name, as a user's program does", async () => {
    const source = await read(example, "index.ts");
    expect(source).toContain('import * as ingress from "pulumi-ingress";');
    expect(source).not.toMatch(/from "\.\.?\//);
  });

  test("README.md names every config key index.ts reads", async () => {
    const source = await read(example, "index.ts");
    const keys = [...source.matchAll(/config\.(?:get|require)(?:Secret|Object|Number|Boolean)?(?:<[^>]+>)?\("([^"]+)"\)/g)].map((m) => m[1] as string);
    expect(keys.length).toBeGreaterThan(0);
    const readme = await read(example, "README.md");
    const missing = [...new Set(keys)].filter((k) => !readme.includes(`\`${k}\``));
    expect(missing).toEqual([]);
  });
});
