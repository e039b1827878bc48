// The provider plugin (plugin/, docs/plugin.md) under the real engine: a program whose Pulumi.yaml
// names the installed package's plugin declares one resource of every family of the registry by
// type token (ingress:index:<Class>), with the lifecycle test's declarations. Each is created with
// one POST, a preview then makes no call, a changed description is one PATCH per family that has
// one, refresh finds no drift, destroy deletes them; the API key and the secret inputs are never in
// plaintext in the state or the output.
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import type { LifecycleFamily } from "../lifecycle/families/family";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun, visibleOutput } from "../support/engine";
import { pluginProgram, usePlugin } from "../support/plugin";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

// eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per family, found by the registry's names
const families = FAMILY_NAMES.map((type) => ({ type, ...(require(`../lifecycle/families/${type}`) as { lifecycle: LifecycleFamily }).lifecycle }));
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
  const seed: Record<string, unknown[]> = {};
  for (const f of families) for (const [k, v] of Object.entries(f.seed ?? {})) seed[k] = [...(seed[k] ?? []), ...(v as unknown[])];
  run = await startRun("plugin", { body: "", emulator: { seed, abuseProcessingDelayMs: 0 } });
  await run.stack.setProgram(program("v1"));
  await usePlugin(run.stack.dir);
  for (const f of families) files = { ...files, ...((await f.files?.()) ?? {}) };
  for (const [name, text] of Object.entries(files)) await run.writeFile(name, text);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/** POSTs, PATCHes, DELETEs and GETs since the mark, per family (by its API paths). */
function callsOf(method: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of run.entries().filter((e) => e.method === method)) {
    const family = FAMILY_NAMES.find((f) => FAMILIES[f].apiPaths.test(e.path));
    if (family !== undefined) counts[family] = (counts[family] ?? 0) + 1;
  }
  return counts;
}

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
  const types = (state.deployment as { resources: { type: string }[] }).resources.map((r) => r.type);
  expect(types.filter((t) => t.startsWith("ingress:index:")).sort()).toEqual(FAMILY_NAMES.map((f) => `ingress:index:${f}`).sort());
  expect(types).toContain("pulumi:providers:ingress");
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

test("the API key and every secret input are never in plaintext in the state or the output", async () => {
  const state = JSON.stringify(await run.stack.exportState());
  const secrets = [...SECRETS, run.emulator.apiKey, ...Object.values(files).flatMap((t) => t.split("\n").filter((l) => l.length >= 40 && !l.startsWith("-----") && t.includes("PRIVATE KEY")))];
  for (const s of secrets) expect([s, state.includes(s)]).toEqual([s, false]);
  for (const s of secrets) expect([s, visibleOutput(run.stack.allOutput()).includes(s)]).toEqual([s, false]);
});

test("destroy deletes every resource; a filed abuse report stays filed", async () => {
  run.mark();
  expect((await run.stack.destroy()).summary).toEqual({ delete: n + 1 });
  expect(callsOf("DELETE")).toEqual(Object.fromEntries(families.filter((f) => f.deleted).map((f) => [f.type, 1])));
});
