/**
 * The HTTP server and the one path every request takes:
 * read the body (413) → injected fault → rate limit (429) → latency → bearer key (401) →
 * Service-Version (400) → route (404, 405) → abuse-report authorization (403) → Content-Type (415)
 * → JSON (400) → handler → state file → answer.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type ErrorBody, SERVICE_VERSION } from "../provider/wire/common";
import { abuseReportEndpoints } from "./abuseReports";
import { Router, type Context, type Result } from "./api";
import { ApiFailure, errorBody, type ErrorCode } from "./errors";
import { eventSubscriptionEndpoints } from "./eventSubscriptions";
import { FaultInjector, RateLimiter } from "./knobs";
import { routeEndpoints } from "./routes";
import { loadState, Store } from "./store";
import { applySeed, readSeedFile, supportingEndpoints } from "./supporting";
import { tlsCertificateEndpoints } from "./tlsCertificates";
import {
  DEFAULT_API_KEY,
  DEFAULT_RESTRICTED_API_KEY,
  type ApiKey,
  type Emulator,
  type EmulatorOptions,
  type FaultKind,
  type RequestLogEntry,
  type Seed,
  type State,
} from "./types";

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const DEFAULT_ABUSE_PROCESSING_DELAY_MS = 2000;
const DEFAULT_LOG_LIMIT = 100_000;

const router = new Router([...tlsCertificateEndpoints, ...routeEndpoints, ...abuseReportEndpoints, ...eventSubscriptionEndpoints, ...supportingEndpoints]);
const utf8 = new TextDecoder("utf-8", { fatal: true });

type Body = { kind: "ok"; text: string } | { kind: "tooLarge"; text: string } | { kind: "notUtf8"; text: string };

/**
 * Reads the body, keeping at most `max` bytes: a larger body is still read to its end (and
 * dropped) so the 413 reaches a client that is still sending. GET and DELETE without a body cost
 * nothing.
 */
function readBody(req: IncomingMessage, max: number): Promise<Body> {
  if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined) return Promise.resolve({ kind: "ok", text: "" });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > max) return resolve({ kind: "tooLarge", text: "" });
      const buf = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      try {
        resolve({ kind: "ok", text: utf8.decode(buf) });
      } catch {
        resolve({ kind: "notUtf8", text: buf.toString("utf8") });
      }
    });
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(new Error("the client went away before sending the whole body"));
    });
  });
}

function withoutAuthorization(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { authorization: _authorization, ...rest } = headers;
  return rest;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Starts an emulator. See emulator/README.md for every option and behavior. */
/** The accepted keys by key; at least one, each non-empty and without spaces. */
function keyMap(apiKeys: readonly ApiKey[]): Map<string, ApiKey> {
  if (apiKeys.length === 0) throw new Error("apiKeys must hold at least one key");
  const keys = new Map<string, ApiKey>();
  for (const k of apiKeys) {
    if (!/^\S+$/.test(k.key)) throw new Error(`API keys must be non-empty and without spaces; got ${JSON.stringify(k.key)}`);
    keys.set(k.key, k);
  }
  return keys;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const now = options.now ?? (() => new Date());
  const apiKeys: ApiKey[] = options.apiKeys ?? [
    { key: DEFAULT_API_KEY, abuseReports: true },
    { key: DEFAULT_RESTRICTED_API_KEY, abuseReports: false },
  ];
  let keys = keyMap(apiKeys);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const abuseProcessingDelayMs = options.abuseProcessingDelayMs ?? DEFAULT_ABUSE_PROCESSING_DELAY_MS;

  const store = new Store(options.statePath, now);
  if (options.statePath !== undefined) {
    const loaded = await loadState(options.statePath);
    if (loaded) store.state = loaded;
  }
  if (options.seed !== undefined) {
    applySeed(store, typeof options.seed === "string" ? await readSeedFile(options.seed) : options.seed);
    await store.persist();
  }

  let faults = options.faults ? new FaultInjector(options.faults) : undefined;
  let limiter = options.rateLimit ? new RateLimiter(options.rateLimit) : undefined;
  let latencyMs = options.latencyMs ?? 0;
  const log: RequestLogEntry[] = [];
  const logLimit = options.logLimit ?? DEFAULT_LOG_LIMIT;
  if (!(logLimit >= 1)) throw new RangeError(`logLimit must be at least 1; got ${logLimit}`);
  const logSlack = Number.isFinite(logLimit) ? Math.max(1, Math.floor(logLimit / 10)) : 0;
  let requestCount = 0;
  let baseUrl = "";

  /** Appends to the log; past the limit, the oldest entries go (in batches, so it stays cheap). */
  function record(entry: RequestLogEntry): void {
    requestCount++;
    log.push(entry);
    if (log.length > logLimit + logSlack) log.splice(0, log.length - logLimit);
    options.onRequest?.(entry);
  }

  /** Records the entry, then answers. The log entry exists before the client can read the answer. */
  function answer(res: ServerResponse, entry: RequestLogEntry, status: number, body: unknown, headers: Record<string, string> = {}): void {
    entry.status = status;
    const error = body as Partial<ErrorBody> | undefined;
    if (typeof error?.error_code === "string") {
      entry.errorCode = error.error_code;
      if (error.details?.operation_id !== undefined) entry.operationId = error.details.operation_id;
    }
    record(entry);
    if (body === undefined) {
      res.writeHead(status, headers);
      res.end();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
    res.end(text);
  }

  function fail(res: ServerResponse, entry: RequestLogEntry, code: ErrorCode, msg: string, headers: Record<string, string> = {}): void {
    const f = new ApiFailure(code, msg, headers);
    answer(res, entry, f.status, errorBody(f.status, code, msg), f.headers);
  }

  /** Drops the connection without an answer (RST where the platform allows). */
  function reset(req: IncomingMessage, entry: RequestLogEntry, fault: FaultKind): void {
    entry.status = "reset";
    entry.fault = fault;
    record(entry);
    const socket = req.socket as typeof req.socket & { resetAndDestroy?: () => void };
    if (typeof socket.resetAndDestroy === "function") socket.resetAndDestroy();
    else socket.destroy();
  }

  /** Authentication, version, routing, body checks and the handler. Throws ApiFailure. */
  async function perform(req: IncomingMessage, method: string, path: string, queryString: string, bodyText: string, bodyIsUtf8: boolean): Promise<Result> {
    const auth = req.headers.authorization;
    const bearer = auth === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1];
    if (bearer === undefined) {
      throw new ApiFailure("ERR_MISSING_CREDENTIALS", "missing API key: send it as the header Authorization: Bearer <API_KEY>", { "www-authenticate": "Bearer" });
    }
    const key = keys.get(bearer);
    if (!key) throw new ApiFailure("ERR_INVALID_CREDENTIALS", "the API key is not valid", { "www-authenticate": "Bearer" });
    const version = req.headers["service-version"];
    if (version === undefined) throw new ApiFailure("ERR_MISSING_VERSION", `missing header Service-Version: send Service-Version: ${SERVICE_VERSION}`);
    if (String(version).trim() !== SERVICE_VERSION) {
      throw new ApiFailure("ERR_UNSUPPORTED_VERSION", `unsupported Service-Version ${JSON.stringify(version)}; the only supported version is ${SERVICE_VERSION}`);
    }
    const m = router.match(method, path);
    if (m.kind === "none") throw new ApiFailure("ERR_PATH_NOT_FOUND", `no such path: ${path}`);
    if (m.kind === "method") {
      throw new ApiFailure("ERR_METHOD_NOT_ALLOWED", `method ${method} is not allowed on ${path}; allowed: ${m.allowed.join(", ")}`, { allow: m.allowed.join(", ") });
    }
    if (m.def.abuseReports && !key.abuseReports) {
      throw new ApiFailure("ERR_ABUSE_REPORTS_NOT_AUTHORIZED", "this account is not authorized to create abuse reports");
    }
    let body: unknown;
    if (m.def.body) {
      const ct = req.headers["content-type"];
      const mediaType = ct?.split(";")[0]?.trim().toLowerCase();
      if (mediaType !== "application/json") {
        throw new ApiFailure(
          "ERR_UNSUPPORTED_MEDIA_TYPE",
          ct === undefined ? "Content-Type must be application/json; the request has none" : `Content-Type must be application/json; got ${JSON.stringify(ct)}`,
        );
      }
      if (!bodyIsUtf8) throw new ApiFailure("ERR_INVALID_JSON", "request body is not valid UTF-8");
      if (bodyText.trim() === "") throw new ApiFailure("ERR_INVALID_JSON", "request body is empty; send a JSON object");
      try {
        body = JSON.parse(bodyText);
      } catch {
        throw new ApiFailure("ERR_INVALID_JSON", "request body is not valid JSON");
      }
    }
    const ctx: Context = {
      store,
      baseUrl,
      now: now(),
      params: m.params,
      query: new URLSearchParams(queryString),
      path,
      queryString,
      body,
      key,
      abuseProcessingDelayMs,
    };
    const result = await m.def.handler(ctx);
    if (result.mutated) {
      try {
        await store.persist();
      } catch (e) {
        throw new ApiFailure("ERR_INTERNAL", `the change was made but the state file could not be written: ${(e as Error).message}`);
      }
    }
    return result;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const queryString = q < 0 ? "" : url.slice(q + 1);
    const entry: RequestLogEntry = {
      method,
      path,
      query: queryString,
      status: 0,
      at: now().toISOString(),
      requestHeaders: withoutAuthorization(req.headers),
      requestBody: "",
    };
    const body = await readBody(req, maxBodyBytes);
    entry.requestBody = body.text;
    if (body.kind === "tooLarge") {
      fail(res, entry, "ERR_BODY_TOO_LARGE", `request body is larger than ${maxBodyBytes} bytes`);
      return;
    }
    const fault = faults?.next(method);
    if (fault !== undefined) entry.fault = fault;
    if (fault === "reset") return reset(req, entry, fault);
    if (fault === "5xx") return fail(res, entry, "ERR_SERVICE_UNAVAILABLE", "the service is temporarily unavailable (injected fault)");
    if (fault === "429") return fail(res, entry, "ERR_RATE_LIMITED", "too many requests (injected fault); retry after 1 second", { "retry-after": "1" });
    if (limiter) {
      const r = limiter.admit(now().getTime());
      if (!r.ok) {
        const { requests, windowMs } = limiter.limit;
        return fail(res, entry, "ERR_RATE_LIMITED", `rate limit of ${requests} requests per ${windowMs / 1000} s exceeded; retry after ${r.retryAfterSeconds} s`, {
          "retry-after": String(r.retryAfterSeconds),
        });
      }
    }
    if (latencyMs > 0) await sleep(latencyMs);
    let result: Result;
    try {
      result = await perform(req, method, path, queryString, body.text, body.kind === "ok");
    } catch (e) {
      if (fault === "lost-response") return reset(req, entry, fault);
      if (e instanceof ApiFailure) return fail(res, entry, e.code, e.message, e.headers);
      console.error("emulator: unexpected error", e);
      return fail(res, entry, "ERR_INTERNAL", `internal error: ${(e as Error).message}`);
    }
    if (fault === "lost-response") return reset(req, entry, fault);
    answer(res, entry, result.status, result.body);
  }

  const server: Server = createServer({ keepAlive: true }, (req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (req.complete) console.error("emulator: request failed", e); // else: the client went away mid-body
      if (!res.headersSent) res.destroy();
    });
  });
  server.keepAliveTimeout = 60_000;
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  let closed: Promise<void> | undefined;
  return {
    baseUrl,
    apiKey: (apiKeys.find((k) => k.abuseReports) ?? (apiKeys[0] as ApiKey)).key,
    restrictedApiKey: apiKeys.find((k) => !k.abuseReports)?.key ?? "",
    log,
    get requestCount() {
      return requestCount;
    },
    clearLog: () => {
      log.length = 0;
      requestCount = 0;
    },
    setApiKeys: (rotated) => {
      keys = keyMap(rotated);
    },
    setFaults: (f) => {
      faults = f ? new FaultInjector(f) : undefined;
    },
    setRateLimit: (r) => {
      limiter = r ? new RateLimiter(r) : undefined;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    seed: (s: Seed) => {
      applySeed(store, s);
      return store.persist();
    },
    snapshot: (): State => structuredClone(store.state),
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => store.flush());
      return closed;
    },
  };
}
