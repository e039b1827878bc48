/**
 * The program's source text: imports, the constants, then one section per family in the plan's
 * order (registry order, a family after those its resources refer to: cli/import/plan.ts), introduced by the family's `importing.intro`, each resource a `const` whose variable and
 * logical name are the same identifier.
 */
import { literal, members, type Value } from "./literals";
import { importFacts } from "./facts";
import { type Declaration, type Program } from "./plan";

/** `// line` for each line. */
export const comment = (lines: readonly string[]): string => lines.map((l) => `// ${l}\n`).join("");

/** One resource: `const name = new ingress.Kind("name", { … });`, its options after the arguments when it has any. */
export function declarationSource(d: Declaration): string {
  const options = d.options === undefined ? "" : `, ${literal(d.options, "", "})")}`;
  return `${d.comment ? comment([d.comment]) : ""}const ${d.name} = new ingress.${d.kind}(${JSON.stringify(d.name)}, {\n${members(d.args, "  ")}}${options});\n`;
}

/** A constant: its comment, then `const name = "id";`. */
export const constantSource = (c: { name: string; id: string; comment: string }): string => `${comment([c.comment])}const ${c.name} = ${literal(c.id as Value, "", "")};\n`;

/**
 * The whole program. `pasted` says it is printed for pasting into an existing program, whose own
 * imports and `config` then serve.
 */
export function programSource(program: Program, pasted: boolean): string {
  const { constants, declarations } = program;
  const needsFs = declarations.some((d) => d.files.length > 0);
  const needsConfig = declarations.some((d) => d.secrets.length > 0);
  const parts: string[] = [];
  parts.push(
    comment([
      "Resources of the account brought under code by `pulumi-ingress import`. Each names the item it",
      "takes over with adoptId: the first `pulumi up` reads them and changes nothing.",
      ...(pasted ? ["Keep your program's own imports and config where it has them."] : []),
    ]) +
      (needsFs ? `import * as fs from "node:fs";\n` : "") +
      (needsConfig ? `import * as pulumi from "@pulumi/pulumi";\n` : "") +
      `import * as ingress from "pulumi-ingress";\n`,
  );
  if (needsConfig) parts.push("const config = new pulumi.Config();\n");
  if (constants.length > 0) {
    parts.push(comment(["What the resources point at, which this program does not declare."]) + constants.map(constantSource).join(""));
  }
  for (const kind of new Set(declarations.map((d) => d.kind))) {
    const ofKind = declarations.filter((d) => d.kind === kind);
    parts.push(comment(importFacts(kind).intro) + ofKind.map(declarationSource).join("\n"));
  }
  return parts.join("\n");
}
