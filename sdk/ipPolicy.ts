import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type FilteredLookupOptions, read, type ReadOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** Inputs of an {@link IpPolicy}. Every input is checked before any API call; every change is made in place. */
export interface IpPolicyArgs {
  /** Human-readable description of the policy's source IPs, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`ipp_…`) of an existing IP policy to take over instead of creating one; read only when
   * the resource is created, after which the policy is reconciled to the program. Removing it
   * afterwards changes nothing. Default: none (create a policy).
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * An IP policy: a set of {@link IpPolicyRule}s (CIDR blocks allowed or denied) that a route's
 * `ipRestriction.ipPolicyIds` and a traffic policy's `restrict-ips` name. The resource's `id` is
 * the policy's id (`ipp_…`). Every change is made in place. Deleting a policy deletes its rules;
 * what still names it sees a policy with no rules.
 *
 * @example
 * const office = new ingress.IpPolicy("office", { description: "office network" });
 * new ingress.IpPolicyRule("officeV4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });
 */
export class IpPolicy extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("IpPolicy");

  /** Absolute address of the policy on the API: `<base URL>/ip_policies/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the policy was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;

  /**
   * Declares an IP policy. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's IP policies of the same parent.
   * @param args - The descriptive fields; none is required.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: IpPolicyArgs = {}, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.IpPolicy, name, args, opts);
  }

  /**
   * A read-only reference to an existing IP policy by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The policy's id (`ipp_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the policy as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): IpPolicy {
    return new IpPolicy(name, undefined as unknown as IpPolicyArgs, { ...opts, id });
  }
}

/**
 * Every IP policy of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources
 * find them. One policy by id: {@link getIpPolicy}.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The policies.
 */
export function getIpPolicies(opts: FilteredLookupOptions = {}): Promise<IpPolicyInfo[]> {
  return collect("ipPolicies", opts);
}

/** An IP policy, as {@link getIpPolicy} and `getIpPolicies` return it: what a route's `ipRestriction` module names. */
export interface IpPolicyInfo extends DescribedInfo {
  /** The policy's id (`ipp_…`), what a route's `ipRestriction.ipPolicyIds`, `IpPolicy.get` and `adoptId` take. */
  id: string;
}

/**
 * One IP policy, read when the program runs (`pulumi preview` included): check what a route's
 * `ipRestriction.ipPolicyIds` name. Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param id - The policy's id (`ipp_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The policy.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no IP policy with that id.
 */
export function getIpPolicy(id: string, opts: ReadOptions = {}): Promise<IpPolicyInfo> {
  return read("ipPolicies", id, opts);
}
