/** `/endpoints` over HTTP: cloud endpoints' create, get, list, update rules, conflicts, delete, and edges beside them. */
import type { Emulator } from "../../emulator";
import { hostportServing } from "../../emulator/resources/cloudEndpoint/rules";
import { Endpoint, ENDPOINTS } from "../../provider/resources/cloudEndpoint/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start({ seed: { edges: [{ id: "edghts_main", hostports: ["edge.example.com:443"] }] } })));
afterAll(() => emulator.close());

const DENY = "on_http_request:\n  - actions:\n      - type: deny\n";
const FORWARD_TCP = "on_tcp_connect:\n  - actions:\n      - type: forward-internal\n        config:\n          url: tcp://db.internal:5432\n";
let host = 0;
/** A fresh public hostname per test, so conflicts only happen where a test makes them. */
const fresh = () => `h${++host}.example.com`;

describe("create and get", () => {
  test("201: the url in the service's form, proto, hostport, scheme, host and port; description, metadata, region, name, principal, upstream and pooling off absent", async () => {
    const h = fresh();
    const r = await api.post("/endpoints", { type: "cloud", url: `HTTPS://${h.toUpperCase()}:443`, traffic_policy: DENY });
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    expect(r.body).toStrictEqual({
      id: idOf("ep_"),
      uri: `${base}/endpoints/${id}`,
      type: "cloud",
      created_at: TIME,
      updated_at: r.body.created_at,
      url: `https://${h}`,
      public_url: `https://${h}`,
      proto: "https",
      hostport: `${h}:443`,
      scheme: "https",
      host: h,
      port: 443,
      traffic_policy: DENY,
      bindings: ["public"],
      // pooling_enabled: false, left out as the service leaves out what is empty (emulator/machinery/written.ts).
    });
    expect(Endpoint.safeParse(r.body).success).toBe(true);
    expect((await api.get(`/endpoints/${id}`)).body).toEqual(r.body);
  });

  test("type defaults to cloud; description, metadata, binding and pooling are kept as sent", async () => {
    const r = await api.post("/endpoints", { url: "tcp://db.internal:5432", traffic_policy: FORWARD_TCP, description: "d", metadata: "{}", bindings: ["internal"], pooling_enabled: true });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: "cloud", url: "tcp://db.internal:5432", hostport: "db.internal:5432", proto: "tcp", scheme: "tcp", host: "db.internal", port: 5432, description: "d", metadata: "{}", bindings: ["internal"], pooling_enabled: true });
  });

  test("an .internal url gets the internal binding when none is given", async () => {
    const r = await api.post("/endpoints", { url: "https://app.internal", traffic_policy: DENY });
    expect([r.status, r.body.bindings, r.body.hostport]).toEqual([201, ["internal"], "app.internal:443"]);
  });

  test("404 for an unknown id", async () => {
    expectError(await api.get("/endpoints/ep_nope"), 404, "ERR_NOT_FOUND", "endpoint ep_nope not found");
  });
});

describe("create: every rule is a 400 naming the field", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no url", { traffic_policy: DENY }, "url is required"],
    ["no traffic policy", { url: "https://a.example.com" }, "traffic_policy is required"],
    ["an empty traffic policy", { url: "https://a.example.com", traffic_policy: "  " }, "traffic_policy must not be empty (a cloud endpoint handles its traffic with its policy alone)"],
    ["another type", { type: "agent", url: "https://a.example.com", traffic_policy: DENY }, 'type must be "cloud" (only cloud endpoints can be created); got "agent"'],
    ["a path", { url: "https://a.example.com/api", traffic_policy: DENY }, 'url must be an endpoint URL (scheme://hostname[:port], with no path, query or credentials); got "https://a.example.com/api"'],
    ["an unknown scheme", { url: "ftp://a.example.com", traffic_policy: DENY }, 'url must be an endpoint URL (the scheme must be one of http, https, tls, tcp); got "ftp://a.example.com"'],
    ["a tcp url without port", { url: "tcp://db.internal", traffic_policy: FORWARD_TCP }, 'url must be an endpoint URL (a tcp URL must name its port); got "tcp://db.internal"'],
    ["a port out of range", { url: "https://a.internal:70000", traffic_policy: DENY }, 'url must be an endpoint URL (the port must be from 1 to 65535); got "https://a.internal:70000"'],
    ["an underscore", { url: "https://a_b.example.com", traffic_policy: DENY }, 'url must be an endpoint URL (the hostname must be dot-separated labels of a-z, 0-9 and -, optionally starting with *.); got "https://a_b.example.com"'],
    ["a public https url on another port", { url: "https://a.example.com:8443", traffic_policy: DENY }, "url must use port 443 for a public https endpoint; got 8443"],
    ["a public http url on another port", { url: "http://a.example.com:81", traffic_policy: DENY }, "url must use port 80 for a public http endpoint; got 81"],
    ["a public binding on .internal", { url: "https://a.internal", traffic_policy: DENY, bindings: ["public"] }, 'url must not use a .internal hostname for the public binding (use the internal binding); got "https://a.internal"'],
    ["an internal binding without .internal", { url: "https://a.example.com", traffic_policy: DENY, bindings: ["internal"] }, 'url must have a hostname ending in .internal for the internal binding; got "https://a.example.com"'],
    ["too many labels before .internal", { url: "https://a.b.c.d.e.f.internal", traffic_policy: DENY }, "url must have at most 5 labels before .internal; got 6"],
    ["kubernetes with https", { url: "https://svc.ns", traffic_policy: DENY, bindings: ["kubernetes"] }, "url must use http or tcp for the kubernetes binding; got https"],
    ["kubernetes with three labels", { url: "http://a.svc.ns", traffic_policy: DENY, bindings: ["kubernetes"] }, 'url must have a hostname of the form name.namespace (two labels, no wildcard) for the kubernetes binding; got "a.svc.ns"'],
    ["two bindings", { url: "https://a.example.com", traffic_policy: DENY, bindings: ["public", "internal"] }, "bindings must have exactly 1 entry (an endpoint has one binding); got 2"],
    ["an unknown binding", { url: "https://a.example.com", traffic_policy: DENY, bindings: ["private"] }, 'bindings[0] must be one of "public", "internal", "kubernetes"; got "private"'],
    ["a description over 255 bytes", { url: "https://a.example.com", traffic_policy: DENY, description: "é".repeat(128) }, "description must be at most 255 bytes (UTF-8); got 256 bytes"],
    ["metadata over 4096 bytes", { url: "https://a.example.com", traffic_policy: DENY, metadata: "m".repeat(4097) }, "metadata must be at most 4096 bytes (UTF-8); got 4097 bytes"],
    ["an unknown field", { url: "https://a.example.com", traffic_policy: DENY, region: "eu" }, "region is not a known field (allowed fields are listed in the API reference)"],
  ];
  test.each(cases)("%s", async (_name, body, msg) => {
    expectError(await api.post("/endpoints", body), 400, "ERR_VALIDATION", msg);
  });
});

describe("the traffic policy is parsed as a document", () => {
  test("one that is not YAML or JSON is 400 ERR_INVALID_TRAFFIC_POLICY", async () => {
    const r = await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: "on_http_request: [" });
    expect([r.status, r.body.error_code]).toEqual([400, "ERR_INVALID_TRAFFIC_POLICY"]);
    expect(r.body.msg).toMatch(/^traffic_policy is not a valid traffic policy: not YAML or JSON: /);
  });

  test("one that is not a map of phases", async () => {
    expectError(await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: "- deny" }), 400, "ERR_INVALID_TRAFFIC_POLICY", "traffic_policy is not a valid traffic policy: must be a map of phases (on_tcp_connect, on_http_request, on_http_response); got a list");
  });

  test("an action's config is checked, naming its path", async () => {
    const text = JSON.stringify({ on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "" } }] }] });
    expectError(await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: text }), 400, "ERR_INVALID_TRAFFIC_POLICY", "traffic_policy is not a valid traffic policy: on_http_request[0].actions[0].config.url must not be empty");
  });

  test("HTTP phases on a tcp endpoint, and on_tcp_connect on an internal https one, are refused", async () => {
    expectError(await api.post("/endpoints", { url: "tcp://x.internal:22", traffic_policy: DENY }), 400, "ERR_INVALID_TRAFFIC_POLICY", "traffic_policy must not use the on_http_request phase on a tcp endpoint (only on_tcp_connect applies)");
    expectError(await api.post("/endpoints", { url: "https://x.internal", traffic_policy: FORWARD_TCP }), 400, "ERR_INVALID_TRAFFIC_POLICY", "traffic_policy must not use the on_tcp_connect phase on an internal https endpoint (use a tcp or tls endpoint)");
  });

  test("on_tcp_connect is accepted on a public https endpoint", async () => {
    expect((await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: FORWARD_TCP })).status).toBe(201);
  });
});

/** ngrok-docs errors/err_ngrok_18016.mdx. */
const POOLING_ENABLED = "The provided cloud endpoint was invalid because pooling was set to enabled when another endpoint exists for this url that has pooling disabled.";
/** As the service answered it (ngrok-docs k8s/crds/cloudendpoint.mdx). */
const POOLING_DISABLED = "The provided Cloud Endpoint was invalid because pooling was set to disabled when another endpoint exists for this url.";

describe("one url, several endpoints", () => {
  test("a second endpoint without pooling on a url another has is 400 ERR_NGROK_18017, whether the first pools or not", async () => {
    const h = fresh();
    expect((await api.post("/endpoints", { url: `https://${h}`, traffic_policy: DENY })).status).toBe(201);
    expectError(await api.post("/endpoints", { url: `https://${h}:443`, traffic_policy: DENY }), 400, "ERR_NGROK_18017", POOLING_DISABLED);
    expectError(await api.post("/endpoints", { url: `https://${h}`, traffic_policy: DENY, pooling_enabled: false }), 400, "ERR_NGROK_18017", POOLING_DISABLED);
    const pooled = fresh();
    expect((await api.post("/endpoints", { url: `https://${pooled}`, traffic_policy: DENY, pooling_enabled: true })).status).toBe(201);
    expectError(await api.post("/endpoints", { url: `https://${pooled}`, traffic_policy: DENY }), 400, "ERR_NGROK_18017", POOLING_DISABLED);
  });

  test("a second endpoint with pooling on a url an endpoint without pooling has is 400 ERR_NGROK_18016", async () => {
    const h = fresh();
    expect((await api.post("/endpoints", { url: `https://${h}`, traffic_policy: DENY })).status).toBe(201);
    expectError(await api.post("/endpoints", { url: `https://${h}:443`, traffic_policy: DENY, pooling_enabled: true }), 400, "ERR_NGROK_18016", POOLING_ENABLED);
    expect(Object.values(emulator.snapshot().endpoints).filter((e) => e.url === `https://${h}`)).toHaveLength(1);
  });

  test("pooled endpoints share a url; the same hostport with another protocol is refused", async () => {
    const a = await api.post("/endpoints", { url: "https://pool.internal:8443", traffic_policy: DENY, pooling_enabled: true });
    const b = await api.post("/endpoints", { url: "https://pool.internal:8443", traffic_policy: DENY, pooling_enabled: true });
    expect([a.status, b.status]).toEqual([201, 201]);
    expectError(
      await api.post("/endpoints", { url: "tls://pool.internal:8443", traffic_policy: FORWARD_TCP, pooling_enabled: true }),
      409,
      "ERR_ENDPOINT_URL_IN_USE",
      `url tls://pool.internal:8443: endpoint ${a.body.id} serves https://pool.internal:8443 on the same host and port; endpoints sharing a host and port must use the same protocol`,
    );
  });

  test("the same url under another binding is no conflict, without pooling; under the same binding it is", async () => {
    expect((await api.post("/endpoints", { url: "http://bound.internal", traffic_policy: DENY, bindings: ["internal"] })).status).toBe(201);
    expect((await api.post("/endpoints", { url: "http://bound.internal", traffic_policy: DENY, bindings: ["kubernetes"] })).status).toBe(201);
    expectError(await api.post("/endpoints", { url: "http://bound.internal", traffic_policy: DENY, bindings: ["kubernetes"] }), 400, "ERR_NGROK_18017", POOLING_DISABLED);
  });

  test("the same hostname on http and https are two endpoints", async () => {
    const h = fresh();
    expect((await api.post("/endpoints", { url: `https://${h}`, traffic_policy: DENY })).status).toBe(201);
    expect((await api.post("/endpoints", { url: `http://${h}`, traffic_policy: DENY })).status).toBe(201);
  });
});

describe("update", () => {
  test("a field left out is not modified; the url changes in place; \"\" clears description and metadata", async () => {
    const h = fresh();
    const created = (await api.post("/endpoints", { url: `https://${h}`, traffic_policy: DENY, description: "d", metadata: "m" })).body;
    const moved = fresh();
    const r = await api.patch(`/endpoints/${created.id}`, { url: `https://${moved}`, description: "" });
    expect(r.status).toBe(200);
    // A cleared field is left out of the answer, as the service leaves out what is empty.
    const { description: _, ...kept } = created as Record<string, unknown>;
    expect(r.body).toStrictEqual({ ...kept, url: `https://${moved}`, public_url: `https://${moved}`, hostport: `${moved}:443`, host: moved, updated_at: TIME });
    const r2 = await api.patch(`/endpoints/${created.id}`, { metadata: "", traffic_policy: FORWARD_TCP, pooling_enabled: true });
    expect(r2.body).toMatchObject({ id: created.id, url: `https://${moved}`, traffic_policy: FORWARD_TCP, pooling_enabled: true });
    expect(["description" in r2.body, "metadata" in r2.body]).toEqual([false, false]);
  });

  test("a url the stored binding does not allow is 400; sent with its binding it is accepted", async () => {
    const e = (await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: DENY })).body;
    expectError(await api.patch(`/endpoints/${e.id}`, { url: "https://moved.internal" }), 400, "ERR_VALIDATION", 'url must not use a .internal hostname for the public binding (use the internal binding); got "https://moved.internal"');
    const r = await api.patch(`/endpoints/${e.id}`, { url: "https://moved.internal", bindings: ["internal"] });
    expect([r.status, r.body.bindings, r.body.url]).toEqual([200, ["internal"], "https://moved.internal"]);
  });

  test("the policy kept is judged against a new url: a tcp url with an HTTP policy is refused", async () => {
    const e = (await api.post("/endpoints", { url: "https://judge.internal", traffic_policy: DENY })).body;
    expectError(await api.patch(`/endpoints/${e.id}`, { url: "tcp://judge.internal:22" }), 400, "ERR_INVALID_TRAFFIC_POLICY", "traffic_policy must not use the on_http_request phase on a tcp endpoint (only on_tcp_connect applies)");
  });

  test("moving onto another endpoint's url, or turning pooling off beside a pooled one, is refused as a create would be", async () => {
    const h = fresh();
    const a = (await api.post("/endpoints", { url: `https://${h}`, traffic_policy: DENY })).body;
    const b = (await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: DENY })).body;
    expectError(await api.patch(`/endpoints/${b.id}`, { url: `https://${h}` }), 400, "ERR_NGROK_18017", POOLING_DISABLED);
    expectError(await api.patch(`/endpoints/${b.id}`, { url: `https://${h}`, pooling_enabled: true }), 400, "ERR_NGROK_18016", POOLING_ENABLED);
    expect((await api.get(`/endpoints/${b.id}`)).body).toStrictEqual(b);
    // Once the first pools too, the move is taken; turning pooling off again is not.
    expect((await api.patch(`/endpoints/${a.id}`, { pooling_enabled: true })).status).toBe(200);
    const moved = await api.patch(`/endpoints/${b.id}`, { url: `https://${h}`, pooling_enabled: true });
    expect([moved.status, moved.body.url, moved.body.pooling_enabled]).toEqual([200, `https://${h}`, true]);
    expectError(await api.patch(`/endpoints/${a.id}`, { pooling_enabled: false }), 400, "ERR_NGROK_18017", POOLING_DISABLED);
    expect((await api.get(`/endpoints/${a.id}`)).body.pooling_enabled).toBe(true);
  });

  test("an endpoint alone on its url turns pooling on and off freely", async () => {
    const e = (await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: DENY })).body;
    expect((await api.patch(`/endpoints/${e.id}`, { pooling_enabled: true })).body.pooling_enabled).toBe(true);
    // Off, it is left out of the answer (a bool in ngrok-api-go's Endpoint, not a pointer).
    expect("pooling_enabled" in (await api.patch(`/endpoints/${e.id}`, { pooling_enabled: false })).body).toBe(false);
  });

  test("type cannot be sent, and 404 for an unknown id", async () => {
    const e = (await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: DENY })).body;
    expectError(await api.patch(`/endpoints/${e.id}`, { type: "cloud" }), 400, "ERR_VALIDATION", "type is not a known field (allowed fields are listed in the API reference)");
    expectError(await api.patch("/endpoints/ep_nope", { description: "x" }), 404, "ERR_NOT_FOUND", "endpoint ep_nope not found");
  });
});

describe("list and delete", () => {
  test("newest first, page by page with before_id; a deleted endpoint is gone", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await api.post("/endpoints", { url: `https://${fresh()}`, traffic_policy: DENY })).body.id);
    const page = await api.get("/endpoints?limit=2");
    expect(page.status).toBe(200);
    expect(ENDPOINTS.page.safeParse(page.body).success).toBe(true);
    expect(page.body.endpoints.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.uri).toBe(`${base}/endpoints?limit=2`);
    expect(page.body.next_page_uri).toBe(`${base}/endpoints?before_id=${ids[1]}&limit=2`);
    const next = await api.get(`/endpoints?before_id=${ids[1]}&limit=2`);
    expect(next.body.endpoints[0].id).toBe(ids[0]);
    expectError(await api.get("/endpoints?before_id=esb_1"), 400, "ERR_INVALID_QUERY", 'before_id must be an endpoint id of the form ep_<id>; got "esb_1"');

    const del = await api.del(`/endpoints/${ids[2]}`);
    expect([del.status, del.text]).toEqual([204, ""]);
    expectError(await api.get(`/endpoints/${ids[2]}`), 404, "ERR_NOT_FOUND", `endpoint ${ids[2]} not found`);
    expectError(await api.del(`/endpoints/${ids[2]}`), 404, "ERR_NOT_FOUND", `endpoint ${ids[2]} not found`);
  });
});

describe("an edge hostport and a cloud endpoint on the same domain", () => {
  test("the API accepts both; traffic to the hostport meets ERR_NGROK_6027 until the edge lets go", async () => {
    expect(hostportServing(emulator.snapshot(), "edge.example.com:443")).toEqual({ kind: "edge", edgeId: "edghts_main" });
    const e = await api.post("/endpoints", { url: "https://edge.example.com", traffic_policy: DENY });
    expect(e.status).toBe(201);
    expect(hostportServing(emulator.snapshot(), "edge.example.com:443")).toEqual({ kind: "conflict", error: "ERR_NGROK_6027", edgeId: "edghts_main", endpointIds: [e.body.id] });
    expect((await api.del("/edges/https/edghts_main")).status).toBe(204);
    expect(hostportServing(emulator.snapshot(), "edge.example.com:443")).toEqual({ kind: "cloud", endpointIds: [e.body.id] });
    expect(hostportServing(emulator.snapshot(), "nobody.example.com:443")).toEqual({ kind: "none" });
  });
});
