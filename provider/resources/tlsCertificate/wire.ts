/** TLS certificates: request and response shapes (`/tls_certificates`). */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import type { Liberal } from "../../wire/liberal";
import { describedBody, DescribedItem } from "../../wire/common";
import { nonEmpty } from "../../wire/rules";
import { secret } from "../../wire/secretFields";
import { zeroWritten } from "../../wire/zeroWritten";

/** POST body. PEM validity is checked where the PEM is parsed (provider `check`, emulator). */
export const TlsCertificateCreate = z.strictObject({
  certificate_pem: nonEmpty(),
  private_key_pem: secret(nonEmpty()),
  ...describedBody(),
});
export type TlsCertificateCreate = z.infer<typeof TlsCertificateCreate>;

/** PATCH body: a field left out is not modified; `""` clears it. */
export const TlsCertificateUpdate = z.strictObject({
  ...describedBody(),
});
export type TlsCertificateUpdate = z.infer<typeof TlsCertificateUpdate>;

const PRIVATE_KEY_TYPES = ["rsa", "ecdsa", "ed25519"] as const;

const TlsCertificateSans = z.object({
  dns_names: z.array(z.string()).nullish().transform((v) => v ?? []),
  ips: z.array(z.string()).nullish().transform((v) => v ?? []),
});

/** Response. `description` and `metadata` may be absent when never set. */
export const TlsCertificate = DescribedItem.extend({
  certificate_pem: z.string(),
  subject_common_name: z.string(),
  subject_alternative_names: TlsCertificateSans,
  issued_at: zeroWritten(z.string()).nullish().transform((v) => v ?? null),
  not_before: z.string(),
  not_after: z.string(),
  key_usages: z.array(z.string()).nullish().transform((v) => v ?? []),
  extended_key_usages: z.array(z.string()).nullish().transform((v) => v ?? []),
  private_key_type: z.enum(PRIVATE_KEY_TYPES),
  issuer_common_name: z.string(),
  serial_number: z.string(),
  subject_organization: z.string(),
  subject_organizational_unit: z.string(),
  subject_locality: z.string(),
  subject_province: z.string(),
  subject_country: z.string(),
});
/** As read: an unknown enum value is kept as text (wire/liberal.ts). */
export type TlsCertificate = Liberal<z.infer<typeof TlsCertificate>>;

/** `/tls_certificates`: create, read, list, update and delete. */
export const TLS_CERTIFICATES = wireCollection({ key: "tls_certificates", idPrefix: "cert_", anItem: "a TLS certificate", item: TlsCertificate, create: TlsCertificateCreate, update: TlsCertificateUpdate });
