/**
 * What an expression reads that may hold a value computed from a secret (secretMarks.ts): whether
 * it calls `secrets.get`, and the places of the request it reads (`vars.token`, `req.headers`,
 * `req.url`, `res`…), found once per expression in its syntax tree. A read the tree does not
 * name precisely (`vars[name]`, `req` as a whole) names the whole variable.
 */
import type { parse } from "@bufbuild/cel";

type Expr = NonNullable<ReturnType<typeof parse>["expr"]>;

export interface Reads {
  /** It names `secrets` (`secrets.get`), in any branch. */
  secret: boolean;
  /** Places as secretMarks.ts names them. */
  places: readonly string[];
}

/** The variables whose values actions change; `conn`, `endpoint` and `time` never hold a policy's value. */
const CHANGED = new Set(["req", "res", "vars", "actions"]);

/** Fields derived from one header (variables.ts), each read as that header. */
const FROM_HEADER: Readonly<Record<string, string>> = {
  cookies: "headers.cookie",
  content_type: "headers.content-type",
  user_agent: "headers.user-agent",
  location: "headers.location",
  content_encoding: "headers.content-encoding",
};

/** The macros that read the request or the answer through the scope (macros.ts), with the place their first argument names. */
const MACRO_PLACES: Readonly<Record<string, string>> = {
  getReqHeader: "req.headers",
  hasReqHeader: "req.headers",
  getReqCookie: "req.headers.cookie",
  hasReqCookie: "req.headers.cookie",
  getQueryParam: "req.url",
  hasQueryParam: "req.url",
  getResHeader: "res.headers",
  hasResHeader: "res.headers",
  getResCookie: "res.headers.set-cookie",
  hasResCookie: "res.headers.set-cookie",
};

/** The place a qualified name reads (`req.cookies.x` → `req.headers.cookie`, `req.headers.x_id` → `req.headers.x_id`). */
function place(name: string): string {
  const [root = "", field, sub] = name.split(".");
  if (field === undefined || root === "actions") return root;
  if (root === "vars") return `vars.${field}`;
  if (field === "headers") return sub === undefined ? `${root}.headers` : `${root}.headers.${sub.toLowerCase()}`;
  const header = FROM_HEADER[field];
  if (header !== undefined) return `${root}.${header}`;
  if (field === "url" || field === "host") return `${root}.url`;
  if (field === "content_length") return `${root}.body`;
  return `${root}.${field}`;
}

/** A constant string argument (`'X-Token'` of `req.headers['X-Token']`), else undefined. */
function constantText(e: Expr | undefined): string | undefined {
  const k = e?.exprKind;
  return k?.case === "constExpr" && k.value.constantKind.case === "stringValue" ? k.value.constantKind.value : undefined;
}

/** The qualified name a chain of field selections spells (`req.url.path`, also under `has()`); undefined for anything else. */
export function qualifiedName(e: Expr): string | undefined {
  const k = e.exprKind;
  if (k.case === "identExpr") return k.value.name;
  if (k.case === "selectExpr" && k.value.operand !== undefined) {
    const operand = qualifiedName(k.value.operand);
    return operand === undefined ? undefined : `${operand}.${k.value.field}`;
  }
  return undefined;
}

function walk(e: Expr | undefined, out: { secret: boolean; places: Set<string> }): void {
  if (e === undefined) return;
  const k = e.exprKind;
  switch (k.case) {
    case "identExpr":
      if (k.value.name === "secrets") out.secret = true;
      else if (CHANGED.has(k.value.name)) out.places.add(k.value.name);
      return;
    case "selectExpr": {
      const name = qualifiedName(e);
      const root = name?.slice(0, name.indexOf("."));
      if (name !== undefined && root !== undefined && CHANGED.has(root)) out.places.add(place(name));
      else walk(k.value.operand, out);
      return;
    }
    case "callExpr": {
      const { function: f, args } = k.value;
      const macro = MACRO_PLACES[f];
      if (macro !== undefined) {
        const key = macro.endsWith(".headers") ? constantText(args[0]) : "";
        out.places.add(key === undefined ? macro : key === "" ? macro : `${macro}.${key.toLowerCase()}`);
      }
      if (f.startsWith("secrets.")) out.secret = true;
      // `req.headers['X-Token']`: that header only.
      const indexed = f === "_[_]" && args[0] !== undefined ? qualifiedName(args[0]) : undefined;
      const key = constantText(args[1]);
      if (indexed !== undefined && key !== undefined && /^(req|res)\.headers$/.test(indexed)) {
        out.places.add(`${indexed}.${key.toLowerCase()}`);
        return;
      }
      walk(k.value.target, out);
      for (const a of args) walk(a, out);
      return;
    }
    case "listExpr":
      for (const x of k.value.elements) walk(x, out);
      return;
    case "structExpr":
      for (const x of k.value.entries) {
        walk(x.value, out);
        if (x.keyKind.case === "mapKey") walk(x.keyKind.value, out);
      }
      return;
    case "comprehensionExpr": {
      const c = k.value;
      for (const x of [c.iterRange, c.accuInit, c.loopCondition, c.loopStep, c.result]) walk(x, out);
      return;
    }
    default:
      return;
  }
}

/** What `e` reads, as {@link Reads} says. */
export function readsOf(e: Expr | undefined): Reads {
  const out = { secret: false, places: new Set<string>() };
  walk(e, out);
  return { secret: out.secret, places: [...out.places] };
}
