/**
 * The order of the API calls that brings a route's service to its program: a module the program
 * does not declare (absent or null) must not exist on the service; one it declares is compared by
 * ./compare.ts's rules and sent whole. Pure functions: no I/O, unit-tested directly.
 */
import { fieldsOf, updateBodyOf } from "../../fields/derive";
import { type CamelCase, snakeKeys, toCamel } from "../../inputs/naming";
import { containsUnknown } from "../../inputs/unknowns";
import { AUTH_MODULES, MODULE_NAMES, type ModuleName, type ModuleRequest } from "./modules";
import { ROUTES, type RouteUpdate } from "./wire";
import { withoutPaths } from "../../wire/secretFields";
import { pendingRotation } from "../../lifecycle/secretRotation";
import { isObj, objectDiffers, serviceModule, WIRE_SECRET_PATHS } from "./compare";
import { ROUTE_FIELDS } from "./fields";

export { serviceModule } from "./compare";

type Obj = Record<string, unknown>;

/** camelCase module key of the SDK for each wire module key. */
export const MODULE_KEYS = Object.fromEntries(MODULE_NAMES.map((m) => [m, toCamel(m)])) as { [K in ModuleName]: CamelCase<K> };

/** The program's module in its wire request shape, or undefined when the program does not declare it. */
function programModule<M extends ModuleName>(name: M, inputs: Obj): ModuleRequest[M] | undefined {
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
function changedModules(olds: Obj, news: Obj): ModuleName[] {
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
const removedModules = (olds: Obj, news: Obj): ModuleName[] =>
  MODULE_NAMES.filter((m) => programModule(m, news) === undefined && isObj(olds[MODULE_KEYS[m]]));

/** The route's own fields: its modules aside, which the plan compares and sends whole. */
const TOP_LEVEL = fieldsOf(ROUTES, ROUTE_FIELDS).filter((f) => !(MODULE_NAMES as readonly string[]).includes(f.wire));

/** Top-level fields that differ, as the table compares them; `description` and `metadata` the program drops are cleared with `""`. */
const topLevelPatch = (olds: Obj, news: Obj): RouteUpdate => (updateBodyOf(TOP_LEVEL, olds, news) ?? {}) as RouteUpdate;

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
