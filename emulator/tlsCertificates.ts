/** `/tls_certificates`: upload (derived fields from the leaf), get, list, update, delete. */
import { CertificateError, describeLeaf, keyMatchesLeaf, normalizeCertificatePem, parseCertificateChain, parsePrivateKey } from "../provider/certificates";
import { rfc3339 } from "../provider/wire/time";
import { TLS_CERTIFICATES, TlsCertificateCreate, TlsCertificateUpdate, type TlsCertificate } from "../provider/wire";
import { applyDescribed, definedOnly, described, listPage, param, parseBody, type Context, type Result, type Endpoint } from "./api";
import { ApiFailure, notFound } from "./errors";
import type { StoredTlsCertificate } from "./types";

const PATH = "tls_certificates";
const certificateId = TLS_CERTIFICATES.id();

/** The response object. `issued_at` is null: every certificate here is user-uploaded. */
export function renderTlsCertificate(baseUrl: string, c: StoredTlsCertificate): TlsCertificate {
  const d = c.derived;
  return {
    id: c.id,
    uri: `${baseUrl}/${PATH}/${c.id}`,
    created_at: c.created_at,
    ...described(c),
    certificate_pem: c.certificate_pem,
    subject_common_name: d.subject_common_name,
    subject_alternative_names: { dns_names: [...d.subject_alternative_names.dns_names], ips: [...d.subject_alternative_names.ips] },
    issued_at: null,
    not_before: d.not_before,
    not_after: d.not_after,
    key_usages: [...d.key_usages],
    extended_key_usages: [...d.extended_key_usages],
    private_key_type: d.private_key_type,
    issuer_common_name: d.issuer_common_name,
    serial_number: d.serial_number,
    subject_organization: d.subject_organization,
    subject_organizational_unit: d.subject_organizational_unit,
    subject_locality: d.subject_locality,
    subject_province: d.subject_province,
    subject_country: d.subject_country,
  };
}

function find(ctx: Context): StoredTlsCertificate {
  const id = param(ctx, "id");
  const c = ctx.store.state.tls_certificates[id];
  if (!c) throw notFound("TLS certificate", id);
  return c;
}

function create(ctx: Context): Result {
  const body = parseBody(TlsCertificateCreate, ctx);
  let derived;
  try {
    const { leaf } = parseCertificateChain(body.certificate_pem);
    derived = describeLeaf(leaf);
    const key = parsePrivateKey(body.private_key_pem);
    if (!keyMatchesLeaf(leaf, key)) {
      throw new ApiFailure("ERR_KEY_MISMATCH", "private_key_pem does not match the public key of the leaf certificate (the first certificate of certificate_pem)");
    }
  } catch (e) {
    if (e instanceof CertificateError) throw new ApiFailure(e.field === "certificate_pem" ? "ERR_INVALID_CERTIFICATE" : "ERR_INVALID_PRIVATE_KEY", e.message);
    throw e;
  }
  // The private key is checked and dropped: never stored, never returned.
  const { store } = ctx;
  const id = store.newId(TLS_CERTIFICATES.idPrefix);
  const cert: StoredTlsCertificate = {
    id,
    created_at: rfc3339(ctx.now),
    ...definedOnly({ description: body.description, metadata: body.metadata }),
    certificate_pem: normalizeCertificatePem(body.certificate_pem),
    derived,
  };
  store.state.tls_certificates[id] = cert;
  return { status: 201, body: renderTlsCertificate(ctx.baseUrl, cert), mutated: true };
}

function update(ctx: Context): Result {
  const c = find(ctx);
  const body = parseBody(TlsCertificateUpdate, ctx);
  applyDescribed(c, body);
  return { status: 200, body: renderTlsCertificate(ctx.baseUrl, c), mutated: true };
}

function remove(ctx: Context): Result {
  const c = find(ctx);
  delete ctx.store.state.tls_certificates[c.id];
  return { status: 204, mutated: true };
}

export const tlsCertificateEndpoints: Endpoint[] = [
  { method: "GET", pattern: `/${PATH}`, handler: (ctx) => listPage(ctx, ctx.store.state.tls_certificates, PATH, certificateId, (c) => renderTlsCertificate(ctx.baseUrl, c)) },
  { method: "POST", pattern: `/${PATH}`, body: true, handler: create },
  { method: "GET", pattern: `/${PATH}/{id}`, handler: (ctx) => ({ status: 200, body: renderTlsCertificate(ctx.baseUrl, find(ctx)) }) },
  { method: "PATCH", pattern: `/${PATH}/{id}`, body: true, handler: update },
  { method: "DELETE", pattern: `/${PATH}/{id}`, handler: remove },
];
