// Parity of the SshCertificateAuthority SDK with the wire model (machinery in ../wireParity.ts). Its outputs add the curve and size read from the public key.
import type { Camelize } from "../../../provider/inputs/naming";
import type { OutputNames } from "../../../provider/fields/table";
import type { FACTS } from "../../../provider/resources/sshCertificateAuthority/family";
import type { SshCertificateAuthority as Wire, SshCertificateAuthorityCreate } from "../../../provider/resources/sshCertificateAuthority/wire";
import type { SshCertificateAuthority, SshCertificateAuthorityArgs, SshCertificateAuthorityInfo } from "../../../sdk/sshCertificateAuthority";
import type { DeclaredOutputs, KeyDrift, ListDrift, NoDrift, Sdk } from "../wireParity";

export type ArgsParity = NoDrift<KeyDrift<Camelize<SshCertificateAuthorityCreate>, Sdk<SshCertificateAuthorityArgs>>>;
export type OutputParity = NoDrift<KeyDrift<Omit<Camelize<Wire>, "id"> & { ellipticCurve: unknown; keySize: unknown }, DeclaredOutputs<SshCertificateAuthority>>>;
export type OutputFieldsParity = NoDrift<ListDrift<OutputNames<typeof FACTS>[], SshCertificateAuthority>>;
export type InfoParity = NoDrift<KeyDrift<Camelize<Wire>, SshCertificateAuthorityInfo>>;
