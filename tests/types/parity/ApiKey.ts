// Parity of the ApiKey SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/apiKey/family";
import type { ApiKey as Wire, ApiKeyCreate } from "../../../provider/resources/apiKey/wire";
import type { ApiKey, ApiKeyArgs, ApiKeyInfo } from "../../../sdk/apiKey";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<ApiKeyCreate>, Sdk<ApiKeyArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<ApiKey>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], ApiKey>>;
// A lookup has no token: the service returns one only in the create's answer.
export type InfoParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "token">, ApiKeyInfo>>;
