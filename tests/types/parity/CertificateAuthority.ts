// Parity of the CertificateAuthority SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/certificateAuthority/family";
import type { CertificateAuthority as Wire, CertificateAuthorityCreate } from "../../../provider/resources/certificateAuthority/wire";
import type { CertificateAuthority, CertificateAuthorityArgs, CertificateAuthorityInfo } from "../../../sdk/certificateAuthority";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<CertificateAuthorityCreate>, Sdk<CertificateAuthorityArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<CertificateAuthority>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], CertificateAuthority>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, CertificateAuthorityInfo>>;
