/**
 * The Credential provider: an authtoken agents authenticate with. Description, metadata and ACL
 * change in place with one PATCH holding only what changed; a change of owner replaces it
 * (provider/resources/credential/wire.ts lists the facts and their sources). The token is an output
 * of the create alone, kept by the state ever after (./owned.ts).
 */
import { family } from "../../contract/family";
import { lifecycle, type ProgramInputs } from "../../lifecycle/declare";
import { URN_INPUT } from "../../lifecycle/returnedOnce";
import { CREDENTIAL_FIELDS } from "./fields";
import { tokenOnce } from "./owned";
import type { Credential, CredentialCreate } from "./wire";

export type CredentialInputs = ProgramInputs<CredentialCreate> & { [URN_INPUT]?: string };

export const FACTS = family({
  type: "Credential",
  fields: CREDENTIAL_FIELDS,
  urnInput: URN_INPUT,
  importing: {
    summary: "credentials (authtokens; their tokens cannot be recovered)",
    intro: [
      "Credentials: the authtokens agents authenticate with. The service returns a token only when it creates it:",
      "an imported credential's token cannot be recovered (its token output stays null); create a new credential for a token.",
    ],
    constants: ["owner"],
    // Its description, else its first ACL rule.
    label: (c: Credential, t) => t.wordsOr(c.description, () => t.words((c.acl?.[0] ?? "credential").replace(/[:*=_/.-]/g, " "))),
  },
});

const life = lifecycle<typeof FACTS, CredentialInputs>({
  facts: FACTS,
  // Nothing of a credential is unique: a failed create's credential is one that neither a replacement nor a PATCH would change.
  match: {
    describe: (inputs) => `with description ${JSON.stringify(inputs.description ?? "")} and ACL ${JSON.stringify(inputs.acl ?? [])}`,
    howToFind: (inputs, since) =>
      `find it with getCredentials() (the credential with description ${JSON.stringify(inputs.description ?? "")}, created at or after ${since}), then delete it before running up again (adopting it gives no token)`,
  },
  returnedOnce: tokenOnce("credential"),
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
