/**
 * ngrok-api-go's types (tests/clients/go/third_party/ngrok-api-go/datatypes.go, v8.0.0 vendored) read
 * as the oracle of what the service writes: the service answers with these types, whose every member
 * is tagged `omitempty`. This module reads the structs' members with their Go types, finds the type
 * that answers a collection, and writes a value as Go's encoding/json would after decoding it into
 * that type (tests/emulator/written.test.ts holds the emulator's answers to it).
 */
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { bodyOf, loadSpec, type Spec } from "./openapi";

const DATATYPES = path.join(__dirname, "..", "clients", "go", "third_party", "ngrok-api-go", "datatypes.go");

/** One member of a Go struct: its JSON name, its Go type (`*string`, `[]Ref`, `map[string]string`) and whether it is tagged `omitempty`. */
export interface GoMember {
  readonly name: string;
  readonly type: string;
  readonly omitempty: boolean;
}

/** The structs of datatypes.go, by name. */
export type GoTypes = ReadonlyMap<string, readonly GoMember[]>;

/** Reads every struct of datatypes.go. */
export function loadGoTypes(file: string = DATATYPES): GoTypes {
  const text = readFileSync(file, "utf8");
  const types = new Map<string, GoMember[]>();
  for (const [, name, body] of text.matchAll(/^type (\w+) struct \{\n([\s\S]*?)^\}/gm)) {
    const members = [...body!.matchAll(/^\s+\w+\s+(\S+)\s+`json:"([^",]+)((?:,\w+)*)"`/gm)].map(([, type, json, options]) => ({
      name: json!,
      type: type!,
      omitempty: options!.split(",").includes("omitempty"),
    }));
    types.set(name!, members);
  }
  return types;
}

/**
 * What a Go type is, as encoding/json treats it: a pointer to a scalar or to a struct (left out only
 * when nil), a scalar, a struct (never left out), a slice or a map (left out when empty);
 * `element` is a slice's element or a map's value type, `struct` a struct's name.
 */
export type GoShape =
  | { readonly kind: "pointer"; readonly to: GoShape }
  | { readonly kind: "scalar"; readonly zero: "" | false | 0 }
  | { readonly kind: "struct"; readonly struct: string }
  | { readonly kind: "slice" | "map"; readonly element: string };

/** The shape of a Go type of datatypes.go. */
export function goShape(types: GoTypes, type: string): GoShape {
  if (type.startsWith("*")) return { kind: "pointer", to: goShape(types, type.slice(1)) };
  if (type.startsWith("[]")) return { kind: "slice", element: type.slice(2) };
  const map = /^map\[\w+\](.+)$/.exec(type);
  if (map) return { kind: "map", element: map[1]! };
  if (types.has(type)) return { kind: "struct", struct: type };
  if (type === "string") return { kind: "scalar", zero: "" };
  if (type === "bool") return { kind: "scalar", zero: false };
  if (/^(u?int\d*|float\d+)$/.test(type)) return { kind: "scalar", zero: 0 };
  throw new Error(`datatypes.go: no shape for the Go type ${type}`);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Whether encoding/json leaves a decoded value of this shape out of an `omitempty` member. */
function empty(shape: GoShape, v: unknown): boolean {
  switch (shape.kind) {
    case "pointer":
      return v === null || v === undefined;
    case "scalar":
      return v === null || v === undefined || v === shape.zero;
    case "slice":
      return v === null || v === undefined || (Array.isArray(v) && v.length === 0);
    case "map":
      return v === null || v === undefined || (isObject(v) && Object.keys(v).length === 0);
    case "struct":
      return false;
  }
}

/** A decoded value of a Go type, encoded again. */
function encoded(types: GoTypes, type: string, v: unknown): unknown {
  const shape = goShape(types, type);
  switch (shape.kind) {
    case "pointer":
      return v === null || v === undefined ? null : encoded(types, type.slice(1), v);
    case "scalar":
      return v === null || v === undefined ? shape.zero : v;
    case "slice":
      return Array.isArray(v) ? v.map((e) => encoded(types, shape.element, e)) : null;
    case "map":
      return isObject(v) ? Object.fromEntries(Object.entries(v).map(([k, e]) => [k, encoded(types, shape.element, e)])) : null;
    case "struct":
      // A null decodes to the zero struct, which is written whole (`{}` when every member is left out).
      return goWritten(types, shape.struct, isObject(v) ? v : {});
  }
}

/**
 * A JSON object as Go writes it once decoded into the struct `type`: each member the struct names
 * (others are dropped: Go ignores them), less those `omitempty` leaves out, in the object's order.
 */
export function goWritten(types: GoTypes, type: string, value: Record<string, unknown>): Record<string, unknown> {
  const members = types.get(type);
  if (members === undefined) throw new Error(`datatypes.go has no struct ${type}`);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const m = members.find((x) => x.name === k);
    if (m === undefined) continue;
    const e = encoded(types, m.type, v);
    if (!(m.omitempty && empty(goShape(types, m.type), e))) out[k] = e;
  }
  return out;
}

/** A collection as the lookup of its Go type needs it: its key, and the path of its items where it is not `/{key}`. */
export interface GoCollection {
  readonly key: string;
  readonly itemsAt?: string;
}

/**
 * The Go type that answers a collection's items: the one the spec's `GET {path}/{id}` answers with
 * (the spec and ngrok-api-go are generated from the same definitions), else, for a collection the
 * spec lacks, the struct named as one of its items (`ai_gateway_api_keys`: `AIGatewayAPIKey`).
 */
export function goTypeOf(types: GoTypes, collection: GoCollection, spec: Spec = loadSpec()): string {
  const at = collection.itemsAt ?? `/${collection.key}`;
  const ref = bodyOf(spec.paths[`${at}/{id}`]?.["get"], "response")?.$ref;
  if (ref !== undefined) return ref.replace(/^#\/components\/schemas\//, "");
  const one = collection.key.replace(/s$/, "").replace(/_/g, "").toLowerCase();
  const named = [...types.keys()].find((name) => name.toLowerCase() === one);
  if (named === undefined) throw new Error(`no Go type answers ${at}`);
  return named;
}
