/**
 * The HTTP server and the one path every request takes:
 * read the body (413) → injected fault → rate limit (429) → injected refusal → latency → bearer
 * key (401) → Service-Version or Ngrok-Version (400) → route (404, 405) → abuse-report authorization (403) →
 * Content-Type (415) → JSON (400) → handler → state file → answer.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type ErrorBody, SERVICE_VERSION } from "../provider/wire/common";
import { Router, type Context, type Operation, type Result } from "./machinery/router";
import { ApiFailure, errorBody } from "./machinery/errors";
import { COLLECTION_KEYS, OPERATIONS, type State } from "./families";
import { listen } from "./machinery/listen";
import { edgesRefusals, FaultInjector, RateLimiter, RefusalTable } from "./machinery/knobs";
import { readBody, type Body } from "./machinery/requestBody";
import { RequestLog } from "./machinery/requestLog";
import { loadState, Store } from "./machinery/store";
import { applySeed, readSeedFile } from "./seed";
import type { TrafficLogEntry } from "./traffic/log";
import { TrafficPlane } from "./traffic/plane";
import { SecretValues } from "./traffic/secretValues";
import { upstreamMap } from "./traffic/upstreams";
import { DEFAULT_API_KEY, DEFAULT_RESTRICTED_API_KEY, type ApiKey, type Emulator, type EmulatorOptions, type FaultKind, type RequestLogEntry } from "./types";

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const DEFAULT_ABUSE_PROCESSING_DELAY_MS = 2000;
const DEFAULT_API_KEYS: readonly ApiKey[] = [
  { key: DEFAULT_API_KEY, abuseReports: true },
  { key: DEFAULT_RESTRICTED_API_KEY, abuseReports: false },
];

const router = new Router(OPERATIONS);

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

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

function withoutAuthorization(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { authorization: _authorization, ...rest } = headers;
  return rest;
}

/**
 * The version headers a request may name the API version in: this API's own, and the one every
 * ngrok client sends (its docs' examples and its Go, TypeScript and Python clients send
 * `Ngrok-Version: 2`), which the service takes too.
 */
const VERSION_HEADERS = ["Service-Version", "Ngrok-Version"] as const;

/**
 * At least one version header, and each one sent names {@link SERVICE_VERSION}: two that disagree
 * cannot both name the one version served, and the first that does not is the one answered.
 */
function checkServiceVersion(headers: IncomingHttpHeaders): void {
  const sent = VERSION_HEADERS.flatMap((name) => {
    const value = headers[name.toLowerCase()];
    return value === undefined ? [] : [{ name, value }];
  });
  if (sent.length === 0) {
    throw new ApiFailure("ERR_MISSING_VERSION", `missing header Service-Version: send Service-Version: ${SERVICE_VERSION} (or Ngrok-Version: ${SERVICE_VERSION})`);
  }
  const other = sent.find(({ value }) => String(value).trim() !== SERVICE_VERSION);
  if (other !== undefined) {
    throw new ApiFailure("ERR_UNSUPPORTED_VERSION", `unsupported ${other.name} ${JSON.stringify(other.value)}; the only supported version is ${SERVICE_VERSION}`);
  }
}

/** The endpoint at `path` for `method`, or the 404 or 405. */
function route(method: string, path: string): { def: Operation; params: Record<string, string> } {
  const m = router.match(method, path);
  if (m.kind === "none") throw new ApiFailure("ERR_PATH_NOT_FOUND", `no such path: ${path}`);
  if (m.kind === "method") {
    throw new ApiFailure("ERR_METHOD_NOT_ALLOWED", `method ${method} is not allowed on ${path}; allowed: ${m.allowed.join(", ")}`, { allow: m.allowed.join(", ") });
  }
  return m;
}

/** The JSON body of an endpoint that takes one: Content-Type (415), then UTF-8 and JSON (400). */
function jsonBody(headers: IncomingHttpHeaders, body: Body): unknown {
  const ct = headers["content-type"];
  const mediaType = ct?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw new ApiFailure(
      "ERR_UNSUPPORTED_MEDIA_TYPE",
      ct === undefined ? "Content-Type must be application/json; the request has none" : `Content-Type must be application/json; got ${JSON.stringify(ct)}`,
    );
  }
  if (body.kind !== "ok") throw new ApiFailure("ERR_INVALID_JSON", "request body is not valid UTF-8");
  if (body.text.trim() === "") throw new ApiFailure("ERR_INVALID_JSON", "request body is empty; send a JSON object");
  try {
    return JSON.parse(body.text);
  } catch {
    throw new ApiFailure("ERR_INVALID_JSON", "request body is not valid JSON");
  }
}

/** The state the emulator starts with: the state file's (if any), then the seed's resources. */
async function openStore(options: EmulatorOptions, now: () => Date): Promise<Store> {
  const store = new Store(options.statePath, now, COLLECTION_KEYS);
  if (options.statePath !== undefined) {
    const loaded = await loadState(options.statePath, COLLECTION_KEYS);
    if (loaded) store.state = loaded;
  }
  if (options.seed !== undefined) {
    applySeed(store, typeof options.seed === "string" ? await readSeedFile(options.seed) : options.seed);
    await store.persist();
  }
  return store;
}

/** A request's method, path and query string, split from its URL. */
interface Target {
  method: string;
  path: string;
  queryString: string;
}

/**
 * One running emulator: its state, the knobs a test turns, the request log and the listening
 * server. Every request takes the path of this file's header; {@link EmulatorServer.handle} is
 * what {@link startEmulator} returns.
 */
class EmulatorServer {
  readonly #now: () => Date;
  readonly #store: Store;
  /** The keys given at start: the handle's `apiKey` and `restrictedApiKey` come from them, whatever the rotations. */
  readonly #givenKeys: readonly ApiKey[];
  /** The keys accepted, by key; a rotation replaces them. */
  #keys: Map<string, ApiKey>;
  #faults: FaultInjector | undefined;
  #refusals: RefusalTable | undefined;
  /** The account's edges mode, as refusals answered once the request is authenticated. */
  #edges: RefusalTable;
  #limiter: RateLimiter | undefined;
  #latencyMs: number;
  readonly #log: RequestLog;
  readonly #trafficLog: RequestLog<TrafficLogEntry>;
  /** Vault secrets' values, for the traffic plane's `secrets.get`: this process's memory only. */
  readonly #secretValues = new SecretValues();
  #plane: TrafficPlane | undefined;
  readonly #maxBodyBytes: number;
  readonly #abuseProcessingDelayMs: number;
  readonly #http: Server;
  /** Set once listening: every `uri` an answer carries starts with it. */
  #baseUrl = "";
  #closed: Promise<void> | undefined;

  private constructor(options: EmulatorOptions, now: () => Date, givenKeys: readonly ApiKey[], keys: Map<string, ApiKey>, store: Store) {
    this.#now = now;
    this.#store = store;
    this.#givenKeys = givenKeys;
    this.#keys = keys;
    this.#faults = options.faults ? new FaultInjector(options.faults) : undefined;
    this.#refusals = options.refusals ? new RefusalTable(options.refusals) : undefined;
    this.#edges = new RefusalTable(edgesRefusals(options.edges ?? "writable"));
    this.#limiter = options.rateLimit ? new RateLimiter(options.rateLimit) : undefined;
    this.#latencyMs = options.latencyMs ?? 0;
    this.#log = new RequestLog(options.logLimit, options.onRequest);
    this.#trafficLog = new RequestLog(options.logLimit, options.onTraffic);
    this.#maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.#abuseProcessingDelayMs = options.abuseProcessingDelayMs ?? DEFAULT_ABUSE_PROCESSING_DELAY_MS;
    this.#http = createServer({ keepAlive: true }, (req, res) => {
      this.#serve(req, res).catch((e: unknown) => {
        if (req.complete) console.error("emulator: request failed", e); // else: the client went away mid-body
        if (!res.headersSent) res.destroy();
      });
    });
    this.#http.keepAliveTimeout = 60_000;
  }

  /** Checks the keys, restores the state, checks the other options, then listens. */
  static async start(options: EmulatorOptions): Promise<EmulatorServer> {
    const givenKeys = options.apiKeys ?? DEFAULT_API_KEYS;
    const keys = keyMap(givenKeys);
    const now = options.now ?? (() => new Date());
    const upstreams = upstreamMap(options.upstreams ?? {});
    const server = new EmulatorServer(options, now, givenKeys, keys, await openStore(options, now));
    const host = options.host ?? "127.0.0.1";
    await server.#listen(options.port ?? 0, host);
    if (options.trafficPort !== undefined) {
      const source = { state: () => server.#store.state, secrets: server.#secretValues, upstreams, now, record: (e: TrafficLogEntry) => server.#trafficLog.record(e) };
      server.#plane = await TrafficPlane.start(source, options.trafficPort, host).catch(async (e: unknown) => {
        await server.#close();
        throw e;
      });
    }
    return server;
  }

  /** The handle: a plain object, so its members work when passed around unbound. */
  handle(): Emulator {
    const log = this.#log;
    const trafficLog = this.#trafficLog;
    const store = this.#store;
    return {
      baseUrl: this.#baseUrl,
      ...(this.#plane === undefined ? {} : { trafficUrl: this.#plane.url }),
      trafficLog: trafficLog.entries,
      apiKey: (this.#givenKeys.find((k) => k.abuseReports) ?? (this.#givenKeys[0] as ApiKey)).key,
      restrictedApiKey: this.#givenKeys.find((k) => !k.abuseReports)?.key ?? "",
      log: log.entries,
      get requestCount() {
        return log.count;
      },
      clearLog: () => {
        log.clear();
        trafficLog.clear();
      },
      setApiKeys: (rotated) => {
        this.#keys = keyMap(rotated);
      },
      setFaults: (f) => {
        this.#faults = f ? new FaultInjector(f) : undefined;
      },
      setRefusals: (r) => {
        this.#refusals = r ? new RefusalTable(r) : undefined;
      },
      setEdges: (mode) => {
        this.#edges = new RefusalTable(edgesRefusals(mode));
      },
      setRateLimit: (r) => {
        this.#limiter = r ? new RateLimiter(r) : undefined;
      },
      setLatency: (ms) => {
        this.#latencyMs = ms;
      },
      seed: (s) => {
        applySeed(store, s);
        return store.persist();
      },
      snapshot: () => structuredClone(store.state) as State,
      close: () => this.#close(),
    };
  }

  async #listen(port: number, host: string): Promise<void> {
    this.#baseUrl = await listen(this.#http, port, host);
  }

  #close(): Promise<void> {
    this.#closed ??= Promise.all([
      new Promise<void>((resolve) => {
        this.#http.close(() => resolve());
        this.#http.closeAllConnections();
      }),
      this.#plane?.close(),
    ]).then(() => this.#store.flush());
    return this.#closed;
  }

  async #serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const target: Target = { method: req.method ?? "GET", path: q < 0 ? url : url.slice(0, q), queryString: q < 0 ? "" : url.slice(q + 1) };
    const entry: RequestLogEntry = {
      method: target.method,
      path: target.path,
      query: target.queryString,
      status: 0,
      at: this.#now().toISOString(),
      requestHeaders: withoutAuthorization(req.headers),
      requestBody: "",
    };
    const body = await readBody(req, this.#maxBodyBytes);
    entry.requestBody = body.text;
    if (body.kind === "tooLarge") return this.#fail(res, entry, new ApiFailure("ERR_BODY_TOO_LARGE", `request body is larger than ${this.#maxBodyBytes} bytes`));
    const fault = this.#faults?.next(target.method);
    if (fault !== undefined) entry.fault = fault;
    if (fault === "reset") return this.#reset(req, entry, fault);
    const refusal = this.#refusal(fault);
    if (refusal) return this.#fail(res, entry, refusal);
    const refused = this.#refusals?.answer(target.method, target.path);
    if (refused) return this.#answer(res, entry, refused.status, refused.body);
    if (this.#latencyMs > 0) await sleep(this.#latencyMs);
    let result: Result;
    try {
      result = await this.#perform(req, target, body);
    } catch (e) {
      if (fault === "lost-response") return this.#reset(req, entry, fault);
      if (e instanceof ApiFailure) return this.#fail(res, entry, e);
      console.error("emulator: unexpected error", e);
      return this.#fail(res, entry, new ApiFailure("ERR_INTERNAL", `internal error: ${(e as Error).message}`));
    }
    if (fault === "lost-response") return this.#reset(req, entry, fault);
    this.#answer(res, entry, result.status, result.body);
  }

  /** The refusal of an injected 5xx or 429, or of the rate limit; undefined when the request goes on. */
  #refusal(fault: FaultKind | undefined): ApiFailure | undefined {
    if (fault === "5xx") return new ApiFailure("ERR_SERVICE_UNAVAILABLE", "the service is temporarily unavailable (injected fault)");
    if (fault === "429") return new ApiFailure("ERR_RATE_LIMITED", "too many requests (injected fault); retry after 1 second", { "retry-after": "1" });
    const limiter = this.#limiter;
    const admission = limiter?.admit(this.#now().getTime());
    if (limiter === undefined || admission === undefined || admission.ok) return undefined;
    const { requests, windowMs } = limiter.limit;
    return new ApiFailure("ERR_RATE_LIMITED", `rate limit of ${requests} requests per ${windowMs / 1000} s exceeded; retry after ${admission.retryAfterSeconds} s`, {
      "retry-after": String(admission.retryAfterSeconds),
    });
  }

  /** Authentication, version, routing, body checks, the handler and the state file. Throws ApiFailure. */
  async #perform(req: IncomingMessage, { method, path, queryString }: Target, body: Body): Promise<Result> {
    const key = this.#authenticate(req.headers);
    checkServiceVersion(req.headers);
    // As the service: a key is checked before the account's edges are (a bad key is a 401 there too).
    const sunset = this.#edges.answer(method, path);
    if (sunset) return sunset;
    const { def, params } = route(method, path);
    if (def.abuseReports && !key.abuseReports) {
      throw new ApiFailure("ERR_ABUSE_REPORTS_NOT_AUTHORIZED", "this account is not authorized to create abuse reports");
    }
    const json = def.body ? jsonBody(req.headers, body) : undefined;
    const ctx: Context = {
      store: this.#store,
      baseUrl: this.#baseUrl,
      now: this.#now(),
      params,
      query: new URLSearchParams(queryString),
      path,
      queryString,
      body: json,
      key,
      abuseProcessingDelayMs: this.#abuseProcessingDelayMs,
    };
    const result = await def.handler(ctx);
    this.#secretValues.observe(method, path, json, result);
    if (result.mutated) {
      try {
        await this.#store.persist();
      } catch (e) {
        throw new ApiFailure("ERR_INTERNAL", `the change was made but the state file could not be written: ${(e as Error).message}`);
      }
    }
    return result;
  }

  /** The key of `Authorization: Bearer <key>`, or the 401. */
  #authenticate(headers: IncomingHttpHeaders): ApiKey {
    const auth = headers.authorization;
    const bearer = auth === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1];
    if (bearer === undefined) {
      throw new ApiFailure("ERR_MISSING_CREDENTIALS", "missing API key: send it as the header Authorization: Bearer <API_KEY>", { "www-authenticate": "Bearer" });
    }
    const key = this.#keys.get(bearer);
    if (!key) throw new ApiFailure("ERR_INVALID_CREDENTIALS", "the API key is not valid", { "www-authenticate": "Bearer" });
    return key;
  }

  /** Records the entry, then answers: the log entry exists before the client can read the answer. */
  #answer(res: ServerResponse, entry: RequestLogEntry, status: number, body: unknown, headers: Record<string, string> = {}): void {
    entry.status = status;
    const error = body as Partial<ErrorBody> | undefined;
    if (typeof error?.error_code === "string") {
      entry.errorCode = error.error_code;
      if (error.details?.operation_id !== undefined) entry.operationId = error.details.operation_id;
    }
    this.#log.record(entry);
    if (body === undefined) {
      res.writeHead(status, headers);
      res.end();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
    res.end(text);
  }

  #fail(res: ServerResponse, entry: RequestLogEntry, failure: ApiFailure): void {
    this.#answer(res, entry, failure.status, errorBody(failure.status, failure.code, failure.message), failure.headers);
  }

  /** Drops the connection without an answer (RST where the platform allows). */
  #reset(req: IncomingMessage, entry: RequestLogEntry, fault: FaultKind): void {
    entry.status = "reset";
    entry.fault = fault;
    this.#log.record(entry);
    const socket = req.socket as typeof req.socket & { resetAndDestroy?: () => void };
    if (typeof socket.resetAndDestroy === "function") socket.resetAndDestroy();
    else socket.destroy();
  }
}

/** Starts an emulator. See emulator/README.md for every option and behavior. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  return (await EmulatorServer.start(options)).handle();
}
