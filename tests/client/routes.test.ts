/** HTTPS edge routes: exact requests, and the per-module PUT/DELETE operations. */
import { MODULE_NAMES } from "../../provider/resources/httpsEdgeRoute/modules";
import { RequestValidationError } from "../../provider/ingressClient";
import { rejection, routeJson, type Harness, type TestServer, useServerAndClient } from "./support";

let server: TestServer;
let h: Harness;
useServerAndClient((s, c) => {
  server = s;
  h = c;
});

describe("routes", () => {
  test("create: POST /edges/https/{edge_id}/routes with modules in their request shapes, null kept", async () => {
    server.queue({ status: 201, json: routeJson("edghtsrt_1", { backend: { enabled: true, backend: { id: "bkdtg_1", uri: "u" } } }) });
    const body = {
      match_type: "path_prefix" as const,
      match: "/api",
      description: "api route",
      backend: { backend_id: "bkdtg_1" },
      ip_restriction: { enabled: false, ip_policy_ids: ["ipp_1", "ipp_2"] },
      circuit_breaker: { num_buckets: 10, error_threshold_percentage: 0.5 },
      oauth: { provider: { github: { email_domains: ["example.com"], teams: ["acme/ops"] } }, auth_check_interval: 300 },
      saml: null,
    };
    const route = await h.client.httpsEdgeRoutes.create("edghts_1", body);

    expect(route.backend).toEqual({ enabled: true, backend: { id: "bkdtg_1", uri: "u" } });
    expect(route.compression).toEqual({ enabled: true });
    expect(route.oauth).toBeNull();
    const [req] = server.requests;
    expect(req).toMatchObject({ method: "POST", url: "/edges/https/edghts_1/routes" });
    expect(req?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(req?.body ?? "")).toEqual(body);
  });

  test("get, update and delete address /edges/https/{edge_id}/routes/{id}", async () => {
    server.queue({ status: 200, json: routeJson() }, { status: 200, json: routeJson("edghtsrt_1", { match: "/v2" }) }, { status: 204 });
    await h.client.httpsEdgeRoutes.get("edghts_1", "edghtsrt_1");
    const updated = await h.client.httpsEdgeRoutes.update("edghts_1", "edghtsrt_1", { match: "/v2", compression: { enabled: false } });
    await h.client.httpsEdgeRoutes.delete("edghts_1", "edghtsrt_1");

    expect(updated.match).toBe("/v2");
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      "GET /edges/https/edghts_1/routes/edghtsrt_1 ",
      'PATCH /edges/https/edghts_1/routes/edghtsrt_1 {"match":"/v2","compression":{"enabled":false}}',
      "DELETE /edges/https/edghts_1/routes/edghtsrt_1 ",
    ]);
  });

  test("replaceModule: PUT {route}/{module} with the module's request shape, returns its response shape", async () => {
    server.queue({ status: 200, json: { enabled: true, ip_policies: [{ id: "ipp_1", uri: "https://api.example.com/ip_policies/ipp_1" }] } });
    const m = await h.client.httpsEdgeRoutes.replaceModule("edghts_1", "edghtsrt_1", "ip_restriction", { ip_policy_ids: ["ipp_1"] });

    expect(m).toEqual({ enabled: true, ip_policies: [{ id: "ipp_1", uri: "https://api.example.com/ip_policies/ipp_1" }] });
    const [req] = server.requests;
    expect(req).toMatchObject({ method: "PUT", url: "/edges/https/edghts_1/routes/edghtsrt_1/ip_restriction", body: '{"ip_policy_ids":["ipp_1"]}' });
    expect(req?.headers["content-type"]).toBe("application/json");
  });

  test("replaceModule: an omitted `enabled` in the response reads as true", async () => {
    server.queue({ status: 200, json: { value: "on_http_request: []" } });
    const m = await h.client.httpsEdgeRoutes.replaceModule("edghts_1", "edghtsrt_1", "traffic_policy", { value: "on_http_request: []" });
    expect(m).toEqual({ enabled: true, value: "on_http_request: []" });
  });

  test.each(MODULE_NAMES.map((m) => [m]))("deleteModule(%s): DELETE {route}/%s, 204", async (module) => {
    server.queue({ status: 204 });
    await h.client.httpsEdgeRoutes.deleteModule("edghts_1", "edghtsrt_1", module);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`DELETE /edges/https/edghts_1/routes/edghtsrt_1/${module}`]);
  });

  test("a module name outside the 13 is refused without a request", async () => {
    const err = await rejection(h.client.httpsEdgeRoutes.deleteModule("edghts_1", "edghtsrt_1", "firewall" as never));
    expect(err).toBeInstanceOf(RequestValidationError);
    expect(err.message).toBe(
      `DELETE /edges/https/{edge_id}/routes/{id}/{module} not sent: module must be one of ${MODULE_NAMES.map((m) => `"${m}"`).join(", ")}; got "firewall"`,
    );
    expect(server.requests).toHaveLength(0);
  });

  test("a module body is validated with the module's strict schema before sending", async () => {
    const err = await rejection(h.client.httpsEdgeRoutes.replaceModule("edghts_1", "edghtsrt_1", "circuit_breaker", { num_buckets: 129 }));
    expect(err.message).toBe("PUT /edges/https/edghts_1/routes/edghtsrt_1/circuit_breaker not sent: num_buckets must be a whole number from 0 to 128; got 129");
    expect(server.requests).toHaveLength(0);
  });

  test("an empty edge id is refused without a request (it would address the route list)", async () => {
    const err = await rejection(h.client.httpsEdgeRoutes.get("", "edghtsrt_1"));
    expect(err.message).toBe('GET /edges/https/{edge_id}/routes/{id} not sent: edge_id must be a non-empty string; got ""');
    const dots = await rejection(h.client.httpsEdgeRoutes.delete("edghts_1", ".."));
    expect(dots.message).toBe('DELETE /edges/https/{edge_id}/routes/{id} not sent: id must not be "." or ".."');
    expect(server.requests).toHaveLength(0);
  });
});
