/**
 * The emulator's GET throughput against a bare node:http server's, on loopback. Each server runs in
 * its own process (the emulator from its CLI, as users start it); the load comes from this
 * process: a fixed number of keep-alive connections, each with one request in flight, for a
 * fixed time after a warm-up. Both answer the same body (one event subscription, as the emulator
 * renders it) to the same request (auth and version headers included). Runs alternate
 * bare/emulator so that machine noise hits both alike; the best run of each is compared.
 *
 * On 2 cores the load generator costs about as much per request as a bare server, so the bare
 * server is not driven to its limit and the throughput ratio flatters the emulator. The server's
 * CPU time per request (from /proc) does not depend on the generator: its ratio is reported
 * beside, against the same goal.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { Pool } from "undici";
import { REPO_ROOT } from "../scripts/engine";
import { CLOCK_TICKS, progress, ratio, type Row, SEED } from "./support";

const CONNECTIONS = 32;
const WARMUP_MS = 1000;
const MEASURE_MS = 5000;
const ROUNDS = 2;
const GOAL = 0.5;
const HEADERS = { authorization: "Bearer ingress-emulator-key", "service-version": "2", accept: "application/json" };

/** Starts `node args…` and waits for the line holding its base URL; `output()` is all it has printed so far. */
export async function startServer(args: string[]): Promise<{ child: ChildProcess; baseUrl: string; output(): string }> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "inherit"] });
  let seen = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code} before listening: ${seen}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (m?.[1]) resolve(m[1]);
    });
  });
  return { child, baseUrl, output: () => seen };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

/**
 * CPU time a process has used so far, in ms, from /proc (Linux); undefined elsewhere. It tells
 * whether a server was the bottleneck: the load generator shares the machine, so a server that
 * is cheaper per request than the generator cannot be driven to its full rate.
 */
async function cpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces), 0-based: utime is 11, stime 12 (in clock ticks).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

export interface LoadResult {
  /** Requests per second. */
  rate: number;
  /** How long the requests were counted, in ms. */
  elapsedMs: number;
  /** Server CPU over the counted time, in ms (undefined without /proc). */
  cpuMs: number | undefined;
  /** Server CPU per request, in microseconds (undefined without /proc). */
  cpuUs: number | undefined;
  /** Each counted request's time from sent to its whole answer read, in ms. */
  latenciesMs: number[];
}

/** How long a {@link load} warms up and counts, and the connections it uses (its own pool, closed after, when none is given). */
export interface LoadTiming {
  warmupMs: number;
  measureMs: number;
  pool?: Pool;
}

/** A pool of CONNECTIONS keep-alive connections to `baseUrl`, one request in flight on each. */
export const loadPool = (baseUrl: string): Pool => new Pool(baseUrl, { connections: CONNECTIONS, pipelining: 1 });

/**
 * CONNECTIONS loops of GET `pathname` (with `headers`) for MEASURE_MS after WARMUP_MS (or as
 * `timing` says), against the server `pid`; each answer must be 200 with a body as long as
 * `expectedBody`.
 */
export async function load(
  baseUrl: string,
  pathname: string,
  expectedBody: string,
  pid: number | undefined,
  headers: Record<string, string> = HEADERS,
  timing: LoadTiming = { warmupMs: WARMUP_MS, measureMs: MEASURE_MS },
): Promise<LoadResult> {
  const pool = timing.pool ?? loadPool(baseUrl);
  let counting = false;
  let done = 0;
  let stop = false;
  const latenciesMs: number[] = [];
  const loop = async () => {
    while (!stop) {
      const sent = performance.now();
      const res = await pool.request({ method: "GET", path: pathname, headers });
      const text = await res.body.text();
      if (res.statusCode !== 200 || text.length !== expectedBody.length) throw new Error(`GET ${baseUrl}${pathname}: ${res.statusCode} ${text.slice(0, 200)}`);
      if (counting) {
        done++;
        latenciesMs.push(performance.now() - sent);
      }
    }
  };
  const loops = Array.from({ length: CONNECTIONS }, loop);
  await new Promise((r) => setTimeout(r, timing.warmupMs));
  counting = true;
  const cpuBefore = await cpuMs(pid);
  const start = performance.now();
  await new Promise((r) => setTimeout(r, timing.measureMs));
  counting = false;
  const elapsed = performance.now() - start;
  const cpuAfter = await cpuMs(pid);
  const counted = done;
  stop = true;
  await Promise.all(loops);
  if (timing.pool === undefined) await pool.close();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { rate: (counted / elapsed) * 1000, elapsedMs: elapsed, cpuMs: cpu, cpuUs: cpu === undefined ? undefined : (cpu * 1000) / counted, latenciesMs };
}

export async function measureThroughput(): Promise<Row[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-bench-"));
  const seedFile = path.join(dir, "seed.json");
  const bodyFile = path.join(dir, "body.json");
  await fs.writeFile(seedFile, JSON.stringify(SEED));
  const emulator = await startServer([path.join("dist", "emulator", "cli.js"), "--port", "0", "--seed", seedFile]);
  let bare: { child: ChildProcess; baseUrl: string } | undefined;
  try {
    const created = await fetch(`${emulator.baseUrl}/event_subscriptions`, {
      method: "POST",
      headers: { ...HEADERS, "content-type": "application/json" },
      body: JSON.stringify({ description: "throughput", sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_bench"] }),
    });
    const { id } = (await created.json()) as { id: string };
    const pathname = `/event_subscriptions/${id}`;
    const body = await (await fetch(emulator.baseUrl + pathname, { headers: HEADERS })).text();
    await fs.writeFile(bodyFile, body);
    bare = await startServer([path.join(__dirname, "fixtures", "bare-server.js"), bodyFile]);

    const emu: LoadResult[] = [];
    const base: LoadResult[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      progress(`GET throughput, round ${round}/${ROUNDS}: bare node:http, then the emulator`);
      base.push(await load(bare.baseUrl, pathname, body, bare.child.pid));
      emu.push(await load(emulator.baseUrl, pathname, body, emulator.child.pid));
    }
    const best = (xs: LoadResult[]) => xs.reduce((a, b) => (b.rate > a.rate ? b : a));
    const r = best(emu).rate / best(base).rate;
    const rates = (xs: LoadResult[]) => xs.map((x) => `${Math.round(x.rate).toLocaleString("en-US")}/s`).join(", ");
    // CPU per request, whatever the rate reached: the cost ratio a saturated server would show.
    const cheapest = (xs: LoadResult[]) => Math.min(...xs.map((x) => x.cpuUs ?? Infinity));
    const cpuRatio = cheapest(base) / cheapest(emu);
    const us = (x: number) => `${Math.round(x)} µs`;
    return [
      {
        measure: `emulator GET throughput / bare node:http (${CONNECTIONS} connections, ${body.length} B body, best of ${ROUNDS})`,
        measured: `${ratio(r)} (emulator ${rates(emu)}; bare ${rates(base)})`,
        goal: `>= ${GOAL}`,
        met: r >= GOAL ? "yes" : "no",
      },
      {
        measure: "  cross-check: server CPU per GET, bare / emulator (the load generator shares the 2 cores)",
        measured: Number.isFinite(cpuRatio) ? `${ratio(cpuRatio)} (bare ${us(cheapest(base))}, emulator ${us(cheapest(emu))})` : "n/a (no /proc)",
        goal: `>= ${GOAL}`,
        met: Number.isFinite(cpuRatio) ? (cpuRatio >= GOAL ? "yes" : "no") : "n/a",
      },
    ];
  } finally {
    if (bare) await stopServer(bare.child);
    await stopServer(emulator.child);
    await fs.rm(dir, { recursive: true, force: true });
  }
}
