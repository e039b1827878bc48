/**
 * Many pipelines, one account: 4, 8 and 16 stacks started at once, 30 creates each, every stack
 * with `ingress:rateLimit 20/5s` against an emulator that admits 20 requests per rolling 5 s for
 * all of them together, with the state in an S3-compatible backend (moto, scripts/moto.ts).
 * Each stack's provider process paces on its own, seeing only its own 429s.
 *
 * A pipeline waits for the whole run: from the first `up` starting to the last ending. Its floor,
 * measured in the same run, is what no provider can beat: the same N stacks started at once over
 * providers that do no I/O (bench-noop, bench/noopPackage.ts: the engine's and the program's own cost), plus
 * the minimum API time, total calls ÷ budget (N × 30 ÷ 20 × 5 s). The profile splits the whole run
 * at the service: until the first create arrived (engine and provider start), the creates (first
 * arrival to last success), and after the last create (the last stacks' checkpoints and exit).
 *
 * Runs alone too: `node -r ts-node/register/transpile-only bench/multiStack.ts 4` (after
 * `node scripts/pretest.js`).
 */
import { startEmulator } from "../emulator";
import type { RequestLogEntry } from "../emulator/types";
import type { ConfigMap } from "@pulumi/pulumi/automation";
import { emulatorConfig, type Engine } from "../scripts/engine";
import { startS3Backend, type S3Backend } from "../scripts/moto";
import { progress, ratio, type Row, runAlone, seconds, timed } from "./support";
import { writeNoopPackage } from "./noopPackage";

const CREATES = 30;
const LIMIT = { requests: 20, windowMs: 5000 };
const GOAL = 1.2;
export const STACK_COUNTS = [4, 8, 16] as const;

const program = (pkg: string, stack: string): string => `"use strict";
const ingress = require(${JSON.stringify(pkg)});
for (let i = 0; i < ${CREATES}; i++) {
  new ingress.EventSubscription("esb-" + i, { sources: ["ip_policy_created.v0"], destinationIds: ["ed_bench"], description: "${stack}-" + i });
}
`;

/** Where a whole run's time went, in ms from the moment every `up` was started. */
export interface MultiStackProfile {
  /** The first create's arrival at the service: the engines and the first provider started. */
  firstCreateMs: number;
  /** Per stack (sorted): its first create's arrival, its last successful create's, and its `up`'s end. */
  stacks: { firstCreateMs: number; lastCreateMs: number; endMs: number }[];
  /** The last successful create's arrival. */
  lastCreateMs: number;
  /** Successful creates per budget window, windows counted from the first create's arrival. */
  perWindow: number[];
}

export interface MultiStackRun {
  stacks: number;
  failedStacks: number;
  /** The first failing stack's first error line. */
  firstFailure: string;
  created: number;
  duplicates: number;
  refused: number;
  /** The first `up` starting to the last ending. */
  wholeMs: number;
  /** The same N stacks over providers that do no I/O, started at once: first start to last end. */
  noopMs: number;
  /** Total calls ÷ budget. */
  minimumMs: number;
  profile: MultiStackProfile;
}

/** The N stacks' `up`s started at once: the whole run's time, when it started (epoch ms), each stack's end (ms from the start), and the failures. */
async function upAll(engine: Engine, s3: S3Backend, names: readonly string[], pkg: string, config: ConfigMap) {
  const all = await Promise.all(names.map((name) => engine.stack(name, { program: program(pkg, name), config, env: s3.env })));
  const failures: string[] = [];
  const ends = new Map<string, number>();
  const startedAt = Date.now();
  const { ms } = await timed(() =>
    Promise.all(
      all.map((s, i) => {
        const end = () => ends.set(names[i] ?? "", Date.now() - startedAt);
        return s.up().then(end, (e: unknown) => {
          end();
          failures.push(e instanceof Error ? e.message : String(e));
        });
      }),
    ),
  );
  return { ms, startedAt, ends, failures };
}

/** One row's run: the floor's N no-I/O stacks, then the N stacks of creates. Needs bench-noop installed in the engine. */
async function runMultiStack(engine: Engine, s3: S3Backend, stacks: number): Promise<MultiStackRun> {
  const emulator = await startEmulator({ seed: { eventDestinations: [{ id: "ed_bench" }] } });
  try {
    const config = emulatorConfig(emulator, { "ingress:rateLimit": { value: `${LIMIT.requests}/${LIMIT.windowMs / 1000}s` } });
    progress(`${stacks} stacks x ${CREATES} no-I/O resources at once (the floor's engine part), S3 backend`);
    const noop = await upAll(engine, s3, Array.from({ length: stacks }, (_, i) => `noop${stacks}-${i}`), "bench-noop", config);
    if (noop.failures.length > 0) throw new Error(`the no-I/O floor failed: ${noop.failures[0] ?? ""}`);
    emulator.setRateLimit(LIMIT);
    progress(`${stacks} stacks x ${CREATES} creates at once, one budget of ${LIMIT.requests} per ${LIMIT.windowMs / 1000} s, S3 backend`);
    const names = Array.from({ length: stacks }, (_, i) => `multi${stacks}-${i}`);
    const ours = await upAll(engine, s3, names, "pulumi-ingress", config);
    const posts = emulator.log.filter((e) => e.method === "POST");
    const seen = new Map<string, number>();
    for (const sub of Object.values(emulator.snapshot().event_subscriptions)) {
      const d = sub.description ?? "";
      seen.set(d, (seen.get(d) ?? 0) + 1);
    }
    const errorLine = ours.failures[0]?.split("\n").find((l) => /failed|error/i.test(l) && !l.startsWith("pulumi up failed")) ?? ours.failures[0]?.split("\n")[1] ?? "";
    if (ours.failures.length > 0) progress(`${ours.failures.length} stack(s) failed: ${errorLine.trim()}`);
    return {
      stacks,
      failedStacks: ours.failures.length,
      firstFailure: errorLine.trim(),
      created: posts.filter((e) => e.status === 201).length,
      duplicates: [...seen.values()].reduce((n, c) => n + (c - 1), 0),
      refused: posts.filter((e) => e.status === 429).length,
      wholeMs: ours.ms,
      noopMs: noop.ms,
      minimumMs: ((stacks * CREATES) / LIMIT.requests) * LIMIT.windowMs,
      profile: profileOf(posts, names, ours.startedAt, ours.ends),
    };
  } finally {
    await emulator.close();
  }
}

/** The creates' arrivals per stack (told apart by the descriptions each stack gives its subscriptions), in ms from the run's start. */
function profileOf(posts: readonly RequestLogEntry[], names: readonly string[], startedAt: number, ends: ReadonlyMap<string, number>): MultiStackProfile {
  const at = (e: RequestLogEntry) => Date.parse(e.at) - startedAt;
  const stacks = names
    .map((n) => {
      const mine = posts.filter((e) => e.requestBody.includes(`"${n}-`));
      const done = mine.filter((e) => e.status === 201);
      return {
        firstCreateMs: mine.length > 0 ? Math.min(...mine.map(at)) : NaN,
        lastCreateMs: done.length > 0 ? Math.max(...done.map(at)) : NaN,
        endMs: ends.get(n) ?? NaN,
      };
    })
    .sort((a, b) => a.endMs - b.endMs);
  const firstCreateMs = Math.min(...stacks.map((s) => s.firstCreateMs));
  const perWindow: number[] = [];
  for (const e of posts.filter((p) => p.status === 201)) {
    const w = Math.floor((at(e) - firstCreateMs) / LIMIT.windowMs);
    while (perWindow.length <= w) perWindow.push(0);
    perWindow[w] = (perWindow[w] ?? 0) + 1;
  }
  return { firstCreateMs, lastCreateMs: Math.max(...stacks.map((s) => s.lastCreateMs)), stacks, perWindow };
}

const range = (xs: readonly number[]): string => `${seconds(Math.min(...xs))} to ${seconds(Math.max(...xs))}`;

function multiStackRows(r: MultiStackRun): Row[] {
  const floor = r.noopMs + r.minimumMs;
  const whole = r.wholeMs / floor;
  const p = r.profile;
  const ok = r.failedStacks === 0 && r.duplicates === 0;
  return [
    {
      measure: `${r.stacks} stacks x ${CREATES} creates at once, one budget of 20 req / rolling 5 s, S3 backend: whole run / floor (the same stacks over no-I/O providers + calls ÷ budget)`,
      measured:
        `${ratio(whole)} (whole run ${seconds(r.wholeMs)}, floor ${seconds(floor)} = ${seconds(r.noopMs)} + ${seconds(r.minimumMs)}; ` +
        `first create at ${seconds(p.firstCreateMs)}, creates until ${seconds(p.lastCreateMs)} (${ratio((p.lastCreateMs - p.firstCreateMs) / r.minimumMs)} x calls ÷ budget), ` +
        `last up ended ${seconds(r.wholeMs - p.lastCreateMs)} after the last create; ${r.refused} answered 429 and retried)`,
      goal: `<= ${GOAL}`,
      met: whole <= GOAL ? "yes" : "no",
    },
    {
      measure: "  same run, per stack from the start: first create, last create, up ended",
      measured: `${range(p.stacks.map((s) => s.firstCreateMs))}; ${range(p.stacks.map((s) => s.lastCreateMs))}; ${range(p.stacks.map((s) => s.endMs))}`,
      goal: "n/a",
      met: "n/a",
    },
    {
      measure: `  same run: creates per ${LIMIT.windowMs / 1000} s from the first (the budget: ${LIMIT.requests})`,
      measured: p.perWindow.join(", "),
      goal: "n/a",
      met: "n/a",
    },
    {
      measure: "  same run: failed stacks, duplicates",
      measured: `${r.failedStacks} failed, ${r.duplicates} duplicates (${r.created} of ${r.stacks * CREATES} created)${r.firstFailure ? `; first error: ${r.firstFailure}` : ""}`,
      goal: "0, 0",
      met: ok ? "yes" : "no",
    },
  ];
}

/** Every row, on one S3 backend; stacks are named per run so they never collide. */
export async function measureMultiStack(engine: Engine, counts: readonly number[] = STACK_COUNTS): Promise<Row[]> {
  const s3 = await startS3Backend("bench-state");
  await engine.installPackage("bench-noop", await writeNoopPackage());
  try {
    const rows: Row[] = [];
    for (const n of counts) rows.push(...multiStackRows(await runMultiStack(engine, s3, n)));
    return rows;
  } finally {
    await s3.close();
  }
}

if (require.main === module) {
  const counts = process.argv.slice(2).map(Number);
  runAlone((engine) => measureMultiStack(engine, counts.length > 0 ? counts : STACK_COUNTS));
}
