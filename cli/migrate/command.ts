/**
 * `pulumi-ingress migrate`: reads one HTTPS edge with its routes, translates the routes to the
 * Traffic Policy of a Cloud Endpoint (provider/trafficPolicy), and writes it as YAML with a report.
 * Everything is read and translated before anything is written: a refusal or a failed call writes
 * nothing. No secret is written or printed: the policy reads them from a vault.
 */
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { Edge } from "../../provider/client";
import { settingOrigins } from "../../provider/process/settings";
import { policyYaml } from "../../provider/trafficPolicy/document";
import { MigrationRefused, translateRoutes, type Translation } from "../../provider/trafficPolicy/translate";
import { accountClient, type Io, runCommand, Stop } from "../command";
import { failureLine } from "../import/failures";
import { migrateOptions, type MigrateOptions, USAGE } from "./options";
import { reportLines, secretLines } from "./report";
import { migrationRoute, type VaultSecret } from "../../provider/trafficPolicy/serviceRoute";

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

async function run(o: MigrateOptions, io: Io): Promise<number> {
  const { client, config } = await accountClient(o);
  let edge: Edge;
  try {
    edge = await client.edges.get(o.edge);
  } catch (e) {
    throw new Stop(failureLine(e, settingOrigins(config), client.baseUrl));
  }
  const secrets: VaultSecret[] = [];
  const routes = edge.routes.map((r) => {
    const m = migrationRoute(r, o.vault);
    secrets.push(...m.secrets);
    return m.route;
  });
  let translation: Translation;
  try {
    translation = translateRoutes(routes, { backends: o.backends, drop: o.drop });
  } catch (e) {
    if (!(e instanceof MigrationRefused)) throw e;
    throw new Stop(e.message);
  }
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
  const lines = [
    `HTTPS edge ${edge.id}: ${routes.length} route${routes.length === 1 ? "" : "s"} → Traffic Policy on ${where}`,
    ...reportLines(translation.report),
    ...secretLines(o.vault, secrets),
  ];
  io.stderr(lines.map((l) => (l.startsWith(" ") ? `${l}\n` : `${PREFIX}${l}\n`)).join(""));
  return 0;
}

/**
 * Runs `pulumi-ingress migrate` with `argv` (the arguments after `migrate`). Returns the exit
 * status: 0 when the policy was written, 1 when the command stopped (a refusal or a failed call,
 * said on stderr; nothing written), 2 on a bad command line.
 */
export function runMigrate(argv: readonly string[], io: Io): Promise<number> {
  return runCommand(
    { prefix: PREFIX, usage: USAGE, options: migrateOptions, run: (o) => run(o, io), stopped: (m) => `${PREFIX}${m}\n${PREFIX}nothing was written\n` },
    argv,
    io,
  );
}
