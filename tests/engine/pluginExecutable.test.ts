// The provider plugin as one executable (scripts/release/pluginArchives.ts), built for this machine
// (linux-amd64) on each runtime the release uses: linux-amd64's own (Node's SEA), and Bun, the
// runtime of the darwin-arm64 archive, which cannot run here: its linux-amd64 twin (the same Bun,
// the same bundle) stands for it. Each is built once (or taken from the tests' cache, when the
// release test or an earlier run built it from the same sources); its archive holds the executable
// alone, at its root. Started with no Node.js reachable (an empty PATH, absolute path, no environment), it prints its
// port and answers the provider protocol over gRPC. Under the engine, with no Node.js anywhere on
// PATH: a YAML program (Pulumi's YAML language host) names the folder holding only the executable,
// the CLI runs with a PATH of `pulumi` and `pulumi-language-yaml` alone; up creates an IP policy
// with one POST, a preview finds no change, destroy deletes it. The darwin-arm64 archive itself is
// checked as macOS would load it: a Mach-O for arm64 whose ad-hoc signature covers every page.
import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { ResourceProviderClient } from "@pulumi/pulumi/proto/provider_grpc_pb";
import { GetSchemaRequest, InvokeRequest } from "@pulumi/pulumi/proto/provider_pb";
import { startEmulator, type Emulator } from "../../emulator";
import { LOOKUPS } from "../../plugin/src/functions";
import { VERSION } from "../../provider/client/version";
import { archiveName, buildPluginArchives, RUNTIMES } from "../../scripts/release/pluginArchives";
import { REPO_ROOT } from "../support/engine";
import { languageTools } from "../support/languages";
import { formatOf, machoSignature } from "../support/executableFormat";
import { PLUGIN_CACHE } from "../support/release";

const exec = promisify(execFile);
// Building bundles the plugin and copies and injects a 150 MB Node binary: about 20 s of CPU.
jest.setTimeout(900_000);

/** The runtimes proven here, each built for this machine. */
const RUNS = [
  { runtime: "node-sea", what: "linux-amd64's own executable, on Node's SEA" },
  { runtime: "bun", what: "darwin-arm64's runtime, Bun, built for linux-amd64" },
] as const;

describe.each(RUNS)("$what", ({ runtime }) => {
  let dir = "";
  let pluginDir = "";

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "plugin-executable-"));
    const archives = await buildPluginArchives({ version: VERSION, outDir: dir, targets: [{ os: "linux", arch: "amd64" }], runtime: RUNTIMES[runtime], cache: PLUGIN_CACHE });
    expect(archives).toEqual([path.join(dir, `pulumi-resource-ingress-v${VERSION}-linux-amd64.tar.gz`)]);
    expect(archiveName(VERSION, { os: "windows", arch: "arm64" })).toBe(`pulumi-resource-ingress-v${VERSION}-windows-arm64.tar.gz`);
    expect((await exec("tar", ["-tzf", archives[0] as string])).stdout).toBe("pulumi-resource-ingress\n");
    pluginDir = path.join(dir, "plugin");
    mkdirSync(pluginDir);
    await exec("tar", ["-xzf", archives[0] as string, "-C", pluginDir]);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe("started alone with no Node.js on PATH", () => {
    let port = 0;
    let stop: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const emptyPath = mkdtempSync(path.join(dir, "empty-path-"));
      const child = spawn(path.join(pluginDir, "pulumi-resource-ingress"), ["127.0.0.1:1"], { env: { PATH: emptyPath }, stdio: ["ignore", "pipe", "pipe"] });
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      stop = async () => {
        child.kill();
        await exited;
      };
      let errors = "";
      child.stderr.on("data", (d: Buffer) => (errors += String(d)));
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once("data", (d: Buffer) => resolve(String(d)));
        void exited.then(() => reject(new Error(`the executable exited before printing its port: ${errors}`)));
      });
      expect(line).toMatch(/^\d+\n$/);
      port = Number(line);
    });

    afterAll(() => stop());

    const client = (): ResourceProviderClient => new ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());

    test("it answers GetPluginInfo with the package's version", async () => {
      const version = await new Promise<string>((resolve, reject) => client().getPluginInfo(new Empty(), (err, info) => (err ? reject(err) : resolve(info.getVersion()))));
      expect(version).toBe(VERSION);
    });

    test("it answers GetSchema with plugin/schema.json", async () => {
      const schema = await new Promise<string>((resolve, reject) =>
        client().getSchema(new GetSchemaRequest(), (err, resp) => (err ? reject(err) : resolve(resp.getSchema()))),
      );
      expect(schema).toBe(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"));
    });

    test("its families and lookups load: an unknown function is one line naming the served ones", async () => {
      const request = new InvokeRequest();
      request.setTok("ingress:index:getWidgets");
      const err = await new Promise<grpc.ServiceError | null>((resolve) => client().invoke(request, (e) => resolve(e)));
      const [head, served] = (err?.details ?? "").split(": this plugin serves ");
      expect(head).toBe("unknown function ingress:index:getWidgets");
      // The bundle's SDK is an ES module namespace, whose keys are sorted: the same lookups, in name order.
      expect(served?.split(", ")).toEqual(LOOKUPS.map((l) => `ingress:index:${l.name}`).sort());
    });
  });

  describe("under the engine, a YAML program with no Node.js on PATH", () => {
    let emulator: Emulator;
    let env: NodeJS.ProcessEnv = {};
    const program = () => path.join(dir, "program");

    /** `pulumi args` in the program's folder, with the environment that has no Node.js. */
    async function pulumi(...args: string[]): Promise<string> {
      const { stdout } = await exec(path.join(env["PATH"] as string, "pulumi"), args, { cwd: program(), env, maxBuffer: 64 << 20 });
      return stdout;
    }

    beforeAll(async () => {
      const { bin } = await languageTools();
      const pathDir = path.join(dir, "path");
      mkdirSync(pathDir);
      for (const tool of ["pulumi", "pulumi-language-yaml"]) symlinkSync(path.join(bin, tool), path.join(pathDir, tool));
      expect(readdirSync(pathDir).sort()).toEqual(["pulumi", "pulumi-language-yaml"]);
      emulator = await startEmulator();
      mkdirSync(program());
      mkdirSync(path.join(dir, "state"));
      writeFileSync(
        path.join(program(), "Pulumi.yaml"),
        [
          `name: plugin-executable-${runtime}`,
          "runtime: yaml",
          "plugins:",
          "  providers:",
          "    - name: ingress",
          `      path: ${pluginDir}`,
          "resources:",
          "  policy:",
          "    type: ingress:index:IpPolicy",
          "    properties:",
          "      description: served by the one executable",
          "outputs:",
          "  id: ${policy.id}",
          "",
        ].join("\n"),
      );
      env = {
        PATH: pathDir,
        HOME: dir,
        PULUMI_HOME: path.join(dir, ".pulumi"),
        PULUMI_CONFIG_PASSPHRASE: "plugin-executable",
        PULUMI_SKIP_UPDATE_CHECK: "true",
        PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
      };
      await pulumi("login", `file://${path.join(dir, "state")}`);
      await pulumi("stack", "init", "dev", "--non-interactive");
      await pulumi("config", "set", "ingress:baseUrl", emulator.baseUrl);
      await pulumi("config", "set", "--secret", "ingress:apiKey", emulator.apiKey);
    });

    afterAll(() => emulator?.close());

    test("up, a clean preview and destroy of an IP policy through the executable, with no Node.js on PATH", async () => {
      emulator.clearLog();
      await pulumi("up", "--yes", "--skip-preview", "--non-interactive");
      const id = JSON.parse(await pulumi("stack", "output", "id", "--json")) as string;
      expect(id).toMatch(/^ipp_\w+$/);
      expect(emulator.log.filter((e) => e.method !== "GET").map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual(["POST /ip_policies 201"]);

      await pulumi("preview", "--expect-no-changes", "--non-interactive");

      emulator.clearLog();
      await pulumi("destroy", "--yes", "--skip-preview", "--non-interactive");
      expect(emulator.log.filter((e) => e.method !== "GET").map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`DELETE /ip_policies/${id} 204`]);
    });
  });
});

test("the darwin-arm64 archive holds a Mach-O for arm64 whose ad-hoc signature covers every page", async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), "plugin-darwin-arm64-"));
  try {
    const [archive] = await buildPluginArchives({ version: VERSION, outDir: out, targets: [{ os: "darwin", arch: "arm64" }], cache: PLUGIN_CACHE });
    expect(path.basename(archive as string)).toBe(`pulumi-resource-ingress-v${VERSION}-darwin-arm64.tar.gz`);
    expect((await exec("tar", ["-tzf", archive as string])).stdout).toBe("pulumi-resource-ingress\n");
    await exec("tar", ["-xzf", archive as string, "-C", out]);
    const executable = readFileSync(path.join(out, "pulumi-resource-ingress"));
    expect(formatOf(executable)).toEqual({ format: "Mach-O", arch: "arm64" });
    expect(machoSignature(executable)).toEqual({ adhoc: true, mismatched: 0, unsignedBytes: 0 });
    // The check sees a change: one byte of the bundle's segment, past the headers, altered.
    const middle = executable.length >> 1;
    executable.writeUInt8(executable.readUInt8(middle) ^ 0xff, middle);
    expect(machoSignature(executable)).toEqual({ adhoc: true, mismatched: 1, unsignedBytes: 0 });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
