#!/usr/bin/env node
/**
 * `pulumi-ingress-recover [--stack NAME] [--cwd DIR] [--pulumi PATH] [--yes]` (`--help`: its usage)
 *
 * After an interrupted `pulumi up` (a killed runner, a cancelled job), before the next one: finds
 * on the service what each interrupted create of a pulumi-ingress resource made, so the next `up`
 * keeps it instead of creating it again. The engine records such a create as pending in the
 * checkpoint, and neither `pulumi refresh` nor `pulumi up` can tell whether it reached the service;
 * `pulumi refresh --clear-pending-creates` drops the record and the resource with it.
 *
 * Reads the checkpoint (`pulumi stack export`, secrets left encrypted), the time the stack's last
 * `pulumi up` began (`pulumi stack history`) and the credentials (stack config, then the environment,
 * as the provider does). Prints one line per interrupted create. With `--yes` it then writes what
 * it found into the state (`pulumi stack import` of the checkpoint with those pending creates turned
 * into resources, see {@link withAdopted}) and reads them (`pulumi refresh --target` each); pending
 * creates that surely made nothing are dropped too when every pending create of the stack is
 * one of ours. Without `--yes` it says what it would do.
 *
 * Exit status: 0 when every interrupted create was found or surely made nothing (and the refresh,
 * if run, succeeded); 1 when one needs a person (several candidates, an abuse report, a secret
 * match field) or a command failed; 2 on bad arguments.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { clientFromConfig } from "../provider/clientFactory";
import { type Finding, PendingSearch, timeText } from "./find";
import { asksForHelp, endQuietlyOnClosedPipe } from "../provider/process/executable";
import { held } from "../provider/stack/checkpoint";
import { pulumiOutput, type PulumiCli } from "../provider/stack/pulumiCli";
import { pendingCreateCount, withAdopted } from "./pendingCreates";
import { readInterrupted } from "./pulumiCli";

/** What `--help` prints, and a bad command line after its reason. */
export const USAGE = `usage: pulumi-ingress-recover [--stack NAME] [--cwd DIR] [--pulumi PATH] [--yes]

After an interrupted \`pulumi up\`, before the next one: finds on the service what each interrupted
create of a pulumi-ingress resource made, so that the next \`up\` keeps it instead of creating it
again. Prints one line per interrupted create; exits 0 when each was found or made nothing, 1 when
one needs you or a command failed, 2 on a bad command line.

  --stack NAME    the stack (default: the selected one)
  --cwd DIR       the project's folder (default: the current one)
  --pulumi PATH   the Pulumi CLI to run (default: pulumi)
  --yes           write what was found into the state (pulumi stack import), then read it
                  (pulumi refresh --target each); without it, says what it would do
  -h, --help      print this and exit`;

interface Options {
  stack: string | undefined;
  cwd: string;
  pulumi: string;
  yes: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const o: Options = { stack: undefined, cwd: process.cwd(), pulumi: "pulumi", yes: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${a} needs a value`);
      return v;
    };
    if (a === "--stack") o.stack = value();
    else if (a === "--cwd") o.cwd = value();
    else if (a === "--pulumi") o.pulumi = value();
    else if (a === "--yes") o.yes = true;
    else throw new UsageError(`unknown argument ${a}`);
  }
  return o;
}

class UsageError extends Error {}

/** The CLI as the options give it. */
const cliOf = (o: Options): PulumiCli => ({ command: o.pulumi, stack: o.stack, cwd: o.cwd });

/** The stack config as `configure` would see it: `pulumi config --json --show-secrets`. */
async function stackConfig(o: Options): Promise<{ get(key: string): string | undefined }> {
  const config = JSON.parse(await pulumiOutput(cliOf(o), ["config", "--json", "--show-secrets"])) as Record<string, { value?: unknown }>;
  return { get: (key) => (typeof config[key]?.value === "string" ? (config[key].value as string) : undefined) };
}

const describe = (f: Finding): string => {
  switch (f.outcome) {
    case "found":
      return `found ${f.urn}: ${f.id}, the ${f.what}`;
    case "absent":
      return `nothing made by ${f.urn}: no ${f.what} was created since the last recorded up began; the create never reached the service`;
    case "several":
      return `needs you: ${f.urn}: ${f.ids.length} ${f.what} were created since the last recorded up began (${f.ids.join(", ")}): set the right one as adoptId and delete the others`;
    case "unsearchable":
      return `needs you: ${f.urn}: ${f.why}`;
  }
};

async function main(argv: readonly string[]): Promise<number> {
  if (asksForHelp(argv)) {
    console.log(USAGE);
    return 0;
  }
  const o = parseArgs(argv);
  const { exported, pending, since } = await readInterrupted(cliOf(o));
  const allPending = pendingCreateCount(exported);
  if (pending.length === 0) {
    console.log("no interrupted create of a pulumi-ingress resource in this stack");
    return 0;
  }
  const client = clientFromConfig(await stackConfig(o));
  console.log(`${pending.length} interrupted create(s) of pulumi-ingress resources; looking for what each made since ${timeText(since)}`);
  const findings = await new PendingSearch(client, since, held(exported)).find(pending);
  for (const f of findings) console.log(describe(f));

  const found = findings.filter((f): f is Extract<Finding, { outcome: "found" }> => f.outcome === "found");
  const absent = findings.filter((f) => f.outcome === "absent").map((f) => f.urn);
  const settled = found.length + absent.length === findings.length;
  // Pending creates that surely made nothing are dropped only when they are all that is left
  // pending in the stack: anything else stays for its owner to decide.
  const drop = settled && allPending === pending.length ? new Set(absent) : new Set<string>();
  if (found.length === 0 && drop.size === 0) return settled ? 0 : 1;
  const what = [
    ...(found.length > 0 ? [`adopt ${found.length} found resource(s) into the state and read them (pulumi stack import, then pulumi refresh --target each)`] : []),
    ...(drop.size > 0 ? [`drop ${drop.size} pending create(s) that made nothing`] : []),
  ].join(", and ");
  if (!o.yes) {
    console.log(`run again with --yes to ${what}`);
    return settled ? 0 : 1;
  }
  console.log(`${what[0]?.toUpperCase() ?? ""}${what.slice(1)}`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "pulumi-ingress-recover-")), "deployment.json");
  try {
    writeFileSync(file, JSON.stringify(withAdopted(exported, new Map(found.map((f) => [f.urn, f.id])), drop)), { mode: 0o600 });
    await pulumiOutput(cliOf(o), ["stack", "import", "--file", file]);
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
  if (found.length > 0) {
    const targets = found.flatMap((f) => ["--target", f.urn]);
    const run = spawnSync(o.pulumi, ["refresh", ...targets, "--yes", "--skip-preview", "--non-interactive", ...(o.stack ? ["--stack", o.stack] : [])], { cwd: o.cwd, stdio: "inherit" });
    if (run.status !== 0) return 1;
  }
  return settled ? 0 : 1;
}

if (require.main === module) {
  endQuietlyOnClosedPipe();
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      if (e instanceof UsageError) {
        console.error(`pulumi-ingress-recover: ${e.message}\n${USAGE}`);
        process.exitCode = 2;
      } else {
        console.error(`pulumi-ingress-recover: ${e instanceof Error ? e.message : String(e)}`);
        process.exitCode = 1;
      }
    },
  );
}

export { main };
