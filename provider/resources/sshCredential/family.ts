/**
 * The SshCredential provider. The ACL, description and metadata change in place with one PATCH
 * holding what changed; a new public key or owner is a new credential (the API's update body has
 * neither: see ./wire.ts). The public key is checked as an OpenSSH line before any call, and
 * compared without its surrounding white space.
 */
import { family } from "../../contract/family";
import { fieldsOf, outputsOf, replacedOf } from "../../fields/derive";
import { lifecycle, type ProgramInputs } from "../../lifecycle/declare";
import { SSH_CREDENTIAL_FIELDS } from "./fields";
import { SSH_CREDENTIALS, type SshCredential, type SshCredentialCreate } from "./wire";

export type SshCrInputs = ProgramInputs<SshCredentialCreate>;

const FIELDS = fieldsOf(SSH_CREDENTIALS, SSH_CREDENTIAL_FIELDS);

export const FACTS = family({
  type: "SshCredential",
  fields: SSH_CREDENTIAL_FIELDS,
  importing: {
    intro: ["SSH credentials: public keys agents authenticate with over SSH, each with the ACL of what it may bind."],
    // Its description, else the public key's comment, else its type.
    label: (c: SshCredential, t) => t.wordsOr(c.description, () => t.words(c.public_key.trim().split(/\s+/).slice(2).join(" ") || c.public_key.split(/\s+/)[0])),
  },
});

const life = lifecycle({
  facts: FACTS,
  // A failed create may have made the credential: one with this public key, made since.
  match: {
    matches: (c, inputs) => c.public_key.trim() === inputs.publicKey.trim() && (inputs.ownerId === undefined || c.owner_id === inputs.ownerId),
    describe: () => "with this public key",
  },
  reconcileRecovered: true,
  refuseAdoption: (existing, inputs) => {
    const wrong = replacedOf(FIELDS, outputsOf(FIELDS, existing), inputs);
    if (wrong.length === 0) return undefined;
    return `that credential has another ${wrong.join(" and ")}, which cannot be changed in place: declare a new credential instead`;
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
