/** What a rule of the ingress policy pack is, independent of @pulumi/policy (so it is unit-testable). */
import type { Props } from "./values";

/** `advisory` warns, `mandatory` fails the preview or update, `disabled` skips the rule. */
export type EnforcementLevel = "advisory" | "mandatory" | "disabled";

/** The resources rules look at, by their class name in this package. */
export type IngressResource = "HttpsEdgeRoute" | "TlsCertificate" | "EventSubscription" | "EventDestination" | "ReservedDomain" | "Vault" | "Secret" | "IpPolicyRule" | "CloudEndpoint" | "IpPolicy" | "IpRestriction" | "AgentIngress" | "Credential";

/** Where and when a rule runs. */
export interface RuleContext<C> {
  /** The resource's name in the program (the last part of its URN). */
  name: string;
  /** The stack being previewed or updated. */
  stack: string;
  /** The rule's settings: the pack's config for this rule over the rule's defaults. */
  config: C;
  now: Date;
  /** The folder that relative paths in settings start from: the project's (see ingressPolicies' `baseDir`); default the working directory. */
  baseDir?: string;
}

/** One JSON-schema property of a rule's settings, with its default. */
export type ConfigProperty =
  | { type: "number"; default: number; minimum?: number; description: string }
  | { type: "array"; items: { type: "string" }; default: string[]; description: string };

export interface IngressRule<C extends object = object> {
  /** The name users set the enforcement level and settings by, in the pack's config. */
  name: string;
  description: string;
  /** The default enforcement level. */
  enforcementLevel: EnforcementLevel;
  resource: IngressResource;
  /** The rule's settings, each with its default. */
  config: { [K in keyof C]: ConfigProperty };
  /**
   * The violations of one resource, each a message naming the resource and what to change. A value
   * that is unknown in preview is never a violation: the rule judges it at `up`.
   */
  violations(props: Props, context: RuleContext<C>): string[];
}

/** A rule whose judgement takes time (it reads files, runs the simulator): its violations come as a promise. */
export interface IngressAsyncRule<C extends object = object> extends Omit<IngressRule<C>, "violations"> {
  /** As {@link IngressRule.violations}, resolved once judged. */
  violations(props: Props, context: RuleContext<C>): Promise<string[]>;
}

/** One resource of the stack, as a stack rule sees it. */
export interface StackResource {
  /** Its name in the program (the last part of its URN). */
  name: string;
  /** Its URN, which violations are reported against. */
  urn: string;
  /** Its properties (camelCase), unknowns included: at preview, a resource to create or update shows its inputs. */
  props: Props;
}

/** Where and when a stack rule runs. */
export type StackRuleContext<C> = Omit<RuleContext<C>, "name"> & {
  /** The stack's resources of the types the rule {@link IngressStackRule.reads} besides its own, by type (none of a type: absent or empty). */
  others?: Readonly<Partial<Record<IngressResource, readonly StackResource[]>>>;
};

/** A violation of a stack rule: its message, reported against the resource `urn`. */
export interface StackViolation {
  /** What is wrong, naming the resources involved, and what to change. */
  message: string;
  /** The URN of the resource it is reported against. */
  urn: string;
}

/** A rule over all the stack's resources of one type at once (what no single resource shows). */
export interface IngressStackRule<C extends object = object> extends Omit<IngressRule<C>, "violations"> {
  scope: "stack";
  /** Other types whose resources the rule reads (an IP restriction's rule reads the program's IP policies and their rules): given in the context's `others`. */
  reads?: readonly IngressResource[];
  /**
   * The violations among `resources` (those of the rule's type), each a message naming the resources
   * and what to change. A value that is unknown in preview is never a violation.
   */
  violations(resources: readonly StackResource[], context: StackRuleContext<C>): StackViolation[];
}

/** How messages name a resource: `HttpsEdgeRoute "api"`. */
export function subject(resource: IngressResource, name: string): string {
  return `${resource} ${JSON.stringify(name)}`;
}

/** The defaults of a rule's settings. */
export function defaults<C extends object>(rule: Pick<IngressRule<C>, "config">): C {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(rule.config) as [string, ConfigProperty][]) out[key] = prop.default;
  return out as C;
}
