// Parity of the SshCredential SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/sshCredential/family";
import type { SshCredential as Wire, SshCredentialCreate } from "../../../provider/resources/sshCredential/wire";
import type { SshCredential, SshCredentialArgs, SshCredentialInfo } from "../../../sdk/sshCredential";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<SshCredentialCreate>, Sdk<SshCredentialArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<SshCredential>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], SshCredential>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, SshCredentialInfo>>;
