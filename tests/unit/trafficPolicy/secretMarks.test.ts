/**
 * No secret in the simulator's trace (issue #51, point 4): a value computed from a secret is
 * marked through CEL, set-vars, add-headers and url-rewrite, and reads `[secret]` in the trace,
 * in `traffic test`'s lines and in a failure's line, while the request as forwarded holds it.
 */
import { parse } from "@bufbuild/cel";
import { REDACTED, secretMask, simulate, type SimContext } from "../../../provider/trafficPolicy/simulate";
import { SecretMarks } from "../../../provider/trafficPolicy/simulate/secretMarks";
import { readsOf } from "../../../provider/trafficPolicy/simulate/cel/reads";
import { failureLine, runCases } from "../../../provider/trafficPolicy/cases";

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
    `rewrote https://shop.example.com/a/b to https://${REDACTED}.example.com/a/b`,
    "forwarded to https://app.internal",
  ]);
  expect(o.trace.vars).toEqual({ tok: REDACTED, bearer: `Bearer ${REDACTED}`, plain: "/a/b" });
  expect(o.trace.logs).toEqual([{ phase: "on_http_request", rule: 0, metadata: { token: REDACTED, path: "/a/b" } }]);
  // What was sent holds the values; the run's mask hides them for a log.
  expect(secretMask(o).text(`${h["host"]?.[0]} ${h["x-later"]?.[0]} ${h["x-sub"]?.[0]}`)).toBe(`${REDACTED}.example.com ${REDACTED} ${REDACTED}`);
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
  expect(secretMask(o).text(o.kind === "response" ? o.body : "")).toBe(`${REDACTED} / ann`);
});

test("a failure's line quotes no secret", async () => {
  await expect(simulate({ on_http_request: [{ expressions: ["secrets.get('v', 's').lowerAscii()"], actions: [{ type: "deny" }] }] }, request, context)).rejects.toThrow(
    `on_http_request[0]: expression "secrets.get('v', 's').lowerAscii()" gives "${REDACTED}", not a bool`,
  );
});

test("traffic test's lines mask what the answer holds", async () => {
  const [r] = await runCases([{ name: "echo", request: { url: "https://shop.example.com/" }, expect: { body: "x" } }], "on_http_request:\n  - actions:\n      - type: custom-response\n        config: { body: \"k=${secrets.get('v', 's').substring(5)}\" }", context);
  expect(r && failureLine(r)).toBe(`FAIL echo: decided by on_http_request[0]: body "k=${REDACTED}", expected "x"`);
});

test("masking: any letter case, URL-encoded, never a run of a secret's characters; the context's secrets whole", () => {
  const marks = new SecretMarks({ vault: { unread: "unread-value" } });
  expect(marks.text("unread-value UNREAD-VALUE unre")).toBe(`${REDACTED} ${REDACTED} unre`);
  marks.read("p@ss w0rd");
  marks.mark("Computed");
  expect(marks.text("/x/p%40ss%20w0rd?q=COMPUTED")).toBe(`/x/${REDACTED}?q=${REDACTED}`);
  expect(marks.text("a-W0RD-b ss-w z")).toBe("a-W0RD-b ss-w z");
  // A run of a secret's characters may be the text's own words: left.
  marks.read("demo-upstream-token");
  expect(marks.text("added x-upstream-token: demo-upstream-token")).toBe(`added x-upstream-token: ${REDACTED}`);
  marks.read("tok-3f9a-shop");
  expect(marks.text("https://shop.example.com/?t=tok-3f9a-shop")).toBe(`https://shop.example.com/?t=${REDACTED}`);
  expect(new SecretMarks().text("nothing here")).toBe("nothing here");
  expect(new SecretMarks().empty).toBe(true);
});

test("the places an expression reads, as secretMarks.ts names them", () => {
  const reads = (e: string) => readsOf(parse(e).expr);
  expect(reads("req.headers['X-Token'][0].lowerAscii() + getReqHeader('X-A')[0]")).toEqual({ secret: false, places: ["req.headers.x-token", "req.headers.x-a"] });
  expect(reads("vars.tok + vars['x'] + req.url.path + req.cookies.c.value")).toEqual({ secret: false, places: ["vars.tok", "vars", "req.url", "req.headers.cookie"] });
  expect(reads("conn.client_ip == '1.2.3.4' || secrets.get('a', 'b') == ''")).toEqual({ secret: true, places: [] });
});
