/**
 * The SshCredential provider. The ACL, description and metadata change in place with one PATCH
 * holding what changed; a new public key or owner is a new credential (the API's update body has
 * neither: see ./wire.ts). The public key is checked as an OpenSSH line before any call, and
 * compared without its surrounding white space.
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, sameMembers, textOrEmpty } from "../../inputs/outputs";
import { containsUnknown } from "../../inputs/unknowns";
import { lifecycle } from "../../lifecycle/declare";
import { SSH_CREDENTIALS, type SshCredential, type SshCredentialCreate, type SshCredentialUpdate } from "./wire";

export const SSHCR_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "publicKey", "acl", "ownerId"] as const;

export type SshCrInputs = Camelize<SshCredentialCreate> & { adoptId?: string };
export type SshCrOutputs = Camelize<Omit<SshCredential, "id">>;

const IN_PLACE = ["acl", "description", "metadata"] as const;
const REPLACING = ["publicKey", "ownerId"] as const;

export const FACTS = {
  type: "SshCredential",
  collection: "sshCredentials",
  what: "SSH credential",
  wire: SSH_CREDENTIALS,
  outputFields: SSHCR_OUTPUT_FIELDS,
  recovery: { matchFields: [...REPLACING, ...IN_PLACE] },
  importing: {
    find: { from: "list", only: "ssh-credentials" },
    account: "sshCredentials",
    summary: "SSH credentials",
    noun: "ssh credential",
    intro: ["SSH credentials: public keys agents authenticate with over SSH, each with the ACL of what it may bind."],
    // Its description, else the public key's comment, else its type.
    label: (c: SshCredential, t) => t.wordsOr(c.description, () => t.words(c.public_key.trim().split(/\s+/).slice(2).join(" ") || c.public_key.split(/\s+/)[0])),
    declare: (c: SshCredential) => ({
      args: {
        publicKey: c.public_key,
        ...(c.acl && c.acl.length > 0 ? { acl: c.acl } : {}),
        ...(c.owner_id ? { ownerId: c.owner_id } : {}),
        ...(c.description ? { description: c.description } : {}),
        ...(c.metadata ? { metadata: c.metadata } : {}),
      },
    }),
  },
} as const satisfies FamilyFacts<"SshCredential">;

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: SshCrOutputs, news: Pick<SshCrInputs, (typeof IN_PLACE)[number]>): SshCredentialUpdate | undefined {
  const body: SshCredentialUpdate = {};
  // No ACL and an empty one both mean no restriction; `[]` clears the service's. A list of grants: its order is no change (as a Credential's).
  if (!sameMembers(news.acl ?? [], olds.acl ?? [])) body.acl = news.acl ?? [];
  for (const f of ["description", "metadata"] as const) if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  return Object.keys(body).length ? body : undefined;
}

/** A new public key, or an owner the program names that is not the credential's: a new credential. */
function replacing(olds: SshCrOutputs, news: SshCrInputs): (typeof REPLACING)[number][] {
  const out: (typeof REPLACING)[number][] = [];
  if (containsUnknown(news.publicKey) || textOrEmpty(news.publicKey).trim() !== textOrEmpty(olds.publicKey).trim()) out.push("publicKey");
  // Left out, the owner is the caller's: whoever it is, it is not a change.
  if (containsUnknown(news.ownerId) || (news.ownerId !== undefined && news.ownerId !== olds.ownerId)) out.push("ownerId");
  return out;
}

const toOutputs = ({ id: _, ...rest }: SshCredential): SshCrOutputs => outputsFrom(rest, SSHCR_OUTPUT_FIELDS);

const life = lifecycle({
  facts: { what: "SSH credential", wire: SSH_CREDENTIALS },
  calls: (client) => client.sshCredentials,
  compared: [...REPLACING, ...IN_PLACE],
  createBody: ({ publicKey, acl, ownerId, description, metadata }: SshCrInputs): SshCredentialCreate => ({
    public_key: publicKey,
    ...(acl === undefined ? {} : { acl }),
    ...(ownerId === undefined ? {} : { owner_id: ownerId }),
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
  }),
  updateBody,
  replaces: replacing,
  toOutputs,
  // A failed create may have made the credential: one with this public key, made since.
  match: {
    matches: (c, inputs) => c.public_key.trim() === inputs.publicKey.trim() && (inputs.ownerId === undefined || c.owner_id === inputs.ownerId),
    describe: () => "with this public key",
    howToFind: (_inputs, since) => `find it with getSshCredentials() (the credential with this public key, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
  reconcileRecovered: true,
  refuseAdoption: (existing, inputs) => {
    const wrong = replacing(toOutputs(existing), inputs);
    if (wrong.length === 0) return undefined;
    return `that credential has another ${wrong.join(" and ")}, which cannot be changed in place: declare a new credential instead`;
  },
});

export const { check, diff, create, read, update, remove, search } = life;
