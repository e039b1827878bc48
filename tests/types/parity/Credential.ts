// Parity of the Credential SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/credential/family";
import type { Credential as Wire, CredentialCreate } from "../../../provider/resources/credential/wire";
import type { Credential, CredentialArgs, CredentialInfo } from "../../../sdk/credential";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<CredentialCreate>, Sdk<CredentialArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<Credential>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], Credential>>;
// A lookup has no token: the service returns one only in the create's answer.
export type InfoParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "token">, CredentialInfo>>;
