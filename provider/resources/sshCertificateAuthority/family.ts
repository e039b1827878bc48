/**
 * The SshCertificateAuthority provider. The service generates the key pair: the description and
 * metadata change in place with one PATCH holding what changed; a new key type, curve or size is a
 * new authority, with a new key (the API's update body has neither: see ./wire.ts). The service
 * returns the key type and the public key only, so the curve and the size are read from the public
 * key itself (provider/wire/sshPublicKey.ts), and an input the program leaves out is whatever the
 * service made.
 */
import { family } from "../../contract/family";
import { fieldsOf, outputsOf, replacedOf } from "../../fields/derive";
import { lifecycle, type ProgramInputs, type ServiceOutputs } from "../../lifecycle/declare";
import { SSH_CERTIFICATE_AUTHORITY_FIELDS } from "./fields";
import { SSH_CERTIFICATE_AUTHORITIES, type SshCaCurve, type SshCertificateAuthority, type SshCertificateAuthorityCreate } from "./wire";

export type SshCaInputs = ProgramInputs<SshCertificateAuthorityCreate>;
/** The outputs: the service's authority, and the curve (ecdsa) or the size (rsa) its public key has, else null. */
export type SshCaOutputs = ServiceOutputs<SshCertificateAuthority> & { ellipticCurve: SshCaCurve | null; keySize: number | null };

const FIELDS = fieldsOf(SSH_CERTIFICATE_AUTHORITIES, SSH_CERTIFICATE_AUTHORITY_FIELDS);

export const FACTS = family({
  type: "SshCertificateAuthority",
  fields: SSH_CERTIFICATE_AUTHORITY_FIELDS,
  importing: {
    summary: "SSH certificate authorities (their private keys stay on the service)",
    noun: "ssh ca",
    intro: ["SSH certificate authorities: key pairs the service made and keeps, which sign SSH host and user certificates."],
    // Its description, else its key type.
    label: (ca: SshCertificateAuthority, t) => t.wordsOr(ca.description, () => t.words(`${ca.key_type} ca`)),
  },
});

const life = lifecycle<typeof FACTS, SshCaInputs, SshCaOutputs>({
  facts: FACTS,
  // A failed create may have made the authority: one just like it, made since.
  match: {
    describe: (inputs) => `of key type ${inputs.privateKeyType ?? "(the service's default)"} with this description and metadata`,
  },
  refuseAdoption: (existing, inputs) => {
    const wrong = replacedOf(FIELDS, outputsOf(FIELDS, existing), inputs);
    if (wrong.length === 0) return undefined;
    return `that authority's key differs in ${wrong.join(" and ")} (key type ${existing.key_type}), which cannot be changed in place: a new key needs a new authority`;
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
