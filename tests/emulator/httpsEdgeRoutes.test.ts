/** `/edges/https/{edge_id}/routes` over HTTP: all 13 modules, defaults, secrets, references, PATCH rules, module PUT/DELETE. */
import type { Emulator } from "../../emulator";
import { x509 as loadX509 } from "../../provider/certificates";
import { ModuleResponse, SAML_DEFAULT_NAMEID_FORMAT } from "../../provider/resources/httpsEdgeRoute/modules";
import { Route } from "../../provider/resources/httpsEdgeRoute/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

const x509 = loadX509();

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start()));
afterAll(() => emulator.close());

const ROUTES = "/edges/https/edghts_main/routes";
const PEM_CERT = expect.stringMatching(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE-----\n$/);

/** Every module, in its request shape, with secrets. */
const ALL = {
  backend: { backend_id: "bkdtg_one" },
  ip_restriction: { enabled: false, ip_policy_ids: ["ipp_one", "ipp_two"] },
  circuit_breaker: { tripped_duration: 30, rolling_window: 60, num_buckets: 128, volume_threshold: 20, error_threshold_percentage: 0.5 },
  compression: { enabled: false },
  request_headers: { add: { "x-env": "prod" }, remove: ["cookie"] },
  response_headers: { add: { "x-served-by": "edge" }, remove: ["server"] },
  webhook_verification: { provider: "GITHUB", secret: "whsec-123" },
  oauth: {
    provider: {
      github: { client_id: "gh-id", client_secret: "gh-secret", scopes: ["read:org"], email_domains: ["example.com"], teams: ["org/team"], organizations: ["org"] },
      google: { email_addresses: ["a@example.com"] },
    },
    options_passthrough: true,
    inactivity_timeout: 3600,
    maximum_duration: 86400,
    auth_check_interval: 300,
  },
  saml: { idp_metadata: "<EntityDescriptor/>", force_authn: true, allow_idp_initiated: false, authorized_groups: ["admins"] },
  oidc: { issuer: "https://issuer.example.com", client_id: "oidc-id", client_secret: "oidc-secret", scopes: ["openid", "email"], cookie_prefix: "my." },
  websocket_tcp_converter: {},
  user_agent_filter: { allow: ["curl/.*"], deny: ["bot"] },
  traffic_policy: { value: '{"on_http_request":[]}' },
};

/** What the service answers for {@link ALL} on route `id`. */
const allResponse = (id: string) => ({
  backend: { enabled: true, backend: { id: "bkdtg_one", uri: `${base}/backends/tunnel_group/bkdtg_one` } },
  ip_restriction: {
    enabled: false,
    ip_policies: [
      { id: "ipp_one", uri: `${base}/ip_policies/ipp_one` },
      { id: "ipp_two", uri: `${base}/ip_policies/ipp_two` },
    ],
  },
  circuit_breaker: { enabled: true, tripped_duration: 30, rolling_window: 60, num_buckets: 128, volume_threshold: 20, error_threshold_percentage: 0.5 },
  compression: { enabled: false },
  request_headers: { enabled: true, add: { "x-env": "prod" }, remove: ["cookie"] },
  response_headers: { enabled: true, add: { "x-served-by": "edge" }, remove: ["server"] },
  webhook_verification: { enabled: true, provider: "GITHUB" },
  oauth: {
    enabled: true,
    provider: {
      github: { client_id: "gh-id", scopes: ["read:org"], email_domains: ["example.com"], teams: ["org/team"], organizations: ["org"] },
      google: { email_addresses: ["a@example.com"] },
    },
    options_passthrough: true,
    cookie_prefix: "ingress.",
    inactivity_timeout: 3600,
    maximum_duration: 86400,
    auth_check_interval: 300,
  },
  saml: {
    enabled: true,
    cookie_prefix: "ingress.",
    idp_metadata: "<EntityDescriptor/>",
    force_authn: true,
    allow_idp_initiated: false,
    authorized_groups: ["admins"],
    nameid_format: SAML_DEFAULT_NAMEID_FORMAT,
    entity_id: `${base}/saml/${id}/metadata`,
    assertion_consumer_service_url: `${base}/saml/${id}/acs`,
    single_logout_url: `${base}/saml/${id}/slo`,
    request_signing_certificate_pem: PEM_CERT,
    metadata_url: `${base}/saml/${id}/metadata`,
  },
  oidc: { enabled: true, issuer: "https://issuer.example.com", client_id: "oidc-id", scopes: ["openid", "email"], cookie_prefix: "my." },
  websocket_tcp_converter: { enabled: true },
  user_agent_filter: { enabled: true, allow: ["curl/.*"], deny: ["bot"] },
  traffic_policy: { enabled: true, value: '{"on_http_request":[]}' },
});

let created = 0;
/** A route on edghts_main; each gets its own match unless the body gives one (the service refuses a match twice on an edge). */
const create = (body: Record<string, unknown> = {}) => api.post(ROUTES, { match_type: "path_prefix", match: `/r${++created}`, ...body });

describe("create and get", () => {
  test("a bare route: no module, no policy, no description or metadata, each left out as the service leaves out what is empty", async () => {
    const r = await create({ match: "/" });
    expect(r.status).toBe(201);
    expect(r.body).toStrictEqual({
      id: idOf("edghtsrt_"),
      edge_id: "edghts_main",
      uri: `${base}${ROUTES}/${r.body.id as string}`,
      created_at: TIME,
      match_type: "path_prefix",
      match: "/",
    });
    expect(Route.safeParse(r.body).success).toBe(true);
    expect((await api.get(`${ROUTES}/${r.body.id as string}`)).body).toEqual(r.body);
  });

  test("all 13 modules: response shapes, refs, defaults, computed SAML fields, no secrets", async () => {
    const r = await create({ match_type: "exact_path", match: "app.example.com/api", description: "api", metadata: "{}", ...ALL });
    expect(r.status).toBe(201);
    const id = r.body.id as string;
    expect(r.body).toStrictEqual({
      id: idOf("edghtsrt_"),
      edge_id: "edghts_main",
      uri: `${base}${ROUTES}/${id}`,
      created_at: TIME,
      match_type: "exact_path",
      match: "app.example.com/api",
      description: "api",
      metadata: "{}",
      ...allResponse(id),
    });
    expect(Route.safeParse(r.body).success).toBe(true);
    for (const secret of ["whsec-123", "gh-secret", "oidc-secret"]) {
      expect(r.text).not.toContain(secret);
      expect(JSON.stringify(emulator.snapshot())).not.toContain(secret);
    }
    expect((await api.get(`${ROUTES}/${id}`)).body).toEqual(r.body);
  });

  test("the SAML request signing certificate is a real self-signed certificate, one per route", async () => {
    const a = await create({ saml: { idp_metadata: "<x/>" } });
    const b = await create({ saml: { idp_metadata: "<x/>", nameid_format: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress", cookie_prefix: "sso." } });
    const pemA = a.body.saml.request_signing_certificate_pem as string;
    const cert = new x509.X509Certificate(pemA);
    expect(await cert.isSelfSigned()).toBe(true);
    expect(cert.subject).toContain("CN=ingress SAML request signing");
    expect(b.body.saml.request_signing_certificate_pem).not.toBe(pemA);
    expect(b.body.saml).toMatchObject({ nameid_format: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress", cookie_prefix: "sso." });
    // Kept when the module is replaced, through PATCH or PUT.
    const patched = await api.patch(`${ROUTES}/${a.body.id as string}`, { saml: { idp_metadata: "<y/>" } });
    expect(patched.body.saml.request_signing_certificate_pem).toBe(pemA);
    const put = await api.put(`${ROUTES}/${a.body.id as string}/saml`, { idp_metadata: "<z/>" });
    expect(put.body.request_signing_certificate_pem).toBe(pemA);
  });

  test("a module sent as null on create is not set", async () => {
    const r = await create({ backend: null, compression: null });
    expect([r.status, "backend" in r.body, "compression" in r.body]).toEqual([201, false, false]);
  });

  test("referenced backends and IP policies must exist (400 naming the id)", async () => {
    expectError(await create({ backend: { backend_id: "bkdtg_missing" } }), 400, "ERR_REFERENCE_NOT_FOUND", "backend.backend_id bkdtg_missing does not exist");
    expectError(
      await create({ ip_restriction: { ip_policy_ids: ["ipp_one", "ipp_nope", "ipp_gone"] } }),
      400,
      "ERR_REFERENCE_NOT_FOUND",
      "ip_restriction.ip_policy_ids[1] ipp_nope does not exist; ip_restriction.ip_policy_ids[2] ipp_gone does not exist",
    );
  });

  test("invalid fields are 400 naming each field", async () => {
    // provider/wire describeIssue reports a missing enum as invalid_value ("got undefined"); reported upstream.
    expectError(await api.post(ROUTES, { match: "/" }), 400, "ERR_VALIDATION", expect.stringMatching(/^match_type (is required|must be one of "exact_path", "path_prefix"; got undefined)$/));
    expectError(await api.post(ROUTES, { match_type: "exact_path" }), 400, "ERR_VALIDATION", "match is required");
    expectError(await create({ match_type: "exact" }), 400, "ERR_VALIDATION", 'match_type must be one of "exact_path", "path_prefix"; got "exact"');
    expectError(
      await create({ circuit_breaker: { num_buckets: 129, error_threshold_percentage: 50 } }),
      400,
      "ERR_VALIDATION",
      "circuit_breaker.num_buckets must be a whole number from 0 to 128; got 129; circuit_breaker.error_threshold_percentage must be between 0 and 1.0 (a fraction, not a percentage); got 50",
    );
    expectError(
      await create({ oauth: { provider: { github: { client_id: "x" } } } }),
      400,
      "ERR_VALIDATION",
      "oauth.provider.github.client_secret is required when client_id is set (your own OAuth app needs both)",
    );
    expectError(await create({ webhook_verification: { provider: "GITHUB" } }), 400, "ERR_VALIDATION", "webhook_verification.secret is required for every provider except SNS");
    expectError(await create({ compression: { level: 9 } }), 400, "ERR_VALIDATION", "compression.level is not a known field (allowed fields are listed in the API reference)");
    expectError(await create({ description: "é".repeat(128) }), 400, "ERR_VALIDATION", "description must be at most 255 bytes (UTF-8); got 256 bytes");
    expectError(await create({ ip_restriction: { ip_policy_ids: ["nope"] } }), 400, "ERR_VALIDATION", 'ip_restriction.ip_policy_ids[0] must be an IP policy id of the form ipp_<id>; got "nope"');
    expectError(await create({ backend: { backend_id: "nope" } }), 400, "ERR_VALIDATION", expect.stringMatching(/^backend\.backend_id must be a backend id/));
  });

  test("the SNS webhook provider needs no secret", async () => {
    expect((await create({ webhook_verification: { provider: "SNS" } })).body.webhook_verification).toEqual({ enabled: true, provider: "SNS" });
  });

  test("the edge must exist; a route is found only under its own edge", async () => {
    expectError(await api.post("/edges/https/edghts_missing/routes", { match_type: "path_prefix", match: "/" }), 404, "ERR_NOT_FOUND", "HTTPS edge edghts_missing not found");
    const r = await create();
    const id = r.body.id as string;
    expectError(await api.get(`/edges/https/edghts_other/routes/${id}`), 404, "ERR_NOT_FOUND", `edge route ${id} not found`);
    expectError(await api.get(`/edges/https/edghts_missing/routes/${id}`), 404, "ERR_NOT_FOUND", "HTTPS edge edghts_missing not found");
    expectError(await api.get(`${ROUTES}/edghtsrt_missing`), 404, "ERR_NOT_FOUND", "edge route edghtsrt_missing not found");
  });
});

describe("update (PATCH)", () => {
  let id: string;
  let path: string;
  let original: Record<string, unknown>;
  beforeEach(async () => {
    const r = await create({ description: "d", metadata: "m", ...ALL });
    id = r.body.id;
    path = `${ROUTES}/${id}`;
    original = r.body;
  });

  test("a module left out is not modified; match_type and match are optional", async () => {
    const r = await api.patch(path, { description: "d2" });
    expect([r.status, r.body]).toEqual([200, { ...original, description: "d2" }]);
    const m = await api.patch(path, { match: "/v2" });
    expect(m.body).toEqual({ ...original, description: "d2", match: "/v2" });
  });

  test("a module present replaces the existing one whole", async () => {
    const r = await api.patch(path, { circuit_breaker: { rolling_window: 7 }, oauth: { provider: { gitlab: { email_domains: ["x.org"] } } } });
    expect(r.body.circuit_breaker).toEqual({ enabled: true, rolling_window: 7 });
    expect(r.body.oauth).toEqual({ enabled: true, provider: { gitlab: { email_domains: ["x.org"] } }, cookie_prefix: "ingress." });
    expect(r.body).toEqual({ ...original, circuit_breaker: r.body.circuit_breaker, oauth: r.body.oauth });
  });

  test("a module sent as null is not modified (removal is the module DELETE)", async () => {
    const r = await api.patch(path, { backend: null, saml: null, compression: null });
    expect(r.body).toEqual(original);
  });

  test('description and metadata: "" clears, and the answer leaves them out', async () => {
    const r = await api.patch(path, { description: "", metadata: "" });
    expect(["description" in r.body, "metadata" in r.body]).toEqual([false, false]);
  });

  test("references are checked; nothing changes on a refused update", async () => {
    expectError(await api.patch(path, { description: "x", backend: { backend_id: "bkdtg_nope" } }), 400, "ERR_REFERENCE_NOT_FOUND", "backend.backend_id bkdtg_nope does not exist");
    expectError(await api.patch(path, { match_type: null }), 400, "ERR_VALIDATION", 'match_type must be one of "exact_path", "path_prefix"; got null');
    expect((await api.get(path)).body).toEqual(original);
  });

  test("unknown routes and edges are 404", async () => {
    expectError(await api.patch(`${ROUTES}/edghtsrt_nope`, {}), 404, "ERR_NOT_FOUND", "edge route edghtsrt_nope not found");
    expectError(await api.patch(`/edges/https/edghts_nope/routes/${id}`, {}), 404, "ERR_NOT_FOUND", "HTTPS edge edghts_nope not found");
  });
});

describe("one match per edge (the service's ERR_NGROK_7126)", () => {
  const refusal = (match: string, holder: string, type = "path_prefix") =>
    `Route match expression \`${match}\` must be unique across all routes for HTTPS edge edghts_main; route ${holder} (match_type ${type}) already has it`;

  test("a create with a match another route of the edge has is refused, whatever the match type; nothing is created", async () => {
    const holder = (await create({ match: "/unique" })).body.id as string;
    const before = Object.keys(emulator.snapshot().routes).length;
    expectError(await create({ match: "/unique" }), 400, "ERR_NGROK_7126", refusal("/unique", holder));
    expectError(await create({ match_type: "exact_path", match: "/unique", backend: { backend_id: "bkdtg_one" } }), 400, "ERR_NGROK_7126", refusal("/unique", holder));
    expect(Object.keys(emulator.snapshot().routes)).toHaveLength(before);
  });

  test("the same match on another edge, or another match on the same edge, is accepted", async () => {
    await create({ match: "/shared" });
    expect((await api.post("/edges/https/edghts_other/routes", { match_type: "path_prefix", match: "/shared" })).status).toBe(201);
    expect((await create({ match: "/shared/" })).status).toBe(201);
    expect((await create({ match: "/Shared" })).status).toBe(201); // compared as written
  });

  test("an update to a match another route has is refused and changes nothing; keeping its own match is not a conflict", async () => {
    const holder = (await create({ match_type: "exact_path", match: "/taken" })).body.id as string;
    const mover = await create({ match: "/mover", description: "d" });
    const path = `${ROUTES}/${mover.body.id as string}`;
    expectError(await api.patch(path, { description: "x", match: "/taken" }), 400, "ERR_NGROK_7126", refusal("/taken", holder, "exact_path"));
    expect((await api.get(path)).body).toEqual(mover.body);
    const same = await api.patch(path, { match_type: "exact_path", match: "/mover" });
    expect([same.status, same.body.match_type, same.body.match]).toEqual([200, "exact_path", "/mover"]);
  });

  test("a deleted route's match is free again", async () => {
    const gone = (await create({ match: "/freed" })).body.id as string;
    expect((await api.del(`${ROUTES}/${gone}`)).status).toBe(204);
    expect((await create({ match: "/freed" })).status).toBe(201);
  });
});

describe("modules one by one", () => {
  let id: string;
  let path: string;
  beforeAll(async () => {
    id = (await create({ backend: { backend_id: "bkdtg_one" } })).body.id;
    path = `${ROUTES}/${id}`;
  });

  test.each(Object.keys(ALL))("PUT %s answers the module's response shape; GET reads it back", async (name) => {
    const r = await api.put(`${path}/${name}`, ALL[name as keyof typeof ALL]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(allResponse(id)[name as keyof typeof ALL]);
    expect(ModuleResponse[name as keyof typeof ModuleResponse].safeParse(r.body).success).toBe(true);
    expect((await api.get(path)).body[name]).toEqual(r.body);
    expect((await api.get(`${path}/${name}`)).body).toEqual(r.body);
  });

  test("PUT replaces whole; enabled false is kept", async () => {
    await api.put(`${path}/circuit_breaker`, { tripped_duration: 1, rolling_window: 2 });
    const r = await api.put(`${path}/circuit_breaker`, { enabled: false, num_buckets: 3 });
    expect(r.body).toEqual({ enabled: false, num_buckets: 3 });
  });

  test("PUT checks its body and references (paths relative to the module)", async () => {
    expectError(await api.put(`${path}/backend`, { backend_id: "bkdtg_nope" }), 400, "ERR_REFERENCE_NOT_FOUND", "backend_id bkdtg_nope does not exist");
    expectError(await api.put(`${path}/ip_restriction`, { ip_policy_ids: ["ipp_x"] }), 400, "ERR_REFERENCE_NOT_FOUND", "ip_policy_ids[0] ipp_x does not exist");
    expectError(await api.put(`${path}/traffic_policy`, { value: "" }), 400, "ERR_VALIDATION", "value must not be empty");
    expectError(await api.put(`${path}/compression`, null), 400, "ERR_VALIDATION", "must be an object; got null");
  });

  test("DELETE removes the module (204); the route's answer leaves it out", async () => {
    await api.put(`${path}/user_agent_filter`, { deny: ["x"] });
    const r = await api.del(`${path}/user_agent_filter`);
    expect([r.status, r.text]).toEqual([204, ""]);
    expect("user_agent_filter" in (await api.get(path)).body).toBe(false);
    expectError(await api.get(`${path}/user_agent_filter`), 404, "ERR_NOT_FOUND", `edge route ${id} has no user_agent_filter module`);
    expect((await api.del(`${path}/user_agent_filter`)).status).toBe(204);
  });

  test("module operations on an unknown route are 404", async () => {
    expectError(await api.put(`${ROUTES}/edghtsrt_nope/compression`, {}), 404, "ERR_NOT_FOUND", "edge route edghtsrt_nope not found");
    expectError(await api.del(`${ROUTES}/edghtsrt_nope/compression`), 404, "ERR_NOT_FOUND", "edge route edghtsrt_nope not found");
    expectError(await api.get(`${ROUTES}/edghtsrt_nope/compression`), 404, "ERR_NOT_FOUND", "edge route edghtsrt_nope not found");
  });
});

describe("delete", () => {
  test("204, then 404", async () => {
    const id = (await create()).body.id as string;
    const r = await api.del(`${ROUTES}/${id}`);
    expect([r.status, r.text]).toEqual([204, ""]);
    expectError(await api.get(`${ROUTES}/${id}`), 404, "ERR_NOT_FOUND", `edge route ${id} not found`);
    expectError(await api.del(`${ROUTES}/${id}`), 404, "ERR_NOT_FOUND", `edge route ${id} not found`);
  });
});
