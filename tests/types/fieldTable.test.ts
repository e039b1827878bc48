// A family's field table is held to its wire collection at compile time (provider/fields/table.ts):
// a wire member the table leaves out, or a table key on no wire schema, fails to compile.
import * as path from "node:path";
import * as ts from "typescript";
import { REPO_ROOT } from "../support/engine";

/** Each error in `file`: the code it points at, and its message's lines. */
function compile(file: string): { at: string; lines: string[] }[] {
  const { config } = ts.readConfigFile(path.join(REPO_ROOT, "tsconfig.json"), (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, REPO_ROOT);
  const program = ts.createProgram([file], { ...options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => ({
      at: d.file?.text.slice(d.start ?? 0, (d.start ?? 0) + (d.length ?? 0)) ?? "",
      lines: ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n").map((l) => l.trim()),
    }));
}

test("a wire member missing from a family's field table, or a table key the wire lacks, fails to compile", () => {
  const errors = compile(path.join(REPO_ROOT, "tests", "types", "fixtures", "fieldTableMissing.ts"));
  expect(errors).toHaveLength(2);
  expect(errors[0]?.lines[1]).toMatch(/^Property 'colour' is missing in type '\{ name: \{ kind: "inPlace"; \}; \}' but required in type 'FieldTable</);
  expect(errors[1]).toEqual({ at: "shade", lines: ["Type '{ kind: string; }' is not assignable to type 'never'."] });
}, 120_000);
