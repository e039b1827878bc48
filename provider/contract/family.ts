/**
 * What the rest of the package needs to know about a resource family besides its provider
 * functions: each family module (provider/resources/<family>/family.ts) states its facts once, with this
 * type, and provider/families.ts lists the families.
 */
import type { z } from "zod";
import type { ImportFacts, Listed } from "../importing/facts";
import type { ClientMember } from "../ingressClient/members";
import { memberOf, type MemberOf, pluralOf } from "../inputs/naming";
import { fieldsOf, inputNamesOf, uniqueInputsOf } from "../fields/derive";
import { type TableOf, type TABLE_WIRE, wireOf } from "../fields/table";
import { type CollectionFacts, withoutArticle } from "../wire/collection";
import type { Recovery, RecoveryBySearch } from "../lifecycle/recovery";

export interface FamilyFacts<Type extends string = string> {
  /** The resource class, and the last part of its type token (`pulumi-nodejs:dynamic/ingress:<type>`). */
  readonly type: Type;
  /** Its member of the API client (`tlsCertificates`): the compiler holds that the client has it. */
  readonly collection: ClientMember;
  /** The paths of the family's API calls, where they are not its collection's (a route's are under its edge): see {@link apiPathsOf}. */
  readonly apiPaths?: RegExp;
  /** What one item is called in messages: `TLS certificate`. */
  readonly what: string;
  /** Its collection as the wire model states it: id prefix, and the item's and bodies' schemas (the create body's marks which inputs are secret). */
  readonly wire: CollectionFacts<string, z.ZodType, z.ZodType, z.ZodType | undefined>;
  /** Its fields, each declared once (provider/fields/table.ts): bodies, diffs, outputs, the import's literals and the schema's marks derive from it. */
  readonly fields: object;
  /** How a create's lost or interrupted outcome is found. */
  readonly recovery: Recovery;
  /** The hidden input the SDK fills with the resource's URN, for warnings the provider attaches to it. */
  readonly urnInput?: string;
  /**
   * The inputs the family takes that are never sent (in wire names, a strict object of optional
   * members): the program's own facts for the provider (what a policy reads). Their secrets are
   * marked as the create body's are, in the SDK, the plugin and its schema.
   */
  readonly localInputs?: z.ZodType;
  /** How `pulumi-ingress import` finds the family's items on an account and declares each in the program it writes. */
  readonly importing: ImportFacts;
}

/** What a family's import states: its facts, less what follows from the family's other facts. */
export type DeclaredImport = Omit<ImportFacts, "find" | "noun" | "summary"> & {
  /** How the import finds the items; absent: the family's collection lists them, `--only` naming it in kebab case (`ip-policies`). */
  readonly find?: ImportFacts["find"];
  /** The noun ending each resource's name; absent: the family's `what`, lower case. */
  readonly noun?: string;
  /** What the usage says the import takes over; absent: the family's `what`, plural. */
  readonly summary?: string;
};

/** What a family's file states (`FACTS`, through {@link family}): its facts, less what follows from the others. */
export interface DeclaredFacts<Type extends string = string> extends Omit<FamilyFacts<Type>, "collection" | "what" | "importing" | "wire" | "fields" | "recovery"> {
  /** Its field table (`fieldTable(WIRE)({ … })`), which names its wire collection. */
  readonly fields: TableOf<FamilyFacts["wire"]>;
  /**
   * How a lost create is found, where it is not what the table says: by its unique fields (`unique`),
   * else by every input the program sets, as the lifecycle's default match compares them.
   */
  readonly recovery?: Recovery;
  /** What one item is called in messages, where it is not its wire's `anItem` without the article. */
  readonly what?: string;
  readonly importing: DeclaredImport;
}

/** A family's facts, completed from what its file states. */
export type Completed<D extends DeclaredFacts> = Omit<D, "what" | "importing" | "recovery"> & {
  readonly wire: D["fields"][typeof TABLE_WIRE];
  readonly recovery: D extends { readonly recovery: infer R } ? R : RecoveryBySearch;
  readonly collection: MemberOf<D["type"]>;
  readonly what: string;
  readonly importing: Omit<D["importing"], "find" | "noun" | "summary"> & {
    readonly find: D["importing"] extends { readonly find: infer F } ? F : Listed;
    readonly noun: string;
    readonly summary: string;
  };
};

/**
 * A family's facts from what its file states: its wire collection (its table's), its client member (its type's plural), its name in
 * messages (its wire's `anItem`), the import's `--only` word, noun and summary, and how a lost
 * create is found (by the table's unique fields, else by every input) where the file does not
 * state them. The one noun of a family is its type: its client member, `--only` word
 * and messages follow from it unless the service's own words differ. The lifecycle and the
 * registry take only a member the client has (`ClientMember`), so the compiler refuses a family
 * whose plural the client lacks.
 */
export function family<const D extends DeclaredFacts>(declared: D): Completed<D> {
  const wire = wireOf(declared.fields);
  const collection = memberOf(declared.type);
  const what = declared.what ?? withoutArticle(wire.anItem);
  const only = collection.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const importing = { find: { from: "list", only }, noun: what.toLowerCase(), summary: pluralOf(what), ...declared.importing };
  const fields = fieldsOf(wire, declared.fields);
  const unique = uniqueInputsOf(fields);
  const recovery = declared.recovery ?? (unique.length > 0 ? { matchFields: unique, uniqueMatch: true } : { matchFields: inputNamesOf(fields) });
  return { ...declared, wire, collection, what, importing, recovery } as unknown as Completed<D>;
}

/** The paths of a family's API calls, to tell them apart in request logs: its collection's, unless it says otherwise. */
export const apiPathsOf = (family: Pick<FamilyFacts, "apiPaths" | "wire">): RegExp => family.apiPaths ?? new RegExp(`^/${family.wire.key}(/|$)`);
