// The bounds of a policy's expressions (issue #57 item 4): past MAX_NESTING_DEPTH or
// MAX_EXPRESSION_SIZE, one line naming the limit and quoting at most 200 characters, at check, in
// the simulator and in the CloudEndpoint's check; a long literal within the size parses and runs.
import { parse } from "@bufbuild/cel";
import { z } from "zod";
import { listFilter } from "../../../emulator/machinery/listFilter";
import * as cep from "../../../provider/resources/cloudEndpoint/family";
import type { TrafficPolicy } from "../../../trafficPolicy/model/document";
import { expressionProblems } from "../../../trafficPolicy/expressions";
import { simulate, type SimRequest } from "../../../trafficPolicy/simulate";
import { MAX_EXPRESSION_SIZE, MAX_NESTING_DEPTH, quoteExpression } from "../../../trafficPolicy/simulate/cel/limits";
import { LITERAL_PIECE, parseCel } from "../../../trafficPolicy/simulate/cel/literals";

const req: SimRequest = { method: "GET", url: "https://shop.example.com/", headers: {}, clientIp: "203.0.113.9" };
const ruleOf = (expr: string): TrafficPolicy => ({ on_http_request: [{ name: "r", expressions: [expr], actions: [{ type: "deny" }] }] });
const problems = (expr: string) => expressionProblems(ruleOf(expr), "trafficPolicy");
/** The simulator's failure for a policy whose one rule has `expr`, or "ran" and the outcome's kind. */
async function simulated(expr: string): Promise<string> {
  try {
    return `ran: ${(await simulate(ruleOf(expr), req)).kind}`;
  } catch (e) {
    return (e as Error).message;
  }
}
const parens = (n: number) => `${"(".repeat(n)}true${")".repeat(n)}`;
/** `1 + 1 + … > 0` with `n` ones: n levels deep (n - 1 for the chain of +, one for >). */
const chain = (n: number) => `${Array.from({ length: n }, () => "1").join(" + ")} > 0`;

test("the limits are cel-go's default depth and 262,144 characters", () => {
  expect([MAX_NESTING_DEPTH, MAX_EXPRESSION_SIZE]).toEqual([250, 262_144]);
});

test("a quote keeps 200 characters (code points, never half a surrogate pair) and marks the cut with …", () => {
  expect(quoteExpression("req.method == 'GET'")).toBe('"req.method == \'GET\'"');
  expect(quoteExpression("a".repeat(200))).toBe(JSON.stringify("a".repeat(200)));
  expect(quoteExpression("a".repeat(201))).toBe(JSON.stringify(`${"a".repeat(200)}…`));
  expect(quoteExpression("😀".repeat(201))).toBe(JSON.stringify(`${"😀".repeat(200)}…`));
  expect(quoteExpression(`'a\n${"b".repeat(300)}'`)).toBe(JSON.stringify(`'a\n${"b".repeat(197)}…`));
});

test("10,000 nested parentheses: one line at check naming the limit, the expression cut at 200 characters", () => {
  const line = `trafficPolicy on_http_request rule "r" expression "${"(".repeat(200)}…" nests 10000 levels deep, past the limit of 250 levels`;
  expect(problems(parens(10_000))).toEqual([line]);
});

test("the simulator refuses the same expression with the same words, before its parser runs", async () => {
  expect(await simulated(parens(10_000))).toBe(`on_http_request[0] (rule "r"): expression "${"(".repeat(200)}…" nests 10000 levels deep, past the limit of 250 levels`);
});

test("brackets, lists, maps, calls and conditionals count as they nest; inside literals and comments they do not", () => {
  expect(problems(parens(250))).toEqual([]);
  expect(problems(parens(251))).toEqual([`trafficPolicy on_http_request rule "r" expression "${"(".repeat(200)}…" nests 251 levels deep, past the limit of 250 levels`]);
  const conditionals = `${"false ? false : ".repeat(251)}true`;
  expect(problems(conditionals)).toEqual([`trafficPolicy on_http_request rule "r" expression ${quoteExpression(conditionals)} nests 251 levels deep, past the limit of 250 levels`]);
  const mixed = `${"[{'k': f(".repeat(84)}1${")}]".repeat(84)} != []`;
  expect(problems(mixed)).toEqual([`trafficPolicy on_http_request rule "r" expression ${quoteExpression(mixed)} nests 252 levels deep, past the limit of 250 levels`]);
  expect(problems(`'${"(".repeat(300)}' != "${"[".repeat(300)}" // ${"{".repeat(300)}\n`)).toEqual([]);
});

test("a chain of operators is as deep as it is long; && and || chains are balanced", async () => {
  expect(problems(chain(250))).toEqual([]);
  expect(await simulated(chain(250))).toBe("ran: response");
  expect(problems(chain(251))).toEqual([`trafficPolicy on_http_request rule "r" expression ${quoteExpression(chain(251))} nests 251 levels deep, past the limit of 250 levels`]);
  const selects = `vars${".x".repeat(251)} == 1`;
  expect(await simulated(selects)).toBe(`on_http_request[0] (rule "r"): expression ${quoteExpression(selects)} nests 252 levels deep, past the limit of 250 levels`);
  const alternatives = `${Array.from({ length: 1000 }, (_, i) => `req.url.path == '/${i}'`).join(" || ")} || true`;
  expect(problems(alternatives)).toEqual([]);
  expect(await simulated(alternatives)).toBe("ran: response");
});

test("past the size: one line at check and in the simulator, the size and the limit named, 200 characters quoted", async () => {
  const expr = `'${"a".repeat(300_000)}' == ''`;
  expect(problems(expr)).toEqual([`trafficPolicy on_http_request rule "r" expression "'${"a".repeat(199)}…" is 300008 characters long, past the limit of 262144 characters`]);
  expect(await simulated(expr)).toBe(`on_http_request[0] (rule "r"): expression "'${"a".repeat(199)}…" is 300008 characters long, past the limit of 262144 characters`);
  // Counted in code points, as cel-go counts: 200,000 emoji are 400,000 UTF-16 units but within the size.
  expect(problems(`'${"😀".repeat(200_000)}'.size() == 200000`)).toEqual([]);
});

test("a 200 KB string literal within the size parses and evaluates, escapes and all", async () => {
  const lit = "a".repeat(200 * 1024);
  expect(problems(`'${lit}'.size() == 204800`)).toEqual([]);
  expect(await simulated(`'${lit}'.size() == 204800`)).toBe("ran: response");
  // 5,000 times 41 characters of escapes, quotes, non-ASCII and a surrogate pair: 205,000 characters.
  const unit = `\\n\\"\\u00e9\\x41\\101\\\\\\U0001F600😀é'ok${"z".repeat(5)}`;
  expect(unit.length).toBe(41);
  const policy: TrafficPolicy = { on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 200, body: `\${"${unit.repeat(5000)}"}` } }] }] };
  expect(expressionProblems(policy, "trafficPolicy")).toEqual([]);
  const o = await simulate(policy, req);
  expect(o.kind === "response" && o.body).toBe(`\n"éAA\\😀😀é'ok${"z".repeat(5)}`.repeat(5000));
});

test("a long literal's value is the one @bufbuild/cel gives it whole, in each quoting and as bytes", () => {
  const bodies = ["a\\nb\\\"c\\u00e9\\U0001F600😀\\x41\\101\\\\ \\q\\u12", "é😀`?\\'"];
  const asJson = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === "bigint" ? x.toString() : x instanceof Uint8Array ? [...x] : x));
  for (const body of bodies) {
    for (const quote of ['"', "'", '"""', "'''"]) {
      for (const prefix of ["", "b"]) {
        const text = `${prefix}${quote}${body.repeat(Math.ceil((3 * LITERAL_PIECE) / body.length))}${quote}`;
        // Short enough for @bufbuild/cel's own parse, long enough to be parsed in pieces.
        expect(asJson(parseCel(text))).toBe(asJson(parse(text)));
      }
    }
  }
});

test("a syntax error after a long literal is placed in the text as written", () => {
  const lit = "a".repeat(200 * 1024);
  expect(problems(`'${lit}' + )`)).toEqual([`trafficPolicy on_http_request rule "r" expression "'${"a".repeat(199)}…" does not parse: <input>:1:204804: found + but expecting end of input`]);
  expect(problems(`'''${"ab\n".repeat(2000)}''' +\n )`)).toEqual([
    `trafficPolicy on_http_request rule "r" expression ${quoteExpression(`'''${"ab\n".repeat(2000)}'''`)} does not parse: <input>:2001:5: found + but expecting end of input`,
  ]);
  // Not closed: refused where it starts, as a short one is.
  expect(problems(`req.method == '${lit}`)).toEqual([`trafficPolicy on_http_request rule "r" expression "req.method == '${"a".repeat(185)}…" does not parse: <input>:1:12: found = but expecting end of input`]);
});

test("a ${…} in a config past a limit is quoted alone, cut at 200 characters", () => {
  const policy: TrafficPolicy = { on_http_request: [{ actions: [{ type: "add-headers", config: { headers: { "x-deep": `\${${parens(300)}}` } } }] }] };
  expect(expressionProblems(policy, "trafficPolicy")).toEqual([
    `trafficPolicy on_http_request rule 0 actions[0] add-headers config.headers.x-deep "\${${"(".repeat(198)}…" nests 300 levels deep, past the limit of 250 levels`,
  ]);
});

test("the CloudEndpoint's check, before any API call, refuses in the same line", async () => {
  const trafficPolicy = JSON.stringify(ruleOf(parens(10_000)));
  expect((await cep.check({}, { url: "https://app.example.com", trafficPolicy })).failures).toEqual([
    { property: "", reason: `trafficPolicy on_http_request rule "r" expression "${"(".repeat(200)}…" nests 10000 levels deep, past the limit of 250 levels` },
  ]);
});

test("the emulator's list filter quotes a long filter the same way", () => {
  const filter = `obj.region == '${"x".repeat(300)}' ==`;
  expect(() => listFilter(filter, z.object({ region: z.string() }))).toThrow(
    `filter "obj.region == '${"x".repeat(185)}…" does not parse: <input>:1:318: found = but expecting end of input`,
  );
});

test("an unclosed ${ in a long config string is quoted cut at 200 characters", async () => {
  const body = `\${req.method + '${"a".repeat(300)}'`;
  const policy: TrafficPolicy = { on_http_request: [{ actions: [{ type: "custom-response", config: { status_code: 200, body } }] }] };
  const said = await simulate(policy, req).then(
    (o) => `ran: ${o.kind}`,
    (e: unknown) => (e as Error).message,
  );
  expect(said).toBe(`on_http_request[0]: action custom-response: unclosed \${ in "\${req.method + '${"a".repeat(184)}…"`);
});

test("a failure at run time quotes at most 200 characters of the expression, of the value it gave and of CEL's message", async () => {
  const lit = "b".repeat(10_000);
  expect(await simulated(`'${lit}'`)).toBe(`on_http_request[0] (rule "r"): expression ${quoteExpression(`'${lit}'`)} gives "${"b".repeat(199)}…, not a bool`);
  expect(await simulated(`int('${lit}') > 0`)).toBe(`on_http_request[0] (rule "r"): expression ${quoteExpression(`int('${lit}') > 0`)} fails: Cannot convert ${"b".repeat(185)}…`);
});
