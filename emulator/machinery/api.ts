/**
 * What every handler shares: the request context, the endpoint table type, the router, and helpers
 * for bodies, references, descriptive fields and list pages.
 *
 * Handler rule: read and mutate `ctx.store.state` only after the handler's last `await`, so each
 * request sees and leaves a whole state (mutations are synchronous; nothing interleaves them).
 */
import type { z } from "zod";
import { type FieldProblem, formatIssue, parseWire } from "../../provider/wire";
import { PAGE_LIMIT_MAX } from "../../provider/wire";
import { ApiFailure, invalid } from "./errors";
import type { Store } from "./store";

/** An API key the emulator accepts, and whether its account may create abuse reports. */
export interface ApiKey {
  key: string;
  abuseReports: boolean;
}

export interface Context {
  store: Store;
  /** `http://host:port`: every `uri` starts with it. */
  baseUrl: string;
  /** Request time, from the emulator's clock. */
  now: Date;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** Request path, without the query. */
  path: string;
  /** Raw query string, without `?`. */
  queryString: string;
  /** Parsed JSON body (routes declared with `body: true`), else undefined. */
  body: unknown;
  key: ApiKey;
  abuseProcessingDelayMs: number;
}

export interface Result {
  status: number;
  body?: unknown;
  /** The state changed: the answer waits until the state file holds it. */
  mutated?: boolean;
}

export type Handler = (ctx: Context) => Result | Promise<Result>;

export interface Endpoint {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** `/tls_certificates/{id}`: literal segments and `{name}` parameters. */
  pattern: string;
  handler: Handler;
  /** The request carries a JSON body (Content-Type checked, body parsed). */
  body?: boolean;
  /** Only keys authorized for abuse reports may call it. */
  abuseReports?: boolean;
  /** Allowed values of parameters; a path with another value is an unknown path. */
  constraints?: Readonly<Record<string, readonly string[]>>;
}

interface CompiledPattern {
  segments: readonly { literal?: string; param?: string }[];
  methods: Map<string, Endpoint>;
  constraints: Readonly<Record<string, readonly string[]>>;
}

export type RouteMatch =
  | { kind: "found"; def: Endpoint; params: Record<string, string> }
  | { kind: "method"; allowed: string[] }
  | { kind: "none" };

/** Segment-by-segment matching of a small, fixed endpoint table. */
export class Router {
  private readonly patterns: CompiledPattern[] = [];

  constructor(defs: readonly Endpoint[]) {
    const byPattern = new Map<string, CompiledPattern>();
    for (const def of defs) {
      let p = byPattern.get(def.pattern);
      if (!p) {
        p = {
          segments: def.pattern
            .split("/")
            .slice(1)
            .map((s) => (s.startsWith("{") && s.endsWith("}") ? { param: s.slice(1, -1) } : { literal: s })),
          methods: new Map(),
          constraints: def.constraints ?? {},
        };
        byPattern.set(def.pattern, p);
        this.patterns.push(p);
      }
      p.methods.set(def.method, def);
    }
  }

  match(method: string, path: string): RouteMatch {
    if (!path.startsWith("/")) return { kind: "none" };
    const parts = path.split("/");
    parts.shift();
    for (const p of this.patterns) {
      if (p.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const seg = p.segments[i] as { literal?: string; param?: string };
        const part = parts[i] as string;
        if (seg.literal !== undefined) {
          ok = seg.literal === part;
        } else if (seg.param !== undefined) {
          let value: string;
          try {
            value = decodeURIComponent(part);
          } catch {
            return { kind: "none" };
          }
          const allowed = p.constraints[seg.param];
          ok = value !== "" && (allowed === undefined || allowed.includes(value));
          params[seg.param] = value;
        }
      }
      if (!ok) continue;
      const def = p.methods.get(method);
      return def ? { kind: "found", def, params } : { kind: "method", allowed: [...p.methods.keys()] };
    }
    return { kind: "none" };
  }
}

/** Validates a body against a wire schema, or throws the 400 naming every field at fault. */
export function parseBody<S extends z.ZodType>(schema: S, ctx: Context): z.infer<S> {
  const r = parseWire(schema, withoutPathIds(ctx));
  if (!r.ok) throw invalid(r.problems);
  return r.value;
}

/** The identifiers the API's paths carry, which the service also accepts in a body. */
const PATH_IDS = ["edge_id", "id"] as const;

/**
 * The body without the path identifiers the service's own clients repeat in it: its TypeScript
 * client sends every argument of an operation in the body (`"id"` in `PATCH /tls_certificates/{id}`,
 * `"edge_id"` in a route create). The service accepts one that equals the path's and refuses one
 * that differs; any other unknown field is still refused by the schema.
 */
function withoutPathIds(ctx: Context): unknown {
  const body = ctx.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const problems: FieldProblem[] = [];
  for (const name of PATH_IDS) {
    const inPath = ctx.params[name];
    if (inPath === undefined || !(name in rest)) continue;
    if (rest[name] !== inPath) {
      problems.push({ path: name, message: `${name} ${JSON.stringify(rest[name])} differs from the ${name} of the path, ${JSON.stringify(inPath)}` });
    }
    delete rest[name];
  }
  if (problems.length > 0) throw invalid(problems);
  return rest;
}

/** A path parameter (present by construction of the endpoint table). */
export const param = (ctx: Context, name: string): string => ctx.params[name] ?? "";

/** `{id, uri}` of a resource at `{base_url}/{collection}/{id}`. */
export const ref = (baseUrl: string, collection: string, id: string): { id: string; uri: string } => ({ id, uri: `${baseUrl}/${collection}/${id}` });

/** `description` and `metadata` as responses carry them: absent until set. */
export function described(r: { description?: string; metadata?: string }): { description?: string; metadata?: string } {
  const out: { description?: string; metadata?: string } = {};
  if (r.description !== undefined) out.description = r.description;
  if (r.metadata !== undefined) out.metadata = r.metadata;
  return out;
}

/** `description` and `metadata` of a create body as stored: absent when not sent. */
export const describedFields = (body: { description?: string | undefined; metadata?: string | undefined }): { description?: string; metadata?: string } =>
  definedOnly({ description: body.description, metadata: body.metadata });

/** Applies a PATCH's `description`/`metadata`: absent is not modified, `""` is kept as `""`. */
export function applyDescribed(target: { description?: string; metadata?: string }, update: { description?: string | undefined; metadata?: string | undefined }): void {
  if (update.description !== undefined) target.description = update.description;
  if (update.metadata !== undefined) target.metadata = update.metadata;
}

/** Optional fields of a create body, without the keys left out (exactOptionalPropertyTypes). */
export function definedOnly<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/**
 * One page of a collection, newest first, from its items in id order. `limit`: 1 to 100, default
 * 100. `before_id`: the page starts with the newest item older than that id (ids sort in creation
 * order), so it works even when that item was deleted; an id of the wrong kind is a 400. `keep`,
 * where the list takes a `filter` (./listFilter.ts), keeps the items whose rendering it is true
 * for; the next page's link repeats the filter. `order` gives the part of an id that sorts by
 * creation (default: the id), which `before_id` is compared by.
 */
export function listPage<T extends { id: string }>(
  ctx: Context,
  items: readonly T[],
  key: string,
  idSchema: z.ZodType<string>,
  render: (item: T) => unknown,
  keep?: (rendered: unknown) => boolean,
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
  const all = keep ? items.filter((x) => keep(render(x))) : items;
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
