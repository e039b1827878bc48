/**
 * bench-twin-plugin, the provider plugin's floor for the bench: a provider plugin that serves the
 * plugin's type tokens, one per family of the registry, over resources that do no I/O, and whose
 * entries in the state have the members the real plugin's have. The engine's cost follows the
 * members of the state, so a floor that echoed its inputs would measure the API's shape, not our
 * code.
 *
 * What it answers is taken from samples: one entry per type that the real plugin left in a state
 * (twinSamples). check returns its inputs; create answers, without I/O, the sample's outputs, with
 * the request's own value for each member the sample echoed from its inputs, and a fresh id of the
 * sample id's length in place of the sample's (in its outputs too: a URI holds it); diff compares.
 * Secrets stay secrets: a sample's secret output is answered as a secret of its ciphertext. Its
 * PulumiPlugin.yaml, schema and executable are copies of the installed plugin's, so the engine
 * starts both alike. It is served the way plugin/src/server.ts serves the real one: its own gRPC
 * server, with the gRPC library and the protocol's messages of the program's `@pulumi/pulumi`,
 * secrets accepted. Programs name it in Pulumi.yaml as the `ingress` provider.
 */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { FAMILY_NAMES } from "../provider/families";
import { isSecret, secretOf } from "../plugin/src/secrets";
import { resourceToken } from "../provider/tokens";
import type { ExportedResource } from "./support";

/** What the twin answers a create of one type with. */
export interface TwinSample {
  /** The sample's id, replaced by a fresh one of the same length wherever it occurs in `outputs`. */
  id: string;
  /** The sample's outputs as the protocol carries them (secrets wrapped). */
  outputs: Record<string, unknown>;
  /** The members of `outputs` that echo the inputs: answered with the request's own values. */
  echoed: string[];
}

/** A state's value as the protocol carries it: a secret (a ciphertext in the state) wrapped around its ciphertext. */
const onWire = (v: unknown): unknown => {
  if (isSecret(v)) return secretOf((v as Record<string, unknown>)["ciphertext"]);
  if (Array.isArray(v)) return v.map(onWire);
  if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, onWire(x)]));
  return v;
};

/** A value with each secret replaced by one mark: the same secret has a new ciphertext in the inputs and in the outputs. */
const comparable = (v: unknown): unknown => {
  if (isSecret(v)) return "<secret>";
  if (Array.isArray(v)) return v.map(comparable);
  if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, comparable(x)]));
  return v;
};

/** One sample per type token of `tokens`, from the first entry of that type in an exported state; fails when one is missing. */
export function twinSamples(resources: readonly ExportedResource[], tokens: readonly string[]): Record<string, TwinSample> {
  return Object.fromEntries(
    tokens.map((token) => {
      const r = resources.find((x) => x.type === token);
      const id = (r as { id?: string } | undefined)?.id;
      if (r === undefined || id === undefined) throw new Error(`no ${token} with an id in the sample state: the twin has nothing to answer its creates with`);
      const inputs = r.inputs ?? {};
      const outputs = r.outputs ?? {};
      const echoed = Object.keys(outputs).filter((k) => k in inputs && isDeepStrictEqual(comparable(outputs[k]), comparable(inputs[k])));
      return [token, { id, outputs: onWire(outputs) as Record<string, unknown>, echoed }];
    }),
  );
}

/**
 * Every member path of a value (`.a.b`, `.list[0]`): what the engine serializes, member by member.
 * Two entries with the same paths cost the engine alike, whatever their values.
 */
function memberPaths(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((x, i) => [`${at}[${i}]`, ...memberPaths(x, `${at}[${i}]`)]);
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, x]) => [`${at}.${k}`, ...memberPaths(x, `${at}.${k}`)]);
  return [];
}

/**
 * Fails, naming the type and the members, unless the first entry of each of `tokens` in `twin` has
 * the inputs' and outputs' member paths of the first in `plugin`: the twin's floor is then the
 * real plugin's with no I/O, not another shape.
 */
export function assertSameMembers(plugin: readonly ExportedResource[], twin: readonly ExportedResource[], tokens: readonly string[]): void {
  const differences = tokens.flatMap((token) => {
    const [p, t] = [plugin, twin].map((rs) => rs.find((r) => r.type === token));
    if (p === undefined || t === undefined) return [`${token}: no entry in the ${p === undefined ? "plugin's" : "twin's"} state`];
    return (["inputs", "outputs"] as const).flatMap((part) => {
      const [ps, ts] = [p, t].map((r) => new Set(memberPaths(r[part] ?? {})));
      const only = (a: Set<string>, b: Set<string>) => [...a].filter((m) => !b.has(m));
      const [onlyPlugin, onlyTwin] = [only(ps as Set<string>, ts as Set<string>), only(ts as Set<string>, ps as Set<string>)];
      if (onlyPlugin.length + onlyTwin.length === 0) return [];
      return [`${token} ${part}: only the plugin's ${JSON.stringify(onlyPlugin)}, only the twin's ${JSON.stringify(onlyTwin)}`];
    });
  });
  if (differences.length > 0) throw new Error(`the no-I/O twin's entries do not have the plugin's members, so it is no floor: ${differences.join("; ")}`);
}

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
// Per sampled token: its outputs' JSON text cut at the sample's id, joined again with a fresh one.
const samples = new Map(
  Object.entries(JSON.parse(fs.readFileSync(path.join(__dirname, "samples.json"), "utf8"))).map(([token, s]) => [
    token,
    { id: s.id, pieces: JSON.stringify(s.outputs).split(s.id), echoed: s.echoed },
  ]),
);
const props = (s) => (s === undefined ? {} : s.toJavaScript());
const struct = (v) => Struct.fromJavaScript(v);
let next = 0;
// An id of the sample id's length and prefix, unique within the process.
const fresh = (id) => {
  const at = id.indexOf("_") + 1;
  return id.slice(0, at) + (process.pid.toString(36) + "z" + (next++).toString(36)).padStart(id.length - at, "0");
};

// Each handler answers once: its value, or its failure as one line.
const answer = (work) => (call, done) => {
  try {
    done(null, work(call.request));
  } catch (e) {
    done({ code: grpc.status.UNKNOWN, details: e instanceof Error ? e.message : String(e) });
  }
};
const tokenOf = (req) => {
  const type = req.getType() || (req.getUrn().split("::")[2] || "").split("$").pop();
  if (!TOKENS.has(type)) throw new Error("unknown resource type " + type);
  return type;
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
    tokenOf(req);
    const resp = new provider.CheckResponse();
    resp.setInputs(req.getNews());
    return resp;
  }),
  diff: answer((req) => {
    tokenOf(req);
    const resp = new provider.DiffResponse();
    const same = JSON.stringify(props(req.getOlds())) === JSON.stringify(props(req.getNews()));
    resp.setChanges(same ? provider.DiffResponse.DiffChanges.DIFF_NONE : provider.DiffResponse.DiffChanges.DIFF_SOME);
    return resp;
  }),
  create: answer((req) => {
    const token = tokenOf(req);
    const sample = samples.get(token);
    if (sample === undefined) throw new Error("no sample of " + token + " to answer with");
    const inputs = props(req.getProperties());
    const id = fresh(sample.id);
    const outs = JSON.parse(sample.pieces.join(id));
    for (const k of sample.echoed) if (k in inputs) outs[k] = inputs[k];
    const resp = new provider.CreateResponse();
    resp.setId(id);
    resp.setProperties(struct(outs));
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
    tokenOf(req);
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

/** The plugin's executable, started by the engine before any PulumiPlugin.yaml. */
const EXECUTABLE = "pulumi-resource-ingress";

/**
 * Writes the plugin folder into a new temporary folder and returns it: the schema, PulumiPlugin.yaml
 * and executable of the plugin folder `plugin` (so the engine starts both alike), and `samples`.
 */
export async function writeTwinPlugin(plugin: string, samples: Record<string, TwinSample>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-twin-plugin-"));
  for (const f of ["PulumiPlugin.yaml", "schema.json", EXECUTABLE]) await fs.copyFile(path.join(plugin, f), path.join(dir, f));
  await fs.writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "bench-twin-plugin", version: "1.0.0", private: true, main: "index.js" }, null, 2));
  await fs.writeFile(path.join(dir, "index.js"), server(FAMILY_NAMES.map(resourceToken)));
  await fs.writeFile(path.join(dir, "samples.json"), JSON.stringify(samples));
  return dir;
}
