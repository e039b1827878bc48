// CloudEndpoint under the real engine against the emulator: one stack, steps chained in order.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, findResource, outOfBand, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";

const FORWARD = `{ on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://app.internal" } }] }] }`;
const FORWARD_TEXT = JSON.stringify({ on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://app.internal" } }] }] });

const program = (args: string) => `
const ep = new ingress.CloudEndpoint("ep", { ${args} });
exports.id = ep.id;
exports.url = ep.url;
exports.hostport = ep.hostport;
exports.trafficPolicy = ep.trafficPolicy;
exports.bindings = ep.bindings;
exports.description = ep.description;
`;
const base = `url: "https://app.example.com:443", trafficPolicy: ${FORWARD}`;

beforeAll(async () => {
  s = await startRun("cep", { body: program(`${base}, description: "migrated", metadata: "m"`) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the endpoint with exactly one API call; the policy object is stored as its text", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(id).toMatch(/^ep_[A-Za-z0-9]+$/);
  expect(s.calls()).toEqual(["POST /endpoints 201"]);
  expect(up.outputs["url"]?.value).toBe("https://app.example.com");
  expect(up.outputs["hostport"]?.value).toBe("app.example.com:443");
  expect(up.outputs["trafficPolicy"]?.value).toBe(FORWARD_TEXT);
  expect(up.outputs["bindings"]?.value).toEqual(["public"]);
  expect(s.emulator.snapshot().endpoints[id]?.traffic_policy).toBe(FORWARD_TEXT);
});

test("a second preview reports no changes: the default port, the inferred binding and the same policy as YAML are not changes", async () => {
  const yaml = "on_http_request:\\n  - actions:\\n      - type: forward-internal\\n        config:\\n          url: https://app.internal\\n";
  await s.setProgram(program(`url: "https://app.example.com", trafficPolicy: "${yaml}", bindings: ["public"], description: "migrated", metadata: "m"`));
  s.mark();
  expect((await s.stack.preview()).summary).toEqual({ same: 2 });
  expect(s.calls()).toEqual([]);
});

test("a url change is made in place: one PATCH with only what changed, the same id", async () => {
  await s.setProgram(program(`url: "https://www.example.com", trafficPolicy: ${FORWARD}, description: "migrated", metadata: "m"`));
  s.mark();
  const up = await s.stack.up();
  expect(String(up.outputs["id"]?.value)).toBe(id);
  const changes = s.entries().filter((e) => e.method !== "GET");
  expect(changes.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`PATCH /endpoints/${id} 200`]);
  expect(JSON.parse(changes[0]?.requestBody ?? "")).toEqual({ url: "https://www.example.com" });
});

test("removed description and metadata are cleared on the service", async () => {
  await s.setProgram(program(`url: "https://www.example.com", trafficPolicy: ${FORWARD}`));
  s.mark();
  await s.stack.up();
  const patch = s.entries().find((e) => e.method === "PATCH");
  expect(JSON.parse(patch?.requestBody ?? "")).toEqual({ description: "", metadata: "" });
});

test("an out-of-band edit is caught by refresh and put back by up", async () => {
  await outOfBand(s.emulator, "PATCH", `/endpoints/${id}`, { traffic_policy: "on_http_request:\n  - actions:\n      - type: deny\n" });
  await s.stack.refresh();
  expect((await s.stack.preview()).summary).toEqual({ same: 1, update: 1 });
  await s.stack.up();
  expect(s.emulator.snapshot().endpoints[id]?.traffic_policy).toBe(FORWARD_TEXT);
});

test("an out-of-band delete is caught by refresh, and up creates it again", async () => {
  await outOfBand(s.emulator, "DELETE", `/endpoints/${id}`);
  await s.stack.refresh();
  const state = await s.stack.exportState();
  expect(() => findResource(state, "ep")).toThrow("found 0");
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /endpoints 201"]);
  id = String(up.outputs["id"]?.value);
});

test("a policy holding a client secret is secret in the state", async () => {
  const oauth = `{ on_http_request: [{ actions: [{ type: "oauth", config: { provider: "google", client_id: "id", client_secret: "engine-s3cret" } }, { type: "forward-internal", config: { url: "https://app.internal" } }] }] }`;
  await s.setProgram(program(`url: "https://www.example.com", trafficPolicy: ${oauth}`));
  await s.stack.up();
  const state = JSON.stringify(await s.stack.exportState());
  expect(state).not.toContain("engine-s3cret");
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  const cases: [string, string, string][] = [
    ["a url with a path", `url: "https://app.example.com/api", trafficPolicy: ${FORWARD}`, `url must be an endpoint URL (scheme://hostname[:port], with no path, query or credentials); got "https://app.example.com/api"`],
    ["a public https url on port 8443", `url: "https://app.example.com:8443", trafficPolicy: ${FORWARD}`, "url must use port 443 for a public https endpoint; got 8443"],
    ["an internal binding on a public hostname", `url: "https://app.example.com", bindings: ["internal"], trafficPolicy: ${FORWARD}`, `url must have a hostname ending in .internal for the internal binding; got "https://app.example.com"`],
    ["an empty policy", `url: "https://app.example.com", trafficPolicy: ""`, "trafficPolicy must not be empty"],
    ["an action's config", `url: "https://app.example.com", trafficPolicy: { on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "" } }] }] }`, "trafficPolicy.on_http_request[0].actions[0].config.url must not be empty"],
    ["an HTTP phase on a tcp endpoint", `url: "tcp://db.internal:5432", trafficPolicy: ${FORWARD}`, "trafficPolicy must not use the on_http_request phase on a tcp endpoint (only on_tcp_connect applies)"],
    [
      "an expression that does not parse (issue #51: the service would take it and answer 500)",
      `url: "https://app.example.com", trafficPolicy: { on_http_request: [{ name: "office only", expressions: ["req.method == "], actions: [{ type: "deny" }] }] }`,
      'trafficPolicy on_http_request rule "office only" expression "req.method == " does not parse: <input>:1:12: found = but expecting end of input',
    ],
    ["a description over 255 bytes", `${base}, description: "é".repeat(128)`, "description must be at most 255 bytes (UTF-8); got 256 bytes"],
  ];
  test.each(cases)("%s", async (_name, args, message) => {
    await s.setProgram(program(args));
    s.mark();
    expect(await failureOf(s.stack.preview())).toContain(message);
    expect(s.calls()).toEqual([]);
  });
});

test("destroy leaves the emulator empty", async () => {
  await s.setProgram(program(base));
  await s.stack.destroy();
  expect(s.emulator.snapshot().endpoints).toEqual({});
});
