/**
 * The API key never leaves in anything but the Authorization header: not in an error's message,
 * properties, cause, stack, inspect or JSON output, nor in a log line, nor in the client itself.
 */
import { inspect } from "node:util";
import { Agent } from "undici";
import { IngressClient } from "../../provider/ingressClient";
import { takeUnknownValueWarnings } from "../../provider/wire/unknownValues";
import { API_KEY, everyRendering, closedPort, makeClient, rejection, startServer, tlsCertificateJson, type Harness, type Reply, type TestServer } from "./support";

let server: TestServer;
let h: Harness;
beforeEach(async () => {
  server = await startServer();
  h = makeClient(server.baseUrl, { maxRetries: 1 });
});
afterEach(async () => {
  await server.close();
  await h.agent.close();
  expect(h.logs.join("\n")).not.toContain(API_KEY);
});

/** A server that echoes the request's Authorization header back, in several places. */
const echo = (status: number, shape: "json" | "text"): Reply => (req, res) => {
  const auth = req.headers.authorization ?? "";
  const body =
    shape === "json"
      ? JSON.stringify({ error_code: `ERR_${auth}`, status_code: status, msg: `bad header ${auth}`, details: { operation_id: `op_${API_KEY}` } })
      : `<pre>you sent ${auth}</pre>`;
  // A 429 is retried for as long as the account may be busy; a Retry-After past maxRetryWaitMs ends it at once.
  const retryAfter = status === 429 ? { "retry-after": "600" } : {};
  res.writeHead(status, { "content-type": shape === "json" ? "application/json" : "text/html", "x-echo": auth, ...retryAfter }).end(body);
};

function expectNoKey(err: Error): void {
  const all = everyRendering(err);
  expect(all).not.toContain(API_KEY);
  expect(all).not.toMatch(/Bearer (?!\[REDACTED\])/);
}

describe("errors never carry the key", () => {
  test.each([400, 401, 403, 404, 409, 429, 500])("%i whose JSON body echoes the key", async (status) => {
    server.queue(echo(status, "json"), echo(status, "json"));
    const err = await rejection(h.client.tlsCertificates.update("cert_1", { description: "d" }));
    expectNoKey(err);
    expect(err.message).toContain("[REDACTED]");
  });

  test("a text body echoing the Authorization header", async () => {
    server.queue(echo(502, "text"), echo(502, "text"));
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expectNoKey(err);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed after 2 attempts: 502 Bad Gateway: <pre>you sent Bearer [REDACTED]</pre>");
  });

  test("a 2xx whose unknown enum value is the key: read as text, its warning scrubbed", async () => {
    server.queue({ status: 200, json: tlsCertificateJson("cert_1", { private_key_type: API_KEY }) });
    takeUnknownValueWarnings();
    await h.client.tlsCertificates.get("cert_1");
    expect(takeUnknownValueWarnings()).toEqual(['a TLS certificate\'s private_key_type is "[REDACTED]", which this package does not know (it knows rsa, ecdsa, ed25519); read as text']);
  });

  test("a 2xx that is not JSON and quotes the key", async () => {
    server.queue({ status: 200, text: `token=${API_KEY}` });
    expectNoKey(await rejection(h.client.tlsCertificates.get("cert_1")));
  });

  test("connection refused, lost, and timed out", async () => {
    const closed = await closedPort();
    const refused = makeClient(`http://127.0.0.1:${closed.port}`, { maxRetries: 0 });
    expectNoKey(await rejection(refused.client.tlsCertificates.create({ certificate_pem: "c", private_key_pem: "k" })));
    await refused.agent.close();
    await closed.release();
    expect(refused.logs.join("\n")).not.toContain(API_KEY);

    server.queue((_q, res) => res.socket?.destroy());
    expectNoKey(await rejection(h.client.tlsCertificates.create({ certificate_pem: "c", private_key_pem: "k" })));

    const slow = makeClient(server.baseUrl, { maxRetries: 0, requestTimeoutMs: 50 });
    server.queue(() => undefined);
    expectNoKey(await rejection(slow.client.tlsCertificates.get("cert_1")));
    await slow.agent.close();
  });

  test("a transport error that references the request and its headers (as undici errors can)", async () => {
    const leaky = Object.assign(new Error(`connect failed for Bearer ${API_KEY}`), {
      code: "ECONNREFUSED",
      request: { headers: { authorization: `Bearer ${API_KEY}` } },
      options: { headers: [`authorization`, `Bearer ${API_KEY}`] },
    });
    leaky.stack = `Error: connect failed for Bearer ${API_KEY}\n    at connect (net.js:1:1)`;
    const agent = new Agent({ connect: (_o, cb) => cb(leaky, null) });
    const c = makeClient(server.baseUrl, { dispatcher: agent, maxRetries: 0 });
    const err = await rejection(c.client.tlsCertificates.get("cert_1"));
    await agent.close();
    expectNoKey(err);
    expect((err.cause as Error).message).toBe("connect failed for Bearer [REDACTED]");
    expect(Object.keys(err.cause as object)).toEqual(["code"]);
  });

  test("local validation errors", async () => {
    expectNoKey(await rejection(h.client.tlsCertificates.update("cert_1", { description: "x".repeat(300) })));
  });
});

describe("the client and its logs", () => {
  test("inspect and JSON of the client show no key", () => {
    const c = new IngressClient({ apiKey: API_KEY, baseUrl: "https://api.example.com" });
    expect(inspect(c, { depth: 10, showHidden: true })).not.toContain(API_KEY);
    expect(JSON.stringify(c)).not.toContain(API_KEY);
    expect(inspect(c.tlsCertificates, { depth: 10, showHidden: true })).not.toContain(API_KEY);
  });

  test("log lines: method, path, status, duration and attempt; no query, headers or body", async () => {
    server.queue({ status: 200, json: { tls_certificates: [], uri: "u", next_page_uri: null } });
    for await (const _ of h.client.tlsCertificates.list({ limit: 5 })) void _;
    server.queue({ status: 201, json: tlsCertificateJson("cert_1") });
    await h.client.tlsCertificates.create({ certificate_pem: "c", private_key_pem: "PRIVATE" });
    expect(h.logs).toEqual(["GET /tls_certificates 200 0ms attempt 1", "POST /tls_certificates 201 0ms attempt 1"]);
  });

  test("a throwing logger does not fail the request", async () => {
    const c = makeClient(server.baseUrl, {
      log: () => {
        throw new Error("disk full");
      },
    });
    server.queue({ status: 200, json: tlsCertificateJson("cert_1") });
    await expect(c.client.tlsCertificates.get("cert_1")).resolves.toMatchObject({ id: "cert_1" });
    await c.agent.close();
  });
});
