/**
 * `pulumi-ingress migrate`: reads one HTTPS edge with its routes, translates the routes to the
 * Traffic Policy of a Cloud Endpoint (provider/resources/httpsEdgeRoute/toPolicy), and writes a Pulumi program that
 * moves the edge to Cloud Endpoints (`--out DIR`, cli/migrate/program.ts), or the policy alone as
 * YAML (`--format yaml`), with a report.
 * Everything is read and translated before anything is written: a refusal or a failed call writes
 * nothing. No secret is written or printed: the policy reads them from a vault.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { type Edge, type IngressClient, oneLine } from "../../provider/ingressClient";
import { settingOrigins } from "../../provider/process/settings";
import { policyYaml } from "../../trafficPolicy/model/document";
import { MigrationRefused, translateRoutes, type Translation } from "../../provider/resources/httpsEdgeRoute/toPolicy/translate";
import { accountClient, type Io, runCommand, Stop } from "../command";
import { failureLine } from "../import/failures";
import { migrateOptions, type MigrateOptions, USAGE } from "./options";
import { reportLines, secretLines } from "./report";
import { migrationRoute, type VaultSecret } from "../../provider/resources/httpsEdgeRoute/toPolicy/serviceRoute";
import { installedVersions, projectFiles, projectName } from "../import/project";
import { type MigrationRead, planMigration } from "./program";
import { readAccountFor, stackRouteNames } from "./read";
import { migrationReadme } from "./readme";
import { migrationSource } from "./source";

const PREFIX = "pulumi-ingress migrate: ";

/** The policy text as written: a header naming its source, then the YAML. */
function document(edge: Edge, translation: Translation): string {
  const hosts = edge.hostports.map((h) => `https://${h.replace(/:443$/, "")}`);
  return [
    `# Traffic Policy equivalent to the ${edge.routes.length} route${edge.routes.length === 1 ? "" : "s"} of HTTPS edge ${edge.id}, written by pulumi-ingress migrate.`,
    `# For a Cloud Endpoint on ${hosts.join(", ") || "the edge's hostport"}.`,
    policyYaml(translation.policy),
  ].join("\n");
}

/** The report's lines, as the command prints them, without its prefix. */
const reportOf = (edge: Edge, where: string, translation: Translation): string[] => [
  `HTTPS edge ${edge.id}: ${edge.routes.length} route${edge.routes.length === 1 ? "" : "s"} → ${where}`,
  ...reportLines(translation.report),
];

const said = (lines: readonly string[]): string => lines.map((l) => (l.startsWith(" ") ? `${l}\n` : `${PREFIX}${l}\n`)).join("");

/** Whether `dir` is absent or an empty folder. */
async function emptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ENOENT";
  }
}

/** The name of the Pulumi project in `dir` (its Pulumi.yaml's `name`), if it has one. */
async function projectNameIn(dir: string | undefined): Promise<string | undefined> {
  if (dir === undefined) return undefined;
  const text = await fs.readFile(path.join(dir, "Pulumi.yaml"), "utf8").catch(() => "");
  return /^name:\s*["']?([^"'\s]+)["']?\s*$/m.exec(text)?.[1];
}

async function run(o: MigrateOptions, io: Io): Promise<number> {
  if (o.format === "program" && o.out !== undefined && !(await emptyOrAbsent(o.out))) throw new Stop(`${o.out} is not empty: --out takes a new or empty folder`);
  const { client, config, project } = await accountClient(o);
  const failed = (e: unknown): Stop => new Stop(failureLine(e, settingOrigins(config), client.baseUrl));
  let edge: Edge;
  try {
    edge = await client.edges.get(o.edge);
  } catch (e) {
    throw failed(e);
  }
  const secrets: (VaultSecret & { route: string })[] = [];
  const routes = edge.routes.map((r) => {
    const m = migrationRoute(r, o.vault);
    secrets.push(...m.secrets.map((s) => ({ ...s, route: r.id })));
    return m.route;
  });
  let translation: Translation;
  try {
    translation = translateRoutes(routes, { backends: o.backends, drop: o.drop });
  } catch (e) {
    if (!(e instanceof MigrationRefused)) throw e;
    throw new Stop(e.message);
  }
  if (o.format === "program" && o.out !== undefined) return writeProgram(o, o.out, io, { client, project, edge, translation, secrets, failed });
  const text = document(edge, translation);
  if (o.out !== undefined) {
    const existing = await fs.readFile(o.out, "utf8").catch(() => undefined);
    if (existing !== undefined && existing !== text) throw new Stop(`${o.out} already holds something else: --out takes a new file`);
    await fs.mkdir(path.dirname(o.out), { recursive: true });
    await fs.writeFile(o.out, text);
  } else {
    io.stdout(text);
  }
  const where = o.out === undefined ? "stdout" : path.relative(io.cwd, o.out) || o.out;
  io.stderr(said([...reportOf(edge, `Traffic Policy on ${where}`, translation), ...secretLines(o.vault, secrets)]));
  return 0;
}

/** What the program is made of, once the edge is read and translated. */
interface Translated {
  client: IngressClient;
  project: string | undefined;
  edge: Edge;
  translation: Translation;
  secrets: (VaultSecret & { route: string })[];
  failed: (e: unknown) => Stop;
}

/** `--out DIR`: reads what the program adopts, then writes the project (cli/migrate/program.ts). */
async function writeProgram(o: MigrateOptions, out: string, io: Io, t: Translated): Promise<number> {
  let read: Omit<MigrationRead, "edge" | "routeNames">;
  try {
    read = await readAccountFor(t.client, t.edge, o.vault);
  } catch (e) {
    throw t.failed(e);
  }
  let routeNames = new Map<string, string>();
  if (o.stack !== undefined) {
    try {
      routeNames = await stackRouteNames({ command: o.pulumi, stack: o.stack, cwd: t.project ?? o.cwd });
    } catch (e) {
      throw new Stop(oneLine(e instanceof Error ? e.message : String(e)));
    }
  }
  const program = planMigration({ ...read, edge: t.edge, routeNames }, t.translation.policy, t.secrets, o.vault, o.backends);
  const name = (o.stack === undefined ? undefined : await projectNameIn(t.project)) ?? projectName(path.basename(out));
  const shown = path.relative(io.cwd, out) || ".";
  const report = reportOf(t.edge, `Pulumi program in ${shown}`, t.translation);
  const readme = migrationReadme({ name, edge: t.edge.id, hostports: t.edge.hostports, stack: o.stack, secrets: program.secrets, urls: program.urls.map((u) => u.url), report });
  const files = [
    { path: "index.ts", content: migrationSource(program, t.edge.id) },
    ...projectFiles(name, installedVersions(), [], { description: `HTTPS edge ${t.edge.id} moved to Cloud Endpoints by pulumi-ingress migrate`, readme }),
  ];
  for (const f of files) {
    await fs.mkdir(path.dirname(path.join(out, f.path)), { recursive: true });
    await fs.writeFile(path.join(out, f.path), f.content);
  }
  const count = (n: number, what: string): string => `${n} ${what}${n === 1 ? "" : "s"}`;
  const lines = [
    ...report,
    `wrote ${shown}: ${count(program.adopted.length, "adopted item")}, ${count(program.vault.filter((d) => d.kind === "Secret").length, "vault secret")}, ${count(program.endpoints.length, "cloud endpoint")} and the ${count(program.routes.length, "route")} until step 2; ${files.map((f) => f.path).join(", ")}`,
    ...(program.secrets.length === 0
      ? []
      : [
          `set the ${count(program.secrets.length, "secret")} the service never returns (each command asks for its value; the value the route holds):`,
          ...program.secrets.map((s) => `  pulumi config set --secret ${s.key}`),
        ]),
    `next: see ${path.join(shown, "README.md")}`,
  ];
  io.stderr(said(lines));
  return 0;
}

/**
 * Runs `pulumi-ingress migrate` with `argv` (the arguments after `migrate`). Returns the exit
 * status: 0 when the policy was written, 1 when the command stopped (a refusal or a failed call,
 * said on stderr; nothing written), 2 on a bad command line.
 */
export function runMigrate(argv: readonly string[], io: Io): Promise<number> {
  return runCommand(
    { prefix: PREFIX, usage: USAGE, options: migrateOptions, run: (o) => run(o, io), stopped: (m) => `${PREFIX}${m}; nothing was written\n` },
    argv,
    io,
  );
}
