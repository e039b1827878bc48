/** `/ai_gateway_api_keys` over HTTP: the endpoint found and running the AI gateway, the token in the create's answer only, the limits in characters. */
import type { Emulator } from "../../emulator";
import { AiGatewayApiKey } from "../../provider/resources/aiGatewayApiKey/wire";
import { expectError, idOf, start, TIME, type Api } from "./helpers";

let emulator: Emulator;
let api: Api;
let base: string;
beforeAll(async () => ({ emulator, api, base } = await start()));
afterAll(() => emulator.close());

const AI_POLICY = "on_http_request:\n  - actions:\n      - type: ai-gateway\n";
const DENY_POLICY = "on_http_request:\n  - actions:\n      - type: deny\n";

/** A cloud endpoint's id, made through the API. */
async function endpoint(host: string, policy: string): Promise<string> {
  const r = await api.post("/endpoints", { url: `https://${host}.example.com`, traffic_policy: policy });
  expect(r.status).toBe(201);
  return r.body.id as string;
}

let gateway = "";
let plain = "";
beforeAll(async () => {
  gateway = await endpoint("ai", AI_POLICY);
  plain = await endpoint("plain", DENY_POLICY);
});

test("a key: 201 with its endpoint as a reference and the token in the create's answer only; nothing of the token stored", async () => {
  const r = await api.post("/ai_gateway_api_keys", { endpoint_id: gateway, description: "chat app", metadata: '{"team":"ml"}' });
  expect(r.status).toBe(201);
  const id = r.body.id as string;
  const token = r.body.token as string;
  expect(r.body).toStrictEqual({
    id: idOf("aigk_"),
    uri: `${base}/ai_gateway_api_keys/${id}`,
    created_at: TIME,
    updated_at: TIME,
    description: "chat app",
    metadata: '{"team":"ml"}',
    endpoint: { id: gateway, uri: `${base}/endpoints/${gateway}` },
    token: expect.stringMatching(/^ng-[0-9A-Za-z]{8}-g1-[0-9A-Za-z]{32}$/),
  });
  expect(AiGatewayApiKey.parse(r.body)).toEqual(r.body);
  // After the create, the token is left out, as the service leaves out what is empty.
  expect("token" in (await api.get(`/ai_gateway_api_keys/${id}`)).body).toBe(false);
  const listed = (await api.get("/ai_gateway_api_keys")).body.ai_gateway_api_keys as Record<string, unknown>[];
  expect(listed.map((k) => [k["id"], "token" in k])).toEqual([[id, false]]);
  expect(JSON.stringify(emulator.snapshot())).not.toContain(token);
});

test("a PATCH changes the endpoint, description and metadata in place; the token stays left out", async () => {
  const id = (await api.post("/ai_gateway_api_keys", { endpoint_id: gateway })).body.id as string;
  const other = await endpoint("ai-other", AI_POLICY);
  const r = await api.patch(`/ai_gateway_api_keys/${id}`, { endpoint_id: other, description: "moved", metadata: "m" });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ id, endpoint: { id: other, uri: `${base}/endpoints/${other}` }, description: "moved", metadata: "m" });
  expect("token" in r.body).toBe(false);
  const cleared = (await api.patch(`/ai_gateway_api_keys/${id}`, { description: "" })).body;
  expect(cleared).toMatchObject({ metadata: "m", endpoint: { id: other } });
  expect("description" in cleared).toBe(false);
  expect((await api.del(`/ai_gateway_api_keys/${id}`)).status).toBe(204);
  expect((await api.get(`/ai_gateway_api_keys/${id}`)).status).toBe(404);
});

test("an endpoint the account does not hold: 404 ERR_NGROK_27002; one without the ai-gateway action: 422 ERR_NGROK_27003; on create and on PATCH", async () => {
  expectError(await api.post("/ai_gateway_api_keys", { endpoint_id: "ep_gone" }), 404, "ERR_NGROK_27002", "The specified endpoint was not found.");
  expectError(await api.post("/ai_gateway_api_keys", { endpoint_id: plain }), 422, "ERR_NGROK_27003", "The specified endpoint does not have AI Gateway action enabled.");
  const id = (await api.post("/ai_gateway_api_keys", { endpoint_id: gateway })).body.id as string;
  expectError(await api.patch(`/ai_gateway_api_keys/${id}`, { endpoint_id: "ep_gone" }), 404, "ERR_NGROK_27002", "The specified endpoint was not found.");
  expectError(await api.patch(`/ai_gateway_api_keys/${id}`, { endpoint_id: plain }), 422, "ERR_NGROK_27003", "The specified endpoint does not have AI Gateway action enabled.");
  expect((await api.get(`/ai_gateway_api_keys/${id}`)).body.endpoint).toEqual({ id: gateway, uri: `${base}/endpoints/${gateway}` });
});

test("the wire rules: endpoint_id required, description at most 255 characters, metadata at most 4096", async () => {
  expectError(await api.post("/ai_gateway_api_keys", { description: "no endpoint" }), 400, "ERR_VALIDATION", "endpoint_id is required");
  expect((await api.post("/ai_gateway_api_keys", { endpoint_id: gateway, description: "é".repeat(255) })).status).toBe(201);
  expectError(await api.post("/ai_gateway_api_keys", { endpoint_id: gateway, description: "é".repeat(256) }), 400, "ERR_VALIDATION", "description must be at most 255 characters; got 256");
  expectError(await api.post("/ai_gateway_api_keys", { endpoint_id: gateway, metadata: "m".repeat(4097) }), 400, "ERR_VALIDATION", "metadata must be at most 4096 characters; got 4097");
});
