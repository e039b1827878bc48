/**
 * `/ip_restrictions`, served by the generic collection (emulator/machinery/servedCollection.ts) with the rules below,
 * as ngrok's references state them (provider/resources/ipRestriction/wire.ts lists the facts):
 *
 * - Each named policy exists: 400 `ERR_NGROK_1801` "Invalid IP Restriction. The policy `POLICY_ID`
 *   does not exist on your account."
 * - One restriction per type: 400 `ERR_NGROK_1802` "Only one IP Restriction is allowed per type.
 *   Consider either deleting the existing `TYPE` restriction first, or updating it instead."
 * - `enforced` absent is false (the service's example answer); the type never changes.
 * - An IP policy a restriction names cannot be deleted: 400 `ERR_NGROK_1420` (`onDeleteOf` below).
 * The statuses are not documented; 400 is the API's status of a refused body.
 */
import { IP_POLICIES } from "../../../provider/resources/ipPolicy/wire";
import { IP_RESTRICTIONS, type IpRestriction } from "../../../provider/resources/ipRestriction/wire";
import { applyDescribed, described, describedFields, ref } from "../../machinery/items";
import type { Described, Rules } from "../../machinery/servedCollection";
import { ApiFailure } from "../../machinery/errors";
import { itemsIn, type State } from "../../machinery/state";
import { ipPoliciesIn } from "../ipPolicy/rules";

/** An IP restriction as stored. */
/** The account's IP restrictions, by id: the part of the state this family declares. */
const ipRestrictionsIn = (state: State): Record<string, StoredIpRestriction> => itemsIn(state, IP_RESTRICTIONS.key);

export interface StoredIpRestriction extends Described {
  type: string;
  ip_policy_ids: string[];
  enforced: boolean;
}

function policiesExist(state: State, ids: readonly string[]): void {
  const missing = ids.find((id) => !ipPoliciesIn(state)[id]);
  if (missing !== undefined) throw new ApiFailure("ERR_NGROK_1801", `Invalid IP Restriction. The policy ${missing} does not exist on your account.`);
}

/** The ids of the restrictions naming the policy `policyId`. */
const restrictionsNaming = (state: State, policyId: string): string[] =>
  Object.values(ipRestrictionsIn(state))
    .filter((x) => x.ip_policy_ids.includes(policyId))
    .map((x) => x.id);

export const ipRestrictionRules: Rules<typeof IP_RESTRICTIONS, StoredIpRestriction> = {
  create: (body, ctx) => {
    const state = ctx.store.state;
    policiesExist(state, body.ip_policy_ids);
    if (Object.values(ipRestrictionsIn(state)).some((x) => x.type === body.type)) {
      throw new ApiFailure("ERR_NGROK_1802", `Only one IP Restriction is allowed per type. Consider either deleting the existing ${body.type} restriction first, or updating it instead.`);
    }
    return { ...describedFields(body), type: body.type, ip_policy_ids: [...body.ip_policy_ids], enforced: body.enforced ?? false };
  },
  update: (x, body, ctx) => {
    if (body.ip_policy_ids !== undefined) {
      policiesExist(ctx.store.state, body.ip_policy_ids);
      x.ip_policy_ids = [...body.ip_policy_ids];
    }
    if (body.enforced !== undefined) x.enforced = body.enforced;
    applyDescribed(x, body);
  },
  render: (x, ctx): IpRestriction => ({
    id: x.id,
    uri: `${ctx.baseUrl}/ip_restrictions/${x.id}`,
    created_at: x.created_at,
    ...described(x),
    enforced: x.enforced,
    type: x.type,
    ip_policies: x.ip_policy_ids.map((id) => ref(ctx.baseUrl, IP_POLICIES.key, id)),
  }),
  // A policy a restriction names cannot be deleted (ERR_NGROK_1420).
  onDeleteOf: {
    [IP_POLICIES.key]: {
      refuse: (p, ctx) => {
        const naming = restrictionsNaming(ctx.store.state, p.id);
        if (naming.length > 0) {
          throw new ApiFailure(
            "ERR_NGROK_1420",
            `Cannot delete IP Policy (${p.id}) because it is referenced by one or more IP Restrictions: (${naming.join(", ")}). Detach this IP Policy from all IP Restrictions before deleting it.`,
          );
        }
      },
    },
  },
};
