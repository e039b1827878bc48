/**
 * No secret in the simulator's trace: a value computed from a secret is marked through CEL,
 * set-vars, add-headers and url-rewrite, and the whole value reads `[secret]` in the trace, in
 * `traffic test`'s lines and in a failure's line (masked by what the value is, before it is cut,
 * quoted or escaped), while the request as forwarded holds it.
 */
import { parse } from "@bufbuild/cel";
import { REDACTED, secretMask, simulate, type SimContext } from "../../../trafficPolicy/simulate";
import { at, quoted, SecretMarks } from "../../../trafficPolicy/simulate/base/secretMarks";
import { readsOf } from "../../../trafficPolicy/simulate/cel/reads";
import { failureLine, runCases } from "../../../trafficPolicy/cases";

const SECRET = "PaSs-W0rd-Xyz";
const context: SimContext = { secrets: { v: { s: SECRET } }, internalEndpoints: { "https://app.internal": null } };
const request = { method: "GET", url: "https://shop.example.com/a/b", clientIp: "203.0.113.9" };

const policy = `on_http_request:
  - actions:
      - type: set-vars
        config:
          vars:
            - tok: "\${secrets.get('v', 's')}"
            - bearer: "Bearer \${secrets.get('v', 's').substring(3)}"
            - plain: "\${req.url.path}"
      - type: add-headers
        config:
          headers:
            x-whole: "\${secrets.get('v', 's')}"
            x-sub: "\${secrets.get('v', 's').substring(3)}"
            x-lower: "\${secrets.get('v', 's').lowerAscii()}"
            x-later: "\${vars.tok.upperAscii()}"
            x-path: "\${req.url.path}"
      - type: log
        config: { metadata: { token: "\${req.headers['x-lower'][0].replace('-', '_')}", path: "\${vars.plain}" } }
      - type: url-rewrite
        config: { from: "shop", to: "\${secrets.get('v', 's').lowerAscii()}" }
      - type: forward-internal
        config: { url: https://app.internal }`;

test("the upstream gets the secret, its substring and its lowercase; the trace holds none of them", async () => {
  const o = await simulate(policy, request, context);
  if (o.kind !== "upstream") throw new Error(`expected an upstream, got ${o.kind}`);
  const h = o.request.headers;
  expect([h["x-whole"], h["x-sub"], h["x-lower"], h["x-later"], h["x-path"], h["host"]]).toEqual([
    [SECRET], ["s-W0rd-Xyz"], ["pass-w0rd-xyz"], ["PASS-W0RD-XYZ"], ["/a/b"], ["pass-w0rd-xyz.example.com"],
  ]);
  expect(o.trace.actions.map((a) => a.detail)).toEqual([
    "set tok, bearer, plain",
    `added x-whole: ${REDACTED}, x-sub: ${REDACTED}, x-lower: ${REDACTED}, x-later: ${REDACTED}, x-path: /a/b`,
    "logged token, path",
    `rewrote https://shop.example.com/a/b to ${REDACTED}`,
    "forwarded to https://app.internal",
  ]);
  expect(o.trace.vars).toEqual({ tok: REDACTED, bearer: REDACTED, plain: "/a/b" });
  expect(o.trace.logs).toEqual([{ phase: "on_http_request", rule: 0, metadata: { token: REDACTED, path: "/a/b" } }]);
  // What was sent holds the values; the run's mask hides them for a log.
  const mask = secretMask(o);
  expect([mask.show(h["host"]?.[0] ?? ""), mask.show(h["x-later"]?.[0] ?? ""), mask.show(h["x-sub"]?.[0] ?? ""), mask.show(h["x-path"]?.[0] ?? "")]).toEqual([REDACTED, REDACTED, REDACTED, "/a/b"]);
  expect(mask.show(o.request.path, "req.url")).toBe(REDACTED);
  expect(secretMask(o).value({ headers: h["x-whole"] })).toEqual({ headers: [REDACTED] });
});

test("a value read where a secret was put is marked; one read elsewhere is not", async () => {
  const o = await simulate(
    `on_http_request:
  - actions:
      - type: add-headers
        config: { headers: { x-token: "\${secrets.get('v', 's')}", x-user: ann } }
      - type: custom-response
        config: { body: "\${getReqHeader('X-Token')[0].reverse()} / \${req.headers['x-user'][0]}" }`,
    request,
    context,
  );
  expect(o.kind === "response" && o.body).toBe(`zyX-dr0W-sSaP / ann`);
  expect(secretMask(o).show(o.kind === "response" ? o.body : "", "res.body")).toBe(REDACTED);
  expect(secretMask(o).show("ann")).toBe("ann");
});

test("a failure's line quotes no secret", async () => {
  await expect(simulate({ on_http_request: [{ expressions: ["secrets.get('v', 's').lowerAscii()"], actions: [{ type: "deny" }] }] }, request, context)).rejects.toThrow(
    `on_http_request[0]: expression "secrets.get('v', 's').lowerAscii()" gives "${REDACTED}", not a bool`,
  );
});

test("traffic test's lines mask what the answer holds", async () => {
  const [r] = await runCases([{ name: "echo", request: { url: "https://shop.example.com/" }, expect: { body: "x" } }], "on_http_request:\n  - actions:\n      - type: custom-response\n        config: { body: \"k=${secrets.get('v', 's').substring(5)}\" }", context);
  expect(r && failureLine(r)).toBe(`FAIL echo: decided by on_http_request[0]: body "${REDACTED}", expected "x"`);
});

test("a value is secret when it holds a secret in any letter case or encoding, or a marked value; never by a run of a secret's characters", () => {
  const marks = new SecretMarks({ vault: { unread: "unread-value" } });
  expect(["unread-value", "x UNREAD-VALUE y", "unre"].map((v) => marks.show(v))).toEqual([REDACTED, REDACTED, "unre"]);
  marks.secret('p@ss w0"rd\\');
  marks.mark("Computed");
  expect(["/x/p%40ss%20w0%22rd%5C%5C", '{"k":"p@ss w0\\"rd\\\\"}', Buffer.from('p@ss w0"rd\\').toString("base64"), "q=COMPUTED", "a-W0RD-b ss-w z"].map((v) => marks.show(v))).toEqual([
    REDACTED, REDACTED, REDACTED, REDACTED, "a-W0RD-b ss-w z",
  ]);
  // A run of a secret's characters may be the text's own words: left.
  marks.secret("demo-upstream-token");
  expect(marks.line`added ${"x-upstream-token"}: ${"demo-upstream-token"}`).toBe(`added x-upstream-token: ${REDACTED}`);
  expect(new SecretMarks().show("nothing here")).toBe("nothing here");
  expect(new SecretMarks().empty).toBe(true);
});

test("a place holding a value computed from a secret makes what is read there secret, and what overlaps it", () => {
  const marks = new SecretMarks();
  marks.hold("req.headers.x-token", "vars.tok");
  expect([marks.show("plain", "req.headers.x-token"), marks.show("plain", "req.headers"), marks.show("plain", "req.headers.x-other"), marks.show("plain", "vars.tok"), marks.show("plain")]).toEqual([
    REDACTED, REDACTED, "plain", REDACTED, "plain",
  ]);
  expect(marks.line`got ${at("req.headers.x-token", "abc")} and ${quoted(at("req.url", "/p"))} and ${quoted('a"b')} of ${3}`).toBe(`got ${REDACTED} and "/p" and "a\\"b" of 3`);
});

test("the places an expression reads, as secretMarks.ts names them", () => {
  const reads = (e: string) => readsOf(parse(e).expr);
  expect(reads("req.headers['X-Token'][0].lowerAscii() + getReqHeader('X-A')[0]")).toEqual({ secret: false, places: ["req.headers.x-token", "req.headers.x-a"] });
  expect(reads("vars.tok + vars['x'] + req.url.path + req.cookies.c.value")).toEqual({ secret: false, places: ["vars.tok", "vars", "req.url", "req.headers.cookie"] });
  expect(reads("conn.client_ip == '1.2.3.4' || secrets.get('a', 'b') == ''")).toEqual({ secret: true, places: [] });
});
