/**
 * The EventDestination provider. Every field is changed in place, with one PATCH holding only what
 * changed (the API's update takes each field, and nothing in ngrok's reference or the Terraform
 * provider v0.8.0 replaces a destination); a changed target is sent whole, its credentials with it.
 *
 * Credentials (the wire model marks them secret: an AWS secret access key, a Datadog API key, an
 * Azure client secret) are write-only: the service never returns them, so they are never compared
 * with it and outputs never hold them. A change of one in the program is found by `check`, the one
 * step that sees the previous inputs, and recorded as the route's are (routeDiff.ts,
 * `__secretsChanged`); the next update sends the target with it.
 */
import type { FamilyFacts } from "../../family";
import { type Camelize, camelKeys, snakeKeys, toCamel } from "../../inputs/naming";
import { jsonEqual, outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { validateInputs } from "../../inputs/validate";
import { lifecycle } from "../../lifecycle/declare";
import { pendingRotation, type SECRETS_APPLIED, type SECRETS_CHANGED, type SecretsChanged } from "../../lifecycle/secretRotation";
import type { FieldProblem } from "../../wire/rules";
import { secretPaths, withoutPaths } from "../../wire/secrets";
import { EVENT_DESTINATIONS, EVENT_TARGET_KINDS, type EventDestination, EventDestinationCreate, type EventDestinationUpdate, EventTarget } from "./wire";

export const EVD_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "format", "target"] as const;

/** The format a destination has when the program gives none: the only one (ngrok.yaml: "Currently the only accepted value is `JSON`"). */
export const DEFAULT_FORMAT = "json";

type Unchecked = Record<string, unknown>;
/** The program's inputs, as `check` passes them on, with the secrets `check` found changed. */
export type EvdInputs = Omit<Camelize<EventDestinationCreate>, "format"> & {
  format?: EventDestinationCreate["format"];
  adoptId?: string;
  [SECRETS_CHANGED]?: SecretsChanged;
};
/** The outputs: the service's destination (its target without credentials, camelCase, unset members left out), and the generation of the last credential rotation applied. */
export type EvdOutputs = Camelize<Omit<EventDestination, "id">> & { [SECRETS_APPLIED]?: number };

/** The credentials' paths, with the SDK's names (`target.datadog.apiKey`). */
export const EVD_SECRET_PATHS: ReadonlyArray<readonly string[]> = secretPaths(EventDestinationCreate).map((path) => path.map(toCamel));
/** The same, from inside the target (wire names), for what the service holds. */
const WIRE_TARGET_SECRETS = secretPaths(EventTarget);
const TARGET_SECRETS = WIRE_TARGET_SECRETS.map((path) => path.map(toCamel));

const FIELDS = ["format", "target", "description", "metadata"] as const;

export const FACTS = {
  type: "EventDestination",
  collection: "eventDestinations",
  what: "event destination",
  wire: EVENT_DESTINATIONS,
  outputFields: EVD_OUTPUT_FIELDS,
  recovery: { matchFields: [...FIELDS] },
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
    account: "eventDestinations",
    summary: "event destinations, their credentials read from stack config",
    noun: "dest",
    intro: [
      "Event destinations. The service never returns a target's credentials: each is read from",
      "the stack's secret config (set it with `pulumi config set --secret` before `pulumi up`).",
    ],
    // Its description, else its target's kind (`datadog`).
    label: (d: EventDestination, t) => t.wordsOr(d.description, () => t.words(kindOf(d.target) ?? "destination")),
    declare: (d: EventDestination, as, t) => {
      const target = t.shaped(EventTarget, held(d.target), {
        secret: (path) => t.secret(path, `target.${path.map(toCamel).join(".")} of event destination ${as.name}`),
      });
      const described = Object.fromEntries((["description", "metadata"] as const).filter((f) => d[f]).map((f) => [f, d[f]]));
      return { args: { ...(d.format === DEFAULT_FORMAT ? {} : { format: d.format }), target, ...described } };
    },
  },
} as const satisfies FamilyFacts<"EventDestination">;

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** A value without its unset members (absent, null, `""`), at any depth: what says something. */
function compact(v: unknown): unknown {
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null && x !== "").map(([k, x]) => [k, compact(x)]));
}

/** A target as the service holds it (wire names), less any credential and unset member. */
const held = (target: Record<string, unknown>): Record<string, unknown> => compact(withoutPaths(target, WIRE_TARGET_SECRETS)) as Record<string, unknown>;

/** The kind a target has (the first set), as the API names it. */
const kindOf = (target: Record<string, unknown>): string | undefined => EVENT_TARGET_KINDS.find((k) => isObj(target[k]));

/** The program's target as outputs show the service's: camelCase, no credential, no unset member. */
const comparable = (target: unknown): unknown => compact(withoutPaths(isObj(target) ? target : {}, TARGET_SECRETS));

/** Whether the program's target holds a credential (a role-signed AWS target holds none). */
const holdsCredential = (target: unknown): boolean => !jsonEqual(comparable(target), compact(isObj(target) ? target : {}));

/** A rule the wire model words with the API's names (`cloudwatch_logs`), in the SDK's (`cloudwatchLogs`). */
const sdkWords = (message: string): string => message.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, toCamel);

/** Whether a problem is about a credential: the engine prints the failing property's value, so it is the resource's. */
const aboutSecret = (path: string): boolean => EVD_SECRET_PATHS.some((p) => path === p.join("."));

/** The program's fields as the wire model judges them (format defaulted), its rules worded with the SDK's names. */
const problems = (fields: Unchecked): FieldProblem[] =>
  validateInputs(EventDestinationCreate, { ...fields, format: fields["format"] ?? DEFAULT_FORMAT }).map((p) =>
    p.path === "target" || p.path.endsWith(".auth") ? { ...p, message: sdkWords(p.message) } : p,
  );

/** The POST body for the program's inputs. */
function createBody(inputs: EvdInputs): EventDestinationCreate {
  const { description, metadata, format, target } = inputs;
  return {
    format: format ?? DEFAULT_FORMAT,
    target: snakeKeys(target) as EventDestinationCreate["target"],
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
  };
}

/**
 * The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when
 * in sync. The target goes whole, credentials included, when what the service shows of it differs
 * or a credential was rotated since the last create or update (`always`: on adoption of a target
 * that holds a credential, which the service does not show, so it cannot be known to agree).
 */
function updateBody(olds: EvdOutputs, news: EvdInputs, always = false): EventDestinationUpdate | undefined {
  const body: EventDestinationUpdate = {};
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  const format = news.format ?? DEFAULT_FORMAT;
  if (format !== olds.format) body.format = format;
  if (always || !jsonEqual(comparable(news.target), olds.target) || pendingRotation(olds, news).length > 0) {
    body.target = snakeKeys(news.target) as EventDestinationCreate["target"];
  }
  return Object.keys(body).length ? body : undefined;
}

/** Outputs from a response: every field, its target camelCase without credentials or unset members. */
function toOutputs({ id: _, target, ...rest }: EventDestination): EvdOutputs {
  return { ...outputsFrom(rest, EVD_OUTPUT_FIELDS), target: camelKeys(held(target)) as Record<string, unknown> };
}

const life = lifecycle({
  facts: { what: "event destination", wire: EVENT_DESTINATIONS },
  calls: (client) => client.eventDestinations,
  compared: FIELDS,
  problems,
  // The engine prints a failing property's value beside the reason: a credential's problem is the resource's.
  valueUnsaid: aboutSecret,
  rotates: EVD_SECRET_PATHS,
  createBody,
  updateBody: (olds, news) => updateBody(olds, news),
  // The service does not show a credential, so an adopted target that holds one cannot be known to agree: it is sent.
  adoptionBody: (existing, inputs) => updateBody(existing, inputs, holdsCredential(inputs.target)),
  toOutputs,
  // A failed create may have made the destination: one just like it (credentials aside), made since.
  match: {
    describe: (inputs) => `with this format, description, metadata and ${kindOf(snakeKeys(inputs.target) as Record<string, unknown>) ?? ""} target`,
    howToFind: (inputs, since) =>
      `find it with \`GET /event_destinations\` (a ${kindOf(snakeKeys(inputs.target) as Record<string, unknown>) ?? ""} destination created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
});

export const { check, diff, create, read, update, remove, search } = life;
