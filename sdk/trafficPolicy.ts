/**
 * Traffic Policy documents, and the policy equivalent to the routes of an HTTPS edge (issue #24):
 * edges, routes, modules and backends are deprecated (ngrok-docs gateway/edges.mdx); a Cloud
 * Endpoint's Traffic Policy replaces them. Nothing here runs on import.
 */
import * as pulumi from "@pulumi/pulumi";
import { camelPath, snakeKeys } from "../provider/inputs/naming";
import { policyText } from "../trafficPolicy/model/document";
import { translateRoutes, type BackendTarget, type MigrationRoute, type RouteReport } from "../provider/resources/httpsEdgeRoute/toPolicy/translate";
import type { Unsupported } from "../provider/resources/httpsEdgeRoute/toPolicy/moduleActions";
import { DEFAULT_VAULT, migrationRoute, type ServiceRoute } from "../provider/resources/httpsEdgeRoute/toPolicy/serviceRoute";
import { parseWire } from "../provider/wire/rules";
import { RouteCreate } from "../provider/resources/httpsEdgeRoute/wire";
import type { HttpsEdgeRouteArgs } from "./httpsEdgeRoute";
import type { HttpsEdgeRouteInfo } from "./httpsEdgeRoute";
import type { TrafficPolicy } from "./trafficPolicyTypes";
import type { Vault } from "./vault";

export { MigrationRefused } from "../provider/resources/httpsEdgeRoute/toPolicy/translate";

export type { TrafficPolicy,   } from "./trafficPolicyTypes";
export type { BackendTarget, ModuleReport, RefusalLine, RouteReport } from "../provider/resources/httpsEdgeRoute/toPolicy/translate";
/**
 * Modules (or parts of one) that have no Traffic Policy equivalent, which {@link TrafficPolicyOptions.drop} may leave out.
 * @useDeclaredType
 */
export type UnsupportedModule = Unsupported;

/** Options of {@link trafficPolicyOf}. */
export interface TrafficPolicyOptions {
  /**
   * Backend id (`bkdtg_…`, `bkdfo_…`, …) → where its traffic goes now: the URL of the internal
   * endpoint serving it (`"https://app.internal"`, forwarded with `forward-internal`), or
   * `{ failover: [url, …] }` (each tried in turn). Every backend the routes use must be mapped.
   */
  backends: pulumi.Input<Readonly<Record<string, BackendTarget>>>;
  /**
   * Modules with no equivalent (`"saml"`, `"websocket_tcp_converter"`, `"weighted_backend"`,
   * `"oauth_github_teams"`, `"traffic_policy"` for a route policy that cannot be carried over) to
   * leave out instead of failing. Default: none, so any of them fails with {@link MigrationRefused}.
   */
  drop?: readonly UnsupportedModule[];
  /**
   * For routes read from the service ({@link HttpsEdgeRouteInfo}, which never holds client or
   * webhook secrets): the Traffic Policy vault the policy reads each secret from, with
   * `${secrets.get('<vault>', '<route id>-<module>-<field>')}` (`edghtsrt-2abc-oidc-client-secret`:
   * the route id's `_` written `-`). Store each secret there before the policy serves traffic.
   * A {@link Vault} of the program, whose name the policy then reads (so the policy follows a
   * renamed vault and waits for it to exist), or a vault's name. Default: `pulumi-ingress`.
   */
  vault?: string | Vault;
  /**
   * Called with what became of each module of each route (`converted`, `caveat`, `dropped`), once
   * the routes are translated; not called when the translation fails with {@link MigrationRefused}.
   * Default: none.
   * @param report - One entry per route, in the order the routes were given.
   */
  onReport?: (report: RouteReport[]) => void;
}

/**
 * A route as the program declares it: {@link HttpsEdgeRouteArgs}, where `edgeId` and `adoptId` may
 * be anything (they are ignored), so the args of existing routes can be passed as they are.
 * @inline
 */
type ProgramRoute = Omit<HttpsEdgeRouteArgs, "edgeId" | "adoptId"> & { edgeId?: unknown; adoptId?: unknown };

/** A route read with {@link getHttpsEdge} or {@link getHttpsEdges}: it has the service's `uri` and `createdAt`. */
const isRouteInfo = (r: Record<string, unknown>): boolean => typeof r["uri"] === "string" && typeof r["createdAt"] === "string";

/** The route args as the wire create body, checked as the route resource checks them. */
function wireRoute(args: Record<string, unknown>, index: number, vault: string): MigrationRoute {
  if (isRouteInfo(args)) return migrationRoute(snakeKeys(args) as ServiceRoute, vault).route;
  const { edgeId: _e, adoptId: _a, ...fields } = args;
  const tp = fields["trafficPolicy"] as { value?: unknown } | undefined;
  if (tp && typeof tp.value === "object" && tp.value !== null) fields["trafficPolicy"] = { ...tp, value: policyText(tp.value as TrafficPolicy) };
  const r = parseWire(RouteCreate, snakeKeys(fields), camelPath);
  if (!r.ok) throw new Error(`routes[${index}]: ${r.problems.map((p) => p.message).join("; ")}`);
  return r.value;
}

/**
 * The Traffic Policy equivalent to the routes of one HTTPS edge, for a Cloud Endpoint. Each
 * route's match becomes CEL (`req.url.path`, `req.url.host`, `req.host`), made mutually exclusive
 * in the order the edge picks routes (most specific first); each module becomes its documented
 * actions; the backend becomes `forward-internal`, last. The result is secret when any input is.
 * Fails with {@link MigrationRefused} listing every module that has no equivalent, unless dropped.
 *
 * @param routes - The routes of one edge: the program's {@link HttpsEdgeRouteArgs} (`edgeId` and `adoptId` are ignored; checked as the route resource checks them), or the routes of {@link getHttpsEdge} as the service holds them (their secrets read from `options.vault`).
 * @param options - Where each backend's traffic goes now, and the modules to leave out.
 * @returns The policy, to pass as a {@link CloudEndpoint}'s `trafficPolicy`.
 */
export function trafficPolicyOf(
  routes: pulumi.Input<readonly pulumi.Input<ProgramRoute | HttpsEdgeRouteInfo>[]>,
  options: TrafficPolicyOptions,
): pulumi.Output<TrafficPolicy> {
  const vaultName = typeof options.vault === "object" ? options.vault.name : (options.vault ?? DEFAULT_VAULT);
  return pulumi.all([pulumi.output(routes), pulumi.output(options.backends), pulumi.output(vaultName)]).apply(([resolved, backends, vault]) => {
    const wire = (resolved as unknown as Record<string, unknown>[]).map((r, i) => wireRoute(r, i, vault));
    const t = translateRoutes(wire, { backends: backends as Readonly<Record<string, BackendTarget>>, drop: options.drop ?? [] });
    options.onReport?.(t.report);
    return t.policy;
  }) as pulumi.Output<TrafficPolicy>;
}
