// The layers' direction (docs/architecture.md, "Layers"), as eslint.config.mjs's `layers/direction`
// refuses it: a folder imports only from the folders below it.
import { execFileSync } from "node:child_process";
import * as path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
const RULE = "layers/direction";
const FOLDERS = ["trafficPolicy", "provider", "sdk", "cli", "plugin", "recover", "policy", "emulator"];

/** A text to lint as if it were the file at `file` (relative to the root). */
type Text = readonly [file: string, text: string];

/**
 * ESLint's Node API with the repository's own config, only the layer rule run: each text's
 * messages, and those of the tree's layer folders with how many files they hold. In a process of
 * its own, since ESLint loads eslint.config.mjs with import(), which jest's module system refuses.
 */
function lint(texts: readonly Text[], folders: readonly string[]): { texts: string[][]; tree: { files: number; messages: string[] } } {
  const script = `
    const { ESLint } = require("eslint");
    const path = require("node:path");
    const { texts, folders, rule } = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === rule });
    const said = (r) => r.messages.map((m) => m.ruleId + ": " + m.message);
    (async () => {
      const out = { texts: [], tree: { files: 0, messages: [] } };
      for (const [file, text] of texts) out.texts.push(said((await eslint.lintText(text, { filePath: path.resolve(file) }))[0]));
      const results = await eslint.lintFiles(folders);
      out.tree = { files: results.length, messages: results.flatMap((r) => said(r).map((m) => path.relative(process.cwd(), r.filePath) + " " + m)) };
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script, JSON.stringify({ texts, folders, rule: RULE })], { cwd: ROOT, encoding: "utf8" }));
}

const CASES = [
  ["provider/x.ts", 'import type { ImportFacts } from "../cli/import/facts";\nexport type X = ImportFacts;\n', ["provider/ imports nothing from cli/"]],
  ["provider/a/b.ts", 'export * from "../../emulator/types";\n', ["provider/ imports nothing from emulator/"]],
  ["sdk/x.ts", 'export type T = import("../plugin/src/server").X;\n', ["sdk/ imports nothing from plugin/"]],
  ["cli/x/y.ts", 'import "../../recover/find";\nimport "../../emulator/machinery/knobs";\nimport "../../bench/run";\n', ["cli/ imports nothing from recover/", "cli/ imports nothing from emulator/", "cli/ imports nothing from bench/"]],
  ["recover/x.ts", 'export const x = require("../dist/plugin/src/server");\n', ["recover/ imports nothing from plugin/"]],
  ["emulator/x.ts", 'import "../sdk";\nimport "../provider/families";\nexport const m = import("../scripts/engine");\n', ["emulator/ imports nothing from sdk/", "emulator/ imports nothing from scripts/"]],
  ["policy/src/x.ts", 'import "../../provider/families";\nimport "../../sdk";\nimport "./rule";\nimport "zod";\n', []],
  ["bench/x.ts", 'import "../cli/main";\nimport "../emulator";\n', []],
  ["trafficPolicy/x.ts", 'import "../provider/wire/rules";\nimport "./model/issues";\n', ["trafficPolicy/ imports nothing from provider/"]],
] as const;

let linted: ReturnType<typeof lint>;
beforeAll(() => {
  linted = lint(CASES.map(([file, text]) => [file, text]), FOLDERS);
}, 300_000);

test("an import against the direction is refused, saying the rule and where the piece belongs", () => {
  expect(linted.texts[0]).toEqual(["layers/direction: provider/ imports nothing from cli/: move what both need into provider/"]);
});

test.each(CASES.map(([file, text, refused], i) => [file, text, refused, i] as const))(
  "%s: every kind of import (types, re-exports, require, import()) is checked; down is allowed",
  (_file, _text, refused, i) => {
    expect(linted.texts[i]).toEqual(refused.map((r) => `${RULE}: ${r}: move what both need into ${r.startsWith("trafficPolicy/") ? "trafficPolicy" : "provider"}/`));
  },
);

test("the tree's layer folders import nothing against the direction", () => {
  expect(linted.tree.files).toBeGreaterThan(200);
  expect(linted.tree.messages).toEqual([]);
});
