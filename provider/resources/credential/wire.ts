/**
 * Credentials (`/credentials`): the authtokens agents authenticate with. Request and response shapes.
 *
 * Facts, from ngrok's public sources:
 * - Fields: ngrok-openapi ngrok.yaml (and terraform-provider-ngrok codegen/openapi_spec.yaml, 2026-06)
 *   `CredentialCreate` (description, metadata, acl, owner_id), `CredentialUpdate` (description,
 *   metadata, acl: no owner, so a change of owner replaces the credential, as the Terraform provider
 *   v0.8.0 internal/provider/resource_credential.go does with `requiresReplace` on owner_id),
 *   `Credential` (id, uri, created_at, description, metadata, token, acl, owner_id); examples in
 *   ngrok-docs snippets/api/resources/examples/_credentials_*.mdx; ids `cr_…`; listed under `credentials`.
 * - description at most 255 bytes, metadata at most 4096 (the OpenAPI's descriptions).
 * - token: "only available one time, on the API response from credential creation, otherwise it
 *   is null" (the OpenAPI's `Credential.token`; the get example answers `"token": null`). It is
 *   marked secret here: an output that the state holds encrypted and a read keeps.
 * - acl: see {@link aclRuleProblem}. Left out, the credential has no restrictions; the service
 *   answers `[]` then (the create example).
 * - owner_id: "ownership will be assigned to the specified User or Service User ... Accepts one of:
 *   User ID, User email, or SCIM User ID"; defaults to the caller. An owner that cannot be found is
 *   ERR_NGROK_634 "No credential owner could be determined."; setting another owner needs an admin
 *   (ERR_NGROK_630).
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedItem } from "../../wire/common";
import { maxBytes, nonEmpty } from "../../wire/rules";
import { secret } from "../../wire/secrets";

/** The API's limits of a credential's (and an API key's) `description` and `metadata`, in bytes. */
export const CREDENTIAL_DESCRIPTION_MAX_BYTES = 255;
export const CREDENTIAL_METADATA_MAX_BYTES = 4096;

/** Longest DNS name, in characters (RFC 1035). */
const DOMAIN_MAX_CHARS = 253;
const DNS_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const LABEL_PART = /^(?:\*|[A-Za-z0-9_.-]+)$/;

/** Whether `s` is a domain of at least two DNS labels (`example.ngrok.app`, `api.example.internal`). */
const isDomain = (s: string): boolean => s.length <= DOMAIN_MAX_CHARS && s.split(".").length >= 2 && s.split(".").every((l) => DNS_LABEL.test(l));

/** Whether `value` (after `bind:`) is one of the documented bind values. */
function isBindValue(value: string): boolean {
  if (value === "*") return true;
  const eq = value.indexOf("=");
  if (eq >= 0) return LABEL_PART.test(value.slice(0, eq)) && LABEL_PART.test(value.slice(eq + 1));
  const port = /^(.+):(\d{1,5})$/.exec(value);
  if (port) return isDomain(port[1] as string) && Number(port[2]) >= 1 && Number(port[2]) <= 65535;
  return isDomain(value.startsWith("*.") ? value.slice(2) : value);
}

/** The rule every ACL entry follows, as check's messages say it. */
export const ACL_RULE =
  'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*';

/**
 * Why an ACL rule is not one the service accepts, if it is not. "An ACL rule must be '*' or start
 * with 'bind:'. The bind value must match the format of a domain, address, or label"
 * (ERR_NGROK_600); the forms are ngrok-docs snippets/guides/authtoken-acls-content.mdx's table
 * (`bind:foo.ngrok.app`, `bind:*.example.com`, `bind:foo=bar`, `bind:app=*`, `bind:*`) and the
 * OpenAPI's `acl` ("Bind rules for domains may specify a leading wildcard", "Bind rules for labels
 * may specify a wildcard key and/or value", "A rule of '*' is equivalent to no acl at all"). A
 * wildcard anywhere else (`bind:foo.*.com`) is none of these forms.
 */
export function aclRuleProblem(rule: string): string | undefined {
  if (rule === "*") return undefined;
  if (rule.startsWith("bind:") && isBindValue(rule.slice("bind:".length))) return undefined;
  return `${ACL_RULE}; got ${JSON.stringify(rule)}`;
}

/** An ACL: a list of rules, each checked by {@link aclRuleProblem} (its index names it in messages). */
export const acl = () =>
  z.array(
    z.string().superRefine((rule, ctx) => {
      const problem = aclRuleProblem(rule);
      if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
    }),
  );

export const credentialDescription = () => maxBytes(CREDENTIAL_DESCRIPTION_MAX_BYTES);
export const credentialMetadata = () => maxBytes(CREDENTIAL_METADATA_MAX_BYTES);
/** The token the create response alone holds: an output, secret. */
export const createdToken = () => secret(z.string()).nullish();

export const CredentialCreate = z.strictObject({
  description: credentialDescription().optional(),
  metadata: credentialMetadata().optional(),
  acl: acl().optional(),
  owner_id: nonEmpty().optional(),
});
export type CredentialCreate = z.infer<typeof CredentialCreate>;

/** PATCH body: a field left out is not modified; `""` clears description and metadata, `[]` the ACL. */
export const CredentialUpdate = z.strictObject({
  description: credentialDescription().optional(),
  metadata: credentialMetadata().optional(),
  acl: acl().optional(),
});
export type CredentialUpdate = z.infer<typeof CredentialUpdate>;

export const Credential = z.object({
  ...describedItem,
  /** The authtoken: in the create response only, null afterwards. */
  token: createdToken(),
  acl: z.array(z.string()).nullish(),
  owner_id: z.string().nullish(),
});
export type Credential = z.infer<typeof Credential>;

/** `/credentials`: create, read, list, update and delete. */
export const CREDENTIALS = wireCollection({ key: "credentials", idPrefix: "cr_", anItem: "a credential", item: Credential, create: CredentialCreate, update: CredentialUpdate, listable: true });

export const CredentialList = CREDENTIALS.page;
export type CredentialList = z.infer<typeof CredentialList>;
