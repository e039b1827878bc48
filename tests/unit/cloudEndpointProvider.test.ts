// The CloudEndpoint provider's create, read, update and delete, called directly against the
// emulator in process: every call it makes, every body it sends, and its outputs exactly.
import * as cep from "../../provider/resources/cloudEndpoint/family";
import { useProviderService } from "../support/providerService";

const DENY = "on_http_request:\n  - actions:\n      - type: deny\n";
const FORWARD = JSON.stringify({ on_http_request: [{ actions: [{ type: "forward-internal", config: { url: "https://app.internal" } }] }] });
const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

const service = useProviderService({ seed: { edges: [{ id: "edghts_old", hostports: ["app.example.com:443"] }] } });
const { mark, calls, bodies } = service;

afterEach(() => service.emulator.setFaults(undefined));

describe("lifecycle", () => {
  let id = "";
  let outs: cep.CepOutputs;

  test("create: one POST with type cloud and only what the program sets; outputs in the service's form", async () => {
    mark();
    const created = await cep.create({ url: "https://App.Example.com:443", trafficPolicy: FORWARD, description: "migrated from edghts_old" });
    id = created.id;
    outs = created.outs as cep.CepOutputs;
    expect(calls()).toEqual(["POST /endpoints 201"]);
    expect(bodies()).toEqual([{ type: "cloud", url: "https://App.Example.com:443", traffic_policy: FORWARD, description: "migrated from edghts_old" }]);
    expect(id).toMatch(/^ep_[0-9A-Za-z]{27}$/);
    expect(outs).toEqual({
      uri: `${service.emulator.baseUrl}/endpoints/${id}`,
      createdAt: TIME,
      updatedAt: TIME,
      type: "cloud",
      url: "https://app.example.com",
      proto: "https",
      hostport: "app.example.com:443",
      trafficPolicy: FORWARD,
      description: "migrated from edghts_old",
      metadata: null,
      bindings: ["public"],
      poolingEnabled: false,
      domain: null,
      name: null,
      principal: null,
      region: null,
      scheme: "https",
      host: "app.example.com",
      port: 443,
      upstreamUrl: null,
      upstreamProtocol: null,
    });
  });

  test("diff against the program as written: no change (default port, case, inferred binding)", async () => {
    expect((await cep.diff(id, outs, { url: "https://App.Example.com:443", trafficPolicy: FORWARD, description: "migrated from edghts_old" })).changes).toBe(false);
  });

  test("read returns the same outputs", async () => {
    expect(await cep.read(id)).toEqual({ id, props: outs });
  });

  test("update: one PATCH with only what changed, the url in place; a removed description is cleared", async () => {
    mark();
    const r = await cep.update(id, outs, { url: "https://www.example.com", trafficPolicy: DENY, poolingEnabled: true });
    expect(calls()).toEqual([`PATCH /endpoints/${id} 200`]);
    expect(bodies()).toEqual([{ url: "https://www.example.com", traffic_policy: DENY, description: "", pooling_enabled: true }]);
    // The description is cleared with "", which the service leaves out of its answer: it reads back as null.
    expect(r.outs).toEqual({ ...outs, updatedAt: TIME, url: "https://www.example.com", hostport: "www.example.com:443", host: "www.example.com", trafficPolicy: DENY, description: null, poolingEnabled: true });
    outs = r.outs as cep.CepOutputs;
  });

  test("moving to an .internal url sends the binding the service would not infer for a stored endpoint", async () => {
    mark();
    const r = await cep.update(id, outs, { url: "https://app.internal", trafficPolicy: DENY, poolingEnabled: true });
    expect(bodies()).toEqual([{ url: "https://app.internal", bindings: ["internal"] }]);
    expect((r.outs as cep.CepOutputs).bindings).toEqual(["internal"]);
  });

  test("delete, then read: gone (refresh drops it); a second delete is not an error", async () => {
    mark();
    await cep.remove(id);
    expect(await cep.read(id)).toEqual({ id: "" });
    await cep.remove(id);
    expect(calls()).toEqual([`DELETE /endpoints/${id} 204`, `GET /endpoints/${id} 404`, `DELETE /endpoints/${id} 404`]);
  });
});

describe("adoption", () => {
  test("adoptId takes over an existing endpoint and reconciles it with one PATCH", async () => {
    const { id: existing } = await cep.create({ url: "https://adopt.example.com", trafficPolicy: DENY, metadata: "old" });
    mark();
    const adopted = await cep.create({ url: "https://adopt.example.com", trafficPolicy: DENY, adoptId: existing });
    expect(calls()).toEqual([`GET /endpoints/${existing} 200`, `PATCH /endpoints/${existing} 200`]);
    expect(bodies()).toEqual([{ metadata: "" }]);
    expect(adopted.id).toBe(existing);
    await cep.remove(existing);
  });

  test("an endpoint already like the program is adopted with no PATCH", async () => {
    const { id: existing } = await cep.create({ url: "https://same.example.com", trafficPolicy: DENY });
    mark();
    await cep.create({ url: "https://same.example.com:443", trafficPolicy: DENY, adoptId: existing });
    expect(calls()).toEqual([`GET /endpoints/${existing} 200`]);
    await cep.remove(existing);
  });
});

describe("recovery and service refusals", () => {
  test("a create whose response is lost is found by listing, not sent again", async () => {
    service.emulator.setFaults({ rate: 1, kinds: ["lost-response"], methods: ["POST"] });
    mark();
    const created = await cep.create({ url: "https://lost.example.com", trafficPolicy: DENY });
    expect(calls()).toEqual(["POST /endpoints reset", "GET /endpoints 200"]);
    expect(Object.keys(service.emulator.snapshot().endpoints)).toContain(created.id);
    expect((created.outs as cep.CepOutputs).url).toBe("https://lost.example.com");
    await cep.remove(created.id);
  });

  test("a url another endpoint holds is the service's 400 ERR_NGROK_18017 when the new one does not pool", async () => {
    const { id: holder } = await cep.create({ url: "https://taken.example.com", trafficPolicy: DENY });
    const failure = await cep.create({ url: "https://taken.example.com", trafficPolicy: DENY }).then(
      () => "",
      (e: Error) => e.message,
    );
    expect(failure).toMatch(
      new RegExp(
        "^POST /endpoints failed: 400 ERR_NGROK_18017 The provided Cloud Endpoint was invalid because pooling was set to disabled when another endpoint exists for this url\\. " +
          "\\(operation op_[0-9A-Za-z]{27}\\)$",
      ),
    );
    await cep.remove(holder);
  });

  test("an edge holding the hostport does not stop the create (the service reports it to traffic instead)", async () => {
    mark();
    const created = await cep.create({ url: "https://app.example.com", trafficPolicy: DENY });
    expect(calls()).toEqual(["POST /endpoints 201"]);
    await cep.remove(created.id);
  });
});
