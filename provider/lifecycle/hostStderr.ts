/**
 * A failure reaches the engine once, as the message the dynamic provider host answers with, and not
 * again on the host's stderr.
 *
 * The host answers the engine with a thrown error's message, which the engine shows under the
 * resource; but in check, diff, read and delete (not create and update) it first prints
 * `${e}: ${e.stack}`, and the engine shows a provider's stderr too, under the stack: the message
 * twice (an error's string and its stack both start with it) and then the stack trace. The host
 * prints in the same turn as the failure, so a line not printed by the next turn never will be.
 */

/**
 * Lines the host is about to print for a failure, kept off its stderr, each with how many failures
 * may print it (the guard throws one remembered error for many calls).
 */
const hostLines = new Map<string, number>();
let hostConsoleQuiet = false;

/** Takes one expected print of `line` off the count; false when none was expected. */
function expected(line: string): boolean {
  const count = hostLines.get(line);
  if (count === undefined) return false;
  if (count > 1) hostLines.set(line, count - 1);
  else hostLines.delete(line);
  return true;
}

/** Keeps the host's print of `e`, about to be thrown to it, off its stderr (in this turn only). */
export function keepOffHostStderr(e: unknown): void {
  if (!(e instanceof Error)) return;
  if (!hostConsoleQuiet) {
    hostConsoleQuiet = true;
    const print = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      if (args.length === 1 && typeof args[0] === "string" && expected(args[0])) return;
      print(...args);
    };
  }
  const line = `${e}: ${e.stack}`;
  hostLines.set(line, (hostLines.get(line) ?? 0) + 1);
  setImmediate(() => expected(line));
}
