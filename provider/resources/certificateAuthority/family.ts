/**
 * The CertificateAuthority provider. The CA certificate is immutable on the service (the update
 * body holds only description and metadata): a changed `caPem` replaces the resource, the new one
 * created before the old is deleted, so a policy naming the authority keeps a trusted CA while it
 * follows the new id. `description` and `metadata` update in place. check refuses, before any
 * call, a `caPem` the service would refuse (provider/certificates/authority.ts lists the errors).
 */
import { family } from "../../contract/family";
import { fieldsOf, importArgsOf } from "../../fields/derive";
import { isUnknown } from "../../inputs/unknowns";
import { validateInputs } from "../../inputs/validate";
import { lifecycle } from "../../lifecycle/declare";
import type { FieldProblem } from "../../wire/rules";
import { AuthorityError, parseCertificateAuthority } from "../../certificates/authority";
import { normalizePem } from "../tlsCertificate/family";
import { CERTIFICATE_AUTHORITY_FIELDS } from "./fields";
import { CERTIFICATE_AUTHORITIES, type CertificateAuthority, CertificateAuthorityCreate } from "./wire";

export const FACTS = family({
  type: "CertificateAuthority",
  fields: CERTIFICATE_AUTHORITY_FIELDS,
  recovery: { matchFields: ["caPem"] },
  importing: {
    noun: "ca",
    intro: ["Certificate authorities that mutual TLS trusts (terminate-tls's mutual_tls_certificate_authorities), each CA certificate in its file beside this program."],
    files: { folder: "cas", extension: ".pem", what: "CA certificate" },
    // Its description, else its subject's common name.
    label: (c: CertificateAuthority, t) => t.wordsOr(c.description, () => t.words(c.subject_common_name.replace(/[_/.-]/g, " "))),
    declare: (c: CertificateAuthority, as, t) => ({
      comment: `${c.subject_common_name || "no common name"}, valid until ${c.not_after}`,
      args: importArgsOf(fieldsOf(CERTIFICATE_AUTHORITIES, CERTIFICATE_AUTHORITY_FIELDS), c, as, t),
    }),
  },
});

/** What is wrong with `caPem`, as the service would refuse it; none while it is unknown (preview). */
function caPemProblems(pem: unknown): FieldProblem[] {
  if (typeof pem !== "string" || pem === "" || isUnknown(pem)) return [];
  try {
    parseCertificateAuthority(pem);
    return [];
  } catch (e) {
    if (e instanceof AuthorityError) return [{ path: "caPem", message: `caPem ${e.reason}` }];
    throw e;
  }
}

const life = lifecycle({
  facts: FACTS,
  problems: (fields) => [...validateInputs(CertificateAuthorityCreate, fields), ...caPemProblems(fields.caPem)],
  // A failed upload may have stored the authority: the one with this PEM, brought to the program's description and metadata.
  match: {
    matches: (c, inputs) => normalizePem(c.ca_pem) === normalizePem(inputs.caPem),
    describe: () => "with this caPem",
  },
  reconcileRecovered: true,
  refuseAdoption: (existing, inputs) =>
    normalizePem(existing.ca_pem) === normalizePem(inputs.caPem) ? undefined : "that certificate authority holds a different caPem than the program declares; declare the same CA certificate to adopt it",
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
