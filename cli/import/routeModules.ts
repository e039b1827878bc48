/**
 * A route module as the program declares it, from the module the service holds: its request
 * shape (`serviceModule`: ids for references, no SAML computed fields), fields in the order of the
 * request schema, camelCase keys (header names kept), ids as the program's constants, and each
 * secret the module needs as stack config, since the service never returns one.
 *
 * Left out, because the provider reads an unset field as that same value (routeDiff.ts): `enabled`
 * when true; empty strings, lists and maps and `false`; a `cookie_prefix` or `nameid_format` that
 * is the service's default. Numbers are kept whatever they are: a default the service filled in
 * cannot be told from a value someone chose.
 */
import { z } from "zod";
import { DEFAULT_COOKIE_PREFIX } from "../../provider/wire/routeModules";
import { toCamel } from "../../provider/inputs/naming";
import { serviceModule } from "../../provider/resources/routeDiff";
import { ModuleRequest, SAML_DEFAULT_NAMEID_FORMAT, type ModuleName } from "../../provider/wire/routeModules";
import { secretPaths, withoutPaths } from "../../provider/wire/secrets";
import type { Code, Value } from "./literals";

/** How the program names what a module points at and the secrets it needs. */
export interface ModuleRefs {
  /** The constant holding a backend id. */
  backend(id: string): Code;
  /** The constant holding an IP policy id. */
  ipPolicy(id: string): Code;
  /** The program's read of the secret at `path` (wire names) in the module. */
  secret(path: readonly string[]): Code;
}

/** Values the service fills in when a field is unset: the same as leaving it out. */
const SERVICE_DEFAULTS: Readonly<Record<string, string>> = {
  cookie_prefix: DEFAULT_COOKIE_PREFIX,
  nameid_format: SAML_DEFAULT_NAMEID_FORMAT,
};

/** Marks where a secret goes, until the module becomes a {@link Value}. */
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
function unset(key: string, value: unknown, top: boolean): boolean {
  if (top && key === "enabled") return value !== false;
  if (value === undefined || value === null || value === "" || value === false) return true;
  if (SERVICE_DEFAULTS[key] === value) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isWire(value) && Object.keys(value).length === 0;
}

/** Session settings of the authentication modules: written after what the module is (its provider, issuer, IdP). */
const SESSION_KEYS = ["options_passthrough", "cookie_prefix", "inactivity_timeout", "maximum_duration"];

/** A shape's keys, `enabled` first and session settings last. */
const ordered = (keys: string[]): string[] => [...keys.filter((k) => !SESSION_KEYS.includes(k)), ...keys.filter((k) => SESSION_KEYS.includes(k))];

/**
 * The fields of `value` that say something, in the order of `schema`'s shape; fields the
 * request shape does not have are dropped. A nested object of the schema (OAuth's `provider` and
 * its members) is kept even when empty, since its presence is the setting; a required list is
 * kept even when empty. `secrets` (paths from here) get the {@link SECRET} mark.
 */
function kept(schema: z.ZodObject, value: Wire, secrets: readonly (readonly string[])[], top: boolean): Wire {
  const out: Wire = {};
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const key of ordered(Object.keys(shape))) {
    const field = shape[key] as z.ZodType;
    const here = secrets.filter((p) => p[0] === key).map((p) => p.slice(1));
    if (here.some((p) => p.length === 0)) {
      out[key] = SECRET;
      continue;
    }
    const v = value[key];
    const nested = objectSchema(field);
    if (nested && isWire(v)) out[key] = kept(nested, v, here, false);
    else if (!unset(key, v, top) || (top && Array.isArray(v) && !field.safeParse(undefined).success)) out[key] = v;
  }
  return out;
}

/** The module's secrets the request shape requires, given the module without them. */
function requiredSecrets(name: ModuleName, module: Wire): string[][] {
  const schema = ModuleRequest[name];
  const paths = secretPaths(schema);
  const r = schema.safeParse(module);
  if (r.success) return [];
  const missing = new Set(r.error.issues.map((i) => i.path.map(String).join(".")));
  return paths.filter((p) => missing.has(p.join(".")));
}

/** The kept module as a {@link Value}: camelCase keys (header names kept), ids as constants, secrets read. */
function toValue(v: unknown, key: string, path: readonly string[], refs: ModuleRefs): Value {
  if (v === SECRET) return refs.secret(path);
  if (key === "backend_id") return refs.backend(String(v));
  if (key === "ip_policy_ids" && Array.isArray(v)) return v.map((id) => refs.ipPolicy(String(id)));
  if (Array.isArray(v)) return v.map((x) => toValue(x, "", path, refs));
  if (isWire(v)) {
    const headers = key === "add";
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [headers ? k : toCamel(k), toValue(x, headers ? "" : k, [...path, k], refs)]));
  }
  return v as Value;
}

/**
 * The module `name` as the program declares it, from the module in a route response;
 * undefined when the route does not have it.
 */
export function moduleArgs(name: ModuleName, response: unknown, refs: ModuleRefs): Value | undefined {
  const held = serviceModule(name, response);
  if (held === undefined) return undefined;
  const schema = ModuleRequest[name] as unknown as z.ZodObject;
  const plain = kept(schema, withoutPaths(held, secretPaths(schema)), [], true);
  const secrets = requiredSecrets(name, plain);
  return toValue(secrets.length === 0 ? plain : kept(schema, plain, secrets, true), "", [], refs);
}
