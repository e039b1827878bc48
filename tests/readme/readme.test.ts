// The README's main example (the TypeScript block of "Resources"), verbatim, under the real engine
// against the emulator: seeded with the ids the example names, with the api.crt file and the
// `apiKeyPem` config it reads.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { makeChain, type TestChain } from "../support/certs";
import { createEngine, type Engine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type EngineStack, REPO_ROOT } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

/** The first ```ts block of the README section with this heading. */
function readmeExample(readme: string, heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README has no "## ${heading}" section`);
  const next = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, next < 0 ? undefined : next);
  const code = /\n```ts\n([\s\S]*?)\n```\n/.exec(section)?.[1];
  if (code === undefined) throw new Error(`"## ${heading}" has no \`\`\`ts block`);
  return `${code}\n`;
}

/** Every distinct id of a kind the program names in a string literal, e.g. `"edghts_2abc"`. */
const idsIn = (program: string, prefix: string): string[] => [...new Set([...program.matchAll(new RegExp(`"(${prefix}_[A-Za-z0-9]+)"`, "g"))].map((m) => m[1] as string))];

const PROJECT = "readme";

describe("README example", () => {
  let program: string;
  let emulator: Emulator;
  let engine: Engine;
  let stack: EngineStack;
  let chain: TestChain;
  let edges: string[];

  beforeAll(async () => {
    program = readmeExample(await fs.readFile(path.join(REPO_ROOT, "README.md"), "utf8"), "Resources");
    edges = idsIn(program, "edghts");
    emulator = await startEmulator({
      seed: {
        edges: edges.map((id) => ({ id })),
        backends: idsIn(program, "bkdtg").map((id) => ({ id })),
        ipPolicies: idsIn(program, "ipp").map((id) => ({ id })),
        eventDestinations: idsIn(program, "ed").map((id) => ({ id })),
      },
    });
    chain = await makeChain({ keyType: "ecdsa", commonName: "api.example.com", dnsNames: ["api.example.com"] });
    engine = await createEngine();
    stack = await engine.stack(PROJECT, {
      program,
      typescript: true,
      config: {
        "ingress:baseUrl": { value: emulator.baseUrl },
        "ingress:apiKey": { value: emulator.apiKey, secret: true },
        [`${PROJECT}:apiKeyPem`]: { value: chain.privateKeyPem, secret: true },
      },
    });
    await fs.writeFile(path.join(stack.dir, "api.crt"), chain.certificatePem);
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await engine?.dispose();
    await emulator?.close();
  });

  test("names the ids it needs (one edge, backend, IP policy and event destination)", () => {
    expect([edges.length, idsIn(program, "bkdtg").length, idsIn(program, "ipp").length, idsIn(program, "ed").length]).toEqual([1, 1, 1, 1]);
  });

  test("goes up as written and exports the certificate's expiry and the route's URI", async () => {
    const up = await stack.up();
    const state = emulator.snapshot();
    const [routeId] = Object.keys(state.routes);
    expect(up.summary).toEqual({ create: 5 });
    expect(up.outputs).toEqual({
      certNotAfter: { value: `${chain.notAfter.toISOString().slice(0, 19)}Z`, secret: false },
      routeUri: { value: `${emulator.baseUrl}/edges/https/${edges[0]}/routes/${routeId}`, secret: false },
    });
    expect(Object.values(state.tls_certificates).map((c) => [c.description, c.derived.subject_common_name])).toEqual([["api.example.com", "api.example.com"]]);
    expect(Object.keys(state.routes[routeId ?? ""]?.modules ?? {}).sort()).toEqual(["backend", "compression", "ip_restriction", "oauth"]);
    expect(Object.values(state.event_subscriptions).map((s) => [s.source_types, s.destination_ids])).toEqual([[["ip_policy_created.v0"], idsIn(program, "ed")]]);
    expect(Object.values(state.abuse_reports).map((r) => r.urls)).toEqual([["https://login.evil.test/"]]);
  });

  test("then previews with no changes and destroys cleanly", async () => {
    expect((await stack.preview()).summary).toEqual({ same: 5 });
    expect((await stack.destroy()).summary).toEqual({ delete: 5 });
    const state = emulator.snapshot();
    expect([state.tls_certificates, state.routes, state.event_subscriptions]).toEqual([{}, {}, {}]);
  });
});

describe("README example: Leaving edges", () => {
  const project = "leaving";
  const oidcSecret = "readme-oidc-S3CRET";
  let program: string;
  let emulator: Emulator;
  let engine: Engine;
  let stack: EngineStack;

  beforeAll(async () => {
    program = readmeExample(await fs.readFile(path.join(REPO_ROOT, "README.md"), "utf8"), "Leaving edges");
    emulator = await startEmulator({
      seed: {
        edges: idsIn(program, "edghts").map((id) => ({ id, hostports: ["app.example.com:443"] })),
        backends: idsIn(program, "bkdtg").map((id) => ({ id })),
        ipPolicies: idsIn(program, "ipp").map((id) => ({ id })),
      },
    });
    engine = await createEngine();
    stack = await engine.stack(project, {
      program,
      typescript: true,
      config: {
        "ingress:baseUrl": { value: emulator.baseUrl },
        "ingress:apiKey": { value: emulator.apiKey, secret: true },
        [`${project}:adminRouteOidcClientSecret`]: { value: oidcSecret, secret: true },
      },
    });
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await engine?.dispose();
    await emulator?.close();
  });

  test("goes up as written: one endpoint whose policy forwards each route to the internal endpoint, then no changes", async () => {
    const up = await stack.up();
    expect(up.summary).toEqual({ create: 2 });
    const endpoints = Object.values(emulator.snapshot().endpoints);
    expect(endpoints.map((e) => e.url)).toEqual(["https://app.example.com"]);
    const policy = JSON.parse(String(endpoints[0]?.traffic_policy)) as { on_http_request: { name: string; actions: { type: string; config?: unknown }[] }[] };
    expect(policy.on_http_request.map((r) => `${r.name}: ${r.actions.map((a) => a.type).join(", ")}`)).toEqual([
      "path_prefix /admin: ip restriction: restrict-ips",
      "path_prefix /admin: oidc: openid-connect",
      "path_prefix /admin: backend: forward-internal",
      "Storefront: backend: forward-internal",
    ]);
    expect(JSON.stringify(policy)).toContain(`"client_secret":"${oidcSecret}"`);
    expect(up.outputs["app"]?.value).toBe(Object.keys(emulator.snapshot().endpoints)[0]);
    expect((await stack.preview()).summary).toEqual({ same: 2 });
  });
});
