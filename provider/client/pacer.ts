/**
 * Process-wide pacing per API origin. One provider process serves every resource of a
 * `pulumi up`, so a large stack can send far more than the account's budget (120 requests per
 * rolling 60 s). Until the service first answers 429 nothing is paced; from then on every request
 * of the process to that origin is spaced {@link pacingIntervalMs} apart (a token bucket holding
 * one token: never a burst that could break a rolling window), and a `Retry-After` holds them all.
 * Waits are queued in order, so throughput settles at the budget instead of failing.
 */
import type { Clock } from "./clock";

/** How many requests the account may send per window. */
export interface RateBudget {
  requests: number;
  windowMs: number;
}

/** The service's documented budget: 120 requests per rolling 60 s. */
export const DEFAULT_RATE_BUDGET: Readonly<RateBudget> = { requests: 120, windowMs: 60_000 };

/**
 * Spacing of paced requests: the budget's own spacing, 2% wider. Pacing at exactly the budget
 * sits on the edge of the service's rolling window: timer and event-loop jitter then lets a 21st
 * request into some window, and each such 429 costs a whole-second Retry-After for every queued
 * request (bench/results.md measured 1.34x the theoretical time at exactly the budget, 1.14x
 * with this margin).
 */
export const pacingIntervalMs = (budget: RateBudget): number => (budget.windowMs / budget.requests) * 1.02;

export class Pacer {
  #learned = false;
  /** Earliest start of the next paced request. */
  #next = 0;
  /** No request starts before this (a `Retry-After`). */
  #pausedUntil = 0;

  /** Whether a 429 has been seen, so requests are being spaced. */
  get pacing(): boolean {
    return this.#learned;
  }

  /**
   * Waits for this request's turn and returns how long it waited. Free until a 429 is seen.
   * Each caller reserves the next slot, so concurrent requests leave in arrival order.
   */
  async acquire(clock: Clock, budget: RateBudget): Promise<number> {
    let waited = 0;
    for (;;) {
      if (!this.#learned) return waited;
      const now = clock.now();
      const start = Math.max(now, this.#next, this.#pausedUntil);
      this.#next = start + pacingIntervalMs(budget);
      if (start <= now) return waited;
      await clock.sleep(start - now);
      waited += start - now;
      // A 429 seen while this request slept holds it too: take a new slot after the pause.
      if (clock.now() >= this.#pausedUntil) return waited;
    }
  }

  /** Learns from a 429: pace from now on, and hold every request until `Retry-After` has passed. */
  rateLimited(now: number, retryAfterMs: number | undefined, budget: RateBudget): void {
    this.#learned = true;
    this.#pausedUntil = Math.max(this.#pausedUntil, now + (retryAfterMs ?? pacingIntervalMs(budget)));
  }
}

const pacers = new Map<string, Pacer>();

/** The process's one pacer for an origin (`https://api.example.com`). */
export function pacerFor(origin: string): Pacer {
  let p = pacers.get(origin);
  if (!p) pacers.set(origin, (p = new Pacer()));
  return p;
}
