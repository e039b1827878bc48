/**
 * Process-wide pacing per API origin, for a budget shared with processes this one cannot see
 * (other stacks, other pipelines on the same account: 120 requests per rolling 60 s).
 *
 * The service counts the requests it admitted during the last `windowMs` and refuses (429, not
 * counted) while that count is at the budget; `Retry-After` says when its oldest leaves. The
 * pacer keeps the same window for its own requests: each request it lets go holds one place from
 * its turn until `windowMs` after its answer came (the service admitted it before answering, so
 * by then the place is free on the service's side too); one refused with 429 gives its place
 * back. A request goes as soon as this process holds fewer places than its share of the budget,
 * so a process alone sends the whole budget at once and the next requests the moment its oldest
 * leave the window: the waits the window forces, and no more.
 *
 * Until the service first answers 429 nothing waits (unless the budget is known to bind, see
 * {@link PacerOptions}): the configured budget may be lower than the account's, or the service may
 * have none, and only a 429 says it binds. The window is counted from the first request all the
 * same, so a 429 is read against it:
 * - the window full of the process's own requests: it is alone; it waits for `Retry-After`, then
 *   goes by the window only (bursts included);
 * - fewer of its own than the budget: others spend the rest. Until it has been at the whole
 *   budget for a whole window with no 429, its requests are also spaced at its share
 *   ({@link pacingIntervalMs} ÷ share apart: a burst would meet the others' requests), and:
 *   - multiplicative decrease: a 429 to a request sent after the last cut cuts the share to
 *     {@link SHARE_AFTER_CUT} of itself (429s to requests sent before it are old news), down to
 *     one request per window; the first 429 only starts pacing, at the whole budget;
 *   - increase: each success adds one request per window back; and once a whole window has
 *     passed with no 429, the share grows with time too, by the whole budget per window, so a
 *     process left alone when the others finish takes the freed budget within a window;
 *   - every 429 holds all requests for its `Retry-After` plus a random part of one interval at
 *     the current share, so processes refused together do not come back together.
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
 * The average spacing of requests at the whole budget, 2% wider: the unit of the jitter added to
 * a 429's hold and of the saturation bound (requests themselves go by the window, not spaced).
 */
const pacingIntervalMs = (budget: RateBudget): number => (budget.windowMs / budget.requests) * 1.02;

/**
 * What a cut leaves of the share. Gentler than halving: a 429 says the rolling window is full, not
 * by how much, and deeper cuts left stacks that finish last holding a sliver of the budget. In a
 * simulation of 4, 8 and 16 processes of 30 requests (8 seeds each; tests/client/pacer.test.ts runs
 * the same model) sharing 20 requests per 5 s, halving with success-only growth took 1.06–1.12,
 * 1.12–1.22 and 1.08–1.17 × the minimum; 0.7 with the quiet-window growth 0.99–1.01, 1.03–1.06 and
 * 1.05–1.08 (spacing only, before the window); with the window, 0.93–1.01, 1.03–1.06, 1.05–1.07.
 */
export const SHARE_AFTER_CUT = 0.7;

/** How long a request refused with 429 keeps being retried: at least this many windows... */
const SATURATION_FLOOR_WINDOWS = 3;
/** ...or this many times what the current rate needs to serve the calls in progress in the process. */
const SATURATION_FACTOR = 4;

/** A request's turn, given by {@link Pacer.acquire}: how long it waited, and the place it holds in the window until its answer is told. */
export interface Turn {
  readonly waitedMs: number;
  /**
   * The answer came at `at`: a `refused` request (429) gives its place back; any other answer
   * (or a failure, which the service may have counted) keeps it until `at` + `windowMs`.
   * Only the first call counts.
   */
  answered(at: number, refused: boolean): void;
}

/** How a {@link Pacer} starts. */
export interface PacerOptions {
  /**
   * The budget is known to bind (the account's, configured): requests wait for room in the window
   * from the first one, not from the first 429, so a process alone is never refused. Default false:
   * the budget may be lower than the account's, or the service may have none, until a 429 says so.
   */
  readonly fromFirstRequest?: boolean;
}

export class Pacer {
  #learned: boolean;
  /** When each answered request of the window was answered, ascending, from `#head` on. */
  #answers: number[] = [];
  #head = 0;
  /** Requests let go and not answered yet: they hold places in the window too. */
  #inFlight = 0;
  /** Whether, as far as this process can tell, it spends the budget alone: requests then go by the window only, else spaced too. */
  #alone = true;
  /** Since when the share has been the whole budget (undefined while below). */
  #fullSince: number | undefined;
  /** When the last request waited for went (its planned time). */
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

  constructor(options: PacerOptions = {}) {
    this.#learned = options.fromFirstRequest ?? false;
  }

  /** Whether requests wait for room in the window (from the first 429, or from the start). */
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

  /** How many requests this process lets into one window: its share of the budget, at least one. */
  capacity(budget: RateBudget): number {
    return Math.max(1, Math.floor(this.#share * budget.requests + 1e-9));
  }

  /** The places of the window that requests of this process hold at `now` (answered within the window, or not answered yet). */
  used(now: number, budget: RateBudget): number {
    this.#forget(now - budget.windowMs);
    return this.#answers.length - this.#head + this.#inFlight;
  }

  /** The average spacing of requests at the current share. */
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
   * Waits for this request's turn: at once until pacing starts (see {@link pacing}). Requests queue in arrival order;
   * only the first one waits on the clock, re-reading the window, the share and the pause when it
   * wakes, so a place freed, a rate raised or cut, or a pause meanwhile applies to the very next
   * request. The request holds its place from here until {@link Turn.answered}.
   */
  async acquire(clock: Clock, budget: RateBudget): Promise<Turn> {
    if (!this.#learned) return this.#take(0, budget);
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
        if (!this.#alone && this.#fullSince !== undefined && now >= Math.max(this.#fullSince, this.#refusedAt) + budget.windowMs) this.#alone = true;
        const spaced = this.#alone ? -Infinity : this.#last + this.intervalMs(budget);
        const start = Math.max(this.#roomAt(now, budget), this.#pausedUntil, spaced);
        if (start <= now) {
          this.#last = planned !== undefined && start <= planned ? planned : now;
          return this.#take(now - arrived, budget);
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
   * Learns from a 429 to a request sent at `sentAt` (whose turn was already told it was refused):
   * whether the process is alone (its own requests fill the window) or shares the budget; the first
   * 429 starts pacing at the whole budget; one to a request sent after the last cut cuts the share
   * to {@link SHARE_AFTER_CUT} of itself. Every one holds all requests until `Retry-After` (one
   * interval when absent), plus `random()` of an interval when shared.
   */
  rateLimited(sentAt: number, now: number, retryAfterMs: number | undefined, budget: RateBudget, random: () => number): void {
    this.#refusedAt = now;
    // The window full of this process's own requests: it is alone. Fewer: others hold the rest.
    this.#alone = this.used(now, budget) >= budget.requests;
    if (!this.#learned) {
      this.#learned = true;
      this.#cutAt = now;
    } else if (sentAt > this.#cutAt) {
      this.#share = Math.max(1 / budget.requests, this.#share * SHARE_AFTER_CUT);
      this.#fullSince = undefined;
      this.#cutAt = now;
    }
    const interval = this.intervalMs(budget);
    const hold = (retryAfterMs ?? interval) + (this.#alone ? 0 : Math.floor(random() * interval));
    this.#pausedUntil = Math.max(this.#pausedUntil, now + hold);
  }

  /** Learns from a success while pacing: one more request per window, up to the whole budget. */
  succeeded(budget: RateBudget): void {
    if (this.#learned) this.#share = Math.min(1, this.#share + 1 / budget.requests);
  }

  /**
   * When the window has room for one more request: now while fewer than {@link capacity} places
   * are held; else when the place whose leaving makes room leaves (places leave oldest answer
   * first, those not answered yet last). When only requests not answered yet stand in the way,
   * one budget interval later, to look again (their answers cannot free a place sooner, except a
   * 429, which holds everything anyway).
   */
  #roomAt(now: number, budget: RateBudget): number {
    const over = this.used(now, budget) - this.capacity(budget);
    if (over < 0) return now;
    const answered = this.#answers[this.#head + over];
    return answered === undefined ? now + budget.windowMs / budget.requests : answered + budget.windowMs;
  }

  #take(waitedMs: number, budget: RateBudget): Turn {
    this.#inFlight++;
    let done = false;
    return {
      waitedMs,
      answered: (at, refused) => {
        if (done) return;
        done = true;
        this.#inFlight--;
        if (refused) return;
        // Answers are kept in order; a clock that steps back is read as no time passing.
        const last = this.#answers[this.#answers.length - 1];
        this.#answers.push(last !== undefined && last > at ? last : at);
        this.#forget(at - budget.windowMs);
      },
    };
  }

  /** Drops the answers that left the window (answered at or before `before`). */
  #forget(before: number): void {
    const a = this.#answers;
    while (this.#head < a.length && (a[this.#head] as number) <= before) this.#head++;
    if (this.#head > 1024 && this.#head * 2 > a.length) {
      this.#answers = a.slice(this.#head);
      this.#head = 0;
    }
  }

  /** The quiet-window growth up to `now`: the whole budget per window of time, counted from a window after the last 429. */
  #grow(now: number, budget: RateBudget): void {
    const from = Math.max(this.#grownTo, this.#refusedAt + budget.windowMs);
    if (now > from) this.#share = Math.min(1, this.#share + (now - from) / budget.windowMs);
    if (this.#share >= 1) this.#fullSince ??= now;
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
