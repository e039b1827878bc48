/**
 * A rule on HttpsEdgeRoute for the move off HTTPS edges (issue #24): modules with no Traffic Policy
 * equivalent. It asks the translation itself (provider/resources/httpsEdgeRoute/toPolicy), module by module, so the
 * refusals and their alternatives are written once, there.
 */
import { type IngressRule, subject } from "./rule";
import { isUnknown, record } from "./values";
import { snakeKeys, toCamel } from "../../provider/inputs/naming";
import { parsePolicy } from "../../trafficPolicy/model/document";
import { type MigrationRoute, MigrationRefused, translateRoutes } from "../../provider/resources/httpsEdgeRoute/toPolicy/translate";
import type { Unsupported } from "../../provider/resources/httpsEdgeRoute/toPolicy/moduleActions";
import { MODULE_NAMES, type ModuleName } from "../../provider/resources/httpsEdgeRoute/modules";
import { parseWire } from "../../provider/wire/rules";
import { RouteCreate } from "../../provider/resources/httpsEdgeRoute/wire";

/** "Edges, Routes, Modules, Backends, and Labeled Tunnels have been deprecated since December 31st, 2025" (gateway/edges.mdx). */
const EDGES_DEPRECATED_ON = "2025-12-31";

/** What a refusal is about, in the program's names, by the key that would drop it. */
const REFUSED_PART: Record<Exclude<Unsupported, "weighted_backend">, string> = {
  saml: "module saml",
  websocket_tcp_converter: "module websocketTcpConverter",
  oauth_github_teams: "GitHub teams or organizations in module oauth",
  traffic_policy: "on_tcp_connect rules in module trafficPolicy",
};

/** True when an unknown (not known until `up`) is anywhere in `value`. */
function holdsUnknown(value: unknown): boolean {
  if (isUnknown(value)) return true;
  if (Array.isArray(value)) return value.some(holdsUnknown);
  const r = record(value);
  return r !== undefined && Object.values(r).some(holdsUnknown);
}

/**
 * The translation's refusals of one module alone, on a route with a placeholder match (refusals do
 * not depend on it). None when the module does not check (the provider's checks name that) or its
 * translation fails otherwise.
 */
function refusals(module: Exclude<ModuleName, "backend">, value: unknown): { key: Unsupported; alternative: string }[] {
  const parsed = parseWire(RouteCreate, { match_type: "path_prefix", match: "/", [module]: snakeKeys(value) });
  if (!parsed.ok) return [];
  const route: MigrationRoute = parsed.value;
  // A policy that cannot be read is the provider's to refuse, not a missing equivalent.
  if (module === "traffic_policy" && route.traffic_policy !== undefined && route.traffic_policy !== null) {
    try {
      parsePolicy(route.traffic_policy.value);
    } catch {
      return [];
    }
  }
  try {
    translateRoutes([route], { backends: {} });
    return [];
  } catch (e) {
    if (!(e instanceof MigrationRefused)) return [];
    return e.refusals.flatMap((r) => (r.dropKey === undefined ? [] : [{ key: r.dropKey, alternative: r.alternative }]));
  }
}

export const moduleWithoutTrafficPolicyEquivalent: IngressRule = {
  name: "ingress-module-without-traffic-policy-equivalent",
  description:
    "A route uses nothing that has no Traffic Policy equivalent, for the move off deprecated HTTPS edges: saml, websocketTcpConverter, GitHub teams or organizations in oauth, on_tcp_connect rules in trafficPolicy.",
  enforcementLevel: "advisory",
  resource: "HttpsEdgeRoute",
  config: {},
  violations(props, { name }) {
    const out: string[] = [];
    for (const module of MODULE_NAMES) {
      if (module === "backend") continue; // the backend always has an equivalent (forward-internal)
      const value = props[toCamel(module)];
      if (value === undefined || value === null || holdsUnknown(value)) continue; // absent, or judged at `up`
      for (const refusal of refusals(module, value)) {
        if (refusal.key === "weighted_backend") continue;
        out.push(
          `${subject("HttpsEdgeRoute", name)} uses ${REFUSED_PART[refusal.key]} (deprecated with HTTPS edges on ${EDGES_DEPRECATED_ON}), ` +
            `with no Traffic Policy equivalent: ${refusal.alternative}.`,
        );
      }
    }
    return out;
  },
};
