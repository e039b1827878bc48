/**
 * The retries one call may make, and the wait before each. A 429 and the other failures are
 * retried by two schemes, because they mean different things:
 * - a 429 says the service did not act, so it is retried whatever the method, for as long as the
 *   account may plausibly be busy with other processes: until the call has been refused for
 *   longer than its saturation bound (see `Pacer.saturationBoundMs`);
 * - any other failure is retried only when `retry.ts` allows it, at most `maxRetries` times, and
 *   the waits before those retries add up to at most `maxRetryWaitMs`.
 * Each wait is the service's `Retry-After` when it sent one, else exponential backoff with jitter.
 */
import type { Clock } from "./clock";
import { backoffMs } from "./retry";

/** The limits of one call's retries, and the clock and jitter source that time them. */
export interface RetryLimits {
  readonly maxRetries: number;
  readonly maxRetryWaitMs: number;
  readonly clock: Clock;
  /** Returns [0, 1): the jitter of backoff waits. */
  readonly random: () => number;
}

/**
 * A failed attempt, as far as retrying it goes: `refused` for a 429 (sent at `sentAt`; the
 * pacer's saturation bound at its answer is `saturationBoundMs`), `failed` for anything else
 * (`retryable` as `retry.ts` judges it).
 */
export type FailedAttempt =
  | { readonly kind: "refused"; readonly retryAfterMs: number | undefined; readonly sentAt: number; readonly saturationBoundMs: number }
  | { readonly kind: "failed"; readonly retryAfterMs: number | undefined; readonly retryable: boolean };

/**
 * What follows a failed attempt: `retry` after waiting `waitMs`; `give up`; or `saturated`, when
 * the call would stay refused with 429 for `elapsedMs`, past its bound of `boundMs`.
 */
export type NextAttempt =
  | { readonly kind: "retry"; readonly waitMs: number }
  | { readonly kind: "give up" }
  | { readonly kind: "saturated"; readonly elapsedMs: number; readonly boundMs: number };

const GIVE_UP: NextAttempt = { kind: "give up" };

/** Backoff after a 429 grows with the attempt number up to this one, then stays. */
const REFUSAL_BACKOFF_STEPS = 10;

/** The retries of one call: one budget per call, asked after each failed attempt. */
export class RetryBudget {
  readonly #limits: RetryLimits;
  /** Retries granted, by either scheme. */
  #granted = 0;
  /** Retries granted after failures other than 429. */
  #retries = 0;
  /** Time granted to sleep before those retries, against `maxRetryWaitMs`. */
  #sleptMs = 0;
  /** When the first attempt refused with 429 went out: time queued for a turn before it does not count. */
  #refusedSince: number | undefined;
  /** The largest saturation bound seen: a draining queue cannot shrink it under a call that waited behind that queue. */
  #boundMs = 0;

  constructor(limits: RetryLimits) {
    this.#limits = limits;
  }

  /** The number of the attempt under way: 1 until a retry is granted. */
  get attempt(): number {
    return this.#granted + 1;
  }

  /** Decides what follows the failed attempt under way; a retry it grants is spent from the budget. */
  next(failure: FailedAttempt): NextAttempt {
    const next = failure.kind === "refused" ? this.#afterRefusal(failure) : this.#afterFailure(failure);
    if (next.kind === "retry") this.#granted++;
    return next;
  }

  #afterRefusal(refusal: Extract<FailedAttempt, { kind: "refused" }>): NextAttempt {
    const { maxRetries, maxRetryWaitMs, clock, random } = this.#limits;
    // maxRetries 0 turns retries off; a Retry-After beyond maxRetryWaitMs is more than a call may wait.
    if (maxRetries === 0 || (refusal.retryAfterMs ?? 0) > maxRetryWaitMs) return GIVE_UP;
    const waitMs = refusal.retryAfterMs ?? backoffMs(Math.min(this.attempt, REFUSAL_BACKOFF_STEPS), random);
    this.#refusedSince ??= refusal.sentAt;
    // Never below maxRetryWaitMs: a call may always wait for 429s as long as for other failures.
    this.#boundMs = Math.max(this.#boundMs, maxRetryWaitMs, refusal.saturationBoundMs);
    const elapsedMs = clock.now() - this.#refusedSince + waitMs;
    if (elapsedMs > this.#boundMs) return { kind: "saturated", elapsedMs, boundMs: this.#boundMs };
    return { kind: "retry", waitMs };
  }

  #afterFailure(failure: Extract<FailedAttempt, { kind: "failed" }>): NextAttempt {
    const { maxRetries, maxRetryWaitMs, random } = this.#limits;
    if (!failure.retryable || this.#retries >= maxRetries) return GIVE_UP;
    const waitMs = failure.retryAfterMs ?? backoffMs(this.#retries + 1, random);
    // A wait that would overrun maxRetryWaitMs is not started.
    if (this.#sleptMs + waitMs > maxRetryWaitMs) return GIVE_UP;
    this.#sleptMs += waitMs;
    this.#retries++;
    return { kind: "retry", waitMs };
  }
}
