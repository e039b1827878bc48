/**
 * A collection the seed fills and the generic collection serves, though no family manages it: what
 * the families point at (./supporting.ts) and what the lookups observe (./observed.ts).
 */
import type { z } from "zod";
import type { AnyFacts, BodyOf, Rules, StoredItem } from "./servedCollection";

/**
 * One such collection: its facts (in the form of a family's wire collection, with the service's
 * path and list key), how a create body or a seed entry is stored, and what else its service does.
 * Served by the generic collection, as a family is.
 */
export interface Supporting<F extends AnyFacts, S extends StoredItem> {
  readonly facts: F;
  readonly make: (body: BodyOf<F["create"]>) => Omit<S, "id" | "created_at">;
  readonly rules: Rules<F, S>;
}

export const supporting = <F extends AnyFacts, S extends StoredItem>(
  facts: F,
  make: (body: BodyOf<F["create"]>) => Omit<S, "id" | "created_at">,
  rules: Omit<Rules<F, S>, "create">,
): Supporting<F, S> => ({ facts, make, rules: { ...rules, create: (body) => make(body) } });

/** Facts of a collection whose items cannot be changed: created (or seeded), read, listed and deleted. */
export const withoutUpdate = <K extends string, C extends z.ZodType>(key: K, idPrefix: string, anItem: string, item: z.ZodType, create: C) =>
  ({ key, idPrefix, anItem, item, create, update: undefined, listable: true }) as const;
