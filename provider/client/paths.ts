/**
 * Request paths: a template such as `/tls_certificates/{id}` plus its parameters, each
 * percent-encoded as one path segment by {@link expandPath}. Ids are never concatenated raw, so an
 * id holding `/`, `?` or `#` cannot address another resource.
 */
import type { FieldProblem } from "../wire";

/** The `{name}` placeholders of a template, as a union of names. */
export type PathParams<T extends string> = T extends `${string}{${infer P}}${infer R}` ? P | PathParams<R> : never;

/** A path template and its parameters, expanded (and checked) by the request path. */
export interface PathRef {
  readonly template: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Pairs a template with its parameters; the compiler checks that every placeholder has one. */
export function pathOf<T extends string>(template: T, params: Readonly<Record<PathParams<T>, string>>): PathRef {
  return { template, params };
}

/**
 * Expands a template, encoding each parameter with `encodeURIComponent`. A parameter that is not a
 * non-empty string, or is `.` or `..` (which URL parsing would resolve away), is a problem.
 */
export function expandPath(ref: PathRef): { ok: true; path: string } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const path = ref.template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = ref.params[name];
    if (typeof value !== "string" || value === "") {
      problems.push({ path: name, message: `${name} must be a non-empty string; got ${value === "" ? '""' : typeof value}` });
      return "";
    }
    if (value === "." || value === "..") {
      problems.push({ path: name, message: `${name} must not be "." or ".."` });
      return "";
    }
    return encodeURIComponent(value);
  });
  return problems.length ? { ok: false, problems } : { ok: true, path };
}

/** The base URL's path without trailing slashes (`""` for a bare origin). */
export const basePrefix = (base: URL): string => base.pathname.replace(/\/+$/, "");

/** The absolute URL of `path` (already encoded, starting with `/`) under `base`, with `query`. */
export function joinUrl(base: URL, path: string, query?: Readonly<Record<string, string | number>>): URL {
  const url = new URL(`${base.origin}${basePrefix(base)}${path}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  return url;
}

/** What messages and log lines show for `url`: its path relative to the base URL, no query. */
export function displayPath(base: URL, url: URL): string {
  const prefix = basePrefix(base);
  return prefix && url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname;
}
