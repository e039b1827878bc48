/**
 * Pacing: nothing is paced until the service answers 429; from then on every request of the
 * process to that origin is spaced by the budget, and a Retry-After holds them all. A 429 while
 * pacing (another process spends the same budget) cuts the rate to 0.7; successes, and time with
 * no 429, add it back.
 */
import { IngressClient } from "../../provider/client";
import type { Clock } from "../../provider/client/clock";
import { RateLimiter, mulberry32 } from "../../emulator/knobs";
import { Pacer, pacerFor, type RateBudget, SHARE_AFTER_CUT } from "../../provider/client/pacer";
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
const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const BUDGET = { requests: 120, windowMs: 60_000 };
const NO_JITTER = (): number => 0;

describe("Pacer", () => {
  test("free until a 429 has been seen", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    expect(p.pacing).toBe(false);
    for (let i = 0; i < 5; i++) await expect(p.acquire(clock, BUDGET)).resolves.toBe(0);
  });

  test("after a 429: held until Retry-After, then one request per windowMs/requests, in arrival order", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    p.rateLimited(0, 0, 2_000, BUDGET, NO_JITTER);
    expect(p.pacing).toBe(true);
    const started: [number, number][] = [];
    const all = [0, 1, 2, 3].map((i) => p.acquire(clock, BUDGET).then(() => started.push([i, clock.now()])));
    await clock.advanceTo(10_000);
    await Promise.all(all);
    expect(started).toEqual([
      [0, 2_000],
      [1, 2_510],
      [2, 3_020],
      [3, 3_530],
    ]);
  });

  test("a 429 arriving while requests wait holds them until its Retry-After", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    p.rateLimited(0, 0, 0, BUDGET, NO_JITTER);
    const started: number[] = [];
    await p.acquire(clock, BUDGET); // t=0, next slot 510
    const waiting = p.acquire(clock, BUDGET).then(() => started.push(clock.now()));
    await clock.advanceTo(100);
    p.rateLimited(0, 100, 5_000, BUDGET, NO_JITTER); // another request (sent before pacing began) was refused: hold everyone until 5100
    await clock.advanceTo(20_000);
    await waiting;
    expect(started).toEqual([5_100]);
  });

  test("the budget is configurable: 10 per second spaces by 102 ms (100 ms, 2% wider)", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    const budget = { requests: 10, windowMs: 1_000 };
    p.rateLimited(0, 0, undefined, budget, NO_JITTER); // no Retry-After: hold one interval
    const started: number[] = [];
    const all = [0, 1, 2].map(() => p.acquire(clock, budget).then(() => started.push(clock.now())));
    await clock.advanceTo(1_000);
    await Promise.all(all);
    expect(started).toEqual([102, 204, 306]);
  });

  test("the first 429 paces at the whole budget; a 429 to a request sent while pacing cuts the share to 0.7 of itself, once per cut", () => {
    const p = new Pacer();
    const budget = { requests: 20, windowMs: 5_000 }; // 255 ms spacing at the whole budget
    p.rateLimited(0, 10, 1_000, budget, NO_JITTER);
    expect([p.pacing, p.share, p.intervalMs(budget)]).toEqual([true, 1, 255]);
    p.rateLimited(5, 20, 1_000, budget, NO_JITTER); // sent before pacing began: old news
    expect(p.share).toBe(1);
    p.rateLimited(11, 2_000, 1_000, budget, NO_JITTER); // sent at 11, after pacing began at 10: a cut
    expect(SHARE_AFTER_CUT).toBe(0.7);
    expect(p.share).toBe(0.7);
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
      void p.acquire(clock, budget).then(() => (granted = clock.now()));
      for (let t = at; granted === undefined; t += 50) await clock.advanceTo(t);
      return [granted, Math.round(p.share * 1000) / 1000];
    };
    expect(await turn(1_000)).toEqual([1_000, 0.05]);
    // One interval at the floor (5100 ms) later; 100 ms of it past the quiet window: + 0.02.
    expect(await turn(1_000)).toEqual([6_100, 0.07]);
    expect(await turn(9_100)).toEqual([9_100, 0.67]); // 3 s more: + 0.6
    expect(await turn(20_000)).toEqual([20_000, 1]); // then up to the whole budget, no further
  });

  test("every 429 holds all requests for Retry-After plus random() of an interval", async () => {
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
  // does. Deterministic: seeded jitter and starts, manual clock.
  test.each([
    [4, 29_800, 45],
    [8, 63_600, 133],
    [16, 128_800, 440],
  ])("processes that cannot see each other share one budget: %i pacers × 30 requests on 20 per 5 s all get through within 1.1 × the minimum", async (n, expectedLast, expectedRefused) => {
    const budget: RateBudget = { requests: 20, windowMs: 5_000 };
    const account = new RateLimiter(budget);
    const clock = new ManualClock();
    const starts = mulberry32(1);
    const processes = Array.from({ length: n }, (_, i) => ({ pacer: new Pacer(), random: mulberry32(100 + i), start: Math.floor(starts() * 1_500) }));
    let refused = 0;
    const served: number[] = [];
    const request = async ({ pacer, random }: (typeof processes)[number]): Promise<void> => {
      for (;;) {
        await pacer.acquire(clock, budget);
        const sentAt = clock.now();
        await clock.sleep(20);
        const r = account.admit(sentAt + 10);
        if (r.ok) {
          pacer.succeeded(budget);
          served.push(sentAt);
          return;
        }
        refused++;
        pacer.rateLimited(sentAt, clock.now(), r.retryAfterSeconds * 1000, budget, random);
        await clock.sleep(r.retryAfterSeconds * 1000);
      }
    };
    const run = async (proc: (typeof processes)[number]): Promise<void> => {
      await clock.sleep(proc.start);
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < 30) {
          next++;
          await request(proc);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
    };
    const all = Promise.all(processes.map(run));
    for (let t = 0; served.length < n * 30 && t < 1_000_000; t += 25) await clock.advanceTo(t);
    await all;
    expect(served).toHaveLength(n * 30);
    const minimum = ((n * 30) / 20) * 5_000;
    const last = Math.max(...served);
    expect(last / minimum).toBeLessThanOrEqual(1.1);
    expect([Math.round(last / 100) * 100, refused]).toEqual([expectedLast, expectedRefused]);
    expect(processes.map((proc) => proc.pacer.pacing)).toEqual(processes.map(() => true));
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

  test("after a 429 with Retry-After 1: the retry waits 1 s and half an interval of jitter, later requests are spaced 510 ms (500 ms, 2% wider)", async () => {
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
