/** The request path every operation shares: auth, version, media type, JSON, paths, limits, knobs, log. */
import { request as httpRequest, Agent } from "node:http";
import { DEFAULT_API_KEY, DEFAULT_RESTRICTED_API_KEY, startEmulator, type Emulator } from "../../emulator";
import { apiFor, errorBody, expectError, fakeClock, idOf, start, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
beforeAll(async () => ({ emulator, api } = await start()));
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.setFaults(undefined);
  emulator.setRateLimit(undefined);
  emulator.setLatency(0);
});

const SUB = { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_one"] };

describe("the handle", () => {
  test("base URL and the default keys", () => {
    expect(emulator.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emulator.apiKey).toBe(DEFAULT_API_KEY);
    expect(emulator.restrictedApiKey).toBe(DEFAULT_RESTRICTED_API_KEY);
  });

  test("custom keys: the first authorized one is apiKey; restrictedApiKey is empty when none is restricted", async () => {
    const e = await startEmulator({ apiKeys: [{ key: "k-one", abuseReports: true }] });
    try {
      expect([e.apiKey, e.restrictedApiKey]).toEqual(["k-one", ""]);
      const a = apiFor(e);
      expect((await a.get("/tls_certificates")).status).toBe(200);
      expectError(await a.get("/tls_certificates", { key: DEFAULT_API_KEY }), 401, "ERR_INVALID_CREDENTIALS", "the API key is not valid");
    } finally {
      await e.close();
    }
  });
});

describe("authentication and version", () => {
  test("no Authorization header is 401 ERR_MISSING_CREDENTIALS", async () => {
    const r = await api.get("/tls_certificates", { key: null });
    expectError(r, 401, "ERR_MISSING_CREDENTIALS", "missing API key: send it as the header Authorization: Bearer <API_KEY>");
    expect(r.headers.get("www-authenticate")).toBe("Bearer");
  });

  test("an unknown key, or another scheme, is 401", async () => {
    expectError(await api.get("/tls_certificates", { key: "nope" }), 401, "ERR_INVALID_CREDENTIALS", "the API key is not valid");
    const basic = await api.get("/tls_certificates", { key: null, headers: { authorization: `Basic ${emulator.apiKey}` } });
    expectError(basic, 401, "ERR_MISSING_CREDENTIALS", "missing API key: send it as the header Authorization: Bearer <API_KEY>");
  });

  test("authentication comes before routing: an unknown path without a key is 401", async () => {
    expect((await api.get("/nowhere", { key: null })).status).toBe(401);
  });

  test("a missing Service-Version (and no Ngrok-Version) is 400 ERR_MISSING_VERSION", async () => {
    expectError(await api.get("/tls_certificates", { noVersion: true }), 400, "ERR_MISSING_VERSION", "missing header Service-Version: send Service-Version: 2 (or Ngrok-Version: 2)");
  });

  test("another Service-Version is 400 ERR_UNSUPPORTED_VERSION", async () => {
    const r = await api.get("/tls_certificates", { noVersion: true, headers: { "service-version": "3" } });
    expectError(r, 400, "ERR_UNSUPPORTED_VERSION", 'unsupported Service-Version "3"; the only supported version is 2');
  });

  test("Ngrok-Version: 2, which ngrok's clients send, is taken as Service-Version: 2", async () => {
    const r = await api.get("/tls_certificates", { noVersion: true, headers: { "ngrok-version": "2" } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual((await api.get("/tls_certificates")).body);
    const both = await api.get("/tls_certificates", { headers: { "ngrok-version": "2" } });
    expect([both.status, both.body]).toEqual([200, r.body]);
  });

  test("another Ngrok-Version is 400 ERR_UNSUPPORTED_VERSION, naming that header", async () => {
    const r = await api.get("/tls_certificates", { noVersion: true, headers: { "ngrok-version": "1" } });
    expectError(r, 400, "ERR_UNSUPPORTED_VERSION", 'unsupported Ngrok-Version "1"; the only supported version is 2');
  });

  test("both headers must name 2: when they differ, the one that does not is answered", async () => {
    const ngrokOff = await api.get("/tls_certificates", { headers: { "ngrok-version": "3" } });
    expectError(ngrokOff, 400, "ERR_UNSUPPORTED_VERSION", 'unsupported Ngrok-Version "3"; the only supported version is 2');
    const serviceOff = await api.get("/tls_certificates", { noVersion: true, headers: { "service-version": "3", "ngrok-version": "2" } });
    expectError(serviceOff, 400, "ERR_UNSUPPORTED_VERSION", 'unsupported Service-Version "3"; the only supported version is 2');
    const bothOff = await api.get("/tls_certificates", { noVersion: true, headers: { "service-version": "1", "ngrok-version": "3" } });
    expectError(bothOff, 400, "ERR_UNSUPPORTED_VERSION", 'unsupported Service-Version "1"; the only supported version is 2');
  });

  test("every error carries a fresh operation id", async () => {
    const a = await api.get("/tls_certificates", { key: null });
    const b = await api.get("/tls_certificates", { key: null });
    expect(a.body.details.operation_id).not.toBe(b.body.details.operation_id);
  });
});

describe("bodies", () => {
  test.each(["POST /event_subscriptions", "PATCH /tls_certificates/cert_x", "PUT /edges/https/edghts_main/routes/edghtsrt_x/compression"])(
    "%s without Content-Type is 415",
    async (op) => {
      const [method, path] = op.split(" ") as [string, string];
      const r = await api.call(method, path, { rawBody: new TextEncoder().encode("{}") });
      expectError(r, 415, "ERR_UNSUPPORTED_MEDIA_TYPE", "Content-Type must be application/json; the request has none");
    },
  );

  test("another media type is 415", async () => {
    const r = await api.call("POST", "/event_subscriptions", { rawBody: JSON.stringify(SUB), headers: { "content-type": "text/plain" } });
    expectError(r, 415, "ERR_UNSUPPORTED_MEDIA_TYPE", 'Content-Type must be application/json; got "text/plain"');
  });

  test("application/json with a charset parameter is accepted", async () => {
    const r = await api.call("POST", "/event_subscriptions", { rawBody: JSON.stringify(SUB), headers: { "content-type": "application/json; charset=utf-8" } });
    expect(r.status).toBe(201);
  });

  test("malformed JSON, an empty body and invalid UTF-8 are 400 ERR_INVALID_JSON", async () => {
    const json = { "content-type": "application/json" };
    expectError(await api.call("POST", "/event_subscriptions", { rawBody: "{", headers: json }), 400, "ERR_INVALID_JSON", "request body is not valid JSON");
    expectError(await api.call("POST", "/event_subscriptions", { rawBody: "", headers: json }), 400, "ERR_INVALID_JSON", "request body is empty; send a JSON object");
    const notUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]);
    expectError(await api.call("POST", "/event_subscriptions", { rawBody: notUtf8, headers: json }), 400, "ERR_INVALID_JSON", "request body is not valid UTF-8");
  });

  test("a body that is not an object, or has unknown fields, is 400 ERR_VALIDATION", async () => {
    expectError(await api.post("/event_subscriptions", []), 400, "ERR_VALIDATION", "must be an object; got array");
    expectError(
      await api.post("/event_subscriptions", { ...SUB, colour: "red" }),
      400,
      "ERR_VALIDATION",
      "colour is not a known field (allowed fields are listed in the API reference)",
    );
  });

  test("a body over maxBodyBytes is 413 (and nothing is created)", async () => {
    const e = await startEmulator({ maxBodyBytes: 1000, seed: { eventDestinations: [{ id: "ed_one" }] } });
    try {
      const r = await apiFor(e).post("/event_subscriptions", { ...SUB, description: "x".repeat(1000) });
      expectError(r, 413, "ERR_BODY_TOO_LARGE", "request body is larger than 1000 bytes");
      expect(Object.keys(e.snapshot().event_subscriptions)).toHaveLength(0);
    } finally {
      await e.close();
    }
  });

  test("the default limit is 1 MiB", async () => {
    const r = await api.post("/event_subscriptions", { ...SUB, metadata: "x".repeat(1024 * 1024) });
    expectError(r, 413, "ERR_BODY_TOO_LARGE", "request body is larger than 1048576 bytes");
  });
});

describe("paths and methods", () => {
  test.each(["/", "/nowhere", "/tls_certificates/", "/edges/https/edghts_main/routes/edghtsrt_x/not_a_module", "/edges/https/edghts_main/routes/edghtsrt_x/backend/extra"])(
    "GET %s is 404 ERR_PATH_NOT_FOUND",
    async (path) => {
      expectError(await api.get(path), 404, "ERR_PATH_NOT_FOUND", `no such path: ${path}`);
    },
  );

  test.each([
    ["PUT", "/tls_certificates", "GET, POST"],
    ["DELETE", "/abuse_reports/abrp_x", "GET"],
    ["GET", "/edges/https/edghts_main/routes", "POST"],
    ["PATCH", "/edges/https/edghts_main", "GET, DELETE"],
    ["POST", "/event_subscriptions/esb_x", "GET, PATCH, DELETE"],
  ])("%s %s is 405 with Allow", async (method, path, allowed) => {
    const r = await api.call(method, path);
    expectError(r, 405, "ERR_METHOD_NOT_ALLOWED", `method ${method} is not allowed on ${path}; allowed: ${allowed}`);
    expect(r.headers.get("allow")).toBe(allowed);
  });
});

describe("responses", () => {
  test("JSON with Content-Length; DELETE is 204 without a body or Content-Type", async () => {
    const created = await api.post("/event_subscriptions", SUB);
    expect(created.headers.get("content-type")).toBe("application/json");
    expect(created.headers.get("content-length")).toBe(String(Buffer.byteLength(created.text)));
    const deleted = await api.del(`/event_subscriptions/${created.body.id}`);
    expect([deleted.status, deleted.text, deleted.headers.get("content-type")]).toEqual([204, "", null]);
  });

  test("connections are kept alive", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<boolean>((resolve, reject) => {
        const req = httpRequest(`${emulator.baseUrl}/tls_certificates`, { agent, headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2" } }, (res) => {
          res.resume();
          res.on("end", () => resolve(req.reusedSocket));
        });
        req.on("error", reject);
        req.end();
      });
    expect(await get()).toBe(false);
    expect(await get()).toBe(true);
    agent.destroy();
  });
});

describe("request log", () => {
  test("method, path, query, status, time, headers without Authorization, body as sent", async () => {
    emulator.clearLog();
    const raw = '{ "sources": [{"type": "ip_policy_created.v0"}], "destination_ids": ["ed_one"] }';
    await api.call("POST", "/event_subscriptions", { rawBody: raw, headers: { "content-type": "application/json", "x-trace": "t1" } });
    await api.get("/event_subscriptions?limit=1");
    expect(emulator.log).toEqual([
      {
        method: "POST",
        path: "/event_subscriptions",
        query: "",
        status: 201,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        requestHeaders: expect.objectContaining({ "content-type": "application/json", "x-trace": "t1", "service-version": "2" }),
        requestBody: raw,
      },
      expect.objectContaining({ method: "GET", path: "/event_subscriptions", query: "limit=1", status: 200, requestBody: "" }),
    ]);
    for (const entry of emulator.log) expect(Object.keys(entry.requestHeaders)).not.toContain("authorization");
    emulator.clearLog();
    expect(emulator.log).toEqual([]);
  });
});

test("logLimit keeps the most recent entries; requestCount counts every request", async () => {
  const e = await startEmulator({ logLimit: 10 });
  try {
    const a = apiFor(e);
    for (let i = 0; i < 25; i++) await a.get(`/tls_certificates?limit=${i + 1}`);
    expect(e.requestCount).toBe(25);
    expect(e.log.length).toBeGreaterThanOrEqual(10);
    expect(e.log.length).toBeLessThanOrEqual(11);
    expect(e.log[e.log.length - 1]?.query).toBe("limit=25");
    e.clearLog();
    expect([e.log.length, e.requestCount]).toEqual([0, 0]);
  } finally {
    await e.close();
  }
  await expect(startEmulator({ logLimit: 0 })).rejects.toThrow("logLimit must be at least 1; got 0");
});

describe("rate limit", () => {
  test("a rolling window: over it is 429 with Retry-After and the error body", async () => {
    const clock = fakeClock();
    const e = await startEmulator({ now: clock.now, rateLimit: { requests: 3, windowMs: 60_000 } });
    try {
      const a = apiFor(e);
      for (let i = 0; i < 3; i++) {
        expect((await a.get("/tls_certificates")).status).toBe(200);
        clock.advance(10_000);
      }
      const limited = await a.get("/tls_certificates");
      expectError(limited, 429, "ERR_RATE_LIMITED", "rate limit of 3 requests per 60 s exceeded; retry after 30 s");
      expect(limited.headers.get("retry-after")).toBe("30");
      clock.advance(30_000); // the first request leaves the window
      expect((await a.get("/tls_certificates")).status).toBe(200);
      expect((await a.get("/tls_certificates")).status).toBe(429);
      e.setRateLimit(undefined);
      expect((await a.get("/tls_certificates")).status).toBe(200);
    } finally {
      await e.close();
    }
  });

  test("setRateLimit turns it on at run time; every key shares the window", async () => {
    emulator.setRateLimit({ requests: 2, windowMs: 60_000 });
    expect((await api.get("/tls_certificates")).status).toBe(200);
    expect((await api.get("/tls_certificates", { key: emulator.restrictedApiKey })).status).toBe(200);
    const r = await api.get("/tls_certificates");
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toBe("60");
  });
});

describe("faults", () => {
  const count = () => Object.keys(emulator.snapshot().event_subscriptions).length;

  test("5xx answers 503 before doing anything", async () => {
    const before = count();
    emulator.setFaults({ rate: 1, kinds: ["5xx"] });
    expectError(await api.post("/event_subscriptions", SUB), 503, "ERR_SERVICE_UNAVAILABLE", "the service is temporarily unavailable (injected fault)");
    expect(count()).toBe(before);
  });

  test("429 answers 429 with Retry-After: 1 before doing anything", async () => {
    const before = count();
    emulator.setFaults({ rate: 1, kinds: ["429"] });
    const r = await api.post("/event_subscriptions", SUB);
    expectError(r, 429, "ERR_RATE_LIMITED", "too many requests (injected fault); retry after 1 second");
    expect(r.headers.get("retry-after")).toBe("1");
    expect(count()).toBe(before);
  });

  test("reset drops the connection before doing anything", async () => {
    const before = count();
    emulator.clearLog();
    emulator.setFaults({ rate: 1, kinds: ["reset"] });
    await expect(api.post("/event_subscriptions", SUB)).rejects.toThrow();
    expect(count()).toBe(before);
    expect(emulator.log).toEqual([expect.objectContaining({ method: "POST", status: "reset", fault: "reset" })]);
  });

  test("lost-response performs the operation, then drops the connection", async () => {
    const before = count();
    emulator.clearLog();
    emulator.setFaults({ rate: 1, kinds: ["lost-response"] });
    await expect(api.post("/event_subscriptions", { ...SUB, description: "lost" })).rejects.toThrow();
    emulator.setFaults(undefined);
    expect(count()).toBe(before + 1);
    const list = await api.get("/event_subscriptions?limit=1");
    expect(list.body.event_subscriptions[0]).toMatchObject({ id: idOf("esb_"), description: "lost" });
    expect(emulator.log[0]).toMatchObject({ method: "POST", status: "reset", fault: "lost-response" });
  });

  test("the same seed gives the same faults for the same requests", async () => {
    const run = async (): Promise<(number | "reset")[]> => {
      emulator.setFaults({ rate: 0.5, kinds: ["5xx", "429"], seed: 42 });
      emulator.clearLog();
      for (let i = 0; i < 20; i++) await api.get("/tls_certificates");
      return emulator.log.map((e) => e.status);
    };
    const first = await run();
    expect(first).toContain(200);
    expect(first.some((s) => s === 503 || s === 429)).toBe(true);
    expect(await run()).toEqual(first);
  });

  test("methods limits the faults to those methods", async () => {
    emulator.setFaults({ rate: 1, kinds: ["5xx"], methods: ["POST"] });
    expect((await api.get("/tls_certificates")).status).toBe(200);
    expect((await api.post("/event_subscriptions", SUB)).status).toBe(503);
  });

  test("bad fault settings are refused", () => {
    expect(() => emulator.setFaults({ rate: 2, kinds: ["5xx"] })).toThrow("faults.rate must be between 0 and 1; got 2");
    expect(() => emulator.setFaults({ rate: 1, kinds: ["boom" as never] })).toThrow('faults.kinds: unknown kind "boom"; use 5xx, reset, 429, lost-response');
  });
});

describe("latency", () => {
  test("each request waits latencyMs", async () => {
    emulator.setLatency(150);
    const t = Date.now();
    expect((await api.get("/tls_certificates")).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(145);
  });

  test("as an option", async () => {
    const e = await startEmulator({ latencyMs: 100 });
    try {
      const t = Date.now();
      await apiFor(e).get("/tls_certificates");
      expect(Date.now() - t).toBeGreaterThanOrEqual(95);
    } finally {
      await e.close();
    }
  });
});

test("errorBody helper matches the wire ErrorBody schema", async () => {
  const { ErrorBody } = await import("../../provider/wire");
  const r = await api.get("/nowhere");
  expect(ErrorBody.parse(r.body)).toEqual(errorBody(404, "ERR_PATH_NOT_FOUND", "no such path: /nowhere"));
});
