/**
 * The one request path. Every API call goes through {@link send}, which: expands and encodes the
 * path, validates the body against its strict wire schema (nothing is sent when it fails), adds
 * auth and the fixed headers, waits for the pacer, applies the request timeout, retries as the
 * call's `RetryBudget` allows (`retryBudget.ts`, by the rules in `retry.ts`), maps failures to the
 * errors in `errors.ts`, and validates the response against its (tolerant) wire schema.
 */
import type { Dispatcher } from "undici";
import { z } from "zod";
import { parseWire, type FieldProblem } from "../wire";
import { SERVICE_VERSION } from "../wire/common";
import type { Clock } from "./clock";
import { classifyFailure, type ConnectionFailure } from "./connectionFailures";
import {
  ApiError,
  ConnectionError,
  excerpt,
  InvalidResponseError,
  RateLimitedError,
  RequestValidationError,
  sanitizedCause,
  TimeoutError,
  type ErrorContext,
} from "./errors";
import { pacerFor, type Pacer, type RateBudget } from "./pacer";
import { displayPath, expandPath, joinUrl, type PathRef } from "./paths";
import { ambiguousStatus, parseRetryAfter, retryableStatus, isIdempotent, type HttpMethod } from "./retry";
import { RetryBudget } from "./retryBudget";
import type { Secret } from "./secret";
import { scrubPendingWarnings } from "../wire/unknownValues";

/** One API call, as the family classes describe it. */
export interface RequestSpec<S extends z.ZodType> {
  method: HttpMethod;
  /** A template with parameters (see `pathOf`), or an absolute URL on the base URL's origin (a next page). */
  path: PathRef | URL;
  query?: Readonly<Record<string, string | number>>;
  /** The body and the strict schema it must pass before it is sent. */
  body?: { readonly schema: z.ZodType; readonly value: unknown };
  /** The schema the response must pass; its output is what the call returns. */
  response: S;
}

/** The signature of the request path, handed to the family classes. */
export type RequestFn = <S extends z.ZodType>(spec: RequestSpec<S>) => Promise<z.output<S>>;

/** What a family class gets from the client: the request path and the base URL (for pagination). */
export interface Transport {
  readonly request: RequestFn;
  readonly baseUrl: URL;
}

/** Response schema of a DELETE (204): whatever arrives, the call returns nothing. */
export const NoContent = z.unknown().transform((): void => undefined);

/** Everything the request path needs, resolved from `ClientOptions` once. */
export interface RequestConfig {
  baseUrl: URL;
  apiKey: Secret;
  userAgent: string;
  dispatcher: Dispatcher;
  requestTimeoutMs: number;
  maxRetries: number;
  maxRetryWaitMs: number;
  rateLimit: RateBudget;
  clock: Clock;
  random: () => number;
  log: ((line: string) => void) | undefined;
}

type Outcome =
  | { kind: "response"; status: number; headers: Record<string, string | string[] | undefined>; text: string }
  | { kind: "failure"; failure: ConnectionFailure; error: unknown };

/** A call ready to send: what goes on the wire, and its path as messages and logs show it. */
interface Outgoing {
  readonly method: HttpMethod;
  readonly url: URL;
  /** Relative to the base URL, without query. */
  readonly path: string;
  readonly bodyText: string | undefined;
}

/** Sends one API call, with retries, and returns the response parsed by `spec.response`. */
export async function send<S extends z.ZodType>(cfg: RequestConfig, spec: RequestSpec<S>): Promise<z.output<S>> {
  const outgoing = prepare(cfg, spec);
  const pacer = pacerFor(cfg.baseUrl.origin);
  const leave = pacer.enter();
  try {
    return await sendPaced(cfg, outgoing, spec.response, pacer);
  } finally {
    leave();
  }
}

/** Expands the path and validates the body; a call that breaks a rule throws here, unsent. */
function prepare(cfg: RequestConfig, spec: RequestSpec<z.ZodType>): Outgoing {
  const { method } = spec;

  let url: URL;
  let path: string;
  if (spec.path instanceof URL) {
    // The key goes to the base URL's origin only, whatever a response says.
    if (spec.path.origin !== cfg.baseUrl.origin) throw new Error(`refusing to send ${method} to ${spec.path.origin}: not the base URL's origin`);
    url = new URL(spec.path.href);
    for (const [k, v] of Object.entries(spec.query ?? {})) url.searchParams.set(k, String(v));
    path = displayPath(cfg.baseUrl, url);
  } else {
    const expanded = expandPath(spec.path);
    if (!expanded.ok) throw new RequestValidationError({ method, path: spec.path.template }, expanded.problems);
    path = expanded.path;
    url = joinUrl(cfg.baseUrl, path, spec.query);
  }

  let bodyText: string | undefined;
  if (spec.body) {
    const parsed = parseWire(spec.body.schema, spec.body.value);
    if (!parsed.ok) throw new RequestValidationError({ method, path }, parsed.problems);
    bodyText = JSON.stringify(parsed.value);
  }
  return { method, url, path, bodyText };
}

/** The attempts of one call: each waits for its turn from the pacer, and they go on while the {@link RetryBudget} allows. */
async function sendPaced<S extends z.ZodType>(cfg: RequestConfig, outgoing: Outgoing, schema: S, pacer: Pacer): Promise<z.output<S>> {
  const { method, path } = outgoing;
  const scrub = (s: string): string => cfg.apiKey.scrub(s);
  const budget = new RetryBudget(cfg);
  // Set once an attempt may have been acted on; a DELETE retried after that and answered 404 succeeded.
  let actedOnBefore = false;

  for (;;) {
    const attempt = budget.attempt;
    const turn = await pacer.acquire(cfg.clock, cfg.rateLimit);
    const sentAt = cfg.clock.now();
    const outcome = await attemptOnce(cfg, outgoing);
    turn.answered(cfg.clock.now(), outcome.kind === "response" && outcome.status === 429);
    writeLog(cfg, `${method} ${path} ${outcomeLabel(outcome)} ${Math.round(cfg.clock.now() - sentAt)}ms attempt ${attempt}`);

    const ctx: ErrorContext = { method, path, attempts: attempt };
    if (outcome.kind === "response") {
      const { status } = outcome;
      if (status >= 200 && status < 300) {
        pacer.succeeded(cfg.rateLimit);
        return parseResponse(schema, outcome.text, { ...ctx, status }, scrub);
      }
      if (status === 404 && method === "DELETE" && actedOnBefore) return parseResponse(schema, "", { ...ctx, status: 204 }, scrub);
    }

    const { error, retryable, retryAfterMs, actedOn } = judge(outcome, method, ctx, scrub, cfg.clock.now());
    const refused = outcome.kind === "response" && outcome.status === 429;
    if (refused) paceRefusal(cfg, pacer, sentAt, retryAfterMs);
    const next = budget.next(
      refused ? { kind: "refused", retryAfterMs, sentAt, saturationBoundMs: pacer.saturationBoundMs(cfg.rateLimit) } : { kind: "failed", retryAfterMs, retryable },
    );
    if (next.kind === "give up") throw error;
    if (next.kind === "saturated") throw saturated(error, next.elapsedMs, next.boundMs, pacer.calls, cfg.rateLimit);
    actedOnBefore ||= actedOn;
    await cfg.clock.sleep(next.waitMs);
  }
}

/** The pacer's part in a 429: it paces (or slows) every request of the process to this origin, and holds them all. */
function paceRefusal(cfg: RequestConfig, pacer: Pacer, sentAt: number, retryAfterMs: number | undefined): void {
  // Capped, so a huge Retry-After cannot hold every other request longer than one call may wait.
  const pause = retryAfterMs === undefined ? undefined : Math.min(retryAfterMs, cfg.maxRetryWaitMs);
  pacer.rateLimited(sentAt, cfg.clock.now(), pause, cfg.rateLimit, cfg.random);
}

/** The error of a call still refused with 429 past the saturation bound: says so, and what to change. */
function saturated(error: ApiError, elapsedMs: number, boundMs: number, calls: number, budget: RateBudget): RateLimitedError {
  const s = (ms: number): string => `${Math.round(ms / 100) / 10} s`;
  const note =
    `the account stayed rate limited for ${s(elapsedMs)}, past this process's bound of ${s(boundMs)} ` +
    `(${calls} call${calls === 1 ? "" : "s"} in progress, budget ${budget.requests} per ${s(budget.windowMs)}): ` +
    "other processes are spending the same account's budget. Set ingress:rateLimit (or INGRESS_RATE_LIMIT) " +
    "to the account's real budget, or to this stack's share of it, or run fewer stacks in parallel";
  return new RateLimitedError(
    {
      method: error.method,
      path: error.path,
      attempts: error.attempts,
      status: error.status,
      errorCode: error.errorCode,
      msg: error.msg,
      operationId: error.operationId,
      message: `${error.message}; ${note}`,
    },
    error instanceof RateLimitedError ? error.retryAfterMs : undefined,
  );
}

/** What a failed attempt means: the error to throw, whether to retry, and what the service asked. */
interface Verdict {
  error: ApiError;
  retryable: boolean;
  retryAfterMs: number | undefined;
  /** Whether the service may have acted on the request. */
  actedOn: boolean;
}

function judge(outcome: Outcome, method: HttpMethod, ctx: ErrorContext, scrub: (s: string) => string, now: number): Verdict {
  if (outcome.kind === "response") {
    const { status } = outcome;
    const retryAfterMs = parseRetryAfter(outcome.headers["retry-after"], now);
    const actedOn = ambiguousStatus(status);
    const error = ApiError.generate(status, outcome.text, { ...ctx, mayHaveBeenCreated: method === "POST" && actedOn, retryAfterMs, scrub });
    return { error, retryable: retryableStatus(method, status), retryAfterMs, actedOn };
  }
  const f = outcome.failure;
  const init = {
    ...ctx,
    description: f.description,
    code: f.code,
    neverSent: f.neverSent,
    mayHaveBeenCreated: method === "POST" && !f.neverSent,
    cause: sanitizedCause(outcome.error, f.code, scrub),
  };
  return {
    error: f.timeout ? new TimeoutError(init) : new ConnectionError(init),
    retryable: f.transient && (f.neverSent || isIdempotent(method)),
    retryAfterMs: undefined,
    actedOn: !f.neverSent,
  };
}

/** The status, or the failure's code, for the log line. */
function outcomeLabel(o: Outcome): string {
  if (o.kind === "response") return String(o.status);
  return o.failure.code ?? (o.failure.timeout ? "TIMEOUT" : "ERROR");
}

/** One HTTP exchange, never throwing: a response (any status) or a classified failure. */
async function attemptOnce(cfg: RequestConfig, { method, url, bodyText }: Outgoing): Promise<Outcome> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${cfg.apiKey.reveal()}`,
    "Service-Version": SERVICE_VERSION,
    // ngrok's own API reads its version under this name: with both, one program runs against either service.
    "Ngrok-Version": SERVICE_VERSION,
    Accept: "application/json",
    "User-Agent": cfg.userAgent,
  };
  if (bodyText !== undefined) headers["Content-Type"] = "application/json";

  // One timer for the whole exchange, connect to last body byte.
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, cfg.requestTimeoutMs);
  try {
    const res = await cfg.dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method,
      headers,
      body: bodyText ?? null,
      signal: abort.signal,
    });
    const text = await res.body.text();
    return { kind: "response", status: res.statusCode, headers: res.headers, text };
  } catch (error) {
    const scrub = (s: string): string => cfg.apiKey.scrub(s);
    return { kind: "failure", failure: classifyFailure(error, timedOut ? cfg.requestTimeoutMs : undefined, scrub), error };
  } finally {
    clearTimeout(timer);
  }
}

/** Parses a 2xx body with the response schema; anything else is an {@link InvalidResponseError}. */
function parseResponse<S extends z.ZodType>(
  schema: S,
  text: string,
  ctx: ErrorContext & { status: number },
  scrub: (s: string) => string,
): z.output<S> {
  // A create that got a 2xx did happen, even if its response cannot be read.
  const errCtx = { ...ctx, mayHaveBeenCreated: ctx.method === "POST" };
  let json: unknown = undefined;
  if (ctx.status !== 204 && text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      throw new InvalidResponseError(errCtx, `response is not JSON: ${excerpt(scrub(text))}`);
    }
  }
  const parsed = parseWire(schema, json);
  // An unknown value read as text is quoted in a warning: scrubbed like any server text.
  scrubPendingWarnings(scrub);
  if (parsed.ok) return parsed.value;
  // Problems can quote response values (`got "dsa"`), so they are scrubbed like any server text.
  const problems = parsed.problems.map((p) => ({ path: p.path, message: scrub(p.message) }));
  if (json === undefined) throw new InvalidResponseError(errCtx, "response is empty", problems);
  throw new InvalidResponseError(errCtx, `response is invalid: ${summarize(problems)}`, problems);
}

/** The first few problems, for a message that stays one readable line. */
function summarize(problems: readonly FieldProblem[], max = 3): string {
  const shown = problems.slice(0, max).map((p) => p.message).join("; ");
  return problems.length > max ? `${shown} (and ${problems.length - max} more)` : shown;
}

function writeLog(cfg: RequestConfig, line: string): void {
  try {
    cfg.log?.(cfg.apiKey.scrub(line));
  } catch {
    // A failing logger must not fail the request it reports.
  }
}
