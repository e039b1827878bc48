// Refresh and destroy with today's credentials, under the real engine: what the engine hands the
// provider. They do not run the program, so the provider gets the stack config recorded at the last
// `up`: a key rotated in stack config fails them with one line (as the engine prints it) naming where
// the key came from and the command that works (`--run-program`, which hands it the config of the
// moment), which then works; a key given by the environment is the environment's of the moment at
// every step. The provider's part (its lines, a moved base URL's among them, and the environment read
// afresh at every call) is proven in process by tests/provider/credentials.test.ts, where the base
// URL's test went whole: the engine hands the provider the recorded base URL as it does the key.
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { createEngine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Engine, failureOf, programSource, resourceErrors } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const OLD = "ingress-old-key";
const NEW = "ingress-new-key";
const HINT = "; `pulumi refresh` and `pulumi destroy` use the stack config recorded at the last `pulumi up`: after changing it, run them with --run-program";
const SEED = { eventDestinations: [{ id: "ed_cred" }] };
const PROGRAM = programSource(`exports.id = new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_cred"] }).id;`);

let engine: Engine;

beforeAll(async () => {
  engine = await createEngine();
}, ENGINE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await engine?.dispose();
});

const subscriptions = (e: Emulator): string[] => Object.keys(e.snapshot().event_subscriptions);

test("a key rotated in stack config: refresh and destroy say what to run, and --run-program works", async () => {
  const emulator = await startEmulator({ seed: SEED, apiKeys: [{ key: OLD, abuseReports: true }] });
  try {
    const stack = await engine.stack("rotated", {
      program: PROGRAM,
      config: { "ingress:baseUrl": { value: emulator.baseUrl }, "ingress:apiKey": { value: OLD, secret: true } },
    });
    const id = String((await stack.up()).outputs["id"]?.value);
    emulator.setApiKeys([{ key: NEW, abuseReports: true }]);
    await stack.setConfig({ "ingress:apiKey": { value: NEW, secret: true } });
    const refused =
      "the service refused the API key from stack config `ingress:apiKey` (401 ERR_INVALID_CREDENTIALS: the API key is not valid); nothing more is sent with this key. " +
      `Set the right key with \`pulumi config set --secret ingress:apiKey <key>\` or the INGRESS_API_KEY environment variable${HINT}`;
    expect([...resourceErrors(await failureOf(stack.refresh())).values()]).toEqual([refused]);
    expect([...resourceErrors(await failureOf(stack.destroy())).values()]).toEqual([refused]);
    expect(subscriptions(emulator)).toEqual([id]);
    expect((await stack.refresh({ runProgram: true })).summary).toEqual({ same: 2 });
    // The program runs too, so its registrations count as "same" beside the deletes.
    expect((await stack.destroy({ runProgram: true })).summary).toEqual({ delete: 2, same: 2 });
    expect(subscriptions(emulator)).toEqual([]);
  } finally {
    await emulator.close();
  }
});

test("a key given only by INGRESS_API_KEY: refresh and destroy use the pipeline's key of the moment", async () => {
  const emulator = await startEmulator({ seed: SEED, apiKeys: [{ key: OLD, abuseReports: true }] });
  try {
    const stack = await engine.stack("envkey", { program: PROGRAM, config: { "ingress:baseUrl": { value: emulator.baseUrl } }, env: { INGRESS_API_KEY: OLD } });
    await stack.up();
    emulator.setApiKeys([{ key: NEW, abuseReports: true }]);
    stack.stack.workspace.envVars["INGRESS_API_KEY"] = NEW;
    expect((await stack.refresh()).summary).toEqual({ same: 2 });
    expect((await stack.destroy()).summary).toEqual({ delete: 2 });
    expect(subscriptions(emulator)).toEqual([]);
  } finally {
    await emulator.close();
  }
});
