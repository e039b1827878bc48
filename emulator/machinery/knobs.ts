/** The test knobs: injected faults (deterministic), refusals of chosen requests and the rolling-window rate limit. */
import type { ErrorBody } from "../../provider/wire/common";
import { operationId } from "./ids";
import { ERROR_CODES } from "./errors";

/** Rolling-window rate limit: at most `requests` in any `windowMs`. */
export interface RateLimit {
  requests: number;
  windowMs: number;
}

/**
 * What an injected fault does, decided before anything else happens to the request:
 * - `5xx`: answers 503 `ERR_SERVICE_UNAVAILABLE`, nothing performed;
 * - `reset`: destroys the connection, nothing performed;
 * - `429`: answers 429 `ERR_RATE_LIMITED` with `Retry-After: 1`, nothing performed;
 * - `lost-response`: performs the operation (state committed and persisted), then destroys the
 *   connection without answering.
 */
export type FaultKind = "5xx" | "reset" | "429" | "lost-response";

/**
 * Injected faults: each request is hit with probability `rate`; the kind is drawn from `kinds`.
 * Draws come from a PRNG seeded with `seed` (default 1), reset by every `setFaults`, so a given
 * sequence of requests always meets the same faults.
 */
export interface Faults {
  rate: number;
  kinds: FaultKind[];
  seed?: number;
  /** Only requests with these methods are subject to faults (default: all). */
  methods?: string[];
}

/**
 * A refusal: each request with `method` (any, when absent) whose whole path matches `path` (the
 * source of a regular expression, such as `/event_subscriptions/[^/]+`) is answered `status` with
 * the service's error body (`error_code` `errorCode`, `msg` `message`), nothing performed. As the
 * service refuses what an account may no longer do (403 `ERR_NGROK_7196` on writes to edges).
 */
export interface Refusal {
  method?: string;
  path: string;
  status: number;
  errorCode: string;
  message: string;
}

/**
 * What the account may still do with edges since ngrok's sunset of 2025-12-31 (emulator/README.md
 * "Edges modes"): `writable` (before it, the default), `read-only` (every create, update, module
 * replace or delete under /edges refused with ERR_NGROK_7196, reads served) or `gone` (every
 * request under /edges refused with ERR_NGROK_7008).
 */
export type EdgesMode = "writable" | "read-only" | "gone";

export const EDGES_MODES: readonly EdgesMode[] = ["writable", "read-only", "gone"];

/** mulberry32: a small, fast, deterministic PRNG yielding numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FAULT_KINDS: readonly FaultKind[] = ["5xx", "reset", "429", "lost-response"];

/** Decides, request by request, which fault (if any) hits it. */
export class FaultInjector {
  private readonly random: () => number;
  private readonly methods: Set<string> | undefined;

  constructor(private readonly faults: Faults) {
    if (!(faults.rate >= 0 && faults.rate <= 1)) throw new RangeError(`faults.rate must be between 0 and 1; got ${faults.rate}`);
    for (const k of faults.kinds) {
      if (!FAULT_KINDS.includes(k)) throw new RangeError(`faults.kinds: unknown kind ${JSON.stringify(k)}; use ${FAULT_KINDS.join(", ")}`);
    }
    this.random = mulberry32(faults.seed ?? 1);
    this.methods = faults.methods ? new Set(faults.methods.map((m) => m.toUpperCase())) : undefined;
  }

  /** The fault for the next request, or undefined. Draws only for requests subject to faults. */
  next(method: string): FaultKind | undefined {
    if (this.faults.kinds.length === 0 || (this.methods && !this.methods.has(method))) return undefined;
    if (this.random() >= this.faults.rate) return undefined;
    return this.faults.kinds[Math.floor(this.random() * this.faults.kinds.length)];
  }
}

/** Rolling window: a ring of the times of the requests admitted during the last `windowMs`. */
export class RateLimiter {
  private readonly times: number[];
  private head = 0;
  private count = 0;

  constructor(readonly limit: RateLimit) {
    if (!(Number.isInteger(limit.requests) && limit.requests > 0)) throw new RangeError(`rateLimit.requests must be a whole number above 0; got ${limit.requests}`);
    if (!(limit.windowMs > 0)) throw new RangeError(`rateLimit.windowMs must be above 0; got ${limit.windowMs}`);
    this.times = new Array<number>(limit.requests).fill(0);
  }

  /** Admits a request at `nowMs`, or returns the whole seconds to wait before one would be. */
  admit(nowMs: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const size = this.limit.requests;
    while (this.count > 0 && (this.times[this.head] as number) <= nowMs - this.limit.windowMs) {
      this.head = (this.head + 1) % size;
      this.count--;
    }
    if (this.count >= size) {
      const oldest = this.times[this.head] as number;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.limit.windowMs - nowMs) / 1000)) };
    }
    this.times[(this.head + this.count) % size] = nowMs;
    this.count++;
    return { ok: true };
  }
}

/** The answers of the refusals a test sets, request by request. */
export class RefusalTable {
  private readonly rules: readonly { refusal: Refusal; method: string | undefined; path: RegExp }[];

  constructor(refusals: readonly Refusal[]) {
    this.rules = refusals.map((refusal) => {
      if (!(Number.isInteger(refusal.status) && refusal.status >= 400 && refusal.status <= 599)) {
        throw new RangeError(`refusals: status must be a whole number from 400 to 599; got ${refusal.status}`);
      }
      let path: RegExp;
      try {
        // Anchored: the pattern names whole paths, as the API's path templates do.
        path = new RegExp(`^(?:${refusal.path})$`);
      } catch (e) {
        throw new RangeError(`refusals: path ${JSON.stringify(refusal.path)} is not a regular expression: ${(e as Error).message}`, { cause: e });
      }
      return { refusal, method: refusal.method?.toUpperCase(), path };
    });
  }

  /** The status and error body for a request the first matching refusal names, or undefined. */
  answer(method: string, path: string): { status: number; body: ErrorBody } | undefined {
    const rule = this.rules.find((r) => (r.method === undefined || r.method === method) && r.path.test(path));
    if (rule === undefined) return undefined;
    const { status, errorCode, message } = rule.refusal;
    return { status, body: { error_code: errorCode, status_code: status, msg: message, details: { operation_id: operationId() } } };
  }
}

/** ERR_NGROK_7196's message, as errors/err_ngrok_7196.mdx of ngrok's docs words it. */
export const EDGES_READ_ONLY_MESSAGE =
  "Your account has read-only access to Edges. Edges are deprecated, and write access (including creating, updating, or deleting) is no longer supported for your account.";
/** ERR_NGROK_7008's message, as errors/err_ngrok_7008.mdx words it. */
export const EDGES_GONE_MESSAGE = "Edges are deprecated and no longer available.";

/** Every path under /edges: edges, their routes, a route's modules. */
const UNDER_EDGES = "/edges(?:/.*)?";

/**
 * The refusals that make an account's edges read-only (every write under /edges: POST, PATCH,
 * PUT of a module, DELETE) or gone (every request under /edges); none for writable.
 */
export function edgesRefusals(mode: EdgesMode): Refusal[] {
  if (!EDGES_MODES.includes(mode)) throw new RangeError(`edges: unknown mode ${JSON.stringify(mode)}; use ${EDGES_MODES.join(", ")}`);
  if (mode === "writable") return [];
  if (mode === "gone") return [{ path: UNDER_EDGES, status: ERROR_CODES.ERR_NGROK_7008, errorCode: "ERR_NGROK_7008", message: EDGES_GONE_MESSAGE }];
  return ["POST", "PATCH", "PUT", "DELETE"].map((method) => ({
    method,
    path: UNDER_EDGES,
    status: ERROR_CODES.ERR_NGROK_7196,
    errorCode: "ERR_NGROK_7196",
    message: EDGES_READ_ONLY_MESSAGE,
  }));
}
