// Parity of the CertificateAuthority SDK with the wire model (machinery in ../wireParity.ts).
import type { Camelize } from "../../../provider/inputs/naming";
import type { CA_OUTPUT_FIELDS } from "../../../provider/resources/certificateAuthority/family";
import type { CertificateAuthority as Wire, CertificateAuthorityCreate } from "../../../provider/resources/certificateAuthority/wire";
import type { CertificateAuthority, CertificateAuthorityArgs, CertificateAuthorityInfo } from "../../../sdk/certificateAuthority";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<CertificateAuthorityCreate>, Sdk<CertificateAuthorityArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id">, DeclaredOutputs<CertificateAuthority>>>;
export type OutputFieldsParity = NoDrift<ListDrift<typeof CA_OUTPUT_FIELDS, CertificateAuthority>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, CertificateAuthorityInfo>>;
