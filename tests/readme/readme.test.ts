// The README's examples (every TypeScript block of "Resources": the imports, then one example per
// resource family and the lookups), verbatim and in order as one program, under the real engine
// against the emulator: seeded with the ids the examples name, with the api.crt, ca.crt and device.pub files, the
// `apiKeyPem` and `ddApiKey` config the certificate's and the event destination's examples read and
// the `gh` config the secret's value reads. Then the guides' programs, verbatim: docs/leaving-edges.md,
// "In a program": the routes of the import example moved to a Cloud Endpoint with trafficPolicyOf,
// their IP policy adopted (its command-line example runs in tests/unit/leavingEdgesGuide.test.ts).
// Each program runs once, on one engine for the file, its own emulator and stack; the guide's was
// tests/readme/guides.test.ts, which had an engine of its own, and is here under its name there.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { FAMILY_NAMES } from "../../provider/families";
import { makeChain, type TestChain } from "../support/certs";
import { ed25519PublicKeyLine } from "../support/sshKey";
import { createEngine, type Engine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type EngineStack } from "../support/engine";
import { block, blocks, readDoc, section } from "../support/markdown";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let engine: Engine;

beforeAll(async () => {
  engine = await createEngine();
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await engine?.dispose();
});

/** Every distinct id of a kind the program names in a string literal, e.g. `"edghts_2abc"`. */
const idsIn = (program: string, prefix: string): string[] => [...new Set([...program.matchAll(new RegExp(`"(${prefix}_[A-Za-z0-9]+)"`, "g"))].map((m) => m[1] as string))];

const PROJECT = "readme";

describe("README example", () => {
  const resources = section(readDoc("README.md"), "Resources", "README.md");
  const program = blocks(resources, "ts").join("\n");
  let emulator: Emulator;
  let stack: EngineStack;
  let chain: TestChain;
  let edges: string[];

  beforeAll(async () => {
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
    stack = await engine.stack(PROJECT, {
      program,
      typescript: true,
      config: {
        "ingress:baseUrl": { value: emulator.baseUrl },
        "ingress:apiKey": { value: emulator.apiKey, secret: true },
        [`${PROJECT}:apiKeyPem`]: { value: chain.privateKeyPem, secret: true },
        [`${PROJECT}:ddApiKey`]: { value: "readme-dd-key", secret: true },
        [`${PROJECT}:gh`]: { value: "readme-s3cret", secret: true },
      },
    });
    await fs.writeFile(path.join(stack.dir, "api.crt"), chain.certificatePem);
    await fs.writeFile(path.join(stack.dir, "ca.crt"), chain.caPem);
    await fs.writeFile(path.join(stack.dir, "device.pub"), `${ed25519PublicKeyLine("device@example")}\n`);
  }, ENGINE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await emulator?.close();
  });

  test("has one example per family, after the block of imports, and names the ids it needs (one edge, backend, IP policy and event destination)", () => {
    const examples = [...FAMILY_NAMES, "Lookups and references"].map((h) => blocks(section(resources, h, "README.md"), "ts").length);
    expect(examples).toEqual([...FAMILY_NAMES, "Lookups and references"].map(() => 1));
    expect(blocks(resources, "ts")).toHaveLength(FAMILY_NAMES.length + 2);
    expect([edges.length, idsIn(program, "bkdtg").length, idsIn(program, "ipp").length, idsIn(program, "ed").length]).toEqual([1, 1, 1, 1]);
  });

  test("goes up as written and exports the certificate's expiry, the route's URI, the endpoint's URL and the lookup's routes", async () => {
    const up = await stack.up();
    const state = emulator.snapshot();
    const [routeId] = Object.keys(state.routes);
    // One resource of each family, and the stack.
    expect(up.summary).toEqual({ create: FAMILY_NAMES.length + 1 });
    const { apiRoutes, ...outputs } = up.outputs;
    expect(outputs).toEqual({
      certNotAfter: { value: `${chain.notAfter.toISOString().slice(0, 19)}Z`, secret: false },
      routeUri: { value: `${emulator.baseUrl}/edges/https/${edges[0]}/routes/${routeId}`, secret: false },
      appUrl: { value: "https://app.example.com", secret: false },
      cname: { value: expect.stringMatching(/\.ngrok-cname\.com$/), secret: false },
      // The first address of the eu region the emulator assigns.
      sshUrl: { value: "tcp://1.tcp.eu.ngrok.io:20000", secret: false },
    });
    // The lookup runs as the program starts, beside the route's create: it may or may not see it.
    expect([[], [routeId]]).toContainEqual(apiRoutes?.value);
    expect(Object.values(state.tls_certificates).map((c) => [c.description, c.derived.subject_common_name])).toEqual([["api.example.com", "api.example.com"]]);
    expect(Object.keys(state.routes[routeId ?? ""]?.modules ?? {}).sort()).toEqual(["backend", "compression", "ip_restriction", "oauth"]);
    expect(Object.values(state.event_subscriptions).map((s) => [s.source_types, s.destination_ids])).toEqual([[["ip_policy_created.v0"], idsIn(program, "ed")]]);
    expect(Object.values(state.abuse_reports).map((r) => r.urls)).toEqual([["https://login.evil.test/"]]);
    expect(Object.values(state.endpoints).map((e) => e.url)).toEqual(["https://app.example.com"]);
    const created = Object.values(state.event_destinations).filter((d) => !idsIn(program, "ed").includes(d.id));
    expect(created.map((d) => d.target)).toEqual([{ datadog: { ddsite: "datadoghq.eu" } }]);
    expect(Object.values(state.vaults).map((v) => v.name)).toEqual(["webhooks-vault"]);
    expect(Object.values(state.vault_secrets).map((x) => x.name)).toEqual(["gh"]);
    expect(JSON.stringify(await stack.exportState())).not.toContain("readme-s3cret");
    const [policyId] = Object.keys(state.ip_policies).filter((id) => !idsIn(program, "ipp").includes(id));
    expect(Object.values(state.ip_policy_rules).map((r) => [r.ip_policy_id, r.cidr, r.action])).toEqual([[policyId, "203.0.113.0/24", "allow"]]);
  });

  test("then previews with no changes and destroys cleanly", async () => {
    const preview = await stack.preview();
    expect(preview.summary).toEqual({ same: FAMILY_NAMES.length + 1 });
    expect((await stack.destroy()).summary).toEqual({ delete: FAMILY_NAMES.length + 1 });
    const state = emulator.snapshot();
    expect([state.tls_certificates, state.routes, state.event_subscriptions, state.endpoints, state.reserved_domains, state.vaults, state.vault_secrets, state.ip_policy_rules]).toEqual([{}, {}, {}, {}, {}, {}, {}, {}]);
    expect(Object.keys(state.event_destinations)).toEqual(idsIn(program, "ed"));
    expect(Object.keys(state.ip_policies)).toEqual(idsIn(program, "ipp"));
  });
});

describe("docs/leaving-edges.md example: In a program", () => {
  const project = "leaving";
  const oidcSecret = "readme-oidc-S3CRET";
  const program = block(section(readDoc("docs/leaving-edges.md"), "In a program", "docs/leaving-edges.md"), "ts", 'docs/leaving-edges.md, "In a program",');
  let emulator: Emulator;
  let stack: EngineStack;

  beforeAll(async () => {
    emulator = await startEmulator({
      seed: {
        edges: idsIn(program, "edghts").map((id) => ({ id, hostports: ["app.example.com:443"] })),
        backends: idsIn(program, "bkdtg").map((id) => ({ id })),
        ipPolicies: idsIn(program, "ipp").map((id) => ({ id })),
      },
    });
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
    await emulator?.close();
  });

  test("goes up as written: one endpoint whose policy forwards each route to the internal endpoint, then no changes", async () => {
    const up = await stack.up();
    expect(up.summary).toEqual({ create: 3 });
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
    expect((await stack.preview()).summary).toEqual({ same: 3 });
  });
});
