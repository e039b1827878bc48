/**
 * rate-limit and circuit-breaker, whose state lives in the caller's `context.state` so that a
 * traffic plane keeps it between requests.
 * - rate-limit (snippets/traffic-policy/actions/rate-limit/): the bucket is the values of the
 *   `bucket_key` expressions together; with `algorithm: sliding_window`, a request is refused when
 *   its bucket already counted `capacity` requests in the last `rate`: 429 with `retry-after`, the
 *   seconds until the oldest of them leaves the window. Capacity is per ingress server on the
 *   service (TRAFFIC-POLICY-NOTES.md item 12); the simulator is one server.
 * - circuit-breaker (traffic-policy/actions/circuit-breaker.mdx and its config.mdx): over the last
 *   `window_duration`, once `volume_threshold` upstream answers were counted and the share of
 *   errors (5xx) reaches `error_threshold`, it trips for `tripped_duration` and refuses with 503.
 *   Counts come from the upstream's answers, so they grow only when `context.upstream` answers.
 */
import { durationSeconds } from "../../model/document";
import { show } from "../base/values";
import { answer, type Handler } from "../exchange/exchange";

export const rateLimit: Handler = (call) => {
  const state = call.ex.context.state ?? {};
  const buckets = (state.rateLimits ??= {});
  const keys = ((call.config.bucket_key ?? []) as unknown[]).map((k) => show(call.cel(String(k))));
  const bucketKey = keys.join(",");
  const id = `${call.text(call.config.name ?? "")}\u0000${bucketKey}`;
  const windowMs = durationSeconds(String(call.config.rate ?? "60s")) * 1000;
  const capacity = Number(call.config.capacity ?? 0);
  const now = call.ex.now.getTime();
  const times = (buckets[id] ?? []).filter((t) => t > now - windowMs);
  const limited = times.length >= capacity;
  if (!limited) times.push(now);
  buckets[id] = times;
  call.setActionVars("rate_limit", { bucket_key: bucketKey, limited, ...(limited ? { error: { code: "", message: "rate limit exceeded" } } : {}) });
  if (!limited) {
    call.did`counted ${times.length}/${capacity} in bucket ${bucketKey}`;
    return "continue";
  }
  if (call.config.enforce === false) {
    call.did`would refuse: bucket ${bucketKey} is full (enforce: false)`;
    return "continue";
  }
  const retry = Math.max(1, Math.ceil(((times[0] ?? now) + windowMs - now) / 1000));
  call.ex.ending = { kind: "response", response: answer(429, { "retry-after": String(retry) }) };
  call.did`refused 429: bucket ${bucketKey} is full, retry after ${retry}s`;
  return "stop";
};

export const circuitBreaker: Handler = (call) => {
  const state = call.ex.context.state ?? {};
  const breakers = (state.circuitBreakers ??= {});
  const id = `${call.ex.endpoint ?? ""}\u0000${call.phase}[${call.rule}].circuit-breaker`;
  const b = (breakers[id] ??= { results: [], trippedUntil: null });
  const now = call.ex.now.getTime();
  const threshold = typeof call.config.error_threshold === "number" ? call.config.error_threshold : 0.5;
  const volume = typeof call.config.volume_threshold === "number" ? call.config.volume_threshold : 10;
  const windowMs = durationSeconds(String(call.config.window_duration ?? "10s")) * 1000;
  const trippedMs = durationSeconds(String(call.config.tripped_duration ?? "10s")) * 1000;
  b.results = b.results.filter((r) => r.at > now - windowMs);
  if (call.config.enforce !== false) {
    if (b.trippedUntil !== null && now < b.trippedUntil) {
      call.ex.ending = { kind: "response", response: answer(503) };
      call.did("tripped: refused 503");
      return "stop";
    }
    const failed = b.results.filter((r) => r.failed).length;
    if (b.results.length >= volume && failed / b.results.length >= threshold) {
      b.trippedUntil = now + trippedMs;
      b.results = [];
      call.ex.ending = { kind: "response", response: answer(503) };
      call.did`tripped (${failed} errors in ${volume}+ answers): refused 503`;
      return "stop";
    }
  }
  call.ex.afterUpstream.push((status) => b.results.push({ at: now, failed: status >= 500 }));
  call.did`closed: ${b.results.length} answers in the window`;
  return "continue";
};
