/**
 * A value the service holds, as the program declares it: its request shape (the family's facts
 * give the schema, and the value in request form: ids for references), fields in the order of the
 * request schema, camelCase keys (those `namesKept` keep their members' names), ids as the
 * rules name them (the program's constants), and each secret the request shape requires read from stack config, since
 * the service never returns one.
 *
 * Left out, because the provider reads an unset field as that same value: empty strings, lists and
 * maps, `false`, and the values the family's facts name as defaults. Numbers are kept whatever they
 * are: a default the service filled in cannot be told from a value someone chose.
 */
import { z } from "zod";
import { toCamel } from "../inputs/naming";
import { secretPaths, withoutPaths } from "../wire/secretFields";
import type { ShapeRules } from "./facts";

/** A value as the program declares it: plain values, and whatever the rules give for ids, secrets and policies (program text, or values). */
type Value = unknown;

/** Marks where a secret goes, until the value becomes a {@link Value}. */
const SECRET = Symbol("secret");

type Wire = Record<string, unknown>;
const isWire = (v: unknown): v is Wire => v !== null && typeof v === "object" && !Array.isArray(v);

/** The object schema inside optional and nullable wrappers, if that is what `schema` is. */
function objectSchema(schema: z.ZodType): z.ZodObject | undefined {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
  return s instanceof z.ZodObject ? s : undefined;
}

/** Whether a field's value says no more than leaving it out. */
function unset(key: string, value: unknown, top: boolean, rules: ShapeRules): boolean {
  if (top && rules.topDefaults !== undefined && key in rules.topDefaults) return value === undefined || value === null || value === rules.topDefaults[key];
  if (value === undefined || value === null || value === "" || value === false) return true;
  if (rules.defaults?.[key] === value) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isWire(value) && Object.keys(value).length === 0;
}

/** A shape's keys, those the rules write last after the others. */
function ordered(keys: string[], rules: ShapeRules): string[] {
  const last = rules.last ?? [];
  return [...keys.filter((k) => !last.includes(k)), ...keys.filter((k) => last.includes(k))];
}

/**
 * The fields of `value` that say something, in the order of `schema`'s shape; fields the
 * request shape does not have are dropped. A nested object of the schema (OAuth's `provider` and
 * its members) is kept even when empty, since its presence is the setting; a required list is
 * kept even when empty. `secrets` (paths from here) get the {@link SECRET} mark.
 */
function kept(schema: z.ZodObject, value: Wire, secrets: readonly (readonly string[])[], top: boolean, rules: ShapeRules): Wire {
  const out: Wire = {};
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const key of ordered(Object.keys(shape), rules)) {
    const field = shape[key] as z.ZodType;
    const here = secrets.filter((p) => p[0] === key).map((p) => p.slice(1));
    if (here.some((p) => p.length === 0)) {
      out[key] = SECRET;
      continue;
    }
    const v = value[key];
    const nested = objectSchema(field);
    if (nested && isWire(v)) out[key] = kept(nested, v, here, false, rules);
    else if (!unset(key, v, top, rules) || (top && Array.isArray(v) && !field.safeParse(undefined).success)) out[key] = v;
  }
  return out;
}

/** The secrets the request shape requires, given the value without them. */
function requiredSecrets(schema: z.ZodType, value: Wire): string[][] {
  const paths = secretPaths(schema);
  const r = schema.safeParse(value);
  if (r.success) return [];
  const missing = new Set(r.error.issues.map((i) => i.path.map(String).join(".")));
  return paths.filter((p) => missing.has(p.join(".")));
}

/** The kept value as a {@link Value}: camelCase keys (except where names are kept), ids as the rules name them, secrets read. */
function toValue(v: unknown, key: string, path: readonly string[], rules: ShapeRules): Value {
  if (v === SECRET) return rules.secret(path) as Value;
  const given = rules.given?.[key];
  if (given !== undefined) return given(v) as Value;
  const ref = rules.refs?.[key];
  if (ref !== undefined) return (Array.isArray(v) ? v.map((id) => ref(String(id))) : ref(String(v))) as Value;
  if (Array.isArray(v)) return v.map((x) => toValue(x, "", path, rules));
  if (isWire(v)) {
    const names = rules.namesKept?.includes(key) ?? false;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [names ? k : toCamel(k), toValue(x, names ? "" : k, [...path, k], rules)]));
  }
  return v as Value;
}

/** `held` as the program declares it by `schema` and `rules`; undefined when there is nothing held. */
export function shapedValue(schema: z.ZodType, held: Wire | undefined, rules: ShapeRules): Value | undefined {
  if (held === undefined) return undefined;
  const object = objectSchema(schema);
  if (object === undefined) throw new Error("shapedValue: the schema is not an object schema");
  const plain = kept(object, withoutPaths(held, secretPaths(schema)), [], true, rules);
  const secrets = requiredSecrets(schema, plain);
  return toValue(secrets.length === 0 ? plain : kept(object, plain, secrets, true, rules), "", [], rules);
}
