// The engine's report of a failed step, read as a user reads it: each resource's error on one line
// under it, and no stack frame anywhere.
import { withoutRuntimeWarnings } from "./runtimeWarnings";

/** The failure's Diagnostics section: its lines that are not blank, less Node's known warnings (tests/support/runtimeWarnings.ts). */
function diagnostics(output: string): string[] {
  const start = output.indexOf("Diagnostics:");
  const end = output.indexOf("\nResources:", start);
  expect(start).toBeGreaterThanOrEqual(0);
  const lines = withoutRuntimeWarnings(output.slice(start, end < 0 ? undefined : end).split("\n").slice(1).filter((l) => l.trim() !== ""));
  // A resource's header with nothing left under it held only such warnings.
  const isHeader = (l: string | undefined) => l !== undefined && /^ {2}\S/.test(l);
  return lines.filter((l, i) => !(isHeader(l) && (i + 1 === lines.length || isHeader(lines[i + 1]))));
}

/**
 * The errors of a failed step by resource, ids of routes and operations left out; each resource's
 * error on one line under it (the stack's "update failed" alone under it), no stack frame anywhere,
 * and no line naming any of `absent` (error class names a user should not see).
 */
export function failures(output: string, absent: readonly string[] = []): Record<string, string> {
  expect(output.split("\n").filter((l) => /^\s+at |\bat .*:\d+:\d+\)?$/.test(l) || absent.some((a) => l.includes(a)))).toEqual([]);
  const lines = diagnostics(output);
  const found: Record<string, string> = {};
  for (let i = 0; i < lines.length; i += 2) {
    const header = /^ {2}\S+ \((.+)\):$/.exec(lines[i] ?? "");
    const error = /^ {4}error: (.*)$/.exec(lines[i + 1] ?? "");
    expect([lines[i], header !== null, error !== null]).toEqual([lines[i], true, true]);
    found[header?.[1] ?? ""] = (error?.[1] ?? "").replace(/\bop_[A-Za-z0-9]+/g, "op_…").replace(/\bedghtsrt_[A-Za-z0-9]+/g, "edghtsrt_…");
  }
  return found;
}
