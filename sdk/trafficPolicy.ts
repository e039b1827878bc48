/**
 * Traffic Policy documents, and the policy equivalent to the routes of an HTTPS edge (issue #24):
 * edges, routes, modules and backends are deprecated (ngrok-docs gateway/edges.mdx); a Cloud
 * Endpoint's Traffic Policy replaces them. Nothing here runs on import.
 */
import * as pulumi from "@pulumi/pulumi";
import { camelPath, snakeKeys } from "../provider/inputs/naming";
import { parsePolicy, policyIssues, policyText } from "../provider/trafficPolicy/document";
import { translateRoutes, type BackendTarget, type MigrationRoute, type RouteReport } from "../provider/trafficPolicy/translate";
import type { Unsupported } from "../provider/trafficPolicy/moduleActions";
import { DEFAULT_VAULT, migrationRoute, type ServiceRoute } from "../provider/trafficPolicy/serviceRoute";
import { parseWire } from "../provider/wire/rules";
import { RouteCreate } from "../provider/resources/httpsEdgeRoute/wire";
import type { HttpsEdgeRouteArgs } from "./httpsEdgeRoute";
import type { HttpsEdgeRouteInfo } from "./httpsEdgeRoute";
import type { TrafficPolicyModuleArgs } from "./routeModules";
import type { TrafficPolicy } from "./trafficPolicyTypes";
import type { Vault } from "./vault";

export { MigrationRefused } from "../provider/trafficPolicy/translate";

export type { TrafficPolicy, TrafficPolicyRule, TrafficPolicyAction } from "./trafficPolicyTypes";
export type { BackendTarget, ModuleReport, RefusalLine, RouteReport } from "../provider/trafficPolicy/translate";
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

/** Whether a policy holds a secret: a login action's client secret, a webhook's secret, or basic-auth credentials (`user:password`). */
function holdsSecret(policy: TrafficPolicy): boolean {
  const rules = [...(policy.on_tcp_connect ?? []), ...(policy.on_http_request ?? []), ...(policy.on_http_response ?? [])];
  return rules.some((rule) =>
    rule.actions.some((a) => {
      const config = a.config as { client_secret?: unknown; secret?: unknown; credentials?: unknown[] } | undefined;
      return (
        Boolean(config?.client_secret) ||
        (a.type === "verify-webhook" && Boolean(config?.secret)) ||
        (a.type === "basic-auth" && (config?.credentials?.length ?? 0) > 0)
      );
    }),
  );
}

/** A policy given as a valid document object, or as its text (JSON or YAML), as a document; undefined for anything else. */
function documentOf(value: unknown): TrafficPolicy | undefined {
  if (typeof value === "string") {
    try {
      return parsePolicy(value);
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === "object" && policyIssues(value, "").length === 0 ? (value as TrafficPolicy) : undefined;
}

/**
 * A policy as the provider takes it: a valid {@link TrafficPolicy} object as its text
 * (deterministic JSON), so that the provider, the state and diffs hold the string; a string, or
 * anything that is not a valid document, unchanged, for the resource's check to name what is
 * wrong. `secret` when the policy, object or text, holds a secret, so that whatever carries it is
 * made secret.
 * @internal
 */
export function policyCarried(value: unknown): { text: unknown; secret: boolean } {
  const doc = documentOf(value);
  return { text: doc !== undefined && typeof value !== "string" ? policyText(doc) : value, secret: doc !== undefined && holdsSecret(doc) };
}

/**
 * A route module `trafficPolicy` whose `value` is a valid {@link TrafficPolicy} object, turned into
 * its text (deterministic JSON) so the provider, the state and diffs hold the string; the module
 * is made secret when its policy holds a secret. Strings, absent modules and anything that is not
 * a valid document pass unchanged, for the route's check to name what is wrong
 * (`trafficPolicy.value is required`).
 * @internal
 */
export function trafficPolicyModuleText(
  module: pulumi.Input<TrafficPolicyModuleArgs> | undefined,
): pulumi.Input<TrafficPolicyModuleArgs> | undefined {
  if (module === undefined) return undefined;
  const withText = (m: pulumi.Unwrap<TrafficPolicyModuleArgs>): pulumi.Input<TrafficPolicyModuleArgs> => {
    if (m === undefined || m === null) return m;
    const { text, secret } = policyCarried(m.value);
    const carried = { ...m, value: text } as TrafficPolicyModuleArgs;
    return secret ? pulumi.secret(carried) : carried;
  };
  if (!pulumi.Output.isInstance(module) && !(module instanceof Promise)) {
    const value = module.value;
    if (value === undefined) return module;
    if (!pulumi.Output.isInstance(value) && !(value instanceof Promise)) return withText(module as pulumi.Unwrap<TrafficPolicyModuleArgs>);
  }
  return pulumi.output(module).apply(withText) as pulumi.Output<TrafficPolicyModuleArgs>;
}
