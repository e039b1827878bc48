// The package's executables (package.json "bin") at their command line and output (issue #57 item
// 4): `--help` and `-h` anywhere print the usage to stdout and exit 0, on every command and
// subcommand; a reader that closes the pipe ends none of them with a stack trace. The subcommands
// run in process, as the command tests run them; each executable's entry once in a process of its
// own, its TypeScript compiled as it loads (tests/support/typescriptPreload.ts).
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { main, USAGE as MAIN_USAGE } from "../../cli/main";
import { USAGE as IMPORT_USAGE } from "../../cli/import/options";
import { USAGE as MIGRATE_USAGE } from "../../cli/migrate/options";
import { USAGE as TRAFFIC_USAGE } from "../../cli/traffic/options";
import { USAGE as EMULATOR_USAGE } from "../../emulator/cli";
import { USAGE as RECOVER_USAGE } from "../../recover/cli";
import { USAGE as PLUGIN_USAGE } from "../../plugin/src/server";
import { asksForHelp } from "../../provider/process/executable";
import { TYPESCRIPT_PRELOAD } from "../support/typescriptPreload";

const ROOT = path.join(__dirname, "..", "..");
const FIXTURES = path.join(ROOT, "tests", "fixtures", "traffic");

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pulumi-ingress <argv>` in process, with what it printed. */
async function inProcess(argv: string[]): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd: FIXTURES });
  return { code, stdout, stderr };
}

/**
 * An executable's TypeScript entry run by node, with `closed` (if any) closed at once, before
 * the process can write to it: what it then writes there fails with EPIPE.
 */
function spawned(entry: string, args: string[], closed?: "stdout" | "stderr"): Promise<Run> {
  return spawnedNode([path.join(ROOT, entry), ...args], closed);
}

/** Node loading TypeScript with `argv`, as {@link spawned} runs an entry. */
function spawnedNode(argv: string[], closed?: "stdout" | "stderr"): Promise<Run> {
  const child = spawn(process.execPath, [...TYPESCRIPT_PRELOAD, ...argv], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (closed !== undefined) child[closed].destroy();
  const run: Run = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (d: Buffer) => void (run.stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => void (run.stderr += d.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ ...run, code })));
}

describe("--help and -h", () => {
  test("a --help or -h before any -- asks for the usage, whatever else the line holds", () => {
    expect([["--help"], ["-h"], ["--stack", "dev", "-h"], ["--nope", "--help"], ["--", "--help"], ["--help=1"], ["-hx"]].map(asksForHelp)).toEqual([true, true, true, true, false, false, false]);
  });

  test.each([
    [["--help"], MAIN_USAGE],
    [["-h"], MAIN_USAGE],
    [["help"], MAIN_USAGE],
    [["no-such-command", "--help"], MAIN_USAGE],
    [["import", "--help"], IMPORT_USAGE],
    [["import", "-h"], IMPORT_USAGE],
    [["import", "--no-such-flag", "--help"], IMPORT_USAGE],
    [["migrate", "--help"], MIGRATE_USAGE],
    [["migrate", "-h"], MIGRATE_USAGE],
    [["migrate", "--edge", "edghts_1", "-h"], MIGRATE_USAGE],
    [["traffic", "--help"], TRAFFIC_USAGE],
    [["traffic", "-h"], TRAFFIC_USAGE],
    [["traffic", "test", "--help"], TRAFFIC_USAGE],
    [["traffic", "test", "-h"], TRAFFIC_USAGE],
    [["traffic", "test", "cases.yaml", "--policy", "policy.yaml", "--help"], TRAFFIC_USAGE],
    [["traffic", "test", "--policy", "policy.yaml", "-h"], TRAFFIC_USAGE],
    [["traffic", "diff", "--help"], TRAFFIC_USAGE],
    [["traffic", "diff", "-h"], TRAFFIC_USAGE],
  ])("pulumi-ingress %j prints its usage to stdout and exits 0", async (argv, usage) => {
    expect(await inProcess(argv)).toEqual({ code: 0, stdout: `${usage}\n`, stderr: "" });
  });

  test("without a command, pulumi-ingress still says its usage on stderr and exits 2", async () => {
    expect(await inProcess([])).toEqual({ code: 2, stdout: "", stderr: `${MAIN_USAGE}\n` });
  });

  test.each([
    ["cli/main.ts", "--help", MAIN_USAGE],
    ["recover/cli.ts", "--help", RECOVER_USAGE],
    ["recover/cli.ts", "-h", RECOVER_USAGE],
    ["emulator/cli.ts", "--help", EMULATOR_USAGE],
    ["emulator/cli.ts", "-h", EMULATOR_USAGE],
  ])("the executable %s %s prints its usage to stdout and exits 0", async (entry, flag, usage) => {
    expect(await spawned(entry, [flag])).toEqual({ code: 0, stdout: `${usage}\n`, stderr: "" });
  }, 60_000);

  test("the plugin pulumi-resource-ingress --help prints its usage to stdout and exits 0, serving nothing", async () => {
    // Both its entries (plugin/index.js and the one executable's standalone.ts) are serve().
    const ran = spawnedNode(["-e", "process.argv.splice(1, 0, 'pulumi-resource-ingress'); require('./plugin/src/server').serve()", "--", "--help"]);
    expect(await ran).toEqual({ code: 0, stdout: `${PLUGIN_USAGE}\n`, stderr: "" });
  }, 60_000);

  test("pulumi-ingress-recover's usage says what it does and each flag", () => {
    expect(RECOVER_USAGE.split("\n").filter((l) => l.startsWith("  -")).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual(["--stack NAME", "--cwd DIR", "--pulumi PATH", "--yes", "-h, --help"]);
  });
});

describe("a closed pipe", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "pulumi-ingress-pipe-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test("traffic test | head: the failing cases' lines go nowhere, the status is still the cases' (1), and nothing is said on stderr", async () => {
    // The shop's policy with its 404 turned into a 410: one case of the shop's cases fails.
    const policy = path.join(dir, "policy.yaml");
    await writeFile(policy, (await readFile(path.join(FIXTURES, "shop-policy.yaml"), "utf8")).replace("status_code: 404", "status_code: 410"));
    expect(await spawned("cli/main.ts", ["traffic", "test", path.join(FIXTURES, "shop-cases.yaml"), "--policy", policy], "stdout")).toEqual({ code: 1, stdout: "", stderr: "" });
  }, 60_000);

  // Their console.log and console.error drop a write to a closed pipe by themselves; the same
  // handler as pulumi-ingress's keeps any other write of theirs so.
  test.each([
    ["recover/cli.ts", ["--help"], "stdout", 0],
    ["emulator/cli.ts", ["--help"], "stdout", 0],
    ["cli/main.ts", ["no-such-command"], "stderr", 2],
  ] as const)("%s %j with its %s closed ends quietly with its own status (%i)", async (entry, args, closed, code) => {
    expect(await spawned(entry, [...args], closed)).toEqual({ code, stdout: "", stderr: "" });
  }, 60_000);
});
