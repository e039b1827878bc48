/**
 * An SSH certificate authority's fields (provider/fields/table.ts). The service makes the key pair:
 * the update body has no key member (ngrok-openapi `SshCertificateAuthorityUpdate`), so a key type,
 * curve or size the program sets that the key does not have is a new authority; what the program
 * leaves out is the service's choice, never a change. The curve and size are read from the public key.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { parseSshPublicKey } from "../../wire/sshPublicKey";
import { SSH_CA_CURVES, SSH_CERTIFICATE_AUTHORITIES, type SshCaCurve } from "./wire";

/** The curve and the size a public key has (null where its type has none, or when it cannot be read). */
function keyShape(publicKey: string): { ellipticCurve: SshCaCurve | null; keySize: number | null } {
  const r = parseSshPublicKey(publicKey);
  if (!r.ok) return { ellipticCurve: null, keySize: null };
  const curve = (Object.keys(SSH_CA_CURVES) as SshCaCurve[]).find((c) => SSH_CA_CURVES[c] === r.key.curve);
  return { ellipticCurve: curve ?? null, keySize: r.key.bits ?? null };
}

export const SSH_CERTIFICATE_AUTHORITY_FIELDS = fieldTable(SSH_CERTIFICATE_AUTHORITIES)({
  private_key_type: { kind: "replaces", absent: "service", held: (o) => o["keyType"], imported: (ca) => ca.key_type },
  elliptic_curve: { kind: "replaces", absent: "service", read: (ca) => keyShape(ca.public_key).ellipticCurve },
  key_size: { kind: "replaces", absent: "service", read: (ca) => keyShape(ca.public_key).keySize },
  ...DESCRIBED_FIELDS,
  public_key: { kind: "outputOnly" },
  key_type: { kind: "outputOnly" },
});
