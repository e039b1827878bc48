import type * as pulumi from "@pulumi/pulumi";
import { collect, type FilteredLookupOptions, type DescribedInfo } from "./lookup";
import { FAMILIES } from "../provider/families";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";
import type { Ref } from "./routeModules";

/** Inputs of an {@link EventSubscription}. Every input is checked before any API call; every change is made in place. */
export interface EventSubscriptionArgs {
  /**
   * Event types that trigger the subscription (for example `ip_policy_created.v0`). Each type
   * once; order is not a change.
   */
  sources: pulumi.Input<pulumi.Input<string>[]>;
  /**
   * Ids (`ed_…`) of the event destinations events are sent to: an {@link EventDestination}'s `id`
   * (which makes the subscription depend on it) or a literal id. Each once; order is not a change.
   */
  destinationIds: pulumi.Input<pulumi.Input<string>[]>;
  /** Human-readable description, at most 255 characters (Unicode code points, not bytes). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 characters (Unicode code points, not bytes). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`esb_…`) of an existing subscription to take over instead of creating one; read only
   * when the resource is created, after which the subscription is reconciled to the program.
   * Removing it afterwards changes nothing. Default: none (create a subscription).
   */
  adoptId?: pulumi.Input<string>;
}

/** A source of an event subscription, with its own address. */
export interface EventSource {
  /** The event type (`ip_policy_created.v0`). */
  type: string;
  /** Absolute address of the source on the API: `<subscription uri>/sources/<type>`. */
  uri: string;
}

/**
 * An event subscription: which event types are sent to which event destinations. The
 * resource's `id` is the subscription's id (`esb_…`). Every change is made in place, with one
 * PATCH; the order of sources and destinations is not a change.
 *
 * @example
 * new ingress.EventSubscription("audit", {
 *   sources: ["ip_policy_created.v0"],
 *   destinationIds: ["ed_2abc"],
 * });
 */
export class EventSubscription extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("EventSubscription");

  /** Absolute address of the subscription on the API: `<base URL>/event_subscriptions/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the subscription was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once removed from the program (the API clears a field with `""`). */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once removed from the program. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The sources as the service holds them, each with its event `type` and its `uri`, in the service's order. */
  declare readonly sources: pulumi.Output<EventSource[]>;
  /** The event destinations events are sent to, as references (`id` `ed_…` and `uri`), in the service's order. */
  declare readonly destinations: pulumi.Output<Ref[]>;
  /** Ids (`ed_…`) of `destinations`, in the same order: what to compare with the `destinationIds` input. */
  declare readonly destinationIds: pulumi.Output<string[]>;

  /**
   * Declares an event subscription. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's subscriptions of the same parent.
   * @param args - The event types, the destinations and the descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: EventSubscriptionArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.EventSubscription, name, args, opts);
  }

  /**
   * A read-only reference to an existing subscription by id: nothing is created, changed or
   * deleted.
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The subscription's id (`esb_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the subscription as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): EventSubscription {
    return new EventSubscription(name, undefined as unknown as EventSubscriptionArgs, { ...opts, id });
  }
}

/** An event subscription of the account, as {@link getEventSubscriptions} returns it. */
export interface EventSubscriptionInfo extends DescribedInfo {
  /** The subscription's id (`esb_…`), what `EventSubscription.get` and `adoptId` take. */
  id: string;
  /** The event types that trigger the subscription, each with its `uri`. */
  sources: EventSource[];
  /** The event destinations (`ed_…`) events are sent to, as references. */
  destinations: Ref[];
}

/**
 * Every event subscription of the account, newest first, read page by page when the program
 * runs (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The subscriptions.
 */
export function getEventSubscriptions(opts: FilteredLookupOptions = {}): Promise<EventSubscriptionInfo[]> {
  return collect("eventSubscriptions", opts);
}
