// The guides' programs, verbatim, under the real engine against the emulator. docs/leaving-edges.md,
// "In a program": the routes of the import example moved to a Cloud Endpoint with trafficPolicyOf, their IP policy adopted.
// (Its command-line example runs in tests/unit/leavingEdgesGuide.test.ts.)
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { createEngine, type Engine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type EngineStack } from "../support/engine";
import { block, readDoc, section } from "../support/markdown";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

/** Every distinct id of a kind the program names in a string literal, e.g. `"edghts_2abc"`. */
const idsIn = (program: string, prefix: string): string[] => [...new Set([...program.matchAll(new RegExp(`"(${prefix}_[A-Za-z0-9]+)"`, "g"))].map((m) => m[1] as string))];

describe("docs/leaving-edges.md example: In a program", () => {
  const project = "leaving";
  const oidcSecret = "readme-oidc-S3CRET";
  const program = block(section(readDoc("docs/leaving-edges.md"), "In a program", "docs/leaving-edges.md"), "ts", 'docs/leaving-edges.md, "In a program",');
  let emulator: Emulator;
  let engine: Engine;
  let stack: EngineStack;

  beforeAll(async () => {
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
