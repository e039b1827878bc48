/**
 * The rate limit is one account-wide budget: every key and every connection draws from the same
 * rolling window, and Retry-After says (in whole seconds, rounded up) when the oldest admitted
 * request leaves it.
 */
import { Agent, request as httpRequest } from "node:http";
import { DEFAULT_API_KEY, DEFAULT_RESTRICTED_API_KEY, startEmulator, type Emulator } from "../../emulator";
import { fakeClock } from "./helpers";

interface Answer {
  status: number;
  retryAfter: string | undefined;
  message: string | undefined;
  /** The local port of the client's socket: tells connections apart. */
  localPort: number;
}

/** One keep-alive connection (an agent with a single socket) that sends with one key. */
function connection(emulator: Emulator, key: string): { get(): Promise<Answer>; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(emulator.baseUrl);
  const get = (): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { agent, host: url.hostname, port: url.port, path: "/tls_certificates", method: "GET", headers: { authorization: `Bearer ${key}`, "service-version": "2" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            const header = res.headers["retry-after"];
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: typeof header === "string" ? header : undefined,
              message: res.statusCode === 429 ? (JSON.parse(text) as { msg: string }).msg : undefined,
              localPort: req.socket?.localPort ?? 0,
            });
          });
        },
      );
      req.on("error", reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort((x, y) => x - y);

test("two keys and three connections share one rolling window; Retry-After is when the oldest leaves it", async () => {
  const clock = fakeClock();
  const emulator = await startEmulator({ now: clock.now, rateLimit: { requests: 6, windowMs: 10_000 } });
  const conns = [connection(emulator, DEFAULT_API_KEY), connection(emulator, DEFAULT_RESTRICTED_API_KEY), connection(emulator, DEFAULT_API_KEY)];
  const [a, b, c] = conns as [ReturnType<typeof connection>, ReturnType<typeof connection>, ReturnType<typeof connection>];
  try {
    // t = 0 s: one request on each connection (3 of 6 used).
    const first = await Promise.all([a.get(), b.get(), c.get()]);
    expect(statuses(first)).toEqual([200, 200, 200]);
    expect(new Set(first.map((x) => x.localPort)).size).toBe(3);

    // t = 2 s: three on each connection, nine at once: three more fit, six are refused.
    clock.advance(2000);
    const second = await Promise.all([a, b, c].flatMap((conn) => [conn.get(), conn.get(), conn.get()]));
    expect(statuses(second)).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429]);
    for (const refused of second.filter((x) => x.status === 429)) {
      expect(refused.retryAfter).toBe("8"); // the t = 0 requests leave at 10 s
      expect(refused.message).toBe("rate limit of 6 requests per 10 s exceeded; retry after 8 s");
    }

    // t = 5.5 s: still full, whatever the key; 4.5 s rounds up to 5.
    clock.advance(3500);
    expect(await b.get()).toMatchObject({ status: 429, retryAfter: "5" });
    expect(await a.get()).toMatchObject({ status: 429, retryAfter: "5" });

    // t = 10 s: the three from t = 0 left (refused requests never counted); the t = 2 s ones leave at 12 s.
    clock.advance(4500);
    const third = await Promise.all([a.get(), b.get(), c.get(), b.get()]);
    expect(statuses(third)).toEqual([200, 200, 200, 429]);
    expect(third.find((x) => x.status === 429)?.retryAfter).toBe("2");
    expect(emulator.log.filter((e) => e.status === 200)).toHaveLength(9);
    expect(emulator.log.filter((e) => e.status === 429)).toHaveLength(9);
  } finally {
    for (const conn of conns) conn.close();
    await emulator.close();
  }
});
