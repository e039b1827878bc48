// The provider plugin (plugin/, docs/plugin.md) under the real engine, for what only the engine
// proves, on one stack whose Pulumi.yaml names the installed package's plugin and whose program
// declares by type token (ingress:index:<Class>): an explicit provider (pulumi:providers:ingress)
// with its own key and base URL, and through the default provider a vault, a cloud endpoint whose
// Traffic Policy holds a secret, and an abuse report. One up, one refresh, one destroy, one preview:
// - the explicit provider calls its own account with its own key, which the state keeps secret
//   though the program passed it plain, and the default provider is in the state too;
// - the API keys and the policy's secret are never in plaintext in the state or the output;
// - refresh reads the stack config as it is now (the engine hands it to the plugin), and its
//   refusal is one line under the resource with no stack frame;
// - destroy prints the abuse report's warning under the report;
// - a bad input nested in a list fails preview naming its top-level input, as the engine prints it;
// - and the real CLI prints the plugin's schema (`pulumi package get-schema`).
// Moved to tests/provider/plugin.test.ts, each test under its name here (the plugin's gRPC server in
// process, fed what the engine sends, tests/support/pluginReplay.ts): one resource of every family
// made with one POST each, a preview of the same program with no call, one PATCH per family that
// updates, refresh with GETs only and no drift, one DELETE per family but the abuse report, the
// report's URN never in its inputs or outputs, no secret in plaintext in what the plugin answers or
// prints, a refused create, read and delete each one line with nothing printed, the policy's secret
// made secret, and the bad ACL rule's failure. Every family's up, update, refresh and destroy through
// the plugin under the engine, and every secret input kept secret in its state, are
// tests/engine/pluginParity.test.ts's; every family's secrets never in plaintext in the state or the
// output of a program run through the plugin, tests/engine/yamlProgram.test.ts's. The engine prints
// a provider's refused create and delete as one line under the resource: tests/engine/failureLines.test.ts.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { SECRET_SIG, SIG_KEY } from "../../plugin/src/secrets";
import { ACL_RULE } from "../../provider/inputs/acl";
import { ABUSE_REPORT_NOT_WITHDRAWN } from "../../provider/resources/abuseReport/family";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun, type StateResource, visibleOutput } from "../support/engine";
import { failures } from "../support/failureLines";
import { installedPlugin, pluginProgram, usePlugin } from "../support/plugin";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const OTHER_KEY = "other-account-key-3c51";
const CREDENTIALS = "ops:policy-S3CRET-81be";
const POLICY = `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials: ["${CREDENTIALS}"]\n`;
const STACK = "plugin-plugin";

let run: Run;
let other: Emulator;
let reportId = "";

beforeAll(async () => {
  other = await startEmulator({ apiKeys: [{ key: OTHER_KEY, abuseReports: false }] });
  run = await startRun("plugin", { body: "", emulator: { abuseProcessingDelayMs: 0 } });
  await usePlugin(run.stack.dir);
  await run.stack.setProgram(
    pluginProgram(`
const other = new ingress.Provider("other", { apiKey: "${OTHER_KEY}", baseUrl: "${other.baseUrl}" });
new ingress.Vault("theirs", { name: "their-vault" }, { provider: other });
new ingress.Vault("ours", { name: "our-vault" });
new ingress.CloudEndpoint("ops", { url: "https://ops.example.com", trafficPolicy: ${JSON.stringify(POLICY)} });
exports.report = new ingress.AbuseReport("report", { urls: ["https://phish.example.test/login"] }).id;
`),
  );
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
  await other?.close();
});

const resourcesOf = async (): Promise<StateResource[]> => ((await run.stack.exportState()).deployment as { resources: StateResource[] }).resources;
const withoutIds = (call: string) => call.replace(/\b(vault|ep)_\w+/, "$1_…");

test("an explicit provider (pulumi:providers:ingress) calls its own account with its own key, stored secret; the default provider the stack's", async () => {
  run.mark();
  const up = await run.stack.up();
  // The stack, the explicit provider, the four resources (the default provider is not counted).
  expect(up.summary).toEqual({ create: 6 });
  reportId = String(up.outputs["report"]?.value);
  expect(other.log.filter((e) => e.method !== "GET").map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual(["POST /vaults 201"]);
  expect(run.calls().filter((c) => !c.startsWith("GET ")).sort()).toEqual(["POST /abuse_reports 201", "POST /endpoints 201", "POST /vaults 201"]);
  const resources = await resourcesOf();
  const provider = resources.find((r) => r.urn.endsWith("::other"));
  expect(provider?.inputs?.["apiKey"]).toEqual({ [SIG_KEY]: SECRET_SIG, ciphertext: expect.any(String) });
  expect(resources.filter((r) => r.type === "pulumi:providers:ingress").map((r) => r.urn.slice(r.urn.lastIndexOf("::") + 2)).sort()).toEqual(["default", "other"]);
  expect(resources.filter((r) => r.type.startsWith("ingress:index:")).map((r) => r.type).sort()).toEqual([
    "ingress:index:AbuseReport",
    "ingress:index:CloudEndpoint",
    "ingress:index:Vault",
    "ingress:index:Vault",
  ]);
});

test("a policy holding a secret, passed as a plain string, is never in plaintext in the state; nor the API keys, nor in the output", async () => {
  const state = JSON.stringify(await run.stack.exportState());
  const printed = visibleOutput(run.stack.allOutput());
  for (const s of [CREDENTIALS, OTHER_KEY, run.emulator.apiKey]) expect([s, state.includes(s), printed.includes(s)]).toEqual([s, false, false]);
});

test("refresh uses the API key in the stack config now, not the one recorded at the last up (no --run-program)", async () => {
  await run.stack.setConfig({ "ingress:apiKey": { value: "rotated-wrong-key-9d2e", secret: true } });
  // One resource refreshed (--target), so that one failure is printed, whichever reads the engine runs first.
  const ours = (await resourcesOf()).find((r) => r.urn.endsWith("::ours"))?.urn ?? "";
  const refused = await failureOf(
    run.stack.stack.refresh({ target: [ours], color: "never" }).catch((e: { commandResult?: { stdout: string; stderr: string } }) => {
      throw new Error(e.commandResult ? `${e.commandResult.stdout}\n${e.commandResult.stderr}` : String(e));
    }),
  );
  await run.stack.setConfig({ "ingress:apiKey": { value: run.emulator.apiKey, secret: true } });
  // The refusal of the read is one line under the resource, no stack frame (tests/support/failureLines.ts).
  expect(failures(refused)).toEqual({
    [STACK]: "update failed",
    ours: "the service refused the API key from stack config `ingress:apiKey` (401 ERR_INVALID_CREDENTIALS: the API key is not valid); nothing more is sent with this key. Set the right key with `pulumi config set --secret ingress:apiKey <key>` or the INGRESS_API_KEY environment variable",
  });
  // The plugin reads the config as it is now: no advice to run refresh with --run-program.
  expect(refused).not.toContain("--run-program");
});

test("destroy deletes every resource; a filed abuse report stays filed, said under the report", async () => {
  run.mark();
  other.log.length = 0;
  const destroy = await run.stack.destroy();
  expect(destroy.summary).toEqual({ delete: 6 });
  expect(destroy.stdout).toContain(`ingress:index:AbuseReport (report):\n    warning: ${reportId}: ${ABUSE_REPORT_NOT_WITHDRAWN}\n`);
  expect(other.log.filter((e) => e.method !== "GET").map((e) => withoutIds(`${e.method} ${e.path} ${e.status}`))).toEqual(["DELETE /vaults/vault_… 204"]);
  expect(run.calls().filter((c) => !c.startsWith("GET ")).map(withoutIds).sort()).toEqual(["DELETE /endpoints/ep_… 204", "DELETE /vaults/vault_… 204"]);
});

test("a bad ACL rule fails preview naming the input acl, as the engine looks it up, its index in the reason", async () => {
  await run.stack.setProgram(pluginProgram(`new ingress.Credential("cred", { acl: ["bind:"] });`));
  const output = await failureOf(run.stack.preview());
  expect(output).toContain(`error: ingress:index:Credential resource 'cred': property acl value {[{bind:}]} has a problem: acl[0] ${ACL_RULE}; got "bind:"`);
  expect(output).not.toContain("acl[0] value");
});

test("pulumi package get-schema prints plugin/schema.json from the installed package's plugin", async () => {
  const env = { ...process.env, ...run.stack.stack.workspace.envVars };
  const cli = path.join(run.engine.bin, "pulumi");
  const pluginDir = await installedPlugin();
  const printed = await new Promise<string>((resolve, reject) =>
    execFile(cli, ["package", "get-schema", pluginDir], { env, cwd: run.stack.dir, maxBuffer: 64 << 20 }, (err, out, errOut) =>
      err ? reject(new Error(`pulumi package get-schema failed: ${err.message}\n${errOut}`)) : resolve(out),
    ),
  );
  expect(JSON.parse(printed)).toEqual(JSON.parse(readFileSync(path.join(__dirname, "..", "..", "plugin", "schema.json"), "utf8")));
});
