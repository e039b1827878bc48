/**
 * `pulumi-ingress import`: reads the account (account.ts), plans the program (plan.ts) and
 * writes it: a complete project with `--out DIR`, else the program on stdout and the certificate
 * chains beside the project's program. Everything is read before anything is written, so a
 * failure writes nothing. Secrets never reach a file or the terminal: the program reads them from
 * stack config, and the command prints only their keys.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { oneLine, type IngressClient } from "../../provider/client";
import { type ConfigSource, settingOrigins } from "../../provider/process/settings";
import type { PulumiCli } from "../../recover/pulumiCli";
import { accountClient, type Io as CommandIo, runCommand, Stop } from "../command";
import { type Account, ImportError, readAccount } from "./account";
import { failureLine } from "./failures";
import { importOptions, type ImportOptions, USAGE } from "./options";
import { CERTIFICATE_FOLDER, type Declaration, type Kind, planProgram, type Program, type ProgramFile, type StackHolding } from "./plan";
import { installedVersions, projectFiles, projectName, type ProjectVersions } from "./project";
import { programSource } from "./source";
import { stackHolding } from "./stack";

/** Where the command writes, and the folder relative paths start from. */
export interface Io extends CommandIo {
  /** The versions a new project's package.json asks for; by default this package's and the installed `@pulumi/pulumi`. */
  versions?: ProjectVersions;
}

const PREFIX = "pulumi-ingress import: ";

const NOUNS: Record<Kind, [string, string]> = {
  TlsCertificate: ["TLS certificate", "TLS certificates"],
  HttpsEdgeRoute: ["route", "routes"],
  EventSubscription: ["event subscription", "event subscriptions"],
  AbuseReport: ["abuse report", "abuse reports"],
};

/** `8 TLS certificates, 12 routes and 1 event subscription`. */
function counted(declarations: readonly Declaration[]): string {
  const parts = (Object.keys(NOUNS) as Kind[]).flatMap((k) => {
    const n = declarations.filter((d) => d.kind === k).length;
    return n === 0 ? [] : [`${n} ${NOUNS[k][n === 1 ? 0 : 1]}`];
  });
  return parts.length <= 1 ? (parts[0] ?? "nothing") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1] ?? ""}`;
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

/** Files that would replace different ones: an error, since the command overwrites nothing. */
async function clashes(dir: string, files: readonly ProgramFile[]): Promise<string[]> {
  const clashing: string[] = [];
  for (const f of files) {
    const existing = await fs.readFile(path.join(dir, f.path), "utf8").catch(() => undefined);
    if (existing !== undefined && existing !== f.content) clashing.push(f.path);
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
function closing(program: Program, stack: string | undefined): string[] {
  const keys = program.declarations.flatMap((d) => d.secrets.map((s) => s.key));
  return [
    ...(program.held > 0 ? [`left out ${program.held} item${program.held === 1 ? "" : "s"} that stack ${stack ?? ""} already manages`] : []),
    ...(keys.length > 0
      ? [
          `set the ${keys.length} secret${keys.length === 1 ? "" : "s"} the service does not return (each command asks for its value):`,
          ...keys.map((k) => `  pulumi config set --secret ${k}`),
        ]
      : []),
  ];
}

/** Lines as the command prints them: each after the command's name, but indented ones (commands to run) as they are. */
const said = (lines: readonly string[]): string => lines.map((l) => (l.startsWith(" ") ? `${l}\n` : `${PREFIX}${l}\n`)).join("");

async function run(o: ImportOptions, io: Io): Promise<number> {
  if (o.out !== undefined && !(await emptyOrAbsent(o.out))) throw new Stop(`${o.out} is not empty: --out takes a new or empty folder`);
  const { client, config, project, holding } = await connect(o);
  let account: Account;
  try {
    account = await readAccount(client, { families: o.families, edges: o.edges, abuseReports: o.abuseReports }, (line) => io.stderr(`${PREFIX}${line}\n`));
  } catch (e) {
    throw new Stop(e instanceof ImportError ? e.message : failureLine(e, settingOrigins(config), client.baseUrl));
  }
  const program = planProgram(account, holding);
  if (program.declarations.length === 0) {
    io.stderr(`${PREFIX}nothing to import${program.held > 0 ? `: stack ${o.stack ?? ""} already manages all ${program.held} items` : ""}\n`);
    return 0;
  }
  const certificates = program.declarations.flatMap((d) => d.files);
  const shown = (dir: string): string => path.relative(io.cwd, dir) || ".";
  if (o.out !== undefined) {
    const name = projectName(path.basename(o.out));
    const keys = program.declarations.flatMap((d) => d.secrets.map((s) => s.key));
    const others = projectFiles(name, io.versions ?? installedVersions(), keys);
    await writeAll(o.out, [{ path: "index.ts", content: programSource(program, false) }, ...certificates, ...others]);
    const files = ["index.ts", ...(certificates.length > 0 ? [`${CERTIFICATE_FOLDER}/ (${certificates.length} certificate chain${certificates.length === 1 ? "" : "s"})`] : []), ...others.map((f) => f.path)];
    const lines = [`wrote ${shown(o.out)}: ${counted(program.declarations)}; ${files.join(", ")}`, ...closing(program, o.stack), `next: see ${path.join(shown(o.out), "README.md")}`];
    io.stdout(said(lines));
    return 0;
  }
  const dir = project ?? o.cwd;
  const clashing = await clashes(dir, certificates);
  if (clashing.length > 0) throw new Stop(`${clashing.map((f) => path.join(shown(dir), f)).join(", ")} already hold${clashing.length === 1 ? "s" : ""} another certificate`);
  await writeAll(dir, certificates);
  io.stdout(programSource(program, true));
  const wrote = certificates.length > 0 ? `; certificate chains in ${path.join(shown(dir), CERTIFICATE_FOLDER)}/` : "";
  io.stderr(said([`${counted(program.declarations)} on stdout${wrote}`, ...closing(program, o.stack)]));
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
