/**
 * The EventDestination provider. Every field is changed in place, with one PATCH holding only what
 * changed (the API's update takes each field, and nothing in ngrok's reference or the Terraform
 * provider v0.8.0 replaces a destination); a changed target is sent whole, its credentials with it.
 *
 * Credentials (the wire model marks them secret: an AWS secret access key, a Datadog API key, an
 * Azure client secret) are write-only: the service never returns them, so they are never compared
 * with it and outputs never hold them. A change of one in the program is found by `check`, the one
 * step that sees the previous inputs, and recorded as every write-only secret is (secretRotation.ts,
 * `__secretsChanged`); the next update sends the target with it.
 */
import { family } from "../../contract/family";
import { type Camelize, snakeKeys, toCamel } from "../../inputs/naming";
import { jsonEqual } from "../../inputs/outputs";
import { validateInputs } from "../../inputs/validate";
import { lifecycle, type ServiceOutputs } from "../../lifecycle/declare";
import { pendingRotation, type SECRETS_APPLIED, type SECRETS_CHANGED, type SecretsChanged } from "../../lifecycle/secretRotation";
import type { FieldProblem } from "../../wire/rules";
import { secretPaths } from "../../wire/secretFields";
import { comparable, compact, DEFAULT_FORMAT, EVD_FIELDS, isObj } from "./fields";
import { EVENT_TARGET_KINDS, type EventDestination, EventDestinationCreate, type EventDestinationUpdate } from "./wire";


type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on, with the secrets `check` found changed. */
export type EvdInputs = Omit<Camelize<EventDestinationCreate>, "format"> & {
  format?: EventDestinationCreate["format"];
  adoptId?: string;
  [SECRETS_CHANGED]?: SecretsChanged;
};
/** The outputs: the service's destination (its target without credentials, camelCase, unset members left out), and the generation of the last credential rotation applied. */
export type EvdOutputs = ServiceOutputs<EventDestination> & { [SECRETS_APPLIED]?: number };

/** The credentials' paths, with the SDK's names (`target.datadog.apiKey`). */
const EVD_SECRET_PATHS: ReadonlyArray<readonly string[]> = secretPaths(EventDestinationCreate).map((path) => path.map(toCamel));

export const FACTS = family({
  type: "EventDestination",
  fields: EVD_FIELDS,
  importing: {
    find: {
      from: "list",
      only: "destinations",
      // A destination whose target holds no kind cannot be declared: the create requires one (ERR_NGROK_5100).
      keep: {
        test: (d: EventDestination) => kindOf(d.target) !== undefined,
        said: (left) =>
          `left out event destination${left.length === 1 ? "" : "s"} ${(left as EventDestination[]).map((d) => d.id).join(", ")}: no target of a kind a program can declare (${EVENT_TARGET_KINDS.join(", ")}); give each a target, then import again`,
      },
    },
    summary: "event destinations, their credentials read from stack config",
    noun: "dest",
    intro: [
      "Event destinations. The service never returns a target's credentials: each is read from",
      "the stack's secret config (set it with `pulumi config set --secret` before `pulumi up`).",
    ],
    // Its description, else its target's kind (`datadog`).
    label: (d: EventDestination, t) => t.wordsOr(d.description, () => t.words(kindOf(d.target) ?? "destination")),
  },
});

/** The kind a target has (the first set), as the API names it. */
const kindOf = (target: Record<string, unknown>): string | undefined => EVENT_TARGET_KINDS.find((k) => isObj(target[k]));

/** Whether the program's target holds a credential (a role-signed AWS target holds none). */
const holdsCredential = (target: unknown): boolean => !jsonEqual(comparable(target), compact(isObj(target) ? target : {}));

/** A rule the wire model words with the API's names (`cloudwatch_logs`), in the SDK's (`cloudwatchLogs`). */
const sdkWords = (message: string): string => message.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, toCamel);

/** The program's fields as the wire model judges them (format defaulted), its rules worded with the SDK's names. */
const problems = (fields: Unchecked): FieldProblem[] =>
  validateInputs(EventDestinationCreate, { ...fields, format: fields["format"] ?? DEFAULT_FORMAT }).map((p) =>
    p.path === "target" || p.path.endsWith(".auth") ? { ...p, message: sdkWords(p.message) } : p,
  );

/**
 * The PATCH the table gives, with the target whole, credentials included, where the table cannot
 * see it differ: a credential was rotated since the last create or update, or (`always`) the
 * target holds a credential on adoption, which the service does not show, so it cannot be known to agree.
 */
function withTarget(olds: EvdOutputs, news: EvdInputs, derived: EventDestinationUpdate | undefined, always: boolean): EventDestinationUpdate | undefined {
  if (derived?.target !== undefined || !(always || pendingRotation(olds, news).length > 0)) return derived;
  return { ...derived, target: snakeKeys(news.target) as EventDestinationCreate["target"] };
}

const life = lifecycle<typeof FACTS, EvdInputs, EvdOutputs>({
  facts: FACTS,
  problems,
  rotates: EVD_SECRET_PATHS,
  // The create requires a format: the default where the program gives none.
  createBody: (_inputs, { format = DEFAULT_FORMAT, ...derived }) => ({ format, ...derived }),
  updateBody: (olds, news, derived) => withTarget(olds, news, derived, false),
  // The service does not show a credential, so an adopted target that holds one cannot be known to agree: it is sent.
  adoptionBody: (existing, inputs, derived) => withTarget(existing, inputs, derived, holdsCredential(inputs.target)),
  // A failed create may have made the destination: one just like it (credentials aside), made since.
  match: {
    describe: (inputs) => `with this format, description, metadata and ${kindOf(snakeKeys(inputs.target) as Record<string, unknown>) ?? ""} target`,
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
