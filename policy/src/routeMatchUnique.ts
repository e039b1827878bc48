/**
 * A stack rule on HttpsEdgeRoute: one route per match on an edge. The service refuses a route whose
 * match another route of the same edge has, whatever either's match type (ERR_NGROK_7126, "Route
 * match expression `MATCH` must be unique across all routes for HTTPS edge."), and the provider
 * sees one route at a time, so only a rule over the whole stack catches it at preview.
 */
import { type IngressStackRule, type StackResource, type StackViolation, subject } from "./rule";
import { knownString } from "./values";

/** The route's id when the program names it: adopted (`adoptId`), or read or created before (`uri`). */
function routeId(props: StackResource["props"]): string | undefined {
  return knownString(props["adoptId"]) ?? knownString(props["uri"])?.split("/").pop();
}

/** `path_prefix "/api"`, or just `"/api"` while the match type is not known. */
function matchText(props: StackResource["props"], match: string): string {
  const type = knownString(props["matchType"]);
  return type === undefined ? JSON.stringify(match) : `${type} ${JSON.stringify(match)}`;
}

/** `A and B`, `A, B and C`. */
function listed(items: readonly string[]): string {
  return items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

export const routeMatchUnique: IngressStackRule = {
  name: "ingress-route-match-unique",
  description: "No two routes of the stack have the same match on one edge (the service refuses the second, whatever the match types).",
  enforcementLevel: "mandatory",
  resource: "HttpsEdgeRoute",
  scope: "stack",
  config: {},
  violations(resources) {
    // The engine hands resources over in the order they registered, which differs between runs:
    // each group of routes sharing a match is reported once, its routes by name.
    const groups = new Map<string, { edge: string; match: string; routes: StackResource[] }>();
    for (const r of resources) {
      const edge = knownString(r.props["edgeId"]);
      const match = knownString(r.props["match"]);
      if (edge === undefined || match === undefined) continue; // judged at `up`
      const key = JSON.stringify([edge, match]);
      const group = groups.get(key) ?? { edge, match, routes: [] };
      const id = routeId(r.props);
      if (id !== undefined && group.routes.some((o) => routeId(o.props) === id)) continue; // one route, twice in the program (a read and its manager)
      group.routes.push(r);
      groups.set(key, group);
    }
    const out: StackViolation[] = [];
    for (const { edge, match, routes } of groups.values()) {
      if (routes.length < 2) continue;
      const sorted = [...routes].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const named = sorted.map((r) => `${subject("HttpsEdgeRoute", r.name)} (${matchText(r.props, match)})`);
      out.push({
        urn: sorted[1]?.urn ?? "",
        message:
          `${listed(named)} ${sorted.length === 2 ? "both" : "all"} match ${JSON.stringify(match)} on edge ${edge}, and the service keeps one route per match on an edge, ` +
          `whatever the match type (ERR_NGROK_7126): give ${sorted.length === 2 ? "one of them" : "all but one"} another match, or merge them into one route.`,
      });
    }
    return out;
  },
};
