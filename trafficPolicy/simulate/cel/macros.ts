/**
 * The macros of traffic-policy/macros/index.mdx as CEL functions. CEL's own (size, matches,
 * startsWith, endsWith, contains, has, all/exists/exists_one/filter/map, timestamps' getX) and the
 * strings extension (charAt, indexOf, lastIndexOf, lowerAscii, upperAscii, replace, split,
 * substring, trim, join, format, reverse, strings.quote) come with @bufbuild/cel; this module adds
 * the rest. Functions that read the request (`getReqHeader`, `secrets.get`) read the scope of the
 * evaluation running now (program.ts).
 */
import { createHash, randomInt } from "node:crypto";
import { celFunc, celMethod, CelScalar, isCelList, isCelMap, listType, mapType, type CelFunc, type CelValue } from "@bufbuild/cel";
import { isPrivateIp, ipInCidr } from "../base/ip";
import { goRegExp } from "../base/regex";
import { crc32, crc64, xxhash64 } from "./checksums";
import type { SecretMarks } from "../base/secretMarks";

/** What the macros read about the request being evaluated. */
export interface MacroScope {
  /** Request headers, lower-case names. */
  reqHeaders: ReadonlyMap<string, readonly string[]>;
  /** Query parameters of the request URL. */
  query: ReadonlyMap<string, readonly string[]>;
  /** Request cookies as the `req.cookies` variable holds them. */
  reqCookies: ReadonlyMap<string, readonly Record<string, unknown>[]>;
  /** Response headers and cookies, in `on_http_response`; empty before. */
  resHeaders: ReadonlyMap<string, readonly string[]>;
  resCookies: ReadonlyMap<string, readonly Record<string, unknown>[]>;
  /** Vault name → secret name → value. */
  secrets: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Told what an expression reads that the simulator has no data for. */
  report: (why: string) => void;
  /** The run's secrets and what was computed from them. */
  marks: SecretMarks;
}

let current: MacroScope | null = null;

/** The scope of the evaluation running now: CEL functions get only their arguments. */
function scopeOf(): MacroScope {
  if (current === null) throw new Error("a macro ran outside an evaluation");
  return current;
}

/** `secrets.get` of a secret the context does not hold: its line names the vault and the secret, never a value. */
export class SecretNotHeld extends Error {}

/** Runs `f(arg)` with `scope` as the macros' scope (evaluation is synchronous). */
export function inScope<A, T>(scope: MacroScope, f: (arg: A) => T, arg: A): T {
  const outer = current;
  current = scope;
  try {
    return f(arg);
  } finally {
    current = outer;
  }
}

const { STRING, INT, BOOL, BYTES, DYN, DOUBLE } = CelScalar;
const LIST = listType(DYN);
const LIST_STRING = listType(STRING);
const MAP = mapType(STRING, DYN);

/** A header name as the scope keys it: lower case (the docs' "canonical" keys find the same header). */
const headerKey = (name: string) => name.toLowerCase();

function digest(algorithm: "md5" | "sha1" | "sha256" | "sha512", text: string, format: string): string {
  return createHash(algorithm).update(text).digest(format === "base64" ? "base64" : "hex");
}

/** A checksum's bytes written as hex or base64. */
function encodeSum(bytes: Buffer, format: string): string {
  return format === "base64" ? bytes.toString("base64") : bytes.toString("hex");
}

const HASHES: Record<string, (text: string, format: string) => string> = {
  md5: (t, f) => digest("md5", t, f),
  sha1: (t, f) => digest("sha1", t, f),
  sha256: (t, f) => digest("sha256", t, f),
  sha512: (t, f) => digest("sha512", t, f),
  crc32: (t, f) => encodeSum(crc32(Buffer.from(t)), f),
  crc64: (t, f) => encodeSum(crc64(Buffer.from(t)), f),
  xxhash64: (t, f) => encodeSum(xxhash64(Buffer.from(t)), f),
};

/** A JSON value as CEL input: numbers that are whole become ints, as Go's decoder does not (it gives doubles); doubles kept. */
function fromJson(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(fromJson);
  if (v !== null && typeof v === "object") return new Map(Object.entries(v).map(([k, x]) => [k, fromJson(x)]));
  return v;
}

/** A CEL value as JSON text. */
function toJsonValue(v: CelValue): unknown {
  if (typeof v === "bigint") return Number(v);
  if (isCelList(v)) return [...v].map((x) => toJsonValue(x));
  if (isCelMap(v)) return Object.fromEntries([...v.entries()].map(([k, x]) => [String(k), toJsonValue(x)]));
  if (v instanceof Uint8Array) return Buffer.from(v).toString("base64");
  if (v !== null && typeof v === "object") return String(v);
  return v;
}

/** A query string as a map of lists (Go's url.ParseQuery). */
function decodeQuery(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [k, v] of new URLSearchParams(text)) out.set(k, [...(out.get(k) ?? []), v]);
  return out;
}

/** A map of strings or lists as a query string, keys sorted (Go's url.Values.Encode). */
function encodeQuery(m: CelValue): string {
  if (!isCelMap(m)) throw new Error("queryString.encode takes a map");
  const params = new URLSearchParams();
  for (const k of [...m.keys()].map(String).sort()) {
    const v = m.get(k);
    for (const x of isCelList(v) ? [...v] : [v]) params.append(k, String(typeof x === "bigint" ? x : (x ?? "")));
  }
  return params.toString();
}

/** A URL as Go's net/url fields, the shape `url.parse` returns. */
function parseUrl(v: CelValue): Map<string, unknown> {
  const text = isCelMap(v) ? String(v.get("raw") ?? "") : String(v);
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw new Error(`url.parse: not a URL: ${text}`);
  }
  return new Map<string, unknown>([
    ["scheme", u.protocol.replace(/:$/, "")],
    ["host", u.host],
    ["path", decodeURIComponent(u.pathname)],
    ["raw_path", u.pathname],
    ["raw_query", u.search.replace(/^\?/, "")],
    ["fragment", u.hash.replace(/^#/, "")],
    ["user", u.username],
  ]);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Go's url.QueryEscape: spaces as `+`. */
const escapeUrl = (s: string) => encodeURIComponent(s).replace(/%20/g, "+").replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const unescapeUrl = (s: string) => decodeURIComponent(s.replace(/\+/g, " "));

/** Flattens nested lists `depth` levels deep (all when negative). */
function flatten(list: CelValue, depth: number): unknown[] {
  const out: unknown[] = [];
  for (const x of isCelList(list) ? list : []) {
    if (isCelList(x) && depth !== 0) out.push(...flatten(x, depth - 1));
    else out.push(x);
  }
  return out;
}

/** CEL's ordering for sort: numbers, strings, bools; mixed types refuse. */
function compareCel(a: unknown, b: unknown): number {
  if (typeof a !== typeof b) throw new Error("sort: the list mixes types");
  if (typeof a === "string" || typeof a === "bigint" || typeof a === "number") return a < (b as typeof a) ? -1 : a > (b as typeof a) ? 1 : 0;
  if (typeof a === "boolean") return Number(a) - Number(b);
  throw new Error("sort: the list holds values that have no order");
}

/** Equality by value for `distinct`. */
const keyOf = (v: unknown) => JSON.stringify(toJsonValue(v as CelValue), (_k, x: unknown) => (typeof x === "bigint" ? `${x}n` : x));

const hashFuncs = Object.keys(HASHES).flatMap((name) => {
  const h = HASHES[name] as (t: string, f: string) => string;
  return [
    celFunc(`hash.${name}`, [STRING], STRING, (t) => h(t, "hex")),
    celFunc(`hash.${name}`, [STRING, STRING], STRING, (t, f) => h(t, f)),
    celMethod(name, STRING, [], STRING, function () {
      return h(this, "hex");
    }),
    celMethod(name, STRING, [STRING], STRING, function (f) {
      return h(this, f);
    }),
  ];
});

const cookie = (list: readonly Record<string, unknown>[] | undefined) => (list?.[0] ? new Map(Object.entries(list[0])) : new Map());

/** Every macro this module adds. */
export const MACROS: CelFunc[] = [
  // Base64 and bytes
  celFunc("base64.decode", [STRING], BYTES, (s) => new Uint8Array(Buffer.from(s, "base64"))),
  celFunc("base64.encode", [BYTES], STRING, (b) => Buffer.from(b).toString("base64")),
  celFunc("base64.encode", [STRING], STRING, (s) => Buffer.from(s).toString("base64")),
  celFunc("basic_auth.encode", [STRING, STRING], STRING, (u, p) => `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}`),
  celMethod("decodeBase64", STRING, [], STRING, function () {
    return Buffer.from(this, "base64").toString("utf8");
  }),
  celMethod("encodeBase64", STRING, [], STRING, function () {
    return Buffer.from(this).toString("base64");
  }),
  // HTTP requests and responses
  celFunc("getReqHeader", [STRING], LIST_STRING, (k) => [...(scopeOf().reqHeaders.get(headerKey(k)) ?? [])]),
  celFunc("hasReqHeader", [STRING], BOOL, (k) => scopeOf().reqHeaders.has(headerKey(k))),
  celFunc("getResHeader", [STRING], LIST_STRING, (k) => [...(scopeOf().resHeaders.get(headerKey(k)) ?? [])]),
  celFunc("hasResHeader", [STRING], BOOL, (k) => scopeOf().resHeaders.has(headerKey(k))),
  celFunc("getQueryParam", [STRING], LIST_STRING, (k) => [...(scopeOf().query.get(k) ?? [])]),
  celFunc("hasQueryParam", [STRING], BOOL, (k) => scopeOf().query.has(k)),
  celFunc("getReqCookie", [STRING], MAP, (k) => cookie(scopeOf().reqCookies.get(k))),
  celFunc("hasReqCookie", [STRING], BOOL, (k) => scopeOf().reqCookies.has(k)),
  celFunc("getResCookie", [STRING], MAP, (k) => cookie(scopeOf().resCookies.get(k))),
  celFunc("hasResCookie", [STRING], BOOL, (k) => scopeOf().resCookies.has(k)),
  // Hashes
  ...hashFuncs,
  // JSON
  celFunc("json.decode", [STRING], DYN, (s) => fromJson(JSON.parse(s)) as never),
  celFunc("json.encode", [DYN], STRING, (v) => JSON.stringify(toJsonValue(v))),
  celMethod("encodeJson", LIST, [], STRING, function () {
    return JSON.stringify(toJsonValue(this));
  }),
  celMethod("encodeJson", MAP, [], STRING, function () {
    return JSON.stringify(toJsonValue(this));
  }),
  celMethod("decodeJson", STRING, [], DYN, function () {
    return fromJson(JSON.parse(this)) as never;
  }),
  celMethod("isJson", STRING, [], BOOL, function () {
    return isJson(this);
  }),
  // Lists
  celMethod("slice", LIST, [INT, INT], LIST, function (a, b) {
    return [...this].slice(Number(a), Number(b));
  }),
  celMethod("flatten", LIST, [], LIST, function () {
    return flatten(this, 1) as never;
  }),
  celMethod("flatten", LIST, [INT], LIST, function (d) {
    return flatten(this, Number(d)) as never;
  }),
  celMethod("sort", LIST, [], LIST, function () {
    return [...this].sort(compareCel);
  }),
  celMethod("distinct", LIST, [], LIST, function () {
    const seen = new Set<string>();
    return [...this].filter((x) => !seen.has(keyOf(x)) && Boolean(seen.add(keyOf(x))));
  }),
  celFunc("lists.range", [INT], listType(INT), (n) => Array.from({ length: Math.max(0, Number(n)) }, (_, i) => BigInt(i))),
  // `list.sortBy(x, key)` runs as `list.map(x, [key, x]).__sortByKeys()` (rewrite.ts).
  celMethod("__sortByKeys", LIST, [], LIST, function () {
    return [...this]
      .map((p) => (isCelList(p) ? [p.get(0), p.get(1)] : [p, p]))
      .sort((a, b) => compareCel(a[0], b[0]))
      .map((p) => p[1]) as never;
  }),
  // Maps
  celMethod("encodeQueryString", MAP, [], STRING, function () {
    return encodeQuery(this);
  }),
  // Query strings
  celFunc("queryString.decode", [STRING], MAP, (s) => decodeQuery(s)),
  celFunc("queryString.encode", [MAP], STRING, (m) => encodeQuery(m)),
  celMethod("decodeQueryString", STRING, [], MAP, function () {
    return decodeQuery(this);
  }),
  celMethod("isQueryString", STRING, [], BOOL, function () {
    return /^[^=&\s]+=[^&\s]*(&[^=&\s]+=[^&\s]*)*$/.test(this);
  }),
  // Random
  celFunc("rand.double", [], DOUBLE, () => Math.random()),
  celFunc("rand.int", [], INT, () => BigInt(randomInt(0, 2))),
  celFunc("rand.int", [INT, INT], INT, (a, b) => BigInt(randomInt(Number(a), Number(b) + 1))),
  // Secrets
  celFunc("secrets.get", [STRING, STRING], STRING, (vault, name) => {
    const scope = scopeOf();
    const v = scope.secrets[vault]?.[name];
    if (v === undefined) throw new SecretNotHeld(`secrets.get: the vault ${JSON.stringify(vault)} holds no secret ${JSON.stringify(name)}`);
    scope.marks.secret(v);
    return v;
  }),
  // Strings
  celMethod("isPrivateIp", STRING, [], BOOL, function () {
    return isPrivateIp(this);
  }),
  celMethod("isURL", STRING, [], BOOL, function () {
    return URL.canParse(this) && /^[a-z][a-z0-9+.-]*:\/\//i.test(this);
  }),
  celMethod("parseUrl", STRING, [], MAP, function () {
    return parseUrl(this) as never;
  }),
  celMethod("escapeUrl", STRING, [], STRING, function () {
    return escapeUrl(this);
  }),
  celMethod("unescapeUrl", STRING, [], STRING, function () {
    return unescapeUrl(this);
  }),
  // The global form `matches(text, regex)` the page lists beside the method (RE2 via JavaScript: regex.ts's caveats).
  celFunc("matches", [STRING, STRING], BOOL, (text, re) => goRegExp(re).test(text)),
  celMethod("reverse", STRING, [], STRING, function () {
    return [...this].reverse().join("");
  }),
  celMethod("lower", STRING, [], STRING, function () {
    return this.toLowerCase();
  }),
  celMethod("upper", STRING, [], STRING, function () {
    return this.toUpperCase();
  }),
  // URL
  celFunc("url.escape", [STRING], STRING, (s) => escapeUrl(s)),
  celFunc("url.unescape", [STRING], STRING, (s) => unescapeUrl(s)),
  celFunc("url.parse", [DYN], MAP, (v) => parseUrl(v) as never),
  // Utility
  celFunc("inCidrRange", [STRING, STRING], BOOL, (ip, cidr) => ipInCidr(ip, cidr)),
  celFunc("inCidrRanges", [STRING, LIST], BOOL, (ip, cidrs) => [...cidrs].some((c) => ipInCidr(ip, String(c)))),
];
