/**
 * snake_case on the wire, camelCase for users: converted here and nowhere else. Keys inside the
 * header maps (`add`) are user data (header names) and are never renamed.
 */
const OPAQUE_MAPS = new Set(["add"]);

const toSnake = (s: string): string => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** A noun's plural, as messages write the families: `IP policy` → `IP policies`, `TCP address` → `TCP addresses`, `route` → `routes`. */
export const pluralOf = (what: string): string => (/(s|x|ch|sh)$/.test(what) ? `${what}es` : `${what.replace(/([^aeiou])y$/, "$1ie")}s`);
/** A family's client member, its type's plural (`IpPolicy` → `ipPolicies`), as {@link pluralOf} makes it at run time. */
export type MemberOf<Type extends string> = Uncapitalize<
  Type extends `${string}${"s" | "x" | "ch" | "sh"}` ? `${Type}es` : Type extends `${string}${"a" | "e" | "i" | "o" | "u"}y` ? `${Type}s` : Type extends `${infer Head}y` ? `${Head}ies` : `${Type}s`
>;

/** A family's client member: its type's plural, first letter lower case (`IpPolicy` → `ipPolicies`). */
export const memberOf = <Type extends string>(type: Type): MemberOf<Type> => (type.charAt(0).toLowerCase() + pluralOf(type).slice(1)) as MemberOf<Type>;

export const toCamel = (s: string): string => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function convert(v: unknown, rename: (k: string) => string, opaque: boolean): unknown {
  if (Array.isArray(v)) return v.map((x) => convert(x, rename, false));
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) continue;
      const key = opaque ? k : rename(k);
      out[key] = convert(x, rename, !opaque && OPAQUE_MAPS.has(key));
    }
    return out;
  }
  return v;
}

/** Deep copy with object keys in snake_case (header maps kept), `undefined` members dropped. */
export const snakeKeys = (v: unknown): unknown => convert(v, toSnake, false);
/** Deep copy with object keys in camelCase (header maps kept), `undefined` members dropped. */
export const camelKeys = (v: unknown): unknown => convert(v, toCamel, false);

/** A wire path rendered with the SDK's names: `oauth.provider.github.clientSecret`, `sources[1].type`. */
export function camelPath(path: readonly PropertyKey[]): string {
  let s = "";
  let opaque = false;
  for (const p of path) {
    if (typeof p === "number") {
      s += `[${p}]`;
      continue;
    }
    const name = opaque ? String(p) : toCamel(String(p));
    s += s ? `.${name}` : name;
    opaque = !opaque && OPAQUE_MAPS.has(String(p));
  }
  return s;
}

/** `client_secret` → `clientSecret`, as {@link toCamel} does at run time. */
export type CamelCase<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;

/** A wire shape with the SDK's names, as {@link camelKeys} converts it (header maps kept). */
export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: K extends "add" ? T[K] : Camelize<T[K]> }
    : T;
