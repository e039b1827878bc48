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
 */
import type * as pulumi from "@pulumi/pulumi";
import { CertificateError, checkCertificateAndKey, describeLeaf, parseCertificateChain } from "../../certificates";
import { surelyValidAndUnexpired } from "../../certificates/quickCheck";
import { deleteIfExists, readOrGone } from "../../lifecycle/gone";
import { getClient } from "../../process/runtime";
import { containsUnknown, isUnknown } from "../../inputs/unknowns";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { toCheckFailures, userInputs, validateInputs } from "../../inputs/validate";
import { adoptIdProblem, adoptionTarget } from "../../inputs/adoption";
import { createOnce, type Finder, searchWith } from "../../lifecycle/recovery";
import type { FamilyFacts } from "../../family";
import type { IngressClient } from "../../client";
import type { Camelize } from "../../inputs/naming";
import { TLS_CERTIFICATES } from "./wire";
import { type TlsCertificate, TlsCertificateCreate, type TlsCertificateUpdate } from "./wire";

/** Every output field, present (possibly null) after each create, update and read. */
export const TLS_OUTPUT_FIELDS = [
  "uri", "createdAt", "description", "metadata", "certificatePem", "subjectCommonName", "subjectAlternativeNames",
  "issuedAt", "notBefore", "notAfter", "keyUsages", "extendedKeyUsages", "privateKeyType", "issuerCommonName",
  "serialNumber", "subjectOrganization", "subjectOrganizationalUnit", "subjectLocality", "subjectProvince",
  "subjectCountry",
] as const;

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on: the key only where an upload needs it. */
export type TlsInputs = Omit<Camelize<TlsCertificateCreate>, "privateKeyPem"> & { privateKeyPem?: string; adoptId?: string };
/** The outputs: the service's certificate, never its private key. */
export type TlsOutputs = Camelize<Omit<TlsCertificate, "id">>;

export const FACTS = {
  type: "TlsCertificate",
  collection: "tlsCertificates",
  what: "TLS certificate",
  wire: TLS_CERTIFICATES,
  outputFields: TLS_OUTPUT_FIELDS,
  recovery: { matchFields: ["certificatePem"], search: searchWith(finder) },
  importing: {
    find: { from: "list", only: "certificates" },
    account: "certificates",
    summary: "TLS certificates",
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
    declare: (c: TlsCertificate, _name, t) => ({
      comment: `${c.subject_common_name || t.list(c.subject_alternative_names.dns_names) || "no common name"} (${c.private_key_type}), valid until ${c.not_after}`,
      args: { certificatePem: t.file(c.certificate_pem), ...(c.description ? { description: c.description } : {}), ...(c.metadata ? { metadata: c.metadata } : {}) },
    }),
  },
} as const satisfies FamilyFacts<"TlsCertificate">;

/**
 * PEM text compared without regard to line endings, indentation, blank lines or the width its
 * base64 is wrapped at (64 or 76 columns, or none, as the writer pleases): the lines between two
 * `-----` marker lines are joined into one.
 */
export const normalizePem = (pem: string): string =>
  pem.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "").join("\n").replace(/(?<!-----)\n(?!-----)/g, "");

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

export async function check(olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, ...fields } = userInputs(news);
  const { certificatePem: cert, privateKeyPem: key } = fields;
  const upload = uploads(olds, adoptId, cert);
  const keyLeftOut = key === undefined || key === null;
  // A key left out is the schema's "required" problem: refused here only when an upload needs it.
  const problems = validateInputs(TlsCertificateCreate, fields).filter((p) => !(keyLeftOut && p.path === "privateKeyPem"));
  if (keyLeftOut && upload === true) problems.push({ path: "privateKeyPem", message: KEY_REQUIRED });
  // The engine creates a replacement from the program's inputs as they are, so an adoptId left in
  // place would adopt the very certificate being replaced instead of uploading the new one.
  if (upload === true && typeof olds.certificatePem === "string" && typeof adoptId === "string" && adoptId !== "") {
    problems.push({ path: "adoptId", message: `adoptId ${adoptId} names the certificate that this change of certificatePem replaces; remove adoptId to upload the new certificate` });
  }
  problems.push(...adoptIdProblem(adoptId, TLS_CERTIFICATES));
  if (typeof cert === "string" && cert !== "" && !isUnknown(cert)) {
    if (keyLeftOut) problems.push(...certificateProblems(cert));
    // The native fast path confirms the common case; the full check words every failure.
    else if (typeof key === "string" && key !== "" && !isUnknown(key) && !surelyValidAndUnexpired(cert, key)) problems.push(...certificateProblems(cert, key));
  }
  return { inputs: news, failures: toCheckFailures(problems, TlsCertificateCreate) };
}

/** What is wrong with the chain, and with the key when there is one: unparsable, mismatched or expired. */
function certificateProblems(cert: string, key?: string): { path: string; message: string }[] {
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

export async function diff(_id: string, olds: TlsOutputs, news: TlsInputs): Promise<pulumi.dynamic.DiffResult> {
  const replaces: string[] = [];
  const changes: string[] = [];
  const cert = news.certificatePem;
  if (isUnknown(cert) || typeof cert !== "string" || normalizePem(cert) !== normalizePem(textOrEmpty(olds.certificatePem))) {
    replaces.push("certificatePem");
  }
  if (isUnknown(news.privateKeyPem)) replaces.push("privateKeyPem");
  for (const f of ["description", "metadata"] as const) {
    if (containsUnknown(news[f]) || textOrEmpty(news[f]) !== textOrEmpty(olds[f])) changes.push(f);
  }
  return { changes: replaces.length + changes.length > 0, replaces, deleteBeforeReplace: false };
}

export async function create(inputs: TlsInputs): Promise<pulumi.dynamic.CreateResult<TlsOutputs>> {
  const client = getClient();
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const existing = await client.tlsCertificates.get(adopt);
    if (normalizePem(existing.certificate_pem) !== normalizePem(inputs.certificatePem)) {
      throw new Error(`adoptId ${adopt}: that TLS certificate holds a different certificatePem than the program declares; declare the same certificate to adopt it`);
    }
    const patch = updateBody(existing, inputs);
    const cert = patch ? await client.tlsCertificates.update(adopt, patch) : existing;
    return { id: cert.id, outs: toOutputs(cert) };
  }
  // check refuses an upload without its key; this holds the type to it.
  if (inputs.privateKeyPem === undefined) throw new Error(KEY_REQUIRED);
  const body: TlsCertificateCreate = { certificate_pem: inputs.certificatePem, private_key_pem: inputs.privateKeyPem };
  if (typeof inputs.description === "string") body.description = inputs.description;
  if (typeof inputs.metadata === "string") body.metadata = inputs.metadata;
  // A failed upload may have stored the certificate: look for the same PEM uploaded since (recovery.ts).
  const spec = {
    what: FACTS.what,
    create: () => client.tlsCertificates.create(body),
    finder: finder(client, inputs),
    howToFind: (since: string) =>
      `find it with getTlsCertificates() (a certificate with this certificatePem created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  };
  const { item, recovered } = await createOnce(spec);
  // A recovered certificate holds what was sent; the PATCH covers anything changed since out of band.
  const patch = recovered ? updateBody(item, inputs) : undefined;
  const cert = patch ? await client.tlsCertificates.update(item.id, patch) : item;
  return { id: cert.id, outs: toOutputs(cert) };
}

/** How to find a certificate the program's create may have made: the same certificate PEM. */
export function finder(client: IngressClient, inputs: Pick<TlsInputs, "certificatePem">): Finder<TlsCertificate> {
  const pem = normalizePem(inputs.certificatePem);
  return { list: () => client.tlsCertificates.list(), matches: (c) => normalizePem(c.certificate_pem) === pem, describe: "with this certificatePem" };
}

export async function read(id: string): Promise<pulumi.dynamic.ReadResult<TlsOutputs>> {
  return readOrGone(id, () => getClient().tlsCertificates.get(id), toOutputs);
}

export async function update(id: string, olds: TlsOutputs, news: TlsInputs): Promise<pulumi.dynamic.UpdateResult<TlsOutputs>> {
  // diff reports an update only when description or metadata differ, so there is always a PATCH.
  const patch = updateBody(olds, news) ?? {};
  const cert = await getClient().tlsCertificates.update(id, patch);
  return { outs: toOutputs(cert) };
}

export async function remove(id: string): Promise<void> {
  await deleteIfExists(() => getClient().tlsCertificates.delete(id));
}

/**
 * The PATCH that brings `current` to the program: only the fields that differ; a field the
 * program no longer sets is cleared with `""`. Undefined when nothing differs.
 */
function updateBody(current: Pick<TlsOutputs, "description" | "metadata">, news: TlsInputs): TlsCertificateUpdate | undefined {
  const body: TlsCertificateUpdate = {};
  for (const f of ["description", "metadata"] as const) {
    const want = textOrEmpty(news[f]);
    if (want !== textOrEmpty(current[f])) body[f] = want;
  }
  return Object.keys(body).length ? body : undefined;
}

function toOutputs(cert: TlsCertificate): TlsOutputs {
  const { id: _, ...rest } = cert;
  return outputsFrom(rest, TLS_OUTPUT_FIELDS);
}
