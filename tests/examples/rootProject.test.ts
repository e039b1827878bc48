// The repository root as a Pulumi project: the commands of docs/development.md, "Run the quick start
// from the repository root", run as written (the emulator on a free port instead of 8787, a stack name of
// this run's, and `--yes` where a person would confirm), with the real CLI at the root.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, pulumiBin, REPO_ROOT } from "../support/engine";
import { block, readDoc, section } from "../support/markdown";
import { type EmulatorProcess, spawnEmulator } from "../support/processes";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const KEY = "ingress-emulator-key";
const STACK = `root-${process.pid}`;
let emulator: EmulatorProcess;
let baseUrl: string;
let home: string;
let commands: string[];
let env: NodeJS.ProcessEnv;

/** The ```sh block of docs/development.md under "Run the quick start from the repository root", line by line. */
function guideCommands(): string[] {
  const heading = "Run the quick start from the repository root";
  return block(section(readDoc("docs/development.md"), heading, "docs/development.md"), "sh", `docs/development.md, "${heading}",`).trimEnd().split("\n");
}

function sh(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("bash", ["-euc", command], { cwd: REPO_ROOT, env, maxBuffer: 64 << 20 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${command} failed: ${err.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
  });
}

async function list(kind: string): Promise<unknown[]> {
  const res = await fetch(`${baseUrl}/${kind}`, { headers: { authorization: `Bearer ${KEY}`, "service-version": "2" } });
  return ((await res.json()) as Record<string, unknown[]>)[kind] as unknown[];
}

beforeAll(async () => {
  commands = guideCommands();
  expect(commands[0]).toBe("npm run emulator -- --port 8787 --seed scripts/quickstart-seed.json   # in a second terminal");
  emulator = await spawnEmulator(process.execPath, [path.join(REPO_ROOT, "dist", "emulator", "cli.js"), "--seed", "scripts/quickstart-seed.json"], { cwd: REPO_ROOT });
  baseUrl = emulator.baseUrl;
  home = await fs.mkdtemp(path.join(os.tmpdir(), "pulumi-ingress-root-home-"));
  const bin = await pulumiBin();
  env = {
    ...process.env,
    PATH: [bin, process.env.PATH].join(path.delimiter),
    PULUMI_HOME: home,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
  };
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  // The guide's stack file and state at the root: this run's only.
  await sh(`${commands[1]}; pulumi stack rm --yes --force --stack ${STACK} >/dev/null 2>&1 || true`).catch(() => undefined);
  await fs.rm(path.join(REPO_ROOT, `Pulumi.${STACK}.yaml`), { force: true });
  await emulator?.stop();
  if (home) await fs.rm(home, { recursive: true, force: true });
});

test("pulumi up at the root creates the quick start's resources on the emulator", async () => {
  const port = new URL(baseUrl).port;
  const [, login, init, configure, up] = commands.map((c) => c.replace("8787", port));
  expect([login, init, configure, up]).toEqual([
    'mkdir -p .tmp/state && export PULUMI_BACKEND_URL="file://$PWD/.tmp/state" PULUMI_CONFIG_PASSPHRASE=quickstart',
    "pulumi stack init dev",
    `npm run quickstart:config -- ${baseUrl}`,
    "pulumi up",
  ]);
  const out = await sh([login, init?.replace(/ dev$/, ` ${STACK}`), configure, `${up} --yes --non-interactive --skip-preview`].join("\n"));
  expect(out).toContain("Resources:\n    + 4 created");
  expect(await list("tls_certificates")).toHaveLength(1);
  expect(await list("event_subscriptions")).toHaveLength(1);
  const edge = (await (await fetch(`${baseUrl}/edges/https/edghts_quickstart`, { headers: { authorization: `Bearer ${KEY}`, "service-version": "2" } })).json()) as {
    routes: unknown[];
  };
  expect(edge.routes).toHaveLength(1);
});

test("pulumi destroy at the root removes them", async () => {
  const out = await sh([commands[1], `pulumi stack select ${STACK}`, `${commands[5]} --yes --non-interactive --skip-preview`].join("\n"));
  expect(commands[5]).toBe("pulumi destroy");
  expect(out).toContain("Resources:\n    - 4 deleted");
  expect(await list("tls_certificates")).toEqual([]);
  expect(await list("event_subscriptions")).toEqual([]);
});
