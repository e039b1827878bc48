// The SDK is held to the wire model at compile time (tests/types/wireParity.ts): a fixture that adds a
// field to a wire schema, and not to the SDK, must fail to compile with an error naming the field.
import { readdirSync } from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";
import { REPO_ROOT } from "../support/engine";

/** Each file's own errors (first lines), the files compiled as one program: one type-check of the sources they share. */
function compileEach(files: readonly string[]): Map<string, string[]> {
  const configPath = path.join(REPO_ROOT, "tsconfig.json");
  const { config } = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, REPO_ROOT);
  const program = ts.createProgram([...files], { ...options, noEmit: true });
  const errors = new Map(files.map((f) => [f, [] as string[]]));
  for (const file of files) {
    const source = program.getSourceFile(file);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    errors.set(file, diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n")[0] as string));
  }
  return errors;
}

const compile = (file: string): string[] => compileEach([file]).get(file) ?? [];

test("a wire field missing from the SDK fails to compile, named by its SDK path", () => {
  const errors = compile(path.join(REPO_ROOT, "tests", "types", "fixtures", "wireFieldAdded.ts"));
  expect(errors).toEqual([
    `Type '"ocspStapling is in the wire model but missing from the SDK"' does not satisfy the constraint 'never'.`,
    `Type '"backend.weightPercent is in the wire model but missing from the SDK"' does not satisfy the constraint 'never'.`,
  ]);
}, 120_000);

test("the SDK as it is compiles against the wire model, each family's entries included", () => {
  const parity = path.join(REPO_ROOT, "tests", "types", "parity");
  const files = [path.join(REPO_ROOT, "tests", "types", "wireParity.ts"), ...readdirSync(parity).map((f) => path.join(parity, f))];
  const errors = compileEach(files);
  expect(files.map((f) => [path.basename(f), errors.get(f)])).toEqual(files.map((f) => [path.basename(f), []]));
}, 120_000);
