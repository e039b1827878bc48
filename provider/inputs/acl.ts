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

/** A domain name: dot-separated labels of letters, digits and `-`, each 1 to 63 characters, not starting or ending with `-`. */
const DOMAIN = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/;
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
    return DOMAIN.test(value.slice(0, colon)) && PORT.test(port) && Number(port) <= 65535 ? "address" : undefined;
  }
  const name = value.startsWith("*.") ? value.slice(2) : value;
  return DOMAIN.test(name) ? "domain" : undefined;
}

/** Why an ACL rule is refused (the rule, without the field name), or undefined when it is a valid one. */
export function aclRuleProblem(rule: string): string | undefined {
  const got = JSON.stringify(rule);
  if (rule === "*") return undefined;
  if (!rule.startsWith("bind:")) return `must be "*" or a bind rule "bind:<domain, host:port or label>" (the only rule the service has); got ${got}`;
  if (bindTarget(rule.slice("bind:".length)) === undefined) {
    return `must bind a domain (example.com, *.example.com), an address (1.tcp.ngrok.io:20002), a label (key=value, with * for either) or *; got ${got}`;
  }
  return undefined;
}
