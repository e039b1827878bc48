// Parity of the AiGatewayApiKey SDK with the wire model (machinery in ../wireParity.ts). Its outputs hold the endpoint's id, not its reference.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/aiGatewayApiKey/family";
import type { AiGatewayApiKey as Wire, AiGatewayApiKeyCreate } from "../../../provider/resources/aiGatewayApiKey/wire";
import type { AiGatewayApiKey, AiGatewayApiKeyArgs, AiGatewayApiKeyInfo } from "../../../sdk/aiGatewayApiKey";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<AiGatewayApiKeyCreate>, Sdk<AiGatewayApiKeyArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id" | "endpoint"> & { endpointId: string }, DeclaredOutputs<AiGatewayApiKey>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], AiGatewayApiKey>>;
// A lookup has no token: the service returns one only in the create's answer.
export type InfoParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "token">, AiGatewayApiKeyInfo>>;
