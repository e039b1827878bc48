/**
 * The emulator's router: the request context, the operation table's entries (a method and a path
 * pattern with their handler), the matching of a request to one, and what a handler reads of the
 * request (its body checked against a wire schema, its path parameters).
 *
 * Handler rule: read and mutate `ctx.store.state` only after the handler's last `await`, so each
 * request sees and leaves a whole state (mutations are synchronous; nothing interleaves them).
 */
import type { z } from "zod";
import { type FieldProblem, parseWire } from "../../provider/wire";
import { invalid } from "./errors";
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

export interface Operation {
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
  methods: Map<string, Operation>;
  constraints: Readonly<Record<string, readonly string[]>>;
}

export type RouteMatch =
  | { kind: "found"; def: Operation; params: Record<string, string> }
  | { kind: "method"; allowed: string[] }
  | { kind: "none" };

/** Segment-by-segment matching of a small, fixed operation table. */
export class Router {
  private readonly patterns: CompiledPattern[] = [];

  constructor(defs: readonly Operation[]) {
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

/** A path parameter (present by construction of the operation table). */
export const param = (ctx: Context, name: string): string => ctx.params[name] ?? "";
