// A CloudEndpoint's `policyReads`: the IP rules and secrets its policy reads, checked before any
// call, never sent, kept in the outputs, and what the behaviour at preview compares when they change.
import * as cep from "../../provider/resources/cloudEndpoint/family";
import { UNKNOWN } from "../../provider/inputs/unknowns";
import { wrapAt } from "../../plugin/src/secrets";
import { useProviderService } from "../support/providerService";

const POLICY = [
  "on_http_request:",
  "  - name: office only",
  "    actions:",
  "      - type: restrict-ips",
  "        config: { ip_policies: [ipp_office] }",
  "  - actions:",
  "      - type: custom-response",
  "        config: { status_code: 200, body: \"hello ${secrets.get('shop', 'greeting')}\" }",
  "",
].join("\n");
const URL = "https://shop.example.com";
const rule = (cidr: string) => ({ ipPolicyId: "ipp_office", cidr, action: "allow" as const });
const reads = (cidr: string, greeting = "hi") => ({ ipPolicyRules: [rule(cidr)], secrets: [{ vault: "shop", name: "greeting", value: greeting }] });

describe("check", () => {
  test("valid reads pass and are kept as given", async () => {
    const r = await cep.check({}, { url: URL, trafficPolicy: POLICY, policyReads: reads("203.0.113.0/24") });
    expect(r.failures).toEqual([]);
    expect(r.inputs).toEqual({ url: URL, trafficPolicy: POLICY, policyReads: reads("203.0.113.0/24") });
  });

  test("each bad read is one line naming its path and the rule, against no property (a secret may be beside it)", async () => {
    const bad = {
      ipPolicyRules: [{ ipPolicyId: "office", cidr: "203.0.113.1/24", action: "maybe" }],
      secrets: [{ vault: "", name: "greeting", value: 7 }],
      colour: "red",
    };
    expect((await cep.check({}, { url: URL, trafficPolicy: POLICY, policyReads: bad })).failures).toEqual([
      { property: "", reason: 'policyReads.ipPolicyRules[0].ipPolicyId must be an IP policy id of the form ipp_<id>; got "office"' },
      { property: "", reason: 'policyReads.ipPolicyRules[0].cidr must start at the lowest address of its range (did you mean 203.0.113.0/24?); got "203.0.113.1/24"' },
      { property: "", reason: 'policyReads.ipPolicyRules[0].action must be one of "allow", "deny"; got "maybe"' },
      { property: "", reason: "policyReads.secrets[0].vault must not be empty" },
      { property: "", reason: "policyReads.secrets[0].value must be a string; got number" },
      { property: "", reason: "policyReads.colour is not a known field (allowed fields are listed in the API reference)" },
    ]);
  });

  test("an unknown read (a rule not created yet) is no problem at preview", async () => {
    expect((await cep.check({}, { url: URL, trafficPolicy: POLICY, policyReads: { ipPolicyRules: [{ ipPolicyId: UNKNOWN, cidr: "203.0.113.0/24", action: "allow" }] } })).failures).toEqual([]);
  });
});

describe("diff at preview", () => {
  const olds = { url: URL, trafficPolicy: POLICY, bindings: ["public"], policyReads: reads("203.0.113.0/24") } as unknown as cep.CepOutputs;
  const said: string[] = [];
  let warn: jest.SpyInstance;
  beforeEach(() => {
    said.length = 0;
    warn = jest.spyOn(console, "warn").mockImplementation((m: string) => void said.push(m));
  });
  afterEach(() => warn.mockRestore());

  test("a changed IP rule is a change without replacement, and says the requests whose answers swap", async () => {
    const r = await cep.diff("ep_1", olds, { url: URL, trafficPolicy: POLICY, bindings: ["public"], policyReads: reads("198.51.100.0/24") });
    expect(r).toEqual({ changes: true, replaces: [], deleteBeforeReplace: false });
    expect(said).toEqual([
      [
        "info: behaviour at preview: 2 of 5 requests answer differently:",
        '  GET https://shop.example.com/ from 203.0.113.1: 200 "[secret]" by on_http_request[1] -> 403 by on_http_request[0] "office only"',
        '  GET https://shop.example.com/ from 198.51.100.1: 403 by on_http_request[0] "office only" -> 200 "[secret]" by on_http_request[1]',
      ].join("\n"),
    ]);
  });

  test("a changed secret says what it changes, masked on both sides", async () => {
    const r = await cep.diff("ep_1", olds, { url: URL, trafficPolicy: POLICY, bindings: ["public"], policyReads: reads("203.0.113.0/24", "welcome") });
    expect(r.changes).toBe(true);
    expect(said).toEqual([
      ["info: behaviour at preview: 1 of 3 requests answers differently:", '  GET https://shop.example.com/ from 203.0.113.1: 200 "[secret]" by on_http_request[1] -> 200 "[secret]" by on_http_request[1] (what differs is secret)'].join("\n"),
    ]);
  });

  test("the same reads in another order are no change and say nothing", async () => {
    const two = { ipPolicyRules: [rule("203.0.113.0/24"), rule("192.0.2.0/24")] };
    const r = await cep.diff("ep_1", { ...olds, policyReads: two } as cep.CepOutputs, { url: URL, trafficPolicy: POLICY, policyReads: { ipPolicyRules: [...two.ipPolicyRules].reverse() } });
    expect(r.changes).toBe(false);
    expect(said).toEqual([]);
  });

  test("reads not known yet are a change, and nothing is said", async () => {
    const r = await cep.diff("ep_1", olds, { url: URL, trafficPolicy: POLICY, policyReads: { ipPolicyRules: [{ ipPolicyId: "ipp_office", cidr: UNKNOWN, action: "allow" }] } });
    expect(r.changes).toBe(true);
    expect(said).toEqual([]);
  });
});

describe("against the service", () => {
  const service = useProviderService();
  const { mark, calls, bodies } = service;
  let id = "";
  let outs: cep.CepOutputs;

  test("create sends no reads and keeps them in the outputs", async () => {
    mark();
    const created = await cep.create({ url: URL, trafficPolicy: POLICY, policyReads: reads("203.0.113.0/24") });
    id = created.id;
    outs = created.outs as cep.CepOutputs;
    expect(calls()).toEqual(["POST /endpoints 201"]);
    expect(bodies()).toEqual([{ type: "cloud", url: URL, traffic_policy: POLICY }]);
    expect(outs.policyReads).toEqual(reads("203.0.113.0/24"));
  });

  test("an update of the reads alone makes no call; the outputs hold the new reads", async () => {
    mark();
    const r = await cep.update(id, outs, { url: URL, trafficPolicy: POLICY, policyReads: reads("198.51.100.0/24") });
    expect(calls()).toEqual([]);
    expect(r.outs).toEqual({ ...outs, policyReads: reads("198.51.100.0/24") });
    outs = r.outs as cep.CepOutputs;
  });

  test("an update of the policy with reads removed: one PATCH, and the outputs hold none", async () => {
    mark();
    const policy = POLICY.replace("status_code: 200", "status_code: 201");
    const r = await cep.update(id, outs, { url: URL, trafficPolicy: policy });
    expect(calls()).toEqual([`PATCH /endpoints/${id} 200`]);
    expect(bodies()).toEqual([{ traffic_policy: policy }]);
    expect((r.outs as Record<string, unknown>)["policyReads"]).toBeUndefined();
    outs = { ...(r.outs as cep.CepOutputs), policyReads: reads("203.0.113.0/24") };
  });

  test("refresh keeps the reads the state held (the service knows none)", async () => {
    mark();
    const r = await cep.read(id, outs);
    expect(calls()).toEqual([`GET /endpoints/${id} 200`]);
    expect(r.props?.policyReads).toEqual(reads("203.0.113.0/24"));
  });
});

test("the plugin wraps a secret through a list, in every element", () => {
  expect(wrapAt({ policyReads: { secrets: [{ value: "a" }, { value: "b" }] } }, [["policyReads", "secrets", "value"]])).toEqual({
    policyReads: {
      secrets: [
        { value: { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value: "a" } },
        { value: { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value: "b" } },
      ],
    },
  });
});
