// The account emulator/README.md's own seed example makes (its "Seed" section's JSON, read from
// the README itself) goes through `pulumi-ingress import`, and the program it writes adopts every
// item under the real engine with GETs alone; a preview then makes no call. The seeded event
// destination's target is one the service can hold, so its adoption passes the check. Two engine
// steps, up and preview: the stack is not destroyed after (it asserted nothing; the run's folder,
// its state with it, and the emulator go at the end).
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { LocalWorkspace } from "@pulumi/pulumi/automation";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun, userProject } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

/** The JSON block of emulator/README.md's "Seed" section. */
async function readmeSeed(): Promise<Record<string, { id: string }[]>> {
  const readme = await fs.readFile(path.join(__dirname, "..", "..", "emulator", "README.md"), "utf8");
  const block = /\n## Seed\n\n```json\n([\s\S]*?)\n```\n/.exec(readme)?.[1];
  if (block === undefined) throw new Error("emulator/README.md has no JSON block under ## Seed");
  return JSON.parse(block) as Record<string, { id: string }[]>;
}

let project: string;
let run: Run;
let out: string;
let seed: Record<string, { id: string }[]>;

beforeAll(async () => {
  project = await userProject();
  seed = await readmeSeed();
  run = await startRun("import-seed-example", { emulator: { seed }, body: "" });
  // Inside the user project, so the program finds its packages there.
  out = await fs.mkdtemp(path.join(project, "seed-example-"));
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
  if (out !== undefined) await fs.rm(out, { recursive: true, force: true });
});

test("the README's seed example: imported, then adopted by pulumi up with GETs alone, and a clean preview with no call", async () => {
  const r = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      path.join(project, "node_modules", ".bin", "pulumi-ingress"),
      ["import", "--out", out],
      { cwd: run.engine.dir, env: { PATH: process.env.PATH, HOME: process.env.HOME, INGRESS_BASE_URL: run.emulator.baseUrl, INGRESS_API_KEY: run.emulator.apiKey }, encoding: "utf8" },
      (e, stdout, stderr) => resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
  });
  expect([r.code, r.stderr]).toEqual([0, ""]);
  expect(r.stdout.split("\n")[0]).toBe(
    `pulumi-ingress import: wrote ${path.relative(run.engine.dir, out)}: 1 event destination and 1 IP policy; index.ts, Pulumi.yaml, package.json, tsconfig.json, .gitignore, README.md`,
  );
  const index = await fs.readFile(path.join(out, "index.ts"), "utf8");
  expect(index).toContain('  adoptId: "ed_main",\n');
  expect(index).toContain('  adoptId: "ipp_main",\n');

  const ws = run.stack.stack.workspace;
  const imported = await LocalWorkspace.createStack({ stackName: "seedexample", workDir: out }, { pulumiCommand: ws.pulumiCommand, envVars: ws.envVars, secretsProvider: "passphrase" });
  await imported.setAllConfig({ "ingress:baseUrl": { value: run.emulator.baseUrl }, "ingress:apiKey": { value: run.emulator.apiKey, secret: true } });
  run.mark();
  const up = await imported.up({ color: "never" });
  expect(up.summary.resourceChanges).toEqual({ create: 3 }); // the stack and the two adopted items
  expect(run.calls().sort()).toEqual(["GET /event_destinations/ed_main 200", "GET /ip_policies/ipp_main 200"]);
  run.mark();
  const preview = await imported.preview({ expectNoChanges: true, color: "never" });
  expect(preview.changeSummary).toEqual({ same: 3 });
  expect(run.calls()).toEqual([]);
});
