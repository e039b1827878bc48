import type * as pulumi from "@pulumi/pulumi";
import { FAMILIES } from "../provider/families";
import { collect, type FilteredLookupOptions, read, type ReadOptions, type DescribedInfo } from "./lookup";
import { IngressResource } from "./resource";
import { typeToken } from "../provider/tokens";

/** How ngrok signs in to your AWS account: exactly one of `role` or `creds`. */
export interface AwsAuthArgs {
  /** A role ngrok assumes on your behalf. */
  role?: pulumi.Input<{
    /** ARN of the IAM role ngrok assumes to deliver to the target. Required. */
    roleArn: pulumi.Input<string>;
  }>;
  /** Long-term access keys ngrok signs in with. */
  creds?: pulumi.Input<{
    /** The ID part of the access key. Required. */
    awsAccessKeyId: pulumi.Input<string>;
    /** The secret part of the access key. Required. Secret: encrypted in the state, never an output, never read back (the service does not return it). */
    awsSecretAccessKey: pulumi.Input<string>;
  }>;
}

/**
 * Where and how events are sent: exactly one of the five kinds (two are refused before any API
 * call). Changed in place, sent whole, its credentials with it. Credentials are secret: encrypted in
 * the state, never outputs; since the service never returns them, a change made to them outside
 * the program is not seen by refresh, and a change made in the program is sent by the next `up`.
 */
export interface EventTargetArgs {
  /** Amazon Kinesis Data Firehose. */
  firehose?: pulumi.Input<{
    /** How ngrok signs in to AWS. Required. */
    auth: pulumi.Input<AwsAuthArgs>;
    /** ARN of the Firehose delivery stream. Required. */
    deliveryStreamArn: pulumi.Input<string>;
  }>;
  /** Amazon Kinesis. */
  kinesis?: pulumi.Input<{
    /** How ngrok signs in to AWS. Required. */
    auth: pulumi.Input<AwsAuthArgs>;
    /** ARN of the Kinesis stream. Required. */
    streamArn: pulumi.Input<string>;
  }>;
  /** Amazon CloudWatch Logs. */
  cloudwatchLogs?: pulumi.Input<{
    /** How ngrok signs in to AWS. Required. */
    auth: pulumi.Input<AwsAuthArgs>;
    /** ARN of the CloudWatch Logs group. Required. */
    logGroupArn: pulumi.Input<string>;
  }>;
  /** Datadog. */
  datadog?: pulumi.Input<{
    /** The Datadog API key. Required. Secret: encrypted in the state, never an output, never read back. */
    apiKey: pulumi.Input<string>;
    /** Tags sent with each event. Default: none. */
    ddtags?: pulumi.Input<string>;
    /** Service name sent with each event. Default: none. */
    service?: pulumi.Input<string>;
    /** The Datadog site events go to (`datadoghq.eu`). Default: the service's. */
    ddsite?: pulumi.Input<string>;
  }>;
  /** Azure Monitor Logs Ingestion. Every member required. */
  azureLogsIngestion?: pulumi.Input<{
    /** The Azure account's tenant ID. */
    tenantId: pulumi.Input<string>;
    /** The application client's ID. */
    clientId: pulumi.Input<string>;
    /** The application client's secret. Secret: encrypted in the state, never an output, never read back. */
    clientSecret: pulumi.Input<string>;
    /** The data collection endpoint's logs ingestion URI. */
    logsIngestionUri: pulumi.Input<string>;
    /** The data collection rule's immutable ID. */
    dataCollectionRuleId: pulumi.Input<string>;
    /** The stream of the data collection rule events go to. */
    dataCollectionStreamName: pulumi.Input<string>;
  }>;
}

/** AWS authentication as outputs show it: no secret access key. */
export interface AwsAuthOutputs {
  /** The role ngrok assumes, when the destination signs in with one. */
  role?: {
    /** ARN of the IAM role. */
    roleArn: string;
  };
  /** The access key, when the destination signs in with one: its ID only. */
  creds?: {
    /** The ID part of the access key. */
    awsAccessKeyId: string;
  };
}

/** A target as outputs show it: the one kind the service holds, its unset members left out, and no credential. */
export interface EventTargetOutputs {
  /** Amazon Kinesis Data Firehose. */
  firehose?: {
    /** How ngrok signs in to AWS. */
    auth?: AwsAuthOutputs;
    /** ARN of the Firehose delivery stream. */
    deliveryStreamArn: string;
  };
  /** Amazon Kinesis. */
  kinesis?: {
    /** How ngrok signs in to AWS. */
    auth?: AwsAuthOutputs;
    /** ARN of the Kinesis stream. */
    streamArn: string;
  };
  /** Amazon CloudWatch Logs. */
  cloudwatchLogs?: {
    /** How ngrok signs in to AWS. */
    auth?: AwsAuthOutputs;
    /** ARN of the CloudWatch Logs group. */
    logGroupArn: string;
  };
  /** Datadog (no API key). */
  datadog?: {
    /** Tags sent with each event; absent when unset. */
    ddtags?: string;
    /** Service name sent with each event; absent when unset. */
    service?: string;
    /** The Datadog site events go to; absent when unset. */
    ddsite?: string;
  };
  /** Azure Monitor Logs Ingestion (no client secret). */
  azureLogsIngestion?: {
    /** The Azure account's tenant ID. */
    tenantId: string;
    /** The application client's ID. */
    clientId: string;
    /** The data collection endpoint's logs ingestion URI. */
    logsIngestionUri: string;
    /** The data collection rule's immutable ID. */
    dataCollectionRuleId: string;
    /** The stream of the data collection rule events go to. */
    dataCollectionStreamName: string;
  };
}

/** Inputs of an {@link EventDestination}. Every input is checked before any API call; every change is made in place. */
export interface EventDestinationArgs {
  /** Where and how events are sent: exactly one kind, with its authentication. Changed in place. */
  target: pulumi.Input<EventTargetArgs>;
  /** The format events are serialized in: `json` (in any case), the only one. Default: `json`. */
  format?: pulumi.Input<string>;
  /** Human-readable description, at most 255 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  description?: pulumi.Input<string>;
  /** Machine-readable user data, at most 4096 bytes (UTF-8). Updated in place; removing it clears it. Default: none. */
  metadata?: pulumi.Input<string>;
  /**
   * Id (`ed_…`) of an existing destination to take over instead of creating one; read only when the
   * resource is created, after which the destination is reconciled to the program (its target sent
   * whole, credentials included). Removing it afterwards changes nothing. Default: none.
   */
  adoptId?: pulumi.Input<string>;
}

/**
 * An event destination: where event subscriptions send events (an {@link EventSubscription}'s
 * `destinationIds` take its `id`, `ed_…`). Every change is made in place, with one PATCH.
 *
 * @example
 * const siem = new ingress.EventDestination("siem", {
 *   target: { firehose: { deliveryStreamArn: "arn:aws:firehose:us-east-1:123456789012:deliverystream/ngrok", auth: { role: { roleArn: "arn:aws:iam::123456789012:role/ngrok" } } } },
 * });
 * new ingress.EventSubscription("audit", { sources: ["ip_policy_created.v0"], destinationIds: [siem.id] });
 */
export class EventDestination extends IngressResource {
  /** The engine's type token of this class's resources (what `isInstance` compares). */
  static readonly __pulumiType = typeToken("EventDestination");

  /** Absolute address of the destination on the API: `<base URL>/event_destinations/<id>`. */
  declare readonly uri: pulumi.Output<string>;
  /** When the destination was created: an RFC 3339 timestamp in UTC (`2025-01-02T03:04:05Z`). */
  declare readonly createdAt: pulumi.Output<string>;
  /** Human-readable description. Null when never set; `""` once cleared. */
  declare readonly description: pulumi.Output<string | null>;
  /** Machine-readable user data. Null when never set; `""` once cleared. */
  declare readonly metadata: pulumi.Output<string | null>;
  /** The format events are serialized in (`json`). */
  declare readonly format: pulumi.Output<string>;
  /** The target as the service holds it: its kind and settings, never its credentials. */
  declare readonly target: pulumi.Output<EventTargetOutputs>;

  /**
   * Declares an event destination. Its inputs are checked before any API call.
   *
   * @param name - The resource's logical name, unique among the stack's destinations of the same parent.
   * @param args - The target with its authentication, the format and the descriptive fields.
   * @param opts - Pulumi resource options (`parent`, `dependsOn`, `protect`, …).
   */
  constructor(name: string, args: EventDestinationArgs, opts?: pulumi.CustomResourceOptions) {
    super(FAMILIES.EventDestination, name, args, opts);
  }

  /**
   * Reads an existing destination into the stack without managing it; its credentials stay
   * unknown (the service never returns them).
   *
   * @param name - The resource's logical name in the stack.
   * @param id - The destination's id (`ed_…`).
   * @param opts - Pulumi resource options.
   * @returns A resource whose outputs are the destination as `pulumi refresh` reads it.
   */
  static get(name: string, id: pulumi.Input<string>, opts?: pulumi.CustomResourceOptions): EventDestination {
    return new EventDestination(name, undefined as unknown as EventDestinationArgs, { ...opts, id });
  }
}

/**
 * Every event destination of the account, newest first, read page by page when the program runs
 * (`pulumi preview` included). Needs the API key and base URL, from `opts` or as the resources
 * find them.
 *
 * @param opts - Where to look, the page size, and a CEL `filter` the service keeps items by; by default every item, from the stack config, then the environment.
 * @returns The destinations, each target as the service holds it (snake_case keys, no credential).
 */
export function getEventDestinations(opts: FilteredLookupOptions = {}): Promise<EventDestinationInfo[]> {
  return collect("eventDestinations", opts);
}

/** An event destination, as {@link getEventDestination} returns it: where an event subscription's events go. */
export interface EventDestinationInfo extends DescribedInfo {
  /** The destination's id (`ed_…`), what an event subscription's `destinationIds` take. */
  id: string;
  /** The format events are serialized in when sent (`json`). */
  format: string;
  /** Where and how events are sent, as the service returns it (its keys as on the API, snake_case); empty when the service reports none. */
  target: Record<string, unknown>;
}

/**
 * One event destination, read when the program runs (`pulumi preview` included): check what a
 * subscription's `destinationIds` name. Needs the API key and base URL, from `opts` or as the
 * resources find them.
 *
 * @param id - The destination's id (`ed_…`).
 * @param opts - Where to read; by default the stack config, then the environment.
 * @returns The destination.
 * @throws NotFoundError (from `pulumi-ingress/client`) when the account has no destination with that id.
 */
export function getEventDestination(id: string, opts: ReadOptions = {}): Promise<EventDestinationInfo> {
  return read("eventDestinations", id, opts);
}
