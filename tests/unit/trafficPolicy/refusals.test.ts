// Modules with no Traffic Policy equivalent are refused, all routes at once, with one line each:
// the route, the module, the documented alternative and how to opt out.
import { MigrationRefused, translateRoutes, type MigrationRoute } from "../../../provider/resources/httpsEdgeRoute/toPolicy/translate";

const refusal = (routes: MigrationRoute[], backends: Record<string, string | { weighted: Record<string, number> }> = {}): MigrationRefused => {
  try {
    translateRoutes(routes, { backends });
  } catch (e) {
    if (e instanceof MigrationRefused) return e;
    throw e;
  }
  throw new Error("translateRoutes did not refuse");
};

test("saml: refused naming the route by description and id, the OIDC alternative and the drop key", () => {
  const e = refusal([{ id: "edghtsrt_1", description: "admin", match_type: "path_prefix", match: "/admin", saml: { idp_metadata: "<xml/>" } }]);
  expect(e.name).toBe("MigrationRefused");
  expect(e.message).toBe(
    "cannot translate 1 module to Traffic Policy:\n" +
      '  - route "admin" (edghtsrt_1), module saml: Traffic Policy has no SAML action (guides/migration/modules-to-traffic-policy-actions.mdx); use the openid-connect action with your identity provider\'s OIDC app; to leave it out instead, pass drop: ["saml"]',
  );
  expect(e.refusals).toEqual([
    {
      route: "admin",
      id: "edghtsrt_1",
      module: "saml",
      alternative: "Traffic Policy has no SAML action (guides/migration/modules-to-traffic-policy-actions.mdx); use the openid-connect action with your identity provider's OIDC app",
      dropKey: "saml",
    },
  ]);
});

test("websocket_tcp_converter: refused, the route named by its match when it has no description", () => {
  expect(refusal([{ match_type: "exact_path", match: "/ws", websocket_tcp_converter: {} }]).message).toBe(
    "cannot translate 1 module to Traffic Policy:\n" +
      '  - route "exact_path /ws", module websocket_tcp_converter: Traffic Policy has no websocket-to-TCP converter (guides/migration/edges-to-endpoints.mdx); serve the conversion from your own upstream behind a forward-internal; to leave it out instead, pass drop: ["websocket_tcp_converter"]',
  );
});

test("weighted backend: refused with the guide's pseudo-weighting as the alternative", () => {
  expect(refusal([{ match_type: "path_prefix", match: "/", backend: { backend_id: "bkdwt_1" } }], { bkdwt_1: { weighted: { "https://a.internal": 1, "https://b.internal": 3 } } }).message).toBe(
    "cannot translate 1 module to Traffic Policy:\n" +
      '  - route "path_prefix /", module backend: weighted backends are not yet supported by Traffic Policy (guides/migration/edges-to-endpoints.mdx, "Weighted backends"); pseudo-weight with set-vars and rand.int as that guide shows, or use an endpoint pool; to leave it out instead, pass drop: ["weighted_backend"]',
  );
});

test("github teams and organizations: refused, and when dropped the rest of the oauth module stays", () => {
  const route: MigrationRoute = { match_type: "path_prefix", match: "/", oauth: { provider: { github: { teams: ["acme/ops"], organizations: ["acme"] } } } };
  expect(refusal([route]).message).toBe(
    "cannot translate 1 module to Traffic Policy:\n" +
      '  - route "path_prefix /", module oauth: GitHub teams and organizations have no documented oauth action setting; restrict by e-mail or domain (oauth action, restrict-by-email example) or write your own expression; to leave it out instead, pass drop: ["oauth_github_teams"]',
  );
  const t = translateRoutes([route], { backends: {}, drop: ["oauth_github_teams"] });
  expect(t.policy).toEqual({
    on_http_request: [{ name: "path_prefix /: oauth", expressions: ["req.url.path.startsWith('/')"], actions: [{ type: "oauth", config: { provider: "github" } }] }],
  });
  expect(t.report[0]?.modules).toContainEqual({ module: "oauth", status: "caveat", note: 'oauth; left out as asked (drop: "oauth_github_teams")' });
});

test("traffic_policy: on_tcp_connect rules cannot be scoped to a route; unreadable policy text names its problem", () => {
  const e = refusal([
    { match_type: "path_prefix", match: "/a", traffic_policy: { value: "on_tcp_connect:\n  - actions:\n      - type: deny\n" } },
    { match_type: "path_prefix", match: "/b", traffic_policy: { value: "on_http_request:\n  - actions:\n      - type: teleport\n" } },
  ]);
  expect(e.message).toBe(
    "cannot translate 2 modules to Traffic Policy:\n" +
      '  - route "path_prefix /a", module traffic_policy: its on_tcp_connect rules cannot be limited to one route (no request is known when a connection opens); move them to the endpoint\'s policy yourself; to leave it out instead, pass drop: ["traffic_policy"]\n' +
      '  - route "path_prefix /b", module traffic_policy: its policy cannot be read (invalid traffic policy: - on_http_request[0].actions[0].type must be one of the action types "add-headers", "remove-headers", "restrict-ips", "circuit-breaker", "compress-response", "verify-webhook", "oauth", "openid-connect", "forward-internal", "set-vars", "custom-response", "url-rewrite", "redirect", "rate-limit", "basic-auth", "log", "close-connection", "deny", "ai-gateway", "http-request", "jwt-validation", "owasp-crs-request", "owasp-crs-response", "terminate-tls", "request-body-find-replace", "response-body-find-replace", "sse-find-replace"; got "teleport"); fix the policy text; to leave it out instead, pass drop: ["traffic_policy"]',
  );
});

test("an unmapped backend is refused with no drop option, naming the option to fill", () => {
  expect(refusal([{ id: "edghtsrt_9", match_type: "path_prefix", match: "/", backend: { backend_id: "bkdtg_7" } }]).message).toBe(
    "cannot translate 1 module to Traffic Policy:\n" +
      '  - route "path_prefix /" (edghtsrt_9), module backend: backend bkdtg_7 is not mapped; add it to options.backends with the URL of the internal endpoint that now serves it (for example "https://app.internal")',
  );
});

test("refusals over all routes come in one error, in selection order, one line each", () => {
  const e = refusal([
    { match_type: "path_prefix", match: "/", saml: { idp_metadata: "<xml/>" }, websocket_tcp_converter: {} },
    { match_type: "path_prefix", match: "/api", description: "api", saml: { idp_metadata: "<xml/>" } },
  ]);
  expect(e.refusals.map((r) => `${r.route} ${r.module}`)).toEqual(["api saml", "path_prefix / saml", "path_prefix / websocket_tcp_converter"]);
  expect(e.message.split("\n")[0]).toBe("cannot translate 3 modules to Traffic Policy:");
});
