/**
 * The Credential provider: an authtoken agents authenticate with. Description, metadata and ACL
 * change in place with one PATCH holding only what changed; a change of owner replaces it
 * (provider/resources/credential/wire.ts lists the facts and their sources). The token is an output
 * of the create alone, kept by the state ever after (./owned.ts).
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, sameMembers } from "../../inputs/outputs";
import { lifecycle } from "../../lifecycle/declare";
import { URN_INPUT } from "../../lifecycle/returnedOnce";
import { describedPatch, ownedCreateFields, ownerReplaces, tokenOnce } from "./owned";
import { type Credential, type CredentialCreate, type CredentialUpdate, CREDENTIALS } from "./wire";

export const CREDENTIAL_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "acl", "ownerId", "token"] as const;

export type CredentialInputs = Camelize<CredentialCreate> & { adoptId?: string; [URN_INPUT]?: string };
export type CredentialOutputs = Camelize<Omit<Credential, "id">>;

const FIELDS = ["description", "metadata", "acl", "ownerId"] as const;

/** The ACL as the service holds it: none and `[]` are the same, no restriction. */
const aclOf = (acl: readonly string[] | null | undefined): readonly string[] => acl ?? [];

export const FACTS = {
  type: "Credential",
  collection: "credentials",
  what: "credential",
  wire: CREDENTIALS,
  outputFields: CREDENTIAL_OUTPUT_FIELDS,
  urnInput: URN_INPUT,
  recovery: { matchFields: [...FIELDS] },
  importing: {
    find: { from: "list", only: "credentials" },
    account: "credentials",
    summary: "credentials (authtokens; their tokens cannot be recovered)",
    noun: "credential",
    intro: [
      "Credentials: the authtokens agents authenticate with. The service returns a token only when it creates it:",
      "an imported credential's token cannot be recovered (its token output stays null); create a new credential for a token.",
    ],
    constants: ["owner"],
    // Its description, else its first ACL rule.
    label: (c: Credential, t) => t.wordsOr(c.description, () => t.words((c.acl?.[0] ?? "credential").replace(/[:*=_/.-]/g, " "))),
    declare: (c: Credential, as, t) => ({
      args: {
        ...(c.description ? { description: c.description } : {}),
        ...(c.metadata ? { metadata: c.metadata } : {}),
        ...(c.acl && c.acl.length > 0 ? { acl: c.acl } : {}),
        ...(c.owner_id ? { ownerId: t.constant(c.owner_id, "owner", as.label, (users) => `Owner of ${t.list(users)}`) } : {}),
      },
    }),
  },
} as const satisfies FamilyFacts<"Credential">;

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: CredentialOutputs, news: CredentialInputs): CredentialUpdate | undefined {
  const body: CredentialUpdate = describedPatch(olds, news);
  if (!sameMembers(aclOf(news.acl), aclOf(olds.acl))) body.acl = [...aclOf(news.acl)];
  return Object.keys(body).length ? body : undefined;
}

const toOutputs = ({ id: _, ...rest }: Credential): CredentialOutputs => outputsFrom(rest, CREDENTIAL_OUTPUT_FIELDS);

const life = lifecycle({
  facts: { what: "credential", wire: CREDENTIALS },
  calls: (client) => client.credentials,
  compared: FIELDS,
  createBody: (inputs: CredentialInputs): CredentialCreate => ({ ...ownedCreateFields(inputs), ...(inputs.acl === undefined ? {} : { acl: inputs.acl }) }),
  updateBody,
  replaces: ownerReplaces,
  toOutputs,
  // Nothing of a credential is unique: a failed create's credential is one that neither a replacement nor a PATCH would change.
  match: {
    describe: (inputs) => `with description ${JSON.stringify(inputs.description ?? "")} and ACL ${JSON.stringify(inputs.acl ?? [])}`,
    howToFind: (inputs, since) =>
      `find it with getCredentials() (the credential with description ${JSON.stringify(inputs.description ?? "")}, created at or after ${since}), then delete it before running up again (adopting it gives no token)`,
  },
  returnedOnce: tokenOnce("credential"),
});

export const { check, diff, create, read, update, remove, search } = life;
