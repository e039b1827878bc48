// The emulator started as users start it, `npx pulumi-ingress-emulator` in a project that installed
// the package: SIGTERM to npx, or SIGINT to its process group (Ctrl-C in a terminal), stops it
// with no process left behind and the --state file holding what was created.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { userProject } from "../support/engine";
import { spawnEmulator } from "../support/processes";

/** Pids of the processes whose command line names `marker`. */
async function processesNaming(marker: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await fs.readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (cmdline.includes(marker)) pids.push(Number(entry));
  }
  return pids;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return true;
  return check();
}

test.each([
  ["SIGTERM", "the npx process"],
  ["SIGINT", "the process group (Ctrl-C)"],
] as const)("%s to %s stops the emulator: no process left, state file intact", async (signal, _target) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-npx-"));
  const statePath = path.join(dir, "state.json");
  const seed = path.join(dir, "seed.json");
  await fs.writeFile(seed, JSON.stringify({ eventDestinations: [{ id: "ed_npx" }] }));
  try {
    const npx = await spawnEmulator("npx", ["--no-install", "pulumi-ingress-emulator", "--seed", seed, "--state", statePath], {
      cwd: await userProject(),
      detached: true, // its own process group, as a terminal gives a command
    });
    const { baseUrl } = npx;
    const res = await fetch(`${baseUrl}/event_subscriptions`, {
      method: "POST",
      headers: { authorization: "Bearer ingress-emulator-key", "service-version": "2", "content-type": "application/json" },
      body: JSON.stringify({ sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_npx"] }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await processesNaming(statePath)).length).toBeGreaterThan(0);

    const pid = npx.child.pid as number;
    process.kill(signal === "SIGINT" ? -pid : pid, signal);
    expect(await until(async () => (await processesNaming(statePath)).length === 0, 15_000)).toBe(true);
    const file = JSON.parse(await fs.readFile(statePath, "utf8")) as { state: { event_subscriptions: Record<string, unknown> } };
    expect(Object.keys(file.state.event_subscriptions)).toEqual([id]);
  } finally {
    for (const pid of await processesNaming(statePath)) process.kill(pid, "SIGKILL");
    await fs.rm(dir, { recursive: true, force: true });
  }
}, 60_000);
