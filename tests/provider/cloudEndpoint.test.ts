// CloudEndpoint's dynamic provider in process against the emulator, step by step as the engine drives it
// (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals. Moved from
// tests/engine/cloudEndpoint.test.ts, each test under its name there. The SDK hands the provider a
// valid policy object as its JSON text and an invalid one as it is (tests/unit/cloudEndpointSdk.test.ts),
// so the programs' objects are given here in those forms. What only the engine proves stays under
// the engine (tests/engine/secretInputsInState.test.ts, one up of a stack shared with two other families): a policy holding a client secret is not in the state.
// Each function's bodies and whole outputs, adoption and recovery are tests/unit/cloudEndpointProvider.test.ts's,
// every check rule tests/unit/cloudEndpointCheck.test.ts's; not repeated here.
import * as cloudEndpoint from "../../provider/resources/cloudEndpoint/family";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const FORWARD = JSON.stringify({ on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://app.internal" } }] }] });
const service = useProviderService();
const { mark, calls, bodies } = service;
const ep = stepsOf(cloudEndpoint);
const base = { url: "https://app.example.com:443", trafficPolicy: FORWARD };

test("up creates the endpoint with exactly one API call; the policy object is stored as its text", async () => {
  mark();
  expect(await ep.up({ ...base, description: "migrated", metadata: "m" })).toBe("create");
  expect(ep.id).toMatch(/^ep_[A-Za-z0-9]+$/);
  expect(calls()).toEqual(["POST /endpoints 201"]);
  expect(ep.outputs["url"]).toBe("https://app.example.com");
  expect(ep.outputs["hostport"]).toBe("app.example.com:443");
  expect(ep.outputs["trafficPolicy"]).toBe(FORWARD);
  expect(ep.outputs["bindings"]).toEqual(["public"]);
  expect(service.emulator.snapshot().endpoints[ep.id]?.traffic_policy).toBe(FORWARD);
});

test("a second preview reports no changes: the default port, the inferred binding and the same policy as YAML are not changes", async () => {
  const yaml = "on_http_request:\n  - actions:\n      - type: forward-internal\n        config:\n          url: https://app.internal\n";
  mark();
  expect(await ep.preview({ url: "https://app.example.com", trafficPolicy: yaml, bindings: ["public"], description: "migrated", metadata: "m" })).toBe("same");
  expect(calls()).toEqual([]);
});

test("a url change is made in place: one PATCH with only what changed, the same id", async () => {
  const id = ep.id;
  mark();
  expect(await ep.up({ url: "https://www.example.com", trafficPolicy: FORWARD, description: "migrated", metadata: "m" })).toBe("update");
  expect(ep.id).toBe(id);
  expect(calls()).toEqual([`PATCH /endpoints/${id} 200`]);
  expect(bodies()).toEqual([{ url: "https://www.example.com" }]);
});

test("removed description and metadata are cleared on the service", async () => {
  mark();
  expect(await ep.up({ url: "https://www.example.com", trafficPolicy: FORWARD })).toBe("update");
  expect(bodies()).toEqual([{ description: "", metadata: "" }]);
  // The service leaves "" out of its answer, as for a member never set: both read back as null.
  expect([ep.outputs["description"], ep.outputs["metadata"]]).toEqual([null, null]);
});

test("an out-of-band edit is caught by refresh and put back by up", async () => {
  const deny = "on_http_request:\n  - actions:\n      - type: deny\n";
  await outOfBand(service.emulator, "PATCH", `/endpoints/${ep.id}`, { traffic_policy: deny });
  mark();
  await ep.refresh();
  expect(calls()).toEqual([`GET /endpoints/${ep.id} 200`]);
  expect(ep.outputs["trafficPolicy"]).toBe(deny);
  expect(await ep.preview({ url: "https://www.example.com", trafficPolicy: FORWARD })).toBe("update");
  mark();
  expect(await ep.up({ url: "https://www.example.com", trafficPolicy: FORWARD })).toBe("update");
  expect(bodies()).toEqual([{ traffic_policy: FORWARD }]);
  expect(service.emulator.snapshot().endpoints[ep.id]?.traffic_policy).toBe(FORWARD);
});

test("an out-of-band delete is caught by refresh, and up creates it again", async () => {
  const id = ep.id;
  await outOfBand(service.emulator, "DELETE", `/endpoints/${id}`);
  expect(await ep.refresh()).toBeUndefined();
  expect(ep.held).toBeUndefined();
  mark();
  expect(await ep.up({ url: "https://www.example.com", trafficPolicy: FORWARD })).toBe("create");
  expect(calls()).toEqual(["POST /endpoints 201"]);
  expect(ep.id).not.toBe(id);
});

describe("bad inputs fail at preview, naming the field and the rule, with no API call", () => {
  // A policy's failures are the resource's (property ""): the engine would print the policy, which may hold a secret.
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "a url with a path",
      { url: "https://app.example.com/api", trafficPolicy: FORWARD },
      "url",
      'url must be an endpoint URL (scheme://hostname[:port], with no path, query or credentials); got "https://app.example.com/api"',
    ],
    ["a public https url on port 8443", { url: "https://app.example.com:8443", trafficPolicy: FORWARD }, "url", "url must use port 443 for a public https endpoint; got 8443"],
    [
      "an internal binding on a public hostname",
      { url: "https://app.example.com", bindings: ["internal"], trafficPolicy: FORWARD },
      "url",
      'url must have a hostname ending in .internal for the internal binding; got "https://app.example.com"',
    ],
    ["an empty policy", { url: "https://app.example.com", trafficPolicy: "" }, "", "trafficPolicy must not be empty (a cloud endpoint handles its traffic with its policy alone)"],
    [
      "an action's config",
      { url: "https://app.example.com", trafficPolicy: { on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "" } }] }] } },
      "",
      "trafficPolicy.on_http_request[0].actions[0].config.url must not be empty",
    ],
    [
      "an HTTP phase on a tcp endpoint",
      { url: "tcp://db.internal:5432", trafficPolicy: FORWARD },
      "",
      "trafficPolicy must not use the on_http_request phase on a tcp endpoint (only on_tcp_connect applies)",
    ],
    [
      "an expression that does not parse (issue #51: the service would take it and answer 500)",
      { url: "https://app.example.com", trafficPolicy: JSON.stringify({ on_http_request: [{ name: "office only", expressions: ["req.method == "], actions: [{ type: "deny" }] }] }) },
      "",
      'trafficPolicy on_http_request rule "office only" expression "req.method == " does not parse: <input>:1:12: found = but expecting end of input',
    ],
    ["a description over 255 bytes", { ...base, description: "é".repeat(128) }, "description", "description must be at most 255 bytes (UTF-8); got 256 bytes"],
  ];
  test.each(cases)("%s", async (_name, args, property, reason) => {
    mark();
    await expect(ep.preview(args)).rejects.toHaveProperty("failures", [{ property, reason }]);
    expect(calls()).toEqual([]);
  });
});

test("destroy leaves the emulator empty", async () => {
  const id = ep.id;
  mark();
  await ep.destroy();
  expect(calls()).toEqual([`DELETE /endpoints/${id} 204`]);
  expect(service.emulator.snapshot().endpoints).toEqual({});
});
