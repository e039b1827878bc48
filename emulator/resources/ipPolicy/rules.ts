/**
 * `/ip_policies`, served by the generic collection (emulator/machinery/servedCollection.ts); what its
 * rules and restrictions do when it is deleted is theirs (../ipPolicyRule/rules.ts,
 * ../ipRestriction/rules.ts), as they point at it. From ngrok's references: a rule's policy must exist (ERR_NGROK_1402 "IP
 * Policy not found"); a policy holds each CIDR once (ERR_NGROK_1408 "IP Policy Rule with CIDR
 * `CIDR` already exists"; compared here in canonical form); a PATCH changes a rule's cidr,
 * description and metadata only. Deleting a policy: "if the IP policy is referenced by another
 * object for the purposes of traffic restriction it will be treated as if the IP policy remains
 * but has zero rules" (ngrok.yaml, IpPoliciesDelete); its rules are deleted with it, and the
 * references to it (routes' IP restrictions) stay. A policy an account IP restriction names cannot be
 * deleted (ERR_NGROK_1420, errors/err_ngrok_1420.mdx).
 */
import type { Described, Rules } from "../../machinery/servedCollection";
import { itemsIn, type State } from "../../machinery/state";
import { IP_POLICIES } from "../../../provider/resources/ipPolicy/wire";

/** An IP policy as stored. */
export type StoredIpPolicy = Described;

/** The account's IP policies, by id: the part of the state this family declares. */
export const ipPoliciesIn = (state: State): Record<string, StoredIpPolicy> => itemsIn(state, IP_POLICIES.key);

/** An IP policy has no rules of its own beyond its schemas; its collection is served from its facts. */
export const ipPolicyRules: Rules<typeof IP_POLICIES, StoredIpPolicy> = {};
