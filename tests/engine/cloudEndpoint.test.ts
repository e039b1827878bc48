// CloudEndpoint under the real engine against the emulator, slimmed to what only the engine proves:
// a policy holding a client secret, which the SDK makes secret, is in no plaintext in the state the
// engine writes (one up). Everything else this suite checked moved to tests/provider/cloudEndpoint.test.ts.
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let s: Run;

const OAUTH = `{ on_http_request: [{ actions: [{ type: "oauth", config: { provider: "google", client_id: "id", client_secret: "engine-s3cret" } }, { type: "forward-internal", config: { url: "https://app.internal" } }] }] }`;

beforeAll(async () => {
  s = await startRun("cep", {
    body: `
const ep = new ingress.CloudEndpoint("ep", { url: "https://www.example.com", trafficPolicy: ${OAUTH} });
exports.id = ep.id;
`,
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s?.dispose();
});

test("a policy holding a client secret is secret in the state", async () => {
  s.mark();
  const up = await s.stack.up();
  expect(s.calls()).toEqual(["POST /endpoints 201"]);
  // The service holds the secret, so the state would too were it not secret.
  expect(s.emulator.snapshot().endpoints[String(up.outputs["id"]?.value)]?.traffic_policy).toContain("engine-s3cret");
  const state = JSON.stringify(await s.stack.exportState());
  expect(state).not.toContain("engine-s3cret");
});
