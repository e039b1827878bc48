/**
 * ngrok's OpenAPI (tests/fixtures/openapi/ngrok-openapi.yaml) read as an oracle for the wire model:
 * per family, the spec's paths and methods, list key and body and response members, compared with
 * the family's wire facts (provider/wire/collection.ts). The comparison yields differences; the
 * test (openapiOracle.test.ts) holds them equal to the declared list (openapiDifferences.ts).
 */
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { children } from "../../provider/wire/schemaChildren";
import { listKeyOf } from "../../provider/wire/collection";
import type { Family } from "../../provider/families";

/** The fixture: the spec as ngrok's Terraform provider generates from it (SOURCE.md says which commit). */
const SPEC_FILE = path.join(__dirname, "..", "fixtures", "openapi", "ngrok-openapi.yaml");

/** One OpenAPI schema object, as far as the comparison reads it. */
export interface SpecSchema {
  readonly $ref?: string;
  readonly type?: string;
  readonly properties?: Readonly<Record<string, SpecSchema>>;
  readonly required?: readonly string[];
  readonly items?: SpecSchema;
}

interface Operation {
  readonly requestBody?: { readonly content: { readonly "application/json": { readonly schema: SpecSchema } } };
  readonly responses: Readonly<Record<string, { readonly content?: { readonly "application/json": { readonly schema: SpecSchema } } }>>;
}

/** The spec: its paths (method to operation) and its named schemas. */
export interface Spec {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, SpecSchema>> };
}

export const loadSpec = (file: string = SPEC_FILE): Spec => parse(readFileSync(file, "utf8")) as Spec;

/** Where a difference was found: a body, the item, the paths or the list page. */
export type Where = "create" | "update" | "item" | "path" | "list";

export type Kind =
  /** The spec has the member (or path, or method); the wire model does not. */
  | "missing in wire"
  /** The wire model has it; the spec does not. */
  | "extra in wire"
  /** Both have the member, with other top-level types. */
  | "type"
  /** The spec requires the member; the wire model lets it be left out. */
  | "required in spec only"
  /** The wire model requires the member; the spec does not mark it required. */
  | "required in wire only"
  /** The list page's key (or its items' schema) is not the wire model's. */
  | "list key"
  /** A spec collection that no family serves, or a family's collection the spec lacks. */
  | "no family"
  | "missing in spec";

/** One difference between the spec and the wire model, found or declared. */
export interface Difference {
  /** The family (the registry's name), or the name a family not yet in the registry would have, or `-`. */
  readonly family: string;
  readonly where: Where;
  /** The member (`region`), path and method (`DELETE /abuse_reports/{id}`), or path (`/tunnels`). */
  readonly member: string;
  readonly kind: Kind;
  /** `type`: `spec <type> / wire <types>`; otherwise absent. */
  readonly detail?: string;
}

/** The top-level types of the comparison. */
export type TopType = "string" | "boolean" | "integer" | "number" | "array" | "object" | "any";

/** A `#/components/schemas/<Name>` reference's name. */
const refName = (ref: string): string => ref.replace(/^#\/components\/schemas\//, "");

function resolve(spec: Spec, schema: SpecSchema): SpecSchema {
  if (schema.$ref === undefined) return schema;
  const target = spec.components.schemas[refName(schema.$ref)];
  if (target === undefined) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(spec, target);
}

/** A spec schema's top-level type: a reference is its target's, a schema with properties and no type an object. */
function specType(spec: Spec, schema: SpecSchema): TopType {
  const s = resolve(spec, schema);
  if (s.type !== undefined) return s.type as TopType;
  return s.properties !== undefined ? "object" : "any";
}

/** The JSON body of an operation's request, or of its first 2xx response. */
export function bodyOf(op: Operation | undefined, side: "request" | "response"): SpecSchema | undefined {
  if (op === undefined) return undefined;
  if (side === "request") return op.requestBody?.content["application/json"].schema;
  const ok = Object.entries(op.responses).find(([status]) => status.startsWith("2"));
  return ok?.[1].content?.["application/json"].schema;
}

/** One side's members: name to top-level types and whether it must be present. */
export type Members = ReadonlyMap<string, { readonly types: readonly TopType[]; readonly required: boolean }>;

/** A spec body's members, less `exclude` (the path's parameters, which the spec repeats in bodies). */
export function specMembers(spec: Spec, schema: SpecSchema, exclude: readonly string[] = []): Members {
  const s = resolve(spec, schema);
  const required = new Set(s.required ?? []);
  return new Map(
    Object.entries(s.properties ?? {})
      .filter(([name]) => !exclude.includes(name))
      .map(([name, member]) => [name, { types: [specType(spec, member)], required: required.has(name) }]),
  );
}

/** A zod schema's possible top-level types, through wrappers, pipes (a preprocess's output, else the input), unions and lazies. */
function wireTypes(schema: z.ZodType): TopType[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case "string":
    case "boolean":
    case "array":
    case "object":
      return [def.type];
    case "record":
      return ["object"];
    case "number": {
      // z.int() states its format on the def, z.number().int() in a check: either is an integer.
      const checks = (def["checks"] ?? []) as { _zod: { def: { format?: string } } }[];
      const int = def["format"] === "safeint" || checks.some((c) => c._zod.def.format === "safeint");
      return [int ? "integer" : "number"];
    }
    case "enum":
      return [...new Set(Object.values(def["entries"] as Record<string, string | number>).map((v) => (typeof v === "number" ? "number" : "string")))] as TopType[];
    case "literal":
      return [...new Set((def["values"] as unknown[]).map((v) => typeof v))] as TopType[];
    case "union":
      return [...new Set((def["options"] as z.ZodType[]).flatMap(wireTypes))];
    case "lazy":
      return wireTypes((def["getter"] as () => z.ZodType)());
    case "pipe": {
      // A preprocess (z.preprocess: a transform into a schema) is typed by the schema it feeds.
      const input = def["in"] as z.ZodType;
      return wireTypes(input._zod.def.type === "transform" ? (def["out"] as z.ZodType) : input);
    }
    case "unknown":
    case "any":
      return ["any"];
    default: {
      const inner = children(schema);
      return inner.length === 1 && inner[0]![0] === undefined ? wireTypes(inner[0]![1]) : [def.type as TopType];
    }
  }
}

/** Whether an object member must be present: an object of it alone refuses `{}`. */
const wireRequires = (member: z.ZodType): boolean => !z.object({ m: member }).safeParse({}).success;

/** A wire object schema's members (through its wrappers). */
export function wireMembers(schema: z.ZodType): Members {
  const members = children(schema);
  if (members.length === 1 && members[0]![0] === undefined) return wireMembers(members[0]![1]);
  return new Map(members.map(([name, member]) => [name!, { types: wireTypes(member), required: wireRequires(member) }]));
}

/** Whether a spec type agrees with a wire member's types (`any` on either side agrees with all; integer is a number). */
const typesAgree = (spec: readonly TopType[], wire: readonly TopType[]): boolean =>
  spec.includes("any") || wire.includes("any") || spec.some((t) => wire.includes(t) || (t === "integer" && wire.includes("number")));

/**
 * The differences of one body or response: member names both ways, top-level types, and
 * requiredness (a create body's both ways; a response's, where the spec marks any required, both
 * ways, else only what the spec requires; an update's is not compared: the spec requires no PATCH member).
 */
function compareMembers(family: string, where: Where, spec: Members, wire: Members): Difference[] {
  const out: Difference[] = [];
  const specStatesRequired = [...spec.values()].some((m) => m.required);
  for (const [name, s] of spec) {
    const w = wire.get(name);
    if (w === undefined) {
      out.push({ family, where, member: name, kind: "missing in wire" });
      continue;
    }
    if (!typesAgree(s.types, w.types)) out.push({ family, where, member: name, kind: "type", detail: `spec ${s.types.join("|")} / wire ${w.types.join("|")}` });
    if (where === "update") continue;
    if (s.required && !w.required) out.push({ family, where, member: name, kind: "required in spec only" });
    if (!s.required && w.required && (where === "create" || specStatesRequired)) out.push({ family, where, member: name, kind: "required in wire only" });
  }
  for (const name of wire.keys()) if (!spec.has(name)) out.push({ family, where, member: name, kind: "extra in wire" });
  return out;
}

/** The wire's item members the spec does not mark required: responses' requiredness where the spec states none. */
export function requiredByWireOnly(spec: Members, wire: Members): string[] {
  return [...wire].filter(([name, w]) => w.required && spec.has(name) && !spec.get(name)!.required).map(([name]) => name);
}

/** The path parameters a path template names (`{edge_id}`, `{id}`). */
const pathParams = (p: string): string[] => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A family's collection path in the spec: `/{key}`, or where its API paths say otherwise the shortest spec path they match. */
export function collectionPath(spec: Spec, family: Pick<Family, "wire" | "apiPaths">): string {
  if (family.apiPaths === undefined) return `/${family.wire.key}`;
  const matching = Object.keys(spec.paths).filter((p) => family.apiPaths!.test(p.replace(/\{\w+\}/g, "x")));
  const shortest = matching.sort((a, b) => a.length - b.length)[0];
  if (shortest === undefined) throw new Error(`no spec path matches ${family.apiPaths.source}`);
  return shortest;
}

/**
 * The calls the wire model implies: create and get always; list where it is listable; update
 * where it has an update body, and delete with it (the one family it cannot change, abuse
 * reports, is create-only: neither changed nor withdrawn, provider/resources/abuseReport/wire.ts).
 */
function wireCalls(family: Pick<Family, "wire">, collection: string): string[] {
  const item = `${collection}/{id}`;
  const { listable, update } = family.wire;
  return [`POST ${collection}`, ...(listable ? [`GET ${collection}`] : []), `GET ${item}`, ...(update !== undefined ? [`PATCH ${item}`, `DELETE ${item}`] : [])];
}

/** The spec's calls on a path: `GET /ip_policies`. */
const callsOn = (spec: Spec, p: string): string[] => Object.keys(spec.paths[p] ?? {}).map((m) => `${m.toUpperCase()} ${p}`);

/** Every difference of one family: paths and methods, list page, create, update and item members. */
export function compareFamily(spec: Spec, name: string, family: Pick<Family, "wire" | "apiPaths">): Difference[] {
  const out: Difference[] = [];
  const collection = collectionPath(spec, family);
  const item = `${collection}/{id}`;

  // Paths: the collection's and the item's calls both ways; sub-paths of an item that are none of its members.
  const specCalls = [...callsOn(spec, collection), ...callsOn(spec, item)];
  const wire = wireCalls(family, collection);
  for (const call of specCalls) if (!wire.includes(call)) out.push({ family: name, where: "path", member: call, kind: "missing in wire" });
  for (const call of wire) if (!specCalls.includes(call)) out.push({ family: name, where: "path", member: call, kind: "missing in spec" });
  const itemMembers = wireMembers(family.wire.item);
  const below = new RegExp(`^${collection.replace(/[{}]/g, "\\$&")}/\\{\\w+\\}/([^/]+)`);
  for (const p of Object.keys(spec.paths)) {
    const member = below.exec(p)?.[1];
    if (member !== undefined && !itemMembers.has(member)) out.push(...callsOn(spec, p).map((call) => ({ family: name, where: "path" as const, member: call, kind: "missing in wire" as const })));
  }

  const ops = { create: spec.paths[collection]?.["post"], list: spec.paths[collection]?.["get"], get: spec.paths[item]?.["get"], update: spec.paths[item]?.["patch"] };

  // The list page: its key (the one array member), its items' schema, and `uri`, `next_page_uri`.
  const listBody = bodyOf(ops.list, "response");
  if (listBody !== undefined) {
    const page = resolve(spec, listBody).properties ?? {};
    const arrays = Object.entries(page).filter(([, m]) => specType(spec, m) === "array");
    const key = arrays.map(([k]) => k).join(",");
    if (key !== listKeyOf(family.wire)) out.push({ family: name, where: "list", member: key, kind: "list key", detail: `spec ${key} / wire ${listKeyOf(family.wire)}` });
    const listed = arrays[0]?.[1].items?.$ref;
    const got = bodyOf(ops.get, "response")?.$ref;
    if (listed !== got) out.push({ family: name, where: "list", member: key, kind: "list key", detail: `items ${String(listed)} / item ${String(got)}` });
    for (const m of ["uri", "next_page_uri"]) if (page[m] === undefined) out.push({ family: name, where: "list", member: m, kind: "missing in spec" });
  }

  const compare = (where: Where, body: SpecSchema | undefined, schema: z.ZodType | undefined, p: string): void => {
    if (body === undefined || schema === undefined) return;
    out.push(...compareMembers(name, where, specMembers(spec, body, where === "item" ? [] : pathParams(p)), wireMembers(schema)));
  };
  compare("create", bodyOf(ops.create, "request"), family.wire.create, collection);
  compare("update", bodyOf(ops.update, "request"), family.wire.update, item);
  compare("item", bodyOf(ops.get, "response"), family.wire.item, item);
  return out;
}

/** The spec's top-level collections: its paths without parameters. */
export const specCollections = (spec: Spec): string[] => Object.keys(spec.paths).filter((p) => !p.includes("{"));

/** A difference as one line, for sets and messages. */
export const lineOf = (d: Difference): string => [d.family, d.where, d.member, d.kind, d.detail ?? ""].join(" | ");
