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

export const routeMatchUnique: IngressStackRule = {
  name: "ingress-route-match-unique",
  description: "No two routes of the stack have the same match on one edge (the service refuses the second, whatever the match types).",
  enforcementLevel: "mandatory",
  resource: "HttpsEdgeRoute",
  scope: "stack",
  config: {},
  violations(resources) {
    const first = new Map<string, StackResource>();
    const out: StackViolation[] = [];
    for (const r of resources) {
      const edge = knownString(r.props["edgeId"]);
      const match = knownString(r.props["match"]);
      if (edge === undefined || match === undefined) continue; // judged at `up`
      const key = JSON.stringify([edge, match]);
      const other = first.get(key);
      if (other === undefined) {
        first.set(key, r);
        continue;
      }
      const id = routeId(r.props);
      if (id !== undefined && id === routeId(other.props)) continue; // one route, twice in the program (a read and its manager)
      out.push({
        urn: r.urn,
        message:
          `${subject("HttpsEdgeRoute", r.name)} (${matchText(r.props, match)}) and ${subject("HttpsEdgeRoute", other.name)} (${matchText(other.props, match)}) ` +
          `both match ${JSON.stringify(match)} on edge ${edge}, and the service keeps one route per match on an edge, whatever the match type (ERR_NGROK_7126): ` +
          "give one of them another match, or merge them into one route.",
      });
    }
    return out;
  },
};
