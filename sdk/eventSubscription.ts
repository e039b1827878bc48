import type * as pulumi from "@pulumi/pulumi";
import eventSubscriptionProvider from "../provider/providers/eventSubscription";
import { ESB_OUTPUT_FIELDS } from "../provider/resources/eventSubscription";
import { IngressResource, outputSlots } from "./support";

export interface EventSubscriptionArgs {
  /**
   * Event types that trigger the subscription, each of the form `<event_name>.v0`
   * (for example `ip_policy_created.v0`). At least one; each type once; order is not a change.
   */
  sources: pulumi.Input<pulumi.Input<string>[]>;
  /** Ids (`ed_…`) of the event destinations events are sent to. At least one; each once; order is not a change. */
  destinationIds: pulumi.Input<pulumi.Input<string>[]>;
  /** Human-readable description, at most 255 characters. Removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 characters. Removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`esb_…`) of an existing subscription to take over instead of creating one; read only
   * when the resource is created, after which the subscription is reconciled to the program.
   */
  adoptId?: pulumi.Input<string>;
}

/** A reference to another resource. */
export interface Ref {
  id: string;
  uri: string;
}

/** A source of an event subscription, with its own address. */
export interface EventSource {
  type: string;
  uri: string;
}

/**
 * An event subscription: which event types are sent to which event destinations.
 *
 * @example
 * new ingress.EventSubscription("audit", {
 *   sources: ["ip_policy_created.v0"],
 *   destinationIds: ["ed_2abc"],
 * });
 */
export class EventSubscription extends IngressResource {
  declare readonly uri: pulumi.Output<string>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly description: pulumi.Output<string | null>;
  declare readonly metadata: pulumi.Output<string | null>;
  /** The sources as the service holds them, each with its `uri`. */
  declare readonly sources: pulumi.Output<EventSource[]>;
  declare readonly destinations: pulumi.Output<Ref[]>;
  declare readonly destinationIds: pulumi.Output<string[]>;

  constructor(name: string, args: EventSubscriptionArgs, opts?: pulumi.CustomResourceOptions) {
    const props = opts?.id === undefined ? { ...outputSlots(ESB_OUTPUT_FIELDS), ...args } : outputSlots(ESB_OUTPUT_FIELDS);
    super(eventSubscriptionProvider, "EventSubscription", name, props, opts);
  }

  /** A read-only reference to an existing subscription by id (`esb_…`). */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): EventSubscription {
    return new EventSubscription(name, undefined as unknown as EventSubscriptionArgs, { ...opts, id });
  }
}
