// A YAML program through Pulumi's own YAML language host (pulumi-yaml, scripts/install-languages.sh)
// and the provider plugin of the installed package, against the emulator: one resource of every
// family of the registry, by type token, written from the family's lifecycle declaration
// (tests/lifecycle/families/<Class>.ts, so a new family is in it with no edit here). What the
// language host takes part in, two steps: each is created with one POST, a second preview (the
// program run again) makes no call and shows no change; the API key and every secret input (the
// schema's secret marks, at any depth) are never in plaintext in the state (`pulumi stack export`)
// or anything the engine printed.
// The steps that do not run the program went where they are proven: a changed description as one
// PATCH (the plugin's diff and update, every family's PATCH carrying the new description), refresh
// reading every resource with GETs only and finding no drift, and destroy deleting every resource but
// the filed abuse report, are tests/provider/plugin.test.ts's (the plugin's answers to what the engine
// sends, in process); every family's update, refresh and destroy through the plugin under the engine
// is tests/engine/pluginParity.test.ts's, and the report's warning printed under it at destroy
// tests/engine/plugin.test.ts's.
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES } from "../../provider/families";
import { LIFECYCLE_FAMILIES as families, lifecycleFiles, lifecycleSeed } from "../lifecycle/families/all";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, pemLines, REPO_ROOT, type Run, startRun } from "../support/engine";
import { languageTools, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { callsByFamily } from "../support/callsByFamily";
import { type Declared, declare, yamlProgram } from "../support/yamlProgram";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const n = families.length;

type Schema = { resources: Record<string, { inputProperties: Record<string, Prop> }>; types: Record<string, { properties?: Record<string, Prop> }> };
type Prop = { secret?: boolean; $ref?: string; items?: Prop; additionalProperties?: Prop };

/** The string values of `value` that the schema marks secret, at any depth of `prop`. */
function secretsOf(schema: Schema, prop: Prop, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (prop.secret === true) return typeof value === "string" ? [value] : [JSON.stringify(value)];
  if (prop.$ref !== undefined && typeof value === "object") {
    const type = schema.types[prop.$ref.replace("#/types/", "")];
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (type?.properties?.[k] ? secretsOf(schema, type.properties[k], v) : []));
  }
  if (prop.items !== undefined && Array.isArray(value)) return value.flatMap((v) => secretsOf(schema, prop.items as Prop, v));
  return [];
}

let run: Run;
let pluginDir = "";
let files: Record<string, string> = {};
let declared: Declared;
let secrets: string[] = [];
let ids: Record<string, string> = {};

beforeAll(async () => {
  await languageTools();
  run = await startRun("yaml", { body: "", emulator: { seed: lifecycleSeed(), abuseProcessingDelayMs: 0 } });
  files = await lifecycleFiles();
  pluginDir = await installedPlugin();
  declared = declare("v1", files);
  const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8")) as Schema;
  secrets = Object.entries(declared.inputs).flatMap(([family, inputs]) =>
    Object.entries(inputs).flatMap(([k, v]) => {
      const prop = schema.resources[`ingress:index:${family}`]?.inputProperties[k];
      return prop ? secretsOf(schema, prop, v) : [];
    }),
  );
  await writeProgram(run.stack, { "Pulumi.yaml": yamlProgram("yaml", pluginDir, declared), ...files });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/** Calls since the mark with `method`, per family (tests/support/callsByFamily.ts). */
const callsOf = (method: string): Record<string, number> => callsByFamily(run.entries(), method);

test("up creates one resource of every family, one POST each, through the YAML host and the plugin", async () => {
  run.mark();
  const up = await run.stack.up();
  expect(up.summary).toEqual({ create: n + 1 });
  expect(callsOf("POST")).toEqual(Object.fromEntries(FAMILY_NAMES.map((f) => [f, 1])));
  ids = Object.fromEntries(FAMILY_NAMES.map((f) => [f, up.outputs[f]?.value as string]));
  for (const f of FAMILY_NAMES) expect([f, ids[f]?.startsWith(FAMILIES[f].wire.idPrefix)]).toEqual([f, true]);
  const types = (await run.stack.exportState()).deployment.resources.map((r: { type: string }) => r.type);
  expect(types.filter((t: string) => t.startsWith("ingress:")).sort()).toEqual(FAMILY_NAMES.map((f) => `ingress:index:${f}`).sort());
  expect(types).toContain("pulumi:providers:ingress");
});

test("a second preview makes no call and shows no change", async () => {
  run.mark();
  expect((await run.stack.preview()).summary).toEqual({ same: n + 1 });
  expect(run.calls()).toEqual([]);
});

test("the API key and every secret input are never in plaintext in the state or the output", async () => {
  const state = JSON.stringify(await run.stack.exportState());
  const printed = run.stack.allOutput();
  // A PEM private key is searched for line by line, as it may be printed wrapped.
  const all = [run.emulator.apiKey, ...secrets.flatMap((s) => (s.includes("PRIVATE KEY") ? pemLines(s) : [s]))];
  expect(secrets.length).toBeGreaterThanOrEqual(3);
  for (const s of all) expect([s, state.includes(s), printed.includes(s)]).toEqual([s, false, false]);
});
