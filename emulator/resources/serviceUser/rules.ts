/**
 * `/service_users`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules below
 * (provider/resources/serviceUser/wire.ts lists the facts):
 *
 * - A service user's name is unique in the account: 400 `ERR_NGROK_4112` "Service User names must
 *   be unique within an account." (the status is not documented; 400 is the API's status of a refused body).
 * - `active` is true when the create leaves it out.
 * - Deleting a service user deletes the credentials and API keys it owns: "When a user leaves an
 *   account, all of their credentials are revoked" (ngrok-docs iam/service-users.mdx; the service
 *   user's case is assumed to be the same).
 * - `/bot_users` serves the same collection: "Service Users were previously called Bot Users. The
 *   Bot User API endpoint is still available" (ngrok-docs api-reference/service-users.mdx), and
 *   ngrok-api-go v8.0.0 still has both (bot_users/client.go: POST, GET, PATCH, DELETE
 *   `/bot_users[/{id}]`, list items under `bot_users`, `BotUser` of the same fields). Made there, an
 *   item's id is `bot_…` and each answer's `uri` names `/bot_users/…` (ngrok-docs
 *   snippets/api/resources/examples/_bot_users_*.mdx); an item is read, listed, updated and deleted
 *   through either path, under the id it was made with.
 */
import type { Rules, StoredItem } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { SERVICE_USERS } from "../../../provider/resources/serviceUser/wire";

/** The account's service users, by id: the part of the state this family declares. */
export const serviceUsersIn = (state: State): Record<string, StoredServiceUser> => itemsIn(state, SERVICE_USERS.key);

/** A service user as stored. */
export interface StoredServiceUser extends StoredItem {
  name: string;
  active: boolean;
}

function uniqueName(state: State, name: string, self?: string): void {
  if (Object.values(serviceUsersIn(state)).some((u) => u.name === name && u.id !== self)) {
    throw new ApiFailure("ERR_NGROK_4112", "Service User names must be unique within an account.");
  }
}

// What goes with a deleted service user (its credentials and API keys) is theirs: ../credential/rules.ts, ../apiKey/rules.ts.
export const serviceUserRules: Rules<typeof SERVICE_USERS, StoredServiceUser> = {
  alias: { path: "/bot_users", idPrefix: "bot_", listKey: "bot_users" },
  create: (body, ctx) => {
    uniqueName(ctx.store.state, body.name);
    return { name: body.name, active: body.active ?? true };
  },
  update: (u, body, ctx) => {
    if (body.name !== undefined) {
      uniqueName(ctx.store.state, body.name, u.id);
      u.name = body.name;
    }
    if (body.active !== undefined) u.active = body.active;
  },
};
