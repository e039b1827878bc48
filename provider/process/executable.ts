/**
 * What every executable of the package (`pulumi-ingress`, `pulumi-ingress-emulator`,
 * `pulumi-ingress-recover`) does alike at its command line and with its output, so that one rule
 * serves all three. Here, below cli/, emulator/ and recover/, since none of them imports another.
 */

/**
 * Whether `argv` asks for the usage: `--help` or `-h` anywhere before a `--`. It wins over
 * everything else on the line, a flag the command does not know included, so that `--help` added
 * to any command line prints the usage and exits 0.
 */
export function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
}

/**
 * Lets the process end quietly when the reader of its stdout or stderr goes away
 * (`pulumi-ingress traffic test … | head`). Node reports the failed write (EPIPE) as an 'error'
 * event on the stream, which, unhandled, ends the process with a stack trace. Here it is taken as
 * the end of that output: what is still written to the stream is dropped, as a closed pipe would
 * drop it, and the command runs to its own exit status, so that a command part way through
 * changing a stack (`pulumi-ingress-recover --yes`) is not cut short by its reader leaving, and
 * `traffic test`'s status still says whether every case passed. Any other error of the stream is
 * thrown as before.
 */
export function endQuietlyOnClosedPipe(streams: readonly NodeJS.WritableStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on("error", (e: NodeJS.ErrnoException) => {
      // A write after the stream ended on EPIPE fails as destroyed: the same closed pipe.
      if (e.code === "EPIPE" || e.code === "ERR_STREAM_DESTROYED") return;
      throw e;
    });
  }
}
