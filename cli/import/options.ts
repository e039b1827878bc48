/**
 * The command line of `pulumi-ingress import`, read with `node:util`'s `parseArgs`. Its family
 * vocabulary comes from the registry: `--only` takes the words of the families the API lists
 * (`importing.find.only`), and each family's facts add the flags that name ids (`--edge`,
 * `--abuse-report`).
 */
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES, type FamilyName } from "../../provider/families";
import { type AccountOptions, commandLine, idArgument, UsageError } from "../command";
import { importFacts } from "./facts";

/** A flag naming ids, from a family's facts. */
interface IdFlag {
  flag: string;
  idPrefix: string;
  /** Its line in the usage, after the flag. */
  help: string;
  /** The family whose `--only` word the flag needs (`--edge` selects routes), if any. */
  narrows?: FamilyName;
}

/** The `--only` word of each family the API lists, in registry order. */
const ONLY: readonly (readonly [word: string, family: FamilyName])[] = FAMILY_NAMES.flatMap((f) => {
  const { find } = importFacts(f);
  return find.from === "ids" ? [] : [[find.only, f] as const];
});

/** The words `--only` takes. */
export const ONLY_WORDS: readonly string[] = ONLY.map(([w]) => w);

const ID_FLAGS: readonly IdFlag[] = FAMILY_NAMES.flatMap((f): IdFlag[] => {
  const { find } = importFacts(f);
  const what = FAMILIES[f].what;
  if (find.from === "ids") return [{ flag: find.flag, idPrefix: FAMILIES[f].wire.idPrefix, help: `also import this ${what} (repeatable; the API cannot list ${what}s)` }];
  if (find.from === "parents") {
    const p = find.parents;
    return [{ flag: p.flag, idPrefix: p.idPrefix, help: `import the ${find.only} of this ${p.what} only (repeatable)`, narrows: f }];
  }
  return [];
});

/** `text` broken into lines of at most `width` columns, each starting with `indent`. */
function wrapped(text: string, width: number, indent = ""): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && indent.length + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  return [...lines, line].map((l) => `${indent}${l}`).join("\n");
}

const listed = (parts: readonly string[]): string => (parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")}, and ${parts[parts.length - 1] ?? ""}`);

/** What the import takes over, listed families first: `TLS certificates, routes of HTTPS edges …, and the abuse reports named`. */
const TAKEN_OVER = listed([...ONLY.map(([, f]) => importFacts(f).summary), ...FAMILY_NAMES.filter((f) => importFacts(f).find.from === "ids").map((f) => importFacts(f).summary)]);

/** The files programs read (certificate chains), by family. */
const FILES = FAMILY_NAMES.flatMap((f) => importFacts(f).files ?? []);

const flagLine = (flag: string, help: string): string => `  ${flag.padEnd(19)}  ${help}`;

/** What the import writes: a TypeScript program, or the file of Pulumi's own `pulumi import --file`. */
const FORMATS = ["typescript", "pulumi-import"] as const;
export type Format = (typeof FORMATS)[number];

export const USAGE = `usage: pulumi-ingress import [--out DIR] [--format ${FORMATS.join("|")}] [--only ${ONLY_WORDS.join(",")}]${ID_FLAGS.map((f) => ` [--${f.flag} ID]...`).join("")}
                             [--stack NAME] [--cwd DIR] [--pulumi PATH]

${wrapped(
  `Writes a Pulumi program (TypeScript) that takes over what the account holds, each resource with adoptId: ${TAKEN_OVER}. ` +
    "Reads the API key and base URL from the stack config in a Pulumi project, else from INGRESS_API_KEY and INGRESS_BASE_URL. " +
    "Never writes or prints a secret: those the program needs are read from stack config, and the command lists their keys.",
  100,
)}

${flagLine("--out DIR", "write a complete project into DIR (new or empty); without it the program")}
${flagLine("", `goes to stdout${FILES.map((f) => ` and ${f.what}s to ${f.folder}/`).join("")} in the project`)}
${flagLine("--format FORMAT", "typescript (default): the program; pulumi-import: on stdout, the file that")}
${flagLine("", "pulumi import --file takes, through the provider plugin (docs/plugin.md)")}
${flagLine("--only LIST", "the families to import, comma-separated (default: all of them)")}
${ID_FLAGS.map((f) => flagLine(`--${f.flag} ID`, f.help)).join("\n")}
${flagLine("--stack NAME", "leave out what this stack already manages (read with the Pulumi CLI)")}
${flagLine("--cwd DIR", "the project's folder (default: the current one)")}
${flagLine("--pulumi PATH", "the Pulumi CLI to run (default: pulumi)")}`;

export interface ImportOptions extends AccountOptions {
  out: string | undefined;
  format: Format;
  /** The listed families to import. */
  only: ReadonlySet<FamilyName>;
  /** The ids each id flag gave (`edge`, `abuse-report`), each once. */
  ids: ReadonlyMap<string, string[]>;
}

/** The options of `argv` (the arguments after `import`), paths resolved from `cwd`. */
export function importOptions(argv: readonly string[], cwd: string): ImportOptions {
  const idFlags = Object.fromEntries(ID_FLAGS.map((f) => [f.flag, { type: "string", multiple: true } as const]));
  const { values, account } = commandLine(argv, cwd, { out: { type: "string" }, format: { type: "string" }, only: { type: "string" }, ...idFlags });
  const given = values as Record<string, string | string[] | undefined>;
  const onlyValue = given["only"];
  const words = typeof onlyValue === "string" ? onlyValue.split(",").map((w) => w.trim()) : [...ONLY_WORDS];
  const only = new Set<FamilyName>();
  for (const w of words) {
    const family = ONLY.find(([word]) => word === w)?.[1];
    if (family === undefined) throw new UsageError(`--only takes ${ONLY_WORDS.join(", ")}; got ${JSON.stringify(w)}`);
    only.add(family);
  }
  const ids = new Map<string, string[]>();
  for (const f of ID_FLAGS) {
    const raw = given[f.flag];
    const list = [...new Set((Array.isArray(raw) ? raw : []).map((v) => idArgument(v, f.idPrefix, `--${f.flag}`)))];
    if (list.length > 0 && f.narrows !== undefined && !only.has(f.narrows)) {
      throw new UsageError(`--${f.flag} selects ${ONLY.find(([, fam]) => fam === f.narrows)?.[0] ?? ""}, which --only leaves out`);
    }
    ids.set(f.flag, list);
  }
  const out = typeof given["out"] === "string" ? path.resolve(cwd, given["out"]) : undefined;
  const format = FORMATS.find((f) => f === (given["format"] ?? "typescript"));
  if (format === undefined) throw new UsageError(`--format takes ${FORMATS.join(" or ")}; got ${JSON.stringify(given["format"])}`);
  if (format === "pulumi-import" && out !== undefined) throw new UsageError("--format pulumi-import writes the file on stdout (redirect it: > import.json); --out is for the program");
  return { out, format, only, ids, ...account };
}
