import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { IngressResource } from "./resource";
import { collect, type LookupOptions, read, type ReadOptions } from "./lookup";
import { typeToken } from "../provider/tokens";
import type * as m from "./routeModules";
import type { RouteModuleOutputs } from "./routeModules";
import { trafficPolicyModuleText } from "./policyCarried";

/**
 * Inputs of an {@link HttpsEdgeRoute}. Every input is checked before any API call. A module you
 * declare exists on the route exactly as declared; a module you leave out is removed from it.
 */
export interface HttpsEdgeRouteArgs {
  /** Id (`edghts_…`) of the HTTPS edge the route belongs to. Changing it replaces the route. */
  edgeId: pulumi.Input<string>;
  /** How `match` is compared with requests: `exact_path` (the whole path) or `path_prefix` (its beginning). Updated in place. */
  matchType: pulumi.Input<"exact_path" | "path_prefix">;
  /** Route selector, of the form `/path`, `host` or `host/path` (a host may carry a port or a leading `*.` label). Updated in place. */
  match: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /** Backend module: where traffic goes. Without it the route serves nothing. Default: none (removed). */
  backend?: pulumi.Input<m.BackendModuleArgs>;
  /** IP restriction module: which source IPs may reach the route. Default: none (removed). */
  ipRestriction?: pulumi.Input<m.IpRestrictionModuleArgs>;
  /** Circuit breaker module: stops sending traffic to an unhealthy upstream. Default: none (removed). */
  circuitBreaker?: pulumi.Input<m.CircuitBreakerModuleArgs>;
  /** Compression module (`{}` turns it on). Default: none (removed). */
  compression?: pulumi.Input<m.CompressionModuleArgs>;
  /** Request headers module: headers added to or removed from requests before they go upstream. Default: none (removed). */
  requestHeaders?: pulumi.Input<m.HeadersModuleArgs>;
  /** Response headers module: headers added to or removed from responses to clients. Default: none (removed). */
  responseHeaders?: pulumi.Input<m.HeadersModuleArgs>;
  /** Webhook verification module; its `secret` is a secret input. Default: none (removed). */
  webhookVerification?: pulumi.Input<m.WebhookVerificationModuleArgs>;
  /** OAuth authentication module; each member's `clientSecret` is a secret input. Default: none (removed). */
  oauth?: pulumi.Input<m.OAuthModuleArgs>;
  /** SAML authentication module. Default: none (removed). */
  saml?: pulumi.Input<m.SamlModuleArgs>;
  /** OIDC authentication module; its `clientSecret` is a secret input. Default: none (removed). */
  oidc?: pulumi.Input<m.OidcModuleArgs>;
  /** Websocket-to-TCP converter module (`{}` turns it on). Default: none (removed). */
  websocketTcpConverter?: pulumi.Input<m.WebsocketTcpConverterModuleArgs>;
  /** User agent filter module: which clients, by `User-Agent`, the route serves. Default: none (removed). */
  userAgentFilter?: pulumi.Input<m.UserAgentFilterModuleArgs>;
  /** Traffic policy module. Default: none (removed). */
  trafficPolicy?: pulumi.Input<m.TrafficPolicyModuleArgs>;
  /**
   * Id (`edghtsrt_…`) of an existing route on `edgeId` to take over instead of creating one;
   * read only when the resource is created, after which the route is reconciled to the program.
   * Removing it afterwards changes nothing. Default: none (create a route).
   */
  adoptId?: pulumi.Input<string>;
}

/** A module output: the module as the service holds it ({@link RouteModuleOutputs}), or null when it is not on the route. */
type ModuleOutput<K extends keyof m.RouteModuleOutputs> = pulumi.Output<m.RouteModuleOutputs[K] | null>;

/**
 * A route of an HTTPS edge with its traffic modules. Modules the program declares are created
 * or replaced whole; modules it does not declare are removed from the route. Updates never
 * leave the route less protected than both the old and the new program (see the README).
 *
 * Outputs are the service's route (response shapes, camelCase) and never hold a secret: webhook
 * and client secrets live only in the inputs, encrypted in the state. The resource's `id` is the
 * route's id (`edghtsrt_…`). In a preview of an update, the engine shows the new inputs in place
 * of outputs, so a module output may briefly have its input shape. Each module output is typed
 * `ModuleOutput<K>`, that is `pulumi.Output<RouteModuleOutputs[K] | null>`.
 *
 * @example
 * new ingress.HttpsEdgeRoute("api", {
 *   edgeId: "edghts_2abc",
 *   matchType: "path_prefix",
 *   match: "/api",
 *   backend: { backendId: "bkdtg_2def" },
 *   oauth: { provider: { google: { emailDomains: ["example.com"] } } },
 *   compression: {},
 * });
 */
export class HttpsEdgeRoute extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("HttpsEdgeRoute");

  /** Id (`edghts_…`) of the HTTPS edge the route belongs to. */
  declare readonly edgeId: pulumi.Output<string>;
  /** Absolute address of the route on the API: `<base URL>/edges/https/<edgeId>/routes/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the route was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** How `match` is compared with requests: `exact_path` or `path_prefix`. */
  declare readonly matchType: pulumi.Output<"exact_path" | "path_prefix">;
  /** Route selector as the service holds it: `/path`, `host` or `host/path`. */
  declare readonly match: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** Backend module, with the backend as a reference (`backend.backend.id`); null when not on the route. Shape: {@link RouteModuleOutputs.backend}. */
  declare readonly backend: ModuleOutput<"backend">;
  /** IP restriction module, with the IP policies as references (`ipPolicies`); null when not on the route. Shape: {@link RouteModuleOutputs.ipRestriction}. */
  declare readonly ipRestriction: ModuleOutput<"ipRestriction">;
  /** Circuit breaker module, unset settings holding the service's defaults; null when not on the route. Shape: {@link RouteModuleOutputs.circuitBreaker}. */
  declare readonly circuitBreaker: ModuleOutput<"circuitBreaker">;
  /** Compression module; null when not on the route. Shape: {@link RouteModuleOutputs.compression}. */
  declare readonly compression: ModuleOutput<"compression">;
  /** Request headers module; null when not on the route. Shape: {@link RouteModuleOutputs.requestHeaders}. */
  declare readonly requestHeaders: ModuleOutput<"requestHeaders">;
  /** Response headers module; null when not on the route. Shape: {@link RouteModuleOutputs.responseHeaders}. */
  declare readonly responseHeaders: ModuleOutput<"responseHeaders">;
  /** Webhook verification module, without its secret; null when not on the route. Shape: {@link RouteModuleOutputs.webhookVerification}. */
  declare readonly webhookVerification: ModuleOutput<"webhookVerification">;
  /** OAuth module, without client secrets; null when not on the route. Shape: {@link RouteModuleOutputs.oauth}. */
  declare readonly oauth: ModuleOutput<"oauth">;
  /** SAML module, with the fields the service computes (`entityId`, `metadataUrl`, …); null when not on the route. Shape: {@link RouteModuleOutputs.saml}. */
  declare readonly saml: ModuleOutput<"saml">;
  /** OIDC module, without its client secret; null when not on the route. Shape: {@link RouteModuleOutputs.oidc}. */
  declare readonly oidc: ModuleOutput<"oidc">;
  /** Websocket-to-TCP converter module; null when not on the route. Shape: {@link RouteModuleOutputs.websocketTcpConverter}. */
  declare readonly websocketTcpConverter: ModuleOutput<"websocketTcpConverter">;
  /** User agent filter module; null when not on the route. Shape: {@link RouteModuleOutputs.userAgentFilter}. */
  declare readonly userAgentFilter: ModuleOutput<"userAgentFilter">;
  /** Traffic policy module; null when not on the route. Shape: {@link RouteModuleOutputs.trafficPolicy}. */
  declare readonly trafficPolicy: ModuleOutput<"trafficPolicy">;
  /** Always null: the service returns `policy: null` in every response and gives it no meaning. */
  declare readonly policy: pulumi.Output<null>;

  /**
   * Declares a route. Its inputs are checked before any API call; `pulumi up` creates it with
   * one POST, modules included.
   *
   * @param name - The resource's logical name, unique among the stack's routes of the same parent.
   * @param args - The route and its modules.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteArgs, opts?: pulumi.CustomResourceOptions) {
    const trafficPolicy = trafficPolicyModuleText(args.trafficPolicy);
    super(FAMILIES.HttpsEdgeRoute, name, trafficPolicy === undefined ? args : { ...args, trafficPolicy }, opts);
  }

  /**
   * A read-only reference to an existing route: its id (`edghtsrt_…`) and the edge it belongs to
   * (`state.edgeId`, `edghts_…`), since a route is read through its edge.
   *
   * @param name - The resource's name in the stack.
   * @param id - The route's id (`edghtsrt_…`).
   * @param state - The edge the route belongs to.
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the route as `pulumi refresh` reads it.
   *
   * @example
   * const api = ingress.HttpsEdgeRoute.get("api", "edghtsrt_2abc", { edgeId: "edghts_2def" });
   */
  static get(name: string, id: pulumi.Input<string>, state: HttpsEdgeRouteState, opts?: pulumi.CustomResourceOptions): HttpsEdgeRoute {
    return new HttpsEdgeRoute(name, state as HttpsEdgeRouteArgs, { ...opts, id });
  }
}

/** What locates an existing route for {@link HttpsEdgeRoute.get}. */
export interface HttpsEdgeRouteState {
  /** Id (`edghts_…`) of the HTTPS edge the route belongs to. */
  edgeId: pulumi.Input<string>;
}

/**
 * The modules of a route, as {@link HttpsEdgeRouteInfo} holds them: each in its
 * {@link RouteModuleOutputs} shape (no secret), null when not on the route.
 */
export type RouteModulesInfo = { [K in keyof RouteModuleOutputs]: RouteModuleOutputs[K] | null };

/** A route of an HTTPS edge, as {@link getHttpsEdge} returns it: the fields of an {@link HttpsEdgeRoute}'s outputs, plain values, and its `id`. No secret. */
export interface HttpsEdgeRouteInfo extends RouteModulesInfo {
  /** The route's id (`edghtsrt_…`), what `HttpsEdgeRoute.get` and `adoptId` take. */
  id: string;
  /** Id (`edghts_…`) of the HTTPS edge the route belongs to. */
  edgeId: string;
  /** Absolute address of the route on the API: `<base URL>/edges/https/<edgeId>/routes/<id>`. */
  uri: string;
  /** When the route was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** How `match` is compared with requests: `exact_path` or `path_prefix`. */
  matchType: "exact_path" | "path_prefix";
  /** Route selector as the service holds it: `/path`, `host` or `host/path`. */
  match: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** Always null: the service returns `policy: null` and gives it no meaning. */
  policy: null;
}

/** An HTTPS edge of the account, as {@link getHttpsEdge} and {@link getHttpsEdges} return it, with its routes. */
export interface HttpsEdgeInfo {
  /** The edge's id (`edghts_…`), what a route's `edgeId` takes. */
  id: string;
  /** Absolute address of the edge on the API: `<base URL>/edges/https/<id>`. */
  uri: string;
  /** When the edge was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** The `host:port` pairs the edge serves (`app.example.com:443`); empty when none. */
  hostports: string[];
  /** The edge's routes, in the service's order; empty when it has none. */
  routes: HttpsEdgeRouteInfo[];
}

/** A tunnel group backend, as {@link getTunnelGroupBackend} returns it: what a route's `backend` module sends traffic to. */
export interface TunnelGroupBackendInfo {
  /** The backend's id (`bkdtg_…`), what a route's `backend.backendId` takes. */
  id: string;
  /** Absolute address of the backend on the API: `<base URL>/backends/tunnel_group/<id>`. */
  uri: string;
  /** When the backend was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  createdAt: string;
  /** Human-readable description. Null when never set; `""` once cleared. */
  description: string | null;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  metadata: string | null;
  /** Labels a tunnel must carry to receive the backend's traffic, name to value (`{ app: "api" }`), as set; empty when none. */
  labels: Record<string, string>;
}

/**
 * One HTTPS edge with its routes, read when the program runs (`pulumi preview` included). Needs
 * the API key and base URL, from `opts` or as the resources find them.
 *
 * @param id - The edge's id (`edghts_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The edge: its hostports, description, metadata and routes.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no edge with that id.
 *
 * @example
 * // What the edge serves, and the paths its routes match.
 * const edge = ingress.getHttpsEdge("edghts_2abc");
 * export const hostports = edge.then((e) => e.hostports);
 * export const routeMatches = edge.then((e) => e.routes.map((r) => `${r.matchType} ${r.match}`));
 */
export function getHttpsEdge(id: string, opts: ReadOptions = {}): Promise<HttpsEdgeInfo> {
  return read("edges", id, opts);
}

/**
 * Every HTTPS edge of the account with its routes, newest first, read page by page when the
 * program runs (`pulumi preview` included). Needs the API key and base URL, from `opts` or as
 * the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The edges.
 *
 * @example
 * // The edge that serves app.example.com.
 * export const appEdgeId = ingress.getHttpsEdges().then((edges) => edges.find((e) => e.hostports.includes("app.example.com:443"))?.id);
 */
export function getHttpsEdges(opts: LookupOptions = {}): Promise<HttpsEdgeInfo[]> {
  return collect("edges", opts);
}

/**
 * One tunnel group backend, read when the program runs (`pulumi preview` included): check what a
 * route's `backend.backendId` names. Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param id - The backend's id (`bkdtg_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The backend.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no tunnel group backend with that id.
 */
export function getTunnelGroupBackend(id: string, opts: ReadOptions = {}): Promise<TunnelGroupBackendInfo> {
  return read("tunnelGroupBackends", id, opts);
}
