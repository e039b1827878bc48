/**
 * How a route's program compares with the service, module by module, and the order of the API
 * calls that brings the service to the program. Pure functions: no I/O, unit-tested directly.
 *
 * Comparison rules (decided once, here):
 * - A module the program does not declare (absent or null) must not exist on the service.
 * - Within a declared module, a field the program sets must equal the service's value. `enabled`
 *   left unset means true. Lists are compared as sets (their order has no meaning in any module).
 * - A field the program leaves unset is "the service's default": numbers (timeouts, circuit
 *   breaker settings), `cookie_prefix` and `nameid_format` may hold whatever the service filled
 *   in; any other unset field must be empty on the service (no list entries, no map entries,
 *   false, ""), so an out-of-band addition there is drift. An OAuth identity provider named on one
 *   side only is a difference, even one with nothing set in it.
 */
import { type CamelCase, snakeKeys, toCamel } from "../../inputs/naming";
import { jsonEqual, textOrEmpty } from "../../inputs/outputs";
import { containsUnknown } from "../../inputs/unknowns";
import { AUTH_MODULES, MODULE_NAMES, type ModuleName, type ModuleRequest } from "./modules";
import { RouteCreate, type RouteUpdate } from "./wire";
import { secretPaths, withoutPaths } from "../../wire/secrets";
import { pendingRotation } from "../../lifecycle/secretRotation";

type Obj = Record<string, unknown>;

/** camelCase module key of the SDK for each wire module key. */
export const MODULE_KEYS = Object.fromEntries(MODULE_NAMES.map((m) => [m, toCamel(m)])) as { [K in ModuleName]: CamelCase<K> };

/** Unset fields the service fills in with values of its own: never a diff. */
const SERVICE_DEFAULTED = new Set(["cookie_prefix", "nameid_format"]);

/** Secret fields of the modules, as wire paths (the wire model marks them). */
const WIRE_SECRET_PATHS = secretPaths(RouteCreate);

/**
 * Keys of secret fields inside modules. They are never compared with the service (which does not
 * return them, and outputs never hold them); a change to one is found by `check` against the
 * previous inputs and recorded in the `__secretsChanged` input (see {@link secretsChanged}).
 */
const SECRET_KEYS = new Set(WIRE_SECRET_PATHS.map((path) => path[path.length - 1]));

const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === "" || v === false || (Array.isArray(v) && v.length === 0) || (isObj(v) && Object.values(v).every(isEmpty));

const sortedStrings = (v: unknown[]): unknown[] => [...v].map(String).sort();

/** Whether the program's value `p` for a field differs from the service's `s`. */
function fieldDiffers(key: string, p: unknown, s: unknown, depth: number): boolean {
  if (key === "enabled" && depth === 0) return (p ?? true) !== (s ?? true);
  if (p === undefined || p === null) {
    if (typeof s === "number" || SERVICE_DEFAULTED.has(key)) return false;
    // An identity provider the service has is configured even with no setting in it (the API omits
    // the others); a header map is data, empty when it has no entry.
    if (isObj(s) && key !== "add") return true;
    return !isEmpty(s);
  }
  if (Array.isArray(p)) return !Array.isArray(s) ? p.length > 0 : !jsonEqual(sortedStrings(p), sortedStrings(s));
  if (isObj(p)) {
    if (key === "add") return !jsonEqual(p, isObj(s) ? s : {});
    return !isObj(s) || objectDiffers(p, s, depth + 1);
  }
  return !jsonEqual(p, s);
}

function objectDiffers(p: Obj, s: Obj, depth: number): boolean {
  const keys = new Set([...Object.keys(p), ...Object.keys(s)].filter((k) => !SECRET_KEYS.has(k)));
  for (const k of keys) if (fieldDiffers(k, p[k], s[k], depth)) return true;
  return false;
}

/**
 * A module as the service holds it, in its request shape: refs become ids, SAML's computed
 * fields are dropped. `outputs` is the camelCase output of a route (or a wire response).
 */
export function serviceModule(name: ModuleName, value: unknown): Obj | undefined {
  if (!isObj(value)) return undefined;
  const m = snakeKeys(value) as Obj;
  if (name === "backend") {
    const ref = m["backend"];
    const { backend: _, ...rest } = m;
    return { ...rest, backend_id: isObj(ref) ? ref["id"] : m["backend_id"] };
  }
  if (name === "ip_restriction") {
    const refs = m["ip_policies"];
    const { ip_policies: _, ...rest } = m;
    return { ...rest, ip_policy_ids: Array.isArray(refs) ? refs.map((r) => (isObj(r) ? r["id"] : r)) : m["ip_policy_ids"] };
  }
  if (name === "saml") {
    const { entity_id: _a, assertion_consumer_service_url: _b, single_logout_url: _c, request_signing_certificate_pem: _d, metadata_url: _e, ...rest } = m;
    return rest;
  }
  return m;
}

/** The program's module in its wire request shape, or undefined when the program does not declare it. */
export function programModule<M extends ModuleName>(name: M, inputs: Obj): ModuleRequest[M] | undefined {
  const v = inputs[MODULE_KEYS[name]];
  return isObj(v) ? (snakeKeys(v) as ModuleRequest[M]) : undefined;
}

export interface RoutePlan {
  /** Modules deleted before anything else: the backend, when the program removes it, so nothing is served meanwhile. */
  deleteFirst: ModuleName[];
  /** One PATCH: changed top-level fields and every added or changed module, whole. */
  patch: RouteUpdate | undefined;
  /** Modules deleted last, once their replacements (if any) are in place. */
  deleteAfter: ModuleName[];
}

/** Modules the program declares that differ from (or are missing on) the service. */
export function changedModules(olds: Obj, news: Obj): ModuleName[] {
  const rotated = pendingRotation(olds, news);
  return MODULE_NAMES.filter((m) => {
    const p = programModule(m, news);
    if (p === undefined) return false;
    if (containsUnknown(p) || rotated.some((path) => path.startsWith(`${MODULE_KEYS[m]}.`))) return true;
    const s = serviceModule(m, olds[MODULE_KEYS[m]]);
    return s === undefined || objectDiffers(p as Obj, s, 0);
  });
}

/** Modules on the service that the program no longer declares. */
export const removedModules = (olds: Obj, news: Obj): ModuleName[] =>
  MODULE_NAMES.filter((m) => programModule(m, news) === undefined && isObj(olds[MODULE_KEYS[m]]));

/** Top-level fields that differ; `description` and `metadata` the program drops are cleared with `""`. */
function topLevelPatch(olds: Obj, news: Obj): RouteUpdate {
  const body: RouteUpdate = {};
  if (news["matchType"] !== olds["matchType"]) body.match_type = news["matchType"] as RouteUpdate["match_type"] & string;
  if (news["match"] !== olds["match"]) body.match = String(news["match"]);
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  return body;
}

/**
 * The calls that bring the route from `olds` (its outputs) to `news` (the program), ordered so
 * that no step leaves it serving traffic with weaker protection than both the old and the new
 * program ("fail closed"):
 * 1. A backend the program removes is deleted first: from then on nothing is served.
 * 2. One PATCH adds or replaces modules: new protections (a new authentication module, a
 *    tighter IP restriction) are in place before anything is taken away. When one authentication
 *    module replaces another, both are briefly present, never neither.
 * 3. The other modules the program removes are deleted, one call each.
 */
export function planRouteUpdate(olds: Obj, news: Obj): RoutePlan {
  const removed = removedModules(olds, news);
  const patch = topLevelPatch(olds, news);
  for (const m of changedModules(olds, news)) {
    (patch as Obj)[m] = programModule(m, news);
  }
  const deleteFirst = removed.filter((m) => m === "backend");
  // Authentication modules go last among deletions: anything else removed is removed while they still guard the route.
  const deleteAfter = [
    ...removed.filter((m) => m !== "backend" && !(AUTH_MODULES as readonly string[]).includes(m)),
    ...removed.filter((m) => (AUTH_MODULES as readonly string[]).includes(m)),
  ];
  return { deleteFirst, patch: Object.keys(patch).length ? patch : undefined, deleteAfter };
}

/** Whether the route differs from the program at all (top-level fields or any module). */
export function routeDiffers(olds: Obj, news: Obj): boolean {
  const plan = planRouteUpdate(olds, news);
  return plan.patch !== undefined || plan.deleteFirst.length > 0 || plan.deleteAfter.length > 0;
}

/** Secret fields of the modules, as paths in the SDK's inputs. */
export const SECRET_PATHS: ReadonlyArray<readonly string[]> = WIRE_SECRET_PATHS.map((path) => path.map(toCamel));

/**
 * Outputs never hold secrets: the Pulumi SDK logs every registered resource's outputs at debug
 * level, secret values included, so a secret in the outputs would reach the engine's event log.
 * Removes any the service may echo.
 */
export const withoutSecrets = <T>(outputs: T): T => withoutPaths(outputs, SECRET_PATHS);
