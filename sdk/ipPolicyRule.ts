import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import type { IpPolicyRuleAction } from "../provider/resources/ipPolicyRule/wire";
import { collect, type FilteredLookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import type { Ref } from "./routeModules";
import { typeToken } from "../provider/tokens";

export type { IpPolicyRuleAction } from "../provider/resources/ipPolicyRule/wire";

/** Inputs of an {@link IpPolicyRule}. Every input is checked before any API call. */
export interface IpPolicyRuleArgs {
  /** Id (`ipp_…`) of the IP policy the rule belongs to, such as an {@link IpPolicy}'s `id`. A change replaces the rule. */
  ipPolicyId: pulumi.Input<string>;
  /**
   * The addresses the rule applies to: an IPv4 or IPv6 network in CIDR notation (`203.0.113.0/24`,
   * `2001:db8::/32`), with its prefix length (`/32` or `/128` for one address) and written from
   * the lowest address of its range (`10.0.0.0/8`, not `10.1.2.3/8`). Compared in canonical form
   * (`2001:DB8::/32` is `2001:db8::/32`). Updated in place; the policy may hold each CIDR once.
   */
  cidr: pulumi.Input<string>;
  /** `allow` or `deny` the rule's addresses. A change replaces the rule (deleting the old one first when the CIDR stays the same). */
  action: pulumi.Input<IpPolicyRuleAction>;
  /** Human-readable description of the rule's source IPs, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`ipr_…`) of an existing rule to take over instead of creating one; read only when the
   * resource is created. Its policy and action must be the program's; its CIDR, description and
   * metadata are reconciled to the program. Removing it afterwards changes nothing. Default: none.
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * A rule of an {@link IpPolicy}: one CIDR block, allowed or denied. The resource's `id` is the
 * rule's id (`ipr_…`). The CIDR, description and metadata change in place; a new policy or action
 * is a new rule.
 *
 * @example
 * new ingress.IpPolicyRule("officeV4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });
 */
export class IpPolicyRule extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("IpPolicyRule");

  /** Absolute address of the rule on the API: `<base URL>/ip_policy_rules/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the rule was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The CIDR block as the service holds it. */
  declare readonly cidr: pulumi.Output<string>;
  /** `allow` or `deny`. */
  declare readonly action: pulumi.Output<string>;
  /** The policy the rule belongs to, as a reference (`id` `ipp_…` and `uri`). */
  declare readonly ipPolicy: pulumi.Output<Ref>;
  /** Id (`ipp_…`) of `ipPolicy`: what to compare with the `ipPolicyId` input. */
  declare readonly ipPolicyId: pulumi.Output<string>;

  /**
   * Declares an IP policy rule. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's IP policy rules of the same parent.
   * @param args - The policy, the CIDR, the action and the descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: IpPolicyRuleArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.IpPolicyRule, name, args, opts);
  }

  /**
   * A read-only reference to an existing rule by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The rule's id (`ipr_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the rule as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): IpPolicyRule {
    return new IpPolicyRule(name, undefined as unknown as IpPolicyRuleArgs, { ...opts, id });
  }
}

/** An IP policy rule of the account, as {@link getIpPolicyRules} returns it. */
export interface IpPolicyRuleInfo extends DescribedInfo {
  /** The rule's id (`ipr_…`), what `IpPolicyRule.get` and `adoptId` take. */
  id: string;
  /** The CIDR block. */
  cidr: string;
  /** `allow` or `deny`. */
  action: string;
  /** The policy the rule belongs to, as a reference. */
  ipPolicy: Ref;
}

/**
 * Every IP policy rule of the account (of every policy), newest first, read page by page when the
 * program runs (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The rules.
 *
 * @example
 * // The CIDRs the office policy allows.
 * export const allowed = ingress.getIpPolicyRules().then((rules) => rules.filter((r) => r.ipPolicy.id === "ipp_2abc" && r.action === "allow").map((r) => r.cidr));
 */
export function getIpPolicyRules(opts: FilteredLookupOptions = {}): Promise<IpPolicyRuleInfo[]> {
  return collect("ipPolicyRules", opts);
}
