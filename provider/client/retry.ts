/**
 * When to retry and how long to wait. Idempotent methods (GET, PUT, DELETE, and PATCH, which
 * sets fields absolutely) are retried on 408, 429, 5xx and lost connections. A create (POST) is
 * retried only when the service surely did not act on it: a 429, or a connection that never
 * carried the request. Never after a 5xx or a lost response, so a retry cannot create a duplicate.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** First backoff step and the largest single backoff, as in openai-node. */
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 30_000;

/** Whether sending the request twice has the effect of sending it once. */
export const isIdempotent = (method: HttpMethod): boolean => method !== "POST";

/** Whether a response status is worth retrying for this method. 400/401/403/404/409 never are. */
export function retryableStatus(method: HttpMethod, status: number): boolean {
  if (status === 429) return true; // refused before processing: safe for every method
  if (status === 408 || status >= 500) return isIdempotent(method);
  return false;
}

/** Whether a status means the service may have acted on the request before failing. */
export const ambiguousStatus = (status: number): boolean => status === 408 || status >= 500;

/**
 * Exponential backoff with full jitter: a uniform wait in [0, min(cap, base·2^(retry-1))).
 * `retry` counts from 1; `random` returns [0, 1) (injectable so tests know the waits).
 */
export function backoffMs(retry: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}

/**
 * `Retry-After` in milliseconds: delay-seconds (`120`, decimals tolerated) or an HTTP date
 * (a date in the past means now). Undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | string[] | undefined, now: number): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  // An HTTP date names a weekday and month; without letters, Date.parse would take "-3" as a year.
  const at = /[A-Za-z]/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
