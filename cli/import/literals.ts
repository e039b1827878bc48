/**
 * TypeScript literals as a person writes them: objects and arrays on one line when they fit in
 * {@link WIDTH} columns, else one member a line; keys bare where they are identifiers; strings as
 * JSON strings (valid TypeScript, every character escaped that must be).
 */

/** Source text placed as it is: an identifier, a call. */
export class Code {
  constructor(readonly text: string) {}
}

/** A value of the generated program. */
export type Value = string | number | boolean | Code | readonly Value[] | { readonly [key: string]: Value };

/** Columns a line may take before an object or array is broken over lines. */
const WIDTH = 100;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property key: bare when it is an identifier, else quoted (`"X-Request-Id"`). */
const propertyKey = (key: string): string => (IDENTIFIER.test(key) ? key : JSON.stringify(key));

const isList = (v: Value): v is readonly Value[] => Array.isArray(v);

/** The value on one line. */
function inline(v: Value): string {
  if (v instanceof Code) return v.text;
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (isList(v)) return `[${v.map(inline).join(", ")}]`;
  const entries = Object.entries(v);
  return entries.length === 0 ? "{}" : `{ ${entries.map(([k, x]) => `${propertyKey(k)}: ${inline(x)}`).join(", ")} }`;
}

/**
 * The value as it stands after `lead` (what precedes it on its line, indentation included):
 * inline when that fits in {@link WIDTH} columns with `trail` after it, else broken over lines
 * indented two spaces deeper than `indent`.
 */
export function literal(v: Value, indent: string, lead: string, trail = ""): string {
  const one = inline(v);
  if (lead.length + one.length + trail.length <= WIDTH || v instanceof Code || typeof v !== "object") return one;
  const inner = `${indent}  `;
  if (isList(v)) return `[\n${v.map((x) => `${inner}${literal(x, inner, inner, ",")},\n`).join("")}${indent}]`;
  return `{\n${members(v, inner)}${indent}}`;
}

/** An object's members, one a line at `indent`, each ending with a comma and a newline. */
export function members(v: { readonly [key: string]: Value }, indent: string): string {
  return Object.entries(v)
    .map(([k, x]) => {
      const lead = `${indent}${propertyKey(k)}: `;
      return `${lead}${literal(x, indent, lead, ",")},\n`;
    })
    .join("");
}
