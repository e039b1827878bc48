/** Every error kind, mapped from what the service (or the network) did, with exact messages. */
import { Agent, errors as undiciErrors } from "undici";
import {
  ApiError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  EdgesGoneError,
  EdgesReadOnlyError,
  ForbiddenError,
  InvalidResponseError,
  NotFoundError,
  RateLimitedError,
  RequestValidationError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
} from "../../provider/ingressClient";
import { errorJson, closedPort, makeClient, rejection, startServer, tlsCertificateJson, type Harness, type TestServer } from "./support";

let server: TestServer;
let h: Harness;
beforeEach(async () => {
  server = await startServer();
  h = makeClient(server.baseUrl, { maxRetries: 0 });
});
afterEach(async () => {
  await server.close();
  await h.agent.close();
});

describe("HTTP errors: ApiError.generate maps each status to its class", () => {
  test.each([
    [400, BadRequestError, "ERR_NGROK_7103", "description is longer than 255 bytes"],
    [401, UnauthorizedError, "ERR_NGROK_401", "The API key is not valid."],
    [403, ForbiddenError, "ERR_NGROK_403", "Your account is not authorized for this operation."],
    [404, NotFoundError, "ERR_NGROK_404", "Resource not found."],
    [409, ConflictError, "ERR_NGROK_409", "The certificate is in use."],
    [429, RateLimitedError, "ERR_NGROK_429", "Too many requests."],
    [500, ServerError, "ERR_NGROK_500", "Internal error."],
    [503, ServerError, "ERR_NGROK_503", "Service unavailable."],
    [405, ApiError, "ERR_NGROK_405", "Method not allowed."],
  ] as const)("%i → %p", async (status, cls, code, msg) => {
    server.queue({ status, json: errorJson(status, code, msg, "op_2p7Xk") });
    const err = await rejection(h.client.tlsCertificates.update("cert_123", { description: "x" }));

    expect(err).toBeInstanceOf(cls);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.constructor).toBe(cls);
    expect(err.message).toBe(`PATCH /tls_certificates/cert_123 failed: ${status} ${code} ${msg} (operation op_2p7Xk)`);
    expect(err.name).toBe(cls.name);
    expect(err).toMatchObject({ status, errorCode: code, msg, operationId: "op_2p7Xk", method: "PATCH", path: "/tls_certificates/cert_123", attempts: 1, mayHaveBeenCreated: false });
  });

  test.each([
    [
      EdgesReadOnlyError,
      "ERR_NGROK_7196",
      "Your account has read-only access to Edges. Edges are deprecated, and write access (including creating, updating, or deleting) is no longer supported for your account.",
      "this account's edges are read-only since ngrok's sunset of edges: their routes can be read, never created, changed or deleted again; their replacement is a cloud endpoint (docs/leaving-edges.md)",
    ],
    [
      EdgesGoneError,
      "ERR_NGROK_7008",
      "Edges are deprecated and no longer available.",
      "this account's edges are gone since ngrok's sunset of edges: they and their routes can no longer be read or changed; their replacement is a cloud endpoint (docs/leaving-edges.md)",
    ],
  ] as const)("403 %p: a ForbiddenError whose one line says what the sunset means and where to go; the service's msg kept", async (cls, code, msg, meaning) => {
    server.queue({ status: 403, json: errorJson(403, code, msg, "op_7") });
    const err = await rejection(h.client.httpsEdgeRoutes.delete("edghts_1", "edghtsrt_2"));
    expect(err.constructor).toBe(cls);
    expect(err).toBeInstanceOf(ForbiddenError);
    expect(err.name).toBe(cls.name);
    expect(err.message).toBe(`DELETE /edges/https/edghts_1/routes/edghtsrt_2 failed: 403 ${code} ${meaning} (operation op_7)`);
    expect(err).toMatchObject({ status: 403, errorCode: code, msg, operationId: "op_7" });
  });

  test("the example of the brief, verbatim", async () => {
    server.queue({ status: 400, json: errorJson(400, "ERR_NGROK_7103", "description is longer than 255 bytes", "op_1a2b") });
    const err = await rejection(h.client.tlsCertificates.update("cert_123", { description: "d" }));
    expect(err.message).toBe("PATCH /tls_certificates/cert_123 failed: 400 ERR_NGROK_7103 description is longer than 255 bytes (operation op_1a2b)");
  });

  test("429 carries Retry-After in ms", async () => {
    server.queue({ status: 429, json: errorJson(429, "ERR_NGROK_429", "slow down"), headers: { "retry-after": "600" } });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).retryAfterMs).toBe(600_000);
  });

  test("an error body without error_code or operation id", async () => {
    server.queue({ status: 404, json: { msg: "no such certificate" } });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 404 no such certificate");
    expect(err).toMatchObject({ errorCode: undefined, operationId: undefined });
  });

  test("a 5xx on a create says the resource may have been created", async () => {
    server.queue({ status: 502, json: errorJson(502, "ERR_NGROK_502", "upstream error", "op_9") });
    const err = await rejection(h.client.abuseReports.create({ urls: ["https://a.example.com/"] }));
    expect(err).toBeInstanceOf(ServerError);
    expect(err.message).toBe("POST /abuse_reports failed: 502 ERR_NGROK_502 upstream error (operation op_9); the resource may have been created: check before creating it again");
    expect((err as ApiError).mayHaveBeenCreated).toBe(true);
  });

  test("a 4xx on a create does not", async () => {
    server.queue({ status: 403, json: errorJson(403, "ERR_NGROK_403", "not authorized for abuse reports", "op_3") });
    const err = await rejection(h.client.abuseReports.create({ urls: ["https://a.example.com/"] }));
    expect(err.message).toBe("POST /abuse_reports failed: 403 ERR_NGROK_403 not authorized for abuse reports (operation op_3)");
  });
});

describe("bodies that are not the error shape", () => {
  test("HTML: status text and a one-line excerpt", async () => {
    server.queue({ status: 502, text: "<html>\n  <body>upstream down</body>\n</html>\n", headers: { "content-type": "text/html" } });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err).toBeInstanceOf(ServerError);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 502 Bad Gateway: <html> <body>upstream down</body> </html>");
    expect(err).toMatchObject({ status: 502, errorCode: undefined, msg: "Bad Gateway: <html> <body>upstream down</body> </html>", operationId: undefined });
  });

  test("an empty body: the status text alone", async () => {
    server.queue({ status: 503 });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 503 Service Unavailable");
  });

  test("JSON of another shape is quoted like text", async () => {
    server.queue({ status: 400, json: { message: "nope" } });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err.message).toBe('GET /tls_certificates/cert_1 failed: 400 Bad Request: {"message":"nope"}');
  });

  test("a long body is cut at 200 characters", async () => {
    server.queue({ status: 500, text: "x".repeat(1000) });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err.message).toBe(`GET /tls_certificates/cert_1 failed: 500 Internal Server Error: ${"x".repeat(199)}…`);
  });
});

describe("invalid responses", () => {
  test("a field failing its schema is named", async () => {
    server.queue({ status: 200, json: tlsCertificateJson("cert_1", { key_usages: "digital_signature" }) });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 200 response is invalid: key_usages must be a list; got string");
    expect((err as InvalidResponseError).problems).toEqual([{ path: "key_usages", message: "key_usages must be a list; got string" }]);
  });

  test("a missing id, and a nested field of the wrong type", async () => {
    const json: Record<string, unknown> = tlsCertificateJson("cert_1", { subject_alternative_names: { dns_names: "a.example.com" } });
    delete json.id;
    server.queue({ status: 200, json });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 200 response is invalid: id is required; subject_alternative_names.dns_names must be a list; got string");
  });

  test("more than three problems are counted, not listed", async () => {
    server.queue({ status: 200, json: { id: 1, uri: 2, created_at: 3, urls: 4, status: 5 } });
    const err = await rejection(h.client.abuseReports.get("abrp_1"));
    expect(err.message).toBe(
      "GET /abuse_reports/abrp_1 failed: 200 response is invalid: id must be a string; got number; uri must be a string; got number; created_at must be a string; got number (and 2 more)",
    );
    expect((err as InvalidResponseError).problems).toHaveLength(5);
  });

  test("a body that is not JSON", async () => {
    server.queue({ status: 200, text: "<html>login</html>" });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 200 response is not JSON: <html>login</html>");
  });

  test("an empty body where one is expected", async () => {
    server.queue({ status: 200 });
    const err = await rejection(h.client.tlsCertificates.get("cert_1"));
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: 200 response is empty");
  });

  test("on a create, an unreadable 201 says the resource may have been created", async () => {
    server.queue({ status: 201, json: { uri: "https://api.ngrok.com/event_subscriptions/esb_1" } });
    const err = await rejection(h.client.eventSubscriptions.create({ sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_1"] }));
    expect(err.message).toBe("POST /event_subscriptions failed: 201 response is invalid: id is required; the resource may have been created: check before creating it again");
  });

  test("a next_page_uri on another origin is followed on the base URL, with the link's path and query; nothing goes to that origin", async () => {
    server.queue(
      { status: 200, json: { tls_certificates: [tlsCertificateJson("cert_2")], uri: "u", next_page_uri: "https://elsewhere.example/tls_certificates?before_id=cert_2&limit=100" } },
      { status: 200, json: { tls_certificates: [tlsCertificateJson("cert_1")], uri: "u", next_page_uri: null } },
    );
    const seen: string[] = [];
    for await (const c of h.client.tlsCertificates.list()) seen.push(c.id);
    expect(seen).toEqual(["cert_2", "cert_1"]);
    expect(server.requests.map((r) => r.url)).toEqual(["/tls_certificates?limit=100", "/tls_certificates?before_id=cert_2&limit=100"]);
  });

  test("a next_page_uri that loops, or is not absolute, stops the listing", async () => {
    const loop = `${server.origin}/tls_certificates?before_id=cert_2`;
    server.queue(
      { status: 200, json: { tls_certificates: [], uri: "u", next_page_uri: loop } },
      { status: 200, json: { tls_certificates: [], uri: "u", next_page_uri: loop } },
    );
    const err = await rejection((async () => { for await (const _ of h.client.tlsCertificates.list()) void _; })());
    expect(err.message).toBe("GET /tls_certificates failed: 200 response is invalid: next_page_uri repeats a page already listed (/tls_certificates)");

    server.queue({ status: 200, json: { event_subscriptions: [], uri: "u", next_page_uri: "/event_subscriptions?before_id=esb_1" } });
    const rel = await rejection((async () => { for await (const _ of h.client.eventSubscriptions.list()) void _; })());
    expect(rel.message).toBe("GET /event_subscriptions failed: 200 response is invalid: next_page_uri must be an absolute URL");
  });
});

describe("local validation: nothing is sent", () => {
  test("a body breaking a limit is a RequestValidationError (a BadRequestError without status)", async () => {
    const err = await rejection(h.client.tlsCertificates.update("cert_123", { description: "é".repeat(128) }));
    expect(err).toBeInstanceOf(RequestValidationError);
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err.message).toBe("PATCH /tls_certificates/cert_123 not sent: description must be at most 255 bytes (UTF-8); got 256 bytes");
    expect(err).toMatchObject({ status: undefined, attempts: 0, problems: [{ path: "description", message: "description must be at most 255 bytes (UTF-8); got 256 bytes" }] });
    expect(server.requests).toHaveLength(0);
    expect(h.logs).toEqual([]);
  });

  test("unknown and missing fields, each named", async () => {
    const err = await rejection(h.client.tlsCertificates.create({ certificate_pem: "pem", private_key: "k" } as never));
    expect(err.message).toBe("POST /tls_certificates not sent: private_key_pem is required; private_key is not a known field (allowed fields are listed in the API reference)");
    expect(server.requests).toHaveLength(0);
  });

  test("list limit out of range", async () => {
    for (const limit of [0, 101, 1.5]) {
      const err = await rejection((async () => { for await (const _ of h.client.tlsCertificates.list({ limit })) void _; })());
      expect(err.message).toBe(`GET /tls_certificates not sent: limit must be a whole number from 1 to 100; got ${limit}`);
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe("no response", () => {
  test("connection refused: ConnectionError, surely not sent", async () => {
    const closed = await closedPort();
    const c = makeClient(`http://127.0.0.1:${closed.port}`, { maxRetries: 0 });
    const err = await rejection(c.client.tlsCertificates.get("cert_1"));
    await c.agent.close();
    await closed.release();
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).not.toBeInstanceOf(TimeoutError);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: connection refused (ECONNREFUSED); the request was not sent");
    expect(err).toMatchObject({ status: undefined, code: "ECONNREFUSED", neverSent: true, mayHaveBeenCreated: false });
    expect((err.cause as Error & { code: string }).code).toBe("ECONNREFUSED");
    expect(c.logs).toEqual(["GET /tls_certificates/cert_1 ECONNREFUSED 0ms attempt 1"]);
  });

  test("connection lost after sending: ConnectionError, ambiguous", async () => {
    server.queue((_req, res) => res.socket?.destroy());
    const err = await rejection(h.client.tlsCertificates.delete("cert_1"));
    expect(err.message).toBe("DELETE /tls_certificates/cert_1 failed: connection closed before the response (UND_ERR_SOCKET)");
    expect(err).toMatchObject({ code: "UND_ERR_SOCKET", neverSent: false });
  });

  test("no response within requestTimeoutMs: TimeoutError", async () => {
    const c = makeClient(server.baseUrl, { maxRetries: 0, requestTimeoutMs: 100 });
    server.queue(() => undefined);
    const err = await rejection(c.client.tlsCertificates.get("cert_1"));
    await c.agent.close();
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: no response within 100 ms");
    expect(err).toMatchObject({ neverSent: false, code: undefined });
    expect(c.logs).toEqual(["GET /tls_certificates/cert_1 TIMEOUT 0ms attempt 1"]);
  });

  test("connect timeout: TimeoutError, surely not sent", async () => {
    const agent = new Agent({ connect: (_opts, cb) => cb(new undiciErrors.ConnectTimeoutError(), null) });
    const c = makeClient(server.baseUrl, { maxRetries: 0, dispatcher: agent });
    const err = await rejection(c.client.tlsCertificates.create({ certificate_pem: "c", private_key_pem: "k" }));
    await agent.close();
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.message).toBe("POST /tls_certificates failed: connect timed out (UND_ERR_CONNECT_TIMEOUT); the request was not sent");
    expect(err).toMatchObject({ neverSent: true, mayHaveBeenCreated: false });
  });

  test("a closed dispatcher: not retried, not sent", async () => {
    const c = makeClient(server.baseUrl, { maxRetries: 3 });
    await c.agent.close();
    const err = await rejection(c.client.tlsCertificates.get("cert_1"));
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).toMatchObject({ code: "UND_ERR_DESTROYED", neverSent: true, attempts: 1 });
    expect(err.message).toBe("GET /tls_certificates/cert_1 failed: The client is destroyed (UND_ERR_DESTROYED); the request was not sent");
    expect(c.clock.sleeps).toEqual([]);
  });
});

describe("serialization", () => {
  test("toJSON carries the fields and a summary of the cause", async () => {
    server.queue({ status: 404, json: errorJson(404, "ERR_NGROK_404", "gone", "op_7") });
    const err = await rejection(h.client.httpsEdgeRoutes.get("edghts_1", "edghtsrt_1"));
    expect(JSON.parse(JSON.stringify(err))).toEqual({
      name: "NotFoundError",
      message: "GET /edges/https/edghts_1/routes/edghtsrt_1 failed: 404 ERR_NGROK_404 gone (operation op_7)",
      status: 404,
      errorCode: "ERR_NGROK_404",
      msg: "gone",
      operationId: "op_7",
      method: "GET",
      path: "/edges/https/edghts_1/routes/edghtsrt_1",
      attempts: 1,
      mayHaveBeenCreated: false,
    });
    expect(err.stack?.split("\n")[0]).toBe("NotFoundError: GET /edges/https/edghts_1/routes/edghtsrt_1 failed: 404 ERR_NGROK_404 gone (operation op_7)");
  });
});
