/**
 * Internal endpoints by URL, as forward-internal reaches them. The service names an endpoint by its
 * canonical URL (scheme and host lower case, no default port), so `https://api.internal:443` and
 * `https://api.internal/` reach the endpoint `https://api.internal`, whichever form the policy or
 * the context writes.
 */
import type { TrafficPolicy } from "../../model/document";
import { canonicalEndpointUrl } from "../../model/endpointUrl";
import type { SimContext } from "./types";
import { TextCache } from "./cache";

/** Canonical forms by text: a policy forwards to the same URLs on every request. */
const canonical = new TextCache<string>(4096);

/** `url` (a trailing slash allowed) in the service's canonical form; a text that is no endpoint URL, as it is (less the slash). */
export const reachedUrl = (url: string): string => canonical.get(url, canonicalize);

function canonicalize(url: string): string {
  const trimmed = url.replace(/\/$/, "");
  return canonicalEndpointUrl(trimmed) ?? trimmed;
}

/**
 * The policy of the internal endpoint at `url`: its policy, null when it forwards as is (or the
 * context lists no internal endpoints), undefined when the context holds no such endpoint.
 */
export function internalEndpoint(context: SimContext, url: string): TrafficPolicy | string | null | undefined {
  const known = context.internalEndpoints;
  if (known === undefined) return null;
  if (Object.hasOwn(known, url)) return known[url];
  const wanted = reachedUrl(url);
  for (const [key, policy] of Object.entries(known)) if (reachedUrl(key) === wanted) return policy;
  return undefined;
}
