/**
 * `/credentials`, and with them `/api_keys` (../apiKey/rules.ts), served by the generic collection
 * (emulator/machinery/servedCollection.ts) with the rules below (provider/resources/credential/wire.ts and
 * apiKey/wire.ts list the facts):
 *
 * - The token is in the create's answer only, and null in every answer after it: the service "does
 *   not store a recoverable representation of the token" (ngrok-docs
 *   snippets/guides/authtoken-acls-content.mdx), so neither does the emulator. A token is made of
 *   the id's characters, `_` and random ones, as the examples' (`<id without cr_>_<27 characters>`);
 *   the emulator does not accept one as an API key of its own.
 * - The owner is the API key's user when the create names none: the account's one user,
 *   {@link ACCOUNT_USER_ID} (the emulator has no other people). A named owner must be that user or a
 *   service user of the account: otherwise 400 `ERR_NGROK_634` "No credential owner could be
 *   determined." (the status is not documented). The emulator's keys are an admin's, which may name
 *   another owner (ERR_NGROK_630 is never answered).
 * - A credential's ACL is checked rule by rule as the service does (ERR_NGROK_600), by the wire
 *   model's schema; `acl` left out is stored as `[]`, as the create example answers.
 */
import type { Context } from "../../machinery/router";
import { described, describedFields, applyDescribed } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { randomBase62 } from "../../machinery/ids";
import { itemsIn, type State } from "../../machinery/state";
import { serviceUsersIn } from "../serviceUser/rules";
import type { ApiKey } from "../../../provider/resources/apiKey/wire";
import { CREDENTIALS, type Credential } from "../../../provider/resources/credential/wire";
import { SERVICE_USERS } from "../../../provider/resources/serviceUser/wire";

/** The account's own user, who owns what is created without an owner. */
export const ACCOUNT_USER_ID = "usr_2emuLatorAccountUser0000000";

/** An API key as stored: no token. */
export interface StoredApiKey extends Described {
  owner_id: string;
}

/** A credential as stored: no token. */
export interface StoredCredential extends StoredApiKey {
  acl: string[];
}

/** The owner a create names, or the account's user; refused when it is no one the account has. */
export function ownerOf(ownerId: string | undefined, ctx: Context): string {
  if (ownerId === undefined || ownerId === ACCOUNT_USER_ID) return ACCOUNT_USER_ID;
  if (serviceUsersIn(ctx.store.state)[ownerId] !== undefined) return ownerId;
  throw new ApiFailure("ERR_NGROK_634", "No credential owner could be determined.");
}

/** A fresh token for the item `id`, as the service's examples are made. */
const tokenFor = (id: string): string => `${id.slice(id.indexOf("_") + 1)}_${randomBase62(27)}`;

export function rendered(path: string, item: StoredApiKey, ctx: Context, created: boolean): ApiKey {
  return { id: item.id, uri: `${ctx.baseUrl}${path}/${item.id}`, created_at: item.created_at, ...described(item), owner_id: item.owner_id, token: created ? tokenFor(item.id) : null };
}

export const credentialRules: Rules<typeof CREDENTIALS, StoredCredential> = {
  create: (body, ctx) => ({ ...describedFields(body), acl: body.acl ?? [], owner_id: ownerOf(body.owner_id, ctx) }),
  update: (c, body) => {
    applyDescribed(c, body);
    if (body.acl !== undefined) c.acl = body.acl;
  },
  render: (c, ctx, created): Credential => ({ ...rendered(CREDENTIALS.path, c, ctx, created), acl: c.acl }),
  // A service user's credentials are deleted with it.
  onDeleteOf: { [SERVICE_USERS.key]: { deleted: (u, ctx) => deleteOwnedBy(credentialsIn(ctx.store.state), u.id) } },
};

/** The account's credentials, by id: the part of the state this family declares. */
const credentialsIn = (state: State): Record<string, StoredCredential> => itemsIn(state, CREDENTIALS.key);

/** Deletes the items of `items` that `ownerId` owns: what goes with a deleted service user. */
export function deleteOwnedBy(items: Record<string, StoredApiKey>, ownerId: string): void {
  for (const item of Object.values(items)) if (item.owner_id === ownerId) delete items[item.id];
}
