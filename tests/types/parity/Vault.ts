// Parity of the Vault SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/vault/family";
import type { Vault as Wire, VaultCreate } from "../../../provider/resources/vault/wire";
import type { Vault, VaultArgs, VaultInfo } from "../../../sdk/vault";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<VaultCreate>, Sdk<VaultArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<Vault>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], Vault>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, VaultInfo>>;
