/** The traffic log's lines: one kept string per distinct line, and secrets redacted. */
import { REDACTED, traceLines } from "../../emulator/traffic/log";
import type { Trace } from "../../provider/trafficPolicy/simulate/types";

const trace = (detail: string): Trace => ({
  rules: [{ phase: "on_http_request", index: 0, name: "tag" }, { phase: "on_http_request", index: 1, endpoint: "https://api.internal" }],
  actions: [{ phase: "on_http_request", rule: 0, type: "add-headers", detail }],
  vars: {},
  logs: [],
  notSimulated: [{ phase: "on_http_request", rule: 1, type: "owasp-crs", reason: "needs the service's rule set" }],
  incomplete: true,
});

test("the same trace gives the same lines, a different detail its own line, and a secret in a detail is redacted", () => {
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
  expect(traceLines(trace("added x-token: s3cret"), ["s3cret"]).actions).toEqual([`on_http_request[0] add-headers: added x-token: ${REDACTED}`]);
});
