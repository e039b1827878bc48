// The two hosts of the family functions give the same outputs for the same inputs: the lifecycle
// test's program (one resource of every family of the registry) is run through the dynamic SDK on
// one emulator and through the provider plugin on another with the same seed, and each resource's
// outputs in the state are the same, family by family, once what differs between two accounts is
// set aside (ids and CNAME targets the services made, times, the base URL in `uri`) and the dynamic provider's own
// `__provider`. Then an update of each through both: the same outputs again.
import { execFile } from "node:child_process";
import { FAMILY_NAMES } from "../../provider/families";
import type { LifecycleFamily } from "../lifecycle/families/family";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";
import { pluginProgram, usePlugin } from "../support/plugin";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

// eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per family, found by the registry's names
const families = FAMILY_NAMES.map((type) => ({ type, ...(require(`../lifecycle/families/${type}`) as { lifecycle: LifecycleFamily }).lifecycle }));
const declarations = (description: string) => `const resources = {};\n${families.map((f) => f.declare(description)).join("\n")}`;

let dynamic: Run;
let plugin: Run;

beforeAll(async () => {
  const seed: Record<string, unknown[]> = {};
  for (const f of families) for (const [k, v] of Object.entries(f.seed ?? {})) seed[k] = [...(seed[k] ?? []), ...(v as unknown[])];
  let files: Record<string, string> = {};
  for (const f of families) files = { ...files, ...((await f.files?.()) ?? {}) };
  dynamic = await startRun("parity-dynamic", { body: declarations("v1"), emulator: { seed, abuseProcessingDelayMs: 0 } });
  plugin = await startRun("parity-plugin", { body: "", emulator: { seed, abuseProcessingDelayMs: 0 } });
  await plugin.stack.setProgram(pluginProgram(declarations("v1")));
  await usePlugin(plugin.stack.dir);
  for (const run of [dynamic, plugin]) for (const [name, text] of Object.entries(files)) await run.writeFile(name, text);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await dynamic?.dispose();
  await plugin?.dispose();
});

/** Each family's resource's outputs, secrets shown, with what differs between two accounts and two hosts set aside. */
async function outputsByFamily(run: Run): Promise<Record<string, unknown>> {
  const env = { ...process.env, ...run.stack.stack.workspace.envVars };
  const exported = await new Promise<string>((resolve, reject) =>
    execFile(`${run.engine.bin}/pulumi`, ["stack", "export", "--show-secrets", "--stack", run.stack.name], { cwd: run.stack.dir, env, maxBuffer: 64 << 20 }, (e, out) =>
      e ? reject(e) : resolve(out),
    ),
  );
  const resources = (JSON.parse(exported) as { deployment: { resources: { type: string; outputs?: Record<string, unknown> }[] } }).deployment.resources;
  const byFamily: Record<string, unknown> = {};
  for (const r of resources) {
    const family = FAMILY_NAMES.find((f) => r.type === `ingress:index:${f}` || r.type === `pulumi-nodejs:dynamic/ingress:${f}`);
    if (family === undefined) continue;
    // __provider is the dynamic provider's; __urn holds the type token, which differs by host.
    const { __provider: _, __urn: __, ...outputs } = r.outputs ?? {};
    const text = JSON.stringify(outputs)
      .replaceAll(run.emulator.baseUrl, "<base URL>")
      .replace(/\b([a-z]+_)[0-9A-Za-z]{27}\b/g, "$1…")
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>")
      // A reserved domain's CNAME target is a name the service makes, as it makes ids.
      .replace(/"[a-z]+(\.[\w-]+\.ngrok-cname\.com)"/g, '"…$1"');
    byFamily[family] = JSON.parse(text);
  }
  return byFamily;
}

test("up: every family's outputs are the same through the dynamic SDK and the plugin", async () => {
  await dynamic.stack.up();
  await plugin.stack.up();
  const [d, p] = [await outputsByFamily(dynamic), await outputsByFamily(plugin)];
  expect(Object.keys(p).sort()).toEqual([...FAMILY_NAMES].sort());
  for (const family of FAMILY_NAMES) expect([family, p[family]]).toEqual([family, d[family]]);
});

test("update: the same again after a changed description", async () => {
  await dynamic.setProgram(declarations("v2"));
  await plugin.stack.setProgram(pluginProgram(declarations("v2")));
  await dynamic.stack.up();
  await plugin.stack.up();
  const [d, p] = [await outputsByFamily(dynamic), await outputsByFamily(plugin)];
  for (const family of FAMILY_NAMES) expect([family, p[family]]).toEqual([family, d[family]]);
  await dynamic.stack.destroy();
  await plugin.stack.destroy();
});
