// The API behind a proxy under another host name and a path prefix: the emulator's next_page_uri
// names the emulator itself, and the client follows it on the configured base URL. Lookups walk
// past 100 items, and certificate recovery after a lost response finds its certificate on page 2,
// every request going through the proxy.
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { getTlsCertificates } from "../../sdk/tlsCertificate";
import { makeChain, type TestChain } from "../support/certs";

let emulator: Emulator;
let proxy: http.Server;
let proxyBase: string;
const proxied: string[] = [];
let clockOffsetMs = 0;
let target: TestChain;
const env = { ...process.env };

beforeAll(async () => {
  emulator = await startEmulator({ now: () => new Date(Date.now() + clockOffsetMs) });
  const upstream = new URL(emulator.baseUrl);
  proxy = http.createServer((req, res) => {
    const url = req.url ?? "";
    if (!url.startsWith("/api/")) {
      res.writeHead(404).end();
      return;
    }
    proxied.push(`${req.method} ${url}`);
    const up = http.request({ host: upstream.hostname, port: upstream.port, path: url.slice("/api".length), method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on("error", () => res.destroy()); // a reset upstream is a reset here
    req.pipe(up);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyBase = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;

  // 120 certificates dated an hour ahead: newer than anything made during the tests.
  const other = await makeChain({ keyType: "ecdsa", commonName: "other.example.test", variant: "proxy-other" });
  target = await makeChain({ keyType: "ecdsa", commonName: "target.example.test", variant: "proxy-target" });
  clockOffsetMs = 3_600_000;
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`${emulator.baseUrl}/tls_certificates`, {
      method: "POST",
      headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2", "content-type": "application/json" },
      body: JSON.stringify({ certificate_pem: other.certificatePem, private_key_pem: other.privateKeyPem }),
    });
    expect(res.status).toBe(201);
  }
  clockOffsetMs = 0;
  process.env["INGRESS_API_KEY"] = emulator.apiKey;
  process.env["INGRESS_BASE_URL"] = proxyBase;
}, 60_000);

afterAll(async () => {
  process.env = env;
  await new Promise((resolve) => proxy.close(resolve));
  await emulator.close();
});

test("the emulator's next_page_uri names the emulator, not the proxy", async () => {
  const res = await fetch(`${proxyBase}/tls_certificates`, { headers: { authorization: `Bearer ${emulator.apiKey}`, "service-version": "2" } });
  const page = (await res.json()) as { next_page_uri: string };
  expect(page.next_page_uri.startsWith(`${emulator.baseUrl}/tls_certificates?before_id=`)).toBe(true);
});

test("a lookup walks every page through the proxy", async () => {
  proxied.length = 0;
  const certs = await getTlsCertificates({ apiKey: emulator.apiKey, baseUrl: proxyBase });
  expect(certs).toHaveLength(120);
  expect(proxied).toEqual(["GET /api/tls_certificates?limit=100", `GET /api/tls_certificates?before_id=${certs[99]?.id}&limit=100`]);
});

test("recovery after a lost response finds the certificate on page 2, through the proxy", async () => {
  emulator.setFaults({ rate: 1, kinds: ["lost-response"], seed: 1, methods: ["POST"] });
  proxied.length = 0;
  const created = await tlsCertificate.create({ certificatePem: target.certificatePem, privateKeyPem: target.privateKeyPem });
  emulator.setFaults(undefined);
  const committed = Object.entries(emulator.snapshot().tls_certificates).filter(([, c]) => (c as { certificate_pem: string }).certificate_pem.includes(target.certificatePem.split("\n")[1] as string));
  expect(committed.map(([id]) => id)).toEqual([created.id]);
  expect(proxied.map((p) => p.replace(/before_id=\w+/, "before_id=<id>"))).toEqual([
    "POST /api/tls_certificates",
    "GET /api/tls_certificates?limit=100",
    "GET /api/tls_certificates?before_id=<id>&limit=100",
  ]);
});
