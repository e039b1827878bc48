/**
 * A workaround for a hang in `util.inspect` that every failing Pulumi program meets on the Node
 * releases that have it (20.20.2, 22.23.3 and 24.9.0 among them; 24.21.0 and 26.10.0 are fixed).
 *
 * `util.inspect` with colours marks the node_modules segment of each stack frame. When a frame has
 * no path separator after the module name (`node_modules/@scope/<file>`, `node_modules/<file>`),
 * the marker searches from the start again and loops until the string it builds outgrows V8 (tens
 * of seconds of CPU, then "Invalid string length", or the heap runs out and Node aborts). The
 * source-mapped frames of @pulumi/pulumi look exactly like that (`node_modules/@pulumi/output.ts:
 * 378:13`), and Pulumi's program runner prints every unhandled program error with colours, so a
 * failing program (an error thrown in an `apply`, for one) takes up to a minute to report.
 *
 * Pulumi's runner takes its copy of `util.inspect` when it loads, before any program code runs,
 * so the workaround must be preloaded: `NODE_OPTIONS="--require <project>/node_modules/
 * pulumi-ingress/dist/sdk/preload.js"` (docs/compatibility.md, "Preload the inspect workaround"). It asks the running Node
 * whether it loops (`inspectLoops`) rather than trusting a version list, which patch releases
 * outdate both ways; where it does, it inspects just the looping errors without colours and leaves
 * every other call alone.
 */
// The module object itself (an `import * as` namespace is a frozen copy that cannot be patched).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
import util = require("node:util");

type Inspect = typeof util.inspect;

/** On the patched `util.inspect`: the original, which the probe must test rather than the patch. */
const MARK = Symbol.for("pulumi-ingress.inspectWorkaround");

const isSeparator = (c: string | undefined): boolean => c === "/" || c === "\\";

/**
 * Whether Node's node_modules marker would loop on this line: its own search, replayed. A segment
 * whose module name lacks the separator(s) after it sends the search back to or before the segment.
 */
function lineLoops(line: string): boolean {
  let from = 0;
  for (;;) {
    const at = line.indexOf("node_modules", from);
    if (at === -1) return false;
    const separator = line[at - 1];
    if (!isSeparator(separator) || !isSeparator(line[at + 12])) {
      from = at + 1;
      continue;
    }
    const start = at + 13;
    let end = line.indexOf(separator as string, start);
    if (line[start] === "@") end = line.indexOf(separator as string, end + 1);
    if (end <= at) return true;
    from = end;
  }
}

/** Whether `util.inspect(value, options)` would loop on a release that has the loop. */
export function wouldLoop(value: unknown, options: unknown): boolean {
  return (
    value instanceof Error &&
    typeof options === "object" &&
    options !== null &&
    Boolean((options as util.InspectOptions).colors) &&
    typeof value.stack === "string" &&
    value.stack.split("\n").some(lineLoops)
  );
}

// One frame the looping releases never get past. A fixed release styles its module name once.
const PROBE_STACK = "Error: inspect probe\n    at probe (/probe/node_modules/@probe/probe.js:1:1)";
const PROBE_READS = 10;

/**
 * Whether this Node's `util.inspect` has the loop. It formats the probe frame with colours while
 * counting reads of `util.inspect.styles.module` (one per pass of the looping search) and stops
 * the search by throwing once the count shows it cycling, so it takes well under a millisecond
 * either way. Where it cannot count safely it answers true: the workaround only costs colours.
 */
export function inspectLoops(): boolean {
  const current = util.inspect as Inspect & { [MARK]?: Inspect };
  const inspect = current[MARK] ?? current;
  const styles = inspect.styles as Record<string, unknown> | undefined;
  if (typeof styles !== "object" || styles === null) return true;
  const own = Object.getOwnPropertyDescriptor(styles, "module");
  const style = styles["module"];
  let reads = 0;
  try {
    Object.defineProperty(styles, "module", {
      configurable: true,
      enumerable: own?.enumerable ?? true,
      get() {
        if (++reads > PROBE_READS) throw new Error("inspect probe: the node_modules marker loops");
        return style;
      },
    });
  } catch {
    return true;
  }
  try {
    const probe = new Error("inspect probe");
    probe.stack = PROBE_STACK;
    inspect(probe, { colors: true });
    return reads > PROBE_READS;
  } catch {
    return true;
  } finally {
    if (own) Object.defineProperty(styles, "module", own);
    else delete styles["module"];
  }
}

/** Installs the workaround once per process where Node has the loop; returns whether it is in place. */
export function installInspectWorkaround(): boolean {
  const current = util.inspect as Inspect & { [MARK]?: Inspect };
  if (current[MARK]) return true;
  if (!inspectLoops()) return false;
  const original = util.inspect;
  const patched = function inspect(this: unknown, value: unknown, ...rest: unknown[]): string {
    const options = rest[0];
    if (wouldLoop(value, options)) {
      return original.call(this, value, { ...(options as util.InspectOptions), colors: false });
    }
    return (original as (...args: unknown[]) => string).apply(this, [value, ...rest]);
  };
  Object.defineProperties(patched, Object.getOwnPropertyDescriptors(original));
  Object.defineProperty(patched, MARK, { value: original });
  util.inspect = patched as Inspect;
  return true;
}
