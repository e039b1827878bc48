// Requests through the emulator's traffic plane, and a local upstream that records what reaches it.
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** An answer as the client of the traffic plane sees it. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  body: string;
  /** The body's bytes as they came (an encoded answer's, still encoded). */
  bytes: Buffer;
}

/** What a request through the plane sends: the endpoint's host, the path, and the client's address (`x-ingress-client-ip`). */
export interface Through {
  host: string;
  path: string;
  clientIp?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends one request to the traffic plane at `planeUrl` (node:http: fetch may not set Host). */
export function sendThrough(planeUrl: string, r: Through): Promise<Answer> {
  const headers: Record<string, string> = { host: r.host, ...r.headers };
  if (r.clientIp !== undefined) headers["x-ingress-client-ip"] = r.clientIp;
  return new Promise((resolve, reject) => {
    const req = request(new URL(r.path, planeUrl), { method: r.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(r.body);
  });
}

/** A request as the upstream received it. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local upstream on 127.0.0.1 (port 0) answering 200 `upstream saw <path>`, recording each request. */
export async function startUpstream(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const text = `upstream saw ${req.url ?? ""}`;
      res.writeHead(200, { "content-type": "text/plain", "content-length": Buffer.byteLength(text) });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** {@link officeOnly} with the office's addresses held by an IP policy of the account (`restrict-ips`' `ip_policies`). */
export const officeOnlyBy = (ipPolicyId: string): string => officeOnly("").replace('allow: [""]', `ip_policies: ["${ipPolicyId}"]`);

/** A policy that lets in `cidr` only ("office only", 403 for others) and answers it 200 "hello" ("hello"): the behaviour-at-preview tests' endpoint. */
export const officeOnly = (cidr: string): string => `on_http_request:
  - name: office only
    actions:
      - type: restrict-ips
        config: { allow: ["${cidr}"] }
  - name: hello
    actions:
      - type: custom-response
        config: { status_code: 200, body: hello }
`;

/**
 * The behaviour-at-preview suites' values (tests/engine and tests/provider behaviourAtPreview): a
 * secret changed from OLD to NEW, 47 characters holding a quote and a backslash, and the network
 * changed from BEFORE to AFTER.
 */
export const OLD_SECRET = 'Lx7Long"Secret\\TokenValueForProbeAbcdefghijk012';
export const NEW_SECRET = 'Qz9Other\\Secret"TokenValueForProbeLmnopqrstu234';
export const [NETWORK_BEFORE, NETWORK_AFTER] = ["203.0.113.0/24", "198.51.100.0/24"];

/** The secret's policy: the secret in a header and in the body, as the service would answer every request. */
export const SECRET_POLICY = `on_http_request:
  - name: hello
    actions:
      - type: custom-response
        config:
          status_code: 200
          headers: { x-token: "\${secrets.get('shop', 'api-token')}" }
          body: "hello \${secrets.get('shop', 'api-token')}"
`;

/** The traffic plane suites' cases for the shop at `host`, as `pulumi-ingress traffic test --stack` runs them (docs/traffic.md "Testing"). */
export const shopCases = (host: string): string => `endpoint: https://${host}
context:
  secrets: { shop: { api-token: case-token } }
cases:
  - name: office reaches the API
    request: { path: /api/orders, clientIp: 203.0.113.9 }
    expect: { upstream: https://api.internal, path: /orders, headers: { x-api-token: case-token } }
  - name: others are refused
    request: { path: /api/orders, clientIp: 198.51.100.1 }
    expect: { status: 403 }
  - name: anything else is not found
    request: { path: /other, clientIp: 203.0.113.9 }
    expect: { status: 404, body: no such page }
`;
