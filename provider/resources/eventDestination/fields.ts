/**
 * An event destination's fields (provider/fields/table.ts): every input changed in place. The
 * target is compared as the service shows it, its credentials (write-only, never returned) aside;
 * a rotated credential sends the target whole (family.ts). The inputs are in the order the import
 * writes them.
 */
import type { ImportTools, Naming } from "../../importing/facts";
import type { Sameness } from "../../fields/table";
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { camelKeys, snakeKeys, toCamel } from "../../inputs/naming";
import { jsonEqual } from "../../inputs/outputs";
import { secretPaths, withoutPaths } from "../../wire/secretFields";
import { EVENT_DESTINATIONS, type EventDestination, EventTarget } from "./wire";

/** The format a destination has when the program gives none: the only one (ngrok.yaml: "Currently the only accepted value is `JSON`"). */
export const DEFAULT_FORMAT = "json";

/** The credentials' paths inside the target (wire names), for what the service holds. */
const WIRE_TARGET_SECRETS = secretPaths(EventTarget);
const TARGET_SECRETS = WIRE_TARGET_SECRETS.map((path) => path.map(toCamel));

export const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** A value without its unset members (absent, null, `""`), at any depth: what says something. */
export function compact(v: unknown): unknown {
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null && x !== "").map(([k, x]) => [k, compact(x)]));
}

/** A target as the service holds it (wire names), less any credential and unset member. */
const held = (target: Record<string, unknown>): Record<string, unknown> => compact(withoutPaths(target, WIRE_TARGET_SECRETS)) as Record<string, unknown>;

/** The program's target as outputs show the service's: camelCase, no credential, no unset member. */
export const comparable = (target: unknown): unknown => compact(withoutPaths(isObj(target) ? target : {}, TARGET_SECRETS));

/** A target compared as the service shows it: the program's credentials aside. */
const shownTarget: Sameness = { by: "what the service shows (credentials aside)", same: (program, service) => jsonEqual(comparable(program), service) };

export const EVD_FIELDS = fieldTable(EVENT_DESTINATIONS)({
  format: { kind: "inPlace", compare: { by: "format, case ignored", same: (program, service) => String(program).toLowerCase() === String(service).toLowerCase() }, absent: { value: DEFAULT_FORMAT } },
  target: {
    kind: "inPlace",
    compare: shownTarget,
    send: snakeKeys,
    read: (d: EventDestination) => camelKeys(held(d.target)),
    // The service never returns a credential: the program reads each from stack config.
    imported: (d: EventDestination, as: Naming, t: ImportTools) =>
      t.shaped(EventTarget, held(d.target), { secret: (path) => t.secret(path, `target.${path.map(toCamel).join(".")} of event destination ${as.name}`) }),
  },
  ...DESCRIBED_FIELDS,
});
