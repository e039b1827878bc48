// The provider plugin (plugin/, docs/plugin.md) under the real engine: a program whose Pulumi.yaml
// names the installed package's plugin declares one resource of every family of the registry by
// type token (ingress:index:<Class>), with the lifecycle test's declarations. Each is created with
// one POST, a preview then makes no call, a changed description is one PATCH per family that has
// one, refresh finds no drift and reads the stack config as it is now, destroy deletes them; the
// API key and the secret inputs are never in plaintext in the state or the output. An explicit
// provider works with its own key and base URL. A refusal of create, refresh or delete is one line
// with no stack frame; a bad input nested in a list is refused naming its top-level input. And the
// real CLI prints the plugin's schema.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { startEmulator } from "../../emulator";
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { ACL_RULE } from "../../provider/inputs/acl";
import { ABUSE_REPORT_NOT_WITHDRAWN, REPORT_URN } from "../../provider/resources/abuseReport/family";
import { LIFECYCLE_FAMILIES as families, lifecycleFiles, lifecycleSeed } from "../lifecycle/families/all";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, failureOf, type Run, startRun, visibleOutput } from "../support/engine";
import { failures } from "../support/failureLines";
import { installedPlugin, pluginProgram, usePlugin } from "../support/plugin";
import { callsByFamily } from "../support/callsByFamily";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const updating = families.filter((f) => f.updates);
const n = families.length;

const program = (description: string) =>
  pluginProgram(`
const resources = {};
${families.map((f) => f.declare(description)).join("\n")}
exports.ids = pulumi.all(Object.fromEntries(Object.entries(resources).map(([k, r]) => [k, r.id])));
`);

/** The secret inputs of the declarations, and the key: none may be in plaintext anywhere. */
const SECRETS = ["lifecycle-value", "life-dd-key"];

let run: Run;
let files: Record<string, string> = {};
let ids: Record<string, string> = {};

beforeAll(async () => {
  run = await startRun("plugin", { body: "", emulator: { seed: lifecycleSeed(), abuseProcessingDelayMs: 0 } });
  await run.stack.setProgram(program("v1"));
  await usePlugin(run.stack.dir);
  files = await lifecycleFiles();
  for (const [name, text] of Object.entries(files)) await run.writeFile(name, text);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/** Calls since the mark with `method`, per family (tests/support/callsByFamily.ts). */
const callsOf = (method: string): Record<string, number> => callsByFamily(run.entries(), method);

test("up creates one resource of each family through the plugin, one POST each", async () => {
  run.mark();
  const up = await run.stack.up();
  expect(up.summary).toEqual({ create: n + 1 });
  ids = up.outputs["ids"]?.value as Record<string, string>;
  for (const f of families) expect([f.type, (ids[f.type] ?? "").startsWith(FAMILIES[f.type].wire.idPrefix)]).toEqual([f.type, true]);
  const posts = callsOf("POST");
  // An abuse report is filed with one POST too; every family's create is one POST.
  expect(posts).toEqual(Object.fromEntries(FAMILY_NAMES.map((f) => [f, 1])));
  const state = await run.stack.exportState();
  const resources = (state.deployment as { resources: { type: string; inputs?: object; outputs?: object }[] }).resources;
  const types = resources.map((r) => r.type);
  expect(types.filter((t) => t.startsWith("ingress:index:")).sort()).toEqual(FAMILY_NAMES.map((f) => `ingress:index:${f}`).sort());
  expect(types).toContain("pulumi:providers:ingress");
  // The report's URN is given at each call, never stored (the dynamic SDK keeps it as a hidden input).
  const report = resources.find((r) => r.type === "ingress:index:AbuseReport");
  expect([REPORT_URN in (report?.inputs ?? {}), REPORT_URN in (report?.outputs ?? {})]).toEqual([false, false]);
});

test("a preview of the same program makes no call and shows no change", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: n + 1 });
  expect(run.calls()).toEqual([]);
});

test("a changed description is one PATCH per family that updates", async () => {
  await run.stack.setProgram(program("v2"));
  run.mark();
  const up = await run.stack.up();
  expect(up.summary).toEqual({ same: n + 1 - updating.length, update: updating.length });
  expect(callsOf("PATCH")).toEqual(Object.fromEntries(updating.map((f) => [f.type, 1])));
  expect(callsOf("POST")).toEqual({});
  expect(up.outputs["ids"]?.value).toEqual(ids);
});

test("refresh finds no drift", async () => {
  expect((await run.stack.refresh()).summary).toEqual({ same: n + 1 });
});

test("refresh uses the API key in the stack config now, not the one recorded at the last up (no --run-program)", async () => {
  await run.stack.setConfig({ "ingress:apiKey": { value: "rotated-wrong-key-9d2e", secret: true } });
  const refused = await failureOf(run.stack.refresh());
  expect(refused).toContain("the service refused the API key from stack config `ingress:apiKey` (401");
  // The plugin reads the config as it is now: no advice to run refresh with --run-program.
  expect(refused).not.toContain("--run-program");
  await run.stack.setConfig({ "ingress:apiKey": { value: run.emulator.apiKey, secret: true } });
  expect((await run.stack.refresh()).summary).toEqual({ same: n + 1 });
});

test("the API key and every secret input are never in plaintext in the state or the output", async () => {
  const state = JSON.stringify(await run.stack.exportState());
  const secrets = [...SECRETS, run.emulator.apiKey, ...Object.values(files).flatMap((t) => t.split("\n").filter((l) => l.length >= 40 && !l.startsWith("-----") && t.includes("PRIVATE KEY")))];
  for (const s of secrets) expect([s, state.includes(s)]).toEqual([s, false]);
  for (const s of secrets) expect([s, visibleOutput(run.stack.allOutput()).includes(s)]).toEqual([s, false]);
});

test("destroy deletes every resource; a filed abuse report stays filed, said under the report", async () => {
  run.mark();
  const destroy = await run.stack.destroy();
  expect(destroy.summary).toEqual({ delete: n + 1 });
  expect(destroy.stdout).toContain(`ingress:index:AbuseReport (report):\n    warning: ${ids["AbuseReport"]}: ${ABUSE_REPORT_NOT_WITHDRAWN}\n`);
  expect(callsOf("DELETE")).toEqual(Object.fromEntries(families.filter((f) => f.deleted).map((f) => [f.type, 1])));
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

test("an explicit provider (pulumi:providers:ingress) calls its own account with its own key, stored secret; the default provider the stack's", async () => {
  const OTHER_KEY = "other-account-key-3c51";
  const other = await startEmulator({ apiKeys: [{ key: OTHER_KEY, abuseReports: false }] });
  try {
    const { stack } = await run.addStack("plugin-explicit");
    await usePlugin(stack.dir);
    await stack.setProgram(
      pluginProgram(`
const other = new ingress.Provider("other", { apiKey: "${OTHER_KEY}", baseUrl: "${other.baseUrl}" });
new ingress.Vault("theirs", { name: "their-vault" }, { provider: other });
new ingress.Vault("ours", { name: "our-vault" });
`),
    );
    run.mark();
    expect((await stack.up()).summary).toEqual({ create: 4 });
    expect(other.log.filter((e) => e.method !== "GET").map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual(["POST /vaults 201"]);
    expect(run.calls().filter((c) => !c.startsWith("GET "))).toEqual(["POST /vaults 201"]);
    const state = await stack.exportState();
    const provider = (state.deployment as { resources: { urn: string; inputs?: Record<string, unknown> }[] }).resources.find((r) => r.urn.endsWith("::other"));
    expect(provider?.inputs?.["apiKey"]).toEqual({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.any(String) });
    expect(JSON.stringify(state)).not.toContain(OTHER_KEY);
    other.log.length = 0;
    expect((await stack.destroy()).summary).toEqual({ delete: 4 });
    expect(other.log.filter((e) => e.method !== "GET").map((e) => `${e.method} ${e.path.replace(/vault_\w+/, "vault_…")} ${e.status}`)).toEqual(["DELETE /vaults/vault_… 204"]);
  } finally {
    await other.close();
  }
});

describe("failures and secrets in a policy, on a stack of their own", () => {
  const READ_ONLY = "Your account is not authorized for this operation.";
  const CREDENTIALS = "ops:policy-S3CRET-81be";
  const POLICY = `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials: ["${CREDENTIALS}"]\n`;
  let stack: Run["stack"];
  const refuse = (method: string, pathname: string) => run.emulator.setRefusals([{ method, path: pathname, status: 403, errorCode: "ERR_NGROK_403", message: READ_ONLY }]);
  const refused = (call: string) => `${call} failed: 403 ERR_NGROK_403 ${READ_ONLY} (operation op_…)`;
  /** The failure's lines by resource, after checking no line repeats the service's message. */
  const lines = (output: string) => {
    expect(output.split("\n").filter((l) => l.split(READ_ONLY).length > 2 || l.includes("ForbiddenError"))).toEqual([]);
    return Object.fromEntries(Object.entries(failures(output)).map(([k, v]) => [k, v.replace(/\bep_[A-Za-z0-9]+/g, "ep_…")]));
  };

  beforeAll(async () => {
    ({ stack } = await run.addStack("plugin-failures"));
    await usePlugin(stack.dir);
    await stack.setProgram(pluginProgram(`new ingress.CloudEndpoint("ops", { url: "https://ops.example.com", trafficPolicy: ${JSON.stringify(POLICY)} });`));
  });

  afterAll(() => run.emulator.setRefusals(undefined));

  test("a policy holding a secret, passed as a plain string, is never in plaintext in the state", async () => {
    expect((await stack.up()).summary).toEqual({ create: 2 });
    expect(JSON.stringify(await stack.exportState())).not.toContain(CREDENTIALS);
  });

  test("create, refresh and delete refused: each one line under the resource, no stack frame", async () => {
    await stack.setProgram(pluginProgram(`
new ingress.CloudEndpoint("ops", { url: "https://ops.example.com", trafficPolicy: ${JSON.stringify(POLICY)} });
new ingress.Vault("vault", { name: "refused-vault" });
`));
    refuse("POST", "/vaults");
    expect(lines(await failureOf(stack.up()))).toEqual({ "plugin-failures-plugin-failures": "update failed", vault: refused("POST /vaults") });
    refuse("GET", "/endpoints/[^/]+");
    expect(lines(await failureOf(stack.refresh()))).toEqual({ "plugin-failures-plugin-failures": "update failed", ops: refused("GET /endpoints/ep_…") });
    refuse("DELETE", "/endpoints/[^/]+");
    expect(lines(await failureOf(stack.destroy()))).toEqual({ "plugin-failures-plugin-failures": "update failed", ops: refused("DELETE /endpoints/ep_…") });
    run.emulator.setRefusals(undefined);
    expect((await stack.destroy()).summary).toEqual({ delete: 2 });
  });

  test("a bad ACL rule fails preview naming the input acl, as the engine looks it up, its index in the reason", async () => {
    await stack.setProgram(pluginProgram(`new ingress.Credential("cred", { acl: ["bind:"] });`));
    const output = await failureOf(stack.preview());
    expect(output).toContain(`error: ingress:index:Credential resource 'cred': property acl value {[{bind:}]} has a problem: acl[0] ${ACL_RULE}; got "bind:"`);
    expect(output).not.toContain("acl[0] value");
  });
});
