// The Automation API with an inline program, as users run it in their own scripts: the program runs
// in the script's process, whose PATH holds no `pulumi` (the CLI is given as `PulumiCommand` at its
// root) and whose environment holds no backend settings (only the workspace's `envVars` do). The
// package must work there as anywhere: `up`, `refresh` and `destroy` succeed and show no warning.
import { spawn } from "node:child_process";
import { existsSync, promises as fs } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, pulumiBin, userProject } from "../support/engine";
import { unexpectedWarnings } from "../support/runtimeWarnings";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const EDGE = "edghts_inline";

/** The user's script: an inline program run through the Automation API, its results as JSON on stdout. */
const SCRIPT = `"use strict";
const { LocalWorkspace, PulumiCommand } = require("@pulumi/pulumi/automation");
const ingress = require("pulumi-ingress");
const [root, workDir, backend, home, baseUrl, apiKey] = process.argv.slice(2);

async function main() {
  const pulumiCommand = await PulumiCommand.get({ root });
  const envVars = {
    PULUMI_BACKEND_URL: backend,
    PULUMI_HOME: home,
    PULUMI_CONFIG_PASSPHRASE: "inline-test",
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
  };
  const program = async () => {
    const subscription = new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_inline"] });
    new ingress.HttpsEdgeRoute("api", { edgeId: "${EDGE}", matchType: "path_prefix", match: "/api", backend: { backendId: "bkdtg_inline" } });
    return { subscription: subscription.id };
  };
  const stack = await LocalWorkspace.createOrSelectStack({ stackName: "inline", projectName: "inline", program }, { pulumiCommand, envVars, workDir });
  await stack.setConfig("ingress:baseUrl", { value: baseUrl });
  await stack.setConfig("ingress:apiKey", { value: apiKey, secret: true });
  const output = [];
  const onOutput = (text) => output.push(text);
  const up = await stack.up({ onOutput });
  const refresh = await stack.refresh({ onOutput });
  const destroy = await stack.destroy({ onOutput });
  const changes = (r) => r.summary.resourceChanges;
  console.log(JSON.stringify({ up: changes(up), refresh: changes(refresh), destroy: changes(destroy), output: output.join("") }));
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
`;

interface Result {
  up: Record<string, number>;
  refresh: Record<string, number>;
  destroy: Record<string, number>;
  output: string;
}

let emulator: Emulator;
let result: Result;
let scriptEnv: NodeJS.ProcessEnv;

/** Runs the script asynchronously (the emulator answers from this process meanwhile). */
function runScript(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [file, ...args], { cwd: path.dirname(file), env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

beforeAll(async () => {
  const bin = await pulumiBin();
  const dir = path.join(await userProject(), "engine", `inline-${process.pid}`);
  await fs.rm(dir, { recursive: true, force: true });
  for (const d of ["work", "state", "home"]) await fs.mkdir(path.join(dir, d), { recursive: true });
  const file = path.join(dir, "inline.js");
  await fs.writeFile(file, SCRIPT);
  emulator = await startEmulator({ seed: { edges: [{ id: EDGE }], backends: [{ id: "bkdtg_inline" }], eventDestinations: [{ id: "ed_inline" }] } });
  // The script's own environment: no pulumi on PATH, no Pulumi or ingress settings at all.
  const pathEntries = (process.env["PATH"] ?? "").split(path.delimiter).filter((p) => p !== "" && !existsSync(path.join(p, "pulumi")));
  scriptEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("PULUMI_") && !k.startsWith("INGRESS_")));
  scriptEnv["PATH"] = pathEntries.join(path.delimiter);
  const run = await runScript(file, [path.dirname(bin), path.join(dir, "work"), `file://${path.join(dir, "state")}`, path.join(dir, "home"), emulator.baseUrl, emulator.apiKey], scriptEnv);
  if (run.code !== 0) throw new Error(`the inline script failed (${String(run.code)}):\n${run.stderr}\n${run.stdout}`);
  result = JSON.parse(run.stdout.trim().split("\n").pop() ?? "") as Result;
  await fs.rm(dir, { recursive: true, force: true });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await emulator?.close();
});

test("the script's process has no pulumi on PATH and no backend settings", () => {
  expect(scriptEnv["PATH"]?.split(path.delimiter).filter((p) => existsSync(path.join(p, "pulumi")))).toEqual([]);
  expect(Object.keys(scriptEnv).filter((k) => k.startsWith("PULUMI_"))).toEqual([]);
});

test("up, refresh and destroy succeed with the resources created, read and deleted", () => {
  expect(result.up).toEqual({ create: 3 });
  expect(result.refresh).toEqual({ same: 3 });
  expect(result.destroy).toEqual({ delete: 3 });
  expect(emulator.snapshot().event_subscriptions).toEqual({});
  expect(emulator.snapshot().routes).toEqual({});
});

test("no warning in any step's output", () => {
  expect(result.output).toContain("Resources:");
  expect(unexpectedWarnings(result.output)).toEqual([]);
});
