/**
 * SSH certificate authorities (`/ssh_certificate_authorities`): request and response shapes. The
 * service generates the key pair and keeps the private key; the public key is returned in OpenSSH
 * form (`ssh-ed25519 AAAA…`), for servers' `TrustedUserCAKeys` and clients' `@cert-authority` lines.
 *
 * Facts, from ngrok's public sources:
 * - Fields: the newest OpenAPI (terraform-provider-ngrok codegen/openapi_spec.yaml, 2026-06)
 *   `SSHCertificateAuthorityCreate` (description, metadata, private_key_type, elliptic_curve,
 *   key_size; none required), `SSHCertificateAuthorityUpdate` (description and metadata only: a
 *   new key type, curve or size is a new authority, as ngrok's Terraform provider v0.8.0
 *   resource_ssh_certificate_authority.go replaces on them), `SSHCertificateAuthority` (id, uri,
 *   created_at, description, metadata, public_key, key_type). Ids `sshca_…` (ngrok-docs
 *   snippets/api/resources/examples/_ssh_certificate_authorities_create_response.mdx).
 * - private_key_type: "one of `rsa`, `ecdsa`, `ed25519`" (ERR_NGROK_1936 otherwise); key_size: "one
 *   of `2048` or `4096`" (ERR_NGROK_1939), "supported only with a key type of rsa" (ERR_NGROK_1940);
 *   elliptic_curve: one of the supported curves (ERR_NGROK_1941), "supported only with a key type of
 *   ecdsa" (ERR_NGROK_1942).
 * - The curves' names are not in any public source (ERR_NGROK_1941 lists them only at run time), so
 *   the body takes any curve and the service judges it; {@link SSH_CA_CURVES} are the NIST curves
 *   OpenSSH supports, named as ngrok names things in lowercase, which the outputs read from the
 *   public key and the emulator makes.
 * - What the service makes when private_key_type is absent is not documented.
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem } from "../../wire/common";
import { zeroAsAbsent } from "../../wire/rules";

const SSH_CA_KEY_TYPES = ["rsa", "ecdsa", "ed25519"] as const;
/**
 * The kind of key pair an SSH certificate authority signs with: `rsa`, `ecdsa` or `ed25519`.
 * @useDeclaredType
 */
export type SshCaKeyType = (typeof SSH_CA_KEY_TYPES)[number];

/** The elliptic curves known of an `ecdsa` authority (assumed names: see the module's note), with their OpenSSH names. */
export const SSH_CA_CURVES = { p256: "nistp256", p384: "nistp384", p521: "nistp521" } as const;
/**
 * The elliptic curve of an `ecdsa` SSH certificate authority: `p256`, `p384` or `p521`.
 * @useDeclaredType
 */
export type SshCaCurve = keyof typeof SSH_CA_CURVES;

const SSH_CA_KEY_SIZES = [2048, 4096] as const;

/** A curve only with `ecdsa`, a size only with `rsa`: one line naming the field, the rule and the key type given. */
function sizeAndCurveFitKeyType(body: { private_key_type?: string | undefined; elliptic_curve?: string | undefined; key_size?: number | undefined }, ctx: z.RefinementCtx): void {
  const type = body.private_key_type === undefined ? "none (the service's default)" : JSON.stringify(body.private_key_type);
  if (body.elliptic_curve !== undefined && body.private_key_type !== "ecdsa") {
    ctx.addIssue({ code: "custom", path: ["elliptic_curve"], message: `is only for an ecdsa key; the key type is ${type}: remove the curve, or make the key type "ecdsa"` });
  }
  if (body.key_size !== undefined && body.private_key_type !== "rsa") {
    ctx.addIssue({ code: "custom", path: ["key_size"], message: `is only for an rsa key; the key type is ${type}: remove the size, or make the key type "rsa"` });
  }
}

export const SshCertificateAuthorityCreate = z
  .strictObject({
    private_key_type: z.enum(SSH_CA_KEY_TYPES).optional(),
    elliptic_curve: zeroAsAbsent(z.string()),
    key_size: zeroAsAbsent(z.number().refine((n) => (SSH_CA_KEY_SIZES as readonly number[]).includes(n), { error: (iss) => `must be 2048 or 4096; got ${String(iss.input)}` })),
    ...describedBody(),
  })
  .superRefine(sizeAndCurveFitKeyType);
export type SshCertificateAuthorityCreate = z.infer<typeof SshCertificateAuthorityCreate>;

/** PATCH body: description and metadata only; `""` clears them. */
export const SshCertificateAuthorityUpdate = z.strictObject(describedBody());
export type SshCertificateAuthorityUpdate = z.infer<typeof SshCertificateAuthorityUpdate>;

/** An SSH certificate authority as `GET /ssh_certificate_authorities/{id}` returns it. */
export const SshCertificateAuthority = DescribedItem.extend({
  /** The public key in OpenSSH form. */
  public_key: z.string(),
  /** `rsa`, `ecdsa` or `ed25519`. */
  key_type: z.string(),
});
export type SshCertificateAuthority = z.infer<typeof SshCertificateAuthority>;

/** `/ssh_certificate_authorities`: create, read, list, update, delete. */
export const SSH_CERTIFICATE_AUTHORITIES = wireCollection({
  key: "ssh_certificate_authorities",
  idPrefix: "sshca_",
  anItem: "an SSH certificate authority",
  item: SshCertificateAuthority,
  create: SshCertificateAuthorityCreate,
  update: SshCertificateAuthorityUpdate,
});
