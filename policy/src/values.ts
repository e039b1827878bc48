/**
 * How rules read a resource's inputs: plain values, with the engine's unknowns (values computed
 * from other resources' outputs, not known in preview) recognised and never judged.
 */
import { UNKNOWN } from "../../provider/inputs/unknowns";

/** The inputs of one resource as the program declared them (camelCase), unknowns included. */
export type Props = Readonly<Record<string, unknown>>;

/**
 * The engine's unknown sentinels, one per value kind (strings, numbers, booleans, arrays, assets,
 * archives, objects), as @pulumi/policy deserializes them. The string one is the sentinel the
 * providers see in preview.
 */
const UNKNOWN_SENTINELS: ReadonlySet<unknown> = new Set([
  "1c4a061d-8072-4f0a-a4cb-0ff528b18fe7",
  "3eeb2bf0-c639-47a8-9e75-3b44932eb421",
  UNKNOWN,
  "6a19a0b0-7e62-4c92-b797-7f8e31da9cc2",
  "030794c1-ac77-496b-92df-f27374a8bd58",
  "e48ece36-62e2-4504-bad9-02848725956a",
  "dd056dcd-154b-4c76-9bd3-c8f88648b5ff",
]);

/** True for a value not known until `up`. */
export function isUnknown(value: unknown): boolean {
  return UNKNOWN_SENTINELS.has(value);
}

/**
 * @pulumi/policy hands rules its inputs behind a proxy that throws on reading an unknown (and then
 * reports "can't run policy during preview"). Rules read the proxied object itself instead, so they
 * can skip just the unknown parts and still judge the rest.
 */
export function unwrapProps(props: unknown): Props {
  if (props === null || typeof props !== "object") return {};
  const target = (props as Record<string, unknown>)["__getSpecialProxyTarget"];
  return (target !== null && typeof target === "object" ? target : props) as Props;
}

/** A record when `value` is a known object, else undefined (absent, null, unknown or another kind). */
export function record(value: unknown): Props | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Props) : undefined;
}

/**
 * Whether a module is declared and switched on: `true`, `false`, or `undefined` when that cannot be
 * known yet (the module or its `enabled` flag is unknown). `enabled` defaults to true.
 */
export function moduleOn(value: unknown): boolean | undefined {
  if (isUnknown(value)) return undefined;
  const mod = record(value);
  if (mod === undefined) return false;
  const enabled = mod["enabled"];
  if (isUnknown(enabled)) return undefined;
  return enabled !== false;
}

/** A known number, else undefined. */
export function knownNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** A known string (not an unknown sentinel), else undefined. */
export function knownString(value: unknown): string | undefined {
  return typeof value === "string" && !isUnknown(value) ? value : undefined;
}

/** The item's id when the program names it: adopted (`adoptId`), or read or created before (`uri`). */
export const itemId = (props: Props): string | undefined => knownString(props["adoptId"]) ?? knownString(props["uri"])?.split("/").pop();

/** The stack name in a URN (`urn:pulumi:<stack>::<project>::<type>::<name>`). */
export function stackOfUrn(urn: string): string {
  return /^urn:pulumi:([^:]+)::/.exec(urn)?.[1] ?? "";
}
