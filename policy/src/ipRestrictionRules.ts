/**
 * A stack rule on IpRestriction: locking oneself out. An enforced `api` restriction applies to the
 * very run that creates it: when its policies do not allow the address the run calls the API from,
 * every later call is refused (ERR_NGROK_220), this program's included, which then can neither
 * update nor destroy anything; an enforced `dashboard` restriction does the same to sign-ins
 * (ERR_NGROK_1212). The rule cannot know the runner's address; it warns when none of the
 * restriction's policies is one of the program's with an `allow` rule, the sign that nobody
 * declared which addresses may still get in.
 */
import { type IngressStackRule, type StackResource, type StackViolation, subject } from "./rule";
import { isUnknown, itemId, knownString } from "./values";

/** The restriction types that can shut out the one applying them. */
const GUARDS = { api: "calls of the API (this program's own included, which then can neither update nor destroy anything)", dashboard: "sign-ins to the dashboard" } as const;

/** The ids of the program's IP policies that have an allow rule, and whether an unknown (preview) leaves that open. */
function allowingPolicies(policies: readonly StackResource[], rules: readonly StackResource[]): { ids: Set<string>; unsure: boolean } {
  const programPolicies = new Set(policies.map((p) => itemId(p.props)).filter((id): id is string => id !== undefined));
  const ids = new Set<string>();
  let unsure = false;
  for (const r of rules) {
    const action = r.props["action"];
    if (action !== "allow" && !isUnknown(action)) continue;
    const policy = knownString(r.props["ipPolicyId"]);
    if (policy === undefined) unsure = true;
    else if (programPolicies.has(policy)) {
      if (action === "allow") ids.add(policy);
      else unsure = true;
    }
  }
  return { ids, unsure };
}

export const ipRestrictionLocksOut: IngressStackRule = {
  name: "ingress-ip-restriction-locks-out",
  description: "An enforced api or dashboard IP restriction names an IP policy of the program that allows some CIDR, so that the addresses let in are declared (and can be checked) before it shuts anyone out.",
  enforcementLevel: "advisory",
  resource: "IpRestriction",
  scope: "stack",
  reads: ["IpPolicy", "IpPolicyRule"],
  config: {},
  violations(resources, { others }) {
    const allowing = allowingPolicies(others?.IpPolicy ?? [], others?.IpPolicyRule ?? []);
    const out: StackViolation[] = [];
    for (const r of resources) {
      const type = knownString(r.props["type"]);
      if (r.props["enforced"] !== true || (type !== "api" && type !== "dashboard")) continue;
      const ids = r.props["ipPolicyIds"];
      const list = Array.isArray(ids) ? ids : [];
      if (list.some((id) => typeof id === "string" && allowing.ids.has(id))) continue;
      // An id or an allow rule still unknown (preview) may be the one: judged at `up`.
      const open = isUnknown(ids) || list.some((id) => isUnknown(id));
      if ((open && (allowing.ids.size > 0 || allowing.unsure)) || allowing.unsure) continue;
      out.push({
        urn: r.urn,
        message:
          `${subject("IpRestriction", r.name)} enforces the ${type} restriction, but none of its IP policies is one of this program's with an allow rule: ` +
          `if the address you work from is not allowed, it refuses your ${GUARDS[type]}. ` +
          "Check that address first (curl https://api.ipify.org, from where pulumi runs), declare an IpPolicyRule with action \"allow\" for it in one of the restriction's IpPolicy resources, " +
          "or create the restriction with enforced: false (the service then only warns, ERR_NGROK_1211) and enforce it once the address is allowed.",
      });
    }
    return out;
  },
};
