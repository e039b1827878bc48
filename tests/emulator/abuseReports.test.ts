/** `/abuse_reports` over HTTP: authorization, PENDING on create, processing by the documented rule on read. */
import { hostnameAction, type Emulator } from "../../emulator";
import { AbuseReport } from "../../provider/resources/abuseReport/wire";
import { expectError, fakeClock, idOf, start, type Api } from "./helpers";

const clock = fakeClock("2031-03-04T05:06:07.000Z");
let emulator: Emulator;
let api: Api;
beforeAll(async () => ({ emulator, api } = await start({ now: clock.now, abuseProcessingDelayMs: 5000 })));
afterAll(() => emulator.close());

describe("create", () => {
  test("201: PENDING, hostnames parsed, lowercased and deduplicated, in first-seen order", async () => {
    const urls = ["https://Phish.Evil.test/login?x=1", "http://ignore-me.test/", "https://phish.evil.test/other", "https://files.example/a", "http://[2001:db8::1]:8080/p"];
    const r = await api.post("/abuse_reports", { urls, metadata: '{"ticket":42}' });
    expect(r.status).toBe(201);
    expect(r.body).toStrictEqual({
      id: idOf("abrp_"),
      uri: `${emulator.baseUrl}/abuse_reports/${r.body.id as string}`,
      created_at: "2031-03-04T05:06:07Z",
      urls,
      metadata: '{"ticket":42}',
      status: "PENDING",
      hostnames: [
        { hostname: "phish.evil.test", status: "PENDING" },
        { hostname: "ignore-me.test", status: "PENDING" },
        { hostname: "files.example", status: "PENDING" },
        { hostname: "[2001:db8::1]", status: "PENDING" },
      ],
    });
    expect(AbuseReport.safeParse(r.body).success).toBe(true);
  });

  test("a key not authorized for abuse reports gets 403, and nothing is created", async () => {
    const before = Object.keys(emulator.snapshot().abuse_reports).length;
    const r = await api.post("/abuse_reports", { urls: ["https://x.test/"] }, { key: emulator.restrictedApiKey });
    expectError(r, 403, "ERR_ABUSE_REPORTS_NOT_AUTHORIZED", "this account is not authorized to create abuse reports");
    expect(Object.keys(emulator.snapshot().abuse_reports)).toHaveLength(before);
  });

  test("invalid bodies are 400 naming the field", async () => {
    expectError(await api.post("/abuse_reports", { urls: [] }), 400, "ERR_VALIDATION", "urls must have at least 1 entry");
    expectError(
      await api.post("/abuse_reports", { urls: ["ftp://x.test/", "no url"] }),
      400,
      "ERR_VALIDATION",
      'urls[0] must be an absolute http:// or https:// URL with a hostname; got "ftp://x.test/"; urls[1] must be an absolute http:// or https:// URL with a hostname; got "no url"',
    );
    expectError(await api.post("/abuse_reports", { urls: ["https://x.test/"], metadata: "é".repeat(2049) }), 400, "ERR_VALIDATION", "metadata must be at most 4096 bytes (UTF-8); got 4098 bytes");
    expectError(await api.post("/abuse_reports", {}), 400, "ERR_VALIDATION", "urls is required");
  });
});

describe("processing, evaluated on read", () => {
  test("PENDING until the delay has passed, then each hostname by the rule", async () => {
    clock.set("2031-03-04T05:06:07.000Z");
    const created = await api.post("/abuse_reports", { urls: ["https://a.evil.test/", "https://b.example/", "https://xignorex.test/"] });
    const path = `/abuse_reports/${created.body.id as string}`;
    clock.advance(4999);
    expect((await api.get(path)).body).toEqual(created.body);
    clock.advance(1);
    expect((await api.get(path)).body).toEqual({
      ...created.body,
      status: "PARTIALLY_PROCESSED",
      hostnames: [
        { hostname: "a.evil.test", status: "BANNED" },
        { hostname: "b.example", status: "IGNORE" },
        { hostname: "xignorex.test", status: "IGNORE" },
      ],
    });
  });

  test("PROCESSED when every hostname is BANNED", async () => {
    clock.set("2031-03-04T05:06:07.000Z");
    const created = await api.post("/abuse_reports", { urls: ["https://one.test/", "https://two.test/x"] });
    clock.advance(10_000);
    const r = await api.get(`/abuse_reports/${created.body.id as string}`);
    expect([r.body.status, r.body.hostnames]).toEqual([
      "PROCESSED",
      [
        { hostname: "one.test", status: "BANNED" },
        { hostname: "two.test", status: "BANNED" },
      ],
    ]);
  });

  test("a restricted key can read reports", async () => {
    const created = await api.post("/abuse_reports", { urls: ["https://r.test/"] });
    expect((await api.get(`/abuse_reports/${created.body.id as string}`, { key: emulator.restrictedApiKey })).status).toBe(200);
  });

  test("with no delay a new report is still answered PENDING, and read as processed", async () => {
    const { emulator: e, api: a } = await start({ abuseProcessingDelayMs: 0 });
    try {
      const created = await a.post("/abuse_reports", { urls: ["https://z.test/"] });
      expect(created.body.status).toBe("PENDING");
      expect((await a.get(`/abuse_reports/${created.body.id as string}`)).body.status).toBe("PROCESSED");
    } finally {
      await e.close();
    }
  });

  test("the rule", () => {
    expect(["x.example", "ignore.test", "a.ignored.com", "evil.test", "example.com"].map(hostnameAction)).toEqual(["IGNORE", "IGNORE", "IGNORE", "BANNED", "BANNED"]);
  });

  test("unknown ids are 404", async () => {
    expectError(await api.get("/abuse_reports/abrp_nope"), 404, "ERR_NOT_FOUND", "abuse report abrp_nope not found");
  });
});
