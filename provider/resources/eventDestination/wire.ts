/**
 * Event destinations (`/event_destinations`): request and response shapes. Where event
 * subscriptions send events: a format and a target of exactly one kind, with its credentials.
 *
 * Facts, from ngrok's public sources:
 * - Fields and limits: ngrok-openapi `ngrok.yaml` (`EventDestinationCreate`, `EventDestinationUpdate`,
 *   `EventTarget*`, `AWSAuth`, `AWSRole`, `AWSCredentials`): description at most 255 bytes,
 *   metadata at most 4096 bytes; every field changed by PATCH (nothing replaces).
 * - ngrok-docs errors/: ERR_NGROK_5100 (a target is required), 5115 (not more than one target),
 *   5116 (not more than one type of authentication), 5106 (an AWS target needs `auth`), 5107 (the
 *   auth needs a role or credentials), 5133 (a Datadog target needs its API key), 235 (the format
 *   is missing or not a supported one), 5112 (a destination in use by a subscription cannot be deleted).
 * - Required members: AWSRole `role_arn`, AWSCredentials both keys, every member of
 *   EventTargetAzureLogsIngestion (ngrok.yaml `required`); the AWS targets' ARNs as the Terraform
 *   provider v0.8.0 requires them (internal/provider/resource_event_destination.go), where the
 *   OpenAPI is silent.
 * - Secrets: the AWS secret access key, the Datadog API key and the Azure client secret (the
 *   Terraform provider's `Sensitive` fields). They are marked {@link secret} here, never stored by
 *   the emulator and never returned.
 * - Format: the only format is JSON (ngrok.yaml: "Currently the only accepted value is `JSON`"),
 *   and another is refused (ERR_NGROK_235: "The Format `VAL` is missing or is not a valid Event
 *   Destination Format"); the spec writes it `JSON`, the Terraform provider's example and the
 *   service's responses `json`, so either case is taken.
 */
import { z } from "zod";
import { wireCollection } from "../../wire/collection";
import { describedBody, DescribedItem, ID_PREFIX } from "../../wire/common";
import { nonEmpty } from "../../wire/rules";
import { secret } from "../../wire/secretFields";

/** The kinds of target, as the API names them; a target has exactly one. */
export const EVENT_TARGET_KINDS = ["firehose", "kinesis", "cloudwatch_logs", "datadog", "azure_logs_ingestion"] as const;

/** JSON, in any case (see the module's note on the format). */
const format = z.string().refine((f) => f.toLowerCase() === "json", { error: (iss) => `must be json, the only format (ERR_NGROK_235); got ${JSON.stringify(iss.input)}` });

/** Members of an object that are set (neither absent nor null), among `names`. */
const setAmong = (o: Record<string, unknown>, names: readonly string[]): string[] => names.filter((n) => o[n] !== undefined && o[n] !== null);

/** A refinement: exactly one of `names` is set. */
const exactlyOne =
  (names: readonly string[]) =>
  (o: Record<string, unknown>, ctx: z.core.$RefinementCtx): void => {
    const set = setAmong(o, names);
    if (set.length === 1) return;
    const got = set.length === 0 ? "got none" : `got ${set.length}: ${set.join(", ")}`;
    ctx.addIssue({ code: "custom", message: `must set exactly one of ${names.join(", ")}; ${got}` });
  };

/** A role ngrok assumes on the account's behalf. */
const AwsRole = z.strictObject({ role_arn: nonEmpty() });
/** Long-term access keys; the secret part is write-only. */
const AwsCredentials = z.strictObject({ aws_access_key_id: nonEmpty(), aws_secret_access_key: secret(nonEmpty()) });
/** How ngrok signs in to AWS: exactly one of a role or credentials (ERR_NGROK_5107, 5116). */
const AwsAuth = z.strictObject({ role: AwsRole.optional(), creds: AwsCredentials.optional() }).superRefine(exactlyOne(["role", "creds"]));

const EventTargetFirehose = z.strictObject({ auth: AwsAuth, delivery_stream_arn: nonEmpty() });
const EventTargetKinesis = z.strictObject({ auth: AwsAuth, stream_arn: nonEmpty() });
const EventTargetCloudwatchLogs = z.strictObject({ auth: AwsAuth, log_group_arn: nonEmpty() });
const EventTargetDatadog = z.strictObject({
  api_key: secret(nonEmpty()),
  ddtags: z.string().optional(),
  service: z.string().optional(),
  ddsite: z.string().optional(),
});
const EventTargetAzureLogsIngestion = z.strictObject({
  tenant_id: nonEmpty(),
  client_id: nonEmpty(),
  client_secret: secret(nonEmpty()),
  logs_ingestion_uri: nonEmpty(),
  data_collection_rule_id: nonEmpty(),
  data_collection_stream_name: nonEmpty(),
});

/** Where and how events are sent: exactly one kind (ERR_NGROK_5100, 5115). */
export const EventTarget = z
  .strictObject({
    firehose: EventTargetFirehose.optional(),
    kinesis: EventTargetKinesis.optional(),
    cloudwatch_logs: EventTargetCloudwatchLogs.optional(),
    datadog: EventTargetDatadog.optional(),
    azure_logs_ingestion: EventTargetAzureLogsIngestion.optional(),
  })
  .superRefine(exactlyOne(EVENT_TARGET_KINDS));
export type EventTarget = z.infer<typeof EventTarget>;

export const EventDestinationCreate = z.strictObject({
  ...describedBody(),
  format,
  target: EventTarget,
});
export type EventDestinationCreate = z.infer<typeof EventDestinationCreate>;

/** PATCH body: the create's fields, each optional; a field left out is not modified, `""` clears description and metadata, a target replaces the whole target. */
export const EventDestinationUpdate = EventDestinationCreate.partial();
export type EventDestinationUpdate = z.infer<typeof EventDestinationUpdate>;

/**
 * An event destination as `GET /event_destinations/{id}` returns it. Its target is taken as the
 * service holds it (the kinds it does not have may be null or absent; no secret is returned).
 */
export const EventDestination = DescribedItem.extend({
  format: z.string(),
  target: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? {}),
});
export type EventDestination = z.infer<typeof EventDestination>;

/** `/event_destinations`: create, read, list, update and delete. */
export const EVENT_DESTINATIONS = wireCollection({ key: "event_destinations", idPrefix: ID_PREFIX.eventDestination, anItem: "an event destination", item: EventDestination, create: EventDestinationCreate, update: EventDestinationUpdate });
