// examples/policy-pack, a team's own pack built from the package's rules, run as its users run it:
// copied next to a project that installed the packed tarball, TypeScript compiled by the engine's
// ts-node, `pulumi preview --policy-pack <its folder>`.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { createEngine, type Engine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, EXAMPLES_DIR } from "../support/engine";
import { type PolicyPreview, previewWithPolicyPack } from "../support/policy";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let emulator: Emulator;
let engine: Engine;
let pack: string;

beforeAll(async () => {
  [emulator, engine] = await Promise.all([startEmulator({}), createEngine()]);
  pack = path.join(engine.dir, "policy-pack");
  await fs.cp(path.join(EXAMPLES_DIR, "policy-pack"), pack, { recursive: true });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await engine?.dispose();
  await emulator?.close();
});

const route = (extra: string): string =>
  [
    'const ingress = require("pulumi-ingress");',
    'new ingress.HttpsEdgeRoute("api", { edgeId: "edghts_2abcdefghijklmnopqrstuvwx", matchType: "path_prefix", match: "/api",',
    '  backend: { backendId: "bkdtg_2abcdefghijklmnopqrstuvwx" }, ipRestriction: { ipPolicyIds: ["ipp_2abcdefghijklmnopqrstuvwx"] },',
    '  requestHeaders: { add: { "X-A": "1" }, remove: ["X-A"] },',
    `  ${extra} });`,
    "",
  ].join("\n");

const preview = (stackName: string, source: string): Promise<PolicyPreview> => previewWithPolicyPack(engine, emulator, { stackName, source, packDir: pack });

test("the team's own rule and the levels it chose fail the preview; the disabled header rule stays quiet", async () => {
  const r = await preview("violating", route("circuitBreaker: { errorThresholdPercentage: 1 },"));
  expect(r.passed).toBe(false);
  expect(r.output).toContain("acme-ingress@v1.0.0");
  expect(r.output).toContain("[mandatory]  acme-route-described");
  expect(r.output).toContain('HttpsEdgeRoute "api" has no description: say what the route serves.');
  expect(r.output).toContain("[mandatory]  ingress-circuit-breaker-can-trip");
  expect(r.output).not.toContain("ingress-headers-add-and-remove");
  expect(emulator.requestCount).toBe(0);
});

test("a described route with a breaker that can trip passes", async () => {
  const r = await preview("compliant", route('description: "the public API", circuitBreaker: { errorThresholdPercentage: 0.5 },'));
  expect(r.passed).toBe(true);
  expect(r.output).not.toMatch(/(acme|ingress)-[a-z-]+ {2}\(/);
  expect(emulator.requestCount).toBe(0);
});
