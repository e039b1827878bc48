#!/usr/bin/env node
/**
 * `pulumi-ingress <command>`: the package's command, one subcommand per job. `import` writes a
 * Pulumi program that takes over what the account holds (cli/import); `migrate` writes a Pulumi
 * program that moves an HTTPS edge to cloud endpoints, or the Traffic Policy equivalent to its routes (cli/migrate); `traffic test`
 * runs a policy's test cases through the simulator, `traffic diff` what a stack's preview changes in
 * its endpoints' behaviour (cli/traffic). The emulator and the
 * recovery step keep their own bins, `pulumi-ingress-emulator` and `pulumi-ingress-recover`.
 */
import { asksForHelp, endQuietlyOnClosedPipe } from "../provider/process/executable";
import { runImport, type Io } from "./import/command";
import { runMigrate } from "./migrate/command";
import { runTraffic } from "./traffic/command";

/** The usage of `pulumi-ingress` itself, its commands listed. */
export const USAGE = `usage: pulumi-ingress <command> [options]

commands:
  import    write a Pulumi program that takes over the account's resources (pulumi-ingress import --help)
  migrate   write a program moving an HTTPS edge to cloud endpoints (pulumi-ingress migrate --help)
  traffic   test a Traffic Policy against request cases, or diff a preview's behaviour, offline (pulumi-ingress traffic --help)

The emulator and the recovery step after an interrupted up are the bins pulumi-ingress-emulator
and pulumi-ingress-recover.`;

/** Runs the command line `argv` (without node and the script); returns the exit status. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "import") return runImport(rest, io);
  if (command === "migrate") return runMigrate(rest, io);
  if (command === "traffic") return runTraffic(rest, io);
  if (command === "help" || asksForHelp(argv)) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (command === undefined) {
    io.stderr(`${USAGE}\n`);
    return 2;
  }
  io.stderr(`pulumi-ingress: unknown command ${JSON.stringify(command)}\n${USAGE}\n`);
  return 2;
}

if (require.main === module) {
  endQuietlyOnClosedPipe();
  const io: Io = { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), cwd: process.cwd() };
  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`pulumi-ingress: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
