/**
 * `/edges/https/{edge_id}/routes`: create, get, update, delete (the generic collection of
 * emulator/machinery/servedCollection.ts, nested in an edge, with {@link routeRules}), and per module get, replace
 * (PUT) and delete. PATCH rule: a module left out is not modified, a module object replaces the existing
 * one whole, and a module sent as `null` is not modified either (removal is the module DELETE).
 *
 * One match per edge: the service refuses a route whose `match` another route of the same edge
 * already has, whatever either's `match_type` (ERR_NGROK_7126, errors/err_ngrok_7126.mdx: "Route
 * match expression `MATCH` must be unique across all routes for HTTPS edge."), on create and on an
 * update that changes the match. The docs give no status; 400, as for the service's other refusals
 * of a route's contents. Matches compare as written (the docs say nothing of case).
 */
import { secretPaths, withoutPaths } from "../../../provider/wire/secretFields";
import { ROUTES, type MatchType, type Route } from "../../../provider/resources/httpsEdgeRoute/wire";
import { MODULE_NAMES, ModuleRequest, DEFAULT_COOKIE_PREFIX, SAML_DEFAULT_NAMEID_FORMAT, type ModuleName } from "../../../provider/resources/httpsEdgeRoute/modules";
import { type FieldProblem } from "../../../provider/wire";
import { param, parseBody, type Context, type Result } from "../../machinery/router";
import { applyDescribed, definedOnly, described, describedFields, ref } from "../../machinery/items";
import { ApiFailure, invalid, notFound } from "../../machinery/errors";
import { samlSigningCertificate } from "./saml";
import { itemsIn, type State } from "../../machinery/state";
import { plainRender, type Described, type Rules } from "../../machinery/servedCollection";
import { supporting, type Supporting } from "../../machinery/seeded";
import { backendsIn } from "../../supporting/backends";
import { ipPoliciesIn } from "../ipPolicy/rules";
import { EDGES, EDGES_PATH, edgesIn, type StoredEdge } from "./edges";

/** A module as stored: its request shape as validated, minus secrets (never stored). */
export type StoredModules = { [K in ModuleName]?: K extends "oidc" ? Omit<ModuleRequest["oidc"], "client_secret"> : ModuleRequest[K] };

/** A route as stored. */
/** The account's routes, by id: the part of the state this family declares. */
const routesIn = (state: State): Record<string, StoredRoute> => itemsIn(state, ROUTES.key);

export interface StoredRoute extends Described {
  edge_id: string;
  match_type: MatchType;
  match: string;
  modules: StoredModules;
  /** Generated the first time the route gets a SAML module; kept for the route's life. */
  saml_signing_certificate_pem?: string;
}

export { DEFAULT_COOKIE_PREFIX };

const BACKEND_PATH = "backends/tunnel_group";
const IP_POLICY_PATH = "ip_policies";

const ROUTES_PATH = `/edges/https/{edge_id}/${ROUTES.key}`;
const routeUri = (baseUrl: string, r: StoredRoute): string => `${baseUrl}/edges/https/${r.edge_id}/routes/${r.id}`;
const samlBase = (baseUrl: string, r: StoredRoute): string => `${baseUrl}/saml/${r.id}`;

/** `{enabled, ...rest}` with `enabled` true when unspecified. */
function enabledFirst<T extends { enabled?: boolean | undefined }>(m: T): Omit<T, "enabled"> & { enabled: boolean } {
  const { enabled, ...rest } = m;
  return { enabled: enabled ?? true, ...rest };
}

/** Every module in its response shape, `null` when not set. Secrets were never stored. */
function renderModules(baseUrl: string, r: StoredRoute) {
  const m = r.modules;
  const session = <T extends { enabled?: boolean | undefined; cookie_prefix?: string | undefined }>(s: T) => ({
    ...enabledFirst(s),
    cookie_prefix: s.cookie_prefix ?? DEFAULT_COOKIE_PREFIX,
  });
  return {
    backend: m.backend ? { enabled: m.backend.enabled ?? true, backend: ref(baseUrl, BACKEND_PATH, m.backend.backend_id) } : null,
    ip_restriction: m.ip_restriction
      ? { enabled: m.ip_restriction.enabled ?? true, ip_policies: m.ip_restriction.ip_policy_ids.map((id) => ref(baseUrl, IP_POLICY_PATH, id)) }
      : null,
    circuit_breaker: m.circuit_breaker ? enabledFirst(m.circuit_breaker) : null,
    compression: m.compression ? enabledFirst(m.compression) : null,
    request_headers: m.request_headers ? enabledFirst(m.request_headers) : null,
    response_headers: m.response_headers ? enabledFirst(m.response_headers) : null,
    webhook_verification: m.webhook_verification ? enabledFirst(m.webhook_verification) : null,
    oauth: m.oauth ? session(m.oauth) : null,
    saml: m.saml
      ? {
          ...session(m.saml),
          nameid_format: m.saml.nameid_format ?? SAML_DEFAULT_NAMEID_FORMAT,
          entity_id: `${samlBase(baseUrl, r)}/metadata`,
          assertion_consumer_service_url: `${samlBase(baseUrl, r)}/acs`,
          single_logout_url: `${samlBase(baseUrl, r)}/slo`,
          request_signing_certificate_pem: r.saml_signing_certificate_pem ?? "",
          metadata_url: `${samlBase(baseUrl, r)}/metadata`,
        }
      : null,
    oidc: m.oidc ? session(m.oidc) : null,
    websocket_tcp_converter: m.websocket_tcp_converter ? enabledFirst(m.websocket_tcp_converter) : null,
    user_agent_filter: m.user_agent_filter ? enabledFirst(m.user_agent_filter) : null,
    traffic_policy: m.traffic_policy ? enabledFirst(m.traffic_policy) : null,
  } satisfies Record<ModuleName, unknown>;
}

/** The response object: every module, null when unset (which the answer then leaves out, emulator/machinery/written.ts). */
function renderRoute(baseUrl: string, r: StoredRoute): Route {
  return {
    id: r.id,
    edge_id: r.edge_id,
    uri: routeUri(baseUrl, r),
    created_at: r.created_at,
    match_type: r.match_type,
    match: r.match,
    ...described(r),
    ...renderModules(baseUrl, r),
  };
}

/** A module as stored: its secrets (the wire model marks them) dropped, as the service never returns them. */
function storedModule<K extends ModuleName>(name: K, value: ModuleRequest[K]): NonNullable<StoredModules[K]> {
  return withoutPaths({ ...value }, secretPaths(ModuleRequest[name])) as unknown as NonNullable<StoredModules[K]>;
}

/** Problems with ids a module points at that do not exist; `prefix` is `backend.` in route bodies, `` for PUT. */
function referenceProblems(state: State, name: ModuleName, value: unknown, prefix: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (name === "backend") {
    const id = (value as ModuleRequest["backend"]).backend_id;
    if (!backendsIn(state)[id]) problems.push({ path: `${prefix}backend_id`, message: `${prefix}backend_id ${id} does not exist` });
  } else if (name === "ip_restriction") {
    (value as ModuleRequest["ip_restriction"]).ip_policy_ids.forEach((id, i) => {
      if (!ipPoliciesIn(state)[id]) problems.push({ path: `${prefix}ip_policy_ids[${i}]`, message: `${prefix}ip_policy_ids[${i}] ${id} does not exist` });
    });
  }
  return problems;
}

type ModuleBody = { [K in ModuleName]?: ModuleRequest[K] | null | undefined };

/** Checks the ids every non-null module of a body points at. */
function checkReferences(state: State, body: ModuleBody): void {
  const problems = MODULE_NAMES.flatMap((name) => {
    const v = body[name];
    return v == null ? [] : referenceProblems(state, name, v, `${name}.`);
  });
  if (problems.length > 0) throw invalid(problems, "ERR_REFERENCE_NOT_FOUND");
}

/** Sets every non-null module of a body on the route (a whole replacement each). */
function applyModules(route: Pick<StoredRoute, "modules">, body: ModuleBody): void {
  for (const name of MODULE_NAMES) {
    const v = body[name];
    if (v != null) (route.modules as Record<string, unknown>)[name] = storedModule(name, v);
  }
}

function findEdge(ctx: Context): string {
  const edgeId = param(ctx, "edge_id");
  if (!edgesIn(ctx.store.state)[edgeId]) throw notFound("HTTPS edge", edgeId);
  return edgeId;
}

/** ERR_NGROK_7126 when another route of `edgeId` (not `self`) already has `match`. */
function checkMatchUnique(state: State, edgeId: string, match: string, self?: string): void {
  const other = Object.values(routesIn(state)).find((r) => r.edge_id === edgeId && r.match === match && r.id !== self);
  if (other !== undefined) {
    throw new ApiFailure(
      "ERR_NGROK_7126",
      `Route match expression \`${match}\` must be unique across all routes for HTTPS edge ${edgeId}; route ${other.id} (match_type ${other.match_type}) already has it`,
    );
  }
}

/**
 * The service's rules beyond the schemas: routes live in an edge; the backends and IP policies a
 * module names must exist; a match is unique within the edge; secrets are dropped; a SAML module
 * brings a signing certificate, made before the state is read (the handler rule) and kept for the
 * route's life; modules are also read, replaced and removed one at a time.
 */
export const routeRules: Rules<typeof ROUTES, StoredRoute, string | undefined> = {
  path: ROUTES_PATH,
  parent: { param: "edge_id", find: findEdge },
  prepare: async (ctx, { body, item }) => (body.saml != null && item?.saml_signing_certificate_pem === undefined ? samlSigningCertificate(ctx.now) : undefined),
  create: (body, ctx, samlPem) => {
    const edgeId = param(ctx, "edge_id");
    checkReferences(ctx.store.state, body);
    checkMatchUnique(ctx.store.state, edgeId, body.match);
    const route: Omit<StoredRoute, "id" | "created_at"> = {
      edge_id: edgeId,
      match_type: body.match_type,
      match: body.match,
      ...describedFields(body),
      modules: {},
      ...definedOnly({ saml_signing_certificate_pem: samlPem }),
    };
    applyModules(route, body);
    return route;
  },
  update: (route, body, ctx, samlPem) => {
    checkReferences(ctx.store.state, body);
    if (body.match !== undefined) checkMatchUnique(ctx.store.state, route.edge_id, body.match, route.id);
    if (body.match_type !== undefined) route.match_type = body.match_type;
    if (body.match !== undefined) route.match = body.match;
    applyDescribed(route, body);
    applyModules(route, body);
    if (route.modules.saml && route.saml_signing_certificate_pem === undefined && samlPem !== undefined) route.saml_signing_certificate_pem = samlPem;
  },
  render: (r, ctx) => renderRoute(ctx.baseUrl, r),
  more: (findRoute, itemPath, answer) => {
    const pattern = `${itemPath}/{module}`;
    const constraints = { module: MODULE_NAMES };
    // A module is answered as the route's answer holds it (its empty members left out alike).
    const moduleOf = (r: StoredRoute, ctx: Context): unknown => (answer(r, ctx) as Record<string, unknown>)[moduleName(ctx)];
    return [
      { method: "GET", pattern, constraints, handler: (ctx) => getModule(ctx, findRoute(ctx), moduleOf) },
      { method: "PUT", pattern, constraints, body: true, handler: (ctx) => putModule(ctx, findRoute, moduleOf) },
      { method: "DELETE", pattern, constraints, handler: (ctx) => deleteModule(ctx, findRoute(ctx)) },
    ];
  },
};

const moduleName = (ctx: Context): ModuleName => param(ctx, "module") as ModuleName;

/** A route's module as answered. */
type ModuleOf = (r: StoredRoute, ctx: Context) => unknown;

function getModule(ctx: Context, r: StoredRoute, moduleOf: ModuleOf): Result {
  const name = moduleName(ctx);
  if (!r.modules[name]) throw new ApiFailure("ERR_NOT_FOUND", `edge route ${r.id} has no ${name} module`);
  return { status: 200, body: moduleOf(r, ctx) };
}

async function putModule(ctx: Context, findRoute: (ctx: Context) => StoredRoute, moduleOf: ModuleOf): Promise<Result> {
  const before = findRoute(ctx);
  const name = moduleName(ctx);
  const value = parseBody(ModuleRequest[name], ctx) as ModuleRequest[ModuleName];
  const samlPem = name === "saml" && before.saml_signing_certificate_pem === undefined ? await samlSigningCertificate(ctx.now) : undefined;
  // Synchronous from here on.
  const route = findRoute(ctx);
  const problems = referenceProblems(ctx.store.state, name, value, "");
  if (problems.length > 0) throw invalid(problems, "ERR_REFERENCE_NOT_FOUND");
  (route.modules as Record<string, unknown>)[name] = storedModule(name, value);
  if (name === "saml" && route.saml_signing_certificate_pem === undefined && samlPem !== undefined) route.saml_signing_certificate_pem = samlPem;
  return { status: 200, body: moduleOf(route, ctx), mutated: true };
}

function deleteModule(ctx: Context, r: StoredRoute): Result {
  delete r.modules[moduleName(ctx)];
  return { status: 204, mutated: true };
}

/** The edges' collection: an edge is answered with its routes, and deleting it deletes them. */
export const edgeCollection: Supporting<typeof EDGES, StoredEdge> = supporting(EDGES, (b) => ({ ...describedFields(b), hostports: b.hostports ?? [] }), {
  path: EDGES_PATH,
  listKey: "https_edges",
  unfiltered: true,
  render: (e, ctx) => ({
    ...plainRender(ctx.baseUrl, EDGES_PATH, e),
    routes: Object.values(routesIn(ctx.store.state))
      .filter((r) => r.edge_id === e.id)
      .map((r) => renderRoute(ctx.baseUrl, r)),
  }),
  deleted: (e, ctx) => {
    const routes = routesIn(ctx.store.state);
    for (const r of Object.values(routes)) if (r.edge_id === e.id) delete routes[r.id];
  },
});
