/**
 * Endpoint URLs as the service reads them: taken apart, checked for form, and written in its
 * canonical form (scheme and host lower case, no default port). What Traffic Policy's
 * `forward-internal` compares, and what the cloud endpoint family builds its rules on
 * (provider/resources/cloudEndpoint/wire.ts: bindings and ports).
 */

const ENDPOINT_SCHEMES = ["http", "https", "tls", "tcp"] as const;
export type EndpointScheme = (typeof ENDPOINT_SCHEMES)[number];

/** The port a URL without one gets; a `tcp://` URL must name its port. */
const DEFAULT_PORT: Readonly<Record<EndpointScheme, number | undefined>> = { http: 80, https: 443, tls: 443, tcp: undefined };

/** An endpoint URL taken apart: what the service derives `proto`, `hostport` and the canonical `url` from. */
export interface EndpointAddress {
  scheme: EndpointScheme;
  /** Lowercased; may start with `*.` (a wildcard endpoint). */
  host: string;
  /** Explicit, or the scheme's default. */
  port: number;
  /** `host:port`, as responses carry it. */
  hostport: string;
  /** The URL as the service returns it: lowercased, without the scheme's default port. */
  url: string;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Takes an endpoint URL apart, or says what is wrong with it (the rule, without the field name).
 * Only the URL's own form is judged here; what its binding requires is provider/resources/cloudEndpoint/wire.ts `bindingProblem`'s.
 */
export function parseEndpointUrl(url: string): { ok: true; address: EndpointAddress } | { ok: false; rule: string } {
  const bad = (why: string) => ({ ok: false as const, rule: `must be an endpoint URL (${why}); got ${JSON.stringify(url)}` });
  const m = /^([a-zA-Z]+):\/\/([^/:?#@]*)(?::([0-9]*))?$/.exec(url);
  if (m === null) return bad("scheme://hostname[:port], with no path, query or credentials");
  const [, rawScheme = "", rawHost = "", rawPort] = m;
  const scheme = rawScheme.toLowerCase();
  if (!(ENDPOINT_SCHEMES as readonly string[]).includes(scheme)) return bad(`the scheme must be one of ${ENDPOINT_SCHEMES.join(", ")}`);
  const s = scheme as EndpointScheme;
  const host = rawHost.toLowerCase();
  if (host === "") return bad("a hostname is required");
  const labels = host.split(".");
  const wildcard = labels[0] === "*";
  const named = wildcard ? labels.slice(1) : labels;
  if (named.length === 0 || !named.every((l) => LABEL.test(l))) {
    return bad("the hostname must be dot-separated labels of a-z, 0-9 and -, optionally starting with *.");
  }
  let port = DEFAULT_PORT[s];
  if (rawPort !== undefined) {
    const n = rawPort === "" ? NaN : Number(rawPort);
    if (!(Number.isInteger(n) && n >= 1 && n <= 65535)) return bad("the port must be from 1 to 65535");
    port = n;
  }
  if (port === undefined) return bad("a tcp URL must name its port");
  const shownPort = port === DEFAULT_PORT[s] ? "" : `:${port}`;
  return { ok: true, address: { scheme: s, host, port, hostport: `${host}:${port}`, url: `${s}://${host}${shownPort}` } };
}

/** An endpoint URL in the service's canonical form (scheme and host lower case, no default port), or undefined when it is not one. */
export function canonicalEndpointUrl(url: string): string | undefined {
  const r = parseEndpointUrl(url);
  return r.ok ? r.address.url : undefined;
}
