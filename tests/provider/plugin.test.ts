// The provider plugin's answers (plugin/, docs/plugin.md) in process: its gRPC server run here
// (tests/support/pluginReplay.ts `startPluginServer`), fed what the engine sent it for one resource
// of every family through up, an update of each (a changed description), refresh and destroy (the
// recording tests/engine/pluginParity.test.ts keeps equal to what the engine sends, replayed as
// tests/provider/pluginReplay.test.ts does), each call's API calls and everything the plugin printed
// caught. Moved from tests/engine/plugin.test.ts, each test under its name there: one POST per
// family, no call from check or diff (a preview of the same program), one PATCH per family that
// updates, refresh's GETs and no drift, one DELETE per family but the abuse report (its warning
// said), the abuse report's URN never in its inputs or outputs, no secret in plaintext in what the
// plugin answers or prints; then refusals of create, read and delete, each answered with one line
// and nothing printed, a Traffic Policy holding a secret made secret, and check's failure for a bad
// ACL rule naming its top-level input.
// What only the engine proves stayed in tests/engine/plugin.test.ts: the state the engine stores
// (the default provider, an explicit provider's key kept secret, secrets encrypted), what it prints
// (a refused refresh and a bad input, one line under the resource; the report's warning under the
// report), the stack config it hands the plugin at refresh, an explicit provider's own arguments,
// and `pulumi package get-schema`. The engine's printing of a provider's refused create and delete
// as one line under the resource is tests/engine/failureLines.test.ts's; every family's up, update,
// refresh and destroy through the plugin under the engine is tests/engine/pluginParity.test.ts's.
import type { RequestLogEntry } from "../../emulator/types";
import { isSecret, SECRET_SIG, SIG_KEY } from "../../plugin/src/secrets";
import { FAMILIES, FAMILY_NAMES, secretInputs } from "../../provider/families";
import { ACL_RULE } from "../../provider/inputs/acl";
import { ABUSE_REPORT_NOT_WITHDRAWN, REPORT_URN } from "../../provider/resources/abuseReport/family";
import { LIFECYCLE_FAMILIES as families } from "../lifecycle/families/all";
import { callsByFamily } from "../support/callsByFamily";
import { type PluginServer, type Recording, replay, startPluginServer } from "../support/pluginReplay";
import { useProviderService } from "../support/providerService";
import { line } from "../support/requestLog";
import { emulatorOf, readRecording } from "./replayFixture";

type Obj = Record<string, unknown>;

/** One call the engine made, as the replay sent it (this run's ids), the plugin's answer, and what it caused. */
interface Step {
  method: string;
  /** The family (type token without `ingress:index:`), or the provider's type for CheckConfig and Configure. */
  family: string;
  /** Which of up, update, refresh and destroy the call belongs to (each starts with a Configure). */
  phase: "up" | "update" | "refresh" | "destroy";
  request: Obj;
  response?: Obj;
  error?: string;
  /** The API calls the plugin made for it. */
  calls: RequestLogEntry[];
}

const PHASES = ["up", "update", "refresh", "destroy"] as const;

let recording: Recording;
const service = useProviderService(async () => emulatorOf((recording = await readRecording())));
let server: PluginServer;
const steps: Step[] = [];
let mismatches: unknown[] = [];

/** Everything the process writes while `work` runs (console, stdout, stderr), instead of writing it. */
async function printedBy<T>(work: () => Promise<T>): Promise<{ value: T; printed: string[] }> {
  const printed: string[] = [];
  const keep = (...args: unknown[]) => void printed.push(args.map(String).join(" "));
  const spies = [
    ...(["log", "info", "warn", "error", "debug"] as const).map((m) => jest.spyOn(console, m).mockImplementation(keep)),
    jest.spyOn(process.stdout, "write").mockImplementation((chunk) => (keep(chunk), true)),
    jest.spyOn(process.stderr, "write").mockImplementation((chunk) => (keep(chunk), true)),
  ];
  try {
    return { value: await work(), printed };
  } finally {
    for (const s of spies) s.mockRestore();
  }
}

let printedInReplay: string[] = [];

beforeAll(async () => {
  server = await startPluginServer();
  let configures = 0;
  const recorder: PluginServer = {
    call: async (method, request) => {
      if (method === "Configure") configures += 1;
      const from = service.emulator.log.length;
      const answer = await server.call(method, request);
      const phase = PHASES[Math.max(0, configures - 1)] ?? "destroy";
      steps.push({ method, family: String(request["type"] ?? "").replace("ingress:index:", ""), phase, request, ...answer, calls: service.emulator.log.slice(from) });
      return answer;
    },
    stop: () => undefined,
  };
  ({ value: mismatches, printed: printedInReplay } = await printedBy(() => replay(recording, recorder, service.emulator)));
});

afterAll(() => server?.stop());

const of = (phase: Step["phase"], method?: string): Step[] => steps.filter((s) => s.phase === phase && (method === undefined || s.method === method));
const nonGets = (s: Step): string[] => s.calls.filter((c) => c.method !== "GET").map(line);
const perFamily = (value: number | ((f: (typeof families)[number]) => number)) =>
  Object.fromEntries(families.map((f) => [f.type, typeof value === "number" ? value : value(f)]).filter(([, n]) => n !== 0));
const updating = families.filter((f) => f.updates);
const propertiesOf = (s: Step | undefined): Obj => (s?.response?.["properties"] ?? {}) as Obj;
const inputsOf = (s: Step | undefined): Obj => (s?.response?.["inputs"] ?? {}) as Obj;
const last = (family: string, ...methods: string[]): Step | undefined => steps.filter((s) => s.family === family && methods.includes(s.method)).pop();

test("up creates one resource of each family through the plugin, one POST each", () => {
  expect(mismatches).toEqual([]);
  expect(PHASES.map((p) => [p, of(p, "Configure").length])).toEqual(PHASES.map((p) => [p, 1]));
  const up = of("up");
  expect(of("up", "Create").map((s) => s.family).sort()).toEqual([...FAMILY_NAMES].sort());
  // One POST per family, from its create; check calls nothing.
  expect(callsByFamily(up.flatMap((s) => s.calls), "POST")).toEqual(perFamily(1));
  expect(up.map((s) => [s.method, s.family, nonGets(s).length])).toEqual(up.map((s) => [s.method, s.family, s.method === "Create" ? 1 : 0]));
  for (const s of of("up", "Create")) expect([s.family, String(s.response?.["id"]).startsWith(FAMILIES[s.family as (typeof FAMILY_NAMES)[number]].wire.idPrefix)]).toEqual([s.family, true]);
  // The report's URN is given at each call, never answered as an input or output (so never stored; the dynamic SDK keeps it as a hidden input).
  const report = steps.filter((s) => s.family === "AbuseReport" && s.response !== undefined);
  expect(report.map((s) => s.method).sort()).toEqual(["Check", "Check", "Create", "Delete", "Diff", "Diff", "Read"]);
  for (const s of report) expect([s.method, REPORT_URN in inputsOf(s), REPORT_URN in propertiesOf(s)]).toEqual([s.method, false, false]);
});

test("a preview of the same program makes no call and shows no change", async () => {
  // What the engine's preview sends after the up: each resource's check with the inputs it holds, then diff against its outputs.
  const answers: unknown[] = [];
  const from = service.emulator.log.length;
  for (const f of families) {
    const checked = last(f.type, "Check");
    const held = last(f.type, "Create", "Update");
    const diff = of("update", "Diff").find((s) => s.family === f.type);
    if (checked === undefined || held === undefined || diff === undefined) throw new Error(`no steps of ${f.type}`);
    const check = await server.call("Check", { ...checked.request, olds: inputsOf(checked) });
    expect([f.type, check.response]).toEqual([f.type, { inputs: inputsOf(checked) }]);
    answers.push([f.type, (await server.call("Diff", { ...diff.request, olds: propertiesOf(held), oldInputs: inputsOf(checked), news: inputsOf(checked) })).response]);
  }
  expect(answers).toEqual(families.map((f) => [f.type, { changes: "DIFF_NONE" }]));
  expect(service.emulator.log.slice(from).map(line)).toEqual([]);
  // And the engine's own check and diff calls of the replay called nothing either.
  expect(steps.filter((s) => ["Check", "Diff", "CheckConfig", "Configure"].includes(s.method) && s.calls.length > 0).map((s) => `${s.method} ${s.family}`)).toEqual([]);
});

test("a changed description is one PATCH per family that updates", () => {
  // The diff says which change in place (no replacement: the ids stay), and each update is one PATCH.
  expect(of("update", "Diff").map((s) => [s.family, s.response]).sort()).toEqual(
    families.map((f) => [f.type, { changes: f.updates ? "DIFF_SOME" : "DIFF_NONE" }]).sort(),
  );
  expect(of("update", "Update").map((s) => s.family).sort()).toEqual(updating.map((f) => f.type).sort());
  expect(callsByFamily(of("update").flatMap((s) => s.calls), "PATCH")).toEqual(perFamily((f) => (f.updates ? 1 : 0)));
  expect(of("update").flatMap(nonGets).filter((c) => !c.startsWith("PATCH "))).toEqual([]);
  // The PATCH carries the new description (or the field a family without one shows it in).
  for (const f of updating) {
    const patch = last(f.type, "Update")?.calls.find((c) => c.method === "PATCH");
    const [field, value] = f.updatedAs === undefined ? ["description", "v2"] : [f.updatedAs.field, f.updatedAs.value("v2")];
    expect([f.type, (JSON.parse(patch?.requestBody ?? "{}") as Obj)[field]]).toEqual([f.type, value]);
  }
});

test("refresh finds no drift", () => {
  const reads = of("refresh", "Read");
  expect(reads.map((s) => [s.family, s.response?.["id"]]).sort()).toEqual(reads.map((s) => [s.family, s.request["id"]]).sort());
  expect(reads.map((s) => s.family).sort()).toEqual([...FAMILY_NAMES].sort());
  // Reads only, at least one per family; the diff of what was read against the inputs finds nothing.
  expect(of("refresh").flatMap(nonGets)).toEqual([]);
  expect(Object.keys(callsByFamily(of("refresh").flatMap((s) => s.calls), "GET")).sort()).toEqual([...FAMILY_NAMES].sort());
  expect(of("refresh", "Diff").map((s) => [s.family, s.response]).sort()).toEqual(families.map((f) => [f.type, { changes: "DIFF_NONE" }]).sort());
});

/** The strings of `value` outside any secret wrapper. */
function plainStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(plainStrings);
  if (value !== null && typeof value === "object") return SIG_KEY in value ? [] : Object.values(value).flatMap(plainStrings);
  return [];
}

/** The value at `path`, unwrapped, where a path passes through a list without a step (a member of every element). */
function valuesAt(value: unknown, path: readonly string[]): string[] {
  if (isSecret(value)) return valuesAt(value.value, path);
  if (Array.isArray(value)) return value.flatMap((v) => valuesAt(v, path));
  if (path.length === 0) return typeof value === "string" ? [value] : [];
  return value !== null && typeof value === "object" ? valuesAt((value as Obj)[path[0] as string], path.slice(1)) : [];
}

/** The distinctive parts of a secret: a PEM's lines, else the value. */
const partsOf = (secret: string): string[] => (secret.includes("-----BEGIN") ? secret.split("\n").filter((l) => l.length >= 40 && !l.startsWith("-----")) : [secret]);

test("the API key and every secret input are never in plaintext in the state or the output", () => {
  // The secret inputs the program gave (plain strings in the program), at the wire model's secret paths.
  const given = of("up", "Check").flatMap((s) => secretInputs(FAMILIES[s.family as (typeof FAMILY_NAMES)[number]]).flatMap((p) => valuesAt(s.request["news"], p).map((v) => [`${s.family}.${p.join(".")}`, v])));
  expect(given.map(([at]) => at).sort()).toEqual(["EventDestination.target.datadog.apiKey", "Secret.value", "TlsCertificate.privateKeyPem"]);
  const secrets = [service.emulator.apiKey, ...given.flatMap(([, v]) => partsOf(v as string))];
  // What the engine stores and shows comes from the answers: check's inputs, the outputs; none holds a secret unwrapped.
  const answered = steps.flatMap((s) => plainStrings(s.response ?? {}));
  for (const secret of secrets) expect([secret, answered.some((t) => t.includes(secret))]).toEqual([secret, false]);
  // And the plugin printed none of them (it printed the abuse report's warning only: see destroy).
  for (const secret of secrets) expect([secret, printedInReplay.some((t) => t.includes(secret))]).toEqual([secret, false]);
});

test("destroy deletes every resource; a filed abuse report stays filed, said under the report", () => {
  expect(of("destroy", "Delete").map((s) => [s.family, s.error]).sort()).toEqual(families.map((f) => [f.type, undefined]).sort());
  expect(callsByFamily(of("destroy").flatMap((s) => s.calls), "DELETE")).toEqual(perFamily((f) => (f.deleted ? 1 : 0)));
  expect(of("destroy").flatMap(nonGets).filter((c) => !c.startsWith("DELETE "))).toEqual([]);
  const report = of("destroy", "Delete").find((s) => s.family === "AbuseReport");
  expect(report?.calls.map(line)).toEqual([]);
  // Out of the engine the warning is printed; under it, it goes to the engine's log under the report (tests/engine/plugin.test.ts).
  expect(printedInReplay).toEqual([`warning: ${String(report?.request["id"])}: ${ABUSE_REPORT_NOT_WITHDRAWN}`]);
});

describe("failures and secrets in a policy", () => {
  const READ_ONLY = "Your account is not authorized for this operation.";
  const CREDENTIALS = "ops:policy-S3CRET-81be";
  const POLICY = `on_http_request:\n  - actions:\n      - type: basic-auth\n        config:\n          credentials: ["${CREDENTIALS}"]\n`;
  const urn = (type: string, name: string) => `urn:pulumi:plugin-failures::plugin-failures::ingress:index:${type}::${name}`;
  const OPS = { urn: urn("CloudEndpoint", "ops"), type: "ingress:index:CloudEndpoint", name: "ops" };
  const refuse = (method: string, pathname: string) => service.emulator.setRefusals([{ method, path: pathname, status: 403, errorCode: "ERR_NGROK_403", message: READ_ONLY }]);
  const refused = (call: string) => `${call} failed: 403 ERR_NGROK_403 ${READ_ONLY} (operation op_…)`;
  const withoutOps = (t: string | undefined) => t?.replace(/\bop_[A-Za-z0-9]+/g, "op_…");
  let ops: { id: string; inputs: Obj; properties: Obj };

  afterEach(() => service.emulator.setRefusals(undefined));

  test("a policy holding a secret, passed as a plain string, is never in plaintext in the state", async () => {
    const check = await server.call("Check", { ...OPS, olds: {}, news: { url: "https://ops.example.com", trafficPolicy: POLICY } });
    const inputs = check.response?.["inputs"] as Obj;
    expect(inputs["trafficPolicy"]).toEqual({ [SIG_KEY]: SECRET_SIG, value: POLICY });
    const create = await server.call("Create", { ...OPS, properties: inputs });
    ops = { id: String(create.response?.["id"]), inputs, properties: create.response?.["properties"] as Obj };
    expect(ops.id).toMatch(/^ep_/);
    for (const answer of [check.response, create.response]) expect(plainStrings(answer).filter((t) => t.includes(CREDENTIALS))).toEqual([]);
  });

  test("create, refresh and delete refused: each one line under the resource, no stack frame", async () => {
    // One line each, the service's message once, and nothing printed (the engine shows each answer under its resource: tests/engine/plugin.test.ts, tests/engine/failureLines.test.ts).
    const { value: answers, printed } = await printedBy(async () => {
      refuse("POST", "/vaults");
      const create = await server.call("Create", { urn: urn("Vault", "vault"), type: "ingress:index:Vault", name: "vault", properties: { name: "refused-vault" } });
      refuse("GET", "/endpoints/[^/]+");
      const read = await server.call("Read", { ...OPS, id: ops.id, properties: ops.properties, inputs: ops.inputs });
      refuse("DELETE", "/endpoints/[^/]+");
      const remove = await server.call("Delete", { ...OPS, id: ops.id, properties: ops.properties, oldInputs: ops.inputs });
      service.emulator.setRefusals(undefined);
      const removed = await server.call("Delete", { ...OPS, id: ops.id, properties: ops.properties, oldInputs: ops.inputs });
      return [create, read, remove, removed].map((a) => ({ ...a, error: withoutOps(a.error) }));
    });
    expect(answers).toEqual([
      { error: refused("POST /vaults") },
      { error: refused(`GET /endpoints/${ops.id}`) },
      { error: refused(`DELETE /endpoints/${ops.id}`) },
      { response: {} },
    ]);
    expect(printed).toEqual([]);
  });

  test("a bad ACL rule fails preview naming the input acl, as the engine looks it up, its index in the reason", async () => {
    service.mark();
    const check = await server.call("Check", { urn: urn("Credential", "cred"), type: "ingress:index:Credential", name: "cred", olds: {}, news: { acl: ["bind:"] } });
    // The engine prints the value of the input the failure names beside its reason (tests/engine/plugin.test.ts).
    expect(check.response?.["failures"]).toEqual([{ property: "acl", reason: `acl[0] ${ACL_RULE}; got "bind:"` }]);
    expect(service.calls()).toEqual([]);
  });
});
