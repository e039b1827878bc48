/**
 * What the docs write that CEL cannot say as is, turned into CEL before parsing:
 * - Variables that are both a string and a map of sub-fields (req.url, req.user_agent,
 *   req.content_type, res.content_type, conn.client_ip, conn.server_ip; snippets/traffic-policy/
 *   variables/*.mdx type `req.url` as `string` and list `req.url.path`; TRAFFIC-POLICY-NOTES.md
 *   item 9): they are maps here, and a use that selects no documented sub-field reads the string,
 *   kept under `__text` (`req.url.contains('x')` runs as `req.url.__text.contains('x')`).
 * - `list.sortBy(x, key)` (a macro, traffic-policy/macros/index.mdx) runs as
 *   `list.map(x, [key, x]).__sortByKeys()`.
 * String literals are left alone.
 */
import { closingIndex } from "./scan";

/** Documented sub-fields of each hybrid variable (`__text` is the string itself). */
export const HYBRID: Readonly<Record<string, readonly string[]>> = {
  "req.url": ["authority", "host", "path", "port", "query", "query_params", "raw", "raw_path", "scheme", "uri", "user_password", "__text"],
  "req.user_agent": ["name", "version", "os", "os_version", "device", "is_mobile", "is_tablet", "is_desktop", "is_bot", "url", "__text"],
  "req.content_type": ["parameters", "raw", "__text"],
  "res.content_type": ["parameters", "raw", "__text"],
  "conn.client_ip": ["categories", "is_on_blocklist", "is_tor_node", "as", "geo", "__text"],
  "conn.server_ip": ["categories", "is_on_blocklist", "is_tor_node", "as", "geo", "__text"],
};

/**
 * Variables the simulator has no data for: reading one is reported as not simulated (the value
 * is empty or false, which the service would not give).
 */
const UNKNOWN_DATA: readonly [RegExp, string][] = [
  [/^req\.user_agent\.(?!__text)/, "user-agent parsing (req.user_agent.*) is not simulated: its sub-fields read empty"],
  [/^conn\.(client|server)_ip\.(?!__text)/, "IP intelligence (conn.client_ip.*: categories, geo, AS) is not simulated: it reads empty"],
  [/^conn\.tls\./, "TLS connection details (conn.tls.*) are not simulated"],
];

/** Splits code from string literals (`'...'`, `"..."`, raw and triple-quoted forms alike). */
function segments(expr: string): { code: boolean; text: string }[] {
  const out: { code: boolean; text: string }[] = [];
  let i = 0;
  let start = 0;
  while (i < expr.length) {
    const c = expr[i];
    if (c === "'" || c === '"') {
      if (i > start) out.push({ code: true, text: expr.slice(start, i) });
      const triple = expr.startsWith(c.repeat(3), i);
      const close = triple ? c.repeat(3) : c;
      let j = i + close.length;
      while (j < expr.length && !expr.startsWith(close, j)) j += expr[j] === "\\" ? 2 : 1;
      j = Math.min(expr.length, j + close.length);
      out.push({ code: false, text: expr.slice(i, j) });
      i = j;
      start = j;
    } else i++;
  }
  if (start < expr.length) out.push({ code: true, text: expr.slice(start) });
  return out;
}

const HYBRID_RE = new RegExp(`(?<![\\w.])(${Object.keys(HYBRID).map((k) => k.replace(".", "\\s*\\.\\s*")).join("|")})(?![\\w])(\\s*\\.\\s*(\\w+))?`, "g");

function rewriteHybrids(code: string): string {
  return code.replace(HYBRID_RE, (all, name: string, _sel: string | undefined, field: string | undefined) => {
    const key = name.replace(/\s+/g, "");
    const fields = HYBRID[key] ?? [];
    if (field !== undefined && fields.includes(field)) return all;
    return `${key}.__text${all.slice(name.length)}`;
  });
}

function rewriteSortBy(expr: string): string {
  for (;;) {
    const m = /\.\s*sortBy\s*\(\s*([A-Za-z_]\w*)\s*,/.exec(expr);
    if (m === null) return expr;
    const open = m.index + m[0].length;
    const close = closingIndex(expr, open, "(", ")");
    if (close < 0) return expr;
    const name = m[1] ?? "";
    expr = `${expr.slice(0, m.index)}.map(${name}, [${expr.slice(open, close)}, ${name}]).__sortByKeys()${expr.slice(close + 1)}`;
  }
}

/** The expression as CEL, and what it reads that the simulator has no data for. */
export function rewrite(expr: string): { cel: string; unknown: string[] } {
  const cel = rewriteSortBy(segments(expr).map((s) => (s.code ? rewriteHybrids(s.text) : s.text)).join(""));
  const unknown = new Set<string>();
  for (const s of segments(cel)) {
    if (!s.code) continue;
    for (const m of s.text.matchAll(/(?<![\w.])(?:req|conn)(?:\s*\.\s*\w+)+/g)) {
      const path = m[0].replace(/\s+/g, "");
      for (const [re, why] of UNKNOWN_DATA) if (re.test(path)) unknown.add(why);
    }
  }
  return { cel, unknown: [...unknown] };
}
