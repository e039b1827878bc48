// ngrok's Python client, PyPI ngrok-api (pinned in scripts/install-ngrok-api-py.sh, installed into a
// cached venv on first use), against the emulator: create, get, update, list and delete of every
// family it has (tests/clients/families.ts), each driven by tests/clients/drive.py.
import { execFile, execFileSync } from "node:child_process";
import * as path from "node:path";
import type { Emulator } from "../../emulator";
import type { FamilyName } from "../../provider/families";
import { start, type Api } from "../emulator/helpers";
import { CLIENT_FAMILIES, expectSteps, type Steps } from "./families";

const REPO = path.resolve(__dirname, "../..");

let emulator: Emulator;
let api: Api;
let python: string;

beforeAll(async () => {
  // Seconds when cached; about half a minute on a new machine (pip install).
  python = execFileSync("bash", [path.join(REPO, "scripts", "install-ngrok-api-py.sh")], { encoding: "utf8" }).trim().split("\n").pop() ?? "";
  ({ emulator, api } = await start());
}, 300_000);
afterAll(() => emulator.close());

/** Runs drive.py on one job; its stderr (a Python traceback) is the failure's message. */
function drive(job: object): Promise<Steps> {
  return new Promise((resolve, reject) => {
    const child = execFile(python, [path.join(__dirname, "drive.py")], { encoding: "utf8" }, (err, stdout, stderr) => {
      if (err) reject(new Error(`drive.py failed: ${stderr}`));
      else resolve(JSON.parse(stdout) as Steps);
    });
    child.stdin?.end(JSON.stringify(job));
  });
}

const covered = Object.entries(CLIENT_FAMILIES).filter(([, f]) => f.python !== undefined) as [FamilyName, NonNullable<(typeof CLIENT_FAMILIES)[FamilyName]>][];

test.each(covered)("%s: create, get, update, list and delete through ngrok-api (Python)", async (name, family) => {
  const bodies = await family.bodies(api);
  const steps = await drive({ base_url: emulator.baseUrl, api_key: emulator.apiKey, service: family.python, create: bodies.create, update: bodies.update });
  expect(steps.deleted).toBe("deleted");
  expectSteps(name, steps, bodies, expect);
});
