// A program of every family against a service that answers as ngrok's does where the emulator is
// kinder (issue 49): `Ngrok-Version` required, every empty, false, null, `[]` or `{}` member left out
// of each answer, and a member the package does not know added to each item (tests/live/proxy.ts).
// The package reads such answers liberally (provider/wire/liberal.ts): up, refresh, a clean preview
// and destroy all go through, with the real CLI and the installed package.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { LIFECYCLE_FAMILIES as families, lifecycleFiles, lifecycleSeed } from "../lifecycle/families/all";
import { startNgrokProxy, type NgrokProxy } from "../live/proxy";
import { createEngine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Engine, type EngineStack, programSource, userProject } from "../support/engine";
import { type EmulatorProcess, spawnEmulator } from "../support/processes";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let emulator: EmulatorProcess;
let proxy: NgrokProxy;
let engine: Engine;
let stack: EngineStack;
let tmp: string;

/** The program's resources besides the stack: one per family. */
const n = families.length;

beforeAll(async () => {
  const project = await userProject();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-ngrok-like-"));
  const seed = path.join(tmp, "seed.json");
  await fs.writeFile(seed, JSON.stringify(lifecycleSeed()));
  emulator = await spawnEmulator(path.join(project, "node_modules", ".bin", "pulumi-ingress-emulator"), ["--seed", seed, "--abuse-delay", "0"]);
  proxy = await startNgrokProxy(emulator.baseUrl);
  engine = await createEngine();
  stack = await engine.stack("ngrok-like", {
    program: programSource(`
const resources = {};
${families.map((f) => f.declare("v1")).join("\n")}
`),
    config: { "ingress:baseUrl": { value: proxy.baseUrl }, "ingress:apiKey": { value: "ingress-emulator-key", secret: true } },
  });
  for (const [name, text] of Object.entries(await lifecycleFiles())) await fs.writeFile(path.join(stack.dir, name), text);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await engine?.dispose();
  await proxy?.close();
  await emulator?.stop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

test("up creates every family's resource through answers without their empty members", async () => {
  expect((await stack.up()).summary).toEqual({ create: n + 1 });
});

test("refresh finds no drift, and preview then has nothing to change", async () => {
  expect((await stack.refresh()).summary).toEqual({ same: n + 1 });
  expect((await stack.preview()).summary).toEqual({ same: n + 1 });
});

test("destroy deletes them", async () => {
  expect((await stack.destroy()).summary).toEqual({ delete: n + 1 });
});
