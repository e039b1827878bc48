/**
 * The provider plugin as one executable (scripts/release/pluginArchives.ts bundles this entry and
 * embeds it in a runtime): the same server, over the gRPC library and protocol messages bundled
 * with it instead of the program's `@pulumi/pulumi`, and the schema inlined by the bundler.
 */
import * as grpc from "@grpc/grpc-js";
import * as empty from "google-protobuf/google/protobuf/empty_pb";
import * as struct from "google-protobuf/google/protobuf/struct_pb";
import { useEngineModules } from "../../provider/process/engineLog";
import type { Grpc, Messages } from "./rpc";
import { serve } from "./server";

/* eslint-disable @typescript-eslint/no-require-imports -- the generated protocol modules have no ES form */
const messages: Messages = {
  provider: require("@pulumi/pulumi/proto/provider_pb"),
  plugin: require("@pulumi/pulumi/proto/plugin_pb"),
  empty,
  struct,
};
const service = (require("@pulumi/pulumi/proto/provider_grpc_pb") as { ResourceProviderService: unknown }).ResourceProviderService;
useEngineModules(() => ({ grpc, engineGrpc: require("@pulumi/pulumi/proto/engine_grpc_pb"), engine: require("@pulumi/pulumi/proto/engine_pb") }));
/* eslint-enable @typescript-eslint/no-require-imports */

/** plugin/schema.json's text, which the bundler defines (scripts/release/pluginArchives.ts). */
declare const PLUGIN_SCHEMA: string;

void serve({ grpc: grpc as unknown as Grpc, messages, service }, () => PLUGIN_SCHEMA);
