/**
 * What every subcommand of `pulumi-ingress` shares: its output streams, how a bad command line
 * and a stop are said, the exit statuses (0 done, 1 stopped with nothing written, 2 bad command
 * line), and the API client built from the project's stack config or the environment.
 */
import * as path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { clientFromConfig } from "../provider/clientFactory";
import { oneLine, type IngressClient } from "../provider/ingressClient";
import { asksForHelp } from "../provider/process/executable";
import type { ConfigSource } from "../provider/process/settings";
import type { PulumiCli } from "../provider/stack/pulumiCli";
import { projectFolder, stackConfig } from "./import/stack";

/** Where a command writes, and the folder relative paths start from. */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
}

/** A command line the command cannot run: said with the usage, exit status 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A failure before anything was written, said in the command's words: exit status 1. */
export class Stop extends Error {}

/** The options every command reading the account takes. */
export interface AccountOptions {
  stack: string | undefined;
  cwd: string;
  pulumi: string;
  help: boolean;
}

/** The flags of {@link AccountOptions}, which every command reading the account takes. */
const ACCOUNT_FLAGS = {
  stack: { type: "string" },
  cwd: { type: "string" },
  pulumi: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type Flags = NonNullable<ParseArgsConfig["options"]>;
type Config<F extends Flags> = { args: string[]; strict: true; allowPositionals: false; options: F & typeof ACCOUNT_FLAGS };
type Values<F extends Flags> = ReturnType<typeof parseArgs<Config<F>>>["values"];

/**
 * The values of `argv` for a command's own `flags` plus the account flags (strict, no
 * positionals), and its {@link AccountOptions} with `--cwd` resolved from `cwd`. A command line
 * `parseArgs` refuses throws {@link UsageError}.
 */
export function commandLine<F extends Flags>(argv: readonly string[], cwd: string, flags: F): { values: Values<F>; account: AccountOptions } {
  let values: Values<F>;
  try {
    ({ values } = parseArgs<Config<F>>({ args: [...argv], strict: true, allowPositionals: false, options: { ...flags, ...ACCOUNT_FLAGS } }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  // The account flags' values, typed as ACCOUNT_FLAGS declares them (the generic F hides them).
  const own = values as { stack?: string; cwd?: string; pulumi?: string; help?: boolean };
  const account: AccountOptions = {
    stack: own.stack,
    cwd: path.resolve(cwd, own.cwd ?? "."),
    pulumi: own.pulumi ?? "pulumi",
    help: own.help ?? false,
  };
  return { values, account };
}

/** `value` when it is an id of the form `<prefix><id>`; otherwise a {@link UsageError} naming `flag`. */
export function idArgument(value: string, prefix: string, flag: string): string {
  if (!new RegExp(`^${prefix}[A-Za-z0-9]+$`).test(value)) throw new UsageError(`${flag} takes an id of the form ${prefix}<id>; got ${JSON.stringify(value)}`);
  return value;
}

/** How a subcommand reads its command line, runs, and words a stop. */
export interface Command<O extends { help: boolean }> {
  /** `pulumi-ingress import: `, before each line the command says. */
  prefix: string;
  usage: string;
  /** The options of the arguments after the subcommand's name; throws {@link UsageError}. */
  options(argv: readonly string[], cwd: string): O;
  run(options: O, io: Io): Promise<number>;
  /** The text said when the command stops with `message`. */
  stopped(message: string): string;
}

/**
 * Runs `command` with `argv` (the arguments after its name); returns the exit status. `--help` or
 * `-h` anywhere on the line prints the usage to stdout and returns 0, before the line is read.
 */
export async function runCommand<O extends { help: boolean }>(command: Command<O>, argv: readonly string[], io: Io): Promise<number> {
  if (asksForHelp(argv)) {
    io.stdout(`${command.usage}\n`);
    return 0;
  }
  let o: O;
  try {
    o = command.options(argv, io.cwd);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr(`${command.prefix}${e.message}\n${command.usage}\n`);
    return 2;
  }
  if (o.help) {
    io.stdout(`${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(o, io);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    io.stderr(command.stopped(e.message));
    return 1;
  }
}

const NO_CONFIG: ConfigSource = { get: () => undefined };

/**
 * The client, with the stack config it came from: in a Pulumi project, the selected stack's (or
 * `--stack`'s) config; elsewhere the environment alone. A failure to read the config stops.
 */
export async function accountClient(o: AccountOptions): Promise<{ client: IngressClient; config: ConfigSource | undefined; project: string | undefined }> {
  const project = projectFolder(o.cwd);
  if (o.stack !== undefined && project === undefined) throw new Stop(`--stack ${o.stack} is read in its project: run in the project's folder or pass --cwd DIR`);
  const cli: PulumiCli = { command: o.pulumi, stack: o.stack, cwd: project ?? o.cwd };
  try {
    const config = project === undefined ? undefined : await stackConfig(cli);
    return { client: clientFromConfig(config ?? NO_CONFIG), config, project };
  } catch (e) {
    throw new Stop(oneLine(e instanceof Error ? e.message : String(e)));
  }
}
