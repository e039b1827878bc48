// What the provider plugin (plugin/, docs/plugin.md) answers `pulumi import ingress:index:<Class> NAME
// ID`, in process: its gRPC server run here (tests/support/pluginReplay.ts `startPluginServer`) and
// sent the engine's read of an import (the id alone, no state), then the check and diff a program
// declaring the resource brings. One certificate, one route with modules and one subscription,
// each adopted with GETs only, answered with the inputs a program declares, and a program declaring
// them the same: no change, no call. Moved from tests/engine/pluginImport.test.ts, each test under
// its name there. What only the engine proves stayed there: the CLI's `pulumi import --file` of the
// file `pulumi-ingress import --format pulumi-import` writes for an account holding every family
// that can be imported, GETs only, the inputs it stores (these three's among them), and a program
// declaring what was imported previewing clean.
import { type Account, makeAccount, SEED } from "../support/pluginImportAccount";
import { type PluginServer, startPluginServer } from "../support/pluginReplay";
import { useProviderService } from "../support/providerService";

type Obj = Record<string, unknown>;

const service = useProviderService({ seed: SEED });
let server: PluginServer;
let account: Account;

/** What a program declares for each, as the engine hands it to check (the route's modules as the SDK names them). */
const declared = (): Record<string, Obj> => account.declared;

beforeAll(async () => {
  server = await startPluginServer();
  const { emulator } = service;
  // The default provider, configured as the engine configures it from the stack config.
  expect(await server.call("Configure", { args: { apiKey: emulator.apiKey, baseUrl: emulator.baseUrl }, variables: {}, urn: "urn:pulumi:plugin-import::plugin-import::pulumi:providers:ingress::default", acceptSecrets: true })).toEqual({
    response: { acceptSecrets: true },
  });
  account = await makeAccount(emulator);
});

afterAll(() => server?.stop());

const resource = (type: string, name: string) => ({ urn: `urn:pulumi:plugin-import::plugin-import::ingress:index:${type}::${name}`, type: `ingress:index:${type}`, name });

/** Each import's read answer, by type. */
const imported: Record<string, { id?: unknown; properties?: Obj; inputs?: Obj }> = {};

describe("pulumi import TYPE NAME ID", () => {
  test.each([
    ["TlsCertificate", "cert", () => account.ids.cert],
    ["HttpsEdgeRoute", "route", () => account.ids.route],
    ["EventSubscription", "subscription", () => account.ids.subscription],
  ])("adopts a %s with GETs only", async (type, name, id) => {
    service.mark();
    // An import's read: the id alone, no state.
    const read = await server.call("Read", { ...resource(type, name), id: id(), properties: {}, inputs: {} });
    expect(read.error).toBeUndefined();
    imported[type] = read.response as (typeof imported)[string];
    expect(imported[type]?.id).toBe(id());
    expect(service.calls().length).toBeGreaterThan(0);
    expect(service.calls().filter((c) => !c.startsWith("GET "))).toEqual([]);
  });

  test("the state holds each with its id and the inputs a program declares", () => {
    // The engine stores the read's inputs (tests/engine/pluginImport.test.ts checks the state of an import).
    expect(Object.fromEntries(Object.entries(imported).map(([type, r]) => [type, r.inputs]))).toEqual(declared());
  });

  test("a program declaring the three previews clean: no change, no call", async () => {
    service.mark();
    const answers: unknown[] = [];
    for (const [type, name] of [
      ["TlsCertificate", "cert"],
      ["HttpsEdgeRoute", "route"],
      ["EventSubscription", "subscription"],
    ] as const) {
      const r = imported[type];
      const check = await server.call("Check", { ...resource(type, name), olds: r?.inputs ?? {}, news: declared()[type] ?? {} });
      const inputs = check.response?.["inputs"] as Obj;
      expect([type, inputs]).toEqual([type, r?.inputs]);
      const diff = await server.call("Diff", { ...resource(type, name), id: r?.id, olds: r?.properties ?? {}, oldInputs: r?.inputs ?? {}, news: inputs });
      answers.push([type, diff.response]);
    }
    expect(answers).toEqual(["TlsCertificate", "HttpsEdgeRoute", "EventSubscription"].map((t) => [t, { changes: "DIFF_NONE" }]));
    expect(service.calls()).toEqual([]);
  });
});
