/**
 * Warnings attached to a resource. A dynamic provider's own `pulumi.log` has no engine connection
 * (the dynamic provider host takes the engine's address as its first argument but does not hand it
 * to the runtime), and `console.warn` reaches the engine as the stack's output. So a warning about
 * one resource goes to the engine's `Log` call with that resource's URN, which the engine shows
 * under the resource, on a connection of its own.
 */
import * as path from "node:path";

interface EngineClient {
  log(req: unknown, done: (err: Error | null) => void): void;
}

/** The engine connection, once looked for, and the @pulumi/pulumi folder whose protocol it speaks. */
let engine: { client: EngineClient | null; pulumiDir: string } | undefined;

/** The gRPC library and the engine protocol's modules, as `require` returns them. */
export interface EngineModules {
  grpc: unknown;
  engineGrpc: unknown;
  engine: unknown;
}

/** The modules of a process that carries its own (the plugin as one executable), else none. */
let carried: (() => EngineModules) | undefined;

/**
 * Makes this process speak to the engine whose address is its first argument with the modules
 * `load` returns (loaded at the first warning), not with an installed @pulumi/pulumi's: for the
 * plugin as one executable, which has no package folder to resolve them from.
 */
export function useEngineModules(load: () => EngineModules): void {
  carried = load;
}

/** The plugin's entry (plugin/index.js), which plugin/pulumi-resource-ingress runs as the process's main module. */
const PLUGIN_ENTRY = path.join(__dirname, "..", "..", "..", "plugin", "index.js");

/**
 * The folder of the @pulumi/pulumi whose engine protocol this process speaks, when the engine
 * started it: the running host's (`cmd/dynamic-provider/index.js`, `cmd/run-plugin/index.js`), or,
 * for the plugin started as an executable, the copy the plugin itself loads (plugin/src/rpc.ts);
 * null for any other process.
 */
function enginePulumiDir(): string | null {
  const main = require.main?.filename ?? "";
  const hosts = [path.join("cmd", "dynamic-provider", "index.js"), path.join("cmd", "run-plugin", "index.js")];
  if (hosts.some((h) => main.endsWith(h))) return path.join(path.dirname(main), "..", "..");
  return main === PLUGIN_ENTRY ? path.dirname(require.resolve("@pulumi/pulumi/package.json")) : null;
}

/** A module of the engine protocol of enginePulumiDir(). */
const protoModule = (pulumiDir: string, file: string): string => path.join(pulumiDir, "proto", file);

/**
 * The engine, when this process is a provider the engine started: the dynamic provider host, or the
 * provider plugin (plugin/) run by `@pulumi/pulumi/cmd/run-plugin`, which hands the plugin the
 * engine's address as its first argument too; null otherwise.
 */
function engineOf(): EngineClient | null {
  if (engine !== undefined) return engine.client;
  const pulumiDir = carried === undefined ? enginePulumiDir() : "";
  const address = process.argv[2];
  engine = { client: null, pulumiDir: "" };
  if (pulumiDir !== null && address !== undefined && /^[\w.:[\]-]+$/.test(address)) {
    // The host's own gRPC and engine protocol modules: the ones @pulumi/pulumi ships with.
    const from = { paths: [pulumiDir] };
    /* eslint-disable @typescript-eslint/no-require-imports -- resolved from the running @pulumi/pulumi, not this package */
    const modules = carried?.() ?? { grpc: require(require.resolve("@grpc/grpc-js", from)), engineGrpc: require(protoModule(pulumiDir, "engine_grpc_pb.js")) };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const grpc = modules.grpc as { credentials: { createInsecure(): unknown } };
    const rpc = modules.engineGrpc as { EngineClient: new (address: string, credentials: unknown) => EngineClient };
    engine = { client: new rpc.EngineClient(address, grpc.credentials.createInsecure()), pulumiDir };
  }
  return engine.client;
}

/** How a message about a resource is shown: as the engine's `LogSeverity` names them. */
export type Severity = "info" | "warning";

/** Shows `message` as a warning of the resource `urn` (of the stack, printed, when not under the engine or without a URN). */
export function warnOn(urn: string | undefined, message: string): Promise<void> {
  return logOn(urn, "warning", message);
}

/** Shows `message` with `severity` on the resource `urn` (of the stack, printed, when not under the engine or without a URN). */
export async function logOn(urn: string | undefined, severity: Severity, message: string): Promise<void> {
  const client = urn === undefined ? null : engineOf();
  const printed = () => console.warn(`${severity}: ${message}`);
  if (client === null) {
    printed();
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the message type of the same protocol module
  const proto = (carried?.().engine ?? require(protoModule(engine?.pulumiDir ?? "", "engine_pb.js"))) as {
    LogRequest: new () => { setSeverity(s: number): void; setMessage(m: string): void; setUrn(u: string): void };
    LogSeverity: { INFO: number; WARNING: number };
  };
  const req = new proto.LogRequest();
  req.setSeverity(severity === "info" ? proto.LogSeverity.INFO : proto.LogSeverity.WARNING);
  req.setMessage(message);
  req.setUrn(urn ?? "");
  await new Promise<void>((resolve) => client.log(req, (err) => (err ? (printed(), resolve()) : resolve())));
}
