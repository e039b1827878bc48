/**
 * Which route of an edge serves a request, written as CEL so that exactly one route's rules run.
 *
 * SELECTION ORDER (most specific first; the first route in this order that matches serves the request):
 *   1. routes whose match names a host (`host`, `host/path`) before routes that match a path only;
 *      among them an exact host before a wildcard host (`*.example.com`);
 *   2. `exact_path` before `path_prefix`;
 *   3. a longer path before a shorter one (so `/api/v1` before `/api` before `/`);
 *   4. otherwise the order the routes were given.
 * Source: ngrok's docs never state the order, now or in their history (searched
 * ngrok-docs: gateway/edges.mdx, docs/network-edge/edges.mdx and docs/http/index.mdx "Routes" before
 * ecb79b0f1, api-reference/edgeshttpsroutes/*). ngrok's Kubernetes controller, which created most
 * edges' routes, appends them in Ingress order without sorting (ngrok/ngrok-operator
 * internal/store/driver_edges.go, calculateHTTPSEdgesFromIngress; read through the code index, not
 * mirrored under /work/.mirror), so the edge itself must pick by specificity as an Ingress does:
 * longest path wins, Exact over Prefix (Kubernetes Ingress spec, "Multiple matches"). Hosts before
 * paths follows ngrok's rule that traffic goes to "the most specific matching" hostname
 * (ngrok-docs 65b97d015:docs/cloud-edge.md line 49). Steps 1 and 4 are inferences.
 *
 * Matching (guides/migration/edges-to-endpoints.mdx, "5. Migrate routes"): `exact_path` is
 * `req.url.path == '/foo'`, `path_prefix` is `req.url.path.startsWith('/api')` (a string prefix,
 * as the guide writes it). Hosts compare `req.url.host` (the hostname without port), or `req.host`
 * (the Host header) when the match carries a port (snippets/traffic-policy/variables/req.mdx).
 * A `host` match alone matches every path of that host; `exact_path` on it means the path `/`.
 */
import type { MatchType } from "../wire";

/** A route's selector, split into its host and path parts. */
export interface Selector {
  matchType: MatchType;
  /** Hostname, lower-cased, with `:port` when the match has one; absent for a path-only match. */
  host?: string;
  /** The path (leading slash); absent for a host-only match. */
  path?: string;
}

export function parseSelector(matchType: MatchType, match: string): Selector {
  if (match.startsWith("/")) return { matchType, path: match };
  const slash = match.indexOf("/");
  const host = (slash < 0 ? match : match.slice(0, slash)).toLowerCase();
  return slash < 0 ? { matchType, host } : { matchType, host, path: match.slice(slash) };
}

/** A CEL string literal: single quotes, backslash and quote escaped. */
export function celString(s: string): string {
  return `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

function hostExpression(host: string): string {
  const variable = host.includes(":") ? "req.host" : "req.url.host";
  return host.startsWith("*.") ? `${variable}.endsWith(${celString(host.slice(1))})` : `${variable} == ${celString(host)}`;
}

function pathExpression(s: Selector): string | undefined {
  if (s.path === undefined) return s.matchType === "exact_path" ? `req.url.path == '/'` : undefined;
  return s.matchType === "exact_path" ? `req.url.path == ${celString(s.path)}` : `req.url.path.startsWith(${celString(s.path)})`;
}

/** The CEL condition that a request matches this selector (ignoring the other routes). */
export function matchExpression(s: Selector): string {
  const parts = [s.host === undefined ? undefined : hostExpression(s.host), pathExpression(s)].filter((p): p is string => p !== undefined);
  // A path-only prefix match of "" cannot occur (matches start with "/"); `true` keeps the form total.
  return parts.length === 0 ? "true" : parts.join(" && ");
}

const effectivePath = (s: Selector): string => s.path ?? (s.matchType === "exact_path" ? "/" : "");

/** Compares two selectors in selection order (negative: `a` is tried first). */
function compareSelectors(a: Selector, b: Selector): number {
  const hostRank = (s: Selector) => (s.host === undefined ? 2 : s.host.startsWith("*.") ? 1 : 0);
  return (
    hostRank(a) - hostRank(b) ||
    (a.matchType === b.matchType ? 0 : a.matchType === "exact_path" ? -1 : 1) ||
    effectivePath(b).length - effectivePath(a).length
  );
}

function hostsOverlap(a?: string, b?: string): boolean {
  if (a === undefined || b === undefined) return true;
  const wild = (h: string) => h.startsWith("*.");
  if (!wild(a) && !wild(b)) return a === b;
  if (wild(a) && wild(b)) return a.endsWith(b.slice(1)) || b.endsWith(a.slice(1));
  const [pattern, name] = wild(a) ? [a, b] : [b, a];
  return name.endsWith(pattern.slice(1));
}

function pathsOverlap(a: Selector, b: Selector): boolean {
  const pa = effectivePath(a);
  const pb = effectivePath(b);
  if (a.matchType === "exact_path" && b.matchType === "exact_path") return pa === pb;
  if (a.matchType === "exact_path") return pa.startsWith(pb);
  if (b.matchType === "exact_path") return pb.startsWith(pa);
  return pa.startsWith(pb) || pb.startsWith(pa);
}

/** Whether some request could match both selectors (when false, neither needs to exclude the other). */
function selectorsOverlap(a: Selector, b: Selector): boolean {
  return hostsOverlap(a.host, b.host) && pathsOverlap(a, b);
}

/** Indices of `selectors` in selection order (a stable sort). */
export function selectionOrder(selectors: readonly Selector[]): number[] {
  return selectors.map((_, i) => i).sort((i, j) => compareSelectors(selectors[i]!, selectors[j]!) || i - j);
}

/**
 * The expressions of each route's rules, by route index: its own match, then the negation of every
 * route tried before it that could also match. All entries must hold (a rule's expressions are
 * ANDed: traffic-policy/how-it-works.mdx, "Expressions"), so at most one route's rules run.
 */
export function exclusiveExpressions(selectors: readonly Selector[]): string[][] {
  const order = selectionOrder(selectors);
  const out: string[][] = selectors.map(() => []);
  order.forEach((index, position) => {
    const own = selectors[index]!;
    const earlier = order.slice(0, position).filter((j) => selectorsOverlap(selectors[j]!, own));
    out[index] = [matchExpression(own), ...earlier.map((j) => `!(${matchExpression(selectors[j]!)})`)];
  });
  return out;
}
