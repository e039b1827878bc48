import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import type { IpRestrictionType } from "../provider/resources/ipRestriction/wire";
import { collect, type LookupOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import type { Ref } from "./routeModules";
import { typeToken } from "../provider/tokens";

export type { IpRestrictionType } from "../provider/resources/ipRestriction/wire";

/** Inputs of an {@link IpRestriction}. Every input is checked before any API call. */
export interface IpRestrictionArgs {
  /**
   * What the restriction guards: `dashboard` (signing in to the dashboard), `api` (calls of the API,
   * this package's own included), `agent` (agents' connections) or `endpoints` (the endpoints'
   * traffic). The account holds one restriction per type. A change replaces the restriction.
   */
  type: pulumi.Input<IpRestrictionType>;
  /**
   * Ids (`ipp_…`) of the IP policies whose allowed addresses may pass, such as {@link IpPolicy}
   * `id`s; at least one. Compared as a set; updated in place. A policy named here cannot be deleted
   * while the restriction names it: the engine deletes the restriction first.
   */
  ipPolicyIds: pulumi.Input<pulumi.Input<string>[]>;
  /**
   * `true` keeps out every address the policies do not allow; `false` only warns. Updated in place.
   * Default: `false` (what the service holds for a restriction created without it). Before enforcing
   * an `api` or `dashboard` restriction, make sure its policies allow the address you work from
   * (docs/policy-pack.md, `ingress-ip-restriction-locks-out`).
   */
  enforced?: pulumi.Input<boolean>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`ipx_…`) of an existing restriction to take over instead of creating one (the account's
   * restriction of this type); read only when the resource is created. Its type must be the
   * program's; the rest is reconciled to the program. Removing it afterwards changes nothing. Default: none.
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * An IP restriction of the account: only the addresses its IP policies allow may reach what its
 * `type` names (the dashboard, the API, the agents' connections or the endpoints). The resource's
 * `id` is the restriction's id (`ipx_…`). The policies, `enforced`, description and metadata change
 * in place; a new type is a new restriction. An enforced `api` restriction whose policies do not
 * allow the address `pulumi up` runs from shuts that run out: the policy pack warns of it.
 *
 * @example
 * new ingress.IpRestriction("endpoints", { type: "endpoints", ipPolicyIds: [office.id], enforced: true });
 */
export class IpRestriction extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("IpRestriction");

  /** Absolute address of the restriction on the API: `<base URL>/ip_restrictions/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the restriction was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** Whether the restriction keeps addresses out (`true`) or only warns (`false`). */
  declare readonly enforced: pulumi.Output<boolean>;
  /** `dashboard`, `api`, `agent` or `endpoints`. */
  declare readonly type: pulumi.Output<string>;
  /** The policies, as references (`id` `ipp_…` and `uri`). */
  declare readonly ipPolicies: pulumi.Output<Ref[]>;
  /** Ids (`ipp_…`) of `ipPolicies`: what to compare with the `ipPolicyIds` input. */
  declare readonly ipPolicyIds: pulumi.Output<string[]>;

  /**
   * Declares an IP restriction. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's IP restrictions of the same parent.
   * @param args - The type, the policies and whether it is enforced.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: IpRestrictionArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.IpRestriction, name, args, opts);
  }

  /**
   * A read-only reference to an existing restriction by id: nothing is created, changed or deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The restriction's id (`ipx_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the restriction as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): IpRestriction {
    return new IpRestriction(name, undefined as unknown as IpRestrictionArgs, { ...opts, id });
  }
}

/** An IP restriction of the account, as {@link getIpRestrictions} returns it. */
export interface IpRestrictionInfo extends DescribedInfo {
  /** The restriction's id (`ipx_…`), what `IpRestriction.get` and `adoptId` take. */
  id: string;
  /** Whether it keeps addresses out (`true`) or only warns. */
  enforced: boolean;
  /** `dashboard`, `api`, `agent` or `endpoints`. */
  type: string;
  /** The policies, as references. */
  ipPolicies: Ref[];
}

/**
 * Every IP restriction of the account (at most one per type), newest first, read when the program
 * runs (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources find them.
 *
 * @param opts - Where to look and the page size; by default the stack config, then the environment.
 * @returns The restrictions.
 */
export function getIpRestrictions(opts: LookupOptions = {}): Promise<IpRestrictionInfo[]> {
  return collect("ipRestrictions", opts);
}
