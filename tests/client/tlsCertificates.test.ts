/** TLS certificates: exact requests (method, path, query, headers, body) and pagination. */
import { VERSION } from "../../provider/client/version";
import { TlsCertificate } from "../../provider/resources/tlsCertificate/wire";
import { API_KEY, makeClient, startServer, tlsCertificateJson, type Harness, type TestServer, useServerAndClient } from "./support";

let server: TestServer;
let h: Harness;
useServerAndClient((s, c) => {
  server = s;
  h = c;
});

const CERT_PEM = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
const KEY_PEM = "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n";

describe("TLS certificates", () => {
  test("create: POST /tls_certificates with the exact JSON body and every fixed header", async () => {
    server.queue({ status: 201, json: tlsCertificateJson() });
    const cert = await h.client.tlsCertificates.create({ certificate_pem: CERT_PEM, private_key_pem: KEY_PEM, description: "api", metadata: '{"team":"edge"}' });

    expect(cert).toEqual(TlsCertificate.parse(tlsCertificateJson()));
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req?.method).toBe("POST");
    expect(req?.url).toBe("/tls_certificates");
    expect(JSON.parse(req?.body ?? "")).toEqual({ certificate_pem: CERT_PEM, private_key_pem: KEY_PEM, description: "api", metadata: '{"team":"edge"}' });
    expect(req?.headers).toMatchObject({
      authorization: `Bearer ${API_KEY}`,
      "service-version": "2",
      "ngrok-version": "2",
      accept: "application/json",
      "content-type": "application/json",
      "user-agent": `pulumi-ingress/${VERSION}`,
      "content-length": String(Buffer.byteLength(req?.body ?? "")),
    });
    expect(h.logs).toEqual(["POST /tls_certificates 201 0ms attempt 1"]);
  });

  test("get: GET /tls_certificates/{id}, no body and no content-type", async () => {
    server.queue({ status: 200, json: tlsCertificateJson("cert_9") });
    const cert = await h.client.tlsCertificates.get("cert_9");
    expect(cert.id).toBe("cert_9");
    expect(cert.private_key_type).toBe("ecdsa");
    const [req] = server.requests;
    expect(req).toMatchObject({ method: "GET", url: "/tls_certificates/cert_9", body: "" });
    expect(req?.headers["content-type"]).toBeUndefined();
    expect(req?.headers).toMatchObject({ authorization: `Bearer ${API_KEY}`, "service-version": "2", accept: "application/json" });
  });

  test("absent description and metadata, and null lists, are read tolerantly", async () => {
    const json: Record<string, unknown> = tlsCertificateJson("cert_9", { key_usages: null, subject_alternative_names: { dns_names: null, ips: null } });
    delete json.description;
    delete json.metadata;
    server.queue({ status: 200, json });
    const cert = await h.client.tlsCertificates.get("cert_9");
    expect(cert.description).toBeUndefined();
    expect(cert.metadata).toBeUndefined();
    expect(cert.key_usages).toEqual([]);
    expect(cert.subject_alternative_names).toEqual({ dns_names: [], ips: [] });
  });

  test("update: PATCH /tls_certificates/{id} with only the fields given", async () => {
    server.queue({ status: 200, json: tlsCertificateJson("cert_9", { description: "" }) });
    await h.client.tlsCertificates.update("cert_9", { description: "" });
    const [req] = server.requests;
    expect(req).toMatchObject({ method: "PATCH", url: "/tls_certificates/cert_9" });
    expect(req?.body).toBe('{"description":""}');
    expect(req?.headers["content-type"]).toBe("application/json");
  });

  test("delete: DELETE /tls_certificates/{id}, 204, resolves to undefined", async () => {
    server.queue({ status: 204 });
    await expect(h.client.tlsCertificates.delete("cert_9")).resolves.toBeUndefined();
    expect(server.requests[0]).toMatchObject({ method: "DELETE", url: "/tls_certificates/cert_9", body: "" });
    expect(server.requests[0]?.headers["content-type"]).toBeUndefined();
  });

  test("ids are one encoded path segment: '/', '?', '#', '%' and spaces cannot change the path", async () => {
    server.queue({ status: 200, json: tlsCertificateJson() });
    await h.client.tlsCertificates.get("cert_1/../x?y=1#z %");
    expect(server.requests[0]?.url).toBe("/tls_certificates/cert_1%2F..%2Fx%3Fy%3D1%23z%20%25");
  });

  test("list: follows next_page_uri over 3 pages, first page with limit, newest first", async () => {
    const page = (ids: string[], next: string | null) => ({
      tls_certificates: ids.map((id) => tlsCertificateJson(id)),
      uri: `${server.origin}/tls_certificates`,
      next_page_uri: next,
    });
    server.queue(
      { status: 200, json: page(["cert_5", "cert_4"], `${server.origin}/tls_certificates?before_id=cert_4&limit=2`) },
      { status: 200, json: page(["cert_3", "cert_2"], `${server.origin}/tls_certificates?before_id=cert_2&limit=2`) },
      { status: 200, json: page(["cert_1"], null) },
    );
    const ids: string[] = [];
    for await (const c of h.client.tlsCertificates.list({ limit: 2 })) ids.push(c.id);

    expect(ids).toEqual(["cert_5", "cert_4", "cert_3", "cert_2", "cert_1"]);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /tls_certificates?limit=2",
      "GET /tls_certificates?before_id=cert_4&limit=2",
      "GET /tls_certificates?before_id=cert_2&limit=2",
    ]);
    for (const r of server.requests) expect(r.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  test("list: limit defaults to 100, and pages are fetched only as iteration goes", async () => {
    server.queue({
      status: 200,
      json: { tls_certificates: [tlsCertificateJson("cert_2")], uri: "x", next_page_uri: `${server.origin}/tls_certificates?before_id=cert_2&limit=100` },
    });
    const it = h.client.tlsCertificates.list()[Symbol.asyncIterator]();
    expect((await it.next()).value).toMatchObject({ id: "cert_2" });
    expect(server.requests.map((r) => r.url)).toEqual(["/tls_certificates?limit=100"]);
    await it.return?.();
    expect(server.requests).toHaveLength(1);
  });
});

describe("base URL", () => {
  test.each([
    ["/api/v2", "/api/v2/tls_certificates/cert_1"],
    ["/api/v2/", "/api/v2/tls_certificates/cert_1"],
    ["/", "/tls_certificates/cert_1"],
  ])("prefix %j is kept and a trailing slash is not doubled", async (prefix, expected) => {
    const s = await startServer(prefix);
    const c = makeClient(s.baseUrl);
    try {
      s.queue({ status: 200, json: tlsCertificateJson("cert_1") });
      await c.client.tlsCertificates.get("cert_1");
      expect(s.requests[0]?.url).toBe(expected);
      // Log lines show the path relative to the base URL.
      expect(c.logs).toEqual(["GET /tls_certificates/cert_1 200 0ms attempt 1"]);
    } finally {
      await s.close();
      await c.agent.close();
    }
  });

  test("pagination under a prefix follows absolute next_page_uri values", async () => {
    const s = await startServer("/api/");
    const c = makeClient(s.baseUrl);
    try {
      s.queue(
        { status: 200, json: { tls_certificates: [tlsCertificateJson("cert_2")], uri: "u", next_page_uri: `${s.origin}/api/tls_certificates?before_id=cert_2` } },
        { status: 200, json: { tls_certificates: [tlsCertificateJson("cert_1")], uri: "u", next_page_uri: null } },
      );
      const ids: string[] = [];
      for await (const x of c.client.tlsCertificates.list({ limit: 1 })) ids.push(x.id);
      expect(ids).toEqual(["cert_2", "cert_1"]);
      expect(s.requests.map((r) => r.url)).toEqual(["/api/tls_certificates?limit=1", "/api/tls_certificates?before_id=cert_2"]);
      expect(c.logs).toEqual(["GET /tls_certificates 200 0ms attempt 1", "GET /tls_certificates 200 0ms attempt 1"]);
    } finally {
      await s.close();
      await c.agent.close();
    }
  });
});
