// `pulumi-ingress traffic diff` on an engine test's stack, from the packed package's bin as users run it.
import { execFile } from "node:child_process";
import * as path from "node:path";
import { type EngineStack, type Run, userProject } from "./engine";

/** What a command printed, and its exit status. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** `pulumi-ingress traffic diff --stack <stack> <args>` in the stack's folder; it makes no API call. */
export async function trafficDiff(run: Run, stack: EngineStack, args: readonly string[] = []): Promise<Ran> {
  const bin = path.join(await userProject(), "node_modules", ".bin", "pulumi-ingress");
  const env = { ...process.env, ...stack.stack.workspace.envVars };
  run.mark();
  const r = await new Promise<Ran>((resolve) => {
    execFile(bin, ["traffic", "diff", "--stack", stack.name, ...args], { cwd: stack.dir, env, encoding: "utf8" }, (e, stdout, stderr) => {
      resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
  expect(run.calls()).toEqual([]);
  return r;
}
