/** An IP policy's fields (provider/fields/table.ts): its rules are IpPolicyRule resources of their own. */
import { DESCRIBED_FIELDS } from "../../fields/common";
import { fieldTable } from "../../fields/table";
import { IP_POLICIES } from "./wire";

export const IP_POLICY_FIELDS = fieldTable(IP_POLICIES)({
  ...DESCRIBED_FIELDS,
});
