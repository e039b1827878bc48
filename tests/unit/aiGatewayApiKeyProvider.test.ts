// The AiGatewayApiKey provider's check, diff, create, read, update and delete, called directly
// against the emulator in process: every call it makes, every body it sends, its outputs (the token
// in the create's answer only, a secret output kept by read and update), and the refusals of check
// (exact messages, no call) and of the service (its own error codes).
import { FAMILIES, secretOutputs } from "../../provider/families";
import * as aiKey from "../../provider/resources/aiGatewayApiKey/family";
import { useProviderService } from "../support/providerService";

const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
const NO_CHANGE = { changes: false, replaces: [], deleteBeforeReplace: false };
const IN_PLACE = { changes: true, replaces: [], deleteBeforeReplace: false };
const AI_POLICY = "on_http_request:\n  - actions:\n      - type: ai-gateway\n";

const service = useProviderService();
const { mark, calls, bodies } = service;

/** A cloud endpoint made through the emulator's API: its id. */
async function endpoint(host: string, policy = AI_POLICY): Promise<string> {
  const r = await fetch(`${service.emulator.baseUrl}/endpoints`, {
    method: "POST",
    headers: { authorization: `Bearer ${service.emulator.apiKey}`, "service-version": "2", "content-type": "application/json" },
    body: JSON.stringify({ url: `https://${host}.example.com`, traffic_policy: policy }),
  });
  return ((await r.json()) as { id: string }).id;
}

test("the token is the family's one secret output", () => {
  expect(secretOutputs(FAMILIES.AiGatewayApiKey)).toEqual([["token"]]);
  expect(FAMILIES.AiGatewayApiKey.outputFields).toEqual(["endpointId", "uri", "createdAt", "description", "metadata", "updatedAt", "createdBy", "lastUpdatedBy", "token", "displayName", "lastUsed"]);
});

test("check refuses bad inputs, naming the field and the rule, before any call", async () => {
  mark();
  expect((await aiKey.check({}, {})).failures).toEqual([{ property: "endpointId", reason: "endpointId is required" }]);
  expect((await aiKey.check({}, { endpointId: "aigk_1", description: "é".repeat(256), metadata: "m".repeat(4097) })).failures).toEqual([
    { property: "description", reason: "description must be at most 255 characters; got 256" },
    { property: "metadata", reason: "metadata must be at most 4096 characters; got 4097" },
    { property: "endpointId", reason: 'endpointId must be an AI gateway endpoint id of the form ep_<id>; got "aigk_1"' },
  ]);
  expect((await aiKey.check({}, { endpointId: "ep_1", ownerId: "usr_1" })).failures).toEqual([{ property: "ownerId", reason: "ownerId is not a known field (allowed fields are listed in the API reference)" }]);
  // 255 characters of two bytes each: the limit is in characters, not bytes.
  expect((await aiKey.check({}, { endpointId: "ep_1", description: "é".repeat(255), __urn: "urn:pulumi:s::p::x::k" })).failures).toEqual([]);
  expect(calls()).toEqual([]);
});

describe("lifecycle", () => {
  let gateway = "";
  let id = "";
  let outs: aiKey.AiGatewayApiKeyOutputs;
  let token = "";

  test("create: one POST; the token in its answer only, an output", async () => {
    gateway = await endpoint("ai");
    mark();
    const r = await aiKey.create({ endpointId: gateway, description: "chat app" });
    id = r.id;
    outs = r.outs as aiKey.AiGatewayApiKeyOutputs;
    token = outs.token as string;
    expect(calls()).toEqual(["POST /ai_gateway_api_keys 201"]);
    expect(bodies()).toEqual([{ endpoint_id: gateway, description: "chat app" }]);
    expect(id).toMatch(/^aigk_[0-9A-Za-z]{27}$/);
    expect(outs).toEqual({
      endpointId: gateway,
      uri: `${service.emulator.baseUrl}/ai_gateway_api_keys/${id}`,
      createdAt: TIME,
      description: "chat app",
      metadata: null,
      updatedAt: TIME,
      createdBy: null,
      lastUpdatedBy: null,
      token: expect.stringMatching(/^ng-[0-9A-Za-z]{8}-g1-[0-9A-Za-z]{32}$/),
      displayName: null,
      lastUsed: null,
    });
    expect(await aiKey.diff(id, outs, { endpointId: gateway, description: "chat app" })).toEqual(NO_CHANGE);
    expect(JSON.stringify(service.emulator.snapshot())).not.toContain(token);
  });

  test("read keeps the token the state holds; without it (an import's read), the token is null", async () => {
    mark();
    expect(await aiKey.read(id, outs)).toEqual({ id, props: outs });
    expect(calls()).toEqual([`GET /ai_gateway_api_keys/${id} 200`]);
    expect(await aiKey.read(id)).toEqual({ id, props: { ...outs, token: null } });
  });

  test("update: endpoint, description and metadata in place, one PATCH of what changed, the token kept", async () => {
    const other = await endpoint("ai-other");
    expect(await aiKey.diff(id, outs, { endpointId: other, description: "chat app" })).toEqual(IN_PLACE);
    mark();
    let r = await aiKey.update(id, outs, { endpointId: other, description: "chat app", metadata: "{}" });
    expect(calls()).toEqual([`PATCH /ai_gateway_api_keys/${id} 200`]);
    expect(bodies()).toEqual([{ endpoint_id: other, metadata: "{}" }]);
    outs = r.outs as aiKey.AiGatewayApiKeyOutputs;
    expect([outs.endpointId, outs.description, outs.metadata, outs.token]).toEqual([other, "chat app", "{}", token]);
    mark();
    r = await aiKey.update(id, outs, { endpointId: other });
    expect(bodies()).toEqual([{ description: "", metadata: "" }]);
    outs = r.outs as aiKey.AiGatewayApiKeyOutputs;
    // Cleared with "", which the service leaves out of its answer: both read back as null.
    expect([outs.description, outs.metadata, outs.token]).toEqual([null, null, token]);
    expect(await aiKey.read(id, outs)).toEqual({ id, props: outs });
  });

  test("the list holds the key without its token", async () => {
    const { getClient } = await import("../../provider/process/runtime");
    // The list leaves the token out (omitempty): the key is listed without a token member.
    const listed: [string, boolean][] = [];
    for await (const k of getClient().aiGatewayApiKeys.list()) listed.push([k.id, "token" in k]);
    expect(listed).toEqual([[id, false]]);
  });

  test("the service refuses an endpoint it cannot find (ERR_NGROK_27002) and one without the ai-gateway action (ERR_NGROK_27003)", async () => {
    await expect(aiKey.create({ endpointId: "ep_missing" })).rejects.toThrow("The specified endpoint was not found.");
    const plain = await endpoint("plain", "on_http_request:\n  - actions:\n      - type: deny\n");
    await expect(aiKey.create({ endpointId: plain })).rejects.toThrow("The specified endpoint does not have AI Gateway action enabled.");
  });

  test("adoption: no token (it cannot be recovered), which one warning line says", async () => {
    const warned: string[] = [];
    const warn = jest.spyOn(console, "warn").mockImplementation((m: string) => void warned.push(m));
    try {
      mark();
      const r = await aiKey.create({ adoptId: id, endpointId: outs.endpointId as string, description: "", metadata: "" });
      expect(calls()).toEqual([`GET /ai_gateway_api_keys/${id} 200`]);
      expect((r.outs as aiKey.AiGatewayApiKeyOutputs).token).toBeNull();
      expect(warned).toEqual([
        `warning: ${id} (adopted): its token cannot be recovered: the service returns an AI gateway API key's token only in the response that creates it, so the token output stays null; for a token, create a new AI gateway API key (without adoptId)`,
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  test("delete: one DELETE; already gone is fine", async () => {
    mark();
    await aiKey.remove(id);
    await aiKey.remove(id);
    expect(calls()).toEqual([`DELETE /ai_gateway_api_keys/${id} 204`, `DELETE /ai_gateway_api_keys/${id} 404`]);
  });
});
