import type * as pulumi from "@pulumi/pulumi";
import routeProvider from "../provider/providers/route";
import { ROUTE_OUTPUT_FIELDS } from "../provider/resources/route";
import { SECRET_PATHS } from "../provider/resources/routeDiff";
import type * as m from "./routeModules";
import { IngressResource, outputSlots, secretAt } from "./support";

type In<T> = pulumi.Input<T>;

export interface HttpsEdgeRouteArgs {
  /** Id (`edghts_…`) of the HTTPS edge the route belongs to. Changing it replaces the route. */
  edgeId: In<string>;
  /** How `match` is compared with request paths: `exact_path` or `path_prefix`. */
  matchType: In<"exact_path" | "path_prefix">;
  /** Route selector, of the form `/path`, `host` or `host/path`. */
  match: In<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Removing it clears it. Default: none. */
  description?: In<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Removing it clears it. Default: none. */
  metadata?: In<string>;
  /** Backend module: where traffic goes. Without it the route serves nothing. */
  backend?: In<m.BackendModuleArgs>;
  /** IP restriction module. */
  ipRestriction?: In<m.IpRestrictionModuleArgs>;
  /** Circuit breaker module. */
  circuitBreaker?: In<m.CircuitBreakerModuleArgs>;
  /** Compression module (`{}` turns it on). */
  compression?: In<m.CompressionModuleArgs>;
  /** Request headers module: headers added to or removed from requests before they go upstream. */
  requestHeaders?: In<m.HeadersModuleArgs>;
  /** Response headers module: headers added to or removed from responses to clients. */
  responseHeaders?: In<m.HeadersModuleArgs>;
  /** Webhook verification module. */
  webhookVerification?: In<m.WebhookVerificationModuleArgs>;
  /** OAuth authentication module. */
  oauth?: In<m.OAuthModuleArgs>;
  /** SAML authentication module. */
  saml?: In<m.SamlModuleArgs>;
  /** OIDC authentication module. */
  oidc?: In<m.OidcModuleArgs>;
  /** Websocket-to-TCP converter module (`{}` turns it on). */
  websocketTcpConverter?: In<m.WebsocketTcpConverterModuleArgs>;
  /** User agent filter module. */
  userAgentFilter?: In<m.UserAgentFilterModuleArgs>;
  /** Traffic policy module. */
  trafficPolicy?: In<m.TrafficPolicyModuleArgs>;
  /**
   * Id (`edghtsrt_…`) of an existing route on `edgeId` to take over instead of creating one;
   * read only when the resource is created, after which the route is reconciled to the program.
   */
  adoptId?: In<string>;
}

type ModuleOutput<K extends keyof m.RouteModuleOutputs> = pulumi.Output<m.RouteModuleOutputs[K] | null>;

/**
 * A route of an HTTPS edge with its traffic modules. Modules the program declares are created
 * or replaced whole; modules it does not declare are removed from the route. Updates never
 * leave the route less protected than both the old and the new program (see the README).
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
  declare readonly edgeId: pulumi.Output<string>;
  declare readonly uri: pulumi.Output<string>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly matchType: pulumi.Output<"exact_path" | "path_prefix">;
  declare readonly match: pulumi.Output<string>;
  declare readonly description: pulumi.Output<string | null>;
  declare readonly metadata: pulumi.Output<string | null>;
  declare readonly backend: ModuleOutput<"backend">;
  declare readonly ipRestriction: ModuleOutput<"ipRestriction">;
  declare readonly circuitBreaker: ModuleOutput<"circuitBreaker">;
  declare readonly compression: ModuleOutput<"compression">;
  declare readonly requestHeaders: ModuleOutput<"requestHeaders">;
  declare readonly responseHeaders: ModuleOutput<"responseHeaders">;
  declare readonly webhookVerification: ModuleOutput<"webhookVerification">;
  declare readonly oauth: ModuleOutput<"oauth">;
  declare readonly saml: ModuleOutput<"saml">;
  declare readonly oidc: ModuleOutput<"oidc">;
  declare readonly websocketTcpConverter: ModuleOutput<"websocketTcpConverter">;
  declare readonly userAgentFilter: ModuleOutput<"userAgentFilter">;
  declare readonly trafficPolicy: ModuleOutput<"trafficPolicy">;
  /** Always null: reserved by the service. */
  declare readonly policy: pulumi.Output<null>;

  constructor(name: string, args: HttpsEdgeRouteArgs, opts?: pulumi.CustomResourceOptions) {
    let props: Record<string, unknown> = outputSlots(ROUTE_OUTPUT_FIELDS);
    if (opts?.id === undefined) {
      props = { ...props, ...args };
      // Client and webhook secrets are secret in the inputs (encrypted in state); outputs never hold them.
      for (const path of SECRET_PATHS) props = secretAt(props, path) as Record<string, unknown>;
    }
    super(routeProvider, "HttpsEdgeRoute", name, props, opts);
  }

  /**
   * A read-only reference to an existing route. `id` is written `edge_id/route_id`
   * (`edghts_…/edghtsrt_…`), since a route is found through its edge.
   */
  static get(name: string, id: In<string>, opts?: pulumi.CustomResourceOptions): HttpsEdgeRoute {
    return new HttpsEdgeRoute(name, undefined as unknown as HttpsEdgeRouteArgs, { ...opts, id });
  }
}
