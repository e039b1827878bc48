// ngrok's Go client, ngrok-api-go v8.0.0 (vendored in tests/clients/go/third_party/ngrok-api-go: the module
// proxy refuses it), against the emulator: create, get, update, list and delete of every family it
// has (tests/clients/families.ts), each driven by tests/clients/go/drive. It talks to the emulator
// directly: it sends `Ngrok-Version: 2` itself.
import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import type { Emulator } from "../../emulator";
import type { FamilyName } from "../../provider/families";
import { start, type Api } from "../emulator/helpers";
import { CLIENT_FAMILIES, expectSteps, type Steps } from "./families";

const REPO = path.resolve(__dirname, "../..");
const GO = path.join(__dirname, "go");

/** Every file under `dir`, sorted, relative to it. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * The driver's binary, built once per change of its sources (and of Go): cached under
 * .tmp/go-drive/<hash>, so that a repeated run does not build. No Go fails here, loudly: CI installs it.
 */
function buildDriver(): string {
  const version = execFileSync("go", ["version"], { encoding: "utf8" });
  const hash = createHash("sha256").update(version);
  for (const f of files(GO)) hash.update(f).update("\0").update(fs.readFileSync(path.join(GO, f))).update("\0");
  const dir = path.join(REPO, ".tmp", "go-drive", hash.digest("hex").slice(0, 16));
  const binary = path.join(dir, "drive");
  if (!fs.existsSync(binary)) {
    fs.mkdirSync(dir, { recursive: true });
    // Built beside, then renamed: a build cut short leaves no binary behind. GOFLAGS=-mod=mod and
    // GOPROXY=off: the driver needs no module but the vendored one, so nothing is fetched.
    const partial = `${binary}.${process.pid}`;
    execFileSync("go", ["build", "-o", partial, "."], { cwd: path.join(GO, "drive"), env: { ...process.env, GOFLAGS: "-mod=mod", GOPROXY: "off" }, stdio: ["ignore", "ignore", "pipe"] });
    fs.renameSync(partial, binary);
  }
  return binary;
}

let emulator: Emulator;
let api: Api;
let driver: string;

beforeAll(async () => {
  // A second or two cached; under a minute on a new machine (go build).
  driver = buildDriver();
  ({ emulator, api } = await start());
}, 300_000);
afterAll(() => emulator.close());

/** Runs the driver on one job; its stderr (the client's error) is the failure's message. */
function drive(job: object): Promise<Steps> {
  return new Promise((resolve, reject) => {
    const child = execFile(driver, [], { encoding: "utf8" }, (err, stdout, stderr) => {
      if (err) reject(new Error(`the Go driver failed: ${stderr}`));
      else resolve(JSON.parse(stdout) as Steps);
    });
    child.stdin?.end(JSON.stringify(job));
  });
}

const covered = Object.entries(CLIENT_FAMILIES).filter(([, f]) => f.go !== undefined) as [FamilyName, NonNullable<(typeof CLIENT_FAMILIES)[FamilyName]>][];

test("the Go client has a service for every family of the table", () => {
  // ngrok-api-go v8.0.0 has them all, AI gateway API keys included, which the other two lack.
  expect(Object.entries(CLIENT_FAMILIES).filter(([, f]) => f.go === undefined)).toEqual([]);
});

test.each(covered)("%s: create, get, update, list and delete through ngrok-api-go", async (name, family) => {
  const bodies = await family.bodies(api);
  const steps = await drive({ base_url: emulator.baseUrl, api_key: emulator.apiKey, service: family.go, create: bodies.create, update: bodies.update });
  expect(steps.deleted).toBe("deleted");
  // A zero the update sets is absent, as the service (and the client printing what it read) leaves it out: checked by expectSteps.
  expectSteps(name, steps, bodies, expect);
});
