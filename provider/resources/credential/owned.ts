/**
 * What a credential and an API key share: an owner set at creation only (a change replaces), the
 * description and metadata changed in place, and a token the create response alone holds
 * (provider/lifecycle/returnedOnce.ts), which the state keeps.
 */
import type { ImportTools, Naming } from "../../importing/facts";
import { type ReturnedOnce, URN_INPUT } from "../../lifecycle/returnedOnce";

/**
 * The owner: set at creation only (the update body has none), so a change replaces. An owner left
 * out of the program is the caller, whom the service names in `owner_id`: nothing to compare then.
 * The import names it by a constant (a service user the program may declare).
 */
export const OWNER_FIELD = {
  kind: "replaces",
  absent: "service",
  imported: (item: { readonly owner_id?: string | null | undefined }, as: Naming, t: ImportTools): unknown =>
    item.owner_id ? t.constant(item.owner_id, "owner", as.label, (users) => `Owner of ${t.list(users)}`) : undefined,
} as const;

/** The token: the create response alone holds it (read and update keep the state's), a secret. */
export const TOKEN_FIELD = { kind: "outputOnly", secret: true } as const;

/** The token, returned once; `what` names the item in the warning (`credential`, `API key`). */
export const tokenOnce = <O extends { token?: string | null | undefined }>(what: string): ReturnedOnce<O> => ({
  fields: ["token"] as (keyof O & string)[],
  urnInput: URN_INPUT,
  // The names start with a letter read as a vowel sound when a vowel (`an API key`, `an AI gateway API key`).
  lost: `its token cannot be recovered: the service returns ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what}'s token only in the response that creates it, so the token output stays null; for a token, create a new ${what} (without adoptId)`,
});
