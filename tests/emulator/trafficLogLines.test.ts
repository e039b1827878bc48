/** The traffic log's lines: one kept string per distinct line, and secrets redacted. */
import { outcomeFields, REDACTED, traceLines } from "../../emulator/traffic/log";
import { simulate } from "../../trafficPolicy/simulate";
import type { Trace } from "../../trafficPolicy/simulate/base/types";

const trace = (detail: string): Trace => ({
  rules: [{ phase: "on_http_request", index: 0, name: "tag" }, { phase: "on_http_request", index: 1, endpoint: "https://api.internal" }],
  actions: [{ phase: "on_http_request", rule: 0, type: "add-headers", detail }],
  vars: {},
  logs: [],
  notSimulated: [{ phase: "on_http_request", rule: 1, type: "owasp-crs", reason: "needs the service's rule set" }],
  incomplete: true,
});

test("the same trace gives the same lines, and a different detail its own line", () => {
  const first = traceLines(trace("added x-token: s3cret"));
  expect(first).toEqual({
    rules: ['on_http_request[0] "tag"', "on_http_request[1]@https://api.internal"],
    actions: ["on_http_request[0] add-headers: added x-token: s3cret"],
    notSimulated: ["on_http_request[1] owasp-crs: needs the service's rule set"],
  });
  const again = traceLines(JSON.parse(JSON.stringify(trace("added x-token: s3cret"))) as Trace);
  expect(again).toEqual(first);
  expect(again.actions[0]).toBe(first.actions[0]);
  expect(traceLines(trace("added x-token: other")).actions).toEqual(["on_http_request[0] add-headers: added x-token: other"]);
});

test("an entry's fields hold no secret: the trace's detail nor the forwarded path a rewrite put it in", async () => {
  const policy = "on_http_request:\n  - actions:\n      - type: add-headers\n        config: { headers: { x-token: \"${secrets.get('v', 's').upperAscii()}\" } }\n      - type: url-rewrite\n        config: { to: \"/k/${secrets.get('v', 's')}?q=1\" }";
  const outcome = await simulate(policy, { method: "GET", url: "https://a.example.com/", clientIp: "203.0.113.9" }, { secrets: { v: { s: "s3cret-Value" } }, endpoint: { url: "https://a.example.com", upstream: "http://127.0.0.1:1" } });
  expect(outcome.kind === "upstream" && [outcome.request.path, outcome.request.headers["x-token"]]).toEqual(["/k/s3cret-Value?q=1", ["S3CRET-VALUE"]]);
  expect(outcomeFields(outcome)).toEqual({
    status: 502,
    upstream: "http://127.0.0.1:1",
    forwardedPath: REDACTED,
    rules: ["on_http_request[0]"],
    actions: [`on_http_request[0] add-headers: added x-token: ${REDACTED}`, `on_http_request[0] url-rewrite: rewrote https://a.example.com/ to ${REDACTED}`],
    notSimulated: [],
  });
});
