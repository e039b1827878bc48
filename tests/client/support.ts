/**
 * Test support for the client: a scripted `node:http` server on port 0 (octokit request.js
 * style), a fake clock whose sleeps return at once and are recorded, and response fixtures.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { Agent } from "undici";
import { IngressClient, type ClientOptions } from "../../provider/ingressClient";
import type { Clock } from "../../provider/client/clock";

/** The key every test client uses: distinctive, so "absent from output" checks mean something. */
export const API_KEY = "ik_live_S3CRET_9f8e7d6c5b4a";

export interface Recorded {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A scripted answer: status, JSON (object) or raw (string) body, headers; or a hand-written one. */
export type Reply =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | ((req: Recorded, res: ServerResponse) => void);

export interface TestServer {
  baseUrl: string;
  origin: string;
  port: number;
  requests: Recorded[];
  /** Appends answers, used in order; a request with none left gets a 599. */
  queue(...replies: Reply[]): void;
  close(): Promise<void>;
}

/** Starts a server on `port` (0: any); `prefix` is mounted into `baseUrl` (for example `/api/v2`). */
export async function startServer(prefix = "", port = 0): Promise<TestServer> {
  const requests: Recorded[] = [];
  const replies: Reply[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const rec: Recorded = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(rec);
      const reply = replies.shift();
      if (reply === undefined) {
        res.writeHead(599, { "content-type": "text/plain" }).end("no scripted reply");
      } else if (typeof reply === "function") {
        reply(rec, res);
      } else {
        const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? "");
        const type = reply.json !== undefined ? { "content-type": "application/json" } : {};
        res.writeHead(reply.status, { ...type, ...reply.headers }).end(body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${bound}`;
  return {
    baseUrl: `${origin}${prefix}`,
    origin,
    port: bound,
    requests,
    queue: (...r) => void replies.push(...r),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A port nothing listens on, held so that no other process takes it while a test expects it to
 * refuse (tests/support/heldPort.ts): a port bound and released may be another's a moment later.
 */
export { holdPort as closedPort,  } from "../support/heldPort";

/**
 * A clock at 2025-01-01T00:00:00Z whose `sleep` records the wait and returns at once, moving
 * virtual time to the sleeper's wake-up time (so concurrent sleepers wake in order). `onSleep`
 * runs inside each sleep, for tests that change the world while the client waits.
 */
export type FakeClock = Clock & { sleeps: number[]; onSleep?: (ms: number) => Promise<void> | void };

function fakeClock(start = Date.UTC(2025, 0, 1)): FakeClock {
  let t = start;
  const c: FakeClock = {
    sleeps: [],
    now: () => t,
    sleep: async (ms) => {
      c.sleeps.push(ms);
      const wake = t + ms;
      await c.onSleep?.(ms);
      t = Math.max(t, wake);
    },
  };
  return c;
}

/** Per-test harness: a client on a fresh agent with a fake clock, jitter 0.5 and collected log lines. */
export interface Harness {
  client: IngressClient;
  clock: FakeClock;
  logs: string[];
  agent: Agent;
}

export function makeClient(baseUrl: string, overrides: Partial<ClientOptions> = {}): Harness {
  const agent = new Agent({ connect: { timeout: 2_000 } });
  const clock = fakeClock();
  const logs: string[] = [];
  const client = new IngressClient({
    apiKey: API_KEY,
    baseUrl,
    dispatcher: agent,
    clock,
    random: () => 0.5,
    log: (l) => logs.push(l),
    ...overrides,
  });
  return { client, clock, logs, agent };
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Error) return e;
    throw new Error(`rejected with a non-error: ${String(e)}`, { cause: e });
  }
  throw new Error("expected the call to fail, but it succeeded");
}

/** Everything of an error that could leak: message, stack, inspect (deep), JSON, cause chain. */
export function everyRendering(err: unknown): string {
  const parts = [inspect(err, { depth: 10, showHidden: true }), JSON.stringify(err)];
  let e: unknown = err;
  for (let i = 0; i < 5 && e instanceof Error; i++, e = e.cause) parts.push(e.message, e.stack ?? "", String(e));
  return parts.join("\n");
}

// Fixtures: responses as the spec describes them.

export const tlsCertificateJson = (id = "cert_123", over: Record<string, unknown> = {}) => ({
  id,
  uri: `https://api.example.com/tls_certificates/${id}`,
  created_at: "2025-01-01T00:00:00Z",
  description: "api",
  metadata: '{"team":"edge"}',
  certificate_pem: "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n",
  subject_common_name: "api.example.com",
  subject_alternative_names: { dns_names: ["api.example.com"], ips: [] },
  issued_at: null,
  not_before: "2025-01-01T00:00:00Z",
  not_after: "2026-01-01T00:00:00Z",
  key_usages: ["digital signature"],
  extended_key_usages: ["server auth"],
  private_key_type: "ecdsa",
  issuer_common_name: "Test CA",
  serial_number: "01",
  subject_organization: "",
  subject_organizational_unit: "",
  subject_locality: "",
  subject_province: "",
  subject_country: "",
  ...over,
});

/** A route's 13 modules as a response holds them when the route has none. */
const NO_ROUTE_MODULES = {
  backend: null,
  ip_restriction: null,
  circuit_breaker: null,
  compression: null,
  request_headers: null,
  response_headers: null,
  webhook_verification: null,
  oauth: null,
  saml: null,
  oidc: null,
  websocket_tcp_converter: null,
  user_agent_filter: null,
  traffic_policy: null,
};

export const routeJson = (id = "edghtsrt_1", over: Record<string, unknown> = {}) => ({
  id,
  edge_id: "edghts_1",
  uri: `https://api.example.com/edges/https/edghts_1/routes/${id}`,
  created_at: "2025-01-01T00:00:00Z",
  match_type: "path_prefix",
  match: "/api",
  description: "api route",
  metadata: "",
  ...NO_ROUTE_MODULES,
  compression: { enabled: true },
  policy: null,
  ...over,
});

export const abuseReportJson = (id = "abrp_1") => ({
  id,
  uri: `https://api.example.com/abuse_reports/${id}`,
  created_at: "2025-01-01T00:00:00Z",
  urls: ["https://phish.example.com/login"],
  metadata: "ticket 7",
  status: "PENDING",
  hostnames: [{ hostname: "phish.example.com", status: "PENDING" }],
});

export const eventSubscriptionJson = (id = "esb_1") => ({
  id,
  uri: `https://api.example.com/event_subscriptions/${id}`,
  created_at: "2025-01-01T00:00:00Z",
  description: "policies",
  metadata: "",
  sources: [{ type: "ip_policy_created.v0", uri: `https://api.example.com/event_subscriptions/${id}/sources/ip_policy_created.v0` }],
  destinations: [{ id: "ed_1", uri: "https://api.example.com/event_destinations/ed_1" }],
});

/** The service's error body. */
export const errorJson = (status: number, code: string, msg: string, op = "op_abc123") => ({
  error_code: code,
  status_code: status,
  msg,
  details: { operation_id: op },
});

/**
 * Registers the usual per-test setup: a fresh local server and a client of it, closed after
 * each test. `assign` receives both, so tests keep plain `server` and `h` variables.
 */
export function useServerAndClient(assign: (server: TestServer, h: Harness) => void): void {
  let current: { server: TestServer; h: Harness } | undefined;
  beforeEach(async () => {
    const server = await startServer();
    current = { server, h: makeClient(server.baseUrl) };
    assign(current.server, current.h);
  });
  afterEach(async () => {
    await current?.server.close();
    await current?.h.agent.close();
  });
}
