// What the compiler holds to the wire model, proven by fixtures that must not compile and by the
// sources as they are, all type-checked as one program (one check of the sources they share):
// - the SDK (tests/types/wireParity.ts and parity/): a field added to a wire schema and not to the
//   SDK fails to compile, with an error naming the field;
// - a family's field table (provider/fields/table.ts): a wire member the table leaves out, or a
//   table key on no wire schema, fails to compile.
import { readdirSync } from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";
import { REPO_ROOT } from "../support/engine";

const TYPES = path.join(REPO_ROOT, "tests", "types");
const WIRE_FIELD_ADDED = path.join(TYPES, "fixtures", "wireFieldAdded.ts");
const FIELD_TABLE_MISSING = path.join(TYPES, "fixtures", "fieldTableMissing.ts");
const PARITY = [path.join(TYPES, "wireParity.ts"), ...readdirSync(path.join(TYPES, "parity")).map((f) => path.join(TYPES, "parity", f))];

interface Diagnostic {
  /** The code it points at. */
  at: string;
  /** Its message's lines. */
  lines: string[];
}

let errors: Map<string, Diagnostic[]>;

beforeAll(() => {
  const { config } = ts.readConfigFile(path.join(REPO_ROOT, "tsconfig.json"), (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, REPO_ROOT);
  const files = [WIRE_FIELD_ADDED, FIELD_TABLE_MISSING, ...PARITY];
  const program = ts.createProgram(files, { ...options, noEmit: true });
  errors = new Map(
    files.map((file) => {
      const source = program.getSourceFile(file);
      const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      return [
        file,
        diagnostics.map((d) => ({
          at: d.file?.text.slice(d.start ?? 0, (d.start ?? 0) + (d.length ?? 0)) ?? "",
          lines: ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n").map((l) => l.trim()),
        })),
      ];
    }),
  );
}, 120_000);

test("a wire field missing from the SDK fails to compile, named by its SDK path", () => {
  expect(errors.get(WIRE_FIELD_ADDED)?.map((e) => e.lines[0])).toEqual([
    `Type '"ocspStapling is in the wire model but missing from the SDK"' does not satisfy the constraint 'never'.`,
    `Type '"backend.weightPercent is in the wire model but missing from the SDK"' does not satisfy the constraint 'never'.`,
  ]);
});

test("the SDK as it is compiles against the wire model, each family's entries included", () => {
  expect(PARITY.map((f) => [path.basename(f), errors.get(f)])).toEqual(PARITY.map((f) => [path.basename(f), []]));
});

test("a wire member missing from a family's field table, or a table key the wire lacks, fails to compile", () => {
  const missing = errors.get(FIELD_TABLE_MISSING) ?? [];
  expect(missing).toHaveLength(2);
  expect(missing[0]?.lines[1]).toMatch(/^Property 'colour' is missing in type '\{ name: \{ kind: "inPlace"; \}; \}' but required in type 'FieldTable</);
  expect(missing[1]).toEqual({ at: "shade", lines: ["Type '{ kind: string; }' is not assignable to type 'never'."] });
});
