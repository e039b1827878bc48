/**
 * SSH credentials (`/ssh_credentials`): request and response shapes. A credential is the public key
 * of a key pair an agent authenticates with over SSH (`ssh -R … v2@connect.ngrok-agent.com`), with
 * the ACL of what it may bind.
 *
 * Facts, from ngrok's public sources:
 * - Fields: the newest OpenAPI (terraform-provider-ngrok codegen/openapi_spec.yaml, 2026-06)
 *   `SSHCredentialCreate` (description, metadata, acl, public_key, owner_id; public_key required),
 *   `SSHCredentialUpdate` (description, metadata, acl: a new public key or owner is a new
 *   credential, as ngrok's Terraform provider v0.8.0 resource_ssh_credential.go replaces on both),
 *   `SSHCredential` (id, uri, created_at, description, metadata, public_key, acl, owner_id). Ids
 *   `sshcr_…`, owners `usr_…` or `bot_…` (ngrok-docs
 *   snippets/api/resources/examples/_ssh_credentials_create_response.mdx; the OpenAPI: "the
 *   specified User or Bot").
 * - public_key: the OpenAPI says "PEM-encoded", but every example sends an OpenSSH line (`ssh-rsa
 *   AAAA… device132@example.com`), and the service answers a key it cannot parse with
 *   ERR_NGROK_1934: checked as an OpenSSH line (provider/wire/sshPublicKey.ts).
 * - acl: provider/inputs/acl.ts (ERR_NGROK_600). Absent or empty: no restriction.
 * - description at most 255 bytes, metadata at most 4096 bytes (the OpenAPI).
 */
import { z } from "zod";
import { acl } from "../../inputs/acl";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem } from "../../wire/common";
import { prefixedId } from "../../wire/rules";
import { parseSshPublicKey } from "../../wire/sshPublicKey";
import { zeroWritten } from "../../wire/zeroWritten";

const publicKey = z.string().superRefine((s, ctx) => {
  const r = parseSshPublicKey(s);
  if (!r.ok) ctx.addIssue({ code: "custom", message: r.rule });
});

/** A user (`usr_…`), a service user (`service_…`, the registry's ServiceUser) or a bot (`bot_…`, their former name) id. */
const ownerId = prefixedId(/^(usr|service|bot)_[A-Za-z0-9]+$/, "a user or service user", "usr_<id>, service_<id> or bot_<id>");

export const SshCredentialCreate = z.strictObject({ public_key: publicKey, acl: acl().optional(), owner_id: ownerId.optional(), ...describedBody() });
export type SshCredentialCreate = z.infer<typeof SshCredentialCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata; `acl` replaces the whole list (`[]`: no restriction). */
export const SshCredentialUpdate = z.strictObject({ acl: acl().optional(), ...describedBody() });
export type SshCredentialUpdate = z.infer<typeof SshCredentialUpdate>;

/** An SSH credential as `GET /ssh_credentials/{id}` returns it. */
export const SshCredential = DescribedItem.extend({
  public_key: z.string(),
  acl: z.array(z.string()).nullish(),
  owner_id: zeroWritten(z.string()).nullish(),
});
export type SshCredential = z.infer<typeof SshCredential>;

/** `/ssh_credentials`: create, read, list, update, delete. */
export const SSH_CREDENTIALS = wireCollection({ key: "ssh_credentials", idPrefix: "sshcr_", anItem: "an SSH credential", item: SshCredential, create: SshCredentialCreate, update: SshCredentialUpdate });
