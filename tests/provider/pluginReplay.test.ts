// The provider plugin's answers to what the engine sent it, replayed in process: one resource of
// every family through up, update, refresh and destroy, recorded from the engine's gRPC log of
// tests/engine/pluginParity.test.ts (which records it again at each run and fails when the engine
// sends anything else, so the fixture cannot drift from the engine). Each request goes to the
// plugin's gRPC server in this process, on an emulator with the recording's seed and clock; each
// answer must be the recorded one, exactly, but for what the service makes anew (ids, tokens, keys),
// carried from the answer that gives it (tests/support/pluginReplay.ts).
import { FAMILY_NAMES } from "../../provider/families";
import { type PluginServer, type Recording, replay, startPluginServer } from "../support/pluginReplay";
import { useProviderService } from "../support/providerService";
import { emulatorOf, readRecording } from "./replayFixture";

let recording: Recording;
const service = useProviderService(async () => emulatorOf((recording = await readRecording())));
let server: PluginServer;

beforeAll(async () => {
  server = await startPluginServer();
});

afterAll(() => server?.stop());

test("the recording holds each family's create, update, read and delete, and each step of the protocol", () => {
  const steps = (method: string) => new Set(recording.exchanges.filter((x) => x.method === method).map((x) => String(x.request["type"] ?? "").replace("ingress:index:", "")));
  for (const method of ["Check", "Diff", "Create", "Read", "Delete"]) expect([method, [...steps(method)].sort()]).toEqual([method, [...FAMILY_NAMES].sort()]);
  expect([...steps("Update")].sort()).toEqual([...FAMILY_NAMES].filter((f) => f !== "AbuseReport").sort());
  expect(recording.exchanges.filter((x) => x.method === "Configure").length).toBeGreaterThan(0);
});

test("every answer of the plugin is the recorded one", async () => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  expect(await replay(recording, server, service.emulator)).toEqual([]);
});

test("an answer that differs from the recorded one is reported with its step, what was recorded and what came", async () => {
  const first = recording.exchanges.findIndex((x) => x.method === "Create");
  const exchanges = recording.exchanges.slice(0, first + 1).map((x, i) =>
    i === first ? { ...x, response: { ...x.response, properties: { ...(x.response?.["properties"] as object), description: "recorded otherwise" } } } : x,
  );
  const mismatches = await replay({ ...recording, exchanges }, server, service.emulator);
  expect(mismatches.map((m) => [m.index, m.method, m.urn, (m.expected.response as { properties: { description: string } }).properties.description])).toEqual([
    [first, "Create", recording.exchanges[first]?.request["urn"], "recorded otherwise"],
  ]);
  expect((mismatches[0]?.actual.response as { properties: { description: string } }).properties.description).toBe("v1");
});
