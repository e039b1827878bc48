/**
 * Bindings that answer the qualified names expressions read. @bufbuild/cel resolves `req.url.path`
 * by trying `req.url.path`, then `req.url`, then `req` as variable names, looking each name it does
 * not find up as a protobuf type or enum first (a type registry lookup per miss), and wraps every
 * map it walks through. Bindings made by {@link newBindings} hold each qualified name compiled
 * expressions read (a getter on their prototype that walks the same maps as CEL's field selection),
 * so the first try finds the value. A name whose walk fails reads undefined and CEL goes on as
 * before, with the same result or error.
 */
import type { parse } from "@bufbuild/cel";
import type { Bindings } from "../base/values";

type Expr = NonNullable<ReturnType<typeof parse>["expr"]>;

/** The variables bindings hold: the roots of the qualified names. */
const ROOTS = new Set(["req", "res", "conn", "endpoint", "time", "vars", "actions"]);

/** One step of CEL's field selection on the maps the simulator's variables are; undefined when CEL would do something else. */
function select(value: unknown, field: string): unknown {
  if (value instanceof Map) return value.get(field);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) return Object.hasOwn(value, field) ? (value as Record<string, unknown>)[field] : undefined;
  return undefined;
}

/** Holds a getter per qualified name seen; shared by every bindings object. */
const proto: object = {};

function define(name: string): void {
  if (Object.hasOwn(proto, name)) return;
  const [root = "", ...fields] = name.split(".");
  Object.defineProperty(proto, name, {
    get(this: Bindings): unknown {
      let v: unknown = this[root];
      for (const f of fields) {
        if (v === undefined) return undefined;
        v = select(v, f);
      }
      return v;
    },
  });
}

/** Bindings with `variables` as their own fields, answering the qualified names compiled so far. */
export function newBindings(variables: Bindings): Bindings {
  return Object.assign(Object.create(proto) as Bindings, variables);
}

/** The qualified name a chain of field selections on a variable spells (`req.url.path`); undefined for anything else. */
function qualifiedName(e: Expr): string | undefined {
  const k = e.exprKind;
  if (k.case === "identExpr") return k.value.name;
  if (k.case === "selectExpr" && !k.value.testOnly && k.value.operand !== undefined) {
    const operand = qualifiedName(k.value.operand);
    return operand === undefined ? undefined : `${operand}.${k.value.field}`;
  }
  return undefined;
}

/**
 * Notes the qualified names `e` reads on the bindings' prototype. Returns false when a
 * comprehension in it names its variable like one of the roots: inside it `req.x` is the local
 * variable's, so that expression must run on bindings without the getters.
 */
export function noteQualifiedNames(e: Expr | undefined): boolean {
  if (e === undefined) return true;
  const k = e.exprKind;
  switch (k.case) {
    case "selectExpr": {
      const name = qualifiedName(e);
      if (name !== undefined && ROOTS.has(name.slice(0, name.indexOf(".")))) define(name);
      return noteQualifiedNames(k.value.operand);
    }
    case "callExpr":
      return [k.value.target, ...k.value.args].every((x) => noteQualifiedNames(x));
    case "listExpr":
      return k.value.elements.every((x) => noteQualifiedNames(x));
    case "structExpr":
      return k.value.entries.every((x) => noteQualifiedNames(x.value) && (x.keyKind.case !== "mapKey" || noteQualifiedNames(x.keyKind.value)));
    case "comprehensionExpr": {
      const c = k.value;
      const own = [c.iterRange, c.accuInit, c.loopCondition, c.loopStep, c.result].every((x) => noteQualifiedNames(x));
      return own && ![c.iterVar, c.iterVar2, c.accuVar].some((v) => ROOTS.has(v));
    }
    default:
      return true;
  }
}
