// The SDK's declarations (sdk/index.ts), read with the TypeScript compiler: its exports by name
// and their TSDoc, which the schema's resources, types and functions are written from.
import * as path from "node:path";
import ts from "typescript";

/** The SDK's compiled declarations. */
export interface SdkDeclarations {
  readonly checker: ts.TypeChecker;
  /** Every export of sdk/index.ts by name, aliases resolved to what they name. */
  readonly exported: ReadonlyMap<string, ts.Symbol>;
  /** A symbol's TSDoc as Markdown: lines of a paragraph joined, `{@link X}` as `X`. */
  doc(symbol: ts.Symbol): string;
}

/** The SDK's declarations, compiled from sdk/index.ts under `root`. */
export function readSdk(root: string): SdkDeclarations {
  const file = path.join(root, "sdk", "index.ts");
  const program = ts.createProgram([file], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(file);
  if (index === undefined) throw new Error("sdk/index.ts not found");
  const moduleSymbol = checker.getSymbolAtLocation(index);
  if (moduleSymbol === undefined) throw new Error("sdk/index.ts has no module symbol");
  const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]));
  const doc = (symbol: ts.Symbol): string =>
    ts
      .displayPartsToString(symbol.getDocumentationComment(checker))
      .replace(/\{@link\s+([^}|\s]+)(?:\s*\|?\s*([^}]*))?\}/g, (_, target: string, text: string | undefined) => `\`${text?.trim() || target}\``)
      .replace(/([^\n])\n(?!\n)/g, "$1 ")
      .trim();
  return { checker, exported, doc };
}
