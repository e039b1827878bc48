/**
 * Many pipelines, one account: 4, 8 and 16 stacks started at once, 30 creates each, every stack
 * with `ingress:rateLimit 20/5s` against an emulator that admits 20 requests per rolling 5 s for
 * all of them together, with the state in an S3-compatible backend (moto, scripts/moto.ts).
 * Each stack's provider process paces on its own, seeing only its own 429s.
 *
 * The minimum is the issue's: total calls ÷ budget (N × 30 ÷ 20 × 5 s). The ratio is taken over the
 * creates as the service saw them (first POST's arrival to the last successful POST's), which is
 * what the budget governs; the whole run (every `up` from start to end, engine start included) is
 * reported beside it.
 *
 * Runs alone too: `node -r ts-node/register/transpile-only bench/multiStack.ts 4` (after
 * `node scripts/pretest.js`).
 */
import { startEmulator } from "../emulator";
import { createEngine, emulatorConfig, type Engine } from "../scripts/engine";
import { startS3Backend, type S3Backend } from "../scripts/moto";
import { progress, ratio, type Row, seconds, timed } from "./support";

const CREATES = 30;
const LIMIT = { requests: 20, windowMs: 5000 };
const GOAL = 1.2;
export const STACK_COUNTS = [4, 8, 16] as const;

const program = (stack: string): string => `"use strict";
const ingress = require("pulumi-ingress");
for (let i = 0; i < ${CREATES}; i++) {
  new ingress.EventSubscription("esb-" + i, { sources: ["ip_policy_created.v0"], destinationIds: ["ed_bench"], description: "${stack}-" + i });
}
`;

export interface MultiStackRun {
  stacks: number;
  failedStacks: number;
  /** The first failing stack's first error line. */
  firstFailure: string;
  created: number;
  duplicates: number;
  refused: number;
  spanMs: number;
  wallMs: number;
  minimumMs: number;
}

export async function runMultiStack(engine: Engine, s3: S3Backend, stacks: number): Promise<MultiStackRun> {
  const emulator = await startEmulator({ seed: { eventDestinations: [{ id: "ed_bench" }] } });
  try {
    const config = emulatorConfig(emulator, { "ingress:rateLimit": { value: `${LIMIT.requests}/${LIMIT.windowMs / 1000}s` } });
    const names = Array.from({ length: stacks }, (_, i) => `multi${stacks}-${i}`);
    const all = await Promise.all(names.map((name) => engine.stack(name, { program: program(name), config, env: s3.env })));
    emulator.setRateLimit(LIMIT);
    progress(`${stacks} stacks x ${CREATES} creates at once, one budget of ${LIMIT.requests} per ${LIMIT.windowMs / 1000} s, S3 backend`);
    const failures: string[] = [];
    const { ms } = await timed(() =>
      Promise.all(
        all.map((s) =>
          s.up().catch((e: unknown) => {
            failures.push(e instanceof Error ? e.message : String(e));
          }),
        ),
      ),
    );
    const posts = emulator.log.filter((e) => e.method === "POST");
    const created = posts.filter((e) => e.status === 201);
    const first = posts[0];
    const last = created[created.length - 1];
    const seen = new Map<string, number>();
    for (const sub of Object.values(emulator.snapshot().event_subscriptions)) {
      const d = sub.description ?? "";
      seen.set(d, (seen.get(d) ?? 0) + 1);
    }
    const errorLine = failures[0]?.split("\n").find((l) => /failed|error/i.test(l) && !l.startsWith("pulumi up failed")) ?? failures[0]?.split("\n")[1] ?? "";
    if (failures.length > 0) progress(`${failures.length} stack(s) failed: ${errorLine.trim()}`);
    return {
      stacks,
      failedStacks: failures.length,
      firstFailure: errorLine.trim(),
      created: created.length,
      duplicates: [...seen.values()].reduce((n, c) => n + (c - 1), 0),
      refused: posts.filter((e) => e.status === 429).length,
      spanMs: first && last ? Date.parse(last.at) - Date.parse(first.at) : NaN,
      wallMs: ms,
      minimumMs: ((stacks * CREATES) / LIMIT.requests) * LIMIT.windowMs,
    };
  } finally {
    await emulator.close();
  }
}

export function multiStackRows(r: MultiStackRun): Row[] {
  const span = r.spanMs / r.minimumMs;
  const ok = r.failedStacks === 0 && r.duplicates === 0;
  return [
    {
      measure: `${r.stacks} stacks x ${CREATES} creates at once, one budget of 20 req / rolling 5 s, S3 backend: wall time / ${seconds(r.minimumMs)}`,
      measured:
        `${ratio(span)} (creates took ${seconds(r.spanMs)}; all the ups ${seconds(r.wallMs)}, ${ratio(r.wallMs / r.minimumMs)}x; ` +
        `${r.refused} answered 429 and retried)`,
      goal: `<= ${GOAL}`,
      met: span <= GOAL ? "yes" : "no",
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
  (async () => {
    const engine = await createEngine();
    try {
      const rows = await measureMultiStack(engine, counts.length > 0 ? counts : STACK_COUNTS);
      for (const r of rows) console.log(`| ${r.measure} | ${r.measured} | ${r.goal} | ${r.met} |`);
    } finally {
      await engine.dispose();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
