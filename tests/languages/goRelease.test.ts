// A Go program as a Go user gets the package from a release (`npm run release`, scripts/release),
// on a machine without Node.js: the engine's PATH holds only the Pulumi CLI, Python and Go, and a
// local HTTP server stands in for the release page the schema names as pluginDownloadURL. The
// release's module proxy tree stands in for the module's tag (GOPROXY=file://…, then the public
// proxy for Pulumi's own modules): `go get <import path>@v<version>` resolves the module, which
// the program's go.mod then requires at that version. The engine downloads the plugin itself, from
// the SDK's pluginDownloadURL. Against the emulator: up with one POST per resource, a clean
// preview, no plaintext secret, destroy (tests/support/programLifecycle.ts). Heavy (a Go build at
// every step): `npm run test:languages`, not `npm test`.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { SDK_NAMES } from "../../plugin/src/packageNames";
import { archiveName } from "../../scripts/release/pluginArchives";
import { GO_PROXY_DIR } from "../../scripts/release/release";
import { ENGINE_SETUP_TIMEOUT_MS, ENGINE_TEST_TIMEOUT_MS, type Run, startRun } from "../support/engine";
import { endpointsSeed, goEndpointsProgram } from "../support/endpointsPrograms";
import { languageTools, run as runCommand, stackEnv, writeProgram } from "../support/languages";
import { lifecycleTests } from "../support/programLifecycle";
import { archiveRequests, installedPlugins, pathWithoutNode, type ServedRelease, serveRelease, THIS_MACHINE } from "../support/release";

jest.setTimeout(ENGINE_TEST_TIMEOUT_MS);

const SECRETS = { secretValue: "gorelease-vault-secret-0123456789", ddKey: "gorelease-dd-api-key-0123456789" };

let served: ServedRelease;
let run: Run;

beforeAll(async () => {
  const tools = await languageTools();
  served = await serveRelease({ sdks: ["go"] });
  const userBin = await pathWithoutNode(served.root, tools.bin);
  run = await startRun("gorelease", {
    body: "",
    emulator: { seed: endpointsSeed("gorelease") },
    config: Object.fromEntries(Object.entries(SECRETS).map(([k, value]) => [k, { value, secret: true }])),
    env: {
      PATH: userBin,
      NODE_OPTIONS: "",
      PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "false",
      // The release's proxy tree first, the public proxy for the rest; the release's module is not in the checksum database.
      GOPROXY: `file://${path.join(served.release.outDir, GO_PROXY_DIR)},https://proxy.golang.org`,
      GONOSUMDB: "github.com/pulumi,github.com/pulumi-ingress",
      GOTOOLCHAIN: "local",
      GOFLAGS: "-buildvcs=false",
      CGO_ENABLED: "0",
    },
  });
  await writeProgram(run.stack, {
    "Pulumi.yaml": "name: gorelease\nruntime: go\n",
    "go.mod": "module example.com/gorelease\n\ngo 1.25\n\nrequire github.com/pulumi/pulumi/sdk/v3 v3.248.0\n",
    "main.go": goEndpointsProgram("gorelease", SDK_NAMES.goImport),
  });
  const env = stackEnv(run.stack);
  // The module cache keeps a version once fetched, and each run's release names its own port as
  // pluginDownloadURL: this run's module must be the one fetched.
  const cache = (await runCommand("go", ["env", "GOMODCACHE"], { cwd: run.stack.dir, env })).trim();
  for (const dir of [path.join(cache, "github.com", "pulumi-ingress"), path.join(cache, "cache", "download", "github.com", "pulumi-ingress")]) {
    await runCommand("chmod", ["-R", "u+w", dir], { cwd: run.stack.dir }).catch(() => undefined);
    await fs.rm(dir, { recursive: true, force: true });
  }
  // As the docs tell a Go user: the program first, then `go get` of the SDK at the release's version.
  await runCommand("go", ["get", `${SDK_NAMES.goImport}@v${served.release.version}`], { cwd: run.stack.dir, env });
  await runCommand("go", ["mod", "tidy"], { cwd: run.stack.dir, env });
  // The build the host makes at every step, once here (as tests/engine/goProgram.test.ts), so that each step only relinks.
  await runCommand("go", ["build", "-trimpath", "-ldflags", "-w -s", "-o", path.join(run.engine.dir, "go-program"), "."], { cwd: run.stack.dir, env });
  served.requests.length = 0;
}, ENGINE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await run?.dispose();
  await served?.close();
});

test("`go get <import path>@v<version>` resolves the release's module, which go.mod requires at that version", async () => {
  const gomod = await fs.readFile(path.join(run.stack.dir, "go.mod"), "utf8");
  expect(gomod).toMatch(new RegExp(`^\\t${SDK_NAMES.goModule.replace(/[.]/g, "\\.")} v${served.release.version.replace(/[.]/g, "\\.")}$`, "m"));
  expect(await fs.readFile(path.join(served.release.outDir, GO_PROXY_DIR, SDK_NAMES.goModule, "@v", "list"), "utf8")).toBe(`v${served.release.version}\n`);
  expect(await installedPlugins(stackEnv(run.stack).PULUMI_HOME ?? "")).toEqual([]);
});

lifecycleTests("Go", () => run, { vaultName: "gorelease-vault", secrets: Object.values(SECRETS) });

test("the engine downloaded the plugin once, from the release page", async () => {
  expect(archiveRequests(served)).toEqual([`GET ${new URL(served.downloadUrl).pathname}/${archiveName(served.release.version, THIS_MACHINE)}`]);
  expect(await installedPlugins(stackEnv(run.stack).PULUMI_HOME ?? "")).toEqual([`resource-ingress-v${served.release.version}`]);
});
