// Parity of the Secret SDK with the wire model (machinery in ../wireParity.ts). The create body's
// `value` is write-only: an argument, never an output (the response has none).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/secret/family";
import type { VaultSecret as Wire, VaultSecretCreate } from "../../../provider/resources/secret/wire";
import type { Secret, SecretArgs, SecretInfo } from "../../../sdk/secret";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

// The wire's vault_name (a vault by name, ngrok-api-go v7.7.0) is for clients that know only the
// name; the SDK takes the vault's id (required), which a Vault resource or lookup gives.
export type ArgsParity = NoDrift<KeyDrift<Omit<Camelize<VaultSecretCreate>, "vaultName">, Sdk<SecretArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<Secret>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], Secret>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, SecretInfo>>;
