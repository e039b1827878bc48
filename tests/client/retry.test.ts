/**
 * Retries per method and failure, Retry-After, and the limits maxRetries and maxRetryWaitMs.
 * The fake clock records every wait; jitter is fixed at 0.5, so backoff waits are exact.
 */
import { Agent, buildConnector, errors as undiciErrors } from "undici";
import { ConnectionError, NotFoundError, RateLimitedError, ServerError, TimeoutError, type ApiError } from "../../provider/ingressClient";
import { pacerFor } from "../../provider/client/pacer";
import { backoffMs, parseRetryAfter } from "../../provider/client/retry";
import { errorJson, closedPort, makeClient, rejection, startServer, tlsCertificateJson, type Harness, type TestServer, useServerAndClient } from "./support";

let server: TestServer;
let h: Harness;
useServerAndClient((s, c) => {
  server = s;
  h = c;
});

const CREATE = { certificate_pem: "c", private_key_pem: "k" };
const unavailable = { status: 503, json: errorJson(503, "ERR_NGROK_503", "unavailable", "op_5") };
const ok = { status: 200, json: tlsCertificateJson("cert_1") };
const created = { status: 201, json: tlsCertificateJson("cert_1") };
const lines = () => server.requests.map((r) => `${r.method} ${r.url}`);

describe("idempotent methods are retried on 5xx, 408 and 429", () => {
  test("GET 503 → 200: retried once after a jittered 250 ms", async () => {
    server.queue(unavailable, ok);
    await expect(h.client.tlsCertificates.get("cert_1")).resolves.toMatchObject({ id: "cert_1" });
    expect(lines()).toEqual(["GET /tls_certificates/cert_1", "GET /tls_certificates/cert_1"]);
    expect(h.clock.sleeps).toEqual([250]);
    expect(h.logs).toEqual(["GET /tls_certificates/cert_1 503 0ms attempt 1", "GET /tls_certificates/cert_1 200 0ms attempt 2"]);
  });

  test.each([
    ["PATCH", 500, (hh: Harness) => hh.client.tlsCertificates.update("cert_1", { description: "d" }), ok],
    ["PUT", 502, (hh: Harness) => hh.client.httpsEdgeRoutes.replaceModule("edghts_1", "edghtsrt_1", "compression", { enabled: true }), { status: 200, json: { enabled: true } }],
    ["DELETE", 504, (hh: Harness) => hh.client.tlsCertificates.delete("cert_1"), { status: 204 }],
    ["GET", 408, (hh: Harness) => hh.client.tlsCertificates.get("cert_1"), ok],
    ["GET", 429, (hh: Harness) => hh.client.tlsCertificates.get("cert_1"), ok],
  ] as const)("%s %i → success: retried", async (method, status, call, success) => {
    server.queue({ status, json: errorJson(status, "ERR_X", "x") }, success);
    await call(h);
    expect(server.requests.map((r) => r.method)).toEqual([method, method]);
  });

  test("backoff doubles from 500 ms with full jitter; after maxRetries the last error is thrown", async () => {
    server.queue(unavailable, unavailable, unavailable, unavailable, unavailable);
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err).toBeInstanceOf(ServerError);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed after 5 attempts: 503 ERR_NGROK_503 unavailable (operation op_5)");
    expect((err as ApiError).attempts).toBe(5);
    expect(server.requests).toHaveLength(5);
    expect(h.clock.sleeps).toEqual([250, 500, 1000, 2000]);
  });

  test("backoff is capped at 30 s per wait", () => {
    const almostOne = () => 0.999999;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => backoffMs(n, almostOne))).toEqual([499, 999, 1999, 3999, 7999, 15999, 29999, 29999, 29999]);
    expect(backoffMs(3, () => 0)).toBe(0);
  });

  test("maxRetries: 2 means three attempts; 0 means one", async () => {
    const two = makeClient(server.baseUrl, { maxRetries: 2 });
    server.queue(unavailable, unavailable, unavailable);
    const err = await rejection(two.client.tlsCertificates.get("cert_1"));
    expect((err as ApiError).attempts).toBe(3);
    expect(two.clock.sleeps).toEqual([250, 500]);
    await two.agent.close();

    const none = makeClient(server.baseUrl, { maxRetries: 0 });
    server.queue(unavailable);
    await rejection(none.client.tlsCertificates.get("cert_1"));
    expect(none.clock.sleeps).toEqual([]);
    expect(server.requests).toHaveLength(4);
    await none.agent.close();
  });

  test("a DELETE retried after a 5xx and answered 404 succeeded (the first attempt deleted it)", async () => {
    server.queue(unavailable, { status: 404, json: errorJson(404, "ERR_NGROK_404", "not found") });
    await expect(h.client.httpsEdgeRoutes.delete("edghts_1", "edghtsrt_1")).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(2);
  });

  test("a DELETE answered 404 at once is NotFoundError", async () => {
    server.queue({ status: 404, json: errorJson(404, "ERR_NGROK_404", "not found") });
    await expect(h.client.httpsEdgeRoutes.delete("edghts_1", "edghtsrt_1")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("never retried: 400, 401, 403, 404, 409", () => {
  test.each([400, 401, 403, 404, 409])("GET and PATCH %i: one attempt, no wait", async (status) => {
    server.queue({ status, json: errorJson(status, "ERR_X", "no") }, { status, json: errorJson(status, "ERR_X", "no") });
    await rejection(h.client.tlsCertificates.get("cert_1"));
    await rejection(h.client.tlsCertificates.update("cert_1", { metadata: "m" }));
    expect(server.requests.map((r) => r.method)).toEqual(["GET", "PATCH"]);
    expect(h.clock.sleeps).toEqual([]);
  });

  test.each([400, 401, 404])("POST %i: one attempt", async (status) => {
    server.queue({ status, json: errorJson(status, "ERR_X", "no") });
    await rejection(h.client.tlsCertificates.create(CREATE));
    expect(server.requests).toHaveLength(1);
  });
});

describe("creates (POST) are retried only when the service surely did not act", () => {
  test.each([500, 502, 503, 408])("POST %i: not retried, and the error says the resource may exist", async (status) => {
    server.queue({ status, json: errorJson(status, "ERR_X", "failed", "op_1") }, created);
    const err = await rejection(h.client.tlsCertificates.create(CREATE));
    expect(server.requests).toHaveLength(1);
    expect(err.message).toBe(`POST /tls_certificates failed: ${status} ERR_X failed (operation op_1); the resource may have been created: check before creating it again`);
    expect((err as ApiError).mayHaveBeenCreated).toBe(true);
  });

  test("POST 429: retried (the service refused it before acting), with the same body", async () => {
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down") }, created);
    await expect(h.client.tlsCertificates.create(CREATE)).resolves.toMatchObject({ id: "cert_1" });
    expect(server.requests.map((r) => `${r.method} ${r.body}`)).toEqual([`POST ${JSON.stringify(CREATE)}`, `POST ${JSON.stringify(CREATE)}`]);
  });

  test("POST refused connection (ECONNREFUSED): retried, and succeeds once the server is up", async () => {
    const closed = await closedPort();
    const c = makeClient(`http://127.0.0.1:${closed.port}`);
    let late: TestServer | undefined;
    c.clock.onSleep = async () => {
      if (late) return;
      late = await startServer("", closed.port);
      late.queue(created);
    };
    try {
      await expect(c.client.tlsCertificates.create(CREATE)).resolves.toMatchObject({ id: "cert_1" });
      expect(c.logs).toEqual(["POST /tls_certificates ECONNREFUSED 0ms attempt 1", "POST /tls_certificates 201 0ms attempt 2"]);
      expect(late?.requests.map((r) => r.method)).toEqual(["POST"]);
    } finally {
      await late?.close();
      await c.agent.close();
      await closed.release();
    }
  });

  test("POST refused every time: retried up to maxRetries, error says it was not sent", async () => {
    const closed = await closedPort();
    const c = makeClient(`http://127.0.0.1:${closed.port}`, { maxRetries: 2 });
    const err = await rejection(c.client.tlsCertificates.create(CREATE));
    await c.agent.close();
    await closed.release();
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.message).toBe("POST /tls_certificates failed after 3 attempts: connection refused (ECONNREFUSED); the request was not sent");
    expect((err as ApiError).mayHaveBeenCreated).toBe(false);
  });

  test("POST connect timeout: retried", async () => {
    let calls = 0;
    const real = buildConnector({});
    const agent = new Agent({
      connect: (opts, cb) => {
        calls++;
        if (calls === 1) cb(new undiciErrors.ConnectTimeoutError(), null);
        else real(opts, cb);
      },
    });
    const c = makeClient(server.baseUrl, { dispatcher: agent });
    server.queue(created);
    await expect(c.client.tlsCertificates.create(CREATE)).resolves.toMatchObject({ id: "cert_1" });
    await agent.close();
    expect(calls).toBe(2);
    expect(c.logs).toEqual(["POST /tls_certificates UND_ERR_CONNECT_TIMEOUT 0ms attempt 1", "POST /tls_certificates 201 0ms attempt 2"]);
    expect(server.requests).toHaveLength(1);
  });

  test("POST connection lost after sending: not retried; the resource may have been created", async () => {
    server.queue((_req, res) => res.socket?.destroy(), created);
    const err = await rejection(h.client.tlsCertificates.create(CREATE));
    expect(server.requests).toHaveLength(1);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.message).toBe("POST /tls_certificates failed: connection closed before the response (UND_ERR_SOCKET); the resource may have been created: check before creating it again");
    expect(err).toMatchObject({ neverSent: false, mayHaveBeenCreated: true });
  });

  test("POST reset (RST) after sending: not retried", async () => {
    server.queue((_req, res) => res.socket?.resetAndDestroy(), created);
    const err = await rejection(h.client.tlsCertificates.create(CREATE));
    expect(server.requests).toHaveLength(1);
    expect(err.message).toBe("POST /tls_certificates failed: connection reset (ECONNRESET); the resource may have been created: check before creating it again");
  });

  test("POST without a response in time: not retried", async () => {
    const c = makeClient(server.baseUrl, { requestTimeoutMs: 100 });
    server.queue(() => undefined, created);
    const err = await rejection(c.client.tlsCertificates.create(CREATE));
    await c.agent.close();
    expect(server.requests).toHaveLength(1);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.message).toBe("POST /tls_certificates failed: no response within 100 ms; the resource may have been created: check before creating it again");
  });
});

describe("idempotent methods are retried after lost connections and timeouts", () => {
  test("GET connection lost → retried → 200", async () => {
    server.queue((_req, res) => res.socket?.destroy(), ok);
    await expect(h.client.tlsCertificates.get("cert_1")).resolves.toMatchObject({ id: "cert_1" });
    expect(h.logs).toEqual(["GET /tls_certificates/cert_1 UND_ERR_SOCKET 0ms attempt 1", "GET /tls_certificates/cert_1 200 0ms attempt 2"]);
  });

  test("PATCH without a response in time → retried → 200", async () => {
    const c = makeClient(server.baseUrl, { requestTimeoutMs: 100 });
    server.queue(() => undefined, ok);
    await expect(c.client.tlsCertificates.update("cert_1", { description: "d" })).resolves.toMatchObject({ id: "cert_1" });
    await c.agent.close();
    expect(c.logs).toEqual(["PATCH /tls_certificates/cert_1 TIMEOUT 0ms attempt 1", "PATCH /tls_certificates/cert_1 200 0ms attempt 2"]);
  });
});

describe("Retry-After", () => {
  test("in seconds: waited instead of the backoff", async () => {
    server.queue({ ...unavailable, headers: { "retry-after": "3" } }, ok);
    await h.client.tlsCertificates.get("cert_1");
    expect(h.clock.sleeps).toEqual([3000]);
  });

  test("as an HTTP date: waited until then", async () => {
    const at = new Date(h.clock.now() + 7_000).toUTCString();
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": at } }, created);
    await h.client.tlsCertificates.create(CREATE);
    expect(h.clock.sleeps[0]).toBe(7000);
  });

  test("parsing: seconds, decimals, dates past and future, garbage", () => {
    const now = Date.UTC(2025, 0, 1);
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter("1.5", now)).toBe(1500);
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Tue, 31 Dec 2024 23:59:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(["5", "9"], now)).toBe(5000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-3", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe("maxRetryWaitMs bounds the total wait of one call", () => {
  test("waits that would overrun the budget are not started", async () => {
    const c = makeClient(server.baseUrl, { maxRetryWaitMs: 120_000 });
    const slow = { ...unavailable, headers: { "retry-after": "50" } };
    server.queue(slow, slow, slow, ok);
    const err = await rejection(c.client.tlsCertificates.get("cert_1"));
    await c.agent.close();
    expect(c.clock.sleeps).toEqual([50_000, 50_000]);
    expect(server.requests).toHaveLength(3);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed after 3 attempts: 503 ERR_NGROK_503 unavailable (operation op_5)");
  });

  test("a Retry-After beyond the budget fails at once", async () => {
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down", "op_8"), headers: { "retry-after": "600" } }, ok);
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 429 ERR_NGROK_429 slow down (operation op_8)");
    expect(h.clock.sleeps).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  test("backoff waits count too: a 1 s budget allows 250 + 500 ms, not the next 1000", async () => {
    const c = makeClient(server.baseUrl, { maxRetryWaitMs: 1_000 });
    server.queue(unavailable, unavailable, unavailable, ok);
    const err = await rejection(c.client.tlsCertificates.get("cert_1"));
    await c.agent.close();
    expect(c.clock.sleeps).toEqual([250, 500]);
    expect((err as ApiError).attempts).toBe(3);
  });
});

// Budget 20 per 5 s: 255 ms spacing; jitter 0.5. The first 429 starts pacing (hold: Retry-After
// 1 s, then 127 ms of jitter); each later one was sent while pacing, so it cuts the rate to 0.7 of
// itself (364, 520, 743, 1062, 1517, 2167 ... ms, floor 5100 ms: one per window): the hold's jitter
// is half the new spacing, and the seventh retry waits for its slot instead.
const SLEEPS_7 = [1000, 127, 1000, 182, 1000, 260, 1000, 371, 1000, 531, 1000, 758, 1000, 1167.46435546875];
// Those seven holds take 10.4 s; the 429s go on until one comes past the bound: 4 × one call
// × 5.1 s (the floor's spacing, reached at the ninth cut) = 20.4 s (more than the floor of 3
// windows, 15 s, and than maxRetryWaitMs, 10 s here).
const SATURATED =
  "POST /tls_certificates failed after 11 attempts: 429 ERR_RATE_LIMITED rate limit exceeded (operation op_10); " +
  "the account stayed rate limited for 24 s, past this process's bound of 20.4 s (1 call in progress, budget 20 per 5 s): " +
  "other processes are spending the same account's budget. Set ingress:rateLimit (or INGRESS_RATE_LIMIT) to the account's real budget, " +
  "or to this stack's share of it, or run fewer stacks in parallel";
const SATURATED_ATTEMPTS = 11;

describe("429 is retried under the saturation bound, not a count of attempts", () => {
  const limited = (op: string) => ({ status: 429, json: errorJson(429, "ERR_RATE_LIMITED", "rate limit exceeded", op), headers: { "retry-after": "1" } });

  test("a create refused 7 times (more than maxRetries) is still retried, and succeeds once", async () => {
    const c = makeClient(server.baseUrl, { rateLimit: { requests: 20, windowMs: 5_000 } });
    server.queue(...Array.from({ length: 7 }, (_, i) => limited(`op_${i}`)), created);
    await expect(c.client.tlsCertificates.create(CREATE)).resolves.toMatchObject({ id: "cert_1" });
    await c.agent.close();
    expect(server.requests.map((r) => r.method)).toEqual(Array.from({ length: 8 }, () => "POST"));
    expect(c.logs.at(-1)).toBe("POST /tls_certificates 201 0ms attempt 8");
    expect(c.clock.sleeps).toEqual(SLEEPS_7);
  });

  test("an account that stays saturated past the bound fails, saying so and what to set", async () => {
    const c = makeClient(server.baseUrl, { rateLimit: { requests: 20, windowMs: 5_000 }, maxRetryWaitMs: 10_000 });
    server.queue(...Array.from({ length: 40 }, (_, i) => limited(`op_${i}`)));
    const err = await rejection(c.client.tlsCertificates.create(CREATE));
    await c.agent.close();
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err.message).toBe(SATURATED);
    expect((err as ApiError).attempts).toBe(SATURATED_ATTEMPTS);
    expect(server.requests).toHaveLength(SATURATED_ATTEMPTS);
  });

  test("the bound counts from the first 429: a call queued 60 s behind a pause is not failed for that wait", async () => {
    const budget = { requests: 20, windowMs: 5_000 };
    const c = makeClient(server.baseUrl, { rateLimit: budget, maxRetryWaitMs: 10_000 });
    pacerFor(new URL(server.baseUrl).origin).rateLimited(0, c.clock.now(), 60_000, budget, () => 0); // another call's long Retry-After
    server.queue(limited("op_q"), created);
    await expect(c.client.tlsCertificates.create(CREATE)).resolves.toMatchObject({ id: "cert_1" });
    await c.agent.close();
    // 60 s queued; then the 429 (sent while pacing: the rate falls to 0.7, 364 ms), 1 s and 182 ms of jitter.
    expect(c.clock.sleeps).toEqual([60_000, 1000, 182]);
    expect(server.requests).toHaveLength(2);
  });

  test("the bound is never below maxRetryWaitMs: at the default 120 s, a 100 s Retry-After is waited", async () => {
    const c = makeClient(server.baseUrl, { rateLimit: { requests: 20, windowMs: 5_000 } });
    server.queue({ ...limited("op_l"), headers: { "retry-after": "100" } }, created);
    await expect(c.client.tlsCertificates.create(CREATE)).resolves.toMatchObject({ id: "cert_1" });
    await c.agent.close();
    expect(c.clock.sleeps).toEqual([100_000, 127]);
  });

  test("429s do not use up the retries of other failures: after two 429s, four 503 retries are still allowed", async () => {
    server.queue(limited("op_a"), limited("op_b"), unavailable, unavailable, unavailable, unavailable, unavailable);
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err).toBeInstanceOf(ServerError);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed after 7 attempts: 503 ERR_NGROK_503 unavailable (operation op_5)");
  });

  test("maxRetries: 0 turns 429 retries off too", async () => {
    const none = makeClient(server.baseUrl, { maxRetries: 0 });
    server.queue(limited("op_z"));
    const err = await rejection(none.client.tlsCertificates.get("cert_1"));
    await none.agent.close();
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 429 ERR_RATE_LIMITED rate limit exceeded (operation op_z)");
    expect(server.requests).toHaveLength(1);
  });
});
