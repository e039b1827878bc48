/**
 * The documented variables (snippets/traffic-policy/variables/*.mdx) for one request, as CEL
 * values: `conn.*`, `req.*`, `res.*`, `endpoint.*`, `time.*`. Names are the docs'; values the
 * simulator has no data for (user-agent parsing, IP intelligence, TLS) are empty and reading
 * them is reported (rewrite.ts).
 */
import { timestampFromDate } from "@bufbuild/protobuf/wkt";

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
export function requestCookies(headers: ReadonlyMap<string, readonly string[]>): Map<string, Cookie[]> {
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
export function responseCookies(headers: ReadonlyMap<string, readonly string[]>): Map<string, Cookie[]> {
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
function ipVariable(ip: string) {
  return { __text: ip, categories: [], is_on_blocklist: false, is_tor_node: false, as: { number: 0n, organization: "" }, geo: { location: new Map(), registered_location: new Map() } };
}

/** The request and moment the variables describe. */
export interface VariableInput {
  method: string;
  url: URL;
  headers: HeaderMap;
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

/** `conn.*` (conn.mdx, conn.geo.mdx). */
export function connVariables(v: VariableInput) {
  const ts = timestampFromDate(v.now);
  return {
    client_ip: ipVariable(v.clientIp),
    client_port: 0n,
    server_ip: ipVariable(""),
    server_port: port(v.endpointUrl),
    server_region: "",
    bytes_in: 0n,
    bytes_out: 0n,
    ts: { start: ts },
    geo: { city: "", country: "", country_code: "", latitude: "", longitude: "", radius: "", subdivision: "", ...v.geo },
  };
}

/** `req.*` (req.mdx). */
export function reqVariables(v: VariableInput) {
  const u = v.url;
  const query = new Map<string, string[]>();
  for (const [k, x] of u.searchParams) query.set(k, [...(query.get(k) ?? []), x]);
  const ts = timestampFromDate(v.now);
  const userAgent = v.headers.get("user-agent")?.[0] ?? "";
  const userPassword = u.username ? `${decodeURIComponent(u.username)}${u.password ? `:${decodeURIComponent(u.password)}` : ""}` : "";
  return {
    method: v.method,
    host: u.host,
    location: v.headers.get("location")?.[0] ?? "",
    version: "HTTP/1.1",
    content_encoding: list(v.headers, "content-encoding"),
    content_length: BigInt(Buffer.byteLength(v.body)),
    content_type: contentType(v.headers),
    cookies: requestCookies(v.headers),
    headers: v.headers,
    trailers: new Map(),
    ts: { header_received: ts, body_received: ts },
    user_agent: { __text: userAgent, name: "", version: "", os: "", os_version: "", device: "", is_mobile: false, is_tablet: false, is_desktop: false, is_bot: false, url: "" },
    url: {
      __text: u.href,
      raw: u.href,
      authority: u.host,
      host: u.hostname,
      path: decodeURIComponent(u.pathname),
      raw_path: u.pathname,
      port: port(u),
      query: u.search.replace(/^\?/, ""),
      query_params: query,
      scheme: u.protocol.replace(/:$/, ""),
      uri: `${u.pathname}${u.search}`,
      user_password: userPassword,
    },
  };
}

/** `res.*` (res.mdx) for an answer in `on_http_response`. */
export function resVariables(status: number, headers: HeaderMap, body: string) {
  return {
    status_code: BigInt(status),
    headers,
    trailers: new Map(),
    location: headers.get("location")?.[0] ?? "",
    content_encoding: list(headers, "content-encoding"),
    content_length: BigInt(Buffer.byteLength(body)),
    content_type: contentType(headers),
    cookies: responseCookies(headers),
  };
}

/** `endpoint.*` (endpoint.mdx). */
export function endpointVariables(v: VariableInput) {
  return {
    url: v.endpointUrl.href.replace(/\/$/, ""),
    addr: `${v.endpointUrl.hostname}:${port(v.endpointUrl)}`,
    host: v.endpointUrl.hostname,
    port: port(v.endpointUrl),
    protocol: v.endpointUrl.protocol.replace(/:$/, ""),
    id: v.endpointId,
  };
}

/** `time.*` (time.mdx: `time.now` is a string, RFC 3339). */
export function timeVariables(now: Date) {
  return { now: now.toISOString() };
}
