/**
 * A workaround for a hang in Node 20 and 22 that every failing Pulumi program meets.
 *
 * `util.inspect` with colours loops (25-50 s of CPU, then "Invalid string length") on an error
 * whose stack has a frame ending in `node_modules/@scope/<file>` with no further path separator:
 * its node_modules marker then searches from -1 forever. @pulumi/pulumi's source-mapped frames
 * look exactly like that (`node_modules/@pulumi/output.ts:378:13`), and Pulumi's program runner
 * prints every unhandled program error with colours, so a failing program (an error thrown in an
 * `apply`, for one) takes up to a minute to report. Node 24 does not loop.
 *
 * Pulumi's runner takes its copy of `util.inspect` when it loads, before any program code runs,
 * so the workaround must be preloaded: `NODE_OPTIONS="--require <project>/node_modules/
 * pulumi-ingress/dist/sdk/preload.js"` (README, "Node.js versions"). On the affected versions it
 * inspects just those errors without colours and leaves every other call alone.
 */
// The module object itself (an `import * as` namespace is a frozen copy that cannot be patched).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
import util = require("node:util");

const MARK = Symbol.for("pulumi-ingress.inspectWorkaround");
const SCOPED_FILE_FRAME = /[\\/]node_modules[\\/]@[^\\/\n]*[\\/][^\\/\n]*$/m;

/** Whether this Node release has the loop (20.x and 22.x, as measured up to 22.23.3). */
export function affected(version: string = process.versions.node): boolean {
  const major = Number(version.split(".")[0]);
  return major === 20 || major === 22;
}

/** Whether `util.inspect(value, options)` would loop on this release. */
export function wouldLoop(value: unknown, options: unknown): boolean {
  return (
    value instanceof Error &&
    typeof options === "object" &&
    options !== null &&
    Boolean((options as util.InspectOptions).colors) &&
    typeof value.stack === "string" &&
    SCOPED_FILE_FRAME.test(value.stack)
  );
}

/** Installs the workaround once per process; returns whether it is in place. */
export function installInspectWorkaround(): boolean {
  if (!affected()) return false;
  const current = util.inspect as typeof util.inspect & { [MARK]?: true };
  if (current[MARK]) return true;
  const original = util.inspect;
  const patched = function inspect(this: unknown, value: unknown, ...rest: unknown[]): string {
    const options = rest[0];
    if (wouldLoop(value, options)) {
      return original.call(this, value, { ...(options as util.InspectOptions), colors: false });
    }
    return (original as (...args: unknown[]) => string).apply(this, [value, ...rest]);
  };
  Object.defineProperties(patched, Object.getOwnPropertyDescriptors(original));
  Object.defineProperty(patched, MARK, { value: true });
  util.inspect = patched as typeof util.inspect;
  return true;
}
