/**
 * Pacing: nothing is paced until the service answers 429; from then on every request of the
 * process to that origin is spaced by the budget, and a Retry-After holds them all. A 429 while
 * pacing (another process spends the same budget) halves the rate; successes add it back.
 */
import { IngressClient } from "../../provider/client";
import type { Clock } from "../../provider/client/clock";
import { RateLimiter, mulberry32 } from "../../emulator/knobs";
import { Pacer, pacerFor, type RateBudget } from "../../provider/client/pacer";
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

  test("AIMD: the first 429 paces at the whole budget; a 429 to a request sent while pacing halves the rate, once per cut", () => {
    const p = new Pacer();
    const budget = { requests: 20, windowMs: 5_000 }; // 255 ms spacing at the whole budget
    p.rateLimited(0, 10, 1_000, budget, NO_JITTER);
    expect([p.pacing, p.share, p.intervalMs(budget)]).toEqual([true, 1, 255]);
    p.rateLimited(5, 20, 1_000, budget, NO_JITTER); // sent before pacing began: old news
    expect(p.share).toBe(1);
    p.rateLimited(11, 2_000, 1_000, budget, NO_JITTER); // sent at 11, after pacing began at 10: a cut
    expect([p.share, p.intervalMs(budget)]).toEqual([0.5, 510]);
    p.rateLimited(1_500, 2_100, 1_000, budget, NO_JITTER); // sent before the cut at 2000
    expect(p.share).toBe(0.5);
    for (const [sent, now] of [[2_000, 2_200], [2_300, 2_400], [2_500, 2_600], [2_700, 2_800], [2_900, 3_000]]) {
      p.rateLimited(sent as number, now as number, 1_000, budget, NO_JITTER);
    }
    expect(p.share).toBe(1 / 20); // the floor: one request per window
    expect(p.intervalMs(budget)).toBeCloseTo(5_100, 9);
  });

  test("AIMD: each success adds one request per window, up to the whole budget", () => {
    const p = new Pacer();
    const budget = { requests: 4, windowMs: 1_000 };
    p.succeeded(budget); // not pacing: nothing to learn
    expect(p.share).toBe(1);
    p.rateLimited(0, 0, 0, budget, NO_JITTER);
    p.rateLimited(1, 2, 0, budget, NO_JITTER);
    p.rateLimited(3, 4, 0, budget, NO_JITTER);
    expect(p.share).toBe(0.25);
    const shares = [1, 2, 3, 4].map(() => (p.succeeded(budget), p.share));
    expect(shares).toEqual([0.5, 0.75, 1, 1]);
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
    p.rateLimited(1, 1, 0, budget, NO_JITTER); // halved: 510 ms
    expect(p.saturationBoundMs(budget)).toBe(61_200);
    leaves[0]?.();
    leaves[0]?.(); // leaving twice counts once
    expect(p.calls).toBe(29);
    for (const leave of leaves) leave();
    expect(p.calls).toBe(0);
  });

  test("processes that cannot see each other share one budget: 4 pacers × 30 requests on 20 per 5 s all get through within 1.2 × the minimum", async () => {
    // The account: the emulator's rolling window. Each pacer is one provider process; each request
    // retries on 429 after Retry-After, as the client does.
    const budget: RateBudget = { requests: 20, windowMs: 5_000 };
    const account = new RateLimiter(budget);
    const clock = new ManualClock();
    let refused = 0;
    const served: number[] = [];
    const processes = [1, 2, 3, 4].map((seed) => ({ pacer: new Pacer(), random: mulberry32(seed) }));
    const request = async ({ pacer, random }: { pacer: Pacer; random: () => number }): Promise<void> => {
      for (;;) {
        await pacer.acquire(clock, budget);
        const sentAt = clock.now();
        const r = account.admit(sentAt);
        if (r.ok) {
          pacer.succeeded(budget);
          served.push(sentAt);
          return;
        }
        refused++;
        pacer.rateLimited(sentAt, sentAt, r.retryAfterSeconds * 1000, budget, random);
        await clock.sleep(r.retryAfterSeconds * 1000);
      }
    };
    const all = Promise.all(processes.flatMap((proc) => Array.from({ length: 30 }, () => request(proc))));
    for (let t = 0; served.length < 120 && t < 120_000; t += 50) await clock.advanceTo(t);
    await all;
    expect(served).toHaveLength(120);
    // The minimum: 120 requests at 20 per 5 s take 30 s. The first 20 go at once, then everyone
    // is held 5 s; the rest share the budget. Deterministic (seeded jitter, manual clock).
    const last = Math.max(...served);
    expect(Math.round(last)).toBe(31_525);
    expect(last / 30_000).toBeLessThanOrEqual(1.2);
    expect(refused).toBe(113);
    expect(processes.map((proc) => proc.pacer.pacing)).toEqual([true, true, true, true]);
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
    // Retry-After 1 s and 255 ms jitter; the second 429 came while pacing, so the rate halves
    // (1020 ms spacing): Retry-After 1 s again, then the rest of the hold, 510 ms of jitter.
    expect(h.clock.sleeps).toEqual([1000, 255, 1000, 510]);
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST", "POST"]);
  });
});
