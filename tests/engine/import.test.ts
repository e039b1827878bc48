// `pulumi-ingress import` as users run it (the bin installed in the user project, the account's URL
// and key in the environment) against the realistic account of tests/support/importAccount.ts.
// Moved in process (issue 58), to tests/unit/importAccount.test.ts under the same names: what the
// command walks, names, writes and prints, its secret list, "a wrong key" and "no run printed a
// secret". Kept here, what only the engine and a user's install prove, in three engine steps on one
// engine: the project the installed bin writes asks for the @pulumi/pulumi installed beside it,
// installs (this package from its tarball) and type-checks under `tsc --strict`; `pulumi up` adopts
// everything with GETs alone; one edited module is then one PATCH, and that up's plan (check and diff
// of every resource, as a preview makes it) reads nothing else and leaves the 44 others the same:
// the separate preview step this file had is folded into it. A re-run against the stack reads its
// config and state through the real Pulumi CLI; and the README's seed example
// (tests/engine/importSeedExample.test.ts before) is adopted on this file's engine.
import { execFile } from "node:child_process";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { LocalWorkspace, type Stack } from "@pulumi/pulumi/automation";
import { type AccountIds, ENDPOINTS, POLICY_KEY, ROUTES, SECRET_KEYS, SECRET_VALUES, SECRETS, SEED, seedAccount, WALKS } from "../support/importAccount";
import { LATER_FAMILY_PATHS } from "../support/laterFamilies";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, outOfBand, pemLines, type Run, startRun, userProject } from "../support/engine";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

let run: Run;
let project: string;
let out: string;
let imported: Stack;
let ids: AccountIds;
/** Everything the command printed, for the secret search. */
let printed = "";

/** The package's bin, from the user project, as `npx pulumi-ingress` runs it. */
function bin(args: string[], options: { cwd: string; env: Record<string, string | undefined> }): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(path.join(project, "node_modules", ".bin", "pulumi-ingress"), args, { cwd: options.cwd, env: options.env, encoding: "utf8" }, (e, stdout, stderr) => {
      printed += stdout + stderr;
      resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
}

/** The environment of a user's shell: the account's settings there, and nothing of this test's own. */
const accountEnv = (): Record<string, string | undefined> => ({ PATH: process.env.PATH, HOME: process.env.HOME, INGRESS_BASE_URL: run.emulator.baseUrl, INGRESS_API_KEY: run.emulator.apiKey });

/** The engine's environment (its CLI first on PATH, its backend and passphrase), without the account's settings. */
const engineEnv = (): Record<string, string | undefined> => ({ ...process.env, ...run.stack.stack.workspace.envVars, INGRESS_BASE_URL: undefined, INGRESS_API_KEY: undefined });

beforeAll(async () => {
  project = await userProject();
  run = await startRun("import-account", { emulator: { seed: SEED }, body: "" });
  out = path.join(run.engine.dir, "imported");
  ids = await seedAccount(run.emulator);
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

/** Runs a command in the generated project: its exit code and what it printed. */
const inProject = (cmd: string, args: string[]) =>
  new Promise<{ code: number; output: string }>((resolve) =>
    execFile(cmd, args, { cwd: out, encoding: "utf8", maxBuffer: 16 << 20 }, (e, stdout, stderr) => resolve({ code: e ? 1 : 0, output: stdout + stderr })),
  );

test("the project installs (this package from its tarball, the rest as its package.json asks) and type-checks under tsc --strict", async () => {
  // Written by the installed bin (what it prints and writes: tests/unit/importAccount.test.ts), it
  // asks for the @pulumi/pulumi installed beside that bin.
  run.mark();
  const written = await bin(["import", "--out", "imported"], { cwd: run.engine.dir, env: accountEnv() });
  expect([written.code, written.stderr, written.stdout.split("\n").at(-2)]).toEqual([0, "", "pulumi-ingress import: next: see imported/README.md"]);
  expect(run.calls()).toEqual(WALKS);
  const installed = JSON.parse(await fs.readFile(path.join(project, "node_modules", "@pulumi", "pulumi", "package.json"), "utf8")) as { version: string };
  const manifest = JSON.parse(await fs.readFile(path.join(out, "package.json"), "utf8")) as Record<string, unknown>;
  expect(manifest["dependencies"]).toEqual({ "@pulumi/pulumi": `^${installed.version}`, "pulumi-ingress": "^0.3.0" });
  // The package is not on the registry: its packed tarball stands in for it, as in the user project.
  const userManifest = JSON.parse(await fs.readFile(path.join(project, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  const tarball = (userManifest.dependencies["pulumi-ingress"] ?? "").replace(/^file:/, "");
  const install = await inProject("npm", ["install", "--no-audit", "--no-fund", "--no-save", tarball, `@pulumi/pulumi@${installed.version}`]);
  expect(install.code).toBe(0);
  for (const pkg of ["pulumi-ingress", "@pulumi/pulumi", "typescript", "@types/node"]) await fs.access(path.join(out, "node_modules", pkg, "package.json"));
  expect(await inProject(path.join(out, "node_modules", ".bin", "tsc"), ["--strict", "--noEmit", "-p", out])).toEqual({ code: 0, output: "" });
});

test("pulumi up adopts every item with GETs alone, cloud endpoints among them (the secret-holding policy set in stack config as the service holds it)", async () => {
  const ws = run.stack.stack.workspace;
  // The program was type-checked by tsc --strict above, and the later edit changes one literal:
  // the engine's ts-node only transpiles it, instead of type-checking it again at each step.
  const envVars = { ...ws.envVars, PULUMI_NODEJS_TRANSPILE_ONLY: "true" };
  imported = await LocalWorkspace.createStack({ stackName: "imported", workDir: out }, { pulumiCommand: ws.pulumiCommand, envVars, secretsProvider: "passphrase" });
  await imported.setAllConfig({
    "ingress:baseUrl": { value: run.emulator.baseUrl },
    "ingress:apiKey": { value: run.emulator.apiKey, secret: true },
    ...Object.fromEntries(SECRET_KEYS.map((k, i) => [`imported:${k}`, { value: SECRET_VALUES[i] ?? "", secret: true }])),
    [`imported:${POLICY_KEY}`]: { value: ENDPOINTS[3]?.traffic_policy ?? "", secret: true },
  });
  run.mark();
  const up = await imported.up({ color: "never" });
  expect(up.summary.resourceChanges).toEqual({ create: 45 });
  const gets = [
    ...ids.certificates.map((id) => `GET /tls_certificates/${id} 200`),
    ...ids.routes.map((id, i) => `GET /edges/https/${ROUTES[i]?.[0] ?? ""}/routes/${id} 200`),
    ...ids.subscriptions.map((id) => `GET /event_subscriptions/${id} 200`),
    ...ids.endpoints.map((id) => `GET /endpoints/${id} 200`),
    ...SEED.eventDestinations.map(({ id }) => `GET /event_destinations/${id} 200`),
    ...SEED.ipPolicies.map(({ id }) => `GET /ip_policies/${id} 200`),
    `GET /reserved_domains/${ids.domain} 200`,
    `GET /vaults/${ids.vault} 200`,
    `GET /ip_policy_rules/${ids.rule} 200`,
    ...ids.rest.map((id, i) => `GET ${LATER_FAMILY_PATHS[i] ?? ""}/${id} 200`),
  ];
  expect(run.calls().sort()).toEqual(gets.sort());
  // The policy holding a secret is secret in the state (input and output), as the SDK makes it.
  const { deployment } = (await imported.exportStack()) as { deployment: { resources: { urn: string; inputs: Record<string, unknown>; outputs: Record<string, unknown> }[] } };
  const ops = deployment.resources.find((r) => r.urn.endsWith("CloudEndpoint::opsExampleComEndpoint"));
  const secret = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", plaintext: JSON.stringify(ENDPOINTS[3]?.traffic_policy) };
  expect([ops?.inputs["trafficPolicy"], ops?.outputs["trafficPolicy"]]).toEqual([secret, secret]);
});

// The plan of this up is a preview's (check and diff of every resource): the 44 others the same, with no call.
test("one module edited in the generated code is one PATCH; a preview of the adopted stack makes no call: nothing else is read or changed", async () => {
  const file = path.join(out, "index.ts");
  const index = await fs.readFile(file, "utf8");
  expect(index.split("  compression: {},\n")).toHaveLength(2);
  await fs.writeFile(file, index.replace("  compression: {},\n", "  compression: { enabled: false },\n"));
  run.mark();
  const up = await imported.up({ color: "never" });
  expect(up.summary.resourceChanges).toEqual({ update: 1, same: 44 });
  expect(run.calls()).toEqual([`PATCH /edges/https/edghts_app/routes/${ids.routes[0] ?? ""} 200`]);
});

test("re-run against the stack: only what it does not manage yet, the settings read from its config through the Pulumi CLI", async () => {
  run.mark();
  const none = await bin(["import", "--stack", "imported"], { cwd: out, env: engineEnv() });
  expect(none).toEqual({ code: 0, stdout: "", stderr: "pulumi-ingress import: nothing to import: stack imported already manages all 44 items\n" });
  expect(run.calls()).toEqual(WALKS);
  const sub = (await outOfBand(run.emulator, "POST", "/event_subscriptions", { sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_chat"], description: "Security audit" })) as { id: string };
  run.mark();
  const one = await bin(["import", "--stack", "imported"], { cwd: out, env: engineEnv() });
  expect(one.stderr).toBe("pulumi-ingress import: 1 event subscription on stdout\npulumi-ingress import: left out 44 items that stack imported already manages\n");
  expect(one.stdout).toContain(
    [
      "// What the resources point at, which this program does not declare.",
      "// Event destination of securityAuditSubscription3",
      'const ipPolicyUpdatedDestination = "ed_chat";',
      "",
      "// Event subscriptions.",
      'const securityAuditSubscription3 = new ingress.EventSubscription("securityAuditSubscription3", {',
      `  adoptId: "${sub.id}",`,
      '  sources: ["ip_policy_created.v0"],',
      "  destinationIds: [ipPolicyUpdatedDestination],",
      '  description: "Security audit",',
      "});",
    ].join("\n"),
  );
  expect(run.calls()).toEqual(WALKS);
});

test("no run of the command printed a secret", () => {
  expect(printed).toContain("pulumi config set --secret accountsRouteOidcClientSecret");
  expect(printed).toContain("nothing to import: stack imported already manages all 44 items");
  for (const secret of [...Object.values(SECRETS), run.emulator.apiKey, ...ids.privateKeys.flatMap(pemLines)]) expect(printed).not.toContain(secret);
});

// From tests/engine/importSeedExample.test.ts (issue 58), on this file's engine with an emulator of
// its own: the account emulator/README.md's own seed example makes (its "Seed" section's JSON, read
// from the README itself) goes through the installed bin's import, and the program it writes adopts
// every item under the real engine with GETs alone. One engine step: the preview after an adoption
// making no call is the up above's; the seeded event destination's target is one the service can
// hold, so its adoption passes the check.

/** The JSON block of emulator/README.md's "Seed" section. */
async function readmeSeed(): Promise<Record<string, { id: string }[]>> {
  const readme = await fs.readFile(path.join(__dirname, "..", "..", "emulator", "README.md"), "utf8");
  const block = /\n## Seed\n\n```json\n([\s\S]*?)\n```\n/.exec(readme)?.[1];
  if (block === undefined) throw new Error("emulator/README.md has no JSON block under ## Seed");
  return JSON.parse(block) as Record<string, { id: string }[]>;
}

test("the README's seed example: imported, then adopted by pulumi up with GETs alone", async () => {
  const example = await startRun("import-seed-example", { emulator: { seed: await readmeSeed() }, body: "", engine: run.engine });
  try {
    // Inside the user project (the engine's folder is), so the program finds its packages there.
    const seedOut = path.join(run.engine.dir, "seed-example");
    const r = await bin(["import", "--out", "seed-example"], { cwd: run.engine.dir, env: { ...accountEnv(), INGRESS_BASE_URL: example.emulator.baseUrl, INGRESS_API_KEY: example.emulator.apiKey } });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout.split("\n")[0]).toBe("pulumi-ingress import: wrote seed-example: 1 event destination and 1 IP policy; index.ts, Pulumi.yaml, package.json, tsconfig.json, .gitignore, README.md");
    const index = await fs.readFile(path.join(seedOut, "index.ts"), "utf8");
    expect(index).toContain('  adoptId: "ed_main",\n');
    expect(index).toContain('  adoptId: "ipp_main",\n');

    const ws = run.stack.stack.workspace;
    const stack = await LocalWorkspace.createStack({ stackName: "seedexample", workDir: seedOut }, { pulumiCommand: ws.pulumiCommand, envVars: ws.envVars, secretsProvider: "passphrase" });
    await stack.setAllConfig({ "ingress:baseUrl": { value: example.emulator.baseUrl }, "ingress:apiKey": { value: example.emulator.apiKey, secret: true } });
    example.mark();
    const up = await stack.up({ color: "never" });
    expect(up.summary.resourceChanges).toEqual({ create: 3 }); // the stack and the two adopted items
    expect(example.calls().sort()).toEqual(["GET /event_destinations/ed_main 200", "GET /ip_policies/ipp_main 200"]);
  } finally {
    await example.dispose();
  }
});
