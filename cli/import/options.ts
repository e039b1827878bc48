/** The command line of `pulumi-ingress import`, read with `node:util`'s `parseArgs`. */
import * as path from "node:path";
import { ABUSE_REPORTS } from "../../provider/wire/abuseReports";
import { ID_PREFIX } from "../../provider/wire/common";
import { type AccountOptions, commandLine, idArgument, UsageError } from "../command";
import { FAMILIES, type ImportFamily } from "./account";

export const USAGE = `usage: pulumi-ingress import [--out DIR] [--only ${FAMILIES.join(",")}] [--edge ID]... [--abuse-report ID]...
                             [--stack NAME] [--cwd DIR] [--pulumi PATH]

Writes a Pulumi program (TypeScript) that takes over what the account holds, each resource with
adoptId: TLS certificates, routes of HTTPS edges with every module, event subscriptions, and the
abuse reports named. Reads the API key and base URL from the stack config in a Pulumi project,
else from INGRESS_API_KEY and INGRESS_BASE_URL. Never writes or prints a secret: those the
service does not return are read from stack config, and the command lists their keys.

  --out DIR            write a complete project into DIR (new or empty); without it the program
                       goes to stdout and certificate chains to certs/ in the project
  --only LIST          the families to import, comma-separated (default: all three)
  --edge ID            import the routes of this HTTPS edge only (repeatable)
  --abuse-report ID    also import this abuse report (repeatable; the API cannot list reports)
  --stack NAME         leave out what this stack already manages (read with the Pulumi CLI)
  --cwd DIR            the project's folder (default: the current one)
  --pulumi PATH        the Pulumi CLI to run (default: pulumi)`;


export interface ImportOptions extends AccountOptions {
  out: string | undefined;
  families: ReadonlySet<ImportFamily>;
  edges: string[];
  abuseReports: string[];
  stack: string | undefined;
  cwd: string;
  pulumi: string;
  help: boolean;
}

const idsOf = (values: string[] | undefined, prefix: string, flag: string): string[] => [...new Set((values ?? []).map((v) => idArgument(v, prefix, flag)))];

/** The options of `argv` (the arguments after `import`), paths resolved from `cwd`. */
export function importOptions(argv: readonly string[], cwd: string): ImportOptions {
  const { values, account } = commandLine(argv, cwd, {
    out: { type: "string" },
    only: { type: "string" },
    edge: { type: "string", multiple: true },
    "abuse-report": { type: "string", multiple: true },
  });
  const only = values.only === undefined ? [...FAMILIES] : values.only.split(",").map((f) => f.trim());
  for (const f of only) {
    if (!(FAMILIES as readonly string[]).includes(f)) throw new UsageError(`--only takes ${FAMILIES.join(", ")}; got ${JSON.stringify(f)}`);
  }
  const families = new Set(only as ImportFamily[]);
  const edges = idsOf(values.edge, ID_PREFIX.edge, "--edge");
  if (edges.length > 0 && !families.has("routes")) throw new UsageError("--edge selects routes, which --only leaves out");
  return {
    out: values.out === undefined ? undefined : path.resolve(cwd, values.out),
    families,
    edges,
    abuseReports: idsOf(values["abuse-report"], ABUSE_REPORTS.idPrefix, "--abuse-report"),
    ...account,
  };
}
