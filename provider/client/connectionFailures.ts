/**
 * What a request that got no response means: which failures surely happened before the request
 * left (retrying cannot act twice) and which may have happened after the service received it.
 */

/** A failed attempt, classified. */
export interface ConnectionFailure {
  /** The system or undici code, when there is one (`ECONNREFUSED`, `UND_ERR_SOCKET`, …). */
  code: string | undefined;
  /** What happened, for the message. */
  description: string;
  /** True when the request surely never reached the service. */
  neverSent: boolean;
  /** False for local faults (bad argument, closed dispatcher) that a retry would repeat. */
  transient: boolean;
  /** True for timeouts (mapped to `TimeoutError`). */
  timeout: boolean;
}

// Failures of connection setup: nothing was written to the socket yet.
const NEVER_SENT: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "DNS lookup failed",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  EADDRNOTAVAIL: "address not available",
  UND_ERR_CONNECT_TIMEOUT: "connect timed out",
  ERR_SOCKET_CONNECTION_TIMEOUT: "connect timed out",
};

// Failures after the request may have been written: the service may have acted on it.
const AMBIGUOUS: Record<string, string> = {
  ECONNRESET: "connection reset",
  EPIPE: "connection broken",
  ETIMEDOUT: "connection timed out",
  ECONNABORTED: "connection aborted",
  UND_ERR_SOCKET: "connection closed before the response",
  UND_ERR_HEADERS_TIMEOUT: "no response headers in time",
  UND_ERR_BODY_TIMEOUT: "response body stalled",
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: "response cut short",
  UND_ERR_ABORTED: "request aborted",
};

// Faults of this process, not of the network: retrying would fail the same way.
const LOCAL = new Set(["UND_ERR_INVALID_ARG", "UND_ERR_CLOSED", "UND_ERR_DESTROYED", "UND_ERR_NOT_SUPPORTED", "ERR_INVALID_ARG_TYPE", "ERR_INVALID_URL"]);

const TIMEOUTS = new Set(["UND_ERR_CONNECT_TIMEOUT", "ERR_SOCKET_CONNECTION_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);

/**
 * The error code of a transport error: its own, its `cause`'s, or (for Node's happy-eyeballs
 * `AggregateError`) its first member's.
 */
export function codeOf(err: unknown, depth = 0): string | undefined {
  if (depth > 4 || typeof err !== "object" || err === null) return undefined;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && e.code !== "UND_ERR") return e.code;
  if (Array.isArray(e.errors) && e.errors.length) return codeOf(e.errors[0], depth + 1);
  return codeOf(e.cause, depth + 1);
}

/**
 * Classifies a thrown transport error. `timedOutAfterMs` is set when the client's own request
 * timer fired (the abort error itself does not say why it happened).
 */
export function classifyFailure(err: unknown, timedOutAfterMs: number | undefined, scrub: (s: string) => string): ConnectionFailure {
  if (timedOutAfterMs !== undefined) {
    return { code: undefined, description: `no response within ${timedOutAfterMs} ms`, neverSent: false, transient: true, timeout: true };
  }
  const code = codeOf(err);
  if (code !== undefined && code in NEVER_SENT) {
    return { code, description: NEVER_SENT[code] ?? code, neverSent: true, transient: true, timeout: TIMEOUTS.has(code) };
  }
  if (code !== undefined && LOCAL.has(code)) {
    return { code, description: messageOf(err, scrub), neverSent: true, transient: false, timeout: false };
  }
  const known = code === undefined ? undefined : AMBIGUOUS[code] ?? (code.startsWith("HPE_") ? "invalid HTTP response" : undefined);
  return { code, description: known ?? messageOf(err, scrub), neverSent: false, transient: true, timeout: code !== undefined && TIMEOUTS.has(code) };
}

function messageOf(err: unknown, scrub: (s: string) => string): string {
  const text = err instanceof Error ? err.message : String(err);
  return scrub(text).replace(/\s+/g, " ").trim() || "request failed";
}
