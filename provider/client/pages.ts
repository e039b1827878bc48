/**
 * List operations as async iteration over every item of every page. The first page is asked for
 * with `limit`; each next page is the response's absolute `next_page_uri`, not already visited.
 * A link to another origin (the service behind a proxy or another host name names itself) is
 * followed on the configured base URL, with the link's path and query: the API key goes nowhere else.
 */
import type { z } from "zod";
import { PAGE_LIMIT_MAX } from "../wire";
import { InvalidResponseError, RequestValidationError } from "./errors";
import { basePrefix, displayPath, expandPath, joinUrl, type PathRef } from "./paths";
import type { RequestFn } from "./request";

/** Options of a list call. */
export interface ListOptions {
  /** Items per page, 1 to 100; the service's default and maximum is 100. */
  limit?: number;
  /**
   * A CEL expression the service keeps the items by (`obj.metadata == "ci"`), sent as the `filter`
   * query parameter; only the lists that take it have this option (ngrok-api-go v8.0.0's `FilteredPaging`).
   */
  filter?: string;
}

/** What {@link paginate} needs: the first page's path, the page schema and where its items are. */
export interface PageSource<S extends z.ZodType<{ next_page_uri?: string | null | undefined }>, T> {
  request: RequestFn;
  baseUrl: URL;
  path: PathRef;
  page: S;
  items: (page: z.output<S>) => readonly T[];
  limit: number | undefined;
  /** The `filter` query parameter, when given: the service repeats it in each `next_page_uri`. */
  filter?: string | undefined;
}

/** Yields every item, fetching pages as the caller iterates. */
export async function* paginate<S extends z.ZodType<{ next_page_uri?: string | null | undefined }>, T>(src: PageSource<S, T>): AsyncGenerator<T, void, undefined> {
  const expanded = expandPath(src.path);
  let shown = expanded.ok ? expanded.path : src.path.template;
  const limit = src.limit ?? PAGE_LIMIT_MAX;
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX) {
    throw new RequestValidationError({ method: "GET", path: shown }, [
      { path: "limit", message: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}; got ${String(limit)}` },
    ]);
  }

  const query = src.filter === undefined ? { limit } : { limit, filter: src.filter };
  const visited = new Set<string>(expanded.ok ? [joinUrl(src.baseUrl, expanded.path, query).href] : []);
  let page: z.output<S> = await src.request({ method: "GET", path: src.path, query, response: src.page });
  for (;;) {
    yield* src.items(page);
    const next = page.next_page_uri;
    // Null on the last page; absent or an empty string is read the same way.
    if (next == null || next === "") return;
    const target = nextPage(next, src.baseUrl, visited, shown);
    shown = displayPath(src.baseUrl, target);
    page = await src.request({ method: "GET", path: target, response: src.page });
  }
}

/** Checks a `next_page_uri` and returns it as the next target. */
function nextPage(next: string, baseUrl: URL, visited: Set<string>, shownPath: string): URL {
  const invalid = (rule: string): InvalidResponseError =>
    new InvalidResponseError({ method: "GET", path: shownPath, status: 200 }, `response is invalid: next_page_uri ${rule}`, [
      { path: "next_page_uri", message: `next_page_uri ${rule}` },
    ]);
  let url: URL;
  try {
    url = new URL(next);
  } catch {
    throw invalid("must be an absolute URL");
  }
  const target = url.origin === baseUrl.origin ? url : onBaseUrl(url, baseUrl);
  if (visited.has(target.href)) throw invalid(`repeats a page already listed (${displayPath(baseUrl, target)})`);
  visited.add(target.href);
  return target;
}

/** The link's path and query on the base URL, under the base URL's path prefix unless the link already has it. */
function onBaseUrl(link: URL, baseUrl: URL): URL {
  const prefix = basePrefix(baseUrl);
  const path = prefix !== "" && !link.pathname.startsWith(`${prefix}/`) ? `${prefix}${link.pathname}` : link.pathname;
  return new URL(`${path}${link.search}`, baseUrl.origin);
}
