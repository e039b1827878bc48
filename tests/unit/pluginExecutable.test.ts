// The provider plugin as one executable (scripts/release/pluginArchives.ts), for this machine's
// target alone (linux-amd64): its archive holds the executable alone, at its root; started with no
// Node.js reachable (an empty PATH, absolute path, no environment), it prints its port and answers
// the provider protocol over gRPC: the plugin's version and the schema of plugin/schema.json.
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { ResourceProviderClient } from "@pulumi/pulumi/proto/provider_grpc_pb";
import { GetSchemaRequest, InvokeRequest } from "@pulumi/pulumi/proto/provider_pb";
import { VERSION } from "../../provider/client/version";
import { LOOKUPS } from "../../plugin/src/functions";
import { archiveName, buildPluginArchives } from "../../scripts/release/pluginArchives";

const REPO_ROOT = path.join(__dirname, "..", "..");

const run = promisify(execFile);
// Building bundles the plugin and copies and injects a 150 MB Node binary: about 20 s of CPU.
jest.setTimeout(900_000);

let dir = "";
let port = 0;
let stop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "plugin-executable-"));
  const archives = await buildPluginArchives({ version: VERSION, outDir: dir, targets: [{ os: "linux", arch: "amd64" }] });
  expect(archives).toEqual([path.join(dir, `pulumi-resource-ingress-v${VERSION}-linux-amd64.tar.gz`)]);
  expect(archiveName(VERSION, { os: "windows", arch: "arm64" })).toBe(`pulumi-resource-ingress-v${VERSION}-windows-arm64.tar.gz`);
  expect((await run("tar", ["-tzf", archives[0] as string])).stdout).toBe("pulumi-resource-ingress\n");
  await run("tar", ["-xzf", archives[0] as string, "-C", dir]);

  const emptyPath = mkdtempSync(path.join(dir, "path-"));
  const child = spawn(path.join(dir, "pulumi-resource-ingress"), ["127.0.0.1:1"], { env: { PATH: emptyPath }, stdio: ["ignore", "pipe", "pipe"] });
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

afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

const client = (): ResourceProviderClient => new ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());

test("with no Node.js on PATH, the executable answers GetPluginInfo with the package's version", async () => {
  const version = await new Promise<string>((resolve, reject) => client().getPluginInfo(new Empty(), (err, info) => (err ? reject(err) : resolve(info.getVersion()))));
  expect(version).toBe(VERSION);
});

test("with no Node.js on PATH, the executable answers GetSchema with plugin/schema.json", async () => {
  const schema = await new Promise<string>((resolve, reject) =>
    client().getSchema(new GetSchemaRequest(), (err, resp) => (err ? reject(err) : resolve(resp.getSchema()))),
  );
  expect(schema).toBe(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"));
});

test("with no Node.js on PATH, the executable's families and lookups load: an unknown function is one line naming the served ones", async () => {
  const request = new InvokeRequest();
  request.setTok("ingress:index:getWidgets");
  const err = await new Promise<grpc.ServiceError | null>((resolve) => client().invoke(request, (e) => resolve(e)));
  const [head, served] = (err?.details ?? "").split(": this plugin serves ");
  expect(head).toBe("unknown function ingress:index:getWidgets");
  // The bundle's SDK is an ES module namespace, whose keys are sorted: the same lookups, in name order.
  expect(served?.split(", ")).toEqual(LOOKUPS.map((l) => `ingress:index:${l.name}`).sort());
});
