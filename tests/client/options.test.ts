/** Client construction: defaults, option checks, the version in User-Agent, the public request path. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { DEFAULTS, IngressClient, pathOf, VERSION } from "../../provider/ingressClient";
import { TlsCertificate } from "../../provider/resources/tlsCertificate/wire";
import { API_KEY, makeClient, rejection, startServer, tlsCertificateJson, type TestServer } from "./support";

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

test("VERSION matches package.json, and User-Agent carries it", async () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { version: string };
  expect(VERSION).toBe(pkg.version);
  const h = makeClient(server.baseUrl);
  server.queue({ status: 200, json: tlsCertificateJson() });
  await h.client.tlsCertificates.get("cert_123");
  await h.agent.close();
  expect(server.requests[0]?.headers["user-agent"]).toBe(`pulumi-ingress/${pkg.version}`);
});

test("defaults: 10 s connect, 30 s request, 4 retries, 120 s of retry waits", () => {
  expect(DEFAULTS).toEqual({ connectTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxRetries: 4, maxRetryWaitMs: 120_000 });
});

test("without a dispatcher, the shared keep-alive agent is used", async () => {
  const client = new IngressClient({ apiKey: API_KEY, baseUrl: server.baseUrl });
  server.queue({ status: 200, json: tlsCertificateJson() }, { status: 200, json: tlsCertificateJson() });
  await client.tlsCertificates.get("cert_123");
  await new IngressClient({ apiKey: API_KEY, baseUrl: server.baseUrl }).tlsCertificates.get("cert_123");
  expect(server.requests.map((r) => r.headers.connection)).toEqual(["keep-alive", "keep-alive"]);
});

test.each([
  [{ apiKey: "" }, "Missing credentials: ClientOptions.apiKey is empty"],
  [{ apiKey: "ik_with space" }, "ClientOptions.apiKey must be printable ASCII without spaces"],
  [{ apiKey: "ik_line\nbreak" }, "ClientOptions.apiKey must be printable ASCII without spaces"],
  [{ baseUrl: "api.example.com" }, 'ClientOptions.baseUrl must be an absolute http:// or https:// URL without credentials, a query or a fragment; got "api.example.com"'],
  [{ baseUrl: "ftp://api.example.com" }, 'ClientOptions.baseUrl must be an absolute http:// or https:// URL without credentials, a query or a fragment; got "ftp://api.example.com"'],
  [{ baseUrl: "https://u:p@api.example.com" }, 'ClientOptions.baseUrl must be an absolute http:// or https:// URL without credentials, a query or a fragment; got "https://***@api.example.com"'],
  [{ baseUrl: "https://api.example.com/?token=1" }, 'ClientOptions.baseUrl must be an absolute http:// or https:// URL without credentials, a query or a fragment; got "https://api.example.com/?***"'],
  [{ baseUrl: "https://api.example.com/#top" }, 'ClientOptions.baseUrl must be an absolute http:// or https:// URL without credentials, a query or a fragment; got "https://api.example.com/#top"'],
  [{ requestTimeoutMs: 0 }, "ClientOptions.requestTimeoutMs must be a positive number; got 0"],
  [{ connectTimeoutMs: -1 }, "ClientOptions.connectTimeoutMs must be a positive number; got -1"],
  [{ maxRetries: 1.5 }, "ClientOptions.maxRetries must be a whole number from 0; got 1.5"],
  [{ maxRetryWaitMs: -5 }, "ClientOptions.maxRetryWaitMs must be a whole number from 0; got -5"],
  [{ rateLimit: { requests: 0, windowMs: 60_000 } }, "ClientOptions.rateLimit.requests must be a positive number; got 0"],
])("%j is refused: %s", (over, message) => {
  expect(() => new IngressClient({ apiKey: API_KEY, baseUrl: "https://api.example.com", ...over })).toThrow(new TypeError(message));
});

describe("request(): the one request path, usable directly", () => {
  test("with a path template, query and response schema", async () => {
    const h = makeClient(`${server.baseUrl}/v2`);
    server.queue({ status: 200, json: { ...tlsCertificateJson("cert_a b"), extra: "ignored" } });
    const cert = await h.client.request({ method: "GET", path: pathOf("/tls_certificates/{id}", { id: "cert_a b" }), query: { expand: "1" }, response: TlsCertificate });
    await h.agent.close();
    expect(cert.id).toBe("cert_a b");
    expect(cert).not.toHaveProperty("extra");
    expect(server.requests[0]?.url).toBe("/v2/tls_certificates/cert_a%20b?expand=1");
  });

  test("a body schema is applied strictly before sending", async () => {
    const h = makeClient(server.baseUrl);
    const err = await rejection(
      h.client.request({ method: "POST", path: pathOf("/things", {}), body: { schema: z.strictObject({ n: z.number() }), value: { n: "1" } }, response: z.unknown() }),
    );
    await h.agent.close();
    expect(err.message).toBe("POST /things not sent: n must be a number; got string");
    expect(server.requests).toHaveLength(0);
  });

  test("an absolute URL on another origin is refused, so the key goes nowhere else", async () => {
    const h = makeClient(server.baseUrl);
    const err = await rejection(h.client.request({ method: "GET", path: new URL("https://elsewhere.example/x"), response: z.unknown() }));
    await h.agent.close();
    expect(err.message).toBe("refusing to send GET to https://elsewhere.example: not the base URL's origin");
  });
});

test("around wraps each call, retries included, and names its operation by the path template", async () => {
  const seen: string[] = [];
  const h = makeClient(server.baseUrl, {
    around: async (operation, call) => {
      seen.push(`${operation} start (${server.requests.length} sent)`);
      const result = await call();
      seen.push(`${operation} end (${server.requests.length} sent)`);
      return result;
    },
  });
  server.queue({ status: 503, json: { error_code: "ERR_UNAVAILABLE", status_code: 503, msg: "busy" } }, { status: 200, json: tlsCertificateJson() });
  const cert = await h.client.tlsCertificates.get("cert_123");
  await h.agent.close();
  expect(cert.id).toBe("cert_123");
  expect(seen).toEqual(["GET /tls_certificates/{id} start (0 sent)", "GET /tls_certificates/{id} end (2 sent)"]);
});
