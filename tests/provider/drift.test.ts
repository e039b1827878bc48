// Drift: every mutable field of every family is changed out of band, and for each field the suite
// asserts that refresh read the service's new value into the outputs and that up put the program's
// value back, with exactly the calls needed; the families' dynamic providers in process against the
// emulator, step by step as the engine drives them (tests/support/providerSteps.ts). Moved from the
// engine suite tests/reliability/drift.test.ts, each test under its name there. Fields of a family
// drift together (one refresh and one up of the whole program per round) and are judged one by
// one, each a case of its own. The engine storing what read returns, and diffing the program
// against it at the next up, is the engine's part, proven by tests/lifecycle (refresh after up).
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import * as tlsCertificate from "../../provider/resources/tlsCertificate/family";
import { camelKeys } from "../../provider/inputs/naming";
import { Figures } from "../reliability/figures";
import { makeChain, type TestChain } from "../support/certs";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { type ProviderSteps, stepsOf } from "../support/providerSteps";

const figures = new Figures("drift");
const EDGE = "edghts_drift";
// The account of tests/reliability/support.ts's twoOfEachReferenced (not imported: that module loads
// the engine harness): two of each item a route or a subscription refers to, to point one at the other.
const service = useProviderService({
  seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_a" }, { id: "bkdtg_b" }], ipPolicies: [{ id: "ipp_a" }, { id: "ipp_b" }], eventDestinations: [{ id: "ed_a" }, { id: "ed_b" }] },
});
const { mark, calls, bodies } = service;
const cert = stepsOf(tlsCertificate);
const sub = stepsOf(eventSubscription);
const route = stepsOf(httpsEdgeRoute);
let chain: TestChain;

type Json = Record<string, unknown>;
/** A field as the outputs name it, and as the API does. */
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

/** The program: each resource it declares, with its inputs (the engine suite's spec.json). */
type Program = [ProviderSteps, Json][];
let program: Program = [];
const certArgs = (): Json => ({ certificatePem: chain.certificatePem, privateKeyPem: chain.privateKeyPem, description: "v1", metadata: "m1" });
const SUB_ARGS = { sources: ["ip_policy_created.v0", "ip_policy_updated.v0"], destinationIds: ["ed_a"], description: "audit", metadata: "m" };
const routeArgs = (modules: Json): Json => ({ edgeId: EDGE, matchType: "path_prefix", match: "/api", description: "api", metadata: "rm", ...modules });

/** `up` of the program: each resource it declares, one after the other. */
async function up(): Promise<void> {
  for (const [steps, args] of program) await steps.up(args);
}

/** A service response in the outputs' terms (camelCase), so one field compares with its output. */
const asOutputs = (response: unknown): Json => {
  const o = camelKeys(response) as Json;
  // Outputs carry destination ids beside the refs; the refs are what a response has.
  if (Array.isArray(o["destinations"])) o["destinationIds"] = (o["destinations"] as { id: string }[]).map((d) => d.id);
  return o;
};

/**
 * One round: the service is read, changed out of band by `drift`, the program refreshed (the
 * outputs of `steps` kept), then `up`. Returns what each field's judgement needs.
 */
async function round(steps: ProviderSteps, path: string, drift: () => Promise<void>) {
  const before = asOutputs(await outOfBand(service.emulator, "GET", path));
  await drift();
  const drifted = asOutputs(await outOfBand(service.emulator, "GET", path));
  let refreshed: Json = {};
  for (const [each] of program) {
    const outputs = (await each.refresh()) ?? {};
    if (each === steps) refreshed = outputs;
  }
  mark();
  await up();
  const sentCalls = calls();
  const sentBodies = bodies() as Json[];
  const after = asOutputs(await outOfBand(service.emulator, "GET", path));
  return { before, drifted, refreshed, calls: sentCalls, bodies: sentBodies, after };
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
  chain = await makeChain({ keyType: "ecdsa", commonName: "drift.example.test", variant: "drift" });
  program = [[cert, certArgs()], [sub, SUB_ARGS], [route, routeArgs(ALL_MODULES)]];
  await up();
});

afterAll(async () => {
  figures.detail("fields drifted", TLS_FIELDS.length + ESB_FIELDS.length + ROUTE_FIELDS.length);
  figures.detail("route modules removed out of band, then restored", MODULES.length);
  figures.detail("route modules added out of band, then removed", MODULES.length - 1);
  await figures.write();
});

/** The one PATCH a round's `up` sent, and its body. */
function onePatch(r: Round, path: string): Json {
  expect(r.calls).toEqual([`PATCH ${path} 200`]);
  return r.bodies[0] ?? {};
}

describe("TlsCertificate: description and metadata", () => {
  let r: Round;
  let path = "";
  beforeAll(async () => {
    path = `/tls_certificates/${cert.id}`;
    r = await round(cert, path, async () => {
      await outOfBand(service.emulator, "PATCH", path, { description: "edited by hand", metadata: "edited" });
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
    path = `/event_subscriptions/${sub.id}`;
    r = await round(sub, path, async () => {
      await outOfBand(service.emulator, "PATCH", path, { description: "edited", metadata: "edited", sources: [{ type: "ip_policy_deleted.v0" }], destination_ids: ["ed_b"] });
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
  beforeAll(() => {
    path = `/edges/https/${EDGE}/routes/${route.id}`;
  });

  describe("every field and every module changed", () => {
    let r: Round;
    beforeAll(async () => {
      r = await round(route, path, async () => {
        await outOfBand(service.emulator, "PATCH", path, { description: "edited", metadata: "edited", match: "/drifted", match_type: "exact_path", ...DRIFTED_MODULES });
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
      r = await round(route, path, async () => {
        for (const m of MODULES) await outOfBand(service.emulator, "DELETE", `${path}/${m}`);
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
      // The program now declares the route alone, with its backend: up deletes the certificate and
      // the subscription (as the engine deletes what the program no longer declares) and the route's other modules.
      await cert.destroy();
      await sub.destroy();
      program = [[route, routeArgs({ backend: ALL_MODULES.backend })]];
      await up();
      r = await round(route, path, async () => {
        const { backend: _, ...others } = DRIFTED_MODULES;
        await outOfBand(service.emulator, "PATCH", path, others);
      });
    });
    test("one delete per module, authentication last, and nothing else", () => {
      const auth = ["oauth", "saml", "oidc"];
      expect(r.calls).toEqual([...added.filter((m) => !auth.includes(m)), ...auth].map((m) => `DELETE ${path}/${m} 204`));
    });
    test.each(added.map((m) => [m, { output: camel(m), wire: m }] as const))("%s", (_n, f) => {
      // The service's answer leaves a module that is not set out (null: a nil pointer, which omitempty leaves out).
      expect(r.after).not.toHaveProperty(f.output);
      judge(r, f, () => r.calls.includes(`DELETE ${path}/${f.wire} 204`));
    });
  });
});

test("destroy leaves the emulator without the drifted resources", async () => {
  await route.destroy();
  const snap = service.emulator.snapshot();
  expect([snap.tls_certificates, snap.event_subscriptions, snap.routes]).toEqual([{}, {}, {}]);
  figures.passed();
});
