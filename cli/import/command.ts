/**
 * `pulumi-ingress import`: reads the account (account.ts), plans the program (plan.ts) and
 * writes it: a complete project with `--out DIR`, else the program on stdout and the certificate
 * chains beside the project's program. Everything is read before anything is written, so a
 * failure writes nothing. Secrets never reach a file or the terminal: the program reads them from
 * stack config, and the command prints only their keys.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { oneLine, type IngressClient } from "../../provider/ingressClient";
import { type ConfigSource, settingOrigins } from "../../provider/process/settings";
import type { PulumiCli } from "../../provider/stack/pulumiCli";
import { accountClient, type Io as CommandIo, runCommand, Stop } from "../command";
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { type AccountRead, ImportError, readAccount } from "./account";
import { failureLine } from "./failures";
import { importOptions, type ImportOptions, USAGE } from "./options";
import { importFacts } from "./facts";
import { type Declaration, planProgram, type Program, type ProgramFile, type StackHolding } from "./plan";
import { installedVersions, projectFiles, projectName, type ProjectVersions } from "./project";
import { importFile, importFileNotes } from "./pulumiImport";
import { programSource } from "./source";
import { stackHolding } from "./stack";
import { pluralOf } from "../../provider/inputs/naming";

/** Where the command writes, and the folder relative paths start from. */
export interface Io extends CommandIo {
  /** The versions a new project's package.json asks for; by default this package's and the installed `@pulumi/pulumi`. */
  versions?: ProjectVersions;
}

const PREFIX = "pulumi-ingress import: ";

/** `3 routes`, `1 TLS certificate`. */
/** `1 route`, `2 routes`, `2 IP policies`. */
const plural = (n: number, what: string): string => `${n} ${n === 1 ? what : pluralOf(what)}`;

/** `8 TLS certificates, 12 routes and 1 event subscription`, families in registry order. */
function counted(declarations: readonly Declaration[]): string {
  const parts = FAMILY_NAMES.flatMap((k) => {
    const n = declarations.filter((d) => d.kind === k).length;
    return n === 0 ? [] : [plural(n, FAMILIES[k].what)];
  });
  return parts.length <= 1 ? (parts[0] ?? "nothing") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1] ?? ""}`;
}

/** The files the program reads, grouped by the folder their family puts them in: `certs/ (8 certificate chains)`. */
function fileGroups(program: Program): { folder: string; what: string; count: number }[] {
  return FAMILY_NAMES.flatMap((k) => {
    const where = importFacts(k).files;
    const count = program.declarations.filter((d) => d.kind === k).reduce((n, d) => n + d.files.length, 0);
    return where === undefined || count === 0 ? [] : [{ folder: where.folder, what: where.what, count }];
  });
}

/** Whether `dir` is absent or an empty folder. */
async function emptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ENOENT";
  }
}

/** The client, its settings' origins, the project folder, and what the stack holds. */
async function connect(o: ImportOptions): Promise<{ client: IngressClient; config: ConfigSource | undefined; project: string | undefined; holding: StackHolding | undefined }> {
  const { client, config, project } = await accountClient(o);
  if (o.stack === undefined) return { client, config, project, holding: undefined };
  const cli: PulumiCli = { command: o.pulumi, stack: o.stack, cwd: project ?? o.cwd };
  try {
    return { client, config, project, holding: await stackHolding(cli) };
  } catch (e) {
    throw new Stop(oneLine(e instanceof Error ? e.message : String(e)));
  }
}

/** Files that would replace different ones, with what each should hold: an error, since the command overwrites nothing. */
async function clashes(dir: string, declarations: readonly Declaration[]): Promise<{ path: string; what: string }[]> {
  const clashing: { path: string; what: string }[] = [];
  for (const d of declarations) {
    for (const f of d.files) {
      const existing = await fs.readFile(path.join(dir, f.path), "utf8").catch(() => undefined);
      if (existing !== undefined && existing !== f.content) clashing.push({ path: f.path, what: importFacts(d.kind).files?.what ?? "file" });
    }
  }
  return clashing;
}

async function writeAll(dir: string, files: readonly ProgramFile[]): Promise<void> {
  for (const f of files) {
    await fs.mkdir(path.dirname(path.join(dir, f.path)), { recursive: true });
    await fs.writeFile(path.join(dir, f.path), f.content);
  }
}

/** The lines after the program is written: what was left out, and the secrets to set. */
function closing(program: Program, read: AccountRead, stack: string | undefined): string[] {
  const secrets = program.declarations.flatMap((d) => d.secrets);
  const notReturned = secrets.filter((s) => !s.onService).map((s) => s.key);
  const onService = secrets.filter((s) => s.onService).map((s) => s.key);
  const commands = (keys: readonly string[]): string[] => keys.map((k) => `  pulumi config set --secret ${k}`);
  return [
    ...read.skipped,
    ...(program.held > 0 ? [`left out ${plural(program.held, "item")} that stack ${stack ?? ""} already manages`] : []),
    ...(notReturned.length > 0
      ? [`set the ${plural(notReturned.length, "secret")} the service does not return (each command asks for its value):`, ...commands(notReturned)]
      : []),
    ...(onService.length > 0
      ? [
          `set the ${onService.length === 1 ? "value that holds" : `${onService.length} values that hold`} a secret, which the program does not write, ` +
            "to the text the service holds (each command asks for it, or reads it from stdin):",
          ...commands(onService),
        ]
      : []),
  ];
}

/** Lines as the command prints them: each after the command's name, but indented ones (commands to run) as they are. */
const said = (lines: readonly string[]): string => lines.map((l) => (l.startsWith(" ") ? `${l}\n` : `${PREFIX}${l}\n`)).join("");

async function run(o: ImportOptions, io: Io): Promise<number> {
  if (o.out !== undefined && !(await emptyOrAbsent(o.out))) throw new Stop(`${o.out} is not empty: --out takes a new or empty folder`);
  const { client, config, project, holding } = await connect(o);
  let read: AccountRead;
  try {
    read = await readAccount(client, { only: o.only, ids: o.ids }, (line) => io.stderr(`${PREFIX}${line}\n`));
  } catch (e) {
    throw new Stop(e instanceof ImportError ? e.message : failureLine(e, settingOrigins(config), client.baseUrl));
  }
  const program = planProgram(read.account, holding);
  if (program.declarations.length === 0) {
    const why = program.held > 0 ? `: stack ${o.stack ?? ""} already manages all ${program.held} items` : "";
    io.stderr(said([`nothing to import${why}`, ...read.skipped]));
    return 0;
  }
  if (o.format === "pulumi-import") {
    io.stdout(`${JSON.stringify(importFile(program), null, 2)}\n`);
    io.stderr(said([`${counted(program.declarations)} on stdout, for pulumi import --file`, ...read.skipped, ...(program.held > 0 ? [`left out ${plural(program.held, "item")} that stack ${o.stack ?? ""} already manages`] : []), ...importFileNotes(program)]));
    return 0;
  }
  const files = program.declarations.flatMap((d) => d.files);
  const shown = (dir: string): string => path.relative(io.cwd, dir) || ".";
  if (o.out !== undefined) {
    const name = projectName(path.basename(o.out));
    const keys = program.declarations.flatMap((d) => d.secrets.map((s) => s.key));
    const others = projectFiles(name, io.versions ?? installedVersions(), keys);
    await writeAll(o.out, [{ path: "index.ts", content: programSource(program, false) }, ...files, ...others]);
    const written = ["index.ts", ...fileGroups(program).map((g) => `${g.folder}/ (${plural(g.count, g.what)})`), ...others.map((f) => f.path)];
    const lines = [`wrote ${shown(o.out)}: ${counted(program.declarations)}; ${written.join(", ")}`, ...closing(program, read, o.stack), `next: see ${path.join(shown(o.out), "README.md")}`];
    io.stdout(said(lines));
    return 0;
  }
  const dir = project ?? o.cwd;
  const clashing = await clashes(dir, program.declarations);
  if (clashing.length > 0) {
    throw new Stop(clashing.map((c) => `${path.join(shown(dir), c.path)} already holds another ${c.what}`).join(", "));
  }
  await writeAll(dir, files);
  io.stdout(programSource(program, true));
  const wrote = fileGroups(program).map((g) => `; ${g.what}s in ${path.join(shown(dir), g.folder)}/`).join("");
  io.stderr(said([`${counted(program.declarations)} on stdout${wrote}`, ...closing(program, read, o.stack)]));
  return 0;
}

/**
 * Runs `pulumi-ingress import` with `argv` (the arguments after `import`). Returns the exit
 * status: 0 when the program was written (or there was nothing to import), 1 when the import
 * stopped (one line on stderr; nothing written), 2 on a bad command line.
 */
export function runImport(argv: readonly string[], io: Io): Promise<number> {
  return runCommand(
    { prefix: PREFIX, usage: USAGE, options: importOptions, run: (o) => run(o, io), stopped: (m) => `${PREFIX}${m}; nothing was written\n` },
    argv,
    io,
  );
}
