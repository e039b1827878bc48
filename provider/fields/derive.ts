/**
 * What follows from a family's field table (provider/fields/table.ts): the create body, the
 * minimal PATCH, the fields whose change replaces, the outputs, the import's arguments and the
 * marks the plugin schema and the docs carry. Which members a body has is read from the wire
 * model's schemas, so a field is sent exactly where the API takes it.
 */
import type { z } from "zod";
import type { ImportTools, Naming } from "../importing/facts";
import { camelKeys, toCamel } from "../inputs/naming";
import { jsonEqual, sameMembers } from "../inputs/outputs";
import { containsUnknown } from "../inputs/unknowns";
import { children } from "../wire/schemaChildren";
import type { Absence, Field, FieldKind, Sameness, WireSchemas } from "./table";

/** One field of a table, its defaults filled in. */
export interface FieldOf {
  readonly wire: string;
  readonly sdk: string;
  readonly kind: FieldKind;
  readonly compare: "text" | "set" | "json" | Sameness;
  readonly absent: Absence;
  readonly secret: boolean;
  readonly unique: boolean;
  /** Whether the create body has it (the wire model's create schema). */
  readonly created: boolean;
  /** Whether the PATCH body has it (the wire model's update schema). */
  readonly patched: boolean;
  /** Whether the outputs have it: a member of the service's item, or one read from it (a write-only input's output is null, and no output the class declares). */
  readonly kept: boolean;
  readonly spec: Field<unknown>;
}

/** The kinds a program sets. */
const INPUT_KINDS: readonly FieldKind[] = ["inPlace", "replaces", "createOnly", "writeOnly"];

/** An object schema's member names, through the wrappers around it (none for an absent body). */
function membersOf(schema: z.ZodType | undefined): ReadonlySet<string> {
  if (schema === undefined) return new Set();
  const next = children(schema);
  const [only] = next;
  if (next.length === 1 && only !== undefined && only[0] === undefined) return membersOf(only[1]);
  return new Set(next.flatMap(([key]) => (key === undefined ? [] : [key])));
}

const resolved = new WeakMap<object, readonly FieldOf[]>();

/** A table's fields in its order, each with its defaults and the bodies that carry it (computed once per table). */
export function fieldsOf(wire: WireSchemas, table: object): readonly FieldOf[] {
  let fields = resolved.get(table);
  if (fields === undefined) {
    const created = membersOf(wire.create);
    const patched = membersOf(wire.update);
    const held = membersOf(wire.item);
    fields = Object.entries(table as Record<string, Field<unknown>>).map(([name, f]) => ({
      wire: name,
      sdk: f.sdk ?? toCamel(name),
      kind: f.kind,
      compare: f.compare ?? "text",
      absent: f.absent ?? "empty",
      secret: f.secret === true,
      unique: f.unique === true,
      created: created.has(name) && INPUT_KINDS.includes(f.kind),
      patched: patched.has(name) && (f.kind === "inPlace" || f.kind === "writeOnly"),
      kept: f.kind !== "notKept" && f.kind !== "writeOnly" && (held.has(name) || f.read !== undefined),
      spec: f,
    }));
    resolved.set(table, fields);
  }
  return fields;
}

/** The value absence reads as. */
function emptyOf(f: FieldOf): unknown {
  if (typeof f.absent === "object") return f.absent.value;
  return f.compare === "text" ? "" : f.compare === "set" ? [] : null;
}

/** A value as compared: absence read as the field says. */
const present = (f: FieldOf, v: unknown): unknown => (v === undefined || v === null ? emptyOf(f) : v);

/** Whether the program's value and the service's are the same, by the field's comparison. */
function sameValue(f: FieldOf, program: unknown, service: unknown): boolean {
  const a = present(f, program);
  const b = present(f, service);
  if (f.compare === "text") return a === b;
  if (f.compare === "set") return Array.isArray(a) && Array.isArray(b) && sameMembers(a as string[], b as string[]);
  if (f.compare === "json") return jsonEqual(a, b);
  if (a === null || b === null) return a === b;
  return f.compare.same(a, b);
}

/** The service's value of a field, as outputs hold it. */
const heldValue = (f: FieldOf, outputs: Record<string, unknown>): unknown => (f.spec.held ? f.spec.held(outputs) : outputs[f.sdk]);

/** The program leaves the value to the service: nothing to send or compare. */
const leftToService = (f: FieldOf, v: unknown): boolean => f.absent === "service" && (v === undefined || v === null);

const wireValue = (f: FieldOf, v: unknown): unknown => (f.spec.send ? f.spec.send(v) : v);

/** The POST body for the program's inputs: each input the create takes, when the program gives it. */
export function createBodyOf(fields: readonly FieldOf[], inputs: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = inputs[f.sdk];
    if (f.created && v !== undefined && v !== null) body[f.wire] = wireValue(f, v);
  }
  return body;
}

/**
 * The PATCH that brings the service (as `olds` outputs describe it) to the program: each in-place
 * field that differs (absence sending the value it reads as, which clears the field), and each
 * write-only one `rotated` names. Undefined when in sync.
 */
export function updateBodyOf(fields: readonly FieldOf[], olds: Record<string, unknown>, news: Record<string, unknown>, rotated: readonly string[] = []): Record<string, unknown> | undefined {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (!f.patched) continue;
    const v = news[f.sdk];
    if (f.kind === "writeOnly") {
      if (rotated.includes(f.sdk)) body[f.wire] = wireValue(f, v);
    } else if (!leftToService(f, v) && !sameValue(f, v, heldValue(f, olds))) {
      body[f.wire] = wireValue(f, present(f, v));
    }
  }
  return Object.keys(body).length > 0 ? body : undefined;
}

/** Whether the service's item, as `outputs` hold it, has the program's values of the named fields (each compared as its field says). */
export function sameHeld(fields: readonly FieldOf[], names: readonly string[], outputs: Record<string, unknown>, inputs: Record<string, unknown>): boolean {
  return names.every((name) => {
    const f = fields.find((x) => x.sdk === name);
    return f !== undefined && sameValue(f, inputs[name], heldValue(f, outputs));
  });
}

/** The inputs whose change makes a new item: a replacing field the program sets (or leaves unknown) that differs from the service's. */
export function replacedOf(fields: readonly FieldOf[], olds: Record<string, unknown>, news: Record<string, unknown>): string[] {
  return fields
    .filter((f) => f.kind === "replaces")
    .filter((f) => containsUnknown(news[f.sdk]) || (!leftToService(f, news[f.sdk]) && !sameValue(f, news[f.sdk], heldValue(f, olds))))
    .map((f) => f.sdk);
}

/** The inputs a program sets, compared with the service (an unknown one may change the resource at preview). */
export const comparedOf = (fields: readonly FieldOf[]): string[] => fields.filter((f) => f.kind === "inPlace" || f.kind === "replaces" || f.kind === "writeOnly").map((f) => f.sdk);

/** The outputs' names: every field the resource keeps, unless the table says it is no output at all (`output: false`). */
export const outputNamesOf = (fields: readonly FieldOf[]): string[] => fields.filter((f) => f.kept && f.spec.output !== false).map((f) => f.sdk);

/** A field's value as the service's item holds it, in the SDK's names. */
const readValue = (f: FieldOf, item: Record<string, unknown>): unknown => (f.spec.read ? f.spec.read(item) : camelKeys(item[f.wire]));

/**
 * Outputs from the service's item: every output field present, in the SDK's names, `null` where the
 * service left it out (the engine refuses `undefined`). A write-only field is `null`: the Pulumi SDK
 * resolves an output left out to the input's value (runtime/resource.ts `resolveOutputs`), which
 * would put the secret in the state in plaintext when the resource is exported whole
 * (tests/engine/secret.test.ts).
 */
export function outputsOf(fields: readonly FieldOf[], item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.spec.output === false || (!f.kept && f.kind !== "writeOnly")) continue;
    const v = f.kind === "writeOnly" ? null : readValue(f, item);
    out[f.sdk] = v === undefined ? null : v;
  }
  return out;
}

/** Whether a value says no more than leaving it out: absent, empty, or the default absence reads as. */
function saysNothing(f: FieldOf, v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof f.absent === "object") return v === f.absent.value;
  return v === "" || v === false || (Array.isArray(v) && v.length === 0);
}

/**
 * The arguments `pulumi-ingress import` writes for an item: each input the create takes, in the
 * table's order, as the field's `imported` gives it or as the output reads, those saying no more
 * than leaving them out dropped.
 */
export function importArgsOf(fields: readonly FieldOf[], item: Record<string, unknown>, as: Naming, t: ImportTools): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const f of fields) {
    if (!f.created) continue;
    const v = f.spec.imported ? f.spec.imported(item as never, as, t) : f.kind === "writeOnly" ? undefined : readValue(f, item);
    if (f.spec.imported ? v !== undefined : !saysNothing(f, v)) args[f.sdk] = v;
  }
  return args;
}

/** The inputs (SDK names) whose change replaces the resource: the plugin schema's `replaceOnChanges`. */
export const replacingInputsOf = (fields: readonly FieldOf[]): string[] => fields.filter((f) => f.kind === "replaces").map((f) => f.sdk);

/** The secret fields (SDK names): inputs the SDK makes secret, outputs the state encrypts. */
export const secretFieldsOf = (fields: readonly FieldOf[]): string[] => fields.filter((f) => f.secret).map((f) => f.sdk);

/** The inputs the service holds once in the account (SDK names), by which a lost create is found. */
export const uniqueInputsOf = (fields: readonly FieldOf[]): string[] => fields.filter((f) => f.unique).map((f) => f.sdk);

/** The inputs a program may set (SDK names), in the table's order. */
export const inputNamesOf = (fields: readonly FieldOf[]): string[] => fields.filter((f) => f.created || f.patched).map((f) => f.sdk);
