// Parity of the CloudEndpoint SDK with the wire model (machinery in ../wireParity.ts). The create
// body's `type` is always "cloud" (the SDK sends it); the wire's trafficPolicy text is a document
// or text in the SDK. Outputs leave out what a cloud endpoint never has: `publicUrl` (its url is
// public or internal by binding), `tcpAddr` and `edge` (agent and edge endpoints'). `vault` is the
// SDK's own: the Vault the policy reads its secrets from, checked against it and never sent; so is
// `policyReads`, what the policy reads from the account, for the behaviour at preview.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/cloudEndpoint/family";
import type { Endpoint as Wire, EndpointCreate } from "../../../provider/resources/cloudEndpoint/wire";
import type { CloudEndpoint, CloudEndpointArgs } from "../../../sdk/cloudEndpoint";
import type { CloudEndpointInfo } from "../../../sdk/cloudEndpoint";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Omit<Camelize<EndpointCreate>, "type">, Omit<Sdk<CloudEndpointArgs>, "vault" | "policyReads">>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id" | "publicUrl" | "tcpAddr" | "edge">, DeclaredOutputs<CloudEndpoint>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], CloudEndpoint>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, CloudEndpointInfo>>;
