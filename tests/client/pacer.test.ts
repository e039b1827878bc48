/**
 * Pacing: the pacer keeps the service's rolling window for its own requests (each holds a place
 * until windowMs after its answer; a 429 gives it back). Nothing waits until the service answers
 * 429 (or from the first request, when the budget is known to bind); from then on a request goes
 * as soon as the window has room for it, and a Retry-After holds them all. A 429 that finds fewer
 * of the process's own requests in the window than the budget means others spend it: the process
 * then also spaces its requests at its share, a 429 while pacing cuts the share to 0.7, and
 * successes, and time with no 429, add it back.
 */
import { IngressClient } from "../../provider/ingressClient";
import type { Clock } from "../../provider/client/clock";
import { RateLimiter, mulberry32 } from "../../emulator/machinery/knobs";
import { Pacer, pacerFor, type RateBudget, SHARE_AFTER_CUT } from "../../provider/client/pacer";
import { RetryBudget } from "../../provider/client/retryBudget";
import { API_KEY, errorJson, makeClient, tlsCertificateJson, type Harness, type TestServer, useServerAndClient } from "./support";

/** A clock whose sleeps resolve only when the test advances time, in wake-up order. */
class ManualClock implements Clock {
  t = 0;
  private sleepers: { wake: number; resolve: () => void }[] = [];
  now = (): number => this.t;
  sleep = (ms: number): Promise<void> => new Promise((resolve) => this.sleepers.push({ wake: this.t + ms, resolve }));
  async advanceTo(t: number): Promise<void> {
    for (;;) {
      this.sleepers.sort((a, b) => a.wake - b.wake);
      const next = this.sleepers[0];
      if (!next || next.wake > t) break;
      this.sleepers.shift();
      this.t = next.wake;
      next.resolve();
      await flush();
    }
    this.t = t;
    await flush();
  }
}
/** Lets everything that can run without the clock run (every promise chain settles before an immediate). */
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const BUDGET = { requests: 120, windowMs: 60_000 };
const NO_JITTER = (): number => 0;

/** One process of a simulated account: its pacer, its jitter, and when it starts. */
interface Process {
  pacer: Pacer;
  random: () => number;
  start: number;
}

interface Simulation {
  /** When each admitted request was sent. */
  served: number[];
  /** When each 429 came. */
  refused: number[];
  /** Calls that gave up (saturated, as the client's RetryBudget decides). */
  failed: number;
}

/**
 * Processes that cannot see each other on one account, the emulator's rolling window: each sends
 * `calls` requests, `inFlight` at a time (as the engine runs a stack's steps), each taking
 * `latencyMs` (admitted at its middle). A request is paced, answered and retried as the client's
 * request path does it: the turn told its answer, `succeeded` or `rateLimited`, then the
 * RetryBudget's wait, or its `saturated` (a failure) when `giveUp` is set; without it a refused
 * request is retried after Retry-After for ever, as in the model that set the figures before the
 * window. Deterministic: seeded jitter and starts, manual clock.
 */
async function simulate(
  budget: RateBudget,
  processes: readonly Process[],
  { calls, inFlight, latencyMs = 20, giveUp = false }: { calls: number; inFlight: number; latencyMs?: number; giveUp?: boolean },
): Promise<Simulation> {
  const account = new RateLimiter(budget);
  const clock = new ManualClock();
  const out: Simulation = { served: [], refused: [], failed: 0 };
  const request = async ({ pacer, random }: Process): Promise<void> => {
    const retries = new RetryBudget({ maxRetries: 4, maxRetryWaitMs: 120_000, clock, random });
    for (;;) {
      const turn = await pacer.acquire(clock, budget);
      const sentAt = clock.now();
      await clock.sleep(latencyMs);
      const r = account.admit(sentAt + latencyMs / 2);
      turn.answered(clock.now(), !r.ok);
      if (r.ok) {
        pacer.succeeded(budget);
        out.served.push(sentAt);
        return;
      }
      out.refused.push(clock.now());
      const retryAfterMs = r.retryAfterSeconds * 1000;
      pacer.rateLimited(sentAt, clock.now(), retryAfterMs, budget, random);
      const next = retries.next({ kind: "refused", retryAfterMs, sentAt, saturationBoundMs: pacer.saturationBoundMs(budget) });
      if (giveUp && next.kind !== "retry") {
        out.failed++;
        return;
      }
      await clock.sleep(retryAfterMs);
    }
  };
  const run = async (proc: Process): Promise<void> => {
    await clock.sleep(proc.start);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < calls) {
        next++;
        const leave = giveUp ? proc.pacer.enter() : () => undefined;
        try {
          await request(proc);
        } finally {
          leave();
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
  };
  const all = Promise.all(processes.map(run));
  const step = budget.windowMs / 200;
  const total = processes.length * calls;
  for (let t = 0; out.served.length + out.failed < total && t < 10_000_000; t += step) await clock.advanceTo(t);
  await all;
  return out;
}

/** `n` processes with fresh pacers, starting within `spreadMs` of each other (seeded). */
const processesOf = (n: number, spreadMs: number, options: { fromFirstRequest?: boolean } = {}): Process[] => {
  const starts = mulberry32(1);
  return Array.from({ length: n }, (_, i) => ({ pacer: new Pacer(options), random: mulberry32(100 + i), start: Math.floor(starts() * spreadMs) }));
};

/** How many of `times` fall in each window, windows counted from 0. */
const perWindow = (times: readonly number[], windowMs: number): number[] => {
  const counts: number[] = [];
  for (const t of times) {
    const w = Math.floor(t / windowMs);
    while (counts.length <= w) counts.push(0);
    counts[w] = (counts[w] ?? 0) + 1;
  }
  return counts;
};

describe("Pacer", () => {
  test("free until a 429 has been seen, while the window is counted all the same: a place from the turn until windowMs after the answer, none for a 429", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    expect(p.pacing).toBe(false);
    const turns = [];
    for (let i = 0; i < 5; i++) turns.push(await p.acquire(clock, BUDGET));
    expect(turns.map((t) => t.waitedMs)).toEqual([0, 0, 0, 0, 0]);
    expect(p.used(0, BUDGET)).toBe(5); // in flight
    turns[0]?.answered(100, false);
    turns[1]?.answered(200, false);
    turns[2]?.answered(200, true); // refused: not counted by the service
    turns[2]?.answered(300, false); // only the first answer counts
    expect(p.used(300, BUDGET)).toBe(4);
    expect(p.used(60_100, BUDGET)).toBe(3); // answered at 100: left the window at 60 100
    expect(p.used(60_200, BUDGET)).toBe(2);
  });

  test("a process alone sends 120 at once, then the next 120 when the window frees them, with no 429 (the budget known to bind)", async () => {
    const [proc] = processesOf(1, 0, { fromFirstRequest: true });
    const sim = await simulate(BUDGET, [proc as Process], { calls: 360, inFlight: 360, giveUp: true });
    expect(sim.refused).toEqual([]);
    expect(sim.failed).toBe(0);
    // All 360 asked at once: 120 go at 0, the next 120 as the first answers (at 20 ms) leave the window.
    expect(perWindow(sim.served, 60_000)).toEqual([120, 120, 120]);
    expect([...new Set(sim.served)]).toEqual([0, 60_020, 120_040]);
  });

  test("a process alone that learns the budget from its first 429: 120 at once, the requests already in flight refused once, then 120 each time the window frees them", async () => {
    const [proc] = processesOf(1, 0);
    const sim = await simulate(BUDGET, [proc as Process], { calls: 360, inFlight: 16, giveUp: true });
    expect(sim.failed).toBe(0);
    // 16 at a time, 20 ms each: the 113th to 120th go with the 121st to 128th at 140 ms; those 8
    // are refused at 160, and the 8 sent at 160 before that answer was read: 16 refused, as
    // before the window; none after.
    expect(sim.refused).toEqual([...Array<number>(8).fill(160), ...Array<number>(8).fill(180)]);
    expect(perWindow(sim.served, 60_000)).toEqual([120, 120, 120]);
    // The window frees its first place at 60 020 (answered at 20); the last Retry-After (whole
    // seconds: 60 s from 180) holds until 60 180; then 120 go as fast as 16 in flight allow, the
    // places all free by then, and the third 120 a window after each of them.
    expect(sim.served[120]).toBe(60_180);
    expect(Math.max(...sim.served)).toBe(120_340); // the last of the second 120 went at 60 320, answered at 60 340
  });

  test("a stack of 1200 resources alone (a refresh: one call each): 120 per window for ten windows, the one round of 429s at the start only", async () => {
    const [proc] = processesOf(1, 0);
    const sim = await simulate(BUDGET, [proc as Process], { calls: 1_200, inFlight: 16, giveUp: true });
    expect([sim.failed, sim.refused.length]).toEqual([0, 16]);
    expect(perWindow(sim.served, 60_000)).toEqual(Array<number>(10).fill(120));
    // The second 120 start at 60 180 (the last Retry-After); each later 120 a window and 20 ms after
    // the one before (a place leaves a window after its answer, 20 ms after its request); the last
    // 120 take 140 ms, 16 at a time.
    expect(Math.max(...sim.served)).toBe(60_180 + 8 * 60_020 + 140);
  });

  test("after a 429 with the window full of its own requests: held until Retry-After (no jitter: alone), then as many at once as the window frees", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    const budget = { requests: 4, windowMs: 1_000 };
    for (let i = 0; i < 4; i++) (await p.acquire(clock, budget)).answered(10 * i, false); // answered at 0, 10, 20, 30
    p.rateLimited(40, 50, 1_000, budget, () => 0.9);
    expect([p.pacing, p.share]).toEqual([true, 1]);
    const started: number[] = [];
    const all = Array.from({ length: 6 }, () => p.acquire(clock, budget).then((t) => (started.push(clock.now()), t.answered(clock.now(), false))));
    await clock.advanceTo(5_000);
    await Promise.all(all);
    // Held until 1050; by then all four places have left (the last at 1030): four at once; then
    // the next two when the answers at 1050 leave, a window later.
    expect(started).toEqual([1_050, 1_050, 1_050, 1_050, 2_050, 2_050]);
  });

  test("a 429 arriving while requests wait holds them until its Retry-After", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    p.rateLimited(0, 0, 0, BUDGET, NO_JITTER);
    const started: number[] = [];
    (await p.acquire(clock, BUDGET)).answered(0, false); // t=0; shared: next at 510
    const waiting = p.acquire(clock, BUDGET).then(() => started.push(clock.now()));
    await clock.advanceTo(100);
    p.rateLimited(0, 100, 5_000, BUDGET, NO_JITTER); // another request (sent before pacing began) was refused: hold everyone until 5100
    await clock.advanceTo(20_000);
    await waiting;
    expect(started).toEqual([5_100]);
  });

  test("a 429 with fewer of its own requests in the window than the budget: others spend the rest, so requests are also spaced at the share (10 per second: 102 ms, 2% wider)", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    const budget = { requests: 10, windowMs: 1_000 };
    p.rateLimited(0, 0, undefined, budget, NO_JITTER); // no Retry-After: hold one interval
    const started: number[] = [];
    const all = [0, 1, 2].map(() => p.acquire(clock, budget).then((t) => (started.push(clock.now()), t.answered(clock.now(), false))));
    await clock.advanceTo(1_000);
    await Promise.all(all);
    expect(started).toEqual([102, 204, 306]);
  });

  test("shared, then a whole window at the whole budget with no 429: alone again, requests go by the window only", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    const budget = { requests: 4, windowMs: 1_000 }; // 255 ms spacing while shared
    p.rateLimited(0, 0, 0, budget, NO_JITTER); // none of its own in the window: shared, share 1
    const at = async (t: number, n: number): Promise<number[]> => {
      await clock.advanceTo(t);
      const started: number[] = [];
      const all = Array.from({ length: n }, () => p.acquire(clock, budget).then((turn) => (started.push(clock.now()), turn.answered(clock.now(), false))));
      for (let u = t; started.length < n; u += 5) await clock.advanceTo(u);
      await Promise.all(all);
      return started;
    };
    expect(await at(0, 3)).toEqual([0, 255, 510]);
    // A window after the share was whole (at 0) and the last 429 (at 0): alone, so the window alone decides.
    expect(await at(2_000, 4)).toEqual([2_000, 2_000, 2_000, 2_000]);
  });

  test("the first 429 paces at the whole budget; a 429 to a request sent while pacing cuts the share to 0.7 of itself, once per cut", () => {
    const p = new Pacer();
    const budget = { requests: 20, windowMs: 5_000 }; // 255 ms spacing at the whole budget
    p.rateLimited(0, 10, 1_000, budget, NO_JITTER);
    expect([p.pacing, p.share, p.intervalMs(budget), p.capacity(budget)]).toEqual([true, 1, 255, 20]);
    p.rateLimited(5, 20, 1_000, budget, NO_JITTER); // sent before pacing began: old news
    expect(p.share).toBe(1);
    p.rateLimited(11, 2_000, 1_000, budget, NO_JITTER); // sent at 11, after pacing began at 10: a cut
    expect(SHARE_AFTER_CUT).toBe(0.7);
    expect([p.share, p.capacity(budget)]).toEqual([0.7, 14]);
    expect(p.intervalMs(budget)).toBeCloseTo(364.286, 3);
    p.rateLimited(1_500, 2_100, 1_000, budget, NO_JITTER); // sent before the cut at 2000
    expect(p.share).toBe(0.7);
    const shares: number[] = [];
    for (let i = 1; i <= 10; i++) {
      p.rateLimited(2_000 + 200 * i - 100, 2_000 + 200 * i, 1_000, budget, NO_JITTER);
      shares.push(p.share);
    }
    // 0.7^9 would be 0.04: the floor of one request per window holds from the eighth cut after the first.
    expect(shares.map((x) => Math.round(x * 10_000) / 10_000)).toEqual([0.49, 0.343, 0.2401, 0.1681, 0.1176, 0.0824, 0.0576, 0.05, 0.05, 0.05]);
    expect(p.intervalMs(budget)).toBeCloseTo(5_100, 9);
    expect(p.capacity(budget)).toBe(1);
  });

  test("each success adds one request per window, up to the whole budget", () => {
    const p = new Pacer();
    const budget = { requests: 4, windowMs: 1_000 };
    p.succeeded(budget); // not pacing: nothing to learn
    expect(p.share).toBe(1);
    p.rateLimited(0, 0, 0, budget, NO_JITTER);
    p.rateLimited(1, 2, 0, budget, NO_JITTER);
    p.rateLimited(3, 4, 0, budget, NO_JITTER);
    expect(p.share).toBeCloseTo(0.49, 12);
    const shares = [1, 2, 3, 4].map(() => (p.succeeded(budget), Math.round(p.share * 100) / 100));
    expect(shares).toEqual([0.74, 0.99, 1, 1]);
  });

  test("a whole window with no 429: the share grows with time too, by the whole budget per window", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    const budget = { requests: 20, windowMs: 5_000 };
    p.rateLimited(0, 0, 0, budget, NO_JITTER);
    for (let i = 1; i <= 10; i++) p.rateLimited(100 * i - 50, 100 * i, 0, budget, NO_JITTER);
    expect(p.share).toBe(0.05); // cut to the floor; the last 429 came at 1000, so the quiet window ends at 6000
    /** A request made at `at`: when it got its turn, and the share then. */
    const turn = async (at: number): Promise<[number, number]> => {
      await clock.advanceTo(at);
      let granted: number | undefined;
      void p.acquire(clock, budget).then((t) => {
        granted = clock.now();
        t.answered(granted, true); // its place does not count: only the spacing is watched here
      });
      for (let t = at; granted === undefined; t += 50) await clock.advanceTo(t);
      return [granted, Math.round(p.share * 1000) / 1000];
    };
    expect(await turn(1_000)).toEqual([1_000, 0.05]);
    // One interval at the floor (5100 ms) later; 100 ms of it past the quiet window: + 0.02.
    expect(await turn(1_000)).toEqual([6_100, 0.07]);
    expect(await turn(9_100)).toEqual([9_100, 0.67]); // 3 s more: + 0.6
    expect(await turn(20_000)).toEqual([20_000, 1]); // then up to the whole budget, no further
  });

  test("every 429 while others share holds all requests for Retry-After plus random() of an interval", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    const budget = { requests: 20, windowMs: 5_000 };
    p.rateLimited(0, 0, 1_000, budget, () => 0.8); // 1000 + floor(0.8 × 255) = 1204
    const started: number[] = [];
    const first = p.acquire(clock, budget).then(() => started.push(clock.now()));
    await clock.advanceTo(2_000);
    await first;
    expect(started).toEqual([1_204]);
  });

  test("the saturation bound: 4 × the current rate's time for the calls in progress, at least 3 windows", () => {
    const p = new Pacer();
    const budget = { requests: 20, windowMs: 5_000 };
    expect(p.saturationBoundMs(budget)).toBe(15_000); // no call in progress: the floor
    const leaves = Array.from({ length: 30 }, () => p.enter());
    expect(p.calls).toBe(30);
    expect(p.saturationBoundMs(budget)).toBe(30_600); // 4 × 30 × 255 ms
    p.rateLimited(0, 0, 0, budget, NO_JITTER);
    p.rateLimited(1, 1, 0, budget, NO_JITTER); // cut to 0.7: 364.3 ms
    expect(p.saturationBoundMs(budget)).toBeCloseTo(43_714.286, 3); // 4 × 30 × 255 / 0.7
    leaves[0]?.();
    leaves[0]?.(); // leaving twice counts once
    expect(p.calls).toBe(29);
    for (const leave of leaves) leave();
    expect(p.calls).toBe(0);
  });

  // The account: the emulator's rolling window. Each pacer is one provider process that starts
  // within 1.5 s of the others and keeps 8 of its 30 requests in flight (as the engine runs a
  // stack's creates); each request takes 20 ms and retries on 429 after Retry-After, as the client
  // does. The figures before the window (spacing only, the same model): last request at 29.8 s,
  // 63.6 s and 128.8 s, with 45, 133 and 440 refused.
  test.each([
    [4, 29_500, 44],
    [8, 61_500, 132],
    [16, 127_600, 429],
  ])("processes that cannot see each other share one budget: %i pacers × 30 requests on 20 per 5 s all get through within 1.1 × the minimum", async (n, expectedLast, expectedRefused) => {
    const budget: RateBudget = { requests: 20, windowMs: 5_000 };
    const processes = processesOf(n, 1_500);
    const sim = await simulate(budget, processes, { calls: 30, inFlight: 8 });
    expect(sim.served).toHaveLength(n * 30);
    const minimum = ((n * 30) / 20) * 5_000;
    const last = Math.max(...sim.served);
    expect(last / minimum).toBeLessThanOrEqual(1.1);
    expect([Math.round(last / 100) * 100, sim.refused.length]).toEqual([expectedLast, expectedRefused]);
    expect(processes.map((proc) => proc.pacer.pacing)).toEqual(processes.map(() => true));
  });

  // The service's budget shared by processes that each have more than a window's worth to do, the
  // calls giving up as the client's do (past their saturation bound): all served, none failed,
  // within 1.1 × calls ÷ budget, the 429s a handful per window once the shares have settled.
  test.each([
    [2, 300, 305_600, 18],
    [8, 150, 564_900, 120],
  ])("%i processes sharing 120 per 60 s, %i calls each, converge without a failure", async (n, calls, expectedLast, expectedRefused) => {
    const processes = processesOf(n, 1_500);
    const sim = await simulate(BUDGET, processes, { calls, inFlight: 8, giveUp: true });
    expect(sim.failed).toBe(0);
    expect(sim.served).toHaveLength(n * calls);
    const minimum = ((n * calls) / BUDGET.requests) * BUDGET.windowMs;
    const last = Math.max(...sim.served);
    expect(last / minimum).toBeLessThanOrEqual(1.1);
    const refused = perWindow(sim.refused, BUDGET.windowMs);
    expect(Math.max(...refused.slice(1))).toBeLessThanOrEqual(n);
    expect([Math.round(last / 100) * 100, sim.refused.length]).toEqual([expectedLast, expectedRefused]);
  });

  test("one pacer per origin, for the whole process", () => {
    expect(pacerFor("https://a.example")).toBe(pacerFor("https://a.example"));
    expect(pacerFor("https://a.example")).not.toBe(pacerFor("https://b.example"));
  });
});

describe("clients pace after a 429", () => {
  let server: TestServer;
  let h: Harness;
  useServerAndClient((s, c) => {
    server = s;
    h = c;
  });
  const ok = { status: 200, json: tlsCertificateJson("cert_1") };

  test("no spacing before any 429", async () => {
    server.queue(ok, ok, ok);
    for (let i = 0; i < 3; i++) await h.client.tlsCertificates.get("cert_1");
    expect(h.clock.sleeps).toEqual([]);
  });

  test("a client whose own requests fill the window: after the 429 it waits for Retry-After (no jitter), then sends as many at once as have left the window", async () => {
    const c = makeClient(server.baseUrl, { rateLimit: { requests: 3, windowMs: 1_000 } });
    server.queue(ok, ok, ok, { status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "1" } }, ok, ok, ok, ok);
    for (let i = 0; i < 7; i++) await c.client.tlsCertificates.get("cert_1");
    await c.agent.close();
    // Three answered at once fill the window; the fourth's retry waits the Retry-After, 1 s, when
    // all three have left; it and two more go at once; the seventh waits for the window again.
    expect(c.clock.sleeps).toEqual([1000, 1000]);
    expect(server.requests).toHaveLength(8);
  });

  test("after a 429 with none of its own requests in the window (others spend the budget), Retry-After 1: the retry waits 1 s and half an interval of jitter, later requests are spaced 510 ms (500 ms, 2% wider)", async () => {
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "1" } }, ok, ok, ok, ok);
    for (let i = 0; i < 4; i++) await h.client.tlsCertificates.get("cert_1");
    // Jitter 0.5 of the 510 ms interval: 255 ms.
    expect(h.clock.sleeps).toEqual([1000, 255, 510, 510, 510]);
    expect(server.requests).toHaveLength(5);
  });

  test("a configured budget sets the spacing", async () => {
    const c = makeClient(server.baseUrl, { rateLimit: { requests: 600, windowMs: 60_000 } });
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down") }, ok, ok, ok);
    for (let i = 0; i < 3; i++) await c.client.tlsCertificates.get("cert_1");
    await c.agent.close();
    // The 429 without Retry-After: backoff 250 ms (jitter 0.5), then 102 ms apart (100 ms, 2% wider).
    expect(c.clock.sleeps).toEqual([250, 102, 102]);
  });

  test("another client of the same origin in the process is paced too", async () => {
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "2" } }, ok);
    await h.client.tlsCertificates.get("cert_1");
    const other = new IngressClient({ apiKey: API_KEY, baseUrl: `${server.baseUrl}/`, dispatcher: h.agent, clock: h.clock, random: () => 0.5 });
    server.queue(ok, ok);
    await other.tlsCertificates.get("cert_1");
    await other.tlsCertificates.get("cert_1");
    expect(h.clock.sleeps).toEqual([2000, 255, 510, 510]);
  });

  test("a Retry-After beyond maxRetryWaitMs fails that call and holds the others only maxRetryWaitMs (and the jitter)", async () => {
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "3600" } }, ok);
    await expect(h.client.tlsCertificates.get("cert_1")).rejects.toThrow("GET /tls_certificates/cert_1 failed: 429 ERR_NGROK_429 slow down (operation op_abc123)");
    await h.client.tlsCertificates.get("cert_1");
    expect(h.clock.sleeps).toEqual([120_255]);
  });

  test("429s on a create are retried under pacing until it succeeds", async () => {
    const limited = { status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "1" } };
    server.queue(limited, limited, { status: 201, json: tlsCertificateJson("cert_1") });
    await h.client.tlsCertificates.create({ certificate_pem: "c", private_key_pem: "k" });
    // Retry-After 1 s and 255 ms jitter; the second 429 came while pacing, so the rate falls to 0.7
    // (729 ms spacing): Retry-After 1 s again, then the rest of the hold, 364 ms of jitter.
    expect(h.clock.sleeps).toEqual([1000, 255, 1000, 364]);
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST", "POST"]);
  });
});
