// Refresh and destroy with today's credentials, in process: the provider configured as the engine
// configures it (the stack config handed to `configure`, else the environment), step by step
// (tests/support/providerSteps.ts). Without --run-program, refresh and destroy hand the provider the
// stack config recorded at the last `up`: a key rotated or a base URL moved there since fails them
// with one line naming where the setting came from and the command that works (`--run-program`, which
// hands it the config of the moment); a key given by the environment is read afresh at every call.
// Moved from tests/engine/credentials.test.ts, each test under its name there. What only the engine
// proves stayed there, slimmed: that refresh and destroy get the recorded config (the line as the
// engine prints it), that --run-program gets the config of the moment, and that a step gets the
// environment of the moment.
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import { configure } from "../../provider/process/runtime";
import { ENV_API_KEY } from "../../provider/process/settings";
import { holdPort } from "../support/heldPort";
import { useProviderService } from "../support/providerService";
import { stepsOf } from "../support/providerSteps";

const OLD = "ingress-old-key";
const NEW = "ingress-new-key";
const HINT = "; `pulumi refresh` and `pulumi destroy` use the stack config recorded at the last `pulumi up`: after changing it, run them with --run-program";
const SUBSCRIPTION = { sources: ["ip_policy_created.v0"], destinationIds: ["ed_cred"] };

const service = useProviderService({ seed: { eventDestinations: [{ id: "ed_cred" }] }, apiKeys: [{ key: OLD, abuseReports: true }] });

/** Configures the provider with this stack config, as the engine's `configure` does (no key: the environment's). */
const stackConfig = (config: Record<string, string>) => configure({ config: { get: (key: string) => config[key] } });
const subscriptions = (): string[] => Object.keys(service.emulator.snapshot().event_subscriptions);
/** The message of a step that must fail. */
const failure = (step: Promise<unknown>): Promise<string> =>
  step.then(
    () => {
      throw new Error("the step succeeded but was expected to fail");
    },
    (e: Error) => e.message,
  );

beforeEach(() => {
  service.emulator.setApiKeys([{ key: OLD, abuseReports: true }]);
  process.env[ENV_API_KEY] = OLD;
});
afterEach(() => stackConfig({}));

test("a key rotated in stack config: refresh and destroy say what to run, and --run-program works", async () => {
  const sub = stepsOf(eventSubscription);
  stackConfig({ "ingress:baseUrl": service.emulator.baseUrl, "ingress:apiKey": OLD });
  await sub.up(SUBSCRIPTION);
  service.emulator.setApiKeys([{ key: NEW, abuseReports: true }]);
  // Without --run-program: still the key recorded at the last up.
  const refused =
    "the service refused the API key from stack config `ingress:apiKey` (401 ERR_INVALID_CREDENTIALS: the API key is not valid); nothing more is sent with this key. " +
    `Set the right key with \`pulumi config set --secret ingress:apiKey <key>\` or the INGRESS_API_KEY environment variable${HINT}`;
  expect(await failure(sub.refresh())).toBe(refused);
  expect(await failure(sub.destroy())).toBe(refused);
  expect(subscriptions()).toEqual([sub.id]);
  // With --run-program: the key of the moment.
  stackConfig({ "ingress:baseUrl": service.emulator.baseUrl, "ingress:apiKey": NEW });
  const outputs = sub.outputs;
  expect(await sub.refresh()).toEqual(outputs);
  await sub.destroy();
  expect(subscriptions()).toEqual([]);
});

test("a key given only by INGRESS_API_KEY: refresh and destroy use the pipeline's key of the moment", async () => {
  const sub = stepsOf(eventSubscription);
  stackConfig({ "ingress:baseUrl": service.emulator.baseUrl });
  await sub.up(SUBSCRIPTION);
  service.emulator.setApiKeys([{ key: NEW, abuseReports: true }]);
  process.env[ENV_API_KEY] = NEW;
  const outputs = sub.outputs;
  expect(await sub.refresh()).toEqual(outputs);
  await sub.destroy();
  expect(subscriptions()).toEqual([]);
});

test("a base URL moved in stack config: refresh names the URL it used and where it came from; --run-program works", async () => {
  // The recorded URL's port stays closed whatever else runs on the machine: refused, never answered.
  const oldPort = await holdPort();
  try {
    const sub = stepsOf(eventSubscription);
    stackConfig({ "ingress:baseUrl": service.emulator.baseUrl, "ingress:apiKey": OLD });
    await sub.up(SUBSCRIPTION);
    // Without --run-program: the URL recorded at the last up, where nothing listens now.
    const oldUrl = `http://127.0.0.1:${oldPort.port}`;
    stackConfig({ "ingress:baseUrl": oldUrl, "ingress:apiKey": OLD });
    expect(await failure(sub.refresh())).toBe(
      `cannot reach the API at ${oldUrl} (from stack config \`ingress:baseUrl\`): connection refused (ECONNREFUSED) on 5 attempts; nothing more is sent to it. ` +
        `Check \`ingress:baseUrl\` or the INGRESS_BASE_URL environment variable${HINT}`,
    );
    expect(subscriptions()).toEqual([sub.id]);
    // With --run-program: the URL of the moment.
    stackConfig({ "ingress:baseUrl": service.emulator.baseUrl, "ingress:apiKey": OLD });
    const outputs = sub.outputs;
    expect(await sub.refresh()).toEqual(outputs);
    await sub.destroy();
    expect(subscriptions()).toEqual([]);
  } finally {
    await oldPort.release();
  }
});
