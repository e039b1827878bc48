/**
 * A family's fields, declared once: each member of its wire item and bodies states its SDK name,
 * how it changes, how it compares, what its absence reads as and whether it is secret. The create
 * body, the minimal PATCH, the diff, the outputs, the import's literals, the plugin schema's marks
 * and the docs page's field list are derived from the table (provider/fields/derive.ts), so a
 * field is written in one place. The table's type names every wire member: one left out does not
 * compile, nor does one that is not on the wire.
 */
import type { z } from "zod";
import type { ImportTools, Naming } from "../importing/facts";
import type { CamelCase } from "../inputs/naming";

/**
 * How a field changes:
 * - `inPlace`: an input, sent at create and changed with the PATCH;
 * - `replaces`: an input, sent at create; a change makes a new item (the PATCH has no such member);
 * - `createOnly`: an input sent at create and never compared afterwards (the service keeps it as sent);
 * - `writeOnly`: a secret input the service never returns: sent at create and when the program
 *   rotates it (provider/lifecycle/secretRotation.ts), its output always null;
 * - `outputOnly`: the service's, never an input;
 * - `notKept`: a member of the service's item the resource does not keep (its `why` says why).
 */
export type FieldKind = "inPlace" | "replaces" | "createOnly" | "writeOnly" | "outputOnly" | "notKept";

/** A comparison of the program's value with the service's, both present (absence is settled before). */
export interface Sameness {
  /** What it compares by, for the docs: `canonical URL`. */
  readonly by: string;
  readonly same: (program: unknown, service: unknown) => boolean;
}

/**
 * What an absent value (left out, or `null` from the service) reads as:
 * - `empty`: the empty value of its comparison (`""` for text, `[]` for a set, else `null`); the
 *   PATCH clears the field by sending that value;
 * - `service`: the service chooses; an input left out is neither sent nor compared;
 * - `{ value }`: the service's default, which a PATCH sends to restore it.
 */
export type Absence = "empty" | "service" | { readonly value: string | number | boolean };

/** One field of a family's table. `Item` is the service's item (for `read` and `imported`). */
export interface Field<Item = never> {
  readonly kind: FieldKind;
  /** The SDK's name; default, the wire name in camelCase. */
  readonly sdk?: string;
  /** How the program's value is compared with the service's: `text` (default), `set` (string lists, order ignored), `json` (deep), or a {@link Sameness}. */
  readonly compare?: "text" | "set" | "json" | Sameness;
  /** What absence reads as; default `empty`. */
  readonly absent?: Absence;
  /** The value is a secret (the SDK makes it secret; the state holds it encrypted). */
  readonly secret?: true;
  /** The output from the service's item, where it is not the member in the SDK's names (an id out of a reference). */
  readonly read?: (item: Item) => unknown;
  /** The service's value as old outputs hold it, where {@link read}'s member may be missing (states written before it). */
  readonly held?: (outputs: Record<string, unknown>) => unknown;
  /** The wire value of the program's value, where it is not the value itself (a document with its defaults filled in). */
  readonly send?: (value: unknown) => unknown;
  /** The import's literal for this field, where it is not the output (a constant, a secret from config, a file). */
  readonly imported?: (item: Item, as: Naming, t: ImportTools) => unknown;
  /**
   * The service holds at most one item with this value (with other unique fields, with these
   * values together) and refuses a second: a lost create is the item with the program's value.
   */
  readonly unique?: true;
  /** For `notKept`: why the resource does not keep it. */
  readonly why?: string;
  /**
   * `false`: an input that is no output at all, not even `null`, where the service's item does not
   * hold it and the SDK class declares no such output (a reserved domain's `certificateId`, which
   * its `certificate` output shows; a TLS certificate's private key, which only an upload sends).
   */
  readonly output?: false;
}

type Shape<S> = S extends z.ZodType ? keyof z.infer<S> : never;

/** The wire members of a collection's item and bodies, the item's `id` aside (every resource's id). */
export type WireMember<W extends WireSchemas> = Exclude<Shape<W["item"]> | Shape<W["create"]> | Shape<W["update"]>, "id"> & string;

/** The schemas a table is held to: a family's wire collection. */
export interface WireSchemas {
  readonly item: z.ZodType;
  readonly create: z.ZodType;
  readonly update: z.ZodType | undefined;
}

/** A family's table: one {@link Field} per wire member, no more and no fewer. */
export type FieldTable<W extends WireSchemas> = { readonly [K in WireMember<W>]-?: Field<z.infer<W["item"]>> };

/**
 * A family's table, held by the compiler to its wire collection (`fieldTable(WIRE)({ … })`, so that the
 * collection's types reach the hooks): a member of the item or of a body
 * missing from `table`, or a key of `table` on none of them, fails to compile.
 */
export const fieldTable =
  <W extends WireSchemas>(wire: W) =>
  <const T extends FieldTable<W>>(table: T & Record<Exclude<keyof T, WireMember<W> | typeof TABLE_WIRE>, never>): T & TableOf<W> =>
    // Not enumerable: a table's entries are its fields alone, and a spread of it copies only them.
    Object.defineProperty({ ...table }, TABLE_WIRE, { value: wire, enumerable: false }) as unknown as T & TableOf<W>;

/** The wire collection a table was declared over, so that a family states its wire once: in its table. */
export const TABLE_WIRE: unique symbol = Symbol("the table's wire collection");

/** A table that knows its wire collection. */
export interface TableOf<W> {
  readonly [TABLE_WIRE]: W;
}

/** The wire collection of a table made by {@link fieldTable}. */
export const wireOf = <W>(table: TableOf<W>): W => table[TABLE_WIRE];

/** A field's SDK name, as the table states it. */
type SdkName<K extends string, F> = F extends { readonly sdk: infer S extends string } ? S : CamelCase<K>;

/** Whether the outputs have a field: a member of the item, or one read from it (as provider/fields/derive.ts keeps them). */
type Kept<W extends WireSchemas, K extends string, F> = F extends { readonly kind: "notKept" | "writeOnly" } | { readonly output: false }
  ? false
  : K extends Shape<W["item"]>
    ? true
    : F extends { readonly read: unknown }
      ? true
      : false;

/** The outputs' names of a table: each field it keeps, by its SDK name. */
export type OutputName<W extends WireSchemas, T> = { [K in keyof T & string]: Kept<W, K, T[K]> extends true ? SdkName<K, T[K]> : never }[keyof T & string];

/** A family's outputs' names from its facts: what its SDK class declares (tests/types/parity holds it). */
export type OutputNames<F extends { readonly wire: WireSchemas; readonly fields: object }> = OutputName<F["wire"], F["fields"]>;
