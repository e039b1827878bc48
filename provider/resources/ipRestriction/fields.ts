/**
 * An IP restriction's fields (provider/fields/table.ts). The update body has no type (ngrok-openapi
 * `IpRestrictionUpdate`): a new type is a new restriction. The program names its policies by id
 * (`ip_policy_ids`), the service answers with references (`ip_policies`), whose order means nothing.
 */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { IP_RESTRICTIONS } from "./wire";

export const IP_RESTRICTION_FIELDS = fieldTable(IP_RESTRICTIONS)({
  // ERR_NGROK_1802: one restriction per type.
  type: { kind: "replaces", unique: true },
  ip_policy_ids: {
    kind: "inPlace",
    compare: "set",
    read: (x) => x.ip_policies.map((p) => p.id),
    imported: (x, as, t) => x.ip_policies.map((p) => t.constant(p.id, "ip policy", as.label, (users) => `IP policy of ${t.list(users)}`)),
  },
  // Left out: what the service answers for a restriction created without it, not enforced.
  enforced: { kind: "inPlace", absent: { value: false } },
  ...DESCRIBED_FIELDS,
  ip_policies: { kind: "outputOnly" },
});
