/**
 * The ACL rules of credentials (`/credentials`, `/ssh_credentials`): what an agent using the
 * credential may bind. The syntax, from ngrok's sources:
 *
 * - ngrok-openapi / terraform-provider-ngrok codegen/openapi_spec.yaml (2026-06), `acl` of
 *   `CredentialCreate` and `SSHCredentialCreate`: "The only allowed ACL rule at this time is the
 *   `bind` rule", binding domains, addresses and labels (`bind:example.ngrok.io`); a domain may have
 *   a leading wildcard (`bind:*.example.com`); a label may have a wildcard key and/or value
 *   (`bind:*=example`); "A rule of `'*'` is equivalent to no acl at all".
 * - ngrok-docs snippets/guides/authtoken-acls-content.mdx: `bind:foo=bar`, `bind:app=*`, `bind:*`.
 * - ngrok-docs snippets/api/resources/examples/_ssh_credentials_create_request.mdx: an address is
 *   `host:port` (`bind:1.tcp.ngrok.io:20002`).
 * - ERR_NGROK_600: "An ACL rule must be '*' or start with 'bind:'. The bind value must match the
 *   format of a domain, address, or label."
 *
 * A label's key and value are not specified further; they are taken here as non-empty runs of
 * letters, digits and `_ . / -` (the characters of ngrok's label examples), or `*`.
 */
import { z } from "zod";

/** Longest DNS name, in characters (RFC 1035). */
const DOMAIN_MAX_CHARS = 253;
const DNS_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/**
 * Whether `s` is a domain of at least two labels, a leading `*` counting as one (`example.ngrok.app`,
 * `*.internal`): every bind example names one, never a bare `localhost`.
 */
function isDomain(s: string, wildcard: boolean): boolean {
  const labels = s.split(".");
  return s.length <= DOMAIN_MAX_CHARS && labels.length + (wildcard ? 1 : 0) >= 2 && labels.every((l) => DNS_LABEL.test(l));
}
const LABEL_PART = /^(\*|[A-Za-z0-9_./-]+)$/;
const PORT = /^[1-9][0-9]{0,4}$/;

/** What a bind value names, as its form says. */
export type BindTarget = "everything" | "domain" | "address" | "label";

/** The kind of what `value` (after `bind:`) names, or undefined when it has none of the forms. */
export function bindTarget(value: string): BindTarget | undefined {
  if (value === "*") return "everything";
  const eq = value.indexOf("=");
  if (eq >= 0) return LABEL_PART.test(value.slice(0, eq)) && LABEL_PART.test(value.slice(eq + 1)) ? "label" : undefined;
  const colon = value.lastIndexOf(":");
  if (colon >= 0) {
    const port = value.slice(colon + 1);
    return isDomain(value.slice(0, colon), false) && PORT.test(port) && Number(port) <= 65535 ? "address" : undefined;
  }
  const wildcard = value.startsWith("*.");
  return isDomain(wildcard ? value.slice(2) : value, wildcard) ? "domain" : undefined;
}

/** The rule every ACL entry follows, as check's messages say it. */
export const ACL_RULE =
  'must be "*" or a bind rule: bind:<domain> (bind:example.ngrok.app), bind:*.<domain> (bind:*.example.com), bind:<host>:<port> (a TCP address), bind:<key>=<value> (a label; key or value may be *) or bind:*';

/** Why an ACL rule is not one the service accepts (the rule, without the field name), or undefined when it is one. */
export function aclRuleProblem(rule: string): string | undefined {
  if (rule === "*") return undefined;
  if (rule.startsWith("bind:") && bindTarget(rule.slice("bind:".length)) !== undefined) return undefined;
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
