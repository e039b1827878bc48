/**
 * `/edges/https/{edge_id}/routes`: create, get, update, delete, and per module get, replace (PUT)
 * and delete. PATCH rule: a module left out is not modified, a module object replaces the existing
 * one whole, and a module sent as `null` is not modified either (removal is the module DELETE).
 *
 * One match per edge: the service refuses a route whose `match` another route of the same edge
 * already has, whatever either's `match_type` (ERR_NGROK_7126, errors/err_ngrok_7126.mdx: "Route
 * match expression `MATCH` must be unique across all routes for HTTPS edge."), on create and on an
 * update that changes the match. The docs give no status; 400, as for the service's other refusals
 * of a route's contents. Matches compare as written (the docs say nothing of case).
 */
import { secretPaths, withoutPaths } from "../provider/wire/secrets";
import { rfc3339 } from "../provider/wire/time";
import {
  ROUTES,
  MODULE_NAMES,
  ModuleRequest,
  RouteCreate,
  RouteUpdate,
  DEFAULT_COOKIE_PREFIX,
  SAML_DEFAULT_NAMEID_FORMAT,
  type FieldProblem,
  type ModuleName,
  type Route,
} from "../provider/wire";
import { definedOnly, described, param, parseBody, ref, type Context, type Result, type Endpoint } from "./api";
import { ApiFailure, invalid, notFound } from "./errors";
import { samlSigningCertificate } from "./saml";
import type { State } from "./families";
import type { StoredModules, StoredRoute } from "./types";

export { DEFAULT_COOKIE_PREFIX };

export const BACKEND_PATH = "backends/tunnel_group";
export const IP_POLICY_PATH = "ip_policies";

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

export function renderModule(baseUrl: string, r: StoredRoute, name: ModuleName): unknown {
  return renderModules(baseUrl, r)[name];
}

/** The response object: every module (null when unset) and `policy: null`. */
export function renderRoute(baseUrl: string, r: StoredRoute): Route {
  return {
    id: r.id,
    edge_id: r.edge_id,
    uri: routeUri(baseUrl, r),
    created_at: r.created_at,
    match_type: r.match_type,
    match: r.match,
    ...described(r),
    ...renderModules(baseUrl, r),
    policy: null,
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
    if (!state.backends[id]) problems.push({ path: `${prefix}backend_id`, message: `${prefix}backend_id ${id} does not exist` });
  } else if (name === "ip_restriction") {
    (value as ModuleRequest["ip_restriction"]).ip_policy_ids.forEach((id, i) => {
      if (!state.ip_policies[id]) problems.push({ path: `${prefix}ip_policy_ids[${i}]`, message: `${prefix}ip_policy_ids[${i}] ${id} does not exist` });
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
function applyModules(route: StoredRoute, body: ModuleBody): void {
  for (const name of MODULE_NAMES) {
    const v = body[name];
    if (v != null) (route.modules as Record<string, unknown>)[name] = storedModule(name, v);
  }
}

function findEdge(ctx: Context): string {
  const edgeId = param(ctx, "edge_id");
  if (!ctx.store.state.edges[edgeId]) throw notFound("HTTPS edge", edgeId);
  return edgeId;
}

function findRoute(ctx: Context): StoredRoute {
  const edgeId = findEdge(ctx);
  const id = param(ctx, "id");
  const r = ctx.store.state.routes[id];
  if (!r || r.edge_id !== edgeId) throw notFound("edge route", id);
  return r;
}

/** A signing certificate when a SAML module arrives on a route that has none yet (made before any state is touched). */
async function samlCertificateIfNeeded(ctx: Context, needed: boolean): Promise<string | undefined> {
  return needed ? samlSigningCertificate(ctx.now) : undefined;
}

/** ERR_NGROK_7126 when another route of `edgeId` (not `self`) already has `match`. */
function checkMatchUnique(state: State, edgeId: string, match: string, self?: string): void {
  const other = Object.values(state.routes).find((r) => r.edge_id === edgeId && r.match === match && r.id !== self);
  if (other !== undefined) {
    throw new ApiFailure(
      "ERR_NGROK_7126",
      `Route match expression \`${match}\` must be unique across all routes for HTTPS edge ${edgeId}; route ${other.id} (match_type ${other.match_type}) already has it`,
    );
  }
}

async function create(ctx: Context): Promise<Result> {
  findEdge(ctx);
  const body = parseBody(RouteCreate, ctx);
  const samlPem = await samlCertificateIfNeeded(ctx, body.saml != null);
  // Synchronous from here on.
  const edgeId = findEdge(ctx);
  const { store } = ctx;
  checkReferences(store.state, body);
  checkMatchUnique(store.state, edgeId, body.match);
  const id = store.newId(ROUTES.idPrefix);
  const route: StoredRoute = {
    id,
    edge_id: edgeId,
    created_at: rfc3339(ctx.now),
    match_type: body.match_type,
    match: body.match,
    ...definedOnly({ description: body.description, metadata: body.metadata }),
    modules: {},
    ...definedOnly({ saml_signing_certificate_pem: samlPem }),
  };
  applyModules(route, body);
  store.state.routes[id] = route;
  return { status: 201, body: renderRoute(ctx.baseUrl, route), mutated: true };
}

async function update(ctx: Context): Promise<Result> {
  const before = findRoute(ctx);
  const body = parseBody(RouteUpdate, ctx);
  const samlPem = await samlCertificateIfNeeded(ctx, body.saml != null && before.saml_signing_certificate_pem === undefined);
  // Synchronous from here on.
  const route = findRoute(ctx);
  checkReferences(ctx.store.state, body);
  if (body.match !== undefined) checkMatchUnique(ctx.store.state, route.edge_id, body.match, route.id);
  if (body.match_type !== undefined) route.match_type = body.match_type;
  if (body.match !== undefined) route.match = body.match;
  if (body.description !== undefined) route.description = body.description;
  if (body.metadata !== undefined) route.metadata = body.metadata;
  applyModules(route, body);
  if (route.modules.saml && route.saml_signing_certificate_pem === undefined && samlPem !== undefined) route.saml_signing_certificate_pem = samlPem;
  return { status: 200, body: renderRoute(ctx.baseUrl, route), mutated: true };
}

function remove(ctx: Context): Result {
  const r = findRoute(ctx);
  delete ctx.store.state.routes[r.id];
  return { status: 204, mutated: true };
}

const moduleName = (ctx: Context): ModuleName => param(ctx, "module") as ModuleName;

function getModule(ctx: Context): Result {
  const r = findRoute(ctx);
  const name = moduleName(ctx);
  if (!r.modules[name]) throw new ApiFailure("ERR_NOT_FOUND", `edge route ${r.id} has no ${name} module`);
  return { status: 200, body: renderModule(ctx.baseUrl, r, name) };
}

async function putModule(ctx: Context): Promise<Result> {
  const before = findRoute(ctx);
  const name = moduleName(ctx);
  const value = parseBody(ModuleRequest[name], ctx) as ModuleRequest[ModuleName];
  const samlPem = await samlCertificateIfNeeded(ctx, name === "saml" && before.saml_signing_certificate_pem === undefined);
  // Synchronous from here on.
  const route = findRoute(ctx);
  const problems = referenceProblems(ctx.store.state, name, value, "");
  if (problems.length > 0) throw invalid(problems, "ERR_REFERENCE_NOT_FOUND");
  (route.modules as Record<string, unknown>)[name] = storedModule(name, value);
  if (name === "saml" && route.saml_signing_certificate_pem === undefined && samlPem !== undefined) route.saml_signing_certificate_pem = samlPem;
  return { status: 200, body: renderModule(ctx.baseUrl, route, name), mutated: true };
}

function deleteModule(ctx: Context): Result {
  const r = findRoute(ctx);
  delete r.modules[moduleName(ctx)];
  return { status: 204, mutated: true };
}

const ROUTES_PATH = "/edges/https/{edge_id}/routes";
const MODULE = `${ROUTES_PATH}/{id}/{module}`;
const constraints = { module: MODULE_NAMES };

export const routeEndpoints: Endpoint[] = [
  { method: "POST", pattern: ROUTES_PATH, body: true, handler: create },
  { method: "GET", pattern: `${ROUTES_PATH}/{id}`, handler: (ctx) => ({ status: 200, body: renderRoute(ctx.baseUrl, findRoute(ctx)) }) },
  { method: "PATCH", pattern: `${ROUTES_PATH}/{id}`, body: true, handler: update },
  { method: "DELETE", pattern: `${ROUTES_PATH}/{id}`, handler: remove },
  { method: "GET", pattern: MODULE, constraints, handler: getModule },
  { method: "PUT", pattern: MODULE, constraints, body: true, handler: putModule },
  { method: "DELETE", pattern: MODULE, constraints, handler: deleteModule },
];
