/**
 * What the rest of the package needs to know about a resource family besides its provider
 * functions: each family module (provider/resources/<family>/family.ts) states its facts once, with this
 * type, and provider/families.ts lists the families.
 */
import type { z } from "zod";
import type { ImportFacts } from "./importing/facts";
import type { ClientMember, IngressClient } from "./client";
import type { CollectionFacts } from "./wire/collection";
import type { Search as Candidates } from "./lifecycle/recovery";

/** A search for the items a create with `inputs` may have made. */
export type SearchFor = (client: IngressClient, inputs: Record<string, unknown>) => Candidates;

/** How to find on the service what a create may have made, given the create's inputs. */
export interface Search {
  /** The inputs the match reads (a secret one cannot be compared outside the provider). */
  readonly matchFields: readonly string[];
  /** The search for items matching `inputs`; absent: the family's lifecycle search (its module's `search`, provider/lifecycle/declare.ts). */
  readonly search?: SearchFor;
  /** The service refuses a second item with the same match, so identical creates never each made one. */
  readonly uniqueMatch?: true;
}

/** Where the API cannot list the family: what a user does instead to find what a create may have made. */
export interface NoSearch {
  /** The step, given the create's inputs and the time its `up` began (RFC 3339). */
  readonly howToFind: (inputs: Record<string, unknown>, since: string) => string;
}

/** How a create's lost or interrupted outcome is found: by a search, or by the user's step where none can be made. */
export type Recovery = Search | NoSearch;

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
  /** How `pulumi-ingress import` finds the family's items on an account and declares each in the program it writes. */
  readonly importing: ImportFacts;
}

/** The paths of a family's API calls, to tell them apart in request logs: its collection's, unless it says otherwise. */
export const apiPathsOf = (family: Pick<FamilyFacts, "apiPaths" | "wire">): RegExp => family.apiPaths ?? new RegExp(`^/${family.wire.key}(/|$)`);
