/**
 * Adoption of resources that already exist on the service. `pulumi import` and the `import`
 * option cannot work for dynamic providers (the import read carries no `__provider`: pulumi
 * issues 3550 and 16175), so each resource takes an `adoptId` input instead: on create, the
 * provider takes over the resource with that id and reconciles it to the program, instead of
 * creating a new one. It is read only at create time; removing it afterwards changes nothing.
 */
import type { z } from "zod";
import type { CollectionFacts } from "../wire/collection";
import { type FieldProblem } from "../wire/rules";
import { isUnknown } from "./unknowns";

/** The problem with an `adoptId` input, if any: it must carry the family's id prefix. */
export function adoptIdProblem(adoptId: unknown, { idPrefix, anItem }: Pick<CollectionFacts<string, z.ZodType, z.ZodType, undefined>, "idPrefix" | "anItem">): FieldProblem[] {
  if (adoptId === undefined || adoptId === null || isUnknown(adoptId)) return [];
  if (typeof adoptId === "string" && new RegExp(`^${idPrefix}[A-Za-z0-9]+$`).test(adoptId)) return [];
  return [{ path: "adoptId", message: `adoptId must be ${anItem} id of the form ${idPrefix}<id>; got ${JSON.stringify(adoptId)}` }];
}

/** The id to adopt on create, when the program names one. */
export const adoptionTarget = ({ adoptId }: { readonly adoptId?: string | undefined }): string | undefined =>
  typeof adoptId === "string" && adoptId !== "" ? adoptId : undefined;
