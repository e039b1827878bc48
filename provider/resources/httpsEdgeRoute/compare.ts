/**
 * How a route's module as the program declares it compares with the service's. Pure functions: no
 * I/O, unit-tested through the plan (./plan.ts).
 *
 * - Within a declared module, a field the program sets must equal the service's value. `enabled`
 *   left unset means true. Lists are compared as sets (their order has no meaning in any module).
 * - A field the program leaves unset is "the service's default": numbers (timeouts, circuit
 *   breaker settings), `cookie_prefix` and `nameid_format` may hold whatever the service filled
 *   in; any other unset field must be empty on the service (no list entries, no map entries,
 *   false, ""), so an out-of-band addition there is drift. An OAuth identity provider named on one
 *   side only is a difference, even one with nothing set in it.
 * - A field the program sets to its zero value (`false`, `0`, `""`) equals one the service leaves
 *   out: the service answers with ngrok-api-go's types, which leave a value-typed member out when
 *   it holds its zero value (`omitempty`); only a pointer member (zeroWritten in ./modules.ts's
 *   response shapes, e.g. `allow_idp_initiated`) is written when it is zero, so its absence is not.
 */
import type { Sameness } from "../../fields/table";
import { snakeKeys } from "../../inputs/naming";
import { jsonEqual } from "../../inputs/outputs";
import { secretPaths } from "../../wire/secretFields";
import { zeroWrittenKeys } from "../../wire/zeroWritten";
import { type ModuleName, ModuleResponse } from "./modules";
import { RouteCreate } from "./wire";

type Obj = Record<string, unknown>;

/** Unset fields the service fills in with values of its own: never a diff. */
const SERVICE_DEFAULTED = new Set(["cookie_prefix", "nameid_format"]);

/** Secret fields of the modules, as wire paths (the wire model marks them). */
export const WIRE_SECRET_PATHS = secretPaths(RouteCreate);

/**
 * Keys of secret fields inside modules. They are never compared with the service (which does not
 * return them, and outputs never hold them); a change to one is found by `check` against the
 * previous inputs and recorded in the `__secretsChanged` input (see {@link secretsChanged}).
 */
const SECRET_KEYS = new Set(WIRE_SECRET_PATHS.map((path) => path[path.length - 1]));

/** Whether a value is a JSON object (not null, not a list). */
export const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === "" || v === false || (Array.isArray(v) && v.length === 0) || (isObj(v) && Object.values(v).every(isEmpty));

const sortedStrings = (v: unknown[]): unknown[] => [...v].map(String).sort();

/** Module fields the service writes even when zero (Go pointers): absent there is not zero. */
const ZERO_WRITTEN = new Set(Object.values(ModuleResponse).flatMap((schema) => [...zeroWrittenKeys(schema)]));

/** Whether the service's `s` for a field the program sets to `p` is that zero value left out. */
const zeroLeftOut = (key: string, p: unknown, s: unknown): boolean => (p === false || p === 0 || p === "") && (s === undefined || s === null) && !ZERO_WRITTEN.has(key);

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
  if (zeroLeftOut(key, p, s)) return false;
  if (Array.isArray(p)) return !Array.isArray(s) ? p.length > 0 : !jsonEqual(sortedStrings(p), sortedStrings(s));
  if (isObj(p)) {
    if (key === "add") return !jsonEqual(p, isObj(s) ? s : {});
    return !isObj(s) || objectDiffers(p, s, depth + 1);
  }
  return !jsonEqual(p, s);
}

/** Whether a module (or an object inside one, `depth` down) the program declares differs from the service's, secrets aside; both in the wire's names. */
export function objectDiffers(p: Obj, s: Obj, depth: number): boolean {
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

/** A module compared by the rules above: the program's (SDK names) with the service's, as outputs hold it. */
export const sameModule = (name: ModuleName): Sameness => ({
  by: "its fields, unset ones as the service's defaults, lists as sets, secrets aside",
  same: (program, service) => {
    const s = serviceModule(name, service);
    return isObj(program) && s !== undefined && !objectDiffers(snakeKeys(program) as Obj, s, 0);
  },
});
