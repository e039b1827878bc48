// HttpsEdgeRoute's dynamic provider in process against the emulator, step by step as the engine drives
// it (tests/support/providerSteps.ts): every call, every body, the outputs, the refusals, of a route
// with all 13 modules, its modules added, patched and deleted, its client secrets rotated. Moved from
// tests/engine/httpsEdgeRoute.test.ts, each test under its name there. What only the engine proves:
// - stays in that file, slimmed to an up, a `pulumi refresh --yes`, an up and a preview: the CLI's
//   refresh with its preview reading the route twice (the README's call table); no client secret
//   in plaintext in the state or what the engine printed, a rotated one included (the SDK's RPC
//   traces aside); the `__` record of past rotations left out of the diff the engine prints;
// - is proven by other engine suites: every route secret, the API key and a rotation kept out of
//   state, output and logs (tests/reliability/secrets.test.ts); HttpsEdgeRoute.get's state reaching
//   read (tests/engine/adoptionAndPreview.test.ts, "get() gives read-only references…"); failures of
//   read printed under the resource (tests/engine/failureLines.test.ts); a replacement made before
//   the old item is deleted, as the diff's deleteBeforeReplace: false asks
//   (tests/engine/replacementOrders.test.ts). Here the provider's part of each: the outputs never
//   hold a secret, read takes the edge from the state given, the diff's answer.
// The plan alone (which module goes in which call) is tests/unit/routePlan.test.ts's.
import { isDeepStrictEqual } from "node:util";
import type { RequestLogEntry } from "../../emulator/types";
import * as httpsEdgeRoute from "../../provider/resources/httpsEdgeRoute/family";
import { outOfBand } from "../support/outOfBand";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";
import { line } from "../support/requestLog";

const EDGE = "edghts_main";
const SECRETS = { github: "gh-client-secret-0123456789", oidc: "oidc-client-secret-0123456789", webhook: "webhook-secret-0123456789" };

const ALL_MODULES = {
  backend: { backendId: "bkdtg_a" },
  ipRestriction: { ipPolicyIds: ["ipp_a", "ipp_b"] },
  circuitBreaker: { trippedDuration: 10, rollingWindow: 10, numBuckets: 10, volumeThreshold: 20, errorThresholdPercentage: 0.5 },
  compression: {},
  requestHeaders: { add: { "X-Env": "prod" }, remove: ["X-Debug"] },
  responseHeaders: { add: { "Strict-Transport-Security": "max-age=63072000" } },
  webhookVerification: { provider: "SLACK", secret: SECRETS.webhook },
  oauth: { provider: { github: { clientId: "gh-client", clientSecret: SECRETS.github, scopes: ["read:org"], teams: ["acme/ops"] } }, authCheckInterval: 300 },
  saml: { idpMetadata: '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com"/>' },
  oidc: { issuer: "https://accounts.example.com", clientId: "oidc-client", clientSecret: SECRETS.oidc, scopes: ["openid", "email"] },
  websocketTcpConverter: {},
  userAgentFilter: { deny: ["(?i)curl"] },
  // A string policy: the SDK hands it to the provider unchanged (sdk/trafficPolicy.ts).
  trafficPolicy: { value: '{"inbound":[]}' },
};
type Modules = Record<string, unknown>;

const service = useProviderService({
  seed: {
    edges: [{ id: EDGE }, { id: "edghts_other" }],
    backends: [{ id: "bkdtg_a" }, { id: "bkdtg_b" }],
    ipPolicies: [{ id: "ipp_a" }, { id: "ipp_b" }],
  },
});
const { mark, calls, bodies } = service;
const route = stepsOf(httpsEdgeRoute);
let id = "";

/** The program's route: its edge, match type and match, then the spec (route.json there). */
const routeArgs = (spec: Modules) => ({ edgeId: EDGE, matchType: "path_prefix", match: "/api", ...spec });
const routePath = () => `/edges/https/${EDGE}/routes/${id}`;
/** The requests since `from`, whole. */
const entriesFrom = (from: number): RequestLogEntry[] => service.emulator.log.slice(from);
/** A step's failure message, or "" when it passed. */
const refusal = (step: Promise<unknown>): Promise<string> =>
  step.then(
    () => "",
    (e: Error) => e.message,
  );
const rotatedOnce = { ...ALL_MODULES.circuitBreaker, numBuckets: 20 };

test("a route with all 13 modules goes up in one POST", async () => {
  mark();
  expect(await route.up(routeArgs({ description: "api", ...ALL_MODULES }))).toBe("create");
  id = route.id;
  expect(id).toMatch(/^edghtsrt_[A-Za-z0-9]+$/);
  expect(calls()).toEqual([`POST /edges/https/${EDGE}/routes 201`]);
  expect(Object.keys(bodies()[0] as object).sort()).toEqual([
    "backend", "circuit_breaker", "compression", "description", "ip_restriction", "match", "match_type", "oauth", "oidc",
    "request_headers", "response_headers", "saml", "traffic_policy", "user_agent_filter", "webhook_verification", "websocket_tcp_converter",
  ]);
  expect(route.outputs["edgeId"]).toBe(EDGE);
  expect((route.outputs["saml"] as { metadataUrl: string }).metadataUrl).toBe(`${service.emulator.baseUrl}/saml/${id}/metadata`);
  expect((route.outputs["backend"] as { backend: { id: string } }).backend.id).toBe("bkdtg_a");
});

test("a refresh right after the create finds the route as it is: no change, one GET", async () => {
  const before = route.outputs;
  mark();
  expect(await route.refresh()).toEqual(before);
  expect(calls()).toEqual([`GET ${routePath()} 200`]);
});

test("preview then shows no changes and makes no API call", async () => {
  mark();
  expect(await route.preview(routeArgs({ description: "api", ...ALL_MODULES }))).toBe("same");
  expect(calls()).toEqual([]);
});

// The state and the engine's output: tests/engine/httpsEdgeRoute.test.ts and tests/reliability/secrets.test.ts.
test("no client or webhook secret, nor the API key, in the outputs", () => {
  const outputs = JSON.stringify(route.outputs);
  expect([...Object.values(SECRETS), service.emulator.apiKey].filter((secret) => outputs.includes(secret))).toEqual([]);
});

test("changing one module costs exactly one PATCH carrying only that module", async () => {
  mark();
  expect(await route.up(routeArgs({ description: "api", ...ALL_MODULES, circuitBreaker: rotatedOnce }))).toBe("update");
  expect(calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(bodies()).toEqual([{ circuit_breaker: { tripped_duration: 10, rolling_window: 10, num_buckets: 20, volume_threshold: 20, error_threshold_percentage: 0.5 } }]);
});

test("a changed client secret is detected and sent, still never in plaintext", async () => {
  const rotated = "oidc-client-secret-rotated-42";
  const rotatedArgs = routeArgs({ description: "api", ...ALL_MODULES, circuitBreaker: rotatedOnce, oidc: { ...ALL_MODULES.oidc, clientSecret: rotated } });
  mark();
  expect(await route.up(rotatedArgs)).toBe("update");
  expect(calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(bodies()).toEqual([{ oidc: { issuer: "https://accounts.example.com", client_id: "oidc-client", client_secret: rotated, scopes: ["openid", "email"] } }]);
  expect(JSON.stringify(route.outputs).includes(rotated)).toBe(false);
  let before = route.outputs;
  mark();
  expect(await route.refresh()).toEqual(before);
  expect(await route.preview(rotatedArgs)).toBe("same");
  expect(calls()).toEqual([`GET ${routePath()} 200`]);
  // The same secret rotated again (back to the first value) is a change of its own.
  mark();
  expect(await route.up(routeArgs({ description: "api", ...ALL_MODULES, circuitBreaker: rotatedOnce }))).toBe("update");
  expect(calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect((bodies()[0] as { oidc: { client_secret: string } }).oidc.client_secret).toBe(SECRETS.oidc);
  before = route.outputs;
  mark();
  expect(await route.refresh()).toEqual(before);
  expect(calls()).toEqual([`GET ${routePath()} 200`]);
});

// The engine prints the changed inputs but those starting `__`: that [diff: ~circuitBreaker] is
// tests/engine/httpsEdgeRoute.test.ts's. Here: check's inputs differ from the state's in those alone.
test("after rotations, an update that leaves the secrets alone names only the changed module in its diff", async () => {
  const held = route.held?.inputs ?? {};
  const news = await route.check(routeArgs({ description: "api", ...ALL_MODULES, circuitBreaker: { ...ALL_MODULES.circuitBreaker, numBuckets: 30 } }));
  const changed = [...new Set([...Object.keys(held), ...Object.keys(news)])].filter((k) => !isDeepStrictEqual(held[k], news[k]));
  expect(changed.sort()).toEqual(["__secretsChanged", "circuitBreaker"]);
  // The previous test rotated the OIDC secret twice; the record of that is carried over, with no paths.
  expect([held["__secretsChanged"], news["__secretsChanged"]]).toEqual([
    { paths: ["oidc.clientSecret"], generation: 2 },
    { paths: [], generation: 2 },
  ]);
  mark();
  expect(await route.preview(news)).toBe("update");
  expect(calls()).toEqual([]);
});

test("removing one module costs one delete-module call and no PATCH", async () => {
  const { userAgentFilter: _, ...rest } = ALL_MODULES;
  mark();
  expect(await route.up(routeArgs({ description: "api", ...rest, circuitBreaker: rotatedOnce }))).toBe("update");
  expect(calls()).toEqual([`DELETE ${routePath()}/user_agent_filter 204`]);
  expect(route.outputs["userAgentFilter"]).toBeNull();
});

test("changing the description alone costs one PATCH without modules", async () => {
  const { userAgentFilter: _, ...rest } = ALL_MODULES;
  mark();
  expect(await route.up(routeArgs({ description: "api v2", ...rest, circuitBreaker: rotatedOnce }))).toBe("update");
  expect(calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(bodies()).toEqual([{ description: "api v2" }]);
});

/** Replays the module calls of the log onto the set of modules the route has. */
function replay(start: Set<string>, log: RequestLogEntry[]): Set<string>[] {
  const states: Set<string>[] = [];
  const now = new Set(start);
  for (const e of log) {
    if (e.method === "PATCH") for (const [k, v] of Object.entries(JSON.parse(e.requestBody) as Record<string, unknown>)) if (v !== null && typeof v === "object") now.add(k);
    if (e.method === "DELETE") now.delete(e.path.split("/").pop() ?? "");
    states.push(new Set(now));
  }
  return states;
}
const AUTH = ["oauth", "saml", "oidc"];
const failClosed = (m: Set<string>) => !m.has("backend") || AUTH.some((a) => m.has(a));

test("swapping oauth for oidc on a route with a backend never serves the backend without authentication", async () => {
  await route.up(routeArgs({ backend: ALL_MODULES.backend, oauth: ALL_MODULES.oauth }));
  expect(Object.keys(service.emulator.snapshot().routes[id]?.modules ?? {}).sort()).toEqual(["backend", "oauth"]);
  const from = service.emulator.log.length;
  expect(await route.up(routeArgs({ backend: ALL_MODULES.backend, oidc: ALL_MODULES.oidc }))).toBe("update");
  const log = entriesFrom(from).filter((e) => e.method !== "GET");
  expect(log.map(line)).toEqual([`PATCH ${routePath()} 200`, `DELETE ${routePath()}/oauth 204`]);
  const states = replay(new Set(["backend", "oauth"]), log);
  expect(states.every(failClosed)).toBe(true);
  expect([...(states[states.length - 1] ?? [])].sort()).toEqual(["backend", "oidc"]);
});

const current = () => routeArgs({ backend: ALL_MODULES.backend, oidc: ALL_MODULES.oidc });

test("an out-of-band change of a module is caught by refresh and repaired by up", async () => {
  await outOfBand(service.emulator, "PUT", `${routePath()}/oidc`, { issuer: "https://evil.example.com", client_id: "oidc-client", client_secret: "x" });
  await route.refresh();
  expect((route.outputs["oidc"] as { issuer: string }).issuer).toBe("https://evil.example.com");
  expect(await route.preview(current())).toBe("update");
  mark();
  expect(await route.up(current())).toBe("update");
  expect(calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(Object.keys(bodies()[0] as object)).toEqual(["oidc"]);
  expect(service.emulator.snapshot().routes[id]?.modules.oidc?.issuer).toBe("https://accounts.example.com");
});

test("an out-of-band removal of a module is caught by refresh and repaired by up", async () => {
  await outOfBand(service.emulator, "DELETE", `${routePath()}/oidc`);
  await route.refresh();
  expect(route.outputs["oidc"]).toBeNull();
  mark();
  expect(await route.up(current())).toBe("update");
  expect(calls()).toEqual([`PATCH ${routePath()} 200`]);
  expect(service.emulator.snapshot().routes[id]?.modules.oidc?.issuer).toBe("https://accounts.example.com");
});

test("an out-of-band module addition is caught by refresh and removed by up", async () => {
  await outOfBand(service.emulator, "PUT", `${routePath()}/compression`, {});
  await route.refresh();
  expect(route.outputs["compression"]).toEqual({ enabled: true });
  mark();
  expect(await route.up(current())).toBe("update");
  expect(calls()).toEqual([`DELETE ${routePath()}/compression 204`]);
});

// HttpsEdgeRoute.get(name, id, { edgeId }) registers a read of that id with that state: the engine
// calls read(id, state), and the resource's outputs are what it returns.
test("HttpsEdgeRoute.get reads an existing route by its id and edge; the state holds the route id", async () => {
  mark();
  const r = await route.provider.read!(id, { edgeId: EDGE });
  expect(calls()).toEqual([`GET ${routePath()} 200`]);
  expect(r.id).toBe(id);
  expect(r.props?.["match"]).toBe("/api");
  expect((r.props?.["backend"] as { backend: { id: string } }).backend.id).toBe("bkdtg_a");
  expect(r.props?.["edgeId"]).toBe(EDGE);
});

test("HttpsEdgeRoute.get without the edge is refused, naming how to give it", async () => {
  mark();
  expect(await refusal(route.provider.read!(id, {}))).toBe(`route ${id}: its edge is not known; read an existing route with HttpsEdgeRoute.get(name, "${id}", { edgeId: "edghts_…" })`);
  expect(calls()).toEqual([]);
});

test("an out-of-band deletion of the route is caught by refresh and repaired by up", async () => {
  await outOfBand(service.emulator, "DELETE", routePath());
  expect(await route.refresh()).toBeUndefined();
  expect(route.held).toBeUndefined();
  mark();
  expect(await route.up(current())).toBe("create");
  expect(calls()).toEqual([`POST /edges/https/${EDGE}/routes 201`]);
  id = route.id;
});

// A module that holds a secret (oauth, oidc, webhookVerification) is named by no property, so that
// the engine prints no value beside the reason (provider/inputs/validate.ts): hence ": reason".
describe("every rule of check fails at preview with an exact message and no API call", () => {
  const base = { backend: ALL_MODULES.backend, oidc: ALL_MODULES.oidc };
  const cases: [string, Modules, string][] = [
    ["match_type", { ...base, matchType: "prefix" }, `matchType: matchType must be one of "exact_path", "path_prefix"; got "prefix"`],
    ["num_buckets at most 128", { ...base, circuitBreaker: { numBuckets: 129 } }, "circuitBreaker: circuitBreaker.numBuckets must be a whole number from 0 to 128; got 129"],
    ["error_threshold_percentage a fraction", { ...base, circuitBreaker: { errorThresholdPercentage: 50 } }, "circuitBreaker: circuitBreaker.errorThresholdPercentage must be between 0 and 1.0 (a fraction, not a percentage); got 50"],
    ["uint32 times", { ...base, circuitBreaker: { trippedDuration: 4294967296 } }, "circuitBreaker: circuitBreaker.trippedDuration must be a whole number from 0 to 4294967295; got 4294967296"],
    ["uint32 session times", { ...base, oidc: { ...ALL_MODULES.oidc, inactivityTimeout: -1 } }, ": oidc.inactivityTimeout must be a whole number from 0 to 4294967295; got -1"],
    ["description in bytes", { ...base, description: "é".repeat(128) }, "description: description must be at most 255 bytes (UTF-8); got 256 bytes"],
    ["metadata in bytes", { ...base, metadata: "é".repeat(2049) }, "metadata: metadata must be at most 4096 bytes (UTF-8); got 4098 bytes"],
    ["client_secret with client_id", { backend: base.backend, oauth: { provider: { google: { clientId: "x" } } } }, ": oauth.provider.google.clientSecret is required when client_id is set (your own OAuth app needs both)"],
    ["scopes only with your own app", { backend: base.backend, oauth: { provider: { google: { scopes: ["email"] } } } }, ": oauth.provider.google.scopes may be set only with your own OAuth app (client_id and client_secret); the managed app takes no scopes"],
    ["teams only for github", { backend: base.backend, oauth: { provider: { gitlab: { teams: ["a/b"] } } } }, ": oauth.provider.gitlab.teams is allowed only for the github provider"],
    ["organizations only for github", { backend: base.backend, oauth: { provider: { microsoft: { organizations: ["acme"] } } } }, ": oauth.provider.microsoft.organizations is allowed only for the github provider"],
    ["webhook secret except SNS", { ...base, webhookVerification: { provider: "STRIPE" } }, ": webhookVerification.secret is required for every provider except SNS"],
  ];
  test.each(cases)("%s", async (_name, spec, message) => {
    mark();
    expect(await refusal(route.preview(routeArgs(spec)))).toBe(message);
    expect(calls()).toEqual([]);
  });

  test("SNS needs no webhook secret", async () => {
    mark();
    expect(await route.preview(routeArgs({ ...base, webhookVerification: { provider: "SNS" } }))).toBe("update");
    expect(calls()).toEqual([]);
  });
});

test("a new edgeId replaces the route: the new one is created before the old is deleted", async () => {
  const old = routePath();
  mark();
  expect(await route.up(routeArgs({ backend: ALL_MODULES.backend, edgeId: "edghts_other" }))).toBe("replace");
  const newId = route.id;
  expect(calls()).toEqual(["POST /edges/https/edghts_other/routes 201", `DELETE ${old} 204`]);
  expect(route.outputs["edgeId"]).toBe("edghts_other");
  expect(Object.keys(service.emulator.snapshot().routes)).toEqual([newId]);
  id = newId;
});

test("destroy of a route already deleted outside the program treats 404 as done", async () => {
  await outOfBand(service.emulator, "DELETE", `/edges/https/edghts_other/routes/${id}`);
  mark();
  await route.destroy();
  expect(calls()).toEqual([`DELETE /edges/https/edghts_other/routes/${id} 404`]);
  expect(route.held).toBeUndefined();
  expect(service.emulator.snapshot().routes).toEqual({});
});
