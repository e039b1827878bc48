/**
 * The Pulumi CLI, run for what it prints: a stack's checkpoint, history and config. The commands
 * that read a stack (import, migrate, traffic test, recover) run it through here. Asynchronous, so a
 * caller's other work (an in-process emulator in tests) keeps running meanwhile. No program loads
 * this: the SDK starts no process.
 */
import { execFile } from "node:child_process";

export interface PulumiCli {
  /** The CLI to run. */
  command: string;
  /** `--stack`; the selected stack when absent. */
  stack?: string | undefined;
  /** The working directory; this process's when absent. */
  cwd?: string | undefined;
  /** Variables set over this process's environment (the program and its providers inherit them). */
  env?: Record<string, string> | undefined;
}

/** The CLI's standard output; a failure names the command and says what it printed. */
export function pulumiOutput(cli: PulumiCli, args: string[]): Promise<string> {
  const full = [...args, ...(cli.stack ? ["--stack", cli.stack] : []), "--non-interactive"];
  return new Promise((resolve, reject) => {
    execFile(cli.command, full, { cwd: cli.cwd, env: cli.env === undefined ? undefined : { ...process.env, ...cli.env }, encoding: "utf8", maxBuffer: 1 << 30 }, (e, stdout, stderr) => {
      if (e) reject(new Error(`\`pulumi ${args.join(" ")}\` failed: ${stderr.trim() || e.message}`, { cause: e }));
      else resolve(stdout);
    });
  });
}
