/**
 * The lookups of what the account observes (Kubernetes operators, tunnel sessions, application
 * sessions and users): seeded in the emulator, read by id and listed, exact items; the tunnel
 * sessions' CEL `filter` is sent to the service and evaluated there, over every page.
 */
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { IngressClient, NotFoundError } from "../../provider/ingressClient";
import {
  getApplicationSession,
  getApplicationSessions,
  getApplicationUser,
  getApplicationUsers,
  getCloudEndpoints,
  getKubernetesOperator,
  getKubernetesOperators,
  getTunnelSession,
  getTunnelSessions,
  getVaults,
} from "../../sdk";

let e: Emulator;
let opts: { apiKey: string; baseUrl: string };
beforeAll(async () => {
  e = await startEmulator({
    seed: {
      kubernetesOperators: [
        { id: "k8sop_1", description: "prod", enabled_features: ["ingress", "bindings"], deployment: { name: "ngrok-operator", namespace: "ngrok", version: "0.19.0", cluster_name: "prod" } },
        { id: "k8sop_2" },
      ],
      tunnelSessions: [
        { id: "ts_1", agent_version: "3.20.0", credential_id: "cr_1", ip: "203.0.113.7", metadata: "ci", os: "linux", region: "eu", started_at: "2026-01-02T03:04:05Z", transport: "ngrok/v2" },
        { id: "ts_2", metadata: "laptop", region: "us" },
        { id: "ts_3", metadata: "ci", region: "us" },
        { id: "ts_4", region: "eu" },
      ],
      applicationUsers: [{ id: "app_user_1", identity_provider: { name: "Google", url: "https://accounts.google.com" }, email: "ana@example.com", name: "Ana", username: "ana" }],
      applicationSessions: [{ id: "app_sess_1", application_user_id: "app_user_1", endpoint_id: "ep_1", public_url: "https://app.example.com", ip_address: "198.51.100.4", expires_at: "2026-02-01T00:00:00Z" }],
    },
  });
  opts = { apiKey: e.apiKey, baseUrl: e.baseUrl };
});
afterAll(() => e.close());

test("getKubernetesOperator: the operator as registered, camelCase; unset description and metadata are null", async () => {
  expect(await getKubernetesOperator("k8sop_1", opts)).toStrictEqual({
    id: "k8sop_1",
    uri: `${e.baseUrl}/kubernetes_operators/k8sop_1`,
    createdAt: expect.stringMatching(/Z$/),
    updatedAt: expect.stringMatching(/Z$/),
    description: "prod",
    metadata: null,
    enabledFeatures: ["ingress", "bindings"],
    region: "global",
    deployment: { name: "ngrok-operator", namespace: "ngrok", version: "0.19.0", clusterName: "prod" },
  });
  expect((await getKubernetesOperators(opts)).map((o) => o.id)).toEqual(["k8sop_2", "k8sop_1"]);
});

test("getTunnelSession: the session with its credential's reference and started_at; no description is made up", async () => {
  expect(await getTunnelSession("ts_1", opts)).toStrictEqual({
    id: "ts_1",
    uri: `${e.baseUrl}/tunnel_sessions/ts_1`,
    agentVersion: "3.20.0",
    credential: { id: "cr_1", uri: `${e.baseUrl}/credentials/cr_1` },
    ip: "203.0.113.7",
    metadata: "ci",
    os: "linux",
    region: "eu",
    startedAt: "2026-01-02T03:04:05Z",
    transport: "ngrok/v2",
  });
  const unset = await getTunnelSession("ts_4", opts);
  // A session without a credential: the service leaves the reference out (omitempty), and the lookup too.
  expect([unset.metadata, "credential" in unset, "description" in unset]).toEqual([null, false, false]);
});

test("getTunnelSessions with a filter: the service keeps what the CEL expression is true for, across pages of pageSize", async () => {
  e.clearLog();
  const ci = await getTunnelSessions({ ...opts, pageSize: 1, filter: 'obj.metadata == "ci"' });
  expect(ci.map((s) => s.id)).toEqual(["ts_3", "ts_1"]);
  expect(e.log.map((l) => [l.path, new URLSearchParams(l.query).get("filter"), new URLSearchParams(l.query).get("before_id")])).toEqual([
    ["/tunnel_sessions", 'obj.metadata == "ci"', null],
    ["/tunnel_sessions", 'obj.metadata == "ci"', "ts_3"],
  ]);
  // An unset field is null to the filter, as the service documents `== null`.
  expect((await getTunnelSessions({ ...opts, filter: 'obj.metadata == null || obj.region in ["us"] && obj.metadata.startsWith("lap")' })).map((s) => s.id)).toEqual(["ts_4", "ts_2"]);
  expect((await getTunnelSessions(opts)).map((s) => s.id)).toEqual(["ts_4", "ts_3", "ts_2", "ts_1"]);
});

test("a filter that does not parse is the service's 400 on the list, in one line", async () => {
  await expect(getTunnelSessions({ ...opts, filter: "obj.region ==" })).rejects.toThrow(
    /^GET \/tunnel_sessions failed: 400 ERR_INVALID_QUERY filter "obj\.region ==" does not parse: <input>:1:12: found = but expecting end of input \(operation op_\w+\)$/,
  );
});

test("a filter on a list that takes none is refused before any call", async () => {
  const client = new IngressClient(opts);
  e.clearLog();
  expect(() => client.applicationUsers.list({ filter: "true" })).toThrow(
    "GET /app/users not sent: filter is not taken by GET /app/users: the service filters only the lists that document it",
  );
  expect(e.log).toEqual([]);
});

test("getApplicationUser and getApplicationSession: exact items; the session refers to its user and endpoint", async () => {
  expect(await getApplicationUser("app_user_1", opts)).toStrictEqual({
    id: "app_user_1",
    uri: `${e.baseUrl}/app/users/app_user_1`,
    createdAt: expect.stringMatching(/Z$/),
    identityProvider: { name: "Google", url: "https://accounts.google.com" },
    email: "ana@example.com",
    name: "Ana",
    username: "ana",
  });
  expect(await getApplicationSession("app_sess_1", opts)).toStrictEqual({
    id: "app_sess_1",
    uri: `${e.baseUrl}/app/sessions/app_sess_1`,
    createdAt: expect.stringMatching(/Z$/),
    publicUrl: "https://app.example.com",
    expiresAt: "2026-02-01T00:00:00Z",
    browserSession: { ipAddress: "198.51.100.4" },
    applicationUser: { id: "app_user_1", uri: `${e.baseUrl}/app/users/app_user_1` },
    endpoint: { id: "ep_1", uri: `${e.baseUrl}/endpoints/ep_1` },
    // No edge or route: the service leaves the empty references out (omitempty).
  });
  expect((await getApplicationUsers(opts)).map((u) => u.email)).toEqual(["ana@example.com"]);
  expect((await getApplicationSessions(opts)).map((s) => s.applicationUser?.id)).toEqual(["app_user_1"]);
});

test("nothing creates or deletes them through the API; an unknown id is 404", async () => {
  const post = await fetch(`${e.baseUrl}/tunnel_sessions`, { method: "POST", headers: { authorization: `Bearer ${e.apiKey}`, "service-version": "2", "content-type": "application/json" }, body: "{}" });
  expect(post.status).toBe(405);
  await expect(getApplicationUser("app_user_9", opts)).rejects.toBeInstanceOf(NotFoundError);
});

test("a family's list lookup takes the service's filter too (find a vault by name); getCloudEndpoints asks for cloud endpoints only", async () => {
  const client = new IngressClient(opts);
  await client.vaults.create({ name: "prod", description: "p" });
  await client.vaults.create({ name: "staging" });
  expect((await getVaults({ ...opts, filter: 'obj.name == "prod"' })).map((v) => [v.name, v.description])).toEqual([["prod", "p"]]);
  e.clearLog();
  expect(await getCloudEndpoints({ ...opts, filter: 'obj.url == "https://none.example.com"' })).toEqual([]);
  expect(e.log.map((l) => new URLSearchParams(l.query).get("filter"))).toEqual(['obj.type == "cloud" && (obj.url == "https://none.example.com")']);
});
