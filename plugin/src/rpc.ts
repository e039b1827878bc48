/**
 * The provider protocol's modules: the gRPC library and the generated messages that the program's
 * own `@pulumi/pulumi` ships (a peer dependency: one copy, the program's), loaded when the plugin
 * starts. Typed here as far as the plugin uses them.
 */
import * as path from "node:path";

/* eslint-disable @typescript-eslint/no-explicit-any -- generated protobuf classes, used through the few methods named below */
export interface Struct {
  toJavaScript(): Record<string, unknown>;
}
export interface StructClass {
  fromJavaScript(value: Record<string, unknown>): Struct;
}
export interface Messages {
  provider: any;
  plugin: any;
  empty: any;
  struct: { Struct: StructClass };
}
export interface Grpc {
  Server: new (options?: Record<string, unknown>) => {
    addService(service: unknown, implementation: Record<string, unknown>): void;
    bindAsync(address: string, credentials: unknown, done: (err: Error | null, port: number) => void): void;
    forceShutdown(): void;
  };
  ServerCredentials: { createInsecure(): unknown };
  status: Record<string, number>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The gRPC library, the messages and the provider service the server is made of. */
export interface Protocol {
  grpc: Grpc;
  messages: Messages;
  service: unknown;
}

/** The modules, resolved from the `@pulumi/pulumi` the program uses. */
export function load(): Protocol {
  const pulumiDir = path.dirname(require.resolve("@pulumi/pulumi/package.json"));
  const from = { paths: [pulumiDir] };
  /* eslint-disable @typescript-eslint/no-require-imports -- resolved from the program's @pulumi/pulumi, not this package */
  const grpc = require(require.resolve("@grpc/grpc-js", from)) as Grpc;
  const messages: Messages = {
    provider: require(path.join(pulumiDir, "proto", "provider_pb.js")),
    plugin: require(path.join(pulumiDir, "proto", "plugin_pb.js")),
    empty: require(require.resolve("google-protobuf/google/protobuf/empty_pb", from)),
    struct: require(require.resolve("google-protobuf/google/protobuf/struct_pb", from)) as { Struct: StructClass },
  };
  const service = (require(path.join(pulumiDir, "proto", "provider_grpc_pb.js")) as { ResourceProviderService: unknown }).ResourceProviderService;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { grpc, messages, service };
}
