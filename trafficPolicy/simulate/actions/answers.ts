/**
 * Actions that answer the client themselves: custom-response, deny, redirect, close-connection.
 * - custom-response (snippets/traffic-policy/actions/custom-response/behavior.mdx): no further
 *   actions; status 200 by default; in `on_http_response` it replaces the upstream's answer. The
 *   content-type is inferred when not given (JSON, HTML, else plain text). Its page also warns that
 *   `on_http_response` still runs after it (TRAFFIC-POLICY-NOTES.md item 3): followed here, so a
 *   response rule can change the answer, as that warning says.
 * - deny: 403 by default, no body; in `on_tcp_connect` it closes the connection.
 * - redirect: `from` (a regular expression, the whole URL when absent) matched against the request
 *   URL, replaced by `to`; 302 by default. Called non-terminating, yet "the action ends the
 *   current phase" (TRAFFIC-POLICY-NOTES.md item 1): followed here as ending the request with the
 *   redirect when the URL changed, and doing nothing when it did not ("If the request URL is not
 *   changed, the action will take no further action"). A `to` that is a path alone is made
 *   absolute on the request's origin, as the page's example Location shows.
 * - close-connection: the connection closes, no answer.
 * A header value whose `${…}` brought in CR, LF or NUL ends the request with the service's error
 * (exchange.ts, refusedHeaderValue).
 */
import { answer, headerMap, refusedHeaderValue, type Handler } from "../exchange/exchange";
import { rewritten } from "../base/regex";
import { at } from "../base/secretMarks";

/** The content-type custom-response infers for a body (the page's "Inferring Content-Type"). */
function inferContentType(body: string): string {
  const t = body.trim();
  if (t !== "" && (t.startsWith("{") || t.startsWith("["))) {
    try {
      JSON.parse(t);
      return "application/json";
    } catch {
      // not JSON: fall through
    }
  }
  if (/^<(!doctype|html|head|body|div|p|h\d)\b/i.test(t)) return "text/html";
  return "text/plain";
}

export const customResponse: Handler = (call) => {
  const status = typeof call.config.status_code === "number" ? call.config.status_code : 200;
  const body = call.config.body === undefined ? "" : call.text(call.config.body);
  const given = Object.fromEntries(Object.entries((call.config.headers ?? {}) as Record<string, unknown>).map(([k, v]) => [k, call.text(v)]));
  for (const [k, v] of Object.entries(given)) if (refusedHeaderValue(call, k, v)) return "stop";
  const headers = headerMap(given);
  if (!headers.has("content-type") && body !== "") headers.set("content-type", [inferContentType(body)]);
  call.ex.ending = { kind: "response", response: { status, headers, body } };
  call.did(`answered ${status}`);
  return "stop";
};

export const deny: Handler = (call) => {
  if (call.phase === "on_tcp_connect") {
    call.ex.ending = { kind: "closed" };
    call.did("closed the connection");
    return "stop";
  }
  const status = typeof call.config.status_code === "number" ? call.config.status_code : 403;
  call.ex.ending = { kind: "response", response: answer(status) };
  call.did(`denied ${status}`);
  return "stop";
};

export const closeConnection: Handler = (call) => {
  call.ex.ending = { kind: "closed" };
  call.did("closed the connection");
  return "stop";
};

export const redirect: Handler = (call) => {
  const url = call.ex.request.url.href;
  const to = call.text(call.config.to);
  const from = call.config.from === undefined ? undefined : call.text(call.config.from);
  const { target, matches } = rewritten(call.ex.request.url, from, to, false);
  if (matches.length === 0) {
    call.setActionVars("redirect", { matches, url });
    call.did("no match: nothing done");
    return "continue";
  }
  if (target === url) {
    call.setActionVars("redirect", { matches, url });
    call.did("URL unchanged: nothing done");
    return "continue";
  }
  const status = typeof call.config.status_code === "number" ? call.config.status_code : 302;
  const given = Object.fromEntries(Object.entries((call.config.headers ?? {}) as Record<string, unknown>).map(([k, v]) => [k, call.text(v)]));
  for (const [k, v] of Object.entries(given)) if (refusedHeaderValue(call, k, v)) return "stop";
  const headers = headerMap(given);
  headers.set("location", [target]);
  call.setActionVars("redirect", { matches, url: target });
  call.ex.ending = { kind: "response", response: { status, headers, body: "" } };
  call.did`redirected ${status} to ${at("res.headers.location", target)}`;
  return "stop";
};
