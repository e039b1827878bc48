/**
 * Liberal reading of the service's items (issue #49: "liberal reading, exact writing"). The spec
 * marks no response member required, and the service leaves empty members out, so an item is read
 * by these rules, applied to every collection's item schema by wireCollection (and to the edges,
 * backends and observed items, ./supporting.ts and ./observed.ts, which are no family's):
 * - a member absent or null reads as its type's empty value: `""`, `false`, `[]`, `{}` for a
 *   record, an object's own liberal reading of `{}`, and `null` for a number (no source gives a
 *   number's default); a member that already accepts absence keeps its own reading (the outputs'
 *   `null` for an absent description stays `null`);
 * - an unknown member is dropped (every object is read in zod's default strip mode);
 * - an enum value the wire model does not know is kept as text, noted once (./unknownValues.ts).
 * Only `id` stays required at the top: every call names an item by it, so a response without one
 * is no item.
 */
import { z } from "zod";
import { noteUnknownValue } from "./unknownValues";

/** The members an item must have; every other member reads as empty when absent. */
const ALWAYS_PRESENT: readonly string[] = ["id"];

/** The type a liberal reading gives: enum text widened to `string`, a required number possibly `null`. */
export type Liberal<T> = T extends string
  ? string
  : T extends number
    ? T | null
    : T extends readonly (infer E)[]
      ? Liberal<E>[]
      : T extends object
        ? { [K in keyof T]: Liberal<T[K]> }
        : T;

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** Where a member is, for the warning: the item kind and the member's path (`hostnames[].status`). */
interface At {
  readonly anItem: string;
  readonly path: string;
}

/** The empty value of a schema's type (through its wrappers), or undefined where it has none: then the member stays required. */
function emptyOf(schema: z.ZodType): { value: () => unknown; nullable?: true } | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
    case "enum":
      return { value: () => "" };
    case "boolean":
      return { value: () => false };
    case "array":
      return { value: () => [] };
    case "record":
    case "object":
      return { value: () => ({}) };
    case "number":
      return { value: () => null, nullable: true };
    case "pipe": {
      const input = def["in"] as z.ZodType;
      return emptyOf(defOf(input).type === "transform" ? (def["out"] as z.ZodType) : input);
    }
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return emptyOf(def["innerType"] as z.ZodType);
    default:
      return undefined;
  }
}

/** A schema read liberally: objects' members and arrays' elements rebuilt, enums widened to text. */
function liberalSchema(schema: z.ZodType, at: At): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return liberalObject(schema as z.ZodObject, at, []);
    case "array":
      return z.array(liberalSchema(def["element"] as z.ZodType, { ...at, path: `${at.path}[]` }));
    case "optional":
      return liberalSchema(def["innerType"] as z.ZodType, at).optional();
    case "nullable":
      return liberalSchema(def["innerType"] as z.ZodType, at).nullable();
    case "pipe": {
      // A transform's input is read liberally; a preprocess's (a transform into a schema) the schema it feeds.
      const input = def["in"] as z.ZodType;
      const output = def["out"] as z.ZodType;
      return defOf(input).type === "transform" ? z.pipe(input, liberalSchema(output, at)) : z.pipe(liberalSchema(input, at), output);
    }
    case "enum": {
      const known = Object.values(def["entries"] as Record<string, string>);
      return z.string().transform((value) => {
        // "" is an absent member read as empty, not a value the service sent.
        if (value !== "" && !known.includes(value)) noteUnknownValue(at.anItem, at.path, value, known);
        return value;
      });
    }
    default:
      return schema;
  }
}

/** An object whose members, but those `kept`, read as empty when absent or null. */
function liberalObject(schema: z.ZodObject, at: At, kept: readonly string[]): z.ZodObject {
  const shape = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, member]): [string, z.ZodType] => {
    const read = liberalSchema(member, { ...at, path: at.path === "" ? key : `${at.path}.${key}` });
    const empty = kept.includes(key) || member.safeParse(undefined).success ? undefined : emptyOf(member);
    if (empty === undefined) return [key, read];
    return [key, z.preprocess((v) => v ?? empty.value(), empty.nullable ? read.nullable() : read)];
  });
  return z.object(Object.fromEntries(shape));
}

/**
 * An item schema read liberally (see the module's rules); `anItem` names the item in warnings
 * (`a TLS certificate`). The item must be an object schema.
 */
export function liberalItem<Item extends z.ZodType>(item: Item, anItem: string): z.ZodType<Liberal<z.output<Item>>> {
  if (defOf(item).type !== "object") throw new Error(`${anItem}: an item schema must be an object`);
  return liberalObject(item as unknown as z.ZodObject, { anItem, path: "" }, ALWAYS_PRESENT) as unknown as z.ZodType<Liberal<z.output<Item>>>;
}
