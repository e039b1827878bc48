/** The command line of `pulumi-ingress migrate`, read with `node:util`'s `parseArgs`. */
import * as path from "node:path";
import { UNSUPPORTED, type Unsupported } from "../../provider/resources/httpsEdgeRoute/toPolicy/moduleActions";
import { DEFAULT_VAULT } from "../../provider/resources/httpsEdgeRoute/toPolicy/serviceRoute";
import { ID_PREFIX } from "../../provider/wire/common";
import { type AccountOptions, commandLine, idArgument, UsageError } from "../command";


export const USAGE = `usage: pulumi-ingress migrate --edge ID [--backend BACKEND_ID=URL]... [--drop ${UNSUPPORTED.join("|")}]...
                              [--vault NAME] --out DIR [--stack NAME] [--cwd DIR] [--pulumi PATH]
       pulumi-ingress migrate --edge ID --format yaml [--out FILE] [the same options]

Reads an HTTPS edge with its routes and writes a Pulumi program (TypeScript, in DIR) that moves it
to Cloud Endpoints: the IP policies the routes name and the hostports' reserved domains adopted, a
vault and one secret per secret the policy reads (values from stack config), one CloudEndpoint per
hostport whose Traffic Policy does what the routes do, and the routes themselves until the step its
README gives removes them. With --format yaml, the policy alone (on stdout or in FILE). Then a
report of each route and module on stderr: converted, converted with a caveat, or refused with the
reason. A refusal writes nothing. Reads the API key and base URL as \`pulumi-ingress import\` does.

  --edge ID                 the HTTPS edge (edghts_...)
  --backend ID=URL          where the traffic of backend ID goes now: the URL of the internal
                            endpoint that serves it (https://app.internal); one per backend the
                            routes use (repeatable); ID=URL1,URL2 tries each in turn (failover)
  --drop NAME               leave out modules of this kind, which have no Traffic Policy
                            equivalent, instead of refusing (repeatable)
  --vault NAME              the vault the policy reads the routes' secrets from (default ${DEFAULT_VAULT});
                            the service never returns them, so the report names each to create
  --out DIR                 the program's folder (new or empty)
  --format yaml             write the policy alone, to stdout or --out FILE (new, or holding the same policy)
  --stack NAME              the stack whose config gives the API key (in its project); the program
                            gives the edge's routes the names this stack gives them
  --cwd DIR                 the project's folder (default: the current one)
  --pulumi PATH             the Pulumi CLI to run (default: pulumi)`;


/** A backend's new target: one internal endpoint URL, or a failover list. */
export type Target = string | { failover: string[] };

export interface MigrateOptions extends AccountOptions {
  edge: string;
  backends: Record<string, Target>;
  drop: Unsupported[];
  vault: string;
  /** `program`: a Pulumi program in the folder `out`; `yaml`: the policy alone. */
  format: "program" | "yaml";
  out: string | undefined;
  stack: string | undefined;
  cwd: string;
  pulumi: string;
  help: boolean;
}

const BACKEND_ID = /^bkd[a-z]{2}_[A-Za-z0-9]+$/;

function url(value: string, flag: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new UsageError(`${flag} takes ID=URL with an absolute URL (https://app.internal); got ${JSON.stringify(value)}`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new UsageError(`${flag}: the URL must be http:// or https://; got ${JSON.stringify(value)}`);
  return value;
}

function backends(values: readonly string[]): Record<string, Target> {
  const out: Record<string, Target> = {};
  for (const v of values) {
    const eq = v.indexOf("=");
    const id = eq < 0 ? v : v.slice(0, eq);
    if (eq < 0 || !BACKEND_ID.test(id)) throw new UsageError(`--backend takes BACKEND_ID=URL (bkdtg_123=https://app.internal); got ${JSON.stringify(v)}`);
    if (id in out) throw new UsageError(`--backend names ${id} twice`);
    const urls = v.slice(eq + 1).split(",").map((u) => url(u, `--backend ${id}`));
    out[id] = urls.length === 1 ? (urls[0] as string) : { failover: urls };
  }
  return out;
}

/** The options of `argv` (the arguments after `migrate`), paths resolved from `cwd`. */
export function migrateOptions(argv: readonly string[], cwd: string): MigrateOptions {
  const { values, account } = commandLine(argv, cwd, {
    edge: { type: "string" },
    backend: { type: "string", multiple: true },
    drop: { type: "string", multiple: true },
    vault: { type: "string" },
    out: { type: "string" },
    format: { type: "string" },
  });
  const { help } = account;
  if (!help && values.edge === undefined) throw new UsageError("--edge is required");
  const edge = help ? (values.edge ?? "") : idArgument(values.edge ?? "", ID_PREFIX.edge, "--edge");
  const drop = values.drop ?? [];
  for (const d of drop) {
    if (!(UNSUPPORTED as readonly string[]).includes(d)) throw new UsageError(`--drop takes ${UNSUPPORTED.join(", ")}; got ${JSON.stringify(d)}`);
  }
  const vault = values.vault ?? DEFAULT_VAULT;
  if (!/^[A-Za-z0-9_-]+$/.test(vault)) throw new UsageError(`--vault takes a name of letters, digits, "-" and "_"; got ${JSON.stringify(vault)}`);
  const targets = backends(values.backend ?? []);
  const format = values.format ?? "program";
  if (format !== "program" && format !== "yaml") throw new UsageError(`--format takes program or yaml; got ${JSON.stringify(format)}`);
  if (!help && format === "program" && values.out === undefined) throw new UsageError("--out DIR is required: the folder of the program (or --format yaml for the policy alone)");
  return {
    edge,
    format,
    backends: targets,
    drop: [...new Set(drop as Unsupported[])],
    vault,
    out: values.out === undefined ? undefined : path.resolve(account.cwd, values.out),
    ...account,
  };
}
