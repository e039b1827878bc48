/**
 * The options of a client, checked once when it is made, and the request configuration they give
 * (the one request path's settings, ./request.ts).
 */
import type { Agent, Dispatcher } from "undici";
import type * as Undici from "undici";
import { parseBaseUrl } from "./baseUrl";
import { systemClock, type Clock } from "./clock";
import { DEFAULT_RATE_BUDGET, type RateBudget } from "./pacer";
import type { RequestConfig } from "./request";
import { Secret } from "./secret";
import { VERSION } from "./version";

/** Options of an `IngressClient`. */
export interface ClientOptions {
  /** The API key, sent as `Authorization: Bearer <key>`. Never appears in errors or logs. */
  apiKey: string;
  /** The API's address, for example `https://api.example.com`; may carry a path prefix and/or a trailing slash. */
  baseUrl: string;
  /** undici dispatcher, injectable for tests. Default: one keep-alive `Agent` per process (per connect timeout). */
  dispatcher?: Dispatcher;
  /** Connect timeout of the default dispatcher (an injected one brings its own). Default 10 000 ms. */
  connectTimeoutMs?: number;
  /** Time allowed per attempt, from sending to the last byte of the response. Default 30 000 ms. */
  requestTimeoutMs?: number;
  /** Retries after the first attempt, for failures that are safe to retry. Default 4. */
  maxRetries?: number;
  /** Total time one call may sleep between retries (backoff and `Retry-After`). Default 120 000 ms. */
  maxRetryWaitMs?: number;
  /** The account's rate budget, used to space requests once the service has answered 429. Default 120 per 60 000 ms. */
  rateLimit?: RateBudget;
  /** One line per HTTP attempt: method, path, status (or error code), duration, attempt. Never headers or bodies. */
  log?: (line: string) => void;
  /** Time source and sleep, for tests. Default: the system clock. */
  clock?: Clock;
  /** Jitter source returning [0, 1), for tests. Default `Math.random`. */
  random?: () => number;
  /**
   * Wraps every call (retries included): receives the operation (`GET /tls_certificates/{id}`)
   * and the call, and returns its result; the provider's call guard plugs in here. Default: none.
   */
  around?: <T>(operation: string, call: () => Promise<T>) => Promise<T>;
}

/** The defaults of the options a client may leave out. */
export const DEFAULTS = {
  connectTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxRetries: 4,
  maxRetryWaitMs: 120_000,
} as const;

/**
 * The request configuration `opts` give, the defaults filled in.
 *
 * @throws TypeError when an option is invalid (the message never quotes the key).
 */
export function resolveConfig(opts: ClientOptions): RequestConfig {
  if (typeof opts.apiKey !== "string" || opts.apiKey === "") throw new TypeError("Missing credentials: ClientOptions.apiKey is empty");
  // A key with spaces or control characters would be refused by undici, in an error that could quote it.
  if (!/^[\x21-\x7e]+$/.test(opts.apiKey)) throw new TypeError("ClientOptions.apiKey must be printable ASCII without spaces");

  const baseUrl = parseBaseUrl(opts.baseUrl, "ClientOptions.baseUrl");

  const connectTimeoutMs = positive("connectTimeoutMs", opts.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs);
  const rateLimit = opts.rateLimit ?? DEFAULT_RATE_BUDGET;
  positive("rateLimit.requests", rateLimit.requests);
  positive("rateLimit.windowMs", rateLimit.windowMs);
  return {
    baseUrl,
    apiKey: new Secret(opts.apiKey),
    userAgent: `pulumi-ingress/${VERSION}`,
    dispatcher: opts.dispatcher ?? sharedAgent(connectTimeoutMs),
    requestTimeoutMs: positive("requestTimeoutMs", opts.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs),
    maxRetries: wholeNumber("maxRetries", opts.maxRetries ?? DEFAULTS.maxRetries),
    maxRetryWaitMs: wholeNumber("maxRetryWaitMs", opts.maxRetryWaitMs ?? DEFAULTS.maxRetryWaitMs),
    rateLimit: { requests: rateLimit.requests, windowMs: rateLimit.windowMs },
    clock: opts.clock ?? systemClock,
    random: opts.random ?? Math.random,
    log: opts.log,
  };
}

function positive(name: string, n: number): number {
  if (!(typeof n === "number" && Number.isFinite(n) && n > 0)) throw new TypeError(`ClientOptions.${name} must be a positive number; got ${String(n)}`);
  return n;
}

function wholeNumber(name: string, n: number): number {
  if (!(Number.isInteger(n) && n >= 0)) throw new TypeError(`ClientOptions.${name} must be a whole number from 0; got ${String(n)}`);
  return n;
}

// One keep-alive pool per process (per connect timeout), shared by every client and resource.
// undici is loaded with the first pool: a program that only declares resources never needs it.
const agents = new Map<number, Agent>();
function sharedAgent(connectTimeoutMs: number): Agent {
  let agent = agents.get(connectTimeoutMs);
  if (!agent) {
    const undici = require("undici") as typeof Undici; // eslint-disable-line @typescript-eslint/no-require-imports -- loaded on first use
    agents.set(connectTimeoutMs, (agent = new undici.Agent({ connect: { timeout: connectTimeoutMs } })));
  }
  return agent;
}
