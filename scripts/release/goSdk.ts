// The Go SDK as `go get` takes it: Pulumi's generated package in a module of its own, as a folder
// (for a `replace`) and as a module proxy serves it (for GOPROXY=file://…, or a tag's download).
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { runTool } from "./languageHosts";

/** The Pulumi Go SDK the module requires: the CLI's version, which the SDK was generated with. */
const PULUMI_GO_SDK = { path: "github.com/pulumi/pulumi/sdk/v3", version: "v3.248.0" };

/** As scripts/install-pulumi.sh builds: no toolchain switch, Pulumi's modules outside the checksum database. */
const GO_ENV = { GOTOOLCHAIN: "local", GOFLAGS: "-mod=mod", CGO_ENABLED: "0", GONOSUMDB: "github.com/pulumi" };

const GOMODULE_TOOL = path.join(__dirname, "gomodule");

export interface GoSdk {
  /** The module's folder: go.mod, go.sum and the package folder. */
  moduleDir: string;
  /** The proxy tree: <module>/@v/<version>.{info,mod,zip} and list. */
  proxyDir: string;
  /** The module's path. */
  modulePath: string;
}

/**
 * Makes the module of the generated Go SDK in `sourceDir` (the package's folder inside, as the
 * generator writes it) at `moduleDir`: its go.mod naming `modulePath` (the schema's
 * language.go.modulePath, the parent of its importBasePath: `go get <importBasePath>@v<ver>` tries
 * the import path, then each parent, and takes the longest that is a module) (requiring Pulumi's Go SDK, completed by `go mod
 * tidy`, which also writes go.sum), then the proxy tree of `version` under `proxyDir`.
 */
export async function buildGoSdk(options: { sourceDir: string; moduleDir: string; proxyDir: string; modulePath: string; version: string; time: string }): Promise<GoSdk> {
  const { sourceDir, moduleDir, proxyDir, modulePath } = options;
  const env = { ...process.env, ...GO_ENV };
  await fs.rm(moduleDir, { recursive: true, force: true });
  await fs.mkdir(path.dirname(moduleDir), { recursive: true });
  await fs.cp(sourceDir, moduleDir, { recursive: true });
  await fs.writeFile(path.join(moduleDir, "go.mod"), `module ${modulePath}\n\ngo 1.25\n\nrequire ${PULUMI_GO_SDK.path} ${PULUMI_GO_SDK.version}\n`);
  await runTool("go", ["mod", "tidy"], { cwd: moduleDir, env });
  await runTool("go", ["run", ".", "-dir", moduleDir, "-version", `v${options.version}`, "-proxy", proxyDir, "-time", options.time], { cwd: GOMODULE_TOOL, env });
  return { moduleDir, proxyDir, modulePath };
}
