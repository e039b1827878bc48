// A Go program of the endpoints world, as a user makes and runs it (docs/other-languages.md): a Go
// module naming Pulumi's Go SDK, `pulumi package add <plugin folder>` to generate the ingress SDK
// into sdks/ingress, record the package in Pulumi.yaml and replace its module in go.mod (then `go
// mod tidy`), and the program run by scripts/hosts' Go language host, which builds it with `go
// build` at every run as Pulumi's host does. Against the emulator: up creates each resource with
// one POST, a preview then makes no call, destroy deletes them, and no secret is in plaintext in the
// state or the output.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { parse } from "yaml";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";
import { languageTools, run as runCommand, stackEnv, writeProgram } from "../support/languages";
import { installedPlugin } from "../support/plugin";
import { endpointsSeed, goEndpointsProgram } from "../support/endpointsPrograms";
import { SDK_NAMES } from "../../plugin/src/packageNames";
import { lifecycleTests } from "../support/programLifecycle";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = { secretValue: "go-vault-secret-0123456789", ddKey: "go-dd-api-key-0123456789" };

/** The SDK's import path: the schema's language.go.importBasePath, from plugin/src/packageNames.ts. */
const SDK_IMPORT = SDK_NAMES.goImport;


let run: Run;
let plugin: string;
/** What `pulumi package add` printed. */
let added: string;

beforeAll(async () => {
  await languageTools();
  run = await startRun("go", {
    body: "",
    emulator: { seed: endpointsSeed("go") },
    config: Object.fromEntries(Object.entries(SECRETS).map(([k, value]) => [k, { value, secret: true }])),
    // As scripts/install-pulumi.sh builds: no toolchain switch, Pulumi's modules outside the checksum database.
    env: { GOTOOLCHAIN: "local", GOFLAGS: "-mod=mod -buildvcs=false", CGO_ENABLED: "0", GONOSUMDB: "github.com/pulumi" },
  });
  plugin = await installedPlugin();
  await writeProgram(run.stack, {
    "Pulumi.yaml": "name: go\nruntime: go\n",
    "go.mod": "module example.com/goprogram\n\ngo 1.25\n\nrequire github.com/pulumi/pulumi/sdk/v3 v3.248.0\n",
    "main.go": goEndpointsProgram("go", SDK_IMPORT),
  });
  const cli = run.stack.stack.workspace.pulumiCommand.command;
  added = await runCommand(cli, ["package", "add", plugin], { cwd: run.stack.dir, env: stackEnv(run.stack) });
  // The build the host makes at every step, once here: the SDK's packages compiled into the Go build
  // cache, as on a user's machine after the first up, so that each step below only relinks.
  await runCommand("go", ["build", "-trimpath", "-ldflags", "-w -s", "-o", path.join(run.engine.dir, "go-program"), "."], {
    cwd: run.stack.dir,
    env: stackEnv(run.stack),
  });
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
});

test("`pulumi package add <plugin folder>` records the package in Pulumi.yaml and replaces the SDK's module in go.mod", async () => {
  expect(added).toContain(`"${SDK_IMPORT}"`);
  expect(parse(await fs.readFile(path.join(run.stack.dir, "Pulumi.yaml"), "utf8"))).toEqual({ name: "go", runtime: "go", packages: { ingress: plugin } });
  const gomod = await fs.readFile(path.join(run.stack.dir, "go.mod"), "utf8");
  expect(gomod).toContain("replace github.com/pulumi-ingress/pulumi-ingress/sdk/go => ./sdks/ingress\n");
  expect(gomod).toMatch(/^\tgithub\.com\/pulumi-ingress\/pulumi-ingress\/sdk\/go v0\.0\.0-00010101000000-000000000000$/m);
  expect(JSON.parse(await fs.readFile(path.join(run.stack.dir, "sdks", "ingress", "ingress", "pulumi-plugin.json"), "utf8"))).toMatchObject({ resource: true, name: "ingress" });
});

lifecycleTests("Go", () => run, { vaultName: "go-vault", secrets: Object.values(SECRETS) });
