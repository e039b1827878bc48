/**
 * `/api_keys`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules of
 * credentials (../credential/rules.ts): the token in the create's answer only, the owner the
 * account's user or one of its service users.
 */
import { applyDescribed, describedFields } from "../../machinery/items";
import type { Rules } from "../../machinery/servedCollection";
import { itemsIn, type State } from "../../machinery/state";
import { API_KEYS } from "../../../provider/resources/apiKey/wire";
import { SERVICE_USERS } from "../../../provider/resources/serviceUser/wire";
import { deleteOwnedBy, ownerOf, rendered, type StoredApiKey } from "../credential/rules";

/** The account's API keys, by id: the part of the state this family declares. */
const apiKeysIn = (state: State): Record<string, StoredApiKey> => itemsIn(state, API_KEYS.key);

export const apiKeyRules: Rules<typeof API_KEYS, StoredApiKey> = {
  create: (body, ctx) => ({ ...describedFields(body), owner_id: ownerOf(body.owner_id, ctx) }),
  update: (k, body) => applyDescribed(k, body),
  render: (k, ctx, created) => rendered(API_KEYS.path, k, ctx, created),
  // A service user's API keys are deleted with it.
  onDeleteOf: { [SERVICE_USERS.key]: { deleted: (u, ctx) => deleteOwnedBy(apiKeysIn(ctx.store.state), u.id) } },
};
