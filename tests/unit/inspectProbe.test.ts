import { spawnSync } from "node:child_process";
import * as path from "node:path";
import util from "node:util";
import { inspectLoops, wouldLoop } from "../../sdk/inspectWorkaround";

const root = path.resolve(__dirname, "..", "..");
const preload = path.join(root, "sdk", "preload.ts");
const workaround = path.join(root, "sdk", "inspectWorkaround.ts");

// An error thrown in an apply, as @pulumi/pulumi's source maps name its frames.
const STACK = [
  "Error: boom in apply",
  "    at /project/index.js:3:40",
  "    at applyHelperAsync (/project/node_modules/@pulumi/output.ts:378:13)",
  "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
].join("\n");

// Formats that error with colours, as Pulumi's runner does, and prints how it went.
const SLOW_CASE = `
const util = require("node:util");
const error = new Error("boom in apply");
error.stack = ${JSON.stringify(STACK)};
const started = performance.now();
const text = util.inspect(error, { colors: true });
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, colours: text.includes("\\u001b["), frame: text.includes("@pulumi/output.ts:378:13"), ...(globalThis.extra ?? {}) }));
`;

interface Outcome {
  ms: number;
  colours: boolean;
  frame: boolean;
  engaged?: boolean;
  again?: boolean;
  patched?: boolean;
}
type Run = { timedOut: true } | { timedOut: false; result: Outcome };

/** Runs `script` in a child of this Node, killing it after `timeout` ms (the loop runs for tens of seconds). */
function runChild(args: string[], script: string, timeout: number): Run {
  const r = spawnSync(process.execPath, [...args, "-e", script], { cwd: root, encoding: "utf8", timeout, env: { ...process.env, NODE_OPTIONS: "" } });
  if (r.error && (r.error as NodeJS.ErrnoException).code === "ETIMEDOUT") return { timedOut: true };
  if (r.status !== 0) throw new Error(`child failed (${r.status ?? r.signal}): ${r.stderr}`);
  return { timedOut: false, result: JSON.parse(r.stdout.trim().split("\n").pop() as string) as Outcome };
}

// Whether this Node loops, found without the probe: the real case, plain, under a hard timeout.
// A release without the loop formats it in about a millisecond.
const plain = runChild([], SLOW_CASE, 4000);
const loops = plain.timedOut || plain.result.ms > 1000;
const where = `${process.version}, where util.inspect ${loops ? "loops" : "does not loop"}`;

test(`the probe finds the loop exactly where it exists, in well under 50 ms (${where})`, () => {
  const before = Object.getOwnPropertyDescriptor(util.inspect.styles, "module");
  const started = performance.now();
  const verdict = inspectLoops();
  const ms = performance.now() - started;
  expect(verdict).toBe(loops);
  expect(ms).toBeLessThan(50);
  // It borrows util.inspect.styles.module to count, and gives it back as it was.
  expect(Object.getOwnPropertyDescriptor(util.inspect.styles, "module")).toEqual(before);
});

test(`the preload engages exactly where the loop exists, and then the error formats at once (${where})`, () => {
  const script = `
globalThis.extra = {
  engaged: require(${JSON.stringify(preload)}).engaged,
  again: require(${JSON.stringify(workaround)}).inspectLoops(),
  patched: Symbol.for("pulumi-ingress.inspectWorkaround") in require("node:util").inspect,
};
${SLOW_CASE}`;
  const run = runChild(["-r", "ts-node/register/transpile-only", "-r", preload], script, 20_000);
  if (run.timedOut) throw new Error("the error took over 20 s to format with the preload");
  const { result } = run;
  expect(result.engaged).toBe(loops);
  expect(result.patched).toBe(loops);
  // Probed again behind the patch, the original is what it tests.
  expect(result.again).toBe(loops);
  expect(result.ms).toBeLessThan(1000);
  expect(result.frame).toBe(true);
  // Engaged, it drops the colours of just this error; elsewhere util.inspect is untouched.
  expect(result.colours).toBe(!loops);
}, 30_000);

test("wouldLoop names the coloured errors whose frames the node_modules marker cannot get past", () => {
  const error = (frame: string): Error => Object.assign(new Error("x"), { stack: `Error: x\n    at f (${frame})` });
  const colours = { colors: true };
  for (const frame of [
    "/p/node_modules/@pulumi/output.ts:378:13",
    "/p/node_modules/foo.js:1:1",
    "/p/node_modules/@scope",
    "C:\\p\\node_modules\\@pulumi\\output.ts:1:1",
    "C:\\p\\node_modules\\@pulumi/output.ts:1:1",
    "/p/node_modules/@a/b/node_modules/@pulumi/output.ts:1:1",
  ]) {
    expect([frame, wouldLoop(error(frame), colours)]).toEqual([frame, true]);
  }
  for (const frame of ["/p/node_modules/@pulumi/pulumi/output.js:1:1", "/p/node_modules/foo/index.js:1:1", "/p/mynode_modules/foo.js:1:1", "/p/index.js:1:1"]) {
    expect([frame, wouldLoop(error(frame), colours)]).toEqual([frame, false]);
  }
  const looping = error("/p/node_modules/@pulumi/output.ts:378:13");
  expect(wouldLoop(looping, {})).toBe(false);
  expect(wouldLoop(looping, undefined)).toBe(false);
  expect(wouldLoop({ stack: looping.stack }, colours)).toBe(false);
});
