/**
 * Certificate authorities (`/certificate_authorities`): request and response shapes. A certificate
 * authority is a CA certificate the account trusts for mutual TLS: a Traffic Policy's `terminate-tls`
 * action names it by id in `mutual_tls_certificate_authorities` (ngrok-docs
 * traffic-policy/actions/terminate-tls.mdx).
 *
 * Facts, from ngrok's public sources:
 * - Fields: the OpenAPI of 2026-06 (terraform-provider-ngrok codegen/openapi_spec.yaml)
 *   `CertificateAuthorityCreate` (ca_pem required, description "max 255 bytes", metadata "max
 *   4096 bytes"), `CertificateAuthorityUpdate` (description and metadata only: a changed ca_pem is a
 *   new authority), `CertificateAuthority` (id, uri, created_at, description, metadata, ca_pem,
 *   subject_common_name, not_before, not_after, key_usages, extended_key_usages); the list's key
 *   `certificate_authorities`; ids `ca_…` (ngrok-docs
 *   snippets/api/resources/examples/_certificate_authorities_*.mdx). The service reads no key type,
 *   issuer or serial number back for an authority, unlike a TLS certificate.
 * - ca_pem: one PEM CA certificate; what the service refuses, with its errors, is in
 *   provider/certificates/authority.ts (parsed there, by the provider's check and the emulator).
 *   The service returns it as sent with one trailing newline (the example's response).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem } from "../../wire/common";
import { nonEmpty } from "../../wire/rules";

/** POST body. The PEM's content is checked where it is parsed (provider `check`, emulator). */
export const CertificateAuthorityCreate = z.strictObject({ ca_pem: nonEmpty(), ...describedBody() });
export type CertificateAuthorityCreate = z.infer<typeof CertificateAuthorityCreate>;

/** PATCH body: a field left out is not modified; `""` clears it. */
export const CertificateAuthorityUpdate = z.strictObject(describedBody());
export type CertificateAuthorityUpdate = z.infer<typeof CertificateAuthorityUpdate>;

/** Response: the PEM and what the service reads from it. */
export const CertificateAuthority = DescribedItem.extend({
  ca_pem: z.string(),
  subject_common_name: z.string(),
  not_before: z.string(),
  not_after: z.string(),
  key_usages: z.array(z.string()).nullish().transform((v) => v ?? []),
  extended_key_usages: z.array(z.string()).nullish().transform((v) => v ?? []),
});
export type CertificateAuthority = z.infer<typeof CertificateAuthority>;

/** `/certificate_authorities`: create, read, list, update and delete. */
export const CERTIFICATE_AUTHORITIES = wireCollection({
  key: "certificate_authorities",
  idPrefix: "ca_",
  anItem: "a certificate authority",
  item: CertificateAuthority,
  create: CertificateAuthorityCreate,
  update: CertificateAuthorityUpdate,
});
