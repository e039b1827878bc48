/** Rules on Credential: an authtoken whose ACL restricts nothing. */
import { type IngressRule, subject } from "./rule";
import { isUnknown } from "./values";

/** The rules that restrict nothing: `*` is "equivalent to no acl at all" (the OpenAPI's `acl`), `bind:*` binds every endpoint. */
const UNRESTRICTED = ["*", "bind:*"];

/**
 * A credential without ACL rules, or with `*` or `bind:*`, lets an agent holding its token bind
 * every endpoint of the account: a leaked token then serves anything under the account's domains.
 * Meant for a person's own agent, so advisory.
 */
export const credentialAclRestricts: IngressRule = {
  name: "ingress-credential-acl-restricts",
  description: "A credential has ACL rules naming what its agents may bind (not none, `*` or `bind:*`): a leaked token then serves only those endpoints.",
  enforcementLevel: "advisory",
  resource: "Credential",
  config: {},
  violations(props, { name }) {
    const { acl } = props;
    if (isUnknown(acl) || (Array.isArray(acl) && acl.some(isUnknown))) return [];
    const rules = Array.isArray(acl) ? acl.filter((r): r is string => typeof r === "string") : [];
    const open = rules.filter((r) => UNRESTRICTED.includes(r));
    if (rules.length > 0 && open.length === 0) return [];
    const what = rules.length === 0 ? "has no ACL rules" : `has the ACL rule ${JSON.stringify(open[0])}`;
    return [
      `${subject("Credential", name)} ${what}, so an agent holding its token may bind every endpoint of the account. ` +
        'Name what its agents serve in acl (bind:app.example.com, bind:*.example.com, …), or, for a person\'s own agent, set this rule to disabled in the pack\'s config.',
    ];
  },
};
