/**
 * 200 creates against an emulator that admits 20 requests per rolling 5 s, with `ingress:rateLimit`
 * set to the same budget so the client paces to it after the first 429. The theoretical minimum
 * is (200 - 20) / 20 x 5 s = 45 s: the first 20 at once, then 20 more each time the window rolls.
 *
 * The ratio is taken over the creates as the service saw them (first POST's arrival to the last
 * successful POST's), which is what the rate limit governs; the whole `up` (engine start and end
 * included) is reported beside it.
 */
import type { Emulator } from "../emulator/types";
import { emulatorConfig, type Engine } from "../scripts/engine";
import { progress, ratio, type Row, seconds, timed } from "./support";

const CREATES = 200;
const LIMIT = { requests: 20, windowMs: 5000 };
const MINIMUM_MS = ((CREATES - LIMIT.requests) / LIMIT.requests) * LIMIT.windowMs;
const GOAL = 1.15;

const program = `"use strict";
const ingress = require("pulumi-ingress");
for (let i = 0; i < ${CREATES}; i++) {
  new ingress.EventSubscription("esb-" + i, { sources: ["ip_policy_created.v0"], destinationIds: ["ed_bench"] });
}
`;

interface RateRun {
  upMs: number;
  spanMs: number;
  created: number;
  refused: number;
  failed: number;
}

async function run(engine: Engine, emulator: Emulator, name: string, budget: string): Promise<RateRun> {
  const stack = await engine.stack(name, { program, config: emulatorConfig(emulator, { "ingress:rateLimit": { value: budget } }) });
  emulator.setRateLimit(LIMIT);
  const from = emulator.log.length;
  progress(`${CREATES} creates at ${LIMIT.requests} requests per ${LIMIT.windowMs / 1000} s, ingress:rateLimit ${budget} (about a minute)`);
  let failure = "";
  const { ms } = await timed(() =>
    stack.up().catch((e: unknown) => {
      failure = e instanceof Error ? e.message : String(e);
    }),
  );
  emulator.setRateLimit(undefined);
  const posts = emulator.log.slice(from).filter((e) => e.method === "POST");
  const created = posts.filter((e) => e.status === 201);
  const first = posts[0];
  const last = created[created.length - 1];
  if (failure !== "") progress(`the up failed: ${failure.split("\n").slice(0, 5).join(" | ")}`);
  return {
    upMs: ms,
    spanMs: first && last ? Date.parse(last.at) - Date.parse(first.at) : NaN,
    created: created.length,
    refused: posts.filter((e) => e.status === 429).length,
    failed: CREATES - created.length,
  };
}

export async function measureRateLimit(engine: Engine, emulator: Emulator): Promise<Row[]> {
  const paced = await run(engine, emulator, "rate", `${LIMIT.requests}/${LIMIT.windowMs / 1000}s`);
  const r = paced.spanMs / MINIMUM_MS;
  return [
    {
      measure: `${CREATES} creates at ${LIMIT.requests} req / rolling 5 s, ingress:rateLimit 20/5s: wall time / ${seconds(MINIMUM_MS)}`,
      measured:
        `${ratio(r)} (creates took ${seconds(paced.spanMs)}; the whole up ${seconds(paced.upMs)}, ${ratio(paced.upMs / MINIMUM_MS)}x; ` +
        `${paced.refused} answered 429 and retried)`,
      goal: `<= ${GOAL}`,
      met: r <= GOAL ? "yes" : "no",
    },
    {
      measure: "  same run: failed operations",
      measured: `${paced.failed} (${paced.created} of ${CREATES} created)`,
      goal: "0",
      met: paced.failed === 0 ? "yes" : "no",
    },
  ];
}
