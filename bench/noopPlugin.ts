/**
 * bench-noop-plugin, the provider plugin's floor for the bench: a provider plugin that serves the
 * plugin's type tokens, one per family of the registry, over resources that do no I/O: check
 * returns its inputs, create echoes them under a counter id, diff compares. Its PulumiPlugin.yaml
 * and schema are copies of the installed plugin's, so the language host runs both alike. It is
 * served the way plugin/src/server.ts serves the real one: its own gRPC server, with the gRPC
 * library and the protocol's messages of the program's `@pulumi/pulumi`, secrets accepted (so they
 * arrive and leave wrapped). Programs name it in Pulumi.yaml as the `ingress` provider.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { FAMILY_NAMES } from "../provider/families";
import { resourceToken } from "../plugin/src/tokens";

const server = (tokens: readonly string[]): string => `"use strict";
const fs = require("node:fs");
const path = require("node:path");
const pulumiDir = path.dirname(require.resolve("@pulumi/pulumi/package.json"));
const from = { paths: [pulumiDir] };
const grpc = require(require.resolve("@grpc/grpc-js", from));
const provider = require(path.join(pulumiDir, "proto", "provider_pb.js"));
const plugin = require(path.join(pulumiDir, "proto", "plugin_pb.js"));
const { Empty } = require(require.resolve("google-protobuf/google/protobuf/empty_pb", from));
const { Struct } = require(require.resolve("google-protobuf/google/protobuf/struct_pb", from));
const { ResourceProviderService } = require(path.join(pulumiDir, "proto", "provider_grpc_pb.js"));

const TOKENS = new Set(${JSON.stringify(tokens)});
const schema = fs.readFileSync(path.join(__dirname, "schema.json"), "utf8");
const props = (s) => (s === undefined ? {} : s.toJavaScript());
const struct = (v) => Struct.fromJavaScript(v);
let next = 0;

// Each handler answers once: its value, or its failure as one line.
const answer = (work) => (call, done) => {
  try {
    done(null, work(call.request));
  } catch (e) {
    done({ code: grpc.status.UNKNOWN, details: e instanceof Error ? e.message : String(e) });
  }
};
const known = (req) => {
  const type = req.getType() || (req.getUrn().split("::")[2] || "").split("$").pop();
  if (!TOKENS.has(type)) throw new Error("unknown resource type " + type);
};

const handlers = {
  getPluginInfo: answer(() => {
    const info = new plugin.PluginInfo();
    info.setVersion(JSON.parse(schema).version);
    return info;
  }),
  getSchema: answer(() => {
    const resp = new provider.GetSchemaResponse();
    resp.setSchema(schema);
    return resp;
  }),
  checkConfig: answer((req) => {
    const resp = new provider.CheckResponse();
    resp.setInputs(req.getNews());
    return resp;
  }),
  configure: answer(() => {
    const resp = new provider.ConfigureResponse();
    resp.setAcceptsecrets(true);
    resp.setAcceptresources(false);
    resp.setAcceptoutputs(false);
    resp.setSupportspreview(false);
    return resp;
  }),
  check: answer((req) => {
    known(req);
    const resp = new provider.CheckResponse();
    resp.setInputs(req.getNews());
    return resp;
  }),
  diff: answer((req) => {
    known(req);
    const resp = new provider.DiffResponse();
    const same = JSON.stringify(props(req.getOlds())) === JSON.stringify(props(req.getNews()));
    resp.setChanges(same ? provider.DiffResponse.DiffChanges.DIFF_NONE : provider.DiffResponse.DiffChanges.DIFF_SOME);
    return resp;
  }),
  create: answer((req) => {
    known(req);
    const resp = new provider.CreateResponse();
    resp.setId("noop-" + process.pid + "-" + next++);
    resp.setProperties(struct(props(req.getProperties())));
    return resp;
  }),
  read: answer((req) => {
    const resp = new provider.ReadResponse();
    resp.setId(req.getId());
    resp.setProperties(struct(props(req.getProperties())));
    resp.setInputs(struct(props(req.getInputs())));
    return resp;
  }),
  update: answer((req) => {
    known(req);
    const resp = new provider.UpdateResponse();
    resp.setProperties(struct(props(req.getNews())));
    return resp;
  }),
  delete: answer(() => new Empty()),
  cancel: answer(() => new Empty()),
  attach: answer(() => new Empty()),
};

const srv = new grpc.Server({ "grpc.max_receive_message_length": 400 * 1024 * 1024 });
srv.addService(ResourceProviderService, handlers);
srv.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, port) => {
  if (err) throw err;
  console.log(String(port));
});
`;

/**
 * Writes the plugin folder into a new temporary folder and returns it: the schema and the
 * PulumiPlugin.yaml (so the language host runs both alike) of the plugin folder `plugin`.
 */
export async function writeNoopPlugin(plugin: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-noop-plugin-"));
  await fs.copyFile(path.join(plugin, "PulumiPlugin.yaml"), path.join(dir, "PulumiPlugin.yaml"));
  await fs.writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "bench-noop-plugin", version: "1.0.0", private: true, main: "index.js" }, null, 2));
  await fs.writeFile(path.join(dir, "index.js"), server(FAMILY_NAMES.map(resourceToken)));
  await fs.copyFile(path.join(plugin, "schema.json"), path.join(dir, "schema.json"));
  return dir;
}
