// Drift: every mutable field of every family is changed out of band, and for each field the
// suite asserts that `refresh` brought the service's new value into the state and that `up` put
// the program's value back, with exactly the calls needed. One stack per family, its steps
// chained; fields of a family drift together (one refresh and one up per round) and are judged
// one by one, each a case of its own.
import { camelKeys } from "../../provider/inputs/naming";
import { makeChain } from "../support/certs";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, findResource, line, outOfBand, type Run, startRun } from "../support/engine";
import { Figures } from "./figures";
import { twoOfEachReferenced } from "./support";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const figures = new Figures("drift");
const EDGE = "edghts_drift";
let rig: Run;

type Json = Record<string, unknown>;
/** A field as the program's outputs name it, and as the API does. */
interface Field {
  output: string;
  wire: string;
}
const fields = (pairs: [string, string][]): Field[] => pairs.map(([output, wire]) => ({ output, wire }));

const TLS_FIELDS = fields([["description", "description"], ["metadata", "metadata"]]);
const ESB_FIELDS = fields([["description", "description"], ["metadata", "metadata"], ["sources", "sources"], ["destinationIds", "destinations"]]);
const MODULES = [
  "backend", "ip_restriction", "circuit_breaker", "compression", "request_headers", "response_headers", "webhook_verification",
  "oauth", "saml", "oidc", "websocket_tcp_converter", "user_agent_filter", "traffic_policy",
];
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const ROUTE_FIELDS = fields([
  ["description", "description"], ["metadata", "metadata"], ["match", "match"], ["matchType", "match_type"],
  ...MODULES.map((m): [string, string] => [camel(m), m]),
]);

const ALL_MODULES = {
  backend: { backendId: "bkdtg_a" },
  ipRestriction: { ipPolicyIds: ["ipp_a"] },
  circuitBreaker: { numBuckets: 10, errorThresholdPercentage: 0.5 },
  compression: {},
  requestHeaders: { add: { "X-Env": "prod" } },
  responseHeaders: { add: { "X-Frame-Options": "DENY" } },
  webhookVerification: { provider: "SLACK", secret: "webhook-secret-drift" },
  oauth: { provider: { google: { emailDomains: ["example.com"] } } },
  saml: { idpMetadata: "<EntityDescriptor entityID=\"https://idp.example.com\"/>" },
  oidc: { issuer: "https://id.example.com", clientId: "oidc-client", clientSecret: "oidc-secret-drift" },
  websocketTcpConverter: {},
  userAgentFilter: { deny: ["(?i)curl"] },
  trafficPolicy: { value: "{\"inbound\":[]}" },
};
/** Each module changed as someone outside the program might change it (request shapes). */
const DRIFTED_MODULES = {
  backend: { backend_id: "bkdtg_b" },
  ip_restriction: { ip_policy_ids: ["ipp_b"] },
  circuit_breaker: { num_buckets: 20, error_threshold_percentage: 0.5 },
  compression: { enabled: false },
  request_headers: { add: { "X-Env": "drift" } },
  response_headers: { add: { "X-Frame-Options": "DENY" }, remove: ["X-Drift"] },
  webhook_verification: { provider: "GITHUB", secret: "someone-elses-secret" },
  oauth: { provider: { google: { email_domains: ["evil.test"] } } },
  saml: { idp_metadata: "<EntityDescriptor entityID=\"https://idp.example.com\"/>", force_authn: true },
  oidc: { issuer: "https://evil.example.com", client_id: "oidc-client", client_secret: "someone-elses-secret" },
  websocket_tcp_converter: { enabled: false },
  user_agent_filter: { deny: ["bot"] },
  traffic_policy: { value: "{\"inbound\":[{\"name\":\"drift\"}]}" },
};

const PROGRAM = `
const spec = JSON.parse(read("spec.json"));
if (spec.cert) new ingress.TlsCertificate("cert", { certificatePem: read("cert.pem"), privateKeyPem: read("key.pem"), description: "v1", metadata: "m1" });
if (spec.sub) new ingress.EventSubscription("sub", { sources: ["ip_policy_created.v0", "ip_policy_updated.v0"], destinationIds: ["ed_a"], description: "audit", metadata: "m" });
if (spec.route) new ingress.HttpsEdgeRoute("route", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", description: "api", metadata: "rm", ...spec.route });
`;
const setSpec = (spec: { cert?: boolean; sub?: boolean; route?: Json }) => rig.writeFile("spec.json", JSON.stringify(spec));

/** The state's outputs of a resource. */
const outputsOf = async (name: string): Promise<Json> => findResource(await rig.stack.exportState(), name).outputs ?? {};
/** A service response in the outputs' terms (camelCase), so one field compares with its output. */
const asOutputs = (response: unknown): Json => {
  const o = camelKeys(response) as Json;
  // Outputs carry destination ids beside the refs; the refs are what a response has.
  if (Array.isArray(o["destinations"])) o["destinationIds"] = (o["destinations"] as { id: string }[]).map((d) => d.id);
  return o;
};

/**
 * One round: the service is read, changed out of band by `drift`, the stack refreshed, then `up`.
 * Returns what each field's judgement needs.
 */
async function round(name: string, path: string, drift: () => Promise<void>) {
  const before = asOutputs(await outOfBand(rig.emulator, "GET", path));
  await drift();
  const drifted = asOutputs(await outOfBand(rig.emulator, "GET", path));
  await rig.stack.refresh();
  const refreshed = await outputsOf(name);
  rig.mark();
  await rig.stack.up();
  const calls = rig.entries();
  const after = asOutputs(await outOfBand(rig.emulator, "GET", path));
  return { before, drifted, refreshed, calls, after };
}
type Round = Awaited<ReturnType<typeof round>>;

/** The judgement of one field: refresh caught the change, `up` sent it, and the service is back to the program. */
function judge(r: Round, f: Field, sent: (f: Field) => boolean): void {
  expect(r.drifted[f.output]).not.toEqual(r.before[f.output]);
  expect(r.refreshed[f.output]).toEqual(r.drifted[f.output] ?? null);
  expect(sent(f)).toBe(true);
  expect(r.after[f.output]).toEqual(r.before[f.output]);
  figures.passed();
}

beforeAll(async () => {
  rig = await startRun("drift", { emulator: { seed: twoOfEachReferenced(EDGE) }, body: PROGRAM });
  const chain = await makeChain({ keyType: "ecdsa", commonName: "drift.example.test", variant: "drift" });
  await rig.writeFile("cert.pem", chain.certificatePem);
  await rig.writeFile("key.pem", chain.privateKeyPem);
  await setSpec({ cert: true, sub: true, route: ALL_MODULES });
  await rig.stack.up();
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  figures.detail("fields drifted", TLS_FIELDS.length + ESB_FIELDS.length + ROUTE_FIELDS.length);
  figures.detail("route modules removed out of band, then restored", MODULES.length);
  figures.detail("route modules added out of band, then removed", MODULES.length - 1);
  await rig?.dispose();
  await figures.write();
});

/** The one PATCH a round's `up` sent, and its body. */
function onePatch(r: Round, path: string): Json {
  expect(r.calls.map(line)).toEqual([`PATCH ${path} 200`]);
  return JSON.parse(r.calls[0]?.requestBody ?? "{}") as Json;
}

describe("TlsCertificate: description and metadata", () => {
  let r: Round;
  let path = "";
  beforeAll(async () => {
    path = `/tls_certificates/${String(findResource(await rig.stack.exportState(), "cert").id)}`;
    r = await round("cert", path, async () => {
      await outOfBand(rig.emulator, "PATCH", path, { description: "edited by hand", metadata: "edited" });
    });
  });
  test("one PATCH puts back exactly the drifted fields", () => {
    expect(onePatch(r, path)).toEqual({ description: "v1", metadata: "m1" });
  });
  test.each(TLS_FIELDS.map((f) => [f.output, f] as const))("%s", (_n, f) => judge(r, f, () => f.wire in onePatch(r, path)));
});

describe("EventSubscription: description, metadata, sources and destinations", () => {
  let r: Round;
  let path = "";
  beforeAll(async () => {
    path = `/event_subscriptions/${String(findResource(await rig.stack.exportState(), "sub").id)}`;
    r = await round("sub", path, async () => {
      await outOfBand(rig.emulator, "PATCH", path, { description: "edited", metadata: "edited", sources: [{ type: "ip_policy_deleted.v0" }], destination_ids: ["ed_b"] });
    });
  });
  test("one PATCH puts back exactly the drifted fields", () => {
    expect(onePatch(r, path)).toEqual({
      description: "audit",
      metadata: "m",
      sources: [{ type: "ip_policy_created.v0" }, { type: "ip_policy_updated.v0" }],
      destination_ids: ["ed_a"],
    });
  });
  const wireKey: Record<string, string> = { description: "description", metadata: "metadata", sources: "sources", destinationIds: "destination_ids" };
  test.each(ESB_FIELDS.map((f) => [f.output, f] as const))("%s", (_n, f) => judge(r, f, () => (wireKey[f.output] ?? "") in onePatch(r, path)));
});

describe("HttpsEdgeRoute", () => {
  let path = "";
  beforeAll(async () => {
    path = `/edges/https/${EDGE}/routes/${String(findResource(await rig.stack.exportState(), "route").id)}`;
  });

  describe("every field and every module changed", () => {
    let r: Round;
    beforeAll(async () => {
      r = await round("route", path, async () => {
        await outOfBand(rig.emulator, "PATCH", path, { description: "edited", metadata: "edited", match: "/drifted", match_type: "exact_path", ...DRIFTED_MODULES });
      });
    });
    test("one PATCH puts back every top-level field and every module, whole", () => {
      expect(Object.keys(onePatch(r, path)).sort()).toEqual(ROUTE_FIELDS.map((f) => f.wire).sort());
    });
    test.each(ROUTE_FIELDS.map((f) => [f.output, f] as const))("%s", (_n, f) => judge(r, f, () => f.wire in onePatch(r, path)));
  });

  describe("every module removed", () => {
    let r: Round;
    beforeAll(async () => {
      r = await round("route", path, async () => {
        for (const m of MODULES) await outOfBand(rig.emulator, "DELETE", `${path}/${m}`);
      });
    });
    test("one PATCH brings every module back", () => {
      expect(Object.keys(onePatch(r, path)).sort()).toEqual([...MODULES].sort());
    });
    test.each(MODULES.map((m) => [m, { output: camel(m), wire: m }] as const))("%s", (_n, f) => {
      expect(r.refreshed[f.output]).toBeNull();
      judge(r, f, () => f.wire in onePatch(r, path));
    });
  });

  describe("modules the program does not declare, added", () => {
    let r: Round;
    const added = MODULES.filter((m) => m !== "backend");
    beforeAll(async () => {
      await setSpec({ route: { backend: ALL_MODULES.backend } });
      await rig.stack.up();
      r = await round("route", path, async () => {
        const { backend: _, ...others } = DRIFTED_MODULES;
        await outOfBand(rig.emulator, "PATCH", path, others);
      });
    });
    test("one delete per module, authentication last, and nothing else", () => {
      const auth = ["oauth", "saml", "oidc"];
      expect(r.calls.map(line)).toEqual([...added.filter((m) => !auth.includes(m)), ...auth].map((m) => `DELETE ${path}/${m} 204`));
    });
    test.each(added.map((m) => [m, { output: camel(m), wire: m }] as const))("%s", (_n, f) => {
      expect(r.after[f.output]).toBeNull();
      judge(r, f, () => r.calls.some((e) => e.method === "DELETE" && e.path === `${path}/${f.wire}`));
    });
  });
});

test("destroy leaves the emulator without the drifted resources", async () => {
  await setSpec({});
  await rig.stack.destroy();
  const snap = rig.emulator.snapshot();
  expect([snap.tls_certificates, snap.event_subscriptions, snap.routes]).toEqual([{}, {}, {}]);
  figures.passed();
});
