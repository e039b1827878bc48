// Child processes in tests: the emulator started as a program (a package bin, npx, the built CLI)
// and the processes a command leaves behind.
import { type ChildProcess, execFileSync, spawn, type SpawnOptions } from "node:child_process";

export interface EmulatorProcess {
  child: ChildProcess;
  /** The base URL from its start-up line. */
  baseUrl: string;
  /** SIGTERM, then waits for it to exit (nothing when it has already). */
  stop(): Promise<void>;
}

/** Starts an emulator program and waits for its `listening on <url> with API keys …` line. */
export async function spawnEmulator(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<EmulatorProcess> {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"], ...options });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+) with API keys/.exec(out);
      if (m) resolve(m[1] as string);
    });
    child.on("exit", (code) => reject(new Error(`${command} exited with ${String(code)} before listening: ${out}`)));
  });
  return {
    child,
    baseUrl,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Every process descending from `pid`, deepest last (from `ps`: plugins run in process groups of their own). */
export function descendants(pid: number): number[] {
  const table = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
  const out: number[] = [];
  const walk = (p: number): void => {
    for (const [child, parent] of table) {
      if (parent === p) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return out;
}
