// Route matches as CEL, made mutually exclusive in the order the edge picks routes (routeOrder.ts).
// Expressions are run with @bufbuild/cel on the documented request variables.
import { isCelError, run } from "@bufbuild/cel";
import { celString, exclusiveExpressions, matchExpression, parseSelector, selectionOrder, type Selector } from "../../../provider/resources/httpsEdgeRoute/toPolicy/routeOrder";
import type { MatchType } from "../../../provider/resources/httpsEdgeRoute/wire";

const sel = (matchType: MatchType, match: string): Selector => parseSelector(matchType, match);

/** The index of the route whose expressions all hold for this request; -1 for none; throws if several do. */
function served(selectors: Selector[], host: string, path: string): number {
  const [hostname = host] = host.split(":");
  const req = { host, url: { host: hostname, path } };
  const hits = exclusiveExpressions(selectors)
    .map((exprs, i) => ({ i, ok: exprs.every((x) => { const v = run(x, { req }); if (isCelError(v)) throw new Error(`${x}: ${String(v)}`); return v === true; }) }))
    .filter((h) => h.ok);
  if (hits.length > 1) throw new Error(`routes ${hits.map((h) => h.i).join(", ")} all match ${host}${path}`);
  return hits[0]?.i ?? -1;
}

test("each selector form becomes its CEL", () => {
  expect(matchExpression(sel("exact_path", "/foo"))).toBe("req.url.path == '/foo'");
  expect(matchExpression(sel("path_prefix", "/api"))).toBe("req.url.path.startsWith('/api')");
  expect(matchExpression(sel("path_prefix", "Example.com"))).toBe("req.url.host == 'example.com'");
  expect(matchExpression(sel("exact_path", "example.com"))).toBe("req.url.host == 'example.com' && req.url.path == '/'");
  expect(matchExpression(sel("path_prefix", "example.com/api"))).toBe("req.url.host == 'example.com' && req.url.path.startsWith('/api')");
  expect(matchExpression(sel("exact_path", "example.com:8443/x"))).toBe("req.host == 'example.com:8443' && req.url.path == '/x'");
  expect(matchExpression(sel("path_prefix", "*.example.com/"))).toBe("req.url.host.endsWith('.example.com') && req.url.path.startsWith('/')");
});

test("quotes and backslashes in a path are escaped in the CEL literal", () => {
  expect(celString("/it's\\here")).toBe("'/it\\'s\\\\here'");
  expect(run(`${celString("/it's\\here")} == x`, { x: "/it's\\here" })).toBe(true);
});

test("selection order: hosts first (exact before wildcard), exact paths before prefixes, longer paths first, then given order", () => {
  const selectors = [
    sel("path_prefix", "/"),
    sel("path_prefix", "/api"),
    sel("exact_path", "/api"),
    sel("path_prefix", "*.example.com/"),
    sel("path_prefix", "a.example.com"),
    sel("path_prefix", "/api/v1"),
    sel("path_prefix", "/b"),
  ];
  expect(selectionOrder(selectors)).toEqual([4, 3, 2, 5, 1, 6, 0]);
});

test("overlapping prefixes exclude each other: '/' carries the negation of '/api', disjoint routes carry none", () => {
  expect(exclusiveExpressions([sel("path_prefix", "/"), sel("path_prefix", "/api"), sel("path_prefix", "/static")])).toEqual([
    // Longer first: /static (7 characters) is tried before /api (4).
    ["req.url.path.startsWith('/')", "!(req.url.path.startsWith('/static'))", "!(req.url.path.startsWith('/api'))"],
    ["req.url.path.startsWith('/api')"],
    ["req.url.path.startsWith('/static')"],
  ]);
});

test("an exact path excludes itself from the prefix that holds it and from nothing else", () => {
  expect(exclusiveExpressions([sel("path_prefix", "/api"), sel("exact_path", "/api/health"), sel("exact_path", "/other")])).toEqual([
    ["req.url.path.startsWith('/api')", "!(req.url.path == '/api/health')"],
    ["req.url.path == '/api/health'"],
    ["req.url.path == '/other'"],
  ]);
});

test("host and host/path routes exclude the path-only routes below them, different hosts do not exclude each other", () => {
  expect(exclusiveExpressions([sel("path_prefix", "/"), sel("path_prefix", "a.example.com/api"), sel("path_prefix", "b.example.com")])).toEqual([
    ["req.url.path.startsWith('/')", "!(req.url.host == 'a.example.com' && req.url.path.startsWith('/api'))", "!(req.url.host == 'b.example.com')"],
    ["req.url.host == 'a.example.com' && req.url.path.startsWith('/api')"],
    ["req.url.host == 'b.example.com'"],
  ]);
});

test("exactly one route serves each request, the most specific", () => {
  const selectors = [
    sel("path_prefix", "/"),
    sel("path_prefix", "/api"),
    sel("exact_path", "/api"),
    sel("path_prefix", "/api/v1"),
    sel("path_prefix", "a.example.com"),
    sel("path_prefix", "*.example.com/static"),
    sel("exact_path", "/health"),
  ];
  const cases: [string, string, number][] = [
    ["x.test", "/", 0],
    ["x.test", "/apix", 1],
    ["x.test", "/api", 2],
    ["x.test", "/api/v1/users", 3],
    ["a.example.com", "/api", 4],
    ["b.example.com", "/static/app.js", 5],
    ["a.example.com", "/static/app.js", 4],
    ["x.test", "/health", 6],
    ["x.test", "/health/deep", 0],
  ];
  expect(cases.map(([host, path]) => served(selectors, host, path))).toEqual(cases.map(([, , want]) => want));
});

test("a request no route matches is served by none", () => {
  expect(served([sel("exact_path", "/a"), sel("path_prefix", "b.example.com")], "c.example.com", "/b")).toBe(-1);
});
