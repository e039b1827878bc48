// Runs a demo script (scripts/demo.ts, scripts/demo-edges.ts) as `npm run demo` does after
// scripts/pretest.js, which `npm test` has already run, and reads its narration.
import { execFile } from "node:child_process";
import * as path from "node:path";
import { REPO_ROOT } from "./engine";

export interface DemoRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs node with ts-node (as `npm run demo` does) and `args`, from the repository's root, to its end. */
export function runWithTsNode(args: readonly string[]): Promise<DemoRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["-r", "ts-node/register/transpile-only", ...args],
      { cwd: REPO_ROOT, maxBuffer: 16 << 20 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs `scripts/<script>` to its end. */
export const runDemoScript = (script: string): Promise<DemoRun> => runWithTsNode([path.join("scripts", script)]);

/** The steps the narration announced, as `<number> <title>`. */
export const demoSteps = (stdout: string): string[] => [...stdout.matchAll(/Step (\d+)\/\d+: (.*)/g)].map((m) => `${m[1]} ${m[2]}`);

/** The folder the narration says the program was copied to. */
export const programDir = (stdout: string): string | undefined => /copied to (\S+)/.exec(stdout)?.[1];

/** The steps of `npm run demo:edges` (scripts/demo-edges.ts), in order; `npm run demo` narrates the first seven too. */
export const DEMO_STEPS = [
  "1 start the emulator",
  "2 prepare the program",
  "3 pulumi up",
  "4 a change outside the program",
  "5 pulumi refresh",
  "6 pulumi preview",
  "7 pulumi up",
  "8 pulumi destroy",
];

/** The steps of `npm run demo` (scripts/demo.ts): the shared ones, then requests through the traffic plane before destroy. */
export const TRAFFIC_DEMO_STEPS = [
  ...DEMO_STEPS.slice(0, 7),
  "8 requests through the traffic plane",
  "9 another office network",
  "10 the same requests, after the change",
  "11 pulumi destroy",
];
