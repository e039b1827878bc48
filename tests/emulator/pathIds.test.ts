/**
 * Bodies as the service's own clients send them: its TypeScript client repeats an operation's
 * path identifiers (`id`, `edge_id`) in the body. Equal to the path's: accepted, with the same
 * answer as without them. Different: 400 in the service's error body. Any other unknown field, or
 * an identifier the operation's path does not carry: refused as before.
 */
import type { Emulator } from "../../emulator";
import { makeChain, type TestChain } from "../support/certs";
import { expectError, start, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let chain: TestChain;
const UNKNOWN = (field: string) => `${field} is not a known field (allowed fields are listed in the API reference)`;
const ROUTES = "/edges/https/edghts_main/routes";

beforeAll(async () => {
  ({ emulator, api } = await start());
  chain = await makeChain({ keyType: "ecdsa", commonName: "ids.example.com" });
});
afterAll(() => emulator.close());

/** Creates an item and returns its id. */
const created = async (path: string, body: unknown): Promise<string> => {
  const r = await api.post(path, body);
  expect(r.status).toBe(201);
  return r.body.id as string;
};

describe("TLS certificates", () => {
  let id: string;
  beforeAll(async () => {
    id = await created("/tls_certificates", { certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem });
  });

  test("PATCH with the path's id in the body is accepted like one without", async () => {
    const withId = await api.patch(`/tls_certificates/${id}`, { id, description: "with id" });
    expect(withId.status).toBe(200);
    const without = await api.patch(`/tls_certificates/${id}`, { description: "with id" });
    expect(withId.body).toEqual(without.body);
  });

  test("PATCH with another id in the body is 400", async () => {
    expectError(await api.patch(`/tls_certificates/${id}`, { id: "cert_other", description: "x" }), 400, "ERR_VALIDATION", `id "cert_other" differs from the id of the path, "${id}"`);
    expect((await api.get(`/tls_certificates/${id}`)).body.description).toBe("with id");
  });

  test("an unknown field, or an id on a create (its path has none), is refused", async () => {
    expectError(await api.patch(`/tls_certificates/${id}`, { id, colour: "red" }), 400, "ERR_VALIDATION", UNKNOWN("colour"));
    expectError(await api.post("/tls_certificates", { id: "cert_x", certificate_pem: chain.certificatePem, private_key_pem: chain.privateKeyPem }), 400, "ERR_VALIDATION", UNKNOWN("id"));
  });
});

describe("event subscriptions", () => {
  const body = { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_one"] };

  test("PATCH with the path's id is accepted; another id is 400; an unknown field is refused", async () => {
    const id = await created("/event_subscriptions", body);
    const r = await api.patch(`/event_subscriptions/${id}`, { id, description: "audit" });
    expect(r.status).toBe(200);
    expect(r.body.description).toBe("audit");
    expectError(await api.patch(`/event_subscriptions/${id}`, { id: "esb_other" }), 400, "ERR_VALIDATION", `id "esb_other" differs from the id of the path, "${id}"`);
    expectError(await api.patch(`/event_subscriptions/${id}`, { id, edge_id: "edghts_main" }), 400, "ERR_VALIDATION", UNKNOWN("edge_id"));
  });
});

describe("HTTPS edge routes", () => {
  const route = { match_type: "path_prefix", match: "/ids", backend: { backend_id: "bkdtg_one" } };

  test("create with the path's edge_id is accepted; another edge_id is 400 and creates nothing", async () => {
    const before = Object.keys(emulator.snapshot().routes).length;
    const r = await api.post(ROUTES, { edge_id: "edghts_main", ...route });
    expect(r.status).toBe(201);
    expect(r.body.edge_id).toBe("edghts_main");
    expectError(await api.post(ROUTES, { edge_id: "edghts_other", ...route }), 400, "ERR_VALIDATION", 'edge_id "edghts_other" differs from the edge_id of the path, "edghts_main"');
    expect(Object.keys(emulator.snapshot().routes)).toHaveLength(before + 1);
  });

  test("PATCH with edge_id and id of the path is accepted; either one different is 400, both named", async () => {
    const id = await created(ROUTES, { ...route, match: "/ids-patch" }); // one match per edge
    const r = await api.patch(`${ROUTES}/${id}`, { edge_id: "edghts_main", id, description: "patched" });
    expect(r.status).toBe(200);
    expect(r.body.description).toBe("patched");
    expectError(
      await api.patch(`${ROUTES}/${id}`, { edge_id: "edghts_other", id: "edghtsrt_other" }),
      400,
      "ERR_VALIDATION",
      `edge_id "edghts_other" differs from the edge_id of the path, "edghts_main"; id "edghtsrt_other" differs from the id of the path, "${id}"`,
    );
  });

  test("a module PUT (the body is the module) takes the path's identifiers too; an unknown field is refused", async () => {
    const id = await created(ROUTES, { ...route, match: "/ids-put" });
    const r = await api.put(`${ROUTES}/${id}/compression`, { edge_id: "edghts_main", id, enabled: false });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ enabled: false });
    expectError(await api.put(`${ROUTES}/${id}/compression`, { id: "edghtsrt_other" }), 400, "ERR_VALIDATION", `id "edghtsrt_other" differs from the id of the path, "${id}"`);
    expectError(await api.put(`${ROUTES}/${id}/compression`, { module: { enabled: true } }), 400, "ERR_VALIDATION", UNKNOWN("module"));
  });
});
