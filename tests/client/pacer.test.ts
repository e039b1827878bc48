/**
 * Pacing: nothing is paced until the service answers 429; from then on every request of the
 * process to that origin is spaced by the budget, and a Retry-After holds them all.
 */
import { IngressClient } from "../../provider/client";
import type { Clock } from "../../provider/client/clock";
import { Pacer, pacerFor } from "../../provider/client/pacer";
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
    p.rateLimited(0, 2_000, BUDGET);
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
    p.rateLimited(0, 0, BUDGET);
    const started: number[] = [];
    await p.acquire(clock, BUDGET); // t=0, next slot 510
    const waiting = p.acquire(clock, BUDGET).then(() => started.push(clock.now()));
    await clock.advanceTo(100);
    p.rateLimited(100, 5_000, BUDGET); // another request was refused: hold everyone until 5100
    await clock.advanceTo(20_000);
    await waiting;
    expect(started).toEqual([5_100]);
  });

  test("the budget is configurable: 10 per second spaces by 102 ms (100 ms, 2% wider)", async () => {
    const p = new Pacer();
    const clock = new ManualClock();
    const budget = { requests: 10, windowMs: 1_000 };
    p.rateLimited(0, undefined, budget); // no Retry-After: hold one interval
    const started: number[] = [];
    const all = [0, 1, 2].map(() => p.acquire(clock, budget).then(() => started.push(clock.now())));
    await clock.advanceTo(1_000);
    await Promise.all(all);
    expect(started).toEqual([102, 204, 306]);
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

  test("after a 429 with Retry-After 1: the retry waits 1 s, later requests are spaced 510 ms (500 ms, 2% wider)", async () => {
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "1" } }, ok, ok, ok, ok);
    for (let i = 0; i < 4; i++) await h.client.tlsCertificates.get("cert_1");
    expect(h.clock.sleeps).toEqual([1000, 510, 510, 510]);
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
    expect(h.clock.sleeps).toEqual([2000, 510, 510]);
  });

  test("a Retry-After beyond maxRetryWaitMs fails that call and holds the others only maxRetryWaitMs", async () => {
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "3600" } }, ok);
    await expect(h.client.tlsCertificates.get("cert_1")).rejects.toThrow("GET /tls_certificates/cert_1 failed: 429 ERR_NGROK_429 slow down (operation op_abc123)");
    await h.client.tlsCertificates.get("cert_1");
    expect(h.clock.sleeps).toEqual([120_000]);
  });

  test("429s on a create are retried under pacing until it succeeds", async () => {
    const limited = { status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "1" } };
    server.queue(limited, limited, { status: 201, json: tlsCertificateJson("cert_1") });
    await h.client.tlsCertificates.create({ certificate_pem: "c", private_key_pem: "k" });
    // Retry-After 1 s; paced slot; Retry-After 1 s again.
    expect(h.clock.sleeps).toEqual([1000, 1000]);
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST", "POST"]);
  });
});
