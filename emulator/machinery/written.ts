/**
 * What the service writes of an item: its members less the empty ones, by the rule of Go's
 * encoding/json for members tagged `omitempty`, which every member of ngrok-api-go's types is
 * (datatypes.go), the types the service answers with. One rule for every collection, read from the
 * item's wire schema:
 * - `null` (a nil pointer) is left out, and so is an empty list and an empty record (a Go map);
 * - `""`, `false` and `0` are left out, unless the member is a pointer in Go's type, which the wire
 *   model marks (provider/wire/zeroWritten.ts): a pointer is written whatever it points at;
 * - an object (a Go struct) is written even when it has no member left;
 * - an object's members and a list's or record's entries are written by the same rule, each by its
 *   own schema; a list's or record's entries themselves are never left out.
 * A member the schema does not name is written by the same rule as a value-typed one.
 */
import type { z } from "zod";
import { memberCore, type MemberCore } from "../../provider/wire/zeroWritten";

/** A member's core (provider/wire/zeroWritten.ts), or `unknown` for a member the schema does not name. */
type Core = Omit<MemberCore, "schema"> & { readonly schema: z.ZodType | undefined };

const UNKNOWN: Core = { type: "unknown", schema: undefined, zeroWritten: false };

const cores = new WeakMap<z.ZodType, Core>();

/** The core of a member's schema, computed once per schema. */
function coreOf(schema: z.ZodType | undefined): Core {
  if (schema === undefined) return UNKNOWN;
  let core = cores.get(schema);
  if (core === undefined) {
    core = memberCore(schema);
    cores.set(schema, core);
  }
  return core;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Whether Go's `omitempty` leaves a member of this core out. */
function leftOut(core: Core, v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (v === "" || v === false || v === 0) return !core.zeroWritten;
  if (Array.isArray(v)) return v.length === 0;
  if (isPlainObject(v)) return core.type === "record" && Object.keys(v).length === 0;
  return false;
}

/** The schema of a list's elements or a record's values. */
const entriesOf = (core: Core): z.ZodType | undefined => {
  const def = core.schema?._zod.def as unknown as { element?: z.ZodType; valueType?: z.ZodType } | undefined;
  return core.type === "array" ? def?.element : core.type === "record" ? def?.valueType : undefined;
};

/** A value as the service writes it, by its schema's core. */
function writtenValue(core: Core, v: unknown): unknown {
  if (Array.isArray(v)) {
    const element = coreOf(entriesOf(core));
    return v.map((e) => writtenValue(element, e));
  }
  if (!isPlainObject(v)) return v;
  if (core.type === "record") {
    const value = coreOf(entriesOf(core));
    return Object.fromEntries(Object.entries(v).map(([k, e]) => [k, writtenValue(value, e)]));
  }
  const shape = core.type === "object" ? ((core.schema as z.ZodObject).shape as Record<string, z.ZodType>) : {};
  const out: Record<string, unknown> = {};
  for (const [k, member] of Object.entries(v)) {
    const c = coreOf(Object.hasOwn(shape, k) ? shape[k] : undefined);
    if (!leftOut(c, member)) out[k] = writtenValue(c, member);
  }
  return out;
}

/**
 * An answer's item as the service writes it (see the module comment), from the item as the
 * collection renders it and the collection's item schema. Returns a new object; `item` is unchanged.
 */
export const written = (schema: z.ZodType, item: unknown): unknown => writtenValue(coreOf(schema), item);
