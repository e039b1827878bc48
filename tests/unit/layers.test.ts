// The layers' direction (docs/architecture.md, "Layers"), as .dependency-cruiser.cjs's layer rules
// refuse it: a folder imports only from the folders below it. Each case is a file of a scratch tree
// (the repository's config, and the modules the cases import as empty ones), cruised as `npm run
// lint` cruises the tree; tests/unit/dependencies.test.ts holds the tree itself to the same rules.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

/** A case: a file, its text, and the imports the rules refuse in it (`rule: from → to`). */
const CASES = [
  ["provider/x.ts", 'import type { ImportFacts } from "../cli/import/facts";\nexport type X = ImportFacts;\n', ["layers-provider: provider/x.ts → cli/import/facts.ts"]],
  ["provider/a/b.ts", 'export * from "../../emulator/types";\n', ["layers-provider: provider/a/b.ts → emulator/types.ts"]],
  ["sdk/x.ts", 'export type T = import("../plugin/src/server").X;\n', ["layers-sdk: sdk/x.ts → plugin/src/server.ts"]],
  [
    "cli/x/y.ts",
    'import "../../recover/find";\nimport "../../emulator/machinery/knobs";\nimport "../../bench/run";\n',
    ["layers-cli: cli/x/y.ts → bench/run.ts", "layers-cli: cli/x/y.ts → emulator/machinery/knobs.ts", "layers-cli: cli/x/y.ts → recover/find.ts"],
  ],
  ["recover/x.ts", 'export const x = require("../dist/plugin/src/server");\n', ["layers-recover: recover/x.ts → dist/plugin/src/server.js"]],
  [
    "emulator/x.ts",
    'import "../sdk";\nimport "../provider/families";\nexport const m = import("../scripts/engine");\n',
    ["layers-emulator: emulator/x.ts → scripts/engine.ts", "layers-emulator: emulator/x.ts → sdk/index.ts"],
  ],
  ["policy/src/x.ts", 'import "../../provider/families";\nimport "../../sdk";\nimport "./rule";\n', []],
  ["bench/x.ts", 'import "../cli/main";\nimport "../emulator";\n', []],
  ["trafficPolicy/x.ts", 'import "../provider/wire/rules";\nimport "./model/issues";\n', ["layers-trafficPolicy: trafficPolicy/x.ts → provider/wire/rules.ts"]],
  ["plugin/src/x.ts", 'import "../../tests/support/engine";\n', ["layers-plugin: plugin/src/x.ts → tests/support/engine.ts"]],
] as const;

/** The modules the cases import, each an empty module of the scratch tree. */
const IMPORTED = [
  "cli/import/facts.ts",
  "emulator/types.ts",
  "plugin/src/server.ts",
  "recover/find.ts",
  "emulator/machinery/knobs.ts",
  "bench/run.ts",
  "dist/plugin/src/server.js",
  "sdk/index.ts",
  "provider/families.ts",
  "scripts/engine.ts",
  "policy/src/rule.ts",
  "cli/main.ts",
  "emulator/index.ts",
  "provider/wire/rules.ts",
  "trafficPolicy/model/issues.ts",
  "tests/support/engine.ts",
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let found: string[];
beforeAll(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pulumi-ingress-layers-"));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    for (const file of IMPORTED) write(file, "export {};\n");
    for (const [file, text] of CASES) write(file, text);
    copyFileSync(path.join(ROOT, ".dependency-cruiser.cjs"), path.join(dir, ".dependency-cruiser.cjs"));
    write("tsconfig.json", JSON.stringify({ compilerOptions: { allowJs: true, module: "commonjs", moduleResolution: "node" } }));
    const bin = path.join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
    let out: string;
    try {
      out = execFileSync(process.execPath, [bin, "--config", ".dependency-cruiser.cjs", "--output-type", "json", ...CASES.map(([file]) => file)], { cwd: dir, encoding: "utf8" });
    } catch (e) {
      // Its exit code is the number of violations, which the tests below name.
      out = (e as { stdout: string }).stdout;
    }
    found = (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

test("a layer rule says what its folder may import, and where a piece both need belongs", () => {
  const rules = (require(path.join(ROOT, ".dependency-cruiser.cjs")) as { forbidden: { name: string; comment: string }[] }).forbidden; // eslint-disable-line @typescript-eslint/no-require-imports -- the config is CommonJS
  expect(rules.find((r) => r.name === "layers-provider")?.comment).toBe("provider/ imports only from trafficPolicy/: move what both need into provider/");
  expect(rules.find((r) => r.name === "layers-trafficPolicy")?.comment).toBe("trafficPolicy/ imports nothing of ours: move what both need into trafficPolicy/");
});

test.each(CASES.map(([file, , refused]) => [file, refused] as const))(
  "%s: every kind of import (types, re-exports, require, import(), a build's module) is checked; down is allowed",
  (file, refused) => {
    expect(found.filter((v) => v.split(": ")[1]?.startsWith(`${file} `)).sort()).toEqual([...refused].sort());
  },
);

test("nothing else in the scratch tree is refused", () => {
  expect(found.sort()).toEqual(CASES.flatMap(([, , refused]) => refused).sort());
});
