/**
 * What expressions see and give, as plain data: the bindings they read, and a CEL value as JSON
 * and as interpolated text. Apart from cel/program.ts, so that what reads values (secret marks, the
 * qualified names, the actions) does not load the compiler and its macros.
 */
import { isCelList, isCelMap, type CelValue } from "@bufbuild/cel";

/** Variables visible to an expression: `req`, `res`, `conn`, `endpoint`, `time`, `vars`, `actions`. */
export type Bindings = Record<string, unknown>;

/** A CEL value as plain JSON-able data (maps to objects, ints to numbers when safe). */
export function plain(v: CelValue | unknown): unknown {
  if (typeof v === "bigint") return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (v instanceof Uint8Array) return Buffer.from(v).toString("utf8");
  if (isCelList(v)) return [...v].map(plain);
  if (isCelMap(v)) return Object.fromEntries([...v.entries()].map(([k, x]) => [String(k), plain(x)]));
  if (v !== null && typeof v === "object" && "value" in v && Object.keys(v).length === 1) return plain((v as { value: unknown }).value);
  if (v !== null && typeof v === "object" && "message" in v && "desc" in v) return String(v);
  return v;
}

/** A value as interpolation writes it into text: strings as they are, the rest as JSON. */
export function show(v: CelValue | unknown): string {
  const p = plain(v);
  if (typeof p === "string") return p;
  if (typeof p === "number" || typeof p === "boolean") return String(p);
  if (p === null || p === undefined) return "";
  return JSON.stringify(p);
}
