/**
 * The provider plugin's gRPC server (its handlers are in handlers.ts). It binds and prints its port
 * before the handlers' modules (the families, the API client, the SDK's lookups) are loaded: they
 * load right after, while the engine reads the port, so a start costs the gRPC library alone.
 */
import { asksForHelp, endQuietlyOnClosedPipe } from "../../provider/process/executable";
import type { Call, Callback } from "./handlers";
import { load, type Protocol } from "./rpc";
import { schemaText } from "./schema";

/** What `pulumi-resource-ingress --help` prints: the engine starts the plugin; a person installs it. */
export const USAGE = `usage: pulumi-resource-ingress [ENGINE_ADDRESS]

The ingress provider plugin. The Pulumi engine starts it: it serves the provider protocol on a
free local port and prints the port; ENGINE_ADDRESS is the engine's, for its log. Install it with
\`pulumi plugin install resource ingress <version>\`, or name its folder in a program's
Pulumi.yaml (plugins: providers:). See docs/plugin.md.

  -h, --help  print this and exit`;

/** The provider protocol's methods the handlers answer (handlers.ts); the others answer UNIMPLEMENTED. */
const METHODS = ["getPluginInfo", "getSchema", "checkConfig", "configure", "check", "diff", "create", "read", "update", "delete", "invoke", "cancel", "attach"] as const;

/**
 * Serves the provider protocol on a free local port and prints the port, which is how the engine
 * (through the language host's RunPlugin) finds the plugin. The engine's address, its first
 * argument, is read where it is needed (provider/process/engineLog.ts). The protocol's modules and
 * the schema are the installed package's unless given (the executable of plugin/src/standalone.ts
 * carries its own).
 */
export async function serve(protocol?: Protocol, schema: () => string = schemaText): Promise<void> {
  // A person who runs it by hand asks what it is; the engine never passes --help.
  if (asksForHelp(process.argv.slice(2))) {
    endQuietlyOnClosedPipe();
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const { port } = await listen(protocol, schema);
  console.log(String(port));
}

/** A running server: its port, and how to stop it. */
export interface Listening {
  port: number;
  /** Stops at once, ending calls in flight. */
  stop(): void;
}

/**
 * Binds the provider protocol to a free local port of 127.0.0.1 and serves it, printing nothing:
 * the engine's start ({@link serve}) and tests that call the server in process share it.
 */
export async function listen(protocol?: Protocol, schema: () => string = schemaText): Promise<Listening> {
  const { grpc, messages, service } = protocol ?? load();
  let loading: Promise<Record<string, (call: Call, done: Callback) => void>> | undefined;
  const loaded = () => (loading ??= import("./handlers").then((h) => h.handlers(grpc, messages, schema)));
  const implementation = Object.fromEntries(
    METHODS.map((name) => [
      name,
      (call: Call, done: Callback) =>
        void loaded().then(
          (h) => h[name]?.(call, done),
          (e: unknown) => done({ code: grpc.status["UNKNOWN"], details: e instanceof Error ? e.message : String(e) }),
        ),
    ]),
  );
  const server = new grpc.Server({ "grpc.max_receive_message_length": 400 * 1024 * 1024 });
  server.addService(service, implementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  // A failed load answers each call with its message.
  setImmediate(() => loaded().catch(() => undefined));
  return { port, stop: () => server.forceShutdown() };
}
