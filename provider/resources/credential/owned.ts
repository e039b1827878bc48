/**
 * What a credential and an API key share: an owner set at creation only (a change replaces), the
 * description and metadata changed in place, and a token the create response alone holds
 * (provider/lifecycle/returnedOnce.ts), which the state keeps.
 */
import { textOrEmpty } from "../../inputs/outputs";
import { isUnknown } from "../../inputs/unknowns";
import { type ReturnedOnce, URN_INPUT } from "../../lifecycle/returnedOnce";

/** The inputs an owned credential has. */
export interface OwnedInputs {
  description?: string | undefined;
  metadata?: string | undefined;
  ownerId?: string | undefined;
  [URN_INPUT]?: string | undefined;
}

/** The outputs an owned credential has. */
export interface OwnedOutputs {
  description?: string | null | undefined;
  metadata?: string | null | undefined;
  ownerId?: string | null | undefined;
  token?: string | null | undefined;
}

/**
 * A change of owner replaces (the update body has none). An owner left out of the program is the
 * caller, whom the service names in `owner_id`: nothing to compare then.
 */
export const ownerReplaces = (olds: OwnedOutputs, news: OwnedInputs): string[] =>
  news.ownerId !== undefined && (isUnknown(news.ownerId) || news.ownerId !== olds.ownerId) ? ["ownerId"] : [];

/** The description and metadata the PATCH sends: those that differ, `""` clearing one the program removed. */
export function describedPatch(olds: OwnedOutputs, news: OwnedInputs): { description?: string; metadata?: string } {
  const body: { description?: string; metadata?: string } = {};
  for (const f of ["description", "metadata"] as const) {
    if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  }
  return body;
}

/** The token, returned once; `what` names the item in the warning (`credential`, `API key`). */
export const tokenOnce = <O extends OwnedOutputs>(what: string): ReturnedOnce<O> => ({
  fields: ["token"] as (keyof O & string)[],
  urnInput: URN_INPUT,
  lost: `its token cannot be recovered: the service returns a ${what}'s token only in the response that creates it, so the token output stays null; for a token, create a new ${what} (without adoptId)`,
});

/** The fields a new owned credential sends, each only when the program gives it. */
export const ownedCreateFields = ({ description, metadata, ownerId }: OwnedInputs) => ({
  ...(description === undefined ? {} : { description }),
  ...(metadata === undefined ? {} : { metadata }),
  ...(ownerId === undefined ? {} : { owner_id: ownerId }),
});
