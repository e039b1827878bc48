/** The emulator's request log: the most recent entries, bounded, and a count of them all. */
import type { IncomingHttpHeaders } from "node:http";
import type { FaultKind } from "./knobs";

/** One request as the emulator saw it. */
export interface RequestLogEntry {
  method: string;
  /** Path without the query. */
  path: string;
  /** Query string without the `?`; `""` when none. */
  query: string;
  /** Status answered, or `"reset"` when the connection was destroyed without an answer. */
  status: number | "reset";
  /** Arrival time, RFC 3339 with milliseconds. */
  at: string;
  /** Headers as received, without `authorization`. */
  requestHeaders: IncomingHttpHeaders;
  /** Body as sent (UTF-8 text); `""` when none. */
  requestBody: string;
  /** The injected fault that hit this request, if any. */
  fault?: FaultKind;
  /** The `error_code` of an error answer. */
  errorCode?: string;
  /** The operation id of an error answer. */
  operationId?: string;
}

const DEFAULT_LOG_LIMIT = 100_000;

/**
 * Keeps at least the most recent `limit` entries. Past `limit` plus a tenth, the oldest go in one
 * splice, so trimming costs once per batch rather than once per request.
 */
export class RequestLog<E = RequestLogEntry> {
  /** Oldest first. One array for the emulator's life: the handle exposes it as `log` (`trafficLog` for the traffic plane's). */
  readonly entries: E[] = [];
  readonly #limit: number;
  readonly #slack: number;
  readonly #onRecord: ((entry: E) => void) | undefined;
  #count = 0;

  /** Throws a RangeError when `limit` is below 1; `onRecord` sees each entry as it is recorded. */
  constructor(limit = DEFAULT_LOG_LIMIT, onRecord?: (entry: E) => void) {
    if (!(limit >= 1)) throw new RangeError(`logLimit must be at least 1; got ${limit}`);
    this.#limit = limit;
    this.#slack = Number.isFinite(limit) ? Math.max(1, Math.floor(limit / 10)) : 0;
    this.#onRecord = onRecord;
  }

  /** Every entry recorded since start or the last {@link RequestLog.clear}, kept or not. */
  get count(): number {
    return this.#count;
  }

  record(entry: E): void {
    this.#count++;
    this.entries.push(entry);
    if (this.entries.length > this.#limit + this.#slack) this.entries.splice(0, this.entries.length - this.#limit);
    this.#onRecord?.(entry);
  }

  clear(): void {
    this.entries.length = 0;
    this.#count = 0;
  }
}
