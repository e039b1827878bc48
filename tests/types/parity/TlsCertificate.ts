// Parity of the TlsCertificate SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/tlsCertificate/family";
import type { TlsCertificate as Wire, TlsCertificateCreate } from "../../../provider/resources/tlsCertificate/wire";
import type { TlsCertificateInfo } from "../../../sdk/tlsCertificate";
import type { TlsCertificate, TlsCertificateArgs } from "../../../sdk/tlsCertificate";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<TlsCertificateCreate>, Sdk<TlsCertificateArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<TlsCertificate>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], TlsCertificate>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, TlsCertificateInfo>>;
