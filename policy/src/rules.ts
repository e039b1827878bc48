/**
 * The ingress policy rules, as @pulumi/policy policies: the ready pack (`policy/` in this package)
 * runs them all; a team's own pack can take them all, some of them, or its own levels:
 *
 * @example
 * import { PolicyPack } from "@pulumi/policy";
 * import { ingressPolicies } from "pulumi-ingress/policy/rules";
 * new PolicyPack("our-ingress-rules", {
 *   policies: ingressPolicies({ "ingress-circuit-breaker-can-trip": "mandatory" }),
 * });
 */
import type { Policy, ResourceValidationPolicy, StackValidationPolicy } from "@pulumi/policy";
import { credentialAclRestricts } from "./credentialRules";
import { certificateExpiry, certificateNamesCoverCommonName, certificateRsaKeySize } from "./certificateRules";
import { moduleWithoutTrafficPolicyEquivalent } from "./deprecatedModules";
import { eventDestinationAwsRole } from "./eventDestinationRules";
import { domainCertificateManaged } from "./domainRules";
import { eventSubscriptionComplete } from "./eventSubscriptionRules";
import { ipPolicyRuleAllowsEverything } from "./ipPolicyRules";
import { ipRestrictionLocksOut } from "./ipRestrictionRules";
import { defaults, type EnforcementLevel, type IngressAsyncRule, type IngressResource, type IngressRule, type IngressStackRule } from "./rule";
import { routeMatchUnique } from "./routeMatchUnique";
import { circuitBreakerCanTrip, headersAddAndRemove, oauthOwnAppInProduction, routeProtected } from "./routeRules";
import { typeToken as resourceTypeToken } from "../../provider/tokens";
import { stackOfUrn, unwrapProps } from "./values";
import { secretNameUnique, vaultNameUnique } from "./vaultRules";
import { trafficCasesPass } from "./trafficCaseRules";
import { agentIngressDomainUnique } from "./agentIngressRules";

export type { EnforcementLevel, IngressAsyncRule, IngressRule, IngressStackRule, RuleContext, StackResource, StackRuleContext, StackViolation } from "./rule";
export { isUnknown, unwrapProps } from "./values";

/** Every rule, in the order docs/policy-pack.md lists them. */
export const INGRESS_RULES: readonly AnyRule<never>[] = [
  routeProtected,
  oauthOwnAppInProduction,
  certificateExpiry,
  certificateRsaKeySize,
  certificateNamesCoverCommonName,
  circuitBreakerCanTrip,
  headersAddAndRemove,
  eventSubscriptionComplete,
  eventDestinationAwsRole,
  routeMatchUnique,
  moduleWithoutTrafficPolicyEquivalent,
  domainCertificateManaged,
  vaultNameUnique,
  secretNameUnique,
  ipPolicyRuleAllowsEverything,
  ipRestrictionLocksOut,
  credentialAclRestricts,
  trafficCasesPass,
  agentIngressDomainUnique,
] as AnyRule<never>[];

/** The engine's type token of a resource of this package (a dynamic resource of module `ingress`). */
export function typeToken(resource: IngressResource): string {
  return resourceTypeToken(resource);
}

/** A rule of any kind: on one resource (judged at once or later), or on the stack's resources of a type. */
type AnyRule<C extends object> = IngressRule<C> | IngressAsyncRule<C> | IngressStackRule<C>;

/** Where a pack's rules run. */
export interface PackOptions {
  /** The folder relative paths in settings (case files) start from; default the working directory when the policy runs. */
  baseDir?: string;
}

/** One rule as a @pulumi/policy policy: a resource policy, or a stack policy for a stack rule. */
export function toPolicy<C extends object>(rule: IngressStackRule<C>, enforcementLevel?: EnforcementLevel, options?: PackOptions): StackValidationPolicy;
export function toPolicy<C extends object>(rule: IngressRule<C> | IngressAsyncRule<C>, enforcementLevel?: EnforcementLevel, options?: PackOptions): ResourceValidationPolicy;
export function toPolicy<C extends object>(rule: AnyRule<C>, enforcementLevel?: EnforcementLevel, options?: PackOptions): ResourceValidationPolicy | StackValidationPolicy;
export function toPolicy<C extends object>(
  rule: AnyRule<C>,
  enforcementLevel: EnforcementLevel = rule.enforcementLevel,
  options: PackOptions = {},
): ResourceValidationPolicy | StackValidationPolicy {
  return "scope" in rule ? toStackPolicy(rule, enforcementLevel, options) : toResourcePolicy(rule, enforcementLevel, options);
}

/** The name, description, level and settings schema every policy of a rule carries. */
function policyBase<C extends object>(rule: AnyRule<C>, enforcementLevel: EnforcementLevel): Policy {
  const properties = rule.config as Record<string, object>;
  return {
    name: rule.name,
    description: rule.description,
    enforcementLevel,
    ...(Object.keys(properties).length > 0 ? { configSchema: { properties } } : {}),
  };
}

function toStackPolicy<C extends object>(rule: IngressStackRule<C>, enforcementLevel: EnforcementLevel, options: PackOptions): StackValidationPolicy {
  const token = typeToken(rule.resource);
  const base = defaults(rule);
  return {
    ...policyBase(rule, enforcementLevel),
    validateStack: (args, reportViolation) => {
      const ofType = (t: string) => args.resources.filter((r) => r.type === t).map((r) => ({ name: r.name, urn: r.urn, props: unwrapProps(r.props) }));
      const resources = ofType(token);
      if (resources.length === 0) return;
      const config = { ...base, ...args.getConfig<Partial<C>>() } as C;
      const others = Object.fromEntries((rule.reads ?? []).map((t) => [t, ofType(typeToken(t))]));
      const context = { stack: stackOfUrn(resources[0]?.urn ?? ""), config, now: new Date(), baseDir: options.baseDir ?? process.cwd(), others };
      for (const v of rule.violations(resources, context)) reportViolation(v.message, v.urn);
    },
  };
}

function toResourcePolicy<C extends object>(rule: IngressRule<C> | IngressAsyncRule<C>, enforcementLevel: EnforcementLevel, options: PackOptions): ResourceValidationPolicy {
  const token = typeToken(rule.resource);
  const base = defaults(rule);
  return {
    ...policyBase(rule, enforcementLevel),
    validateResource: (args, reportViolation) => {
      if (args.type !== token) return undefined;
      // The pack's config may give some settings; the rule's defaults fill in the rest.
      const config = { ...base, ...args.getConfig<Partial<C>>() } as C;
      const context = { name: args.name, stack: stackOfUrn(args.urn), config, now: new Date(), baseDir: options.baseDir ?? process.cwd() };
      const found = rule.violations(unwrapProps(args.props), context);
      // A rule that judges at once reports at once; one that takes time, when its promise settles.
      if (!Array.isArray(found)) return found.then((messages) => messages.forEach((m) => reportViolation(m)));
      for (const message of found) reportViolation(message);
      return undefined;
    },
  };
}

/**
 * Every ingress rule as a @pulumi/policy policy, at its default enforcement level unless `levels`
 * names another (`{ "ingress-route-protected": "advisory" }`). Users of a pack also set levels and
 * settings with `--policy-pack-config`. A pack that changes its working directory (as @pulumi/policy
 * needs for its version) passes the project's folder as `baseDir`, which relative case files start from.
 */
export function ingressPolicies(levels: Readonly<Record<string, EnforcementLevel>> = {}, options: PackOptions = {}): (ResourceValidationPolicy | StackValidationPolicy)[] {
  const known = new Set(INGRESS_RULES.map((r) => r.name));
  const unknown = Object.keys(levels).filter((n) => !known.has(n));
  if (unknown.length > 0) {
    throw new Error(`ingressPolicies: no rule named ${unknown.map((n) => JSON.stringify(n)).join(", ")}; the rules are ${[...known].join(", ")}`);
  }
  return INGRESS_RULES.map((rule) => toPolicy(rule as AnyRule<object>, levels[rule.name] ?? rule.enforcementLevel, options));
}
