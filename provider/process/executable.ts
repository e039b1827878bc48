/**
 * What every executable of the package (`pulumi-ingress`, `pulumi-ingress-emulator`,
 * `pulumi-ingress-recover`) does alike at its command line, so that one rule serves all three. Here, below cli/, emulator/ and recover/, since none of them imports another.
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

