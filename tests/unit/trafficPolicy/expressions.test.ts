// The policy's expressions at check (issue #51 item 2): each rule's expressions and each `${…}` of
// its actions' configs parsed as the simulator compiles them, the variables read checked against
// the phase's; one line per refusal, naming the phase, the rule, the expression and the reason.
import { parsePolicy } from "../../../trafficPolicy/model/document";
import { expressionProblems } from "../../../trafficPolicy/expressions";

const problems = (yaml: string) => expressionProblems(parsePolicy(yaml), "trafficPolicy");
const REQ_FIELDS = "method, host, location, version, content_encoding, content_length, content_type, cookies, headers, trailers, ts, user_agent, url";

test("an expression that does not parse: the parser's message, the rule by its name", () => {
  expect(problems("on_http_request:\n  - name: office only\n    expressions: ['req.method == ']\n    actions: [{ type: deny }]\n")).toEqual([
    'trafficPolicy on_http_request rule "office only" expression "req.method == " does not parse: <input>:1:12: found = but expecting end of input',
  ]);
});

test("a ${…} that does not parse, in a config string at any depth, quoted alone; a rule without a name by its index", () => {
  const yaml = "on_http_request:\n  - actions:\n      - type: set-vars\n        config: { vars: [{ who: 'user ${req.method == } here' }] }\n      - type: add-headers\n        config: { headers: { x-a: '${req.method' } }\n";
  expect(problems(yaml)).toEqual([
    'trafficPolicy on_http_request rule 0 actions[0] set-vars config.vars[0].who "${req.method == }" does not parse: <input>:1:12: found = but expecting end of input',
    "trafficPolicy on_http_request rule 0 actions[1] add-headers config.headers.x-a has a ${ that is not closed",
  ]);
});

test("an unknown variable, an unknown field, and an undocumented sub-field of a variable that is also a string", () => {
  const yaml = "on_http_request:\n  - expressions: [\"req.methd == 'GET'\", 'reqq.x', \"req.url.pathh == '/'\"]\n    actions: [{ type: deny }]\n";
  expect(problems(yaml)).toEqual([
    `trafficPolicy on_http_request rule 0 expression "req.methd == 'GET'" reads req.methd, which is not a variable (req has ${REQ_FIELDS})`,
    'trafficPolicy on_http_request rule 0 expression "reqq.x" reads reqq.x, which is not a variable (on_http_request has conn, endpoint, time, vars, actions, req)',
    "trafficPolicy on_http_request rule 0 expression \"req.url.pathh == '/'\" reads req.url.pathh, which is not a variable (req.url has authority, host, path, port, query, query_params, raw, raw_path, scheme, uri, user_password)",
  ]);
});

test("a variable of another phase is refused naming the phases that have it", () => {
  const yaml = "on_tcp_connect:\n  - expressions: [\"req.method == 'GET'\"]\n    actions: [{ type: deny }]\non_http_request:\n  - actions:\n      - type: add-headers\n        config: { headers: { x-s: '${res.status_code}' } }\n";
  expect(problems(yaml)).toEqual([
    "trafficPolicy on_tcp_connect rule 0 expression \"req.method == 'GET'\" reads req.method, which on_tcp_connect does not have (req is a variable of on_http_request and on_http_response only)",
    'trafficPolicy on_http_request rule 0 actions[0] add-headers config.headers.x-s "${res.status_code}" reads res.status_code, which on_http_request does not have (res is a variable of on_http_response only)',
  ]);
});

test("macros, extension functions, comprehensions, has(), CEL's type names, a variable read as its string, and ${…} inside an expression pass", () => {
  const yaml = [
    "on_http_request:",
    "  - expressions:",
    "      - \"req.url.contains('x') && req.headers.exists(k, k == 'x-a') && has(req.url.path) && type(1) == int\"",
    "      - \"base64.decode('eA==') == b'x' && req.url.path.split('/').sortBy(p, p).size() > 0 && inCidrRange(conn.client_ip, '10.0.0.0/8')\"",
    "      - \"req.headers.get('x-webhook-secret') != '${secrets.get(\\\"v\\\", \\\"s\\\")}'\"",
    "      - \"conn.tls.version == '1.3' || conn.geo.country_code == 'DE'\"",
    "    actions:",
    "      - type: add-headers",
    "        config: { headers: { x-q: '${getQueryParam(\"q\").join(\",\")} at ${time.now} ${vars.v} ${endpoint.host}' } }",
    "on_http_response:",
    "  - expressions: ['res.status_code >= 500 && req.method == \"GET\"']",
    "    actions: [{ type: custom-response, config: { body: '${res.headers.filter(h, h.startsWith(\"x-\")).encodeJson()}' } }]",
  ].join("\n");
  expect(problems(yaml)).toEqual([]);
});
