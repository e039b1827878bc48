/** Rules on EventDestination: how it signs in to AWS. */
import { type IngressRule, subject } from "./rule";
import { isUnknown } from "./values";

/** The AWS target kinds, by the SDK's names. */
const AWS_KINDS = ["firehose", "kinesis", "cloudwatchLogs"] as const;

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v) && !isUnknown(v);

/**
 * An AWS target should sign in with a role ngrok assumes rather than long-term access keys: a role
 * holds no secret to leak, store or rotate (ngrok-openapi `AWSAuth`: "exactly one of `role` or `creds`").
 */
export const eventDestinationAwsRole: IngressRule = {
  name: "ingress-event-destination-aws-role",
  description: "An event destination's AWS target signs in with a role ngrok assumes, not long-term access keys.",
  enforcementLevel: "advisory",
  resource: "EventDestination",
  config: {},
  violations(props, { name }) {
    const target = props["target"];
    if (!isObj(target)) return [];
    return AWS_KINDS.filter((kind) => {
      const t = target[kind];
      const auth = isObj(t) ? t["auth"] : undefined;
      return isObj(auth) && auth["creds"] !== undefined && auth["creds"] !== null && !isUnknown(auth["creds"]);
    }).map(
      (kind) =>
        `${subject("EventDestination", name)} signs in to AWS with long-term access keys (target.${kind}.auth.creds): give it auth.role, an IAM role ngrok assumes, which has no secret to store or rotate.`,
    );
  },
};
