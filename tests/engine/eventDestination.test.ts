// EventDestination under the real engine against the emulator, slimmed to what only the engine
// proves: its credential, a secret input, is in no plaintext in the state the engine writes, at up
// and after a rotation (two ups). Everything else this suite checked moved to
// tests/provider/eventDestination.test.ts; an id handed on as an Output to a subscription, and the
// order of their deletion, are tests/engine/wholeAccount.test.ts's.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;
let id = "";

const datadog = (apiKey: string) => `target: { datadog: { apiKey: "${apiKey}", ddsite: "datadoghq.eu" } }`;
const program = (args: string) => `
const d = new ingress.EventDestination("dest", { ${args} });
exports.id = d.id;
exports.target = d.target;
`;

const stateText = async () => JSON.stringify(await s.stack.exportState());

beforeAll(async () => {
  s = await startRun("evd", { body: program(datadog("dd-s3cret-1")) });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("up creates the destination with exactly one API call; its credential is in neither the outputs nor the state in plaintext", async () => {
  s.mark();
  const up = await s.stack.up();
  id = String(up.outputs["id"]?.value);
  expect(s.calls()).toEqual(["POST /event_destinations 201"]);
  expect(up.outputs["target"]?.value).toEqual({ datadog: { ddsite: "datadoghq.eu" } });
  expect(await stateText()).not.toContain("dd-s3cret-1");
});

test("a rotated API key is one PATCH sending the target with it, and in no plaintext in the state", async () => {
  await s.setProgram(program(datadog("dd-s3cret-2")));
  s.mark();
  await s.stack.up();
  const changes = s.entries().filter((e) => e.method !== "GET");
  expect(changes.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`PATCH /event_destinations/${id} 200`]);
  expect(JSON.parse(changes[0]?.requestBody ?? "")).toEqual({ target: { datadog: { api_key: "dd-s3cret-2", ddsite: "datadoghq.eu" } } });
  const state = await stateText();
  expect([state.includes("dd-s3cret-1"), state.includes("dd-s3cret-2")]).toEqual([false, false]);
});
