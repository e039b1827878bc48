// Refresh and destroy with today's credentials. They do not run the program, so the provider gets
// the stack config recorded at the last `up`: a key rotated in stack config fails them with one
// line naming where the key came from and the command that works (`--run-program`), which then
// works; a key given by the environment is read fresh by every step; a moved base URL is named the
// same way as a rotated key.
import * as os from "node:os";
import * as path from "node:path";
import { promises as fs } from "node:fs";
import { startEmulator } from "../../emulator";
import type { Emulator } from "../../emulator/types";
import { createEngine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Engine, failureOf, programSource, resourceErrors } from "../support/engine";
import { holdPort } from "../support/heldPort";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const OLD = "ingress-old-key";
const NEW = "ingress-new-key";
const HINT = "; `pulumi refresh` and `pulumi destroy` use the stack config recorded at the last `pulumi up`: after changing it, run them with --run-program";
const SEED = { eventDestinations: [{ id: "ed_cred" }] };
const PROGRAM = programSource(`exports.id = new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_cred"] }).id;`);

let engine: Engine;
let tmp: string;

beforeAll(async () => {
  engine = await createEngine();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-cred-"));
}, ENGINE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await engine?.dispose();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
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

test("a base URL moved in stack config: refresh names the URL it used and where it came from; --run-program works", async () => {
  const statePath = path.join(tmp, "moved.json");
  // The old emulator's port stays closed after it closes, whatever else runs on the machine: the
  // refresh must find it refused, not answered by another process that got the port.
  const oldPort = await holdPort();
  try {
    const before = await startEmulator({ seed: SEED, statePath, port: oldPort.port });
    const stack = await engine.stack("moved", {
      program: PROGRAM,
      config: { "ingress:baseUrl": { value: before.baseUrl }, "ingress:apiKey": { value: before.apiKey, secret: true } },
    });
    const id = String((await stack.up()).outputs["id"]?.value);
    const oldUrl = before.baseUrl;
    await before.close();
    const after = await startEmulator({ statePath });
    try {
      await stack.setConfig({ "ingress:baseUrl": { value: after.baseUrl } });
      expect([...resourceErrors(await failureOf(stack.refresh())).values()]).toEqual([
        `cannot reach the API at ${oldUrl} (from stack config \`ingress:baseUrl\`): connection refused (ECONNREFUSED) on 5 attempts; nothing more is sent to it. ` +
          `Check \`ingress:baseUrl\` or the INGRESS_BASE_URL environment variable${HINT}`,
      ]);
      expect(subscriptions(after)).toEqual([id]);
      expect((await stack.refresh({ runProgram: true })).summary).toEqual({ same: 2 });
      // The program runs too, so its registrations count as "same" beside the deletes.
      expect((await stack.destroy({ runProgram: true })).summary).toEqual({ delete: 2, same: 2 });
      expect(subscriptions(after)).toEqual([]);
    } finally {
      await after.close();
    }
  } finally {
    await oldPort.release();
  }
});
