// The emulator's request log outside tests: the emulator's command started with --log FILE, and a
// create, a preview and a delete of EventSubscription's dynamic provider in process, step by step as
// the engine drives it (tests/support/providerSteps.ts), each counted from the file as a user would
// count them; the file never holds the key. Moved from tests/engine/emulatorLog.test.ts, each test
// under its name there: the log is the emulator's, whoever calls it, and the steps' calls are the
// provider's. The command is run from its source (tests/emulator/helpers.ts spawnCli); the packed
// package's bin of it is run under the engine by tests/lifecycle.
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as eventSubscription from "../../provider/resources/eventSubscription/family";
import { ENV_API_KEY, ENV_BASE_URL } from "../../provider/process/settings";
import { spawnCli } from "../emulator/helpers";
import { stepsOf } from "../support/providerSteps";

const KEY = "ingress-emulator-key";
const env = { ...process.env };
let tmp: string;
let logFile: string;
let cli: ReturnType<typeof spawnCli>;
let baseUrl = "";
let seen = 0;
const audit = stepsOf(eventSubscription);

const program = (description: string) => ({ sources: ["ip_policy_created.v0"], destinationIds: ["ed_log"], description });

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
  cli = spawnCli(["--port", "0", "--seed", seed, "--log", logFile]);
  baseUrl = /(http:\/\/\S+)/.exec(await cli.line)?.[1] ?? "";
  // The provider runtime reads the service from these when no stack config is given.
  process.env[ENV_BASE_URL] = baseUrl;
  process.env[ENV_API_KEY] = KEY;
});

afterAll(async () => {
  process.env = env;
  if (cli !== undefined) {
    cli.child.kill("SIGTERM");
    await cli.exited;
  }
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

test("up: one POST, logged with its time, status and no error", async () => {
  expect(await audit.up(program("v1"))).toBe("create");
  const lines = await newLines();
  expect(lines).toEqual([{ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), method: "POST", path: "/event_subscriptions", query: "", status: 201, error_code: null, operation_id: null }]);
});

test("preview of a change: no line at all", async () => {
  expect(await audit.preview(program("v2"))).toBe("update");
  expect(await newLines()).toEqual([]);
});

test("destroy: one DELETE", async () => {
  const id = audit.id;
  await audit.destroy();
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
