// The emulator's request log outside tests: the packaged CLI started with --log FILE, a create, a
// preview and a delete through the real engine, each counted from the file as a user would count
// them; the file never holds the key.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { createEngine, ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Engine, type EngineStack, programSource, userProject } from "../support/engine";
import { type EmulatorProcess, spawnEmulator } from "../support/processes";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const KEY = "ingress-emulator-key";
let tmp: string;
let logFile: string;
let emulator: EmulatorProcess;
let engine: Engine;
let stack: EngineStack;
let baseUrl = "";
let seen = 0;

const program = (description: string) =>
  programSource(`new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: ["ed_log"], description: "${description}" });`);

/** The log lines written since the last call, parsed. */
async function newLines(): Promise<Record<string, unknown>[]> {
  const lines = (await fs.readFile(logFile, "utf8")).split("\n").filter((l) => l !== "");
  const fresh = lines.slice(seen).map((l) => JSON.parse(l) as Record<string, unknown>);
  seen = lines.length;
  return fresh;
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-log-"));
  logFile = path.join(tmp, "requests.jsonl");
  const seed = path.join(tmp, "seed.json");
  await fs.writeFile(seed, JSON.stringify({ eventDestinations: [{ id: "ed_log" }] }));
  const bin = path.join(await userProject(), "node_modules", ".bin", "pulumi-ingress-emulator");
  emulator = await spawnEmulator(bin, ["--seed", seed, "--log", logFile]);
  baseUrl = emulator.baseUrl;
  engine = await createEngine();
  stack = await engine.stack("logged", {
    program: program("v1"),
    config: { "ingress:baseUrl": { value: baseUrl }, "ingress:apiKey": { value: KEY, secret: true } },
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await engine?.dispose();
  await emulator?.stop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

let id = "";

test("up: one POST, logged with its time, status and no error", async () => {
  const up = await stack.up();
  expect(up.summary).toEqual({ create: 2 });
  const lines = await newLines();
  expect(lines).toEqual([{ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), method: "POST", path: "/event_subscriptions", query: "", status: 201, error_code: null, operation_id: null }]);
});

test("preview of a change: no line at all", async () => {
  await stack.setProgram(program("v2"));
  expect((await stack.preview()).summary).toEqual({ same: 1, update: 1 });
  expect(await newLines()).toEqual([]);
});

test("destroy: one DELETE", async () => {
  await stack.setProgram(program("v1"));
  const state = await stack.exportState();
  id = String((state.deployment as { resources: { type: string; id?: string }[] }).resources.find((r) => r.type.endsWith(":EventSubscription"))?.id);
  expect((await stack.destroy()).summary).toEqual({ delete: 2 });
  expect((await newLines()).map((l) => `${String(l.method)} ${String(l.path)} ${String(l.status)}`)).toEqual([`DELETE /event_subscriptions/${id} 204`]);
});

test("an error is logged with its code and operation id; the file never holds the key", async () => {
  const res = await fetch(`${baseUrl}/event_subscriptions/esb_gone?x=1`, { headers: { authorization: `Bearer ${KEY}`, "service-version": "2" } });
  const body = (await res.json()) as { details: { operation_id: string } };
  expect(await newLines()).toEqual([
    { time: expect.any(String), method: "GET", path: "/event_subscriptions/esb_gone", query: "x=1", status: 404, error_code: "ERR_NOT_FOUND", operation_id: body.details.operation_id },
  ]);
  const text = await fs.readFile(logFile, "utf8");
  expect(text).not.toContain(KEY);
  expect(text).not.toContain("Bearer");
});
