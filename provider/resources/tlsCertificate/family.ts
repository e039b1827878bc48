/**
 * The TlsCertificate provider. The certificate and key are immutable on the service: a change to
 * them replaces the resource (the new one is created before the old is deleted, so whatever
 * refers to the certificate keeps working); `description` and `metadata` update in place.
 *
 * The private key is sent only with an upload (a create, or a replacement) and is never part of
 * the outputs: a key can only change together with the certificate it must match, so the
 * certificate alone decides replacement. A certificate adopted with `adoptId` is not uploaded, so
 * it may leave the key out until its certificate is replaced: the service never returns a key, so
 * whoever adopts a certificate may not hold it.
 *
 * The shared lifecycle (provider/lifecycle/declare.ts) runs it from its field table (./fields.ts);
 * this module adds when the key is needed (check) and what a lost upload is matched by.
 */
import { CertificateError, checkCertificateAndKey, describeLeaf, parseCertificateChain } from "../../certificates";
import { surelyValidAndUnexpired } from "../../certificates/quickCheck";
import { isUnknown } from "../../inputs/unknowns";
import { validateInputs } from "../../inputs/validate";
import { adoptionTarget } from "../../inputs/adoption";
import { family } from "../../contract/family";
import { fieldsOf, importArgsOf } from "../../fields/derive";
import type { Camelize } from "../../inputs/naming";
import { lifecycle, type ServiceOutputs } from "../../lifecycle/declare";
import type { FieldProblem } from "../../wire/rules";
import { normalizePem, TLS_FIELDS } from "./fields";
import { TLS_CERTIFICATES } from "./wire";
import { type TlsCertificate, TlsCertificateCreate } from "./wire";

export { normalizePem } from "./fields";

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on: the key only where an upload needs it. */
export type TlsInputs = Omit<Camelize<TlsCertificateCreate>, "privateKeyPem"> & { privateKeyPem?: string; adoptId?: string };
/** The outputs: the service's certificate, never its private key. */
export type TlsOutputs = ServiceOutputs<TlsCertificate>;

export const FACTS = family({
  type: "TlsCertificate",
  fields: TLS_FIELDS,
  recovery: { matchFields: ["certificatePem"] },
  importing: {
    find: { from: "list", only: "certificates" },
    noun: "cert",
    intro: [
      "TLS certificates, each chain in its file beside this program. An adopted certificate leaves",
      "out privateKeyPem: the service never returns a private key, and one is needed only to upload",
      "a certificate (a new one, or a changed certificatePem).",
    ],
    files: { folder: "certs", extension: ".pem", what: "certificate chain" },
    // Its description, else its subject: common name, first DNS name or IP.
    label: (c: TlsCertificate, t) =>
      t.wordsOr(c.description, () => t.hostWords(c.subject_common_name || c.subject_alternative_names.dns_names[0] || c.subject_alternative_names.ips[0] || "")),
    // The inputs an adoption needs (no key: see check), description and metadata when set (unset and empty are the same here).
    declare: (c: TlsCertificate, as, t) => ({
      comment: `${c.subject_common_name || t.list(c.subject_alternative_names.dns_names) || "no common name"} (${c.private_key_type}), valid until ${c.not_after}`,
      args: importArgsOf(fieldsOf(TLS_CERTIFICATES, TLS_FIELDS), c, as, t),
    }),
  },
});

/** Why check refuses a certificate to upload without its key. */
export const KEY_REQUIRED = "privateKeyPem is required to upload a certificate (a certificate adopted with adoptId may leave it out until its certificatePem changes)";

/**
 * Whether these inputs upload a certificate, which needs its private key: a create that adopts
 * nothing, or a replacement (the certificate differs from the previous inputs') that does not
 * adopt another certificate. Undefined while an unknown value (preview) leaves it open.
 */
function uploads(olds: Unchecked, adoptId: unknown, cert: unknown): boolean | undefined {
  if (isUnknown(adoptId)) return undefined;
  const adopt = adoptionTarget({ adoptId: typeof adoptId === "string" ? adoptId : undefined });
  if (typeof olds.certificatePem !== "string") return adopt === undefined;
  if (isUnknown(cert) || typeof cert !== "string") return undefined;
  return normalizePem(cert) !== normalizePem(olds.certificatePem) && (adopt === undefined || adopt === olds.adoptId);
}

/** check's problems: the create schema's, the key only where an upload needs it, and the chain (with its key, when given) parsed. */
function problems(fields: Unchecked, { olds, adoptId }: { olds: Unchecked; adoptId: unknown }): FieldProblem[] {
  const { certificatePem: cert, privateKeyPem: key } = fields;
  const upload = uploads(olds, adoptId, cert);
  const keyLeftOut = key === undefined || key === null;
  // A key left out is the schema's "required" problem: refused here only when an upload needs it.
  const found = validateInputs(TlsCertificateCreate, fields).filter((p) => !(keyLeftOut && p.path === "privateKeyPem"));
  if (keyLeftOut && upload === true) found.push({ path: "privateKeyPem", message: KEY_REQUIRED });
  // The engine creates a replacement from the program's inputs as they are, so an adoptId left in
  // place would adopt the very certificate being replaced instead of uploading the new one.
  if (upload === true && typeof olds.certificatePem === "string" && typeof adoptId === "string" && adoptId !== "") {
    found.push({ path: "adoptId", message: `adoptId ${adoptId} names the certificate that this change of certificatePem replaces; remove adoptId to upload the new certificate` });
  }
  if (typeof cert === "string" && cert !== "" && !isUnknown(cert)) {
    if (keyLeftOut) found.push(...certificateProblems(cert));
    // The native fast path confirms the common case; the full check words every failure.
    else if (typeof key === "string" && key !== "" && !isUnknown(key) && !surelyValidAndUnexpired(cert, key)) found.push(...certificateProblems(cert, key));
  }
  return found;
}

/** What is wrong with the chain, and with the key when there is one: unparsable, mismatched or expired. */
function certificateProblems(cert: string, key?: string): FieldProblem[] {
  let notAfter: string;
  if (key === undefined) {
    try {
      notAfter = describeLeaf(parseCertificateChain(cert).leaf).not_after;
    } catch (e) {
      if (!(e instanceof CertificateError)) throw e;
      return [{ path: "certificatePem", message: `certificatePem ${e.reason.replaceAll("private_key_pem", "privateKeyPem")}` }];
    }
  } else {
    const verdict = checkCertificateAndKey(cert, key);
    if (!verdict.ok) {
      const path = verdict.field === "private_key_pem" ? "privateKeyPem" : "certificatePem";
      const reason = verdict.reason.replaceAll("certificate_pem", "certificatePem").replaceAll("private_key_pem", "privateKeyPem");
      return [{ path, message: `${path} ${reason}` }];
    }
    notAfter = verdict.derived.not_after;
  }
  if (Date.parse(notAfter) <= Date.now()) return [{ path: "certificatePem", message: `certificatePem has expired: the leaf certificate was valid until ${notAfter}` }];
  return [];
}

const life = lifecycle<typeof FACTS, TlsInputs>({
  facts: FACTS,
  problems,
  // The key is never rotated in place: the PATCH cannot carry it, and it changes only with the
  // certificate, which replaces.
  rotates: [],
  // check refuses an upload without its key; this holds the create to it.
  createBody: (inputs, derived) => {
    if (inputs.privateKeyPem === undefined) throw new Error(KEY_REQUIRED);
    return derived;
  },
  // A key still unknown (preview) may come with another certificate.
  replaces: (_olds, news, derived) => (isUnknown(news.privateKeyPem) ? [...derived, "privateKeyPem"] : derived),
  // A failed upload may have stored the certificate: the same PEM uploaded since is the one.
  match: {
    matches: (c, inputs) => normalizePem(c.certificate_pem) === normalizePem(inputs.certificatePem),
    describe: () => "with this certificatePem",
  },
  // A recovered certificate holds what was sent; the PATCH covers anything changed since out of band.
  reconcileRecovered: true,
  refuseAdoption: (existing, inputs) =>
    normalizePem(existing.certificate_pem) === normalizePem(inputs.certificatePem)
      ? undefined
      : "that TLS certificate holds a different certificatePem than the program declares; declare the same certificate to adopt it",
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
