/**
 * Process-wide pacing per API origin, for a budget shared with processes this one cannot see
 * (other stacks, other pipelines on the same account: 120 requests per rolling 60 s).
 *
 * Until the service first answers 429 nothing is paced. The first 429 starts pacing at the whole
 * configured budget: every request of the process to that origin is spaced
 * {@link pacingIntervalMs} apart (a token bucket holding one token: never a burst that could break
 * a rolling window). Alone, that is enough and no further 429 comes. A 429 to a request sent while
 * already pacing means someone else spends the same budget, so the rate adapts:
 * - multiplicative decrease: the process's share of the budget falls to {@link SHARE_AFTER_CUT} of
 *   what it was (at most once per round of requests: 429s to requests sent before the last cut are
 *   old news), down to one request per window;
 * - increase: each success adds one request per window back; and once a whole window has passed
 *   with no 429, the share grows with time too, by the whole budget per window, so a process left
 *   alone when the others finish takes the freed budget within a window instead of a few;
 * - every 429 holds all requests for its `Retry-After` plus a random part of one interval, so
 *   processes refused together do not come back together.
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
 * Spacing of paced requests at the whole budget: the budget's own spacing, 2% wider. Pacing at
 * exactly the budget sits on the edge of the service's rolling window: timer and event-loop jitter
 * then lets a 21st request into some window, and each such 429 costs a whole-second Retry-After
 * for every queued request (bench/results.md measured 1.34x the theoretical time at exactly the
 * budget, 1.14x with this margin).
 */
export const pacingIntervalMs = (budget: RateBudget): number => (budget.windowMs / budget.requests) * 1.02;

/**
 * What a cut leaves of the share. Gentler than halving: a 429 says the rolling window is full, not
 * by how much, and deeper cuts left stacks that finish last holding a sliver of the budget. In a
 * simulation of 4, 8 and 16 processes of 30 requests (8 seeds each; tests/client/pacer.test.ts runs
 * the same model) sharing 20 requests per 5 s, halving with success-only growth took 1.06–1.12,
 * 1.12–1.22 and 1.08–1.17 × the minimum; 0.7 with the quiet-window growth 0.99–1.01, 1.03–1.06 and
 * 1.05–1.08.
 */
export const SHARE_AFTER_CUT = 0.7;

/** How long a request refused with 429 keeps being retried: at least this many windows... */
export const SATURATION_FLOOR_WINDOWS = 3;
/** ...or this many times what the current rate needs to serve the calls in progress in the process. */
export const SATURATION_FACTOR = 4;

export class Pacer {
  #learned = false;
  /** When the last paced request started. */
  #last = -Infinity;
  /** Settles when the last request queued for its turn has had it. */
  #queue: Promise<void> = Promise.resolve();
  /** Requests queued for their turn (the first of them may be sleeping toward it). */
  #waiting = 0;
  /** No request starts before this (a `Retry-After`). */
  #pausedUntil = 0;
  /** The fraction of the budget this process paces to. */
  #share = 1;
  /** When the rate was last cut (or pacing began): a 429 to a request sent before it changes nothing. */
  #cutAt = -Infinity;
  /** Calls in progress on this origin (waiting, in flight or between retries). */
  #calls = 0;
  /** When the last 429 came. */
  #refusedAt = -Infinity;
  /** Up to when the quiet-window growth has been counted. */
  #grownTo = -Infinity;

  /** Whether a 429 has been seen, so requests are being spaced. */
  get pacing(): boolean {
    return this.#learned;
  }

  /** The fraction of the configured budget this process currently paces to (1: all of it). */
  get share(): number {
    return this.#share;
  }

  /** Calls in progress on this origin. */
  get calls(): number {
    return this.#calls;
  }

  /** Counts a call in progress until the returned function is called. */
  enter(): () => void {
    this.#calls++;
    let left = false;
    return () => {
      if (!left) this.#calls--;
      left = true;
    };
  }

  /** The current spacing of paced requests. */
  intervalMs(budget: RateBudget): number {
    return pacingIntervalMs(budget) / this.#share;
  }

  /**
   * How long, from its first 429, a call keeps being retried before the account counts as
   * saturated: {@link SATURATION_FACTOR} times the time the current rate needs for the calls in
   * progress, and at least {@link SATURATION_FLOOR_WINDOWS} windows. A call keeps the largest
   * bound it was given.
   */
  saturationBoundMs(budget: RateBudget): number {
    return Math.max(SATURATION_FLOOR_WINDOWS * budget.windowMs, SATURATION_FACTOR * Math.max(1, this.#calls) * this.intervalMs(budget));
  }

  /**
   * Waits for this request's turn and returns how long it waited. Free until a 429 is seen.
   * Requests queue in arrival order; only the first one waits on the clock, re-reading the rate
   * and the pause when it wakes, so a rate raised or cut meanwhile applies to the very next
   * request (no slots are reserved ahead at a rate that may change).
   */
  async acquire(clock: Clock, budget: RateBudget): Promise<number> {
    if (!this.#learned) return 0;
    const ahead = this.#waiting > 0 ? this.#queue : undefined;
    let release = (): void => undefined;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    this.#waiting++;
    const arrived = clock.now();
    try {
      if (ahead) await ahead;
      let planned: number | undefined;
      for (;;) {
        const now = clock.now();
        this.#grow(now, budget);
        const start = Math.max(this.#last + this.intervalMs(budget), this.#pausedUntil);
        if (start <= now) {
          // The planned time, not the (later) wake-up: timer lag does not pile up request by request.
          this.#last = planned !== undefined && start <= planned ? planned : now;
          return now - arrived;
        }
        planned = start;
        await clock.sleep(start - now);
      }
    } finally {
      this.#waiting--;
      release();
    }
  }

  /**
   * Learns from a 429 to a request sent at `sentAt`: the first starts pacing at the whole budget;
   * one to a request sent after the last cut cuts the share to {@link SHARE_AFTER_CUT} of itself.
   * Every one holds all requests until `Retry-After` (one interval when absent) plus `random()` of
   * an interval.
   */
  rateLimited(sentAt: number, now: number, retryAfterMs: number | undefined, budget: RateBudget, random: () => number): void {
    this.#refusedAt = now;
    if (!this.#learned) {
      this.#learned = true;
      this.#cutAt = now;
    } else if (sentAt > this.#cutAt) {
      this.#share = Math.max(1 / budget.requests, this.#share * SHARE_AFTER_CUT);
      this.#cutAt = now;
    }
    const interval = this.intervalMs(budget);
    const hold = (retryAfterMs ?? interval) + Math.floor(random() * interval);
    this.#pausedUntil = Math.max(this.#pausedUntil, now + hold);
  }

  /** Learns from a success while pacing: one more request per window, up to the whole budget. */
  succeeded(budget: RateBudget): void {
    if (this.#learned) this.#share = Math.min(1, this.#share + 1 / budget.requests);
  }

  /** The quiet-window growth up to `now`: the whole budget per window of time, counted from a window after the last 429. */
  #grow(now: number, budget: RateBudget): void {
    const from = Math.max(this.#grownTo, this.#refusedAt + budget.windowMs);
    if (now > from) this.#share = Math.min(1, this.#share + (now - from) / budget.windowMs);
    this.#grownTo = Math.max(this.#grownTo, now);
  }
}

const pacers = new Map<string, Pacer>();

/** The process's one pacer for an origin (`https://api.example.com`). */
export function pacerFor(origin: string): Pacer {
  let p = pacers.get(origin);
  if (!p) pacers.set(origin, (p = new Pacer()));
  return p;
}
