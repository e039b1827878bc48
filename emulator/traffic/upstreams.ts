/**
 * What the traffic plane sends a request to once a policy forwards it: `--upstream
 * INTERNAL_URL=LOCAL_URL` maps the endpoint URL a `forward-internal` reaches (compared in the
 * service's canonical form, so `https://api.internal:443` and `https://api.internal` are one) to a
 * local server's origin.
 */
import { parseEndpointUrl } from "../../trafficPolicy/model/endpointUrl";

/** Upstreams by canonical endpoint URL (`https://api.internal`) → local origin (`http://127.0.0.1:3000`). */
export type Upstreams = ReadonlyMap<string, string>;

/** A local server's origin (`http://127.0.0.1:3000`), or the rule it breaks. */
function localOrigin(text: string): { ok: true; origin: string } | { ok: false; rule: string } {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return { ok: false, rule: `must be a URL such as http://127.0.0.1:3000; got ${JSON.stringify(text)}` };
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return { ok: false, rule: `must use http or https; got ${JSON.stringify(text)}` };
  if (u.username !== "" || u.password !== "" || (u.pathname !== "/" && u.pathname !== "") || u.search !== "" || u.hash !== "") {
    return { ok: false, rule: `must be an origin (scheme://host[:port], no path, query or credentials); got ${JSON.stringify(text)}` };
  }
  return { ok: true, origin: u.origin };
}

/**
 * One `INTERNAL_URL=LOCAL_URL` pair, its internal URL in canonical form; throws an Error whose
 * message names the rule broken.
 */
export function parseUpstream(text: string): [string, string] {
  const eq = text.indexOf("=");
  if (eq <= 0) throw new Error(`--upstream must look like INTERNAL_URL=LOCAL_URL (https://api.internal=http://127.0.0.1:3000); got ${JSON.stringify(text)}`);
  const internal = text.slice(0, eq);
  const parsed = parseEndpointUrl(internal);
  if (!parsed.ok) throw new Error(`--upstream ${internal}: ${parsed.rule}`);
  if (parsed.address.scheme !== "http" && parsed.address.scheme !== "https") {
    throw new Error(`--upstream ${internal}: must be an http or https endpoint URL; got scheme ${parsed.address.scheme}`);
  }
  const local = localOrigin(text.slice(eq + 1));
  if (!local.ok) throw new Error(`--upstream ${internal}=…: the local URL ${local.rule}`);
  return [parsed.address.url, local.origin];
}

/** The upstreams of `pairs` (each `INTERNAL_URL` → `LOCAL_URL`); throws as {@link parseUpstream} on a bad one, or on a URL mapped twice. */
export function upstreamMap(pairs: Readonly<Record<string, string>>): Upstreams {
  const map = new Map<string, string>();
  for (const [internal, local] of Object.entries(pairs)) {
    const [url, origin] = parseUpstream(`${internal}=${local}`);
    if (map.has(url)) throw new Error(`--upstream ${internal}: ${url} is mapped twice`);
    map.set(url, origin);
  }
  return map;
}
