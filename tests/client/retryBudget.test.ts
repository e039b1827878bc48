/**
 * The retry budget of one call, on its own: which failed attempts are retried, the exact waits,
 * and the saturation bound of 429s. Jitter is fixed at 0.5, so backoff waits are exact.
 */
import type { Clock } from "../../provider/client/clock";
import { RetryBudget, type FailedAttempt, type NextAttempt, type RetryLimits } from "../../provider/client/retryBudget";

/** A clock that only moves when the test sets `t`. */
class StillClock implements Clock {
  t = 0;
  now = (): number => this.t;
  sleep = async (): Promise<void> => undefined;
}

const failed = (retryAfterMs?: number, retryable = true): FailedAttempt => ({ kind: "failed", retryAfterMs, retryable });
const refused = (sentAt: number, saturationBoundMs: number, retryAfterMs?: number): FailedAttempt => ({ kind: "refused", retryAfterMs, sentAt, saturationBoundMs });
const retry = (waitMs: number): NextAttempt => ({ kind: "retry", waitMs });
const GIVE_UP: NextAttempt = { kind: "give up" };

function budgetWith(limits: Partial<RetryLimits> = {}): { budget: RetryBudget; clock: StillClock; randoms: () => number } {
  const clock = new StillClock();
  let calls = 0;
  const random = (): number => {
    calls++;
    return 0.5;
  };
  const budget = new RetryBudget({ maxRetries: 4, maxRetryWaitMs: 120_000, clock, random, ...limits });
  return { budget, clock, randoms: () => calls };
}

describe("failures other than 429", () => {
  test("backoff doubles from 500 ms with full jitter, for maxRetries retries; each retry is one more attempt", () => {
    const { budget } = budgetWith();
    const steps = Array.from({ length: 5 }, () => [budget.attempt, budget.next(failed())]);
    expect(steps).toEqual([
      [1, retry(250)],
      [2, retry(500)],
      [3, retry(1000)],
      [4, retry(2000)],
      [5, GIVE_UP],
    ]);
    expect(budget.attempt).toBe(5);
  });

  test("not retryable: given up at once, and no jitter is drawn", () => {
    const { budget, randoms } = budgetWith();
    expect(budget.next(failed(undefined, false))).toEqual(GIVE_UP);
    expect(budget.attempt).toBe(1);
    expect(randoms()).toBe(0);
  });

  test("Retry-After is waited instead of the backoff, and no jitter is drawn", () => {
    const { budget, randoms } = budgetWith();
    expect(budget.next(failed(3_000))).toEqual(retry(3_000));
    expect(randoms()).toBe(0);
  });

  test("maxRetryWaitMs bounds the sleep: a wait that would overrun it is not granted", () => {
    const { budget } = budgetWith({ maxRetryWaitMs: 120_000 });
    expect([budget.next(failed(50_000)), budget.next(failed(50_000)), budget.next(failed(50_000))]).toEqual([retry(50_000), retry(50_000), GIVE_UP]);
    expect(budget.attempt).toBe(3);
  });

  test("backoff waits count too: 1 s allows 250 + 500 ms, not the next 1000; a shorter wait that still fits is granted", () => {
    const { budget } = budgetWith({ maxRetryWaitMs: 1_000 });
    expect([budget.next(failed()), budget.next(failed()), budget.next(failed()), budget.next(failed(250))]).toEqual([retry(250), retry(500), GIVE_UP, retry(250)]);
  });

  test("maxRetries 0: never retried", () => {
    const { budget } = budgetWith({ maxRetries: 0 });
    expect(budget.next(failed())).toEqual(GIVE_UP);
  });
});

describe("429s", () => {
  test("retried past maxRetries, with backoff by attempt number while there is no Retry-After", () => {
    const { budget } = budgetWith({ maxRetries: 2 });
    const waits = Array.from({ length: 8 }, () => budget.next(refused(0, 0)));
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 8000, 15_000, 15_000].map(retry));
    expect(budget.attempt).toBe(9);
  });

  test("do not use up the retries of other failures, but their backoff counts every attempt", () => {
    const { budget } = budgetWith({ maxRetries: 2 });
    expect(budget.next(failed())).toEqual(retry(250));
    expect(budget.next(refused(0, 0))).toEqual(retry(500));
    expect([budget.next(failed()), budget.next(failed())]).toEqual([retry(500), GIVE_UP]);
    expect(budget.attempt).toBe(4);
  });

  test("maxRetries 0 turns them off; a Retry-After beyond maxRetryWaitMs is not waited", () => {
    expect(budgetWith({ maxRetries: 0 }).budget.next(refused(0, 60_000, 1_000))).toEqual(GIVE_UP);
    const { budget, randoms } = budgetWith({ maxRetryWaitMs: 10_000 });
    expect(budget.next(refused(0, 60_000, 10_001))).toEqual(GIVE_UP);
    expect(budget.next(refused(0, 60_000, 10_000))).toEqual(retry(10_000));
    expect(randoms()).toBe(0);
  });

  test("saturated once refused for longer than the bound, counted from when the first refused attempt went out", () => {
    const { budget, clock } = budgetWith({ maxRetryWaitMs: 10_000 });
    clock.t = 60_500;
    expect(budget.next(refused(60_000, 20_000, 1_000))).toEqual(retry(1_000));
    clock.t = 79_000;
    expect(budget.next(refused(78_500, 20_000, 1_000))).toEqual(retry(1_000));
    clock.t = 79_600;
    expect(budget.next(refused(79_500, 20_000, 1_000))).toEqual({ kind: "saturated", elapsedMs: 20_600, boundMs: 20_000 });
    expect(budget.attempt).toBe(3);
  });

  test("the bound is the largest given, and never below maxRetryWaitMs", () => {
    const { budget, clock } = budgetWith({ maxRetryWaitMs: 10_000 });
    expect(budget.next(refused(0, 30_000, 1_000))).toEqual(retry(1_000));
    clock.t = 28_000;
    expect(budget.next(refused(27_000, 5_000, 1_000))).toEqual(retry(1_000));
    clock.t = 29_500;
    expect(budget.next(refused(29_000, 5_000, 1_000))).toEqual({ kind: "saturated", elapsedMs: 30_500, boundMs: 30_000 });

    const floor = budgetWith({ maxRetryWaitMs: 10_000 });
    floor.clock.t = 9_000;
    expect(floor.budget.next(refused(0, 1_000, 1_000))).toEqual(retry(1_000));
    floor.clock.t = 9_500;
    expect(floor.budget.next(refused(9_000, 1_000, 1_000))).toEqual({ kind: "saturated", elapsedMs: 10_500, boundMs: 10_000 });
  });
});
