// The dynamic SDK and the provider plugin (plugin/, docs/plugin.md) give the same result for the same
// inputs, family by family: one program declaring one resource of every family of the registry (the
// lifecycle test's declarations, tests/lifecycle/families/<Type>.ts), run once through the packed
// package's classes and once through the plugin's type tokens, each on its own emulator with the same
// seed and the same fixed clock, and the same certificate files. After `up`, every resource's inputs
// and outputs in the state (`pulumi stack export --show-secrets`) are compared whole and exactly;
// then again after an update of each (a changed description), and both are destroyed.
//
// What differs by nature, and how the comparison handles it (nothing else is left out):
// - ids: the emulator draws them at random, so each resource's id is written `<id of Type>` wherever
//   it appears (its own outputs, and whatever refers to it: a secret's vault, the uris);
// - what the service derives from an id: a reserved domain's CNAME target's first label (the
//   emulator's, like the service's, is made from the domain's id), written `<label>`;
// - the base URL: each run's emulator listens on its own port, written `<base URL>` (in the uris);
// - URNs: they name the stack and the resource type, which differ (`pulumi-nodejs:dynamic/ingress:X`
//   against `ingress:index:X`), written `<urn of Type>`;
// - the dynamic side's hidden members, in its inputs and outputs only, dropped from it: `__provider`
//   (the dynamic provider's serialized module) and a family's URN input (`urnInput`, an abuse
//   report's, which the dynamic provider keeps because it gets no URN on delete; the plugin is given
//   the URN on every call and stores none).
// Timestamps are not left out: both emulators run on one fixed clock, so created_at is compared too.
// Secrets are compared after decryption as a digest of their value, kept in place: the comparison
// holds which values are secret, and a failure prints no secret.
//
// The plugin's side also records what the engine sent it (the engine's gRPC log, PULUMI_DEBUG_GRPC)
// and compares it with the recording tests/provider/pluginReplay.test.ts replays in process: any
// difference in what the engine sends fails here, so that fixture cannot drift from the engine.
// INGRESS_RECORD_REPLAY=1 writes this run's recording as the fixture instead.
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { FAMILIES, FAMILY_NAMES, type Family, secretInputs } from "../../provider/families";
import { LIFECYCLE_FAMILIES as families, lifecycleFiles, lifecycleSeed } from "../lifecycle/families/all";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, type StateResource, startRun } from "../support/engine";
import { pluginProgram, usePlugin } from "../support/plugin";
import { SECRET_SIG, SIG_KEY } from "../../plugin/src/secrets";
import { exchangesOf, type Recording, sentBy } from "../support/pluginReplay";
import { REPLAY_FIXTURE } from "../provider/replayFixture";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);


/** The one program body both hosts run: `ingress` is the SDK in one, the plugin's tokens in the other. */
const declarations = (description: string) => `const resources = {};
${families.map((f) => f.declare(description)).join("\n")}
`;


const NOW = new Date();
const emulator = { seed: lifecycleSeed(), abuseProcessingDelayMs: 0, now: () => NOW };

let dynamic: Run;
let plugin: Run;
let grpcLog = "";

beforeAll(async () => {
  grpcLog = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-grpc-")), "plugin.json");
  dynamic = await startRun("parity-dynamic", { body: declarations("v1"), emulator });
  plugin = await startRun("parity-plugin", { body: "", emulator, env: { PULUMI_DEBUG_GRPC: grpcLog } });
  await plugin.stack.setProgram(pluginProgram(declarations("v1")));
  await usePlugin(plugin.stack.dir);
  const files = await lifecycleFiles();
  for (const run of [dynamic, plugin]) for (const [name, text] of Object.entries(files)) await run.writeFile(name, text);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await dynamic?.dispose();
  await plugin?.dispose();
  if (grpcLog !== "") await fs.rm(path.dirname(grpcLog), { recursive: true, force: true });
});

const familyOfType = (type: string): string => type.slice(type.lastIndexOf(":") + 1);

type Json = unknown;

/** The dynamic side's hidden members (see above); the plugin stores neither. */
const HIDDEN = new Set(["__provider", ...FAMILY_NAMES.flatMap((f) => (FAMILIES[f] as Family).urnInput ?? [])]);

/** A value of the state with what differs by nature written as placeholders, and each secret as the digest of its value. */
function normalize(value: Json, substitute: (s: string) => string): Json {
  if (typeof value === "string") return substitute(value);
  if (Array.isArray(value)) return value.map((v) => normalize(v, substitute));
  if (value !== null && typeof value === "object") {
    const o = value as Record<string, Json>;
    if (o[SIG_KEY] === SECRET_SIG) {
      const plaintext = o["plaintext"];
      if (typeof plaintext !== "string") throw new Error("a secret of the state was not decrypted (export without --show-secrets?)");
      const inner = JSON.stringify(normalize(JSON.parse(plaintext) as Json, substitute));
      return { secret: `sha256:${createHash("sha256").update(inner).digest("hex")}` };
    }
    return Object.fromEntries(Object.entries(o).filter(([k]) => !HIDDEN.has(k)).map(([k, v]) => [k, normalize(v, substitute)]));
  }
  return value;
}

/** Outputs the service makes anew for each item, as it does ids: a credential's or API key's token, an SSH certificate authority's public key. */
const MADE_PER_ITEM = ["token", "publicKey"];

/** The text of an output, a secret's decrypted; undefined when it holds none. */
function madeText(v: Json): string | undefined {
  const o = v as Record<string, Json> | null;
  const text = o !== null && typeof o === "object" && o[SIG_KEY] === SECRET_SIG && typeof o["plaintext"] === "string" ? (JSON.parse(o["plaintext"]) as Json) : v;
  return typeof text === "string" && text !== "" ? text : undefined;
}

/** Every resource of the registry's families in a run's state after up, by family: its id, inputs and outputs, normalized. */
async function resultsOf(run: Run): Promise<Record<string, Json>> {
  const deployment = await run.stack.stack.exportStack();
  const resources = ((deployment.deployment as { resources?: StateResource[] }).resources ?? []).filter(
    (r) => FAMILY_NAMES.includes(familyOfType(r.type) as (typeof FAMILY_NAMES)[number]) && r.type.includes("ingress:"),
  );
  const replacements: [string, string][] = [[run.emulator.baseUrl, "<base URL>"]];
  for (const r of resources) {
    replacements.push([r.urn, `<urn of ${familyOfType(r.type)}>`]);
    if (r.id !== undefined) replacements.push([r.id, `<id of ${familyOfType(r.type)}>`]);
    for (const key of MADE_PER_ITEM) {
      const made = madeText(r.outputs?.[key]);
      if (r.inputs?.[key] === undefined && made !== undefined) replacements.push([made, `<${key} of ${familyOfType(r.type)}>`]);
    }
  }
  const substitute = (s: string): string =>
    replacements.reduce((t, [from, to]) => t.split(from).join(to), s).replace(/^[a-z0-9]+(?=\.[a-z0-9-]+\.ngrok-cname\.com$)/, "<label>");
  return Object.fromEntries(
    resources.map((r) => [familyOfType(r.type), normalize({ id: r.id, inputs: r.inputs, outputs: r.outputs }, substitute)]),
  );
}

const valueAt = (value: Json, path: readonly string[]): Json =>
  path.reduce<Json>((v, k) => (v !== null && typeof v === "object" ? (v as Record<string, Json>)[k] : undefined), value);
const isDigest = (v: Json): boolean => v !== null && typeof v === "object" && /^sha256:[0-9a-f]{64}$/.test(String((v as { secret?: unknown }).secret));

test("up of one resource of every family: the dynamic SDK and the plugin leave the same inputs and outputs", async () => {
  expect((await dynamic.stack.up()).summary).toEqual({ create: families.length + 1 });
  expect((await plugin.stack.up()).summary).toEqual({ create: families.length + 1 });
  const viaSdk = await resultsOf(dynamic);
  const viaPlugin = await resultsOf(plugin);
  expect(Object.keys(viaSdk).sort()).toEqual([...FAMILY_NAMES].sort());
  expect(Object.keys(viaPlugin).sort()).toEqual([...FAMILY_NAMES].sort());
  expect(viaPlugin).toEqual(viaSdk);
  // The comparison covers the secrets: every secret input of the wire model that the declarations
  // give is a secret in both states (compared above by digest).
  const secretsGiven = (results: Record<string, Json>) =>
    FAMILY_NAMES.flatMap((type) =>
      secretInputs(FAMILIES[type])
        .filter((p) => valueAt((results[type] as { inputs: Json }).inputs, p) !== undefined)
        .map((p) => [`${type}.${p.join(".")}`, isDigest(valueAt((results[type] as { inputs: Json }).inputs, p))]),
    );
  const expected = [
    ["TlsCertificate.privateKeyPem", true],
    ["EventDestination.target.datadog.apiKey", true],
    ["Secret.value", true],
  ];
  expect(secretsGiven(viaSdk)).toEqual(expected);
  expect(secretsGiven(viaPlugin)).toEqual(expected);
});

test("update of each (a changed description): the same inputs and outputs again", async () => {
  await dynamic.setProgram(declarations("v2"));
  await plugin.stack.setProgram(pluginProgram(declarations("v2")));
  const updating = families.filter((f) => f.updates).length;
  const changes = { same: families.length + 1 - updating, update: updating };
  expect((await dynamic.stack.up()).summary).toEqual(changes);
  expect((await plugin.stack.up()).summary).toEqual(changes);
  const viaSdk = await resultsOf(dynamic);
  expect(valueAt((viaSdk["Vault"] as { outputs: Json }).outputs, ["description"])).toBe("v2");
  expect(await resultsOf(plugin)).toEqual(viaSdk);
  expect((await plugin.stack.refresh()).summary).toEqual({ same: families.length + 1 });
  expect((await dynamic.stack.destroy()).summary).toEqual({ delete: families.length + 1 });
  expect((await plugin.stack.destroy()).summary).toEqual({ delete: families.length + 1 });
});

test("what the engine sent the plugin through up, update, refresh and destroy is what the replayed recording holds", async () => {
  const recording: Recording = {
    now: NOW.toISOString(),
    seed: emulator.seed,
    apiKey: plugin.emulator.apiKey,
    baseUrl: plugin.emulator.baseUrl,
    exchanges: exchangesOf(await fs.readFile(grpcLog, "utf8")),
  };
  if (process.env["INGRESS_RECORD_REPLAY"] === "1") await fs.writeFile(REPLAY_FIXTURE, `${JSON.stringify(recording, null, 1)}\n`);
  const fixture = JSON.parse(await fs.readFile(REPLAY_FIXTURE, "utf8")) as Recording;
  // One line per request; on a difference, record again (INGRESS_RECORD_REPLAY=1) and read the fixture's diff.
  expect(sentBy(recording)).toEqual(sentBy(fixture));
});
