/**
 * The SshCertificateAuthority provider. The service generates the key pair: the description and
 * metadata change in place with one PATCH holding what changed; a new key type, curve or size is a
 * new authority, with a new key (the API's update body has neither: see ./wire.ts). The service
 * returns the key type and the public key only, so the curve and the size are read from the public
 * key itself (provider/wire/sshPublicKey.ts), and an input the program leaves out is whatever the
 * service made.
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { containsUnknown } from "../../inputs/unknowns";
import { lifecycle } from "../../lifecycle/declare";
import { parseSshPublicKey } from "../../wire/sshPublicKey";
import { SSH_CA_CURVES, SSH_CERTIFICATE_AUTHORITIES, type SshCaCurve, type SshCertificateAuthority, type SshCertificateAuthorityCreate, type SshCertificateAuthorityUpdate } from "./wire";

export const SSHCA_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "publicKey", "keyType", "ellipticCurve", "keySize"] as const;

export type SshCaInputs = Camelize<SshCertificateAuthorityCreate> & { adoptId?: string };
/** The outputs: the service's authority, and the curve (ecdsa) or the size (rsa) its public key has, else null. */
export type SshCaOutputs = Camelize<Omit<SshCertificateAuthority, "id">> & { ellipticCurve: SshCaCurve | null; keySize: number | null };

const IN_PLACE = ["description", "metadata"] as const;
/** A change makes a new authority (what the program leaves out is the service's choice, never a change). */
const REPLACING = ["privateKeyType", "ellipticCurve", "keySize"] as const;

export const FACTS = {
  type: "SshCertificateAuthority",
  collection: "sshCertificateAuthorities",
  what: "SSH certificate authority",
  wire: SSH_CERTIFICATE_AUTHORITIES,
  outputFields: SSHCA_OUTPUT_FIELDS,
  recovery: { matchFields: [...REPLACING, ...IN_PLACE] },
  importing: {
    find: { from: "list", only: "ssh-certificate-authorities" },
    account: "sshCertificateAuthorities",
    summary: "SSH certificate authorities (their private keys stay on the service)",
    noun: "ssh ca",
    intro: ["SSH certificate authorities: key pairs the service made and keeps, which sign SSH host and user certificates."],
    // Its description, else its key type.
    label: (ca: SshCertificateAuthority, t) => t.wordsOr(ca.description, () => t.words(`${ca.key_type} ca`)),
    declare: (ca: SshCertificateAuthority) => {
      const { ellipticCurve, keySize } = keyShape(ca.public_key);
      return {
        args: {
          privateKeyType: ca.key_type,
          ...(ellipticCurve === null ? {} : { ellipticCurve }),
          ...(keySize === null ? {} : { keySize }),
          ...(ca.description ? { description: ca.description } : {}),
          ...(ca.metadata ? { metadata: ca.metadata } : {}),
        },
      };
    },
  },
} as const satisfies FamilyFacts<"SshCertificateAuthority">;

/** The curve and the size a public key has (null where its type has none, or when it cannot be read). */
function keyShape(publicKey: string): Pick<SshCaOutputs, "ellipticCurve" | "keySize"> {
  const r = parseSshPublicKey(publicKey);
  if (!r.ok) return { ellipticCurve: null, keySize: null };
  const curve = (Object.keys(SSH_CA_CURVES) as SshCaCurve[]).find((c) => SSH_CA_CURVES[c] === r.key.curve);
  return { ellipticCurve: curve ?? null, keySize: r.key.bits ?? null };
}

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: SshCaOutputs, news: Pick<SshCaInputs, (typeof IN_PLACE)[number]>): SshCertificateAuthorityUpdate | undefined {
  const body: SshCertificateAuthorityUpdate = {};
  for (const f of IN_PLACE) if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  return Object.keys(body).length ? body : undefined;
}

/** The fields whose change makes a new authority: those the program sets that differ from what the service made. */
function replacing(olds: SshCaOutputs, news: SshCaInputs): (typeof REPLACING)[number][] {
  const now = { privateKeyType: olds.keyType, ellipticCurve: olds.ellipticCurve, keySize: olds.keySize };
  return REPLACING.filter((f) => containsUnknown(news[f]) || (news[f] !== undefined && news[f] !== now[f]));
}

const toOutputs = (ca: SshCertificateAuthority): SshCaOutputs => {
  const { id: _, ...rest } = ca;
  return outputsFrom({ ...rest, ...keyShape(ca.public_key) }, SSHCA_OUTPUT_FIELDS);
};

const life = lifecycle({
  facts: { what: "SSH certificate authority", wire: SSH_CERTIFICATE_AUTHORITIES },
  calls: (client) => client.sshCertificateAuthorities,
  compared: [...REPLACING, ...IN_PLACE],
  createBody: ({ privateKeyType, ellipticCurve, keySize, description, metadata }: SshCaInputs): SshCertificateAuthorityCreate => ({
    ...(privateKeyType === undefined ? {} : { private_key_type: privateKeyType }),
    ...(ellipticCurve === undefined ? {} : { elliptic_curve: ellipticCurve }),
    ...(keySize === undefined ? {} : { key_size: keySize }),
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
  }),
  updateBody,
  replaces: replacing,
  toOutputs,
  // A failed create may have made the authority: one just like it, made since.
  match: {
    describe: (inputs) => `of key type ${inputs.privateKeyType ?? "(the service's default)"} with this description and metadata`,
    howToFind: (inputs, since) =>
      `find it with getSshCertificateAuthorities() (one of key type ${inputs.privateKeyType ?? "(the service's default)"} with this description, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
  refuseAdoption: (existing, inputs) => {
    const wrong = replacing(toOutputs(existing), inputs);
    if (wrong.length === 0) return undefined;
    return `that authority's key differs in ${wrong.join(" and ")} (key type ${existing.key_type}), which cannot be changed in place: a new key needs a new authority`;
  },
});

export const { check, diff, create, read, update, remove, search } = life;
