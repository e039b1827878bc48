// The SDK is held to the wire model at compile time (tests/types/wireParity.ts): a fixture that adds a
// field to a wire schema, and not to the SDK, must fail to compile with an error naming the field.
import { readdirSync } from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";
import { REPO_ROOT } from "../support/engine";

function compile(file: string): string[] {
  const configPath = path.join(REPO_ROOT, "tsconfig.json");
  const { config } = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, REPO_ROOT);
  const program = ts.createProgram([file], { ...options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n")[0] as string);
}

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
  expect(files.map((f) => [path.basename(f), compile(f)])).toEqual(files.map((f) => [path.basename(f), []]));
}, 120_000);
