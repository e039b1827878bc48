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
const isZeroWritten = (schema: z.ZodType): boolean => marked.has(schema);

/** A member's schema through its wrappers (optional, nullable, default, pipe) to the object, list, record or scalar it holds. */
export interface MemberCore {
  /** That core's zod type: `object`, `array`, `record`, `string`… */
  readonly type: string;
  readonly schema: z.ZodType;
  /** Whether a wrapper or the core is marked by {@link zeroWritten}. */
  readonly zeroWritten: boolean;
}

const typeOf = (schema: z.ZodType): string => (schema._zod.def as unknown as { type: string }).type;

/** The core of a member's schema: its wrappers walked through, never an object's members or a list's element. */
export function memberCore(schema: z.ZodType): MemberCore {
  let s = schema;
  let marked = isZeroWritten(s);
  for (;;) {
    const inner = typeOf(s) === "array" || typeOf(s) === "object" ? [] : children(s);
    const [only] = inner;
    if (inner.length !== 1 || only === undefined || only[0] !== undefined) return { type: typeOf(s), schema: s, zeroWritten: marked };
    s = only[1];
    marked ||= isZeroWritten(s);
  }
}

/** The names of the members, at any depth of `schema`, whose zero value the service writes. */
export function zeroWrittenKeys(schema: z.ZodType): Set<string> {
  const keys = new Set<string>();
  const walk = (s: z.ZodType): void => {
    for (const [key, child] of children(s)) {
      if (key !== undefined && memberCore(child).zeroWritten) keys.add(key);
      walk(child);
    }
  };
  walk(schema);
  return keys;
}
