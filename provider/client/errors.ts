/**
 * Every error the client throws: one base {@link ApiError} and a subclass per kind, built from a
 * response by {@link ApiError.generate} (openai-node's `APIError.generate`). Messages are one line:
 *
 *     PATCH /tls_certificates/cert_123 failed: 400 ERR_X description is too long (operation op_1)
 *
 * Nothing here ever holds request headers or request options: a `cause` is a scrubbed copy made by
 * {@link sanitizedCause}, so the API key cannot reach a message, property, stack or `toJSON`.
 */
import { STATUS_CODES } from "node:http";
import { ErrorBody } from "../wire";
import { parseWire, type FieldProblem } from "../wire";
import { scrubBearer } from "./secret";

/** Where an error happened: method and path relative to the base URL (never host or query). */
export interface ErrorContext {
  method: string;
  path: string;
  /** How many times the request was sent (1 when it was not retried). */
  attempts?: number | undefined;
}

/** Fields of an {@link ApiError}; `detail` is what follows "failed: " when it is not the default. */
export interface ApiErrorInit extends ErrorContext {
  status?: number | undefined;
  errorCode?: string | undefined;
  msg: string;
  operationId?: string | undefined;
  mayHaveBeenCreated?: boolean | undefined;
  cause?: Error | undefined;
  detail?: string | undefined;
  /** The whole message, for errors that are not failures of a sent request. */
  message?: string | undefined;
}

const MAY_HAVE_BEEN_CREATED = "the resource may have been created: check before creating it again";

/** The base of every error the client throws. */
export class ApiError extends Error {
  /** HTTP status, or undefined when no response arrived (or the request was not sent). */
  readonly status: number | undefined;
  /** The service's `error_code` (`ERR_…`), when the error body carried one. */
  readonly errorCode: string | undefined;
  /** The service's `msg`, or a description of what went wrong when there was none. */
  readonly msg: string;
  /** The service's `details.operation_id`, to quote to support. */
  readonly operationId: string | undefined;
  readonly method: string;
  /** Path relative to the base URL, without query. */
  readonly path: string;
  /** How many times the request was sent before giving up (0 when it was never sent). */
  readonly attempts: number;
  /**
   * True when a create (POST) failed in a way that does not tell whether the server acted on it
   * (5xx, connection lost after sending, no response in time): it was not retried, and the
   * resource may exist.
   */
  readonly mayHaveBeenCreated: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? composeMessage(init), init.cause ? { cause: init.cause } : undefined);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.msg = init.msg;
    this.operationId = init.operationId;
    this.method = init.method;
    this.path = init.path;
    this.attempts = init.attempts ?? 1;
    this.mayHaveBeenCreated = init.mayHaveBeenCreated ?? false;
  }

  /**
   * Builds the error for a non-2xx response: parses the service's error body
   * (`{error_code, status_code, msg, details: {operation_id}}`), or, when the body is not that,
   * uses the status text and a short excerpt of the body.
   */
  static generate(
    status: number,
    bodyText: string,
    ctx: ErrorContext & { mayHaveBeenCreated?: boolean; retryAfterMs?: number | undefined; scrub?: (s: string) => string },
  ): ApiError {
    const scrub = ctx.scrub ?? scrubBearer;
    const init: ApiErrorInit = {
      method: ctx.method,
      path: ctx.path,
      attempts: ctx.attempts,
      mayHaveBeenCreated: ctx.mayHaveBeenCreated,
      status,
      ...errorBodyFields(status, bodyText, scrub),
    };
    switch (status) {
      case 400:
        return init.errorCode === UnreservedUrlError.CODE ? new UnreservedUrlError(init) : new BadRequestError(init);
      case 401:
        return new UnauthorizedError(init);
      case 403:
        if (init.errorCode === EdgesReadOnlyError.CODE) return new EdgesReadOnlyError(init);
        if (init.errorCode === EdgesGoneError.CODE) return new EdgesGoneError(init);
        return new ForbiddenError(init);
      case 404:
        return new NotFoundError(init);
      case 409:
        return new ConflictError(init);
      case 429:
        return new RateLimitedError(init, ctx.retryAfterMs);
      default:
        return status >= 500 ? new ServerError(init) : new ApiError(init);
    }
  }

  /** Plain data for logs and `JSON.stringify`: the fields above and a summary of the cause. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { name: this.name, message: this.message };
    for (const [k, v] of Object.entries(this)) if (v !== undefined) out[k] = v;
    if (this.cause instanceof Error) {
      const code = (this.cause as { code?: unknown }).code;
      out.cause = { name: this.cause.name, message: this.cause.message, ...(typeof code === "string" ? { code } : {}) };
    }
    return out;
  }
}

/** 400: the service refused the request's content. */
export class BadRequestError extends ApiError {}
/** 401: the API key is missing, wrong or revoked. */
export class UnauthorizedError extends ApiError {}
/** 403: the key may not do this (for example abuse reports on an account not authorized for them). */
export class ForbiddenError extends ApiError {}

/**
 * 400 ERR_NGROK_319: a public endpoint's URL is not reserved on the account (errors/err_ngrok_319.mdx):
 * a `tcp://` URL must be one of its TCP addresses, another one on one of its reserved domains. The
 * service's `msg` stays in {@link ApiError.msg}; the message says what it means and what to do.
 */
export class UnreservedUrlError extends BadRequestError {
  static readonly CODE = "ERR_NGROK_319";
  constructor(init: ApiErrorInit) {
    super({
      ...init,
      detail:
        `${init.status ?? 400} ${init.errorCode ?? ""} the endpoint's URL is not reserved on this account: a tcp:// URL must be one of its TCP addresses ` +
        "(reserve one with a TcpAddress and use its addr: url pulumi.interpolate`tcp://${address.addr}`), an http, https or tls URL a domain it reserved (a ReservedDomain)" +
        (init.operationId ? ` (operation ${init.operationId})` : ""),
    });
  }
}

/** What follows "failed: " for a refusal of ngrok's sunset of edges: the code, what it means, the operation. */
const sunsetDetail = (init: ApiErrorInit, meaning: string): string =>
  `${init.status ?? 403} ${init.errorCode ?? ""} ${meaning}${init.operationId ? ` (operation ${init.operationId})` : ""}`;

/**
 * 403 ERR_NGROK_7196: the account's edges are read-only since ngrok's sunset of edges
 * (2025-12-31): they are read, never created, changed or deleted again. The service's `msg` stays
 * in {@link ApiError.msg}; the message says what it means and where to go (docs/leaving-edges.md).
 */
export class EdgesReadOnlyError extends ForbiddenError {
  static readonly CODE = "ERR_NGROK_7196";
  constructor(init: ApiErrorInit) {
    super({
      ...init,
      detail: sunsetDetail(
        init,
        "this account's edges are read-only since ngrok's sunset of edges: their routes can be read, never created, changed or deleted again; their replacement is a cloud endpoint (docs/leaving-edges.md)",
      ),
    });
  }
}

/** 403 ERR_NGROK_7008: the account's edges are gone since ngrok's sunset of edges: not even read. */
export class EdgesGoneError extends ForbiddenError {
  static readonly CODE = "ERR_NGROK_7008";
  constructor(init: ApiErrorInit) {
    super({
      ...init,
      detail: sunsetDetail(
        init,
        "this account's edges are gone since ngrok's sunset of edges: they and their routes can no longer be read or changed; their replacement is a cloud endpoint (docs/leaving-edges.md)",
      ),
    });
  }
}

/** 404: no such resource (or no such parent edge). */
export class NotFoundError extends ApiError {}
/** 409: the request conflicts with the resource's state. */
export class ConflictError extends ApiError {}
/** 5xx: the service failed. */
export class ServerError extends ApiError {}

/** 429: over the account's rate limit. `retryAfterMs` is the service's `Retry-After`, when sent. */
export class RateLimitedError extends ApiError {
  readonly retryAfterMs: number | undefined;
  constructor(init: ApiErrorInit, retryAfterMs: number | undefined) {
    super(init);
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * A request body, path parameter or option broke a rule of the API, found before sending: no
 * HTTP call was made. A {@link BadRequestError} without a status, so one `instanceof` check
 * covers the service's 400s and these.
 */
export class RequestValidationError extends BadRequestError {
  /** Every rule broken, each naming its field (snake_case, as on the wire). */
  readonly problems: readonly FieldProblem[];
  constructor(ctx: ErrorContext, problems: readonly FieldProblem[]) {
    const text = problems.map((p) => p.message).join("; ");
    super({ ...ctx, attempts: 0, msg: text, message: `${ctx.method} ${ctx.path} not sent: ${text}` });
    this.problems = problems;
  }
}

/** Fields of a {@link ConnectionError}. */
export interface ConnectionErrorInit extends ErrorContext {
  /** What happened, for example `connection refused`. */
  description: string;
  /** The system or undici error code, for example `ECONNREFUSED`. */
  code: string | undefined;
  neverSent: boolean;
  mayHaveBeenCreated?: boolean | undefined;
  cause?: Error | undefined;
}

/** No response arrived: the connection failed or was lost. */
export class ConnectionError extends ApiError {
  /** The system or undici error code, for example `ECONNREFUSED`, `ECONNRESET`. */
  readonly code: string | undefined;
  /**
   * True when the request surely never reached the server (connection refused, DNS failure,
   * connect timeout), so retrying it cannot act twice. False when it may have been received
   * (connection reset or closed after sending, no response in time).
   */
  readonly neverSent: boolean;
  constructor(init: ConnectionErrorInit) {
    const detail = `${init.description}${init.code ? ` (${init.code})` : ""}${init.neverSent ? "; the request was not sent" : ""}`;
    super({ ...init, msg: init.description, detail });
    this.code = init.code;
    this.neverSent = init.neverSent;
  }
}

/** No response in time: the connect timeout (then {@link ConnectionError.neverSent}) or the request timeout. */
export class TimeoutError extends ConnectionError {}

/** A 2xx response the client cannot use: not JSON, or not the documented shape. */
export class InvalidResponseError extends ApiError {
  /** The fields that do not match, each naming its field (empty when the body is not JSON). */
  readonly problems: readonly FieldProblem[];
  constructor(ctx: ErrorContext & { status: number; mayHaveBeenCreated?: boolean }, what: string, problems: readonly FieldProblem[] = []) {
    super({ ...ctx, msg: what, detail: `${ctx.status} ${what}` });
    this.problems = problems;
  }
}

// `name` on the prototype, so stacks and inspect output show the class from construction on.
for (const [cls, name] of [
  [ApiError, "ApiError"],
  [BadRequestError, "BadRequestError"],
  [UnauthorizedError, "UnauthorizedError"],
  [ForbiddenError, "ForbiddenError"],
  [UnreservedUrlError, "UnreservedUrlError"],
  [EdgesReadOnlyError, "EdgesReadOnlyError"],
  [EdgesGoneError, "EdgesGoneError"],
  [NotFoundError, "NotFoundError"],
  [ConflictError, "ConflictError"],
  [ServerError, "ServerError"],
  [RateLimitedError, "RateLimitedError"],
  [RequestValidationError, "RequestValidationError"],
  [ConnectionError, "ConnectionError"],
  [TimeoutError, "TimeoutError"],
  [InvalidResponseError, "InvalidResponseError"],
] as const) {
  Object.defineProperty(cls.prototype, "name", { value: name, writable: true, configurable: true });
}

function composeMessage(init: ApiErrorInit): string {
  const attempts = init.attempts ?? 1;
  const head = `${init.method} ${init.path} failed${attempts > 1 ? ` after ${attempts} attempts` : ""}`;
  const detail =
    init.detail ??
    [init.status, init.errorCode, init.msg].filter((x) => x !== undefined && x !== "").join(" ") +
      (init.operationId ? ` (operation ${init.operationId})` : "");
  return `${head}: ${detail}${init.mayHaveBeenCreated ? `; ${MAY_HAVE_BEEN_CREATED}` : ""}`;
}

/** The service's error body's fields, or the status text and an excerpt of a body that is not one. */
function errorBodyFields(status: number, bodyText: string, scrub: (s: string) => string): Pick<ApiErrorInit, "errorCode" | "msg" | "operationId"> {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    json = undefined;
  }
  const parsed = json === undefined ? undefined : parseWire(ErrorBody, json);
  if (parsed?.ok) {
    const b = parsed.value;
    return {
      errorCode: b.error_code ? oneLine(scrub(b.error_code)) : undefined,
      msg: oneLine(scrub(b.msg)),
      operationId: b.details?.operation_id ? oneLine(scrub(b.details.operation_id)) : undefined,
    };
  }
  const statusText = STATUS_CODES[status] ?? "Unknown Status";
  const body = excerpt(scrub(bodyText));
  return { msg: body ? `${statusText}: ${body}` : statusText };
}

/** Collapses whitespace (messages are one line). */
export const oneLine = (s: string): string => s.replace(/\s+/g, " ").trim();

/** The start of a body, on one line, for messages: at most `max` characters. */
export function excerpt(s: string, max = 200): string {
  const line = oneLine(s);
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * A copy of a transport error safe to attach as `cause`: name, code, scrubbed message and stack
 * frames only. undici errors can reference the request (and so its headers); the copy cannot.
 */
export function sanitizedCause(err: unknown, code: string | undefined, scrub: (s: string) => string): Error {
  const src = err instanceof Error ? err : new Error(typeof err === "string" ? err : "non-error thrown");
  const copy = new Error(oneLine(scrub(src.message)));
  Object.defineProperty(copy, "name", { value: src.name, writable: true, configurable: true });
  if (code !== undefined) Object.defineProperty(copy, "code", { value: code, enumerable: true });
  const frames = (src.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l));
  copy.stack = [`${src.name}: ${copy.message}`, ...frames.map(scrub)].join("\n");
  return copy;
}
