/** One page of a list, as every list of the API answers it. */
import type { z } from "zod";
import { formatIssue, PAGE_LIMIT_MAX, parseWire } from "../../provider/wire";
import { ApiFailure } from "./errors";
import type { Context, Result } from "./router";

/**
 * One page of a collection, newest first, from its items in id order. `limit`: 1 to 100, default
 * 100. `before_id`: the page starts with the newest item older than that id (ids sort in creation
 * order), so it works even when that item was deleted; an id of the wrong kind is a 400. `keep`,
 * where the list takes a `filter` (./listFilter.ts), keeps the items it is true for (given the
 * items, not `render`'s answers: a filter reads an item whole); the next page's link repeats the
 * filter. `order` gives the part of an id that sorts by creation (default: the id), which
 * `before_id` is compared by.
 */
export function listPage<T extends { id: string }>(
  ctx: Context,
  items: readonly T[],
  key: string,
  idSchema: z.ZodType<string>,
  render: (item: T) => unknown,
  keep?: (item: T) => boolean,
  order: (id: string) => string = (id) => id,
): Result {
  const rawLimit = ctx.query.get("limit");
  let limit = PAGE_LIMIT_MAX;
  if (rawLimit !== null) {
    const n = /^\d{1,4}$/.test(rawLimit) ? Number(rawLimit) : NaN;
    if (!(n >= 1 && n <= PAGE_LIMIT_MAX)) {
      throw new ApiFailure("ERR_INVALID_QUERY", `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}; got ${JSON.stringify(rawLimit)}`);
    }
    limit = n;
  }
  const beforeId = ctx.query.get("before_id");
  if (beforeId !== null) {
    const r = parseWire(idSchema, beforeId);
    if (!r.ok) throw new ApiFailure("ERR_INVALID_QUERY", r.problems.map((p) => formatIssue("before_id", p.message)).join("; "));
  }
  const all = keep ? items.filter(keep) : items;
  let i = all.length - 1;
  if (beforeId !== null) while (i >= 0 && order((all[i] as T).id) >= order(beforeId)) i--;
  const page: unknown[] = [];
  let last: T | undefined;
  while (i >= 0 && page.length < limit) {
    last = all[i--] as T;
    page.push(render(last));
  }
  const base = `${ctx.baseUrl}${ctx.path}`;
  const next = i >= 0 && last ? `${base}?${new URLSearchParams({ before_id: last.id, ...(rawLimit !== null ? { limit: String(limit) } : {}), ...(keep ? { filter: ctx.query.get("filter") ?? "" } : {}) }).toString()}` : null;
  return { status: 200, body: { [key]: page, uri: ctx.queryString ? `${base}?${ctx.queryString}` : base, next_page_uri: next } };
}
