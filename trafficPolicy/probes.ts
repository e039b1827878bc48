/**
 * The requests that tell two policies apart: derived from what their expressions and action
 * configs name (every CIDR or address, path, prefix or regex, method, header, query parameter and
 * host), each once, each a change of one thing from a plain request to the endpoint. Used by the
 * behaviour diff at preview (./behaviourDiff.ts).
 */
import { PHASES, type TrafficPolicy } from "./model/document";
import type { SimRequest } from "./simulate/base/types";

/** The client address of a probe that varies something else: TEST-NET-1 (RFC 5737), which policies rarely name. */
const PLAIN_CLIENT_IP = "192.0.2.1";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "TRACE"]);
const IPV4 = String.raw`(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}`;
const CIDR = new RegExp(String.raw`(?<![\d.])(${IPV4})(?:/(\d{1,2}))?(?![\d.])`, "g");
const IS_ADDRESS = new RegExp(String.raw`^${IPV4}(?:/\d{1,2})?$`);
const QUOTED = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g;
const HEADER = /req\.headers\s*\[\s*['"]([^'"]+)['"]\s*\]|['"]([^'"]+)['"]\s+in\s+req\.headers\b|req\.headers\.([A-Za-z_][\w]*)/g;
const QUERY = /req\.url\.query_params\s*\[\s*['"]([^'"]+)['"]\s*\]|['"]([^'"]+)['"]\s+in\s+req\.url\.query_params\b/g;
const MATCHES = /\.matches\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*\)/g;

/** What the policies name, by kind, each once, in the order met. */
export interface Named {
  cidrs: string[];
  paths: string[];
  methods: string[];
  headers: { name: string; value: string }[];
  query: { name: string; value: string }[];
  hosts: string[];
}

const ipNumber = (ip: string): number => ip.split(".").reduce((n, p) => n * 256 + Number(p), 0);
const ipText = (n: number): string => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join(".");

/** An address inside `cidr` and one just outside it (IPv4): `203.0.113.0/24` → `203.0.113.1`, `203.0.114.1`. */
export function insideAndOutside(cidr: string): [string, string] {
  const [base = "", bits = "32"] = cidr.split("/");
  const size = 2 ** (32 - Math.min(32, Number(bits)));
  const network = ipNumber(base) - (ipNumber(base) % size);
  const inside = size > 2 ? network + 1 : network;
  const after = network + size + (size > 2 ? 1 : 0);
  const outside = after <= 0xffffffff ? after : network - 1;
  return [ipText(inside), ipText(outside)];
}

/** A string `re` matches, read off the pattern: anchors dropped, classes and repeats given one instance. */
export function sampleOf(re: string): string {
  const text = re
    .replace(/^\^|\$$/g, "")
    .replace(/\\d|\[0-9\]/g, "1")
    .replace(/\\w|\[a-z[^\]]*\]|\[A-Z[^\]]*\]/g, "a")
    .replace(/\.\*|\.\+/g, "x")
    .replace(/\((?:\?:)?([^|)]*)(?:\|[^)]*)?\)/g, "$1")
    .replace(/[+*?]|\{\d+(?:,\d*)?\}/g, "")
    .replace(/\\(.)/g, "$1")
    .replace(/\./g, "x");
  return text;
}

/** Every string of `value` (an action's config), at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

const quotedIn = (text: string): string[] => [...text.matchAll(QUOTED)].map((m) => m[1] ?? m[2] ?? "");
const pushOnce = <T>(list: T[], item: T, key: (t: T) => string = String): void => {
  if (!list.some((x) => key(x) === key(item))) list.push(item);
};

/** What one CEL text (an expression, or a config's `${…}` or CEL list entry) names. */
function readExpression(text: string, into: Named): void {
  const literals = quotedIn(text);
  const other = (name: string): string => literals.find((l) => l !== name && l !== "") ?? "probe";
  for (const m of text.matchAll(HEADER)) {
    const name = (m[1] ?? m[2] ?? m[3]?.replace(/_/g, "-") ?? "").toLowerCase();
    pushOnce(into.headers, { name, value: other(m[1] ?? m[2] ?? name) }, (h) => h.name);
  }
  for (const m of text.matchAll(QUERY)) {
    const name = m[1] ?? m[2] ?? "";
    pushOnce(into.query, { name, value: other(name) }, (q) => q.name);
  }
  if (/req\.method\b/.test(text)) for (const l of literals) if (METHODS.has(l.toUpperCase())) pushOnce(into.methods, l.toUpperCase());
  const regexes = [...text.matchAll(MATCHES)].map((m) => (m[1] ?? m[2] ?? "").replace(/\\\\/g, "\\"));
  if (/req\.url\.(path|raw_path|uri)\b|req\.path\b/.test(text)) {
    for (const l of literals) if (l.startsWith("/") && !regexes.includes(l)) pushOnce(into.paths, l);
    for (const re of regexes) pushOnce(into.paths, sampleOf(re).replace(/^(?!\/)/, "/"));
  }
  if (/req\.(url\.)?host\b|req\.url\.authority\b/.test(text)) {
    for (const l of literals) if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(l) && !IS_ADDRESS.test(l)) pushOnce(into.hosts, l.toLowerCase());
    for (const re of regexes) pushOnce(into.hosts, sampleOf(re).toLowerCase());
  }
}

/** Everything `policies` name, each once. */
export function namedBy(policies: readonly TrafficPolicy[]): Named {
  const into: Named = { cidrs: [], paths: [], methods: [], headers: [], query: [], hosts: [] };
  for (const policy of policies) {
    for (const phase of PHASES) {
      for (const rule of policy[phase] ?? []) {
        const texts = [...(rule.expressions ?? []), ...rule.actions.flatMap((a) => stringsOf(a.config))];
        for (const text of texts) {
          readExpression(text, into);
          for (const m of text.matchAll(CIDR)) pushOnce(into.cidrs, `${m[1] ?? ""}/${m[2] ?? "32"}`);
        }
        for (const a of rule.actions) {
          // url-rewrite's and redirect's `from` is a regex over the URL: a path it matches.
          const from = (a.config as { from?: unknown } | undefined)?.from;
          if ((a.type === "url-rewrite" || a.type === "redirect") && typeof from === "string") {
            const sample = sampleOf(from).replace(/^[a-z]+:\/\/[^/]*/i, "");
            pushOnce(into.paths, sample.startsWith("/") ? sample : `/${sample}`);
          }
        }
      }
    }
  }
  return into;
}

/**
 * The probes for `named` on `endpointUrl`: a plain GET of `/` from {@link PLAIN_CLIENT_IP}; one
 * from an address inside and one outside each CIDR; then one request per other thing named,
 * varying it alone, from the plain address and from inside each CIDR (a policy that lets in an
 * office first shows its other rules to the office only).
 */
export function probeRequests(named: Named, endpointUrl: string): SimRequest[] {
  const origin = endpointUrl.replace(/\/+$/, "");
  const plain: SimRequest = { method: "GET", url: `${origin}/`, clientIp: PLAIN_CLIENT_IP };
  const out: SimRequest[] = [plain];
  const add = (r: SimRequest): void => pushOnce(out, r, requestKey);
  for (const cidr of named.cidrs) for (const ip of insideAndOutside(cidr)) add({ ...plain, clientIp: ip });
  const varied: SimRequest[] = [
    ...named.paths.map((p) => ({ ...plain, url: `${origin}${encodeURI(p)}` })),
    ...named.methods.map((m) => ({ ...plain, method: m })),
    ...named.headers.map((h) => ({ ...plain, headers: { [h.name]: h.value } })),
    ...named.query.map((q) => ({ ...plain, url: `${origin}/?${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}` })),
    ...named.hosts.map((host) => ({ ...plain, url: `${new URL(origin).protocol}//${host}/` })),
  ];
  for (const ip of [PLAIN_CLIENT_IP, ...named.cidrs.map((c) => insideAndOutside(c)[0])]) for (const r of varied) add({ ...r, clientIp: ip });
  return out;
}

/** A request as one key: method, URL, headers, client IP. */
export const requestKey = (r: SimRequest): string => JSON.stringify([r.method, r.url, r.headers ?? {}, r.clientIp]);
