/**
 * The documented variables (snippets/traffic-policy/variables/*.mdx) for one request, as CEL
 * values: `conn.*`, `req.*`, `res.*`, `endpoint.*`, `time.*`. Names are the docs'; values the
 * simulator has no data for (user-agent parsing, IP intelligence, TLS) are empty and reading
 * them is reported (rewrite.ts).
 */
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type Fields, LazyMap } from "./lazyMap";

/** Header map whose lookups ignore case: `req.headers['User-Agent']` finds `user-agent` (TRAFFIC-POLICY-NOTES.md item 6: keys are documented lower case, examples index canonical names; both work here). */
export class HeaderMap extends Map<string, string[]> {
  override get(key: string): string[] | undefined {
    return super.get(typeof key === "string" ? key.toLowerCase() : key);
  }
  override has(key: string): boolean {
    return super.has(typeof key === "string" ? key.toLowerCase() : key);
  }
}

/** One cookie as `req.cookies[k][i]` holds it. */
export type Cookie = Record<string, unknown>;

/** Cookies of a `Cookie` request header: name → list of `{name, value}` in order. */
function requestCookies(headers: ReadonlyMap<string, readonly string[]>): Map<string, Cookie[]> {
  const out = new Map<string, Cookie[]>();
  for (const line of headers.get("cookie") ?? []) {
    for (const part of line.split(";")) {
      const eq = part.indexOf("=");
      if (eq <= 0) continue;
      const name = part.slice(0, eq).trim();
      const value = part.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
      out.set(name, [...(out.get(name) ?? []), { name, value }]);
    }
  }
  return out;
}

/** Cookies of `Set-Cookie` response headers, with their attributes (res.cookies). */
function responseCookies(headers: ReadonlyMap<string, readonly string[]>): Map<string, Cookie[]> {
  const out = new Map<string, Cookie[]>();
  for (const line of headers.get("set-cookie") ?? []) {
    const [pair = "", ...attrs] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const c: Cookie = { name, value: pair.slice(eq + 1).trim(), domain: "", path: "", secure: false, http_only: false, same_site: "", unparsed_attributes: new Map() };
    for (const a of attrs) {
      const [k = "", v = ""] = a.split("=").map((x) => x.trim());
      const key = k.toLowerCase();
      if (key === "domain" || key === "path") c[key] = v;
      else if (key === "secure") c.secure = true;
      else if (key === "httponly") c.http_only = true;
      else if (key === "samesite") c.same_site = v;
      else if (key === "max-age") c.max_age = { seconds: BigInt(Number(v) || 0) };
      else if (key === "expires" && !Number.isNaN(Date.parse(v))) c.expires = timestampFromDate(new Date(v));
    }
    out.set(name, [...(out.get(name) ?? []), c]);
  }
  return out;
}

/** `content_type` of a header map: the raw value and its parameters. */
function contentType(headers: ReadonlyMap<string, readonly string[]>) {
  const raw = headers.get("content-type")?.[0] ?? "";
  const [type = "", ...params] = raw.split(";");
  const parameters = new Map(params.map((p) => p.split("=").map((x) => x.trim())).filter((kv) => kv[0]).map(([k = "", v = ""]) => [k.toLowerCase(), v.replace(/^"(.*)"$/, "$1")]));
  return { __text: type.trim().toLowerCase(), raw, parameters };
}

function list(headers: ReadonlyMap<string, readonly string[]>, name: string): string[] {
  return (headers.get(name) ?? []).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
}

/** What an IP address variable holds: the address, and empty intelligence. */
const IP_FIELDS: Fields<string> = {
  __text: (ip) => ip,
  categories: () => [],
  is_on_blocklist: () => false,
  is_tor_node: () => false,
  as: () => ({ number: 0n, organization: "" }),
  geo: () => ({ location: new Map(), registered_location: new Map() }),
};

/** The headers whose values `req.*` and `res.*` fields are derived from. */
const DERIVED_FROM = ["cookie", "set-cookie", "content-encoding", "content-type", "location", "user-agent"];

/**
 * The headers the derived fields read, as they are now: the variables describe the request at the
 * phase's start, while actions go on changing the live header map (`req.headers` itself is live).
 * Actions replace a header's list rather than change it, so keeping the lists is enough.
 */
export function headerSnapshot(headers: HeaderMap): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const name of DERIVED_FROM) {
    const v = headers.get(name);
    if (v !== undefined) out.set(name, v);
  }
  return out;
}

/** The request and moment the variables describe, taken at the phase's start. */
export interface VariableInput {
  method: string;
  /** The request URL; `href` is its text at the phase's start (add-headers may change its host in place later). */
  url: URL;
  href: string;
  /** The live header map (`req.headers`) and the derived fields' headers at the phase's start. */
  headers: HeaderMap;
  snapshot: ReadonlyMap<string, readonly string[]>;
  body: string;
  clientIp: string;
  endpointUrl: URL;
  endpointId: string;
  now: Date;
  geo: Record<string, string>;
}

/** The default port of a scheme, as `req.url.port` and `endpoint.port` give it. */
function port(u: URL): bigint {
  if (u.port) return BigInt(u.port);
  return u.protocol === "http:" ? 80n : u.protocol === "https:" ? 443n : 0n;
}

const CONN_FIELDS: Fields<VariableInput> = {
  client_ip: (v) => new LazyMap(IP_FIELDS, v.clientIp),
  client_port: () => 0n,
  server_ip: () => new LazyMap(IP_FIELDS, ""),
  server_port: (v) => port(v.endpointUrl),
  server_region: () => "",
  bytes_in: () => 0n,
  bytes_out: () => 0n,
  ts: (v) => ({ start: timestampFromDate(v.now) }),
  geo: (v) => ({ city: "", country: "", country_code: "", latitude: "", longitude: "", radius: "", subdivision: "", ...v.geo }),
};

/** `conn.*` (conn.mdx, conn.geo.mdx). */
export const connVariables = (v: VariableInput): LazyMap<VariableInput> => new LazyMap(CONN_FIELDS, v);

/** The URL `req.url` describes: the request's, or its text at the phase's start when an action changed it since. */
const urlAtStart = (v: VariableInput): URL => (v.url.href === v.href ? v.url : new URL(v.href));

const URL_FIELDS: Fields<URL> = {
  __text: (u) => u.href,
  raw: (u) => u.href,
  authority: (u) => u.host,
  host: (u) => u.hostname,
  path: (u) => decodeURIComponent(u.pathname),
  raw_path: (u) => u.pathname,
  port: (u) => port(u),
  query: (u) => u.search.replace(/^\?/, ""),
  query_params: (u) => {
    const query = new Map<string, string[]>();
    for (const [k, x] of u.searchParams) query.set(k, [...(query.get(k) ?? []), x]);
    return query;
  },
  scheme: (u) => u.protocol.replace(/:$/, ""),
  uri: (u) => `${u.pathname}${u.search}`,
  user_password: (u) => (u.username ? `${decodeURIComponent(u.username)}${u.password ? `:${decodeURIComponent(u.password)}` : ""}` : ""),
};

const USER_AGENT_FIELDS: Fields<string> = {
  __text: (ua) => ua,
  name: () => "",
  version: () => "",
  os: () => "",
  os_version: () => "",
  device: () => "",
  is_mobile: () => false,
  is_tablet: () => false,
  is_desktop: () => false,
  is_bot: () => false,
  url: () => "",
};

const REQ_FIELDS: Fields<VariableInput> = {
  method: (v) => v.method,
  host: (v) => urlAtStart(v).host,
  location: (v) => v.snapshot.get("location")?.[0] ?? "",
  version: () => "HTTP/1.1",
  content_encoding: (v) => list(v.snapshot, "content-encoding"),
  content_length: (v) => BigInt(Buffer.byteLength(v.body)),
  content_type: (v) => contentType(v.snapshot),
  cookies: (v) => requestCookies(v.snapshot),
  headers: (v) => v.headers,
  trailers: () => new Map(),
  ts: (v) => {
    const ts = timestampFromDate(v.now);
    return { header_received: ts, body_received: ts };
  },
  user_agent: (v) => new LazyMap(USER_AGENT_FIELDS, v.snapshot.get("user-agent")?.[0] ?? ""),
  url: (v) => new LazyMap(URL_FIELDS, urlAtStart(v)),
};

/** `req.*` (req.mdx). */
export const reqVariables = (v: VariableInput): LazyMap<VariableInput> => new LazyMap(REQ_FIELDS, v);

/** `req.url.query_params` of `req.*`: what getQueryParam reads. */
export const queryParams = (req: LazyMap<VariableInput>): Map<string, string[]> => (req.get("url") as LazyMap<URL>).get("query_params") as Map<string, string[]>;

/** An answer as `res.*` describes it, taken at `on_http_response`'s start. */
export interface ResponseInput {
  status: number;
  /** The live header map (`res.headers`) and the derived fields' headers at the phase's start. */
  headers: HeaderMap;
  snapshot: ReadonlyMap<string, readonly string[]>;
  body: string;
}

const RES_FIELDS: Fields<ResponseInput> = {
  status_code: (r) => BigInt(r.status),
  headers: (r) => r.headers,
  trailers: () => new Map(),
  location: (r) => r.snapshot.get("location")?.[0] ?? "",
  content_encoding: (r) => list(r.snapshot, "content-encoding"),
  content_length: (r) => BigInt(Buffer.byteLength(r.body)),
  content_type: (r) => contentType(r.snapshot),
  cookies: (r) => responseCookies(r.snapshot),
};

/** `res.*` (res.mdx) for an answer in `on_http_response`. */
export const resVariables = (r: ResponseInput): LazyMap<ResponseInput> => new LazyMap(RES_FIELDS, r);

const ENDPOINT_FIELDS: Fields<VariableInput> = {
  url: (v) => v.endpointUrl.href.replace(/\/$/, ""),
  addr: (v) => `${v.endpointUrl.hostname}:${port(v.endpointUrl)}`,
  host: (v) => v.endpointUrl.hostname,
  port: (v) => port(v.endpointUrl),
  protocol: (v) => v.endpointUrl.protocol.replace(/:$/, ""),
  id: (v) => v.endpointId,
};

/** `endpoint.*` (endpoint.mdx). */
export const endpointVariables = (v: VariableInput): LazyMap<VariableInput> => new LazyMap(ENDPOINT_FIELDS, v);

/** `time.now` is a string, RFC 3339 (time.mdx). */
const TIME_FIELDS: Fields<Date> = { now: (now) => now.toISOString() };

/** `time.*` (time.mdx). */
export const timeVariables = (now: Date): LazyMap<Date> => new LazyMap(TIME_FIELDS, now);

/**
 * The fields of each documented variable with fields, as the simulator gives them, plus the
 * documented ones it has no data for: `conn.tls` (conn.tls.mdx; reading it is reported) and
 * `conn.k8s` (conn.k8s.mdx).
 */
export const VARIABLE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  req: Object.keys(REQ_FIELDS),
  res: Object.keys(RES_FIELDS),
  conn: [...Object.keys(CONN_FIELDS), "tls", "k8s"],
  endpoint: Object.keys(ENDPOINT_FIELDS),
  time: Object.keys(TIME_FIELDS),
};
