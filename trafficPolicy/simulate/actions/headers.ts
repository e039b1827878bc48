/**
 * add-headers and remove-headers, in `on_http_request` (the request to the upstream) and
 * `on_http_response` (the answer to the client): snippets/traffic-policy/actions/add-headers/
 * behavior.mdx ("Addition Only": a header that exists gets another value, except `host`, which is
 * replaced; names lower case; `user-agent` may not be added or removed).
 */
import { refusedHeaderValue, type ActionCall, type Handler } from "../exchange/exchange";
import { at, type Placed } from "../base/secretMarks";

/** The headers the phase changes: the request's, or the response's in `on_http_response`. */
function target(call: ActionCall) {
  return call.phase === "on_http_response" && call.ex.response !== null ? call.ex.response.headers : call.ex.request.headers;
}

export const addHeaders: Handler = (call) => {
  const headers = target(call);
  // The detail as a template: each value shown as the run's marks say (secretMarks.ts).
  const strs = ["added "];
  const values: Placed[] = [];
  for (const [name, value] of Object.entries((call.config.headers ?? {}) as Record<string, unknown>)) {
    const key = name.toLowerCase();
    if (key === "user-agent") {
      call.did("user-agent may not be added: skipped");
      continue;
    }
    const marked = call.ex.marks.marked;
    const v = call.text(value);
    // Computed from a secret: that header (and for host, the URL) now holds one (secretMarks.ts).
    if (call.ex.marks.marked !== marked) call.ex.marks.hold(`${call.phase === "on_http_response" ? "res" : "req"}.headers.${key}`, ...(key === "host" ? ["req.url"] : []));
    // Neither sent to the client nor forwarded: the service's error instead (exchange.ts).
    if (refusedHeaderValue(call, key, v)) return "stop";
    headers.set(key, key === "host" ? [v] : [...(headers.get(key) ?? []), v]);
    if (key === "host" && call.phase === "on_http_request") call.ex.request.url.host = v;
    strs[strs.length - 1] += `${values.length === 0 ? "" : ", "}${key}: `;
    values.push(at(`${call.phase === "on_http_response" ? "res" : "req"}.headers.${key}`, v));
    strs.push("");
  }
  call.did(strs, ...values);
  return "continue";
};

export const removeHeaders: Handler = (call) => {
  const headers = target(call);
  const removed: string[] = [];
  for (const name of (call.config.headers ?? []) as unknown[]) {
    const key = call.text(name).toLowerCase();
    if (key === "user-agent") continue;
    if (headers.delete(key)) removed.push(key);
  }
  call.did(removed.length ? `removed ${removed.join(", ")}` : "removed nothing (no such header)");
  return "continue";
};
