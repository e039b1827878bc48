/** Time, injectable: tests pass a clock whose `sleep` returns at once and records the wait. */
export interface Clock {
  /** Milliseconds since the epoch (used for `Retry-After` dates, pacing and log durations). */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
