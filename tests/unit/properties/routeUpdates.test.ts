/**
 * Issue #26: updates of HTTPS edge routes through the real provider functions (check, diff,
 * create, update, read, remove) against the emulator in process, for random pairs of programs
 * (old, new) over all 13 modules and their settings, secrets and service-defaulted fields included
 * (tests/support/arbitraries/routeModules.ts). For each pair:
 * - after every single API call of the update, the route is at least as protected as the old
 *   program or as the new one (tests/support/protection.ts); the emulator's `onRequest` hook reads
 *   its state as each call is answered;
 * - the route the service then holds is the new program, by the comparison rules of
 *   provider/resources/httpsEdgeRoute/plan.ts, restated here independently of it (a zero value the
 *   program sets is the same as none on the service, whose Go types hold no unset value-typed
 *   member), and the last secret sent
 *   for each secret field is the new program's;
 * - the calls are the fewest that get there: one PATCH when anything is added or changed, one
 *   DELETE per removed module, none when the programs say the same thing;
 * - a refresh right after (read) returns the outputs the update returned, and diff then sees no change.
 *
 * Runs: 500, or PROPERTY_RUNS; the seed is PROPERTY_SEED when set, printed either way.
 */
import fc from "fast-check";
import type { RequestLogEntry, StoredRoute } from "../../../emulator/types";
import { camelKeys } from "../../../provider/inputs/naming";
import * as route from "../../../provider/resources/httpsEdgeRoute/family";
import { DEFAULT_COOKIE_PREFIX, MODULE_NAMES, ModuleRequest, SAML_DEFAULT_NAMEID_FORMAT, type ModuleName } from "../../../provider/resources/httpsEdgeRoute/modules";
import { secretPaths } from "../../../provider/wire/secretFields";
import { BACKEND_IDS, IP_POLICY_IDS, programPairArb, SECRET_KEYS, type WireProgram } from "../../support/arbitraries/routeModules";
import { atLeastAsProtected, describeProtection, protectionOf, type Modules } from "../../support/protection";
import { useProviderService } from "../../support/providerService";

const RUNS = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 500;
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
const EDGE = "edghts_props";

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

let onCall: ((entry: RequestLogEntry) => void) | undefined;
const service = useProviderService({
  seed: { edges: [{ id: EDGE }], backends: BACKEND_IDS.map((id) => ({ id })), ipPolicies: IP_POLICY_IDS.map((id) => ({ id })) },
  onRequest: (entry) => onCall?.(entry),
});

/** The program's inputs as the SDK hands them to `check`. */
const inputsOf = (p: WireProgram): Json => ({ ...(camelKeys(p) as Json), edgeId: EDGE });

const storedRoute = (id: string): StoredRoute | undefined => service.emulator.snapshot().routes[id];

/** Unset members the service fills in: the program leaving them out accepts what it holds. */
const SERVICE_DEFAULTED = new Set(["cookie_prefix", "nameid_format"]);
/** The modules' members that are pointers in ngrok-api-go's types (datatypes.go: `AllowIdPInitiated *bool`, OAuth's `ClientID`, `ClientSecret *string`): unset is not zero there. */
const GO_POINTERS = new Set(["allow_idp_initiated", "client_id", "client_secret"]);
/** Whether the program's zero `pv` is the service's unset `sv`: a value-typed member holds its zero when unset. */
const zeroUnset = (k: string, pv: unknown, sv: unknown): boolean => (pv === false || pv === 0 || pv === "") && (sv === undefined || sv === null) && !GO_POINTERS.has(k);
const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === "" || v === false || (Array.isArray(v) && v.length === 0) || (isObj(v) && Object.keys(v).length === 0);
const sorted = (v: unknown): string => JSON.stringify(Array.isArray(v) ? [...v].map(String).sort() : []);

/**
 * Where the service's module `s` (as stored: request shape, no secrets) departs from the program's
 * `p`, by the documented rules: `enabled` unset is true; a member the program sets is equal (lists
 * as sets); a member it leaves unset is empty on the service, unless it is a number or
 * service-defaulted; an identity provider the service has and the program does not is a difference.
 */
function departures(p: Json, s: Json, at: string, depth = 0): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(p), ...Object.keys(s)])) {
    if (SECRET_KEYS.has(k)) continue;
    const pv = p[k];
    const sv = s[k];
    const here = `${at}.${k}`;
    if (k === "enabled" && depth === 0) {
      if ((pv ?? true) !== (sv ?? true)) out.push(`${here}: ${String(sv)} on the service, ${String(pv)} in the program`);
    } else if (pv === undefined) {
      if (typeof sv === "number" || SERVICE_DEFAULTED.has(k)) continue;
      if ((isObj(sv) && k !== "add") || !isEmpty(sv)) out.push(`${here}: ${JSON.stringify(sv)} on the service, unset in the program`);
    } else if (zeroUnset(k, pv, sv)) {
      continue;
    } else if (Array.isArray(pv)) {
      if (sorted(pv) !== sorted(sv)) out.push(`${here}: ${JSON.stringify(sv)} on the service, ${JSON.stringify(pv)} in the program`);
    } else if (k === "add") {
      if (JSON.stringify(Object.entries(pv as Json).sort()) !== JSON.stringify(Object.entries(isObj(sv) ? sv : {}).sort())) out.push(`${here}: ${JSON.stringify(sv)} on the service, ${JSON.stringify(pv)} in the program`);
    } else if (isObj(pv)) {
      if (!isObj(sv)) out.push(`${here}: absent on the service`);
      else out.push(...departures(pv, sv, here, depth + 1));
    } else if (pv !== sv) out.push(`${here}: ${JSON.stringify(sv)} on the service, ${JSON.stringify(pv)} in the program`);
  }
  return out;
}

/** A stored module as the service holds it: with the defaults it fills in for what was left unset. */
function held(m: ModuleName, stored: Json): Json {
  const session = m === "oauth" || m === "saml" || m === "oidc" ? { cookie_prefix: DEFAULT_COOKIE_PREFIX } : {};
  const saml = m === "saml" ? { nameid_format: SAML_DEFAULT_NAMEID_FORMAT } : {};
  return { ...session, ...saml, ...stored };
}

const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** Where the stored route departs from the program: top-level fields, then module by module. */
function routeDepartures(p: WireProgram, r: StoredRoute): string[] {
  const out: string[] = [];
  if (p.match_type !== r.match_type) out.push(`match_type: ${r.match_type} on the service, ${p.match_type} in the program`);
  if (p.match !== r.match) out.push(`match: ${r.match} on the service, ${p.match} in the program`);
  for (const f of ["description", "metadata"] as const) {
    if (text(p[f]) !== text(r[f])) out.push(`${f}: ${JSON.stringify(r[f])} on the service, ${JSON.stringify(p[f])} in the program`);
  }
  for (const m of MODULE_NAMES) {
    const pm = p[m] as Json | undefined;
    const sm = r.modules[m] as Json | undefined;
    if (pm === undefined && sm !== undefined) out.push(`${m}: on the service, not in the program`);
    else if (pm !== undefined && sm === undefined) out.push(`${m}: in the program, not on the service`);
    else if (pm !== undefined && sm !== undefined) out.push(...departures(pm, held(m, sm), m));
  }
  return out;
}

const valueAt = (v: unknown, path: readonly string[]): unknown => path.reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), v);

/** The secret fields a program sets, as `module.path` → value. */
function secretsOf(p: WireProgram): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of MODULE_NAMES) {
    for (const path of secretPaths(ModuleRequest[m])) {
      const v = valueAt(p[m], path);
      if (typeof v === "string") out.set([m, ...path].join("."), v);
    }
  }
  return out;
}

/** The calls that take the route from `old` (stored as `stored`) to `next`, sorted. */
function minimumCalls(old: WireProgram, stored: StoredRoute, next: WireProgram, id: string): string[] {
  const base = `/edges/https/${EDGE}/routes/${id}`;
  const deletes = MODULE_NAMES.filter((m) => old[m] !== undefined && next[m] === undefined).map((m) => `DELETE ${base}/${m} 204`);
  const oldSecrets = secretsOf(old);
  const rotated = [...secretsOf(next)].filter(([path, v]) => oldSecrets.get(path) !== v).map(([path]) => path.split(".")[0]);
  const patched =
    old.match_type !== next.match_type ||
    old.match !== next.match ||
    text(old.description) !== text(next.description) ||
    text(old.metadata) !== text(next.metadata) ||
    MODULE_NAMES.some((m) => next[m] !== undefined && (stored.modules[m] === undefined || departures(next[m] as Json, held(m, stored.modules[m] as Json), m).length > 0 || rotated.includes(m)));
  return [...(patched ? [`PATCH ${base} 200`] : []), ...deletes].sort();
}

/** The last value sent for each secret field, from the request bodies of `entries`. */
function secretsSent(entries: readonly RequestLogEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of entries) {
    if ((e.method !== "POST" && e.method !== "PATCH") || e.requestBody === "") continue;
    const body = JSON.parse(e.requestBody) as Json;
    for (const m of MODULE_NAMES) {
      if (!isObj(body[m])) continue;
      for (const path of secretPaths(ModuleRequest[m])) {
        const v = valueAt(body[m], path);
        if (typeof v === "string") out.set([m, ...path].join("."), v);
      }
    }
  }
  return out;
}

/** Removes every route of the edge, so a failed run leaves nothing behind for the next. */
async function clearEdge(): Promise<void> {
  for (const r of Object.values(service.emulator.snapshot().routes)) await route.remove(r.id, { edgeId: r.edge_id });
}

/** One update from `old` to `next`, with every assertion of the property. */
async function updateHolds(old: WireProgram, next: WireProgram): Promise<void> {
  await clearEdge();
  const from = service.emulator.log.length;
  const checkedOld = await route.check({}, inputsOf(old));
  expect(checkedOld.failures).toEqual([]);
  const created = await route.create(checkedOld.inputs as route.RouteInputs);
  const { id } = created;
  const createdOuts = created.outs as route.RouteOutputs;
  const stored = storedRoute(id) as StoredRoute;
  expect(routeDepartures(old, stored)).toEqual([]);

  const checked = await route.check(checkedOld.inputs ?? {}, inputsOf(next));
  expect(checked.failures).toEqual([]);
  const news = checked.inputs as route.RouteInputs;
  const expected = minimumCalls(old, stored, next, id);
  expect(await route.diff(id, createdOuts, news)).toEqual({ changes: expected.length > 0, replaces: [], deleteBeforeReplace: false });

  const oldProtection = protectionOf(old as Modules);
  const newProtection = protectionOf(next as Modules);
  const weaker: string[] = [];
  const start = service.emulator.log.length;
  onCall = (entry) => {
    const p = protectionOf((storedRoute(id)?.modules ?? {}) as Modules);
    if (!atLeastAsProtected(p, oldProtection) && !atLeastAsProtected(p, newProtection)) {
      weaker.push(`after ${entry.method} ${entry.path}: ${describeProtection(p)}, old ${describeProtection(oldProtection)}, new ${describeProtection(newProtection)}`);
    }
  };
  let outs = createdOuts;
  try {
    if (expected.length > 0) outs = (await route.update(id, createdOuts, news)).outs as route.RouteOutputs;
  } finally {
    onCall = undefined;
  }
  const calls = service.emulator.log.slice(start).map((e) => `${e.method} ${e.path} ${e.status}`);
  expect(weaker).toEqual([]);
  expect([...calls].sort()).toEqual(expected);

  const final = storedRoute(id) as StoredRoute;
  expect(routeDepartures(next, final)).toEqual([]);
  const sent = secretsSent(service.emulator.log.slice(from));
  for (const [path, value] of secretsOf(next)) expect({ path, sent: sent.get(path) }).toEqual({ path, sent: value });

  // A refresh right after: the same outputs, and the program still in sync with them.
  const refreshed = await route.read(id, outs);
  expect(refreshed).toEqual({ id, props: outs });
  expect((await route.diff(id, refreshed.props as route.RouteOutputs, news)).changes).toBe(false);
  await route.remove(id, { edgeId: EDGE });
}

test(`route updates are fail-closed, minimal and leave no drift (${RUNS} runs, seed ${SEED})`, async () => {
  console.log(`routeUpdates: runs=${RUNS} seed=${SEED}`);
  await fc.assert(
    fc.asyncProperty(programPairArb, ([old, next]) => updateHolds(old, next)),
    { numRuns: RUNS, seed: SEED },
  );
}, Math.max(60_000, RUNS * 200));
