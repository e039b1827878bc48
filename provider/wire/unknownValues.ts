/**
 * Values of the service's items that the wire model does not know (an enum member the service
 * added since): read as text, and told once per process for each item kind, member and value. The
 * wire layer has no resource to attach a warning to, so it only notes them here; the lifecycle that
 * made the call reports what is pending on the resource (provider/lifecycle/declare.ts).
 */

/** The (item, member, value) keys already noted this process: each is told once. */
const noted = new Set<string>();
/** Warnings noted and not yet reported. */
let pending: string[] = [];

/** The warning for a value of `member` of `anItem` outside `known`. */
const unknownValueWarning = (anItem: string, member: string, value: string, known: readonly string[]): string =>
  `${anItem}'s ${member} is ${JSON.stringify(value)}, which this package does not know (it knows ${known.join(", ")}); read as text`;

/** Notes a value the wire model does not know; only the first time for its item kind, member and value. */
export function noteUnknownValue(anItem: string, member: string, value: string, known: readonly string[]): void {
  const key = JSON.stringify([anItem, member, value]);
  if (noted.has(key)) return;
  noted.add(key);
  pending.push(unknownValueWarning(anItem, member, value, known));
}

/** Applies `scrub` to the warnings not yet reported: a value the service echoes may be the API key. */
export function scrubPendingWarnings(scrub: (s: string) => string): void {
  pending = pending.map(scrub);
}

/** The warnings noted since the last call, each once; the caller reports them. */
export function takeUnknownValueWarnings(): string[] {
  const out = pending;
  pending = [];
  return out;
}
