/**
 * The members of the service's items whose zero value (`""`, `false`, `0`) the service writes,
 * declared once, in the wire model, by wrapping the member's scalar schema in {@link zeroWritten}.
 *
 * Why: ngrok's service answers with the types of its Go client (ngrok-api-go datatypes.go), whose
 * every member is tagged `omitempty`. Go's encoding/json leaves a value-typed member (`string`,
 * `bool`, `uint32`) out when it holds its zero value, but a pointer (`*string`, `*bool`) only when
 * it is nil: a route module's `enabled: false` is written, a domain's `region: ""` is not. The marked
 * members are those pointers; everything else about a member's emptiness follows from its schema.
 * The emulator writes its answers by that rule (emulator/machinery/written.ts), and
 * tests/emulator/written.test.ts holds the marks to datatypes.go.
 */
import { z } from "zod";
import { children } from "./schemaChildren";

const marked = z.registry<{ zeroWritten: true }>();

/** The scalars a Go pointer member can hold. */
type Scalar = z.ZodString | z.ZodBoolean | z.ZodNumber;

/** Marks a member's scalar schema as one whose zero value the service writes (a pointer in ngrok-api-go's type): wrap the scalar itself, before `.nullish()`. */
export function zeroWritten<T extends Scalar>(schema: T): T {
  marked.add(schema, { zeroWritten: true });
  return schema;
}

/** Whether `schema` itself is marked by {@link zeroWritten} (callers walk a member's wrappers to its scalar). */
export const isZeroWritten = (schema: z.ZodType): boolean => marked.has(schema);

/** Whether a member's schema, through its wrappers, holds a marked scalar. */
function markedMember(schema: z.ZodType): boolean {
  if (isZeroWritten(schema)) return true;
  const inner = children(schema);
  const [only] = inner;
  return inner.length === 1 && only !== undefined && only[0] === undefined && schema._zod.def.type !== "array" && markedMember(only[1]);
}

/** The names of the members, at any depth of `schema`, whose zero value the service writes. */
export function zeroWrittenKeys(schema: z.ZodType): Set<string> {
  const keys = new Set<string>();
  const walk = (s: z.ZodType): void => {
    for (const [key, child] of children(s)) {
      if (key !== undefined && markedMember(child)) keys.add(key);
      walk(child);
    }
  };
  walk(schema);
  return keys;
}
